"""Paste and Import go through the same normaliser as the command line, and say once
what it changed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPlainTextEdit
from pytestqt.qtbot import QtBot

from studio.core.script_import import prepare_text
from studio.ui.session.script_model import Column
from tests.core.test_script_text import long_line
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines


def test_paste_cleans_control_characters_keeps_chapters_and_says_so(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    notices: list[str] = []
    window.editor.sig_notice.connect(notices.append)
    QGuiApplication.clipboard().setText(
        "# Chapter one\nalice: Ring\x07 the \x1b[1mbell\x1b[0m.\nbob: Right away 👍.\n"
    )
    ids = window.editor.paste_lines() and window.session.model.line_ids()
    assert ids
    lines = session.document.lines
    assert [(line.voice, line.text) for line in lines] == [
        ("alice", "Chapter one"),
        ("alice", "Ring the bell."),
        ("bob", "Right away 👍."),
    ]
    assert lines[0].chapter == "Chapter one" and lines[1].chapter is None
    assert len(notices) == 1 and "control or invisible" in notices[0]
    assert window.stats.currentMessage() == notices[0]

    QGuiApplication.clipboard().setText("  \n\n ")
    assert window.editor.paste_lines() == 0
    assert "blank lines" in notices[-1] and len(session.document.lines) == 3


def test_import_splits_like_the_command_line_and_reports_the_notes(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    script = tmp_path / "plain.txt"
    # Three lines without final punctuation are three lines, as `render` reads them.
    script.write_text("alice: One\nbob: Two\nThree\n", encoding="utf-8")
    messages: list[str] = []
    window.project._show_message = messages.append
    ids = window.project.import_script(script)
    assert len(ids) == 3 and messages[-1] == "Imported 3 lines from plain.txt."
    long_script = tmp_path / "long.txt"
    long_script.write_text("alice: " + "A sentence that goes on, and on. " * 400, encoding="utf-8")
    more = window.project.import_script(long_script)
    texts = [window.session.document.line(i).text for i in more]
    assert len(more) > 10 and not any(text.startswith("alice:") for text in texts)
    assert "was split into" in messages[-1]
    assert {window.session.document.line(i).voice for i in more} == {"alice"}


def test_rows_fit_their_text_as_they_come_into_view(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    editor = window.editor
    long = "A line long enough to wrap over several rows of the table. " * 6
    texts = [("alice", long if n in (2, 280) else f"Line {n}.") for n in range(300)]
    ids = window.editor.insert_texts(texts, "Add lines")
    model = window.session.model
    default = editor.verticalHeader().defaultSectionSize()
    # Once the burst of changes settles, the rows in view are measured; far rows are not.
    qtbot.waitUntil(lambda: editor.rowHeight(model.row_of(ids[2])) > default, timeout=5000)
    assert editor.rowHeight(model.row_of(ids[280])) == default
    editor.scrollTo(model.index(model.row_of(ids[280]), 0))
    qtbot.waitUntil(lambda: editor.rowHeight(model.row_of(ids[280])) > default, timeout=5000)
    # A wider text column measures the rows in view again: they get shorter.
    before = editor.rowHeight(model.row_of(ids[280]))
    window.resize(window.width() + 500, window.height())
    qtbot.waitUntil(lambda: editor.rowHeight(model.row_of(ids[280])) < before, timeout=5000)


def test_a_20000_character_line_typed_in_a_cell_is_split_like_an_import(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    editor, model = window.editor, window.session.model
    ids = add_lines(window, [("alice", "Before."), ("bob", "Short."), ("alice", "After.")])
    text = long_line()
    expected = [line.text for line in prepare_text(window.session.document, text).command.lines]
    index = model.index(model.row_of(ids[1]), Column.TEXT)
    editor.setCurrentIndex(index)
    editor.edit(index)
    cell = editor.viewport().findChild(QPlainTextEdit)
    assert cell is not None
    cell.setPlainText(text)
    steps = window.session.undo_stack.count()
    QTest.keyClick(cell, Qt.Key.Key_Return)  # Enter commits the edit
    lines = window.session.document.lines
    assert [line.text for line in lines[1 : 1 + len(expected)]] == expected
    assert len(lines) == 2 + len(expected) and {line.voice for line in lines[1:-1]} == {"bob"}
    assert window.session.undo_stack.count() == steps + 2  # the edit, then the split
    message = (
        f"The line was split into {len(expected)} lines, as an import would split it; "
        "Undo (Ctrl+Z) gives back the one long line."
    )
    assert window.stats.currentMessage() == message
    # No row is left thousands of pixels tall: each holds one piece.
    default = editor.verticalHeader().defaultSectionSize()
    qtbot.waitUntil(lambda: editor.rowHeight(model.row_of(ids[1])) < 8 * default, timeout=5000)
    # Undo takes the split back, as an editor's autocorrection: the one long line is back.
    window.session.undo_stack.undo()
    assert [line.id for line in window.session.document.lines] == ids
    assert window.session.document.line(ids[1]).text == " ".join(text.split())
    window.session.undo_stack.undo()
    assert window.session.document.line(ids[1]).text == "Short."


def test_paste_says_everything_it_changed_in_one_notice(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    notices: list[str] = []
    window.editor.sig_notice.connect(notices.append)
    QGuiApplication.clipboard().setText("Ring\x07 it.\n" + long_line(2000) + "\n")
    assert window.editor.paste_lines() > 2
    assert len(notices) == 1
    assert "control or invisible" in notices[0] and "was split into" in notices[0]
