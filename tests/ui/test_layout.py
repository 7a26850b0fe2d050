"""The window at laptop sizes: it fits, keeps the size it is given, clips no panel,
overlaps nothing, cuts no text without an ellipsis, keeps every toolbar action in
reach and scrolls no list sideways for its own text.

With ``VOICE_STUDIO_SCREENSHOTS=1`` the test also writes what it saw to
``docs/screens/window-WxH.png`` (the README's pictures); a normal run writes nothing.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from studio.ui.kit.main_splitter import SIDE_MIN_WIDTH
from studio.ui.panels.script_editor import MIN_TEXT_WIDTH, OPTIONAL_COLUMNS
from studio.ui.panels.voices_panel import MIN_WIDTH as VOICES_MIN_WIDTH
from studio.ui.session.script_model import Column
from tests.support import tone
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, render_and_wait
from tests.ui.layout_checks import (
    cut_texts,
    main_toolbar,
    overlaps,
    studio_look,
    unreachable_actions,
)

LONG = "A rather long line of narration that keeps going well past the width of the table. "
SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080)]
SCREENS = Path(__file__).resolve().parents[2] / "docs" / "screens"
SCREENSHOTS_ENV = "VOICE_STUDIO_SCREENSHOTS"
FLOORS = {0: VOICES_MIN_WIDTH, 2: SIDE_MIN_WIDTH}  # the splitter's panels by index


def _settle(qtbot: QtBot) -> None:
    for _ in range(5):
        QApplication.processEvents()
        qtbot.wait(20)


@pytest.fixture
def look(qapp: QApplication) -> Iterator[None]:
    """The style and style sheet the app runs with (``create_application``)."""
    with studio_look(qapp):
        yield


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_window_fits_and_keeps_its_size(
    qtbot: QtBot, tmp_path: Path, look: None, size: tuple[int, int]
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    long_name = "a-voice-with-a-very-long-name-recorded-in-the-small-studio-on-monday"
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.voices.add(tone(tmp_path / f"{long_name}.wav", 2.0), long_name)
    ids = add_lines(
        window,
        [
            ("alice", LONG * 3),
            ("bob", "Short."),
            (long_name, "Hi."),
            ("alice", "The lamp was still lit when they came back."),
        ],
    )
    render_and_wait(qtbot, window)
    window.editor.select_lines([ids[0]])
    window.resize(*size)
    _settle(qtbot)

    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600, hint
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
        assert panel is not None
        assert panel.width() >= panel.minimumSizeHint().width(), type(panel).__name__
        # The side panels keep a floor, or more when what they hold needs it.
        assert panel.minimumSizeHint().width() >= FLOORS.get(index, 0), type(panel).__name__
        assert panel.geometry().left() >= 0
        assert panel.mapTo(window, panel.rect().bottomRight()).x() <= window.width()

    for view in (window.voices.list, window.takes.tree, window.editor):
        assert view.horizontalScrollBar().maximum() == 0, type(view).__name__
    assert window.editor.columnWidth(Column.TEXT) >= MIN_TEXT_WIDTH
    titles = window.editor.horizontalHeader()
    for column in Column:
        if column != Column.TEXT and not titles.isSectionHidden(column):
            assert titles.sectionSize(column) >= titles.sectionSizeHint(column), column.name
    header = window.takes.tree.header()
    assert header.length() <= window.takes.tree.viewport().width()

    # Two lines selected: the settings say so in a longer hint, and keep their rows.
    window.editor.select_lines(ids[:2])
    _settle(qtbot)
    for spin in window.line_params.spins.values():
        if spin.isVisible():
            assert spin.height() >= spin.sizeHint().height(), (spin.height(), size)

    assert overlaps(window) == []
    assert cut_texts(window) == []
    toolbar = main_toolbar(window)
    assert unreachable_actions(toolbar) == []
    stop = toolbar.widgetForAction(window.act_stop)
    assert stop is not None and stop.isVisible()

    image = window.grab()
    assert (image.width(), image.height()) == size
    if os.environ.get(SCREENSHOTS_ENV) == "1":
        SCREENS.mkdir(parents=True, exist_ok=True)
        assert image.save(str(SCREENS / f"window-{size[0]}x{size[1]}.png"))
    window.stats.clearMessage()


def test_the_text_editor_never_covers_the_next_line(qtbot: QtBot, tmp_path: Path) -> None:
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
    QTest.keyClicks(editor, LONG * 4)
    _settle(qtbot)
    next_row = editor_view.visualRect(window.session.model.index(1, Column.TEXT))
    assert editor.geometry().bottom() < next_row.top()
    assert editor_view.rowHeight(0) > 40  # the row grew with the text
    QTest.keyClick(editor, Qt.Key.Key_Escape)
    _settle(qtbot)
    assert window.session.document.line(ids[0]).text == "Short."


def test_timing_columns_can_be_shown_and_are_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    assert not editor.column_shown(Column.RTF) and editor.column_shown(Column.CACHE)
    editor.set_column_shown(Column.RTF, True)
    editor.set_column_shown(Column.CACHE_MS, False)
    assert window.settings.hidden_script_columns == ["cache_ms", "generate_ms"]
    menu = editor.column_menu()
    checked = {Column(a.data()): a.isChecked() for a in menu.actions()}
    assert checked[Column.RTF] and not checked[Column.CACHE_MS]


def test_timing_columns_fold_away_where_the_text_needs_the_room(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    for column in OPTIONAL_COLUMNS:
        editor.set_column_shown(column, True)
    window.resize(1920, 1080)
    _settle(qtbot)
    assert not any(editor.isColumnHidden(c) for c in OPTIONAL_COLUMNS)
    window.resize(1024, 600)
    _settle(qtbot)
    folded = [c for c in OPTIONAL_COLUMNS if editor.isColumnHidden(c)]
    # From the right, and only as many as the text needs.
    assert folded and folded == list(OPTIONAL_COLUMNS[-len(folded) :])
    assert editor.columnWidth(Column.TEXT) >= MIN_TEXT_WIDTH
    assert all(a.isChecked() for a in editor.column_menu().actions())  # still chosen
    window.resize(1920, 1080)
    _settle(qtbot)
    assert not any(editor.isColumnHidden(c) for c in OPTIONAL_COLUMNS)


def test_at_its_smallest_nothing_overlaps(qtbot: QtBot, tmp_path: Path, look: None) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", LONG), ("bob", "Short.")])
    # It keeps its minimum size, where the script table once lay 16 px over the side panel.
    window.resize(200, 200)
    _settle(qtbot)
    hint = window.minimumSizeHint()
    assert (window.width(), window.height()) == (hint.width(), hint.height())
    assert overlaps(window) == []
    assert cut_texts(window) == []
    assert unreachable_actions(main_toolbar(window)) == []
