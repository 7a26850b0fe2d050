"""Scripts and books dropped on the window: each file goes to the File menu's Import.

An event filter on the main window, which accepts drops for every part of it
that takes none of its own (the voices panel keeps its audio files): a drag
is taken only when it carries a local script (.txt, .md) or book (.epub,
.docx, .pdf, .html); anything else passes on untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QWidget

from studio.core.books import BOOK_SUFFIXES
from studio.core.text.script_files import MARKDOWN_SUFFIXES

IMPORTABLE = (".txt", *MARKDOWN_SUFFIXES, *BOOK_SUFFIXES)


def importable_paths(event: QDropEvent | QDragEnterEvent | QDragMoveEvent) -> list[Path]:
    """The local scripts and books a drag carries, in its order."""
    mime = event.mimeData()
    if not mime.hasUrls():
        return []
    paths = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
    return [path for path in paths if path.suffix.lower() in IMPORTABLE]


class FileDrop(QObject):
    """Sends every script or book dropped on ``widget`` to ``import_path``."""

    def __init__(self, widget: QWidget, import_path: Callable[[Path], object]) -> None:
        super().__init__(widget)
        self._import = import_path
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            assert isinstance(event, QDragEnterEvent | QDragMoveEvent)
            if importable_paths(event):
                event.acceptProposedAction()
                return True
        elif kind == QEvent.Type.Drop:
            assert isinstance(event, QDropEvent)
            paths = importable_paths(event)
            if paths:
                event.acceptProposedAction()
                for path in paths:
                    self._import(path)
                return True
        return super().eventFilter(watched, event)


__all__ = ["IMPORTABLE", "FileDrop", "importable_paths"]
