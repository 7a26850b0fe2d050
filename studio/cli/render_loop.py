"""Rendering the checked lines through a backend, and writing what comes back.

Each line's files, the project (with ``--project``, saved as lines finish),
the progress bar and the JSON report. A best-of-N line settles when its last
take ends; the take with the fewest review flags is its chosen one.
"""

from __future__ import annotations

import argparse
import contextlib
import secrets
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import soundfile as sf

from studio.cli.interrupt import cancel_on_sigint
from studio.cli.render_backend import RenderBackend
from studio.cli.render_checks import takes_heard, voice_checked, words_checked
from studio.cli.render_inputs import RenderInputs, line_width
from studio.cli.render_inputs import progress as tell
from studio.cli.render_progress import RenderProgress
from studio.cli.render_record import RenderRecord
from studio.cli.render_run import LineRun
from studio.cli.render_stored import StoredRender
from studio.core.exports.chapters import chapters
from studio.core.files.atomic_file import staged
from studio.core.sound.audio import OUTPUT_FORMATS, prepare_reference
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.text.script import ScriptLine
from studio.core.text.wording import plural
from studio.engines.info import GenerationParams
from studio.render import LineRequest, Voice


def render_with(
    args: argparse.Namespace, backend: RenderBackend, inputs: RenderInputs
) -> tuple[int, dict[str, Any] | None]:
    """Render and report; returns the exit code and, with ``--json``, the report."""
    record, raw, lines, project = inputs.record, inputs.raw, inputs.lines, inputs.project
    texts = inputs.texts
    voice_args = inputs.voice_args
    info = backend.info
    if info.is_random:
        tell("Note: random weights (no download): the output is noise, for tests and demos.")

    voices: dict[str, Voice] = {}
    if isinstance(backend, StoredRender):
        # Nothing to render: the voices' audio is not prepared (resampling imports torch).
        record.set_voice_keys(backend.stored_keys)
    else:
        for voice_arg in voice_args:
            mono, rate = raw[voice_arg.name]
            reference = prepare_reference(mono, rate, info.sample_rate, str(voice_arg.path))
            for note in reference.notes(voice_arg.name):
                tell(note)
            voices[voice_arg.name] = Voice(voice_arg.name, reference, texts.get(voice_arg.name))
        record.set_voice_keys(backend.voice_keys(voices))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if args.best_of == 1 and args.retake_until_match == 0 and args.retake_until_similar == 0:
        # One seed for the project: a resumed render uses it again. (Best of N and
        # retakes render other seeds too: every one of them fits the line.)
        record.doc.defaults = replace(record.doc.defaults, seed=seed)
    if project is not None:
        record.keep_in(project, {name: VoiceAudio(*raw[name]) for name in raw})
        done = sum(record.finished(line.index) for line in lines)
        tell(f"Project {project}: {done} of {plural(len(lines), 'line')} already rendered.")
    params = GenerationParams(
        seed=seed,
        temperature=args.temperature,
        max_seconds=args.max_seconds,
        cfg=args.cfg,
        steps=args.steps,
    )
    failures, report = _render_and_report(args, backend, lines, voices, params, seed, record)
    if project is not None:
        tell(
            f"Saved the project {project} (saving took {record.save_seconds:.1f} s in all; "
            "export it with voice-studio export)."
        )
    if failures:
        others = "; the others were written." if failures < len(lines) else "."
        tell(f"{plural(failures, 'line')} failed{others}")
        return 1, report
    return 0, report


def _requests(lines: list[ScriptLine], params: GenerationParams, best_of: int) -> list[LineRequest]:
    """Every line ``best_of`` times, with seeds seed, seed+1, ..."""
    return [
        LineRequest(line, replace(params, seed=(params.seed + attempt) % 2**31))
        for line in lines
        for attempt in range(best_of)
    ]


def _announce_batch_size(backend: RenderBackend, requests: list[LineRequest]) -> None:
    """Say how many lines of a voice render together (measured once when not given)."""
    shared = len(requests) > len({r.line.voice for r in requests})
    if not shared or not backend.batches:
        return
    tell("Measuring how many lines to render at once ...")
    size = backend.batch_size()
    tell(f"Rendering up to {plural(size, 'line')} of a voice at once (--batch sets it).")


def _render_and_report(
    args: argparse.Namespace,
    backend: RenderBackend,
    lines: list[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    seed: int,
    record: RenderRecord,
) -> tuple[int, dict[str, Any] | None]:
    info = backend.info
    width = line_width(len(lines))

    def line_file(index: int) -> Path:
        return Path(args.out) / f"{index:0{width}d}.{args.format}"

    voice = voice_checked(args)
    if voice:
        record.reviewer.limits = replace(record.reviewer.limits, min_similarity=args.min_similarity)
    run = LineRun(
        args,
        info,
        lines,
        record,
        line_file,
        heard=takes_heard(args),
        words=words_checked(args),
        voice=voice,
        disk_problem=backend.disk_problem,
    )
    resumed = [line.index for line in lines if record.finished(line.index)]
    run.resumed(resumed)
    todo = [line for line in lines if line.index not in set(resumed)]
    requests = _requests(todo, params, args.best_of)
    if args.batch is None:
        _announce_batch_size(backend, requests)
    start = time.perf_counter()
    with (
        cancel_on_sigint() as cancel,
        RenderProgress(len(lines), len(resumed)) as progress,
        _saving_at_the_end(record),
    ):
        for event in backend.events(requests, voices, cancel):
            run.on_event(event, progress)
    if cancel.is_set():
        if record.folder is not None:
            tell(f"Stopped; {record.folder} keeps the finished lines (continue with --resume).")
        raise KeyboardInterrupt
    output = _join(args, run.written, info.sample_rate)
    if not args.json:
        return run.failures, None
    report = _report(args, backend, record, seed, voice, output, run.reports)
    report["total_ms"] = round((time.perf_counter() - start) * 1000, 3)
    if record.folder is not None:
        report["project"] = str(record.folder)
        report["resumed_lines"] = resumed
    return run.failures, report


def _join(args: argparse.Namespace, written: dict[int, Path], rate: int) -> Path | None:
    """The lines' files joined into script.FORMAT (None: no line was written)."""
    if not written:
        return None
    output = Path(args.out) / f"script.{args.format}"
    paths = [written[index] for index in sorted(written)]
    join_files(paths, output, rate, args.gap, *OUTPUT_FORMATS[args.format])
    tell(f"Wrote {output} ({plural(len(written), 'line')}).")
    return output


def _report(
    args: argparse.Namespace,
    backend: RenderBackend,
    record: RenderRecord,
    seed: int,
    voice: bool,
    output: Path | None,
    lines: dict[int, dict[str, Any]],
) -> dict[str, Any]:
    """The JSON report (``--json``)."""
    info = backend.info
    report: dict[str, Any] = {
        "engine": info.engine_id,
        "model": info.model_spec,
        "fingerprint": info.fingerprint,
        "random_weights": info.is_random,
        "device": info.device,
        "compiled": info.compiled,
        "sample_rate": info.sample_rate,
        "seed": seed,
        **({"min_similarity": args.min_similarity} if voice else {}),
        "output": None if output is None else str(output),
        "total_ms": 0.0,
        "cache": backend.cache_counts(),
        "batch": backend.batch_report(),
        "chapters": [
            {
                "number": chapter.number,
                "title": chapter.title,
                "lines": [record.doc.index_of(i) + 1 for i in chapter.line_ids],
            }
            for chapter in chapters(record.doc)
        ],
        "lines": [lines[index] for index in sorted(lines)],
    }
    cluster = backend.report()
    if cluster is not None:
        report["cluster"] = cluster
    return report


@contextlib.contextmanager
def _saving_at_the_end(record: RenderRecord) -> Iterator[None]:
    """Save the project's last lines however the render ends (done, stopped, failed)."""
    try:
        yield
    finally:
        record.flush()


def join_files(
    paths: list[Path], output: Path, sample_rate: int, gap_seconds: float, fmt: str, subtype: str
) -> Path:
    """Join line files with ``gap_seconds`` of silence, one file in memory at a time."""
    gap = np.zeros(int(round(gap_seconds * sample_rate)), dtype=np.float32)
    with (
        staged(output) as tmp,
        sf.SoundFile(
            str(tmp), "w", samplerate=sample_rate, channels=1, format=fmt, subtype=subtype
        ) as sink,
    ):
        for i, path in enumerate(paths):
            data, _ = sf.read(str(path), dtype="float32", always_2d=False)
            if i:
                sink.write(gap)
            sink.write(data)
    return output


__all__ = ["join_files", "render_with"]
