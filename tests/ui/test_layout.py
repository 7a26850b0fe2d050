"""The window at laptop sizes: it fits, keeps the size it is given, clips no panel
and scrolls no list sideways for its own text."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from studio.ui.panels.script_editor import MIN_TEXT_WIDTH
from studio.ui.session.script_model import Column
from tests.support import tone
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, render_and_wait

LONG = "A rather long line of narration that keeps going well past the width of the table. "


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080)])
def test_the_window_fits_and_keeps_its_size(qtbot, tmp_path: Path, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    window = fake_window(qtbot, tmp_path)
    session = window.session
    long_name = "a-voice-with-a-very-long-name-recorded-in-the-small-studio-on-monday"
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.voices.add(tone(tmp_path / f"{long_name}.wav", 2.0), long_name)
    ids = add_lines(window, [("alice", LONG * 3), ("bob", "Short."), (long_name, "Hi.")])
    render_and_wait(qtbot, window)
    window.editor.select_lines([ids[0]])
    window.resize(*size)
    _settle(qtbot)

    assert window.minimumSizeHint().width() <= 1280
    assert (window.width(), window.height()) == size

    # Content that used to widen the window does not.
    window.stats.showMessage("Something long happened: " + "details " * 60, 8000)
    window.voices.select(long_name)
    _settle(qtbot)
    assert (window.width(), window.height()) == size
    assert "details details" in window.stats.message_label.toolTip()

    splitter = window.splitter
    for index in range(splitter.count()):
        panel = splitter.widget(index)
        assert panel.width() >= panel.minimumSizeHint().width(), type(panel).__name__
        assert panel.width() >= panel.minimumWidth() > 0 or index == 1
        assert panel.geometry().left() >= 0
        assert panel.mapTo(window, panel.rect().bottomRight()).x() <= window.width()

    for view in (window.voices.list, window.takes.tree, window.editor):
        assert view.horizontalScrollBar().maximum() == 0, type(view).__name__
    assert window.editor.columnWidth(Column.TEXT) >= MIN_TEXT_WIDTH
    header = window.takes.tree.header()
    assert header.length() <= window.takes.tree.viewport().width()

    image = window.grab()
    assert (image.width(), image.height()) == size
    window.stats.clearMessage()


def test_the_text_editor_never_covers_the_next_line(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fake_window(qtbot, tmp_path)
    window.resize(1280, 720)
    ids = add_lines(window, [("alice", "Short."), ("bob", "The next line.")])
    _settle(qtbot)
    editor_view = window.editor
    index = window.session.model.index(0, Column.TEXT)
    editor_view.setCurrentIndex(index)
    editor_view.edit(index)
    _settle(qtbot)
    editor = editor_view.indexWidget(index) or editor_view.focusWidget()
    assert editor is not None
    qtbot.keyClicks(editor, LONG * 4)
    _settle(qtbot)
    next_row = editor_view.visualRect(window.session.model.index(1, Column.TEXT))
    assert editor.geometry().bottom() < next_row.top()
    assert editor_view.rowHeight(0) > 40  # the row grew with the text
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    _settle(qtbot)
    assert window.session.document.line(ids[0]).text == "Short."


def test_timing_columns_can_be_shown_and_are_remembered(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    assert editor.isColumnHidden(Column.RTF) and not editor.isColumnHidden(Column.CACHE)
    editor.set_column_shown(Column.RTF, True)
    editor.set_column_shown(Column.CACHE_MS, False)
    assert window.settings.hidden_script_columns == ["cache_ms", "generate_ms"]
    menu = editor.column_menu()
    checked = {a.text(): a.isChecked() for a in menu.actions()}
    assert checked["RTF"] and not checked["Cache ms"]
