"""Paste and Import go through the same normaliser as the command line, and say once
what it changed."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication

from tests.ui.fake_window import fake_window


def test_paste_cleans_control_characters_keeps_chapters_and_says_so(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
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


def test_import_splits_like_the_command_line_and_reports_the_notes(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fake_window(qtbot, tmp_path)
    script = tmp_path / "plain.txt"
    # Three lines without final punctuation are three lines, as `render` reads them.
    script.write_text("alice: One\nbob: Two\nThree\n", encoding="utf-8")
    messages: list[str] = []
    window.project._show_message = messages.append  # type: ignore[method-assign]
    ids = window.project.import_script(script)
    assert len(ids) == 3 and messages[-1] == "Imported 3 lines from plain.txt."
    long_script = tmp_path / "long.txt"
    long_script.write_text("alice: " + "A sentence that goes on, and on. " * 400, encoding="utf-8")
    more = window.project.import_script(long_script)
    texts = [window.session.document.line(i).text for i in more]
    assert len(more) > 10 and not any(text.startswith("alice:") for text in texts)
    assert "was split into" in messages[-1]
    assert {window.session.document.line(i).voice for i in more} == {"alice"}


def test_rows_fit_their_text_as_they_come_into_view(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
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
