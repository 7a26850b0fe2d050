"""The ``voice-studio`` command: gui (default), render, cache.

Errors a person can fix print one line on stderr and exit 2; a bug exits 1.
Progress goes to stderr; with ``--json`` stdout holds exactly one JSON object.
"""

from __future__ import annotations

import argparse
import json
import logging
import re
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from studio import __version__
from studio.core.wording import plural
from studio.errors import StudioError

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2
COMMANDS = ("gui", "render", "download", "export", "cache")


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} must not be negative")
    return value


def _whole(text: str, low: int, high: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if high is not None and not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{text!r} must be between {low} and {high}")
    if value < low:
        raise argparse.ArgumentTypeError(f"{text!r} must be at least {low}")
    return value


def _count(text: str) -> int:
    return _whole(text, 1, 20)


def _batch_size(text: str) -> int:
    return _whole(text, 1)


def _device(text: str) -> str:
    if re.fullmatch(r"auto|cpu|cuda(:\d+)?", text):
        return text
    raise argparse.ArgumentTypeError(f"{text!r} is not a device; use auto, cpu, cuda or cuda:N")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="voice-studio",
        description="Clone a voice from a recording and narrate scripts with it.",
    )
    parser.add_argument("--version", action="version", version=f"voice-studio {__version__}")
    parser.add_argument("-v", "--verbose", action="store_true", help="log details to stderr")
    sub = parser.add_subparsers(dest="command")

    from studio.models.catalog import ENGINES

    def engine_options(p: argparse.ArgumentParser, remembered: bool = False) -> None:
        # The window remembers the last model and device: its flags default to
        # None (use what was chosen before) and override it for one run.
        p.add_argument("--engine", choices=ENGINES, default=None if remembered else "pocket")
        p.add_argument(
            "--model",
            default=None if remembered else "default",
            help="default (hub weights), a local path, or random[:CONFIG] "
            "(random weights, no download)",
        )
        p.add_argument(
            "--device",
            type=_device,
            default=None if remembered else "auto",
            help="auto, cpu, cuda or cuda:N (an explicit GPU that is missing is an error)"
            + ("; the window falls back to the CPU instead" if remembered else ""),
        )
        p.add_argument("--threads", type=int, default=None, help="CPU threads for torch")
        p.add_argument(
            "--mode",
            choices=("reference", "continuation", "both"),
            default="reference",
            help="VoxCPM cloning mode; continuation and both need --voice-text",
        )

    gui = sub.add_parser("gui", help="open the studio window (the default)")
    engine_options(gui, remembered=True)
    gui.add_argument("--voice", action="append", default=[], metavar="[NAME=]AUDIO")
    gui.add_argument("--script", metavar="FILE")
    gui.add_argument("--project", metavar="PATH", help="open this project folder (NAME.vstudio)")
    gui.add_argument("--render-all", action="store_true")
    gui.add_argument("--screenshot", metavar="FILE")
    gui.add_argument("--cache-dir", type=Path, default=None)

    render = sub.add_parser("render", help="render a script to audio files")
    render.add_argument(
        "script",
        nargs="+",
        help="UTF-8 text file, one line of speech per line; - for stdin; several files "
        "(a book's chapters) are rendered in turn as one script",
    )
    render.add_argument(
        "--voice", action="append", default=[], metavar="[NAME=]AUDIO", required=True
    )
    render.add_argument("--voice-text", action="append", default=[], metavar="[NAME=]TEXT")
    engine_options(render)
    render.add_argument("--out", type=Path, default=Path("voice-studio-out"))
    render.add_argument(
        "--overwrite",
        action="store_true",
        help="replace line files an earlier render left in --out (default: refuse and name them)",
    )
    render.add_argument("--format", choices=("wav", "flac"), default="wav")
    render.add_argument("--gap", type=_positive_float, default=0.3, metavar="SECONDS")
    render.add_argument("--seed", type=int, default=None)
    render.add_argument("--temperature", type=_positive_float, default=None)
    render.add_argument("--max-seconds", type=_positive_float, default=None)
    render.add_argument("--cfg", type=_positive_float, default=None, help="VoxCPM guidance scale")
    render.add_argument("--steps", type=int, default=None, help="VoxCPM diffusion steps")
    render.add_argument("--cache-dir", type=Path, default=None)
    render.add_argument("--no-cache", action="store_true", help="encode the voice for every line")
    render.add_argument("--json", action="store_true", help="print one JSON report on stdout")
    render.add_argument(
        "--batch",
        type=_batch_size,
        default=None,
        metavar="N",
        help="lines of one voice rendered at once (default: measured; 1: one after another)",
    )
    render.add_argument(
        "--dictionary",
        action="append",
        default=[],
        metavar="FILE",
        help="pronunciation dictionary (.csv: term,respelling[,whole_word,match_case]; or .pls); "
        "repeat for more, a later file wins",
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
        "--language", default="en", help="language of the text, for normalisation (default en)"
    )
    render.add_argument(
        "--best-of",
        type=_count,
        default=1,
        metavar="N",
        help="render each line N times (seeds SEED, SEED+1, ...) and keep the take with the "
        "fewest review flags",
    )
    render.add_argument(
        "--project",
        type=Path,
        metavar="PATH",
        help="also save the script, voices and every take as a project folder (NAME.vstudio), "
        "saved as lines finish",
    )
    render.add_argument(
        "--ray",
        nargs="?",
        const="auto",
        default=None,
        metavar="ADDRESS|local",
        help="render on a Ray cluster: local starts one on this machine, an address joins "
        "one (alone: RAY_ADDRESS or the cluster already running here); needs "
        "voice-studio[cluster]",
    )
    render.add_argument(
        "--workers",
        type=_count,
        default=None,
        metavar="N",
        help="with --ray: workers, each a model on one GPU or --threads CPU threads (default 2)",
    )
    render.add_argument(
        "--resume",
        action="store_true",
        help="continue the --project of an interrupted render, leaving out finished lines",
    )

    download = sub.add_parser(
        "download", help="fetch a model's weights now, so the studio later works offline"
    )
    engine_options(download)

    from studio.export_command import add_export_parser

    add_export_parser(sub)

    cache = sub.add_parser("cache", help="list or clear the prompt cache on disk")
    cache.add_argument("action", choices=("ls", "clear"))
    cache.add_argument("--cache-dir", type=Path, default=None)
    cache.add_argument("--json", action="store_true")
    assert tuple(sub.choices) == COMMANDS, "keep COMMANDS in step with the subcommands"
    return parser


def _with_default_command(argv: list[str], commands: Sequence[str]) -> list[str]:
    """``voice-studio [OPTIONS]`` means ``voice-studio gui [OPTIONS]``.

    Top-level flags (``-v``) may come first; ``--help`` and ``--version`` alone
    keep their top-level meaning.
    """
    head = 0
    while head < len(argv) and argv[head] in ("-v", "--verbose"):
        head += 1
    rest = argv[head:]
    if rest and (rest[0] in commands or rest[0] in ("-h", "--help", "--version")):
        return argv
    return [*argv[:head], "gui", *rest]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    raw = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(_with_default_command(raw, COMMANDS))
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    command = args.command
    try:
        if command == "render":
            from studio.render_command import run_render

            return run_render(args)
        if command == "export":
            from studio.export_command import run_export

            return run_export(args)
        if command == "cache":
            return _run_cache(args)
        if command == "download":
            from studio.download_command import run_download

            return run_download(args)
        if command == "gui":
            return _run_gui(args)
    except StudioError as exc:
        print(f"voice-studio: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("voice-studio: interrupted.", file=sys.stderr)
        return 130
    parser.error(f"unknown command {command}")
    return EXIT_BAD_INPUT


def _run_gui(args: argparse.Namespace) -> int:
    try:
        # Before anything loads Qt's multimedia backend, which warns as it loads.
        from studio.ui.qt_messages import route_qt_messages

        route_qt_messages()
        from studio.ui.app import run_app
    except ImportError as exc:
        raise StudioError(
            f"The studio window cannot start ({exc}); "
            "install the GUI with `pip install voice-studio`."
        ) from exc
    return run_app(args)


def _run_cache(args: argparse.Namespace) -> int:
    from studio.cache import DiskTier
    from studio.paths import DEFAULT_DISK_CACHE_BYTES, default_cache_dir

    directory = args.cache_dir or default_cache_dir()
    disk = DiskTier(directory, DEFAULT_DISK_CACHE_BYTES)
    if args.action == "clear":
        count = disk.clear()
        print(f"Removed {plural(count, 'cached voice state')} from {directory}.", file=sys.stderr)
        return EXIT_OK
    entries = disk.entries()
    if args.json:
        print(
            json.dumps(
                {
                    "cache_dir": str(directory),
                    "entries": [
                        {
                            "key": e.digest,
                            "nbytes": e.nbytes,
                            **{k: v for k, v in e.meta.items() if k != "key"},
                        }
                        for e in entries
                    ],
                }
            )
        )
        return EXIT_OK
    print(f"{plural(len(entries), 'cached voice state')} in {directory}")
    for entry in entries:
        meta = entry.meta
        created = time.strftime("%Y-%m-%d %H:%M", time.localtime(_number(meta, "created")))
        print(
            f"  {entry.digest[:12]}  {meta.get('engine', '?'):7}  {entry.nbytes / 1e6:8.2f} MB  "
            f"built in {_number(meta, 'build_ms'):8.0f} ms  {created}  "
            f"{meta.get('fingerprint', '')}"
        )
    return EXIT_OK


def _number(meta: dict[str, object], key: str) -> float:
    """A number from cache metadata; 0 for a missing or hand-edited value."""
    value = meta.get(key, 0)
    return float(value) if isinstance(value, int | float) else 0.0


def entry_point() -> None:
    try:
        code = main()
    except Exception:  # noqa: BLE001 - last resort: a bug, with its traceback
        logging.getLogger("studio").exception("internal error")
        code = EXIT_FAILED
    sys.exit(code)


__all__ = ["main", "entry_point"]
