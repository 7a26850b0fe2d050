"""The ``voice-studio`` command: gui (default), render, download, export, cache, serve.

Errors a person can fix print one line on stderr and exit 2; a bug exits 1.
Progress goes to stderr; with ``--json`` stdout holds exactly one JSON object.
Each command's module is imported only when it runs, and none imports torch
before its input is checked: a wrong path is said within a second.
"""

from __future__ import annotations

import argparse
import difflib
import logging
import sys
from collections.abc import Sequence
from typing import NoReturn

from studio.cli.cache import add_cache_parser
from studio.cli.download import add_download_parser
from studio.cli.export import add_export_parser
from studio.cli.gui import add_gui_parser
from studio.cli.render import add_render_parser
from studio.cli.serve import add_serve_parser
from studio.cli.version import VersionAction
from studio.errors import StudioError

EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT = 0, 1, 2
COMMANDS = ("gui", "render", "download", "export", "cache", "serve")


class _Parser(argparse.ArgumentParser):
    """argparse, with "did you mean" for a mistyped command (Python 3.14 has it built in)."""

    def error(self, message: str) -> NoReturn:
        if "invalid choice:" in message and "(choose from" in message:
            wrong = message.split("invalid choice:", 1)[1].split("(choose from", 1)[0]
            wrong = wrong.strip().strip("'\"")
            close = difflib.get_close_matches(wrong, COMMANDS, n=1)
            if close:
                message = f"invalid choice: {wrong!r} (did you mean {close[0]!r}?)"
        super().error(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="voice-studio",
        description="Clone a voice from a recording and narrate scripts with it.",
    )
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("-v", "--verbose", action="store_true", help="log details to stderr")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    add_gui_parser(sub)
    add_render_parser(sub)
    add_download_parser(sub)
    add_export_parser(sub)
    add_cache_parser(sub)
    add_serve_parser(sub)
    assert tuple(sub.choices) == COMMANDS, "keep COMMANDS in step with the subcommands"
    return parser


def with_default_command(argv: list[str], commands: Sequence[str]) -> list[str]:
    """``voice-studio [OPTIONS]`` means ``voice-studio gui [OPTIONS]``.

    Top-level flags (``-v``) may come first; ``--help`` and ``--version`` alone
    keep their top-level meaning, and a word that is not an option is taken
    for a (maybe mistyped) command, so it gets "invalid choice", not "gui".
    """
    head = 0
    while head < len(argv) and argv[head] in ("-v", "--verbose"):
        head += 1
    rest = argv[head:]
    if rest and (rest[0] in commands or rest[0] in ("-h", "--help", "--version")):
        return argv
    if rest and not rest[0].startswith("-"):
        return argv
    return [*argv[:head], "gui", *rest]


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    raw = list(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(with_default_command(raw, COMMANDS))
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    command = args.command
    try:
        if command == "render":
            from studio.cli.render import run_render

            return run_render(args)
        if command == "export" and args.report is not None:
            # The report draws its plot with Qt (offscreen), so it has a module of its own.
            from studio.cli.export_report import run_report

            return run_report(args)
        if command == "export":
            from studio.cli.export import run_export

            return run_export(args)
        if command == "cache":
            from studio.cli.cache import run_cache

            return run_cache(args)
        if command == "download":
            from studio.cli.download import run_download

            return run_download(args)
        if command == "serve":
            from studio.cli.serve import run_serve

            return run_serve(args)
        if command == "gui":
            from studio.cli.gui import run_gui

            return run_gui(args)
    except StudioError as exc:
        print(f"voice-studio: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print("voice-studio: interrupted.", file=sys.stderr)
        return 130
    parser.error(f"unknown command {command}")


def entry_point() -> None:
    try:
        code = main()
    except Exception:  # noqa: BLE001 - last resort: a bug, with its traceback
        logging.getLogger("studio").exception("internal error")
        code = EXIT_FAILED
    sys.exit(code)


__all__ = ["COMMANDS", "build_parser", "entry_point", "main", "with_default_command"]
