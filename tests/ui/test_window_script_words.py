"""Scripts and books through the window's own ways in (Import, Paste lines, a book):
``NAME:`` in any case, a control character between words, and a line of more than
5,000 characters with no punctuation. The window runs on the fake engine (pure UI
logic); the text goes through the one normaliser the command line uses."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.core.books.book_files import Doc, epub_entries, write_zip
from tests.ui.books.test_book_import import _import as import_book
from tests.ui.fake_window import fake_window

SPOKEN = [("alice", "Good evening."), ("bob", "Hello world, and welcome."), ("alice", "Back.")]


def test_import_and_paste_match_prefixes_in_any_case_and_separate_words(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """``ALICE:`` and ``Bob:`` go to alice and bob with their prefix unspoken, and a NUL or
    unit separator between two words leaves them two, by Import and by Paste lines."""
    window = fake_window(qtbot, tmp_path)
    doc = window.session.document
    messages: list[str] = []
    window.project._show_message = messages.append
    data = b"ALICE: Good evening.\nBob: Hello\x00world, and\x1fwelcome.\nalice: Back.\n"
    script = tmp_path / "scene.txt"
    script.write_bytes(data)
    imported = window.project.import_script(script)
    assert [(doc.line(i).voice, doc.line(i).text) for i in imported] == SPOKEN
    assert messages == [
        "Imported 3 lines from scene.txt. Removed 2 control or invisible characters from the "
        "script: they cannot be spoken (NUL, control character U+001F)."
    ]
    notices: list[str] = []
    window.editor.sig_notice.connect(notices.append)
    QGuiApplication.clipboard().setText(data.decode())
    assert window.editor.paste_lines() == 3
    assert [(line.voice, line.text) for line in doc.lines[3:]] == SPOKEN
    assert len(notices) == 1 and "(NUL, control character U+001F)" in notices[0]


def test_a_line_over_5000_characters_without_punctuation_is_split_and_said(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    doc = window.session.document
    messages: list[str] = []
    window.project._show_message = messages.append
    words = " ".join(["the river ran past the old mill at night"] * 150)
    script = tmp_path / "run-on.txt"
    script.write_text(f"Hello there.\n{words}\n", encoding="utf-8")
    imported = window.project.import_script(script)
    pieces = [doc.line(i).text for i in imported[1:]]
    assert " ".join(pieces) == words
    lengths = [len(piece) for piece in pieces]
    assert min(lengths) > max(lengths) // 2 and all(len(p.split()) > 3 for p in pieces)
    assert messages == [
        f"Imported {len(imported):,} lines from run-on.txt. A line of {len(words):,} "
        f"characters, more than the 5,000 a line of speech should have, was split into "
        f"{len(pieces)} lines between words, with no punctuation to cut at; check that it "
        "is the text you meant."
    ]


def test_a_book_names_its_voices_in_any_case(qtbot: QtBot, tmp_path: Path) -> None:
    chapter = Doc(
        "one.xhtml",
        "<h1>The Scene</h1><p>ALICE: Good evening.</p><p>Bob: Hello.</p><p>It rained.</p>",
    )
    book = write_zip(
        tmp_path / "play.epub", epub_entries([chapter], [(1, "The Scene", "one.xhtml")])
    )
    window = fake_window(qtbot, tmp_path)
    ids = import_book(qtbot, window, book)
    doc = window.session.document
    assert [(doc.line(i).voice, doc.line(i).text) for i in ids] == [
        ("alice", "The Scene"),
        ("alice", "Good evening."),
        ("bob", "Hello."),
        ("alice", "It rained."),
    ]
