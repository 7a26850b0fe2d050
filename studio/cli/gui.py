"""``voice-studio gui`` (the default command): the studio window."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from typing import Any

from studio.cli.options import cache_dir_option, compile_option, engine_options
from studio.errors import StudioError


def add_gui_parser(subparsers: Any) -> argparse.ArgumentParser:
    gui: argparse.ArgumentParser = subparsers.add_parser(
        "gui", help="open the studio window (the default)"
    )
    engine_options(gui, remembered=True)
    compile_option(gui, remembered=True)
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


def has_display(environ: Mapping[str, str], platform: str) -> bool:
    """Whether Qt can open a window: on Linux and the BSDs an X11 or Wayland display
    must be named (else Qt aborts the process), unless QT_QPA_PLATFORM picks a
    platform of its own (offscreen, vnc, eglfs...). Windows and macOS always have one."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd", "dragonfly")):
        return True
    return any(environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def run_gui(args: argparse.Namespace) -> int:
    # Before Qt is loaded: with no display, creating the application aborts the
    # process (SIGABRT), with no sentence a person can act on.
    if not has_display(os.environ, sys.platform):
        raise StudioError(
            "No display was found (DISPLAY and WAYLAND_DISPLAY are not set), so the window "
            "cannot open; `voice-studio render` works without one."
        )
    try:
        # Before the window's modules are imported: PySide6 inspects each one.
        from studio.ui.base.pyside_feature import install

        install()
        # Before anything loads Qt's multimedia backend, which warns as it loads.
        from studio.ui.kit.qt_messages import route_qt_messages

        route_qt_messages()
        from studio.ui.app import run_app
    except ImportError as exc:
        raise StudioError(
            f"The studio window cannot start ({exc}); "
            "install the GUI with `pip install voice-studio`."
        ) from exc
    return run_app(args)


__all__ = ["add_gui_parser", "has_display", "run_gui"]
