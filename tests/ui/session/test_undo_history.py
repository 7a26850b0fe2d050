"""The undo stack as a project saves it: only the steps a project keeps are read, however
long the session (a save or an autosave walked the whole stack on the GUI thread)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from studio.core.commands import Command, SetText
from studio.core.document import Document, Line
from studio.core.history.history import MAX_STEPS, History, HistoryStep
from studio.ui.session import undo
from studio.ui.session.undo import CommandStack


def _whole(stack: CommandStack, saving: bool) -> History:
    """Every step of the stack, as ``history`` returned it before it read only the kept ones."""
    index = stack.index()
    done = tuple(stack.step_at(i) for i in range(index))
    undone = tuple(
        HistoryStep(step.label, step.command)
        for step in (stack.step_at(i) for i in range(index, stack.count()))
    )
    clean = index if saving else stack.cleanIndex()
    return History(done, undone, None if clean < 0 else clean)


@pytest.fixture
def stack(qapp: QApplication) -> Iterator[CommandStack]:
    doc = Document(lines=[Line(f"l{n}", f"Line {n}.", "alice") for n in range(1300)])

    def apply(command: Command) -> Command:
        return command.apply(doc)

    made = CommandStack(apply)
    yield made
    made.deleteLater()


def test_a_long_session_reads_only_the_steps_a_project_keeps(
    stack: CommandStack, monkeypatch: pytest.MonkeyPatch
) -> None:
    for n in range(1200):  # each on a line of its own: no two merge
        stack.push_command(SetText(f"l{n}", f"Edit {n}."))
        if n == 1000:
            stack.setClean()
    for _ in range(150):
        stack.undo()
    read: list[object] = []
    original = undo._UndoCommand.step

    def counted(self: undo._UndoCommand) -> HistoryStep:
        read.append(self)
        return original(self)

    monkeypatch.setattr(undo._UndoCommand, "step", counted)
    for saving in (False, True):
        expected = _whole(stack, saving).capped()
        read.clear()
        assert stack.history(saving) == expected
        assert len(read) == MAX_STEPS  # was every step, 1,200
    assert len(stack.history(False).undo) == MAX_STEPS and stack.history(False).redo == ()
    # The saved state (step 1,001) is among the kept steps: its place among them.
    assert stack.history(False).clean_index == 1001 - (1050 - MAX_STEPS)


@pytest.mark.parametrize(("clean_at", "undos"), [(None, 0), (3, 0), (5, 3), (12, 10), (0, 12)])
def test_a_short_stack_is_kept_whole(stack: CommandStack, clean_at: int | None, undos: int) -> None:
    for n in range(12):
        if clean_at == n:
            stack.setClean()
        stack.push_command(SetText(f"l{n}", f"Edit {n}."))
    if clean_at == 12:
        stack.setClean()
    for _ in range(undos):
        stack.undo()
    for saving in (False, True):
        assert stack.history(saving) == _whole(stack, saving)
        assert stack.history(saving, max_steps=4) == _whole(stack, saving).capped(4)
