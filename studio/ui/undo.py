"""QUndoStack over the core's plain command objects.

The core commands apply themselves and return their inverse; this module only
wraps them for Qt. Every apply goes through one callable (the script model's
``apply``) so the views learn exactly what changed. Project files (issue 4)
use ``isClean``/``cleanChanged`` of this stack for the unsaved mark.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from studio.core.commands import Command, SetText

ApplyFn = Callable[[Command], Command]

# Edits of one line's text within this many seconds become one undo step
# (a typing burst); a later edit of the same line is its own step.
MERGE_WINDOW_S = 2.0
_MERGE_ID_TEXT = 1


class _UndoCommand(QUndoCommand):
    def __init__(self, apply: ApplyFn, command: Command) -> None:
        super().__init__(command.label)
        self._apply = apply
        self._command = command
        self._inverse: Command | None = None
        self._stamp = time.monotonic()

    def redo(self) -> None:
        self._inverse = self._apply(self._command)

    def undo(self) -> None:
        assert self._inverse is not None
        # Re-derive the redo command from the state being restored.
        self._command = self._apply(self._inverse)

    def id(self) -> int:
        return _MERGE_ID_TEXT if isinstance(self._command, SetText) else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _UndoCommand) or not isinstance(self._command, SetText):
            return False
        if other._stamp - self._stamp > MERGE_WINDOW_S:
            return False
        merged = self._command.merge(other._command)
        if merged is None:
            return False
        # Our inverse still restores the text from before the first edit.
        self._command = merged
        self._stamp = other._stamp
        return True


class CommandStack(QUndoStack):
    """The document's undo stack; ``push_command`` applies and records a command."""

    def __init__(self, apply: ApplyFn, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._apply = apply

    def push_command(self, command: Command) -> None:
        self.push(_UndoCommand(self._apply, command))
