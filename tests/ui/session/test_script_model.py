"""The table model over the core document: Qt's model checks, commands and undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from studio.core.commands import InsertLines, Macro, MoveLine, RemoveLines, SetText, SetVoiceEntry
from studio.core.document import Document, Line, VoiceEntry
from studio.ui.session.script_model import STATUS_ROLE, Column, LineRuntime, ScriptModel
from studio.ui.session.undo import CommandStack


def _model() -> tuple[ScriptModel, CommandStack]:
    doc = Document(voices=[VoiceEntry("alice", "/a.wav", "", "k")])
    doc.lines = [Line(f"id{n}", f"Line {n}.", "alice") for n in range(4)]
    model = ScriptModel(doc)
    stack = CommandStack(model.apply)
    model.command_sink = stack.push_command
    return model, stack


def test_model_passes_qtmodeltester_through_every_kind_of_edit(qtmodeltester):
    model, stack = _model()
    qtmodeltester.check(model, force_py=True)
    stack.push_command(
        InsertLines((1, 3), (Line("n1", "New one.", "alice"), Line("n2", "Two.", "bob")))
    )
    stack.push_command(MoveLine("id0", 4))
    stack.push_command(RemoveLines(("id2", "n1")))
    stack.push_command(Macro((MoveLine("id3", 0), SetText("id1", "Changed."))))
    model.set_runtime("id1", LineRuntime("failed", "boom"))
    model.set_playing("id3")
    for _ in range(4):
        stack.undo()
    qtmodeltester.check(model, force_py=True)


def test_undo_and_redo_restore_the_exact_document():
    model, stack = _model()
    before = list(model.document.lines)
    stack.push_command(InsertLines((0,), (Line("x", "Inserted.", "alice"),)))
    stack.push_command(MoveLine("id3", 0))
    stack.push_command(RemoveLines(("id1",)))
    after = list(model.document.lines)
    for _ in range(3):
        stack.undo()
    assert model.document.lines == before
    for _ in range(3):
        stack.redo()
    assert model.document.lines == after


def test_text_edits_of_one_line_merge_into_one_undo_step():
    model, stack = _model()
    index = model.index(0, Column.TEXT)
    assert model.setData(index, "First.", Qt.ItemDataRole.EditRole)
    assert model.setData(index, "Second.", Qt.ItemDataRole.EditRole)
    assert stack.count() == 1
    stack.undo()
    assert model.document.lines[0].text == "Line 0."
    assert not model.setData(index, "Line 0.", Qt.ItemDataRole.EditRole)  # no change, no step


def test_status_and_voice_columns():
    model, stack = _model()
    assert model.data(model.index(0, Column.STATUS), STATUS_ROLE) == "stale"
    model.set_runtime("id0", LineRuntime("queued"))
    assert model.data(model.index(0, Column.STATUS), STATUS_ROLE) == "queued"
    model.set_runtime("id0", LineRuntime("failed", "The line is empty; type some text."))
    assert model.data(model.index(0, Column.STATUS), STATUS_ROLE) == "failed"
    tip = model.data(model.index(0, Column.STATUS), Qt.ItemDataRole.ToolTipRole)
    assert tip == "The line is empty; type some text."
    # Editing a failed line clears the old reason: it is just stale now.
    model.setData(model.index(0, Column.TEXT), "Fixed.", Qt.ItemDataRole.EditRole)
    assert model.data(model.index(0, Column.STATUS), STATUS_ROLE) == "stale"
    assert model.setData(model.index(1, Column.VOICE), "bob", Qt.ItemDataRole.EditRole)
    assert model.document.lines[1].voice == "bob"
    # Removing a voice is undoable and the model tells the views.
    stack.push_command(SetVoiceEntry("alice", None))
    assert model.document.voices == []
    stack.undo()
    assert [v.name for v in model.document.voices] == ["alice"]
