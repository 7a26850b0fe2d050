"""Selecting many lines at once (a duplicate, an import, a search) changes the selection a
few times, not once per line: every change refreshes the panels that show the selection."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studio.core.commands import InsertLines
from studio.core.document import Line, new_id
from studio.ui.session.script_model import Column, Index, ScriptModel
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines


def test_duplicating_100_lines_changes_the_selection_a_few_times(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    ids = add_lines(window, [("alice", f"Line {n}.") for n in range(150)])
    editor.select_lines(ids[20:120])
    assert editor.selected_line_ids() == ids[20:120]
    changes: list[object] = []
    editor.selectionModel().selectionChanged.connect(lambda *_: changes.append(1))
    refreshes: list[object] = []
    original = window.line_params.refresh

    def counted() -> None:
        refreshes.append(1)
        original()

    window.line_params.refresh = counted  # type: ignore[method-assign]

    window.act_duplicate.trigger()

    lines = window.session.document.lines
    copies = [line.id for line in lines[120:220]]
    assert [line.text for line in lines[120:220]] == [f"Line {n}." for n in range(20, 120)]
    assert editor.selected_line_ids() == copies
    assert editor.current_line_id() == copies[0]
    # Clear, the current line, then the rest at once: was one change (and one refresh of
    # every panel, each reading the whole selection) per line.
    assert len(changes) <= 3
    assert len(refreshes) <= 5


def test_lines_apart_are_selected_whole_and_the_first_is_current(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    ids = add_lines(window, [("bob", f"Line {n}.") for n in range(12)])
    chosen = [ids[9], ids[2], ids[3], ids[4], ids[7], "gone", ids[3]]
    editor.select_lines(chosen)
    assert editor.selected_line_ids() == [ids[2], ids[3], ids[4], ids[7], ids[9]]
    assert editor.current_line_id() == ids[9]
    selection = editor.selectionModel()
    assert all(selection.isRowSelected(window.session.model.row_of(i)) for i in (ids[2], ids[9]))
    assert editor.currentIndex().column() == Column.TEXT
    editor.select_lines(["gone"])
    assert not selection.hasSelection()


def test_reading_a_whole_book_selected_asks_the_model_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[int] = []
    original = ScriptModel.flags

    def flags(self: ScriptModel, index: Index) -> Qt.ItemFlag:
        asked.append(index.row())
        return original(self, index)

    # Before the model is made: Qt finds a Python override when the object is made.
    monkeypatch.setattr(ScriptModel, "flags", flags)
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    lines = tuple(Line(new_id(), f"Line {n}.", "alice") for n in range(2000))
    window.session.edit(InsertLines(tuple(range(len(lines))), lines))
    editor.selectAll()
    asked.clear()
    assert editor.selected_line_ids() == [line.id for line in lines]
    # Qt's selectedRows() asked for the flags of every cell: 2,000 rows times the columns.
    assert len(asked) < 10
