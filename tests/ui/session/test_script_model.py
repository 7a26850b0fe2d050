"""The table model over the core document: Qt's model checks, commands and undo."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from studio.core.commands import InsertLines, Macro, MoveLine, RemoveLines, SetText, SetVoiceEntry
from studio.core.document import Document, Line, LineParams, VoiceEntry
from studio.core.script_import import prepare_text
from studio.ui.session.script_model import STATUS_ROLE, Column, LineRuntime, ScriptModel
from studio.ui.session.undo import CommandStack


def _model() -> tuple[ScriptModel, CommandStack]:
    doc = Document(voices=[VoiceEntry("alice", "/a.wav", "", "k")])
    doc.lines = [Line(f"id{n}", f"Line {n}.", "alice") for n in range(4)]
    model = ScriptModel(doc)
    stack = CommandStack(model.apply)
    model.command_sink = stack.push_command
    return model, stack


def test_model_passes_qtmodeltester_through_every_kind_of_edit(qtmodeltester: ModelTester) -> None:
    model, stack = _model()
    qtmodeltester.check(model, force_py=True)  # type: ignore[no-untyped-call]
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
    qtmodeltester.check(model, force_py=True)  # type: ignore[no-untyped-call]


def test_undo_and_redo_restore_the_exact_document() -> None:
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


def test_text_edits_of_one_line_merge_into_one_undo_step() -> None:
    model, stack = _model()
    index = model.index(0, Column.TEXT)
    assert model.setData(index, "First.", Qt.ItemDataRole.EditRole)
    assert model.setData(index, "Second.", Qt.ItemDataRole.EditRole)
    assert stack.count() == 1
    stack.undo()
    assert model.document.lines[0].text == "Line 0."
    assert not model.setData(index, "Line 0.", Qt.ItemDataRole.EditRole)  # no change, no step


def test_status_and_voice_columns() -> None:
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


LONG_LINE = (
    "The meeting starts at nine, so please bring the quarterly report with you. "
    "It was late; the trains had stopped, the roads were closed, and nobody could get home. "
) * 120


def test_a_long_line_typed_in_a_cell_is_split_like_an_import_in_one_undo_step() -> None:
    model, stack = _model()
    model.document.lines[1] = Line("id1", "Line 1.", "alice", LineParams(seed=4), chapter="Two")
    notices: list[str] = []
    model.sig_notice.connect(notices.append)
    expected = [line.text for line in prepare_text(model.document, LONG_LINE).command.lines]
    assert model.setData(model.index(1, Column.TEXT), LONG_LINE, Qt.ItemDataRole.EditRole)
    # The edit as typed, and the split as one more step.
    assert model.rowCount() == 4 - 1 + len(expected) and stack.count() == 2
    pieces = model.document.lines[1 : 1 + len(expected)]
    assert [line.text for line in pieces] == expected
    assert pieces[0].id == "id1" and pieces[0].chapter == "Two"
    assert all(line.voice == "alice" and line.params.seed == 4 for line in pieces)
    assert notices == [
        f"The line was split into {len(expected)} lines, as an import would split it; "
        "Undo (Ctrl+Z) gives back the one long line."
    ]
    stack.undo()
    assert model.rowCount() == 4 and model.document.lines[1].text == " ".join(LONG_LINE.split())
    stack.undo()
    assert model.document.lines[1].text == "Line 1."
    stack.redo()
    stack.redo()
    assert model.rowCount() == 3 + len(expected) and len(notices) == 1


def test_a_cell_edit_removes_control_characters_and_says_so_once() -> None:
    model, stack = _model()
    notices: list[str] = []
    model.sig_notice.connect(notices.append)
    assert model.setData(model.index(0, Column.TEXT), "Ring\x07 it\x00.", Qt.ItemDataRole.EditRole)
    assert model.document.lines[0].text == "Ring it."
    assert len(notices) == 1 and notices[0].startswith("Removed 2 control or invisible")
    assert not model.setData(model.index(0, Column.TEXT), "\x07", Qt.ItemDataRole.EditRole)


def test_a_line_with_nothing_to_say_is_marked(qtbot: QtBot) -> None:
    model, stack = _model()
    index = model.index(2, Column.TEXT)
    assert model.data(index, Qt.ItemDataRole.DecorationRole) is None
    model.setData(index, "🎉🎉", Qt.ItemDataRole.EditRole)
    assert model.data(index, Qt.ItemDataRole.DecorationRole) is not None
    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
    assert "This line has nothing to say: only emoji or punctuation" in tip
    model.setData(index, "[pause 1.5]", Qt.ItemDataRole.EditRole)
    assert model.data(index, Qt.ItemDataRole.DecorationRole) is None
