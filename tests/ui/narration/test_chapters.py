"""Chapters in the script table: Markdown headings become chapter rows, folding hides
and shows their lines across edits, markers are undoable, a chapter renders alone."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from studio.core.commands import SetText
from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import CHAPTER_ROLE, Column
from tests.ui.helpers import add_lines, render_and_wait
from tests.ui.narration.helpers import review_window, statuses

BOOK = """# The Lighthouse

## Arrival

Dr. Nguyen came at dusk.
Nobody met him.

## The Lamp

The lamp had burned for years.
He meant to keep it burning.
It was his job now.

## Morning

Grey light.
"""


def _import(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, list[str]]:
    window = review_window(qtbot, tmp_path)
    path = tmp_path / "book.md"
    path.write_text(BOOK, encoding="utf-8")
    ids = window.project.import_script(path)
    return window, ids


def _titles(window: MainWindow) -> list[object]:
    model = window.session.model
    return [
        model.data(model.index(row, Column.TEXT), CHAPTER_ROLE) for row in range(model.rowCount())
    ]


def _hidden(window: MainWindow) -> list[int]:
    return [row for row in range(window.session.model.rowCount()) if window.editor.isRowHidden(row)]


def test_markdown_chapters_show_as_rows_and_fold(qtbot: QtBot, tmp_path: Path) -> None:
    window, ids = _import(qtbot, tmp_path)
    editor = window.editor
    # The book's title opens it; each second-level heading starts a chapter.
    assert _titles(window) == [
        None,
        "Arrival",
        None,
        None,
        "The Lamp",
        None,
        None,
        None,
        "Morning",
        None,
    ]
    # A chapter row is taller: its band with the title sits above the text.
    assert editor.rowHeight(1) > editor.rowHeight(2)

    chapters = editor.chapters
    chapters.set_folded(ids[4], True)
    assert _hidden(window) == [5, 6, 7]
    assert chapters.is_folded(ids[4]) and chapters.line_count(ids[4]) == 4

    # Kept across edits: a text edit, a line added inside the chapter, an undo.
    window.session.edit(SetText(ids[2], "Nobody at all met him."))
    assert _hidden(window) == [5, 6, 7]
    editor.select_lines([ids[6]])
    new = add_lines(window, [("alice", "A line added while folded.")])
    assert window.session.model.row_of(new[0]) == 7
    assert _hidden(window) == [5, 6, 7, 8]
    window.session.undo_stack.undo()
    assert _hidden(window) == [5, 6, 7]

    # Clicking the band unfolds it again.
    index = window.session.model.index(4, Column.TEXT)
    rect = editor.visualRect(index)
    QTest.mouseClick(
        editor.viewport(), Qt.MouseButton.LeftButton, pos=rect.topLeft() + QPoint(12, 6)
    )
    assert _hidden(window) == []
    QTest.mouseClick(
        editor.viewport(), Qt.MouseButton.LeftButton, pos=rect.topLeft() + QPoint(12, 6)
    )
    assert _hidden(window) == [5, 6, 7]

    chapters.fold_all()
    assert _hidden(window) == [2, 3, 5, 6, 7, 9]
    chapters.unfold_all()
    assert _hidden(window) == []


def test_markers_are_undoable_and_a_chapter_renders_alone(qtbot: QtBot, tmp_path: Path) -> None:
    window, ids = _import(qtbot, tmp_path)
    session = window.session
    actions = window.chapter_actions

    window.editor.select_lines([ids[7]])
    actions.act_set.trigger()  # not interactive: the line's first words become the title
    assert session.document.line(ids[7]).chapter == "It was his job now"
    assert _titles(window)[7] == "It was his job now"
    actions.set_marker(ids[7], "  Duty  ")
    assert session.document.line(ids[7]).chapter == "Duty"
    session.undo_stack.undo()
    assert session.document.line(ids[7]).chapter == "It was his job now"
    actions.remove_marker(ids[7])
    assert session.document.line(ids[7]).chapter is None
    session.undo_stack.undo()
    session.undo_stack.undo()
    assert session.document.line(ids[7]).chapter is None

    # "Render this chapter" renders the stale lines of the current line's chapter only.
    window.editor.select_lines([ids[5]])
    chapter = actions.current_chapter()
    assert chapter is not None and chapter.title == "The Lamp"
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        actions.act_render.trigger()
    assert statuses(window) == ["stale"] * 4 + ["done"] * 4 + ["stale"] * 2
    # Again: nothing left to render in it.
    assert actions.render_chapter(chapter) == []

    requested: list[int] = []
    actions.sig_export_chapter.disconnect(window.project.open_export)  # a modal dialog
    actions.sig_export_chapter.connect(requested.append)
    actions.act_export.trigger()
    assert requested == [3]  # the untitled opening (the book title) is chapter 1

    render_and_wait(qtbot, window)
    assert statuses(window) == ["done"] * 10


def test_a_chapter_row_out_of_view_is_measured_when_it_comes_into_view(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from studio.core.commands import SetChapter

    window = review_window(qtbot, tmp_path)
    window.show()
    qtbot.waitExposed(window)
    editor = window.editor
    ids = add_lines(window, [("alice", f"Line {n} of a long script.") for n in range(300)])
    editor.scrollToTop()
    editor.measure_visible_rows()
    plain, unmeasured = editor.rowHeight(1), editor.rowHeight(250)
    # Far below the view: marked, but not measured yet (a book's import marks dozens).
    window.session.edit(SetChapter((ids[1], ids[250]), ("In view", "Far below")))
    assert editor.rowHeight(1) > plain  # in view: its band shows at once
    assert 250 not in editor.heights.measured
    assert editor.rowHeight(250) == unmeasured
    editor.scrollTo(window.session.model.index(250, Column.TEXT))
    editor.measure_visible_rows()  # what scrolling asks for
    assert editor.rowHeight(250) == editor.rowHeight(1) > plain
    # The band goes with the marker, likewise.
    window.session.edit(SetChapter((ids[250],), (None,)))
    assert editor.rowHeight(250) == plain
