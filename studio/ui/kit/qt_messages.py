"""Qt's own messages go to Python logging, not straight to the terminal.

Qt prints warnings that say nothing to a user of the app on every start (the
multimedia backend probing for PipeWire, the offscreen platform's size hints).
Those are logged at debug level (``voice-studio -v`` shows them); every other
Qt warning is logged as a warning under the "qt" logger.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

log = logging.getLogger("qt")

# (category prefix, text fragment): "" matches anything.
QUIET = (
    ("qt.multimedia", ""),
    ("", "propagateSizeHints"),
)


def _is_noise(category: str, text: str) -> bool:
    return any(category.startswith(c) and f in text for c, f in QUIET)


def _handler(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
    category = context.category or ""
    if kind in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg) or _is_noise(category, text):
        log.debug("%s: %s", category, text)
    elif kind == QtMsgType.QtWarningMsg:
        log.warning("%s", text)
    else:
        log.error("%s", text)


def route_qt_messages() -> None:
    """Install the handler (once, before the QApplication exists)."""
    qInstallMessageHandler(_handler)


__all__ = ["route_qt_messages"]
