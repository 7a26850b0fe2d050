"""A row is fitted to its text from the cells that can wrap: the same height Qt's
resizeRowToContents gives it, without asking every cell of the row."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from studio.core.commands import InsertLines
from studio.core.document import Line, new_id
from studio.ui.panels.row_heights import fitted_height
from studio.ui.panels.script_editor import WRAPPING_COLUMNS
from studio.ui.session.script_model import LINE_ID_ROLE, Column, Index, ScriptModel
from tests.ui.fake_window import fake_window

LONG = "A line long enough to wrap over several rows of the table, and then some more. " * 4


def test_the_height_is_qts_from_the_wrapping_cells_alone(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[int] = []
    original = ScriptModel.data

    def data(self: ScriptModel, index: Index, role: int = 0) -> Any:
        if role != LINE_ID_ROLE:  # the text's delegate asks which line it shows
            asked.append(index.column())
        return original(self, index, role)

    # Before the model is made: Qt finds a Python override when the object is made.
    monkeypatch.setattr(ScriptModel, "data", data)
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    lines = (
        Line(new_id(), "Short.", "alice"),
        Line(new_id(), LONG, "bob"),
        Line(new_id(), "Opens a chapter.", "alice", chapter="Chapter One"),
        Line(new_id(), LONG, "alice", chapter="Chapter Two, with a long title as well"),
        Line(new_id(), "A voice whose name wraps.", "Bartholomew Featherstonehaugh-Smythe"),
        Line(new_id(), "", "alice"),
    )
    window.session.edit(InsertLines(tuple(range(len(lines))), lines))
    for width in (1280, 700):
        window.resize(width, 700)
        qtbot.wait(50)
        for row in range(len(lines)):
            asked.clear()
            fitted = fitted_height(editor, row, WRAPPING_COLUMNS)
            assert set(asked) <= {Column.VOICE, Column.TEXT}
            editor.resizeRowToContents(row)
            assert editor.rowHeight(row) == fitted, (width, row)
    assert fitted_height(editor, 1, WRAPPING_COLUMNS) > fitted_height(editor, 0, WRAPPING_COLUMNS)


def test_measuring_a_page_asks_only_the_wrapping_cells(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[int] = []
    original = ScriptModel.data

    def data(self: ScriptModel, index: Index, role: int = 0) -> Any:
        if role != LINE_ID_ROLE:
            asked.append(index.column())
        return original(self, index, role)

    monkeypatch.setattr(ScriptModel, "data", data)
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    lines = tuple(Line(new_id(), LONG if n % 7 == 0 else f"Line {n}.", "alice") for n in range(80))
    window.session.edit(InsertLines(tuple(range(len(lines))), lines))
    qtbot.wait(100)
    editor.heights.measured.clear()
    asked.clear()
    editor.measure_visible_rows()
    # Was every visible cell of each row (the status, the cache, the timings...).
    assert asked and set(asked) <= {Column.VOICE, Column.TEXT}
    assert editor.rowHeight(0) > editor.rowHeight(1)


def test_rows_brought_into_view_by_a_duplicate_are_measured_once(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    lines = tuple(Line(new_id(), f"Line {n}.", "alice") for n in range(300))
    window.session.edit(InsertLines(tuple(range(len(lines))), lines))
    qtbot.wait(100)
    fitted: list[int] = []
    original = editor.heights.fit

    def fit(row: int) -> None:
        fitted.append(row)
        original(row)

    monkeypatch.setattr(editor.heights, "fit", fit)
    editor.select_lines([line.id for line in lines[150:160]])
    window.act_duplicate.trigger()
    qtbot.wait(200)  # the measuring that follows a change of rows (30 ms after it)
    # The copies' rows are in view, measured when the view scrolled to them; the
    # measuring after the insert kept them (it measured them all again).
    assert fitted and len(fitted) == len(set(fitted))
