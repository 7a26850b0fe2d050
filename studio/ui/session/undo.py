"""QUndoStack over the core's plain command objects.

The core commands apply themselves and return their inverse; this module only
wraps them for Qt. Every apply goes through one callable (the script model's
``apply``) so the views learn exactly what changed. The session derives the
unsaved mark from ``isClean``/``cleanChanged``, and projects keep the stack
itself as a core ``History`` (``history`` / ``restore_history``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, SignalInstance
from PySide6.QtGui import QAction, QUndoCommand, QUndoStack

from studio.core.commands import Command, SetText
from studio.core.history.history import MAX_STEPS, History, HistoryStep

ApplyFn = Callable[[Command], Command]

# Edits of one line's text within this many seconds become one undo step
# (a typing burst); a later edit of the same line is its own step.
MERGE_WINDOW_S = 2.0
_MERGE_ID_TEXT = 1


class _UndoCommand(QUndoCommand):
    def __init__(self, apply: ApplyFn, command: Command, label: str | None = None) -> None:
        super().__init__(command.label if label is None else label)
        self._apply = apply
        self._command = command
        self._inverse: Command | None = None
        self._stamp = time.monotonic()
        # A step restored from a project is already reflected in the document
        # (done) or not (undone): the stack's own redo()/undo() calls while it
        # is rebuilt must not apply it again.
        self._skip_redo = False
        self._skip_undo = False
        self._restored = False

    @classmethod
    def restored(cls, apply: ApplyFn, step: HistoryStep, done: bool) -> _UndoCommand:
        command = cls(apply, step.command, step.label)
        command._inverse = step.inverse
        command._skip_redo = True
        command._skip_undo = not done
        command._restored = True
        return command

    def step(self) -> HistoryStep:
        """This step as data; call only while it is done (or only ``command`` counts)."""
        return HistoryStep(self.text(), self._command, self._inverse)

    def redo(self) -> None:
        if self._skip_redo:
            self._skip_redo = False
            return
        self._inverse = self._apply(self._command)

    def undo(self) -> None:
        if self._skip_undo:
            self._skip_undo = False
            return
        assert self._inverse is not None
        # Re-derive the redo command from the state being restored.
        self._command = self._apply(self._inverse)

    def id(self) -> int:
        return _MERGE_ID_TEXT if isinstance(self._command, SetText) else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, _UndoCommand) or not isinstance(self._command, SetText):
            return False
        if self._restored or other._restored:
            # Typing after reopening is a new step, however soon it comes.
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

    def undo_action(self, parent: QObject) -> QAction:
        """Undo, named after the step it undoes."""
        return step_action(
            parent, self.undo, self.undoText, self.undoTextChanged, self.canUndo,
            self.canUndoChanged, QCoreApplication.translate("StudioSession", "&Undo"),
            QCoreApplication.translate("StudioSession", "&Undo {0}"),
        )  # fmt: skip

    def redo_action(self, parent: QObject) -> QAction:
        """Redo, named after the step it redoes."""
        return step_action(
            parent, self.redo, self.redoText, self.redoTextChanged, self.canRedo,
            self.canRedoChanged, QCoreApplication.translate("StudioSession", "&Redo"),
            QCoreApplication.translate("StudioSession", "&Redo {0}"),
        )  # fmt: skip

    def push_command(self, command: Command) -> None:
        self.push(_UndoCommand(self._apply, command))

    def _step_at(self, index: int) -> _UndoCommand:
        command = self.command(index)
        assert isinstance(command, _UndoCommand)
        return command

    def step_at(self, index: int) -> HistoryStep:
        """Step ``index`` as data: its command redoes it; while it is done (below
        ``index()``), its inverse undoes it."""
        return self._step_at(index).step()

    def history(self, saving: bool = False, max_steps: int = MAX_STEPS) -> History:
        """The stack as data: done steps with their inverses, then the redo list, as
        ``History.capped(max_steps)`` keeps them (the newest done steps, then the
        nearest redo). Only the steps kept are read: a long session's stack is not
        walked whole on the GUI thread at every save and autosave.

        ``saving``: the state is about to be saved, so the clean index is the
        current one (the caller marks the stack clean once the save worked).
        """
        index = self.index()
        first = max(0, index - max_steps)
        done = tuple(self._step_at(i).step() for i in range(first, index))
        last = min(self.count(), index + max_steps - len(done))
        undone = tuple(
            HistoryStep(step.label, step.command)
            for step in (self._step_at(i).step() for i in range(index, last))
        )
        # cleanIndex() is -1 when no state on the stack is the saved one.
        clean = (index if saving else self.cleanIndex()) - first
        kept = 0 <= clean <= len(done) + len(undone)
        return History(done, undone, clean if kept else None)

    def restore_history(self, history: History) -> None:
        """Rebuild the stack from ``history`` without applying anything.

        The document must already be the state after ``history.undo`` (as a
        project file stores it); undo then walks back through the saved steps.
        """
        self.clear()
        steps = [(step, True) for step in history.undo] + [(step, False) for step in history.redo]
        for i, (step, done) in enumerate(steps):
            if history.clean_index == i:
                self.setClean()
            self.push(_UndoCommand.restored(self._apply, step, done))
        if history.clean_index == len(steps):
            self.setClean()
        elif history.clean_index is None:
            self.resetClean()
        # Back over the redo list: those undo() calls are the no-ops set above.
        self.setIndex(len(history.undo))


def step_action(
    parent: QObject,
    trigger: Callable[[], None],
    step_text: Callable[[], str],
    step_changed: SignalInstance,
    possible: Callable[[], bool],
    possible_changed: SignalInstance,
    label: str,
    label_with_step: str,
) -> QAction:
    """Undo or Redo, named after its step. Not QUndoStack's own action, which joins
    "Undo" and the step with a space in every language: here the whole text is one
    string to translate ("Rückgängig: Zeile hinzufügen")."""
    action = QAction(parent)
    action.triggered.connect(trigger)

    def follow(*_: object) -> None:
        try:
            step = step_text()
        except RuntimeError:  # the stack is being deleted, and says so one last time
            return
        action.setText(label_with_step.format(step) if step else label)
        action.setEnabled(possible())

    step_changed.connect(follow)
    possible_changed.connect(follow)
    follow()
    return action
