"""``voice-studio --version``: the studio's version, then its engines', Qt's and torch's.

Read from the installed metadata and Qt's own call, never by importing torch
or an engine: it answers in well under a second.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Any, NoReturn


def qt_version() -> str:
    """The Qt the installed PySide6 runs on (QtCore alone: no window, no torch)."""
    try:
        from PySide6.QtCore import qVersion
    except ImportError:
        return "not installed"
    return str(qVersion())


def version_text() -> str:
    from studio.about.versions import version_report

    return version_report(qt_version())


class VersionAction(argparse.Action):
    """Like argparse's ``version`` action, with the text made only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("help", "print the versions of the studio, its engines and Qt")
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kwargs)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: Any,
        option_string: str | None = None,
    ) -> NoReturn:
        # On stdout, as argparse's own version action prints (exit's message goes to stderr).
        sys.stdout.write(version_text() + "\n")
        sys.stdout.flush()
        parser.exit()


__all__ = ["VersionAction", "qt_version", "version_text"]
