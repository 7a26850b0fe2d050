"""``voice-studio gui`` (the default command): the studio window."""

from __future__ import annotations

import argparse
from typing import Any

from studio.cli.options import cache_dir_option, engine_options
from studio.errors import StudioError


def add_gui_parser(subparsers: Any) -> argparse.ArgumentParser:
    gui: argparse.ArgumentParser = subparsers.add_parser(
        "gui", help="open the studio window (the default)"
    )
    engine_options(gui, remembered=True)
    gui.add_argument(
        "--voice",
        action="append",
        default=[],
        metavar="[NAME=]AUDIO",
        help="add this reference voice at start; repeat for more (default: none)",
    )
    gui.add_argument("--script", metavar="FILE", help="import this script at start (default: none)")
    gui.add_argument(
        "--project", metavar="PATH", help="open this project folder, NAME.vstudio (default: none)"
    )
    gui.add_argument(
        "--render-all",
        action="store_true",
        help="render every line that has no take matching it once the model is ready "
        "(Render stale)",
    )
    gui.add_argument(
        "--screenshot",
        metavar="FILE",
        help="save a PNG of the window once the renders are done, then quit (default: none)",
    )
    cache_dir_option(gui)
    return gui


def run_gui(args: argparse.Namespace) -> int:
    try:
        # Before the window's modules are imported: PySide6 inspects each one.
        from studio.ui.pyside_feature import install

        install()
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


__all__ = ["add_gui_parser", "run_gui"]
