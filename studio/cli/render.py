"""``voice-studio render``: a script in one or more cloned voices, headless.

Every input is read and checked first (``render_inputs``, no torch); only then
does the model load (``render_backend``) and the lines render and land in
files, the project and the report (``render_loop``).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from studio.cli.options import (
    at_least_one,
    book_render_options,
    cache_dir_option,
    check_options,
    compile_option,
    count,
    engine_options,
    positive_float,
    temperature_help,
    voice_check_options,
)
from studio.cli.render_inputs import RenderInputs, check_inputs, progress

DEFAULT_OUT = Path("voice-studio-out")


def add_render_parser(subparsers: Any) -> argparse.ArgumentParser:
    render: argparse.ArgumentParser = subparsers.add_parser(
        "render", help="render a script to audio files"
    )
    render.add_argument(
        "script",
        nargs="+",
        help="UTF-8 text file, one line of speech per line; - for stdin; or a book (.epub, "
        ".docx, .pdf, .html), its chapters and dialogue read from the file; several files "
        "(a book's chapters) are rendered in turn as one script",
    )
    render.add_argument(
        "--voice",
        action="append",
        default=[],
        metavar="[NAME=]AUDIO",
        required=True,
        help="a reference recording (WAV, FLAC, OGG or MP3), named NAME (default: the file's "
        "name); repeat for more voices; `NAME: text` lines speak in voice NAME, the others in "
        "the first voice",
    )
    render.add_argument(
        "--voice-text",
        action="append",
        default=[],
        metavar="[NAME=]TEXT",
        help="what the reference of voice NAME says (a TEXT without NAME= goes to the first "
        "voice); VoxCPM2's continuation mode needs it (default: none)",
    )
    engine_options(render)
    compile_option(render)
    render.add_argument(
        "--out",
        type=Path,
        default=DEFAULT_OUT,
        metavar="DIR",
        help=f"the folder for the line files and script.wav (default: {DEFAULT_OUT})",
    )
    render.add_argument(
        "--overwrite",
        action="store_true",
        help="replace line files an earlier render left in --out (default: refuse and name them)",
    )
    render.add_argument(
        "--format",
        choices=("wav", "flac"),
        default="wav",
        help="the line files' format (default: wav)",
    )
    render.add_argument(
        "--gap",
        type=positive_float,
        default=0.3,
        metavar="SECONDS",
        help="silence between lines in script.wav (default: 0.3)",
    )
    render.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help="the seed of every line; the same seed gives the same audio (default: a new one, "
        "printed in the JSON report)",
    )
    render.add_argument(
        "--temperature",
        type=positive_float,
        default=None,
        metavar="T",
        help=temperature_help(),
    )
    render.add_argument(
        "--max-seconds",
        type=positive_float,
        default=None,
        metavar="S",
        help="cut each line at S seconds of audio (default: no limit)",
    )
    render.add_argument(
        "--cfg",
        type=positive_float,
        default=None,
        metavar="C",
        help="VoxCPM2's guidance scale (default: the engine's)",
    )
    render.add_argument(
        "--steps",
        type=at_least_one,
        default=None,
        metavar="N",
        help="VoxCPM2's diffusion steps (default: the engine's)",
    )
    cache_dir_option(render)
    render.add_argument(
        "--no-cache",
        action="store_true",
        help="encode the voice for every line, with no prompt cache (for comparisons)",
    )
    render.add_argument("--json", action="store_true", help="print one JSON report on stdout")
    render.add_argument(
        "--batch",
        type=at_least_one,
        default=None,
        metavar="N",
        help="lines of one voice rendered at once; 1: one after another (default: measured "
        "on this device)",
    )
    render.add_argument(
        "--dictionary",
        action="append",
        default=[],
        metavar="FILE",
        help="pronunciation dictionary (.csv: term,respelling[,whole_word,match_case]; or .pls); "
        "repeat for more, a later file wins (default: none)",
    )
    render.add_argument(
        "--no-global-dictionary",
        action="store_true",
        help="leave out the global dictionary kept in the user's data folder",
    )
    render.add_argument(
        "--no-normalize",
        action="store_true",
        help="speak numbers, dates, money and abbreviations as written",
    )
    render.add_argument(
        "--language",
        default="en",
        metavar="LANG",
        help="language of the text, for normalisation (default: en)",
    )
    render.add_argument(
        "--best-of",
        type=count,
        default=1,
        metavar="N",
        help="render each line N times (seeds SEED, SEED+1, ...) and keep the take with the "
        "fewest word errors (with --check-words), then the most similar to its voice (with "
        "--check-voice), then the fewest review flags (default: 1)",
    )
    check_options(render)
    voice_check_options(render)
    book_render_options(render)
    render.add_argument(
        "--project",
        type=Path,
        metavar="PATH",
        help="also save the script, voices and every take as a project folder (NAME.vstudio), "
        "saved as lines finish (default: none)",
    )
    render.add_argument(
        "--resume",
        action="store_true",
        help="continue the --project of an interrupted render, leaving out finished lines",
    )
    render.add_argument(
        "--ray",
        nargs="?",
        const="auto",
        default=None,
        metavar="ADDRESS|local",
        help="render on a Ray cluster: local starts one on this machine, an address joins "
        "one (alone: RAY_ADDRESS or the cluster already running here); needs "
        "voice-studio[cluster] (default: no cluster)",
    )
    render.add_argument(
        "--workers",
        type=count,
        default=None,
        metavar="N",
        help="with --ray: workers, each a model on one GPU or --threads CPU threads (default: 2)",
    )
    return render


def run_render(args: argparse.Namespace) -> int:
    if args.ray is not None:
        from studio.cluster import require_ray

        require_ray()
    inputs = check_inputs(args)
    try:
        return _render(args, inputs)
    finally:
        inputs.record.release_lock()


def _render(args: argparse.Namespace, inputs: RenderInputs) -> int:
    for note in inputs.notes:
        progress(f"Note: {note}")
    # The model (and torch) load only now, once every input is known to be good.
    from studio.cli.render_backend import RenderBackend, start_backend
    from studio.cli.render_checks import voice_checked
    from studio.cli.render_loop import render_with
    from studio.cli.render_stored import nothing_left

    backend: RenderBackend | None = nothing_left(args, inputs)
    if backend is not None:
        progress(f"Every line of {inputs.project} is rendered already; no model is loaded.")
    else:
        backend = start_backend(
            args, inputs.checks, inputs.record.doc.text_prep(), voice=voice_checked(args)
        )
    try:
        code, report = render_with(args, backend, inputs)
    finally:
        backend.close()
    # Printed once the backend is closed: Ray's messages go to stderr until then.
    if report is not None:
        print(json.dumps(report, ensure_ascii=False))
    return code


__all__ = ["add_render_parser", "run_render"]
