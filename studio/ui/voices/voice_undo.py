"""The workbench's Undo and Redo: one voice's edits, over the project's one history.

The project keeps a single undo history, so the main window's Undo walks back
through every step, voice edits included, in the order they were made. The
workbench shows one voice: its Undo and Redo act only on the steps that change
that voice and keep it in the project, stop at the first step that does not
(a script import, a line's text, another voice), and are disabled there. Reaching
past the voice would undo project work from a window that does not show it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from studio.core.commands import Command, Macro, RestoreVoice, SetVoiceEdits, SetVoiceEntry
from studio.ui.base.resources import icon
from studio.ui.session.undo import CommandStack


def edits_voice(command: Command | None, name: str) -> bool:
    """Whether applying ``command`` changes voice ``name`` only and leaves it in the project.

    Undoing the voice's "Add voice", or redoing its "Remove voice", takes it out
    of the project: that is the project's step, not an edit of the voice.
    """
    if isinstance(command, SetVoiceEntry):
        return command.name == name and command.entry is not None
    if isinstance(command, RestoreVoice | SetVoiceEdits):
        return command.name == name
    if isinstance(command, Macro):
        return bool(command.commands) and all(edits_voice(c, name) for c in command.commands)
    return False


class VoiceUndo(QObject):
    """``act_undo`` and ``act_redo`` for voice ``name``, enabled while its edit is next."""

    def __init__(self, stack: CommandStack, name: str, window: QWidget) -> None:
        super().__init__(window)
        self._stack = stack
        self._name = name
        self.act_undo = QAction(window)
        self.act_undo.setShortcuts([QKeySequence("Ctrl+Z")])
        self.act_undo.setIcon(icon("undo"))
        self.act_undo.triggered.connect(self._on_undo_triggered)
        self.act_redo = QAction(window)
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_redo.setIcon(icon("redo"))
        self.act_redo.triggered.connect(self._on_redo_triggered)
        window.addActions([self.act_undo, self.act_redo])
        stack.indexChanged.connect(self._on_stack_index_changed)
        # A merge or a rebuilt history changes a step without moving the index.
        stack.undoTextChanged.connect(self._on_stack_text_changed)
        stack.redoTextChanged.connect(self._on_stack_text_changed)
        self._update()

    def undo_label(self) -> str | None:
        """The label of the voice's step that Undo would undo, if that is next."""
        index = self._stack.index()
        if index == 0:
            return None
        step = self._stack.step_at(index - 1)
        return step.label if edits_voice(step.inverse, self._name) else None

    def redo_label(self) -> str | None:
        index = self._stack.index()
        if index >= self._stack.count():
            return None
        step = self._stack.step_at(index)
        return step.label if edits_voice(step.command, self._name) else None

    def _update(self) -> None:
        for action, label, prefix in (
            (self.act_undo, self.undo_label(), self.tr("&Undo")),
            (self.act_redo, self.redo_label(), self.tr("&Redo")),
        ):
            action.setEnabled(label is not None)
            action.setText(f"{prefix} {label}" if label else prefix)
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{action.text().replace('&', '')}  ({keys})")

    @Slot()
    def _on_undo_triggered(self) -> None:
        if self.undo_label() is not None:
            self._stack.undo()

    @Slot()
    def _on_redo_triggered(self) -> None:
        if self.redo_label() is not None:
            self._stack.redo()

    @Slot(int)
    def _on_stack_index_changed(self, index: int) -> None:
        self._update()

    @Slot(str)
    def _on_stack_text_changed(self, text: str) -> None:
        self._update()


__all__ = ["VoiceUndo", "edits_voice"]
