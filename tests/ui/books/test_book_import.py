"""Books through the window: read off the GUI thread, chapters picked, cast by speaker.

The window runs on the fake engine (pure UI logic); the book is written by
the test itself.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from studio.core.books import (
    Book,
    BookChapter,
    prepare_book_import,
    read_book,
    select_chapters,
)
from studio.core.cast import EMPTY_CAST
from studio.ui.books.chapter_picker import ChapterPicker, duration_text
from studio.ui.main_window import MainWindow
from studio.ui.project import book_import
from tests.core.books.book_files import Doc, epub_entries, write_zip
from tests.ui.fake_window import fake_window
from tests.ui.helpers import open_project, save_as

DOCS = [
    Doc("copyright.xhtml", "<p>Copyright 2024 Ann Author.</p>", body_type="frontmatter"),
    Doc(
        "one.xhtml",
        "<h1>The Meeting</h1><p>The door opened.</p>"
        "<p>\u201cCome in,\u201d said Alice.</p>"
        "<p>\u201cThank you,\u201d Bob replied.</p>"
        "<p>\u201cSit down.\u201d</p><p>\u201cI will.\u201d</p>",
    ),
    Doc("two.xhtml", "<h1>The Walk</h1><p>\u201cLook,\u201d said Darcy. They walked on.</p>"),
    Doc("ack.xhtml", "<h1>Acknowledgements</h1><p>Thanks to all.</p>", body_type="backmatter"),
]
TOC = [
    (1, "Copyright", "copyright.xhtml"),
    (1, "The Meeting", "one.xhtml"),
    (1, "The Walk", "two.xhtml"),
    (1, "Acknowledgements", "ack.xhtml"),
]


@pytest.fixture
def book(tmp_path: Path) -> Path:
    return write_zip(tmp_path / "novel.epub", epub_entries(DOCS, TOC))


def _import(qtbot: QtBot, window: MainWindow, path: Path) -> list[str]:
    flow = window.project.books
    with qtbot.waitSignal(flow.sig_imported, timeout=30000) as blocker:
        assert window.project.import_script(path) == []
        assert flow.busy
    ids = blocker.args[0]
    assert isinstance(ids, list)
    return ids


def test_the_book_is_read_and_split_off_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, book: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = fake_window(qtbot, tmp_path)
    threads: dict[str, bool] = {}
    real_read, real_prepare = read_book, prepare_book_import

    def read(path: str | Path) -> Book:
        threads["read"] = threading.current_thread() is threading.main_thread()
        return real_read(path)

    def prepare(*args: Any, **kwargs: Any) -> Any:
        threads["prepare"] = threading.current_thread() is threading.main_thread()
        return real_prepare(*args, **kwargs)

    monkeypatch.setattr(book_import, "read_book", read)
    monkeypatch.setattr(book_import, "prepare_book_import", prepare)
    progress: list[str] = []
    window.project.books.sig_progress.connect(progress.append)
    ids = _import(qtbot, window, book)
    assert threads == {"read": False, "prepare": False}
    assert any("Reading novel.epub" in text for text in progress)
    assert any("chapter 2 of 2" in text for text in progress)
    doc = window.session.document
    # The front and back matter were left out (not asked: the window asks nothing here).
    assert [line.chapter for line in doc.lines if line.chapter] == ["The Meeting", "The Walk"]
    assert len(ids) == len(doc.lines)
    said = [(line.speaker, line.voice, line.text) for line in doc.lines]
    assert said[:4] == [
        (None, "alice", "The Meeting"),
        (None, "alice", "The door opened."),
        ("Alice", "alice", "Come in,"),
        (None, "alice", "said Alice."),
    ]
    # Turn-taking: the untagged quotes go to Alice, then Bob.
    assert ("Alice", "alice", "Sit down.") in said and ("Bob", "alice", "I will.") in said
    assert doc.cast.narrator == "alice"
    # One undo step takes the whole book out again, and the narrator with it.
    window.session.undo_stack.undo()
    assert doc.lines == [] and doc.cast == EMPTY_CAST
    assert window.cast.isHidden() is False  # the import showed the Cast panel


def test_chapter_picker_ticks_the_story_and_times_it(qtbot: QtBot, book: Path) -> None:
    parsed = read_book(book)
    picker = ChapterPicker(parsed, 150.0, "alice")
    qtbot.addWidget(picker)
    assert picker.ticked() == [2, 3]
    assert [c.title for c in picker.chosen()] == ["The Meeting", "The Walk"]
    first = picker.tree.topLevelItem(1)
    assert first is not None and first.text(0) == "2. The Meeting"
    words = parsed.chapters[1].word_count + 2
    assert first.text(1) == str(words) and first.text(2) == duration_text(words * 60 / 150)
    assert "2 chosen" in picker.total.text()
    picker.all_button.click()
    assert picker.ticked() == [1, 2, 3, 4]
    picker.none_button.click()
    assert picker.ticked() == [] and not picker.import_button.isEnabled()
    picker.story_button.click()
    assert picker.ticked() == [2, 3] and picker.import_button.isEnabled()
    # Unticking by hand (the keyboard's space on a row does the same).
    first.setCheckState(0, Qt.CheckState.Unchecked)
    assert picker.ticked() == [3] and "1 chosen" in picker.total.text()
    assert duration_text(3725) == "1 h 02 min" and duration_text(42) == "42 s"


def test_the_picker_choice_and_the_narrators_rate_reach_the_import(
    qtbot: QtBot, tmp_path: Path, book: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    asked: list[tuple[float, str]] = []

    def choose(parsed: Book, rate: float, narrator: str) -> Sequence[BookChapter] | None:
        asked.append((rate, narrator))
        return select_chapters(parsed, "The Walk")

    window.project.books.choose_chapters = choose
    _import(qtbot, window, book)
    ((rate, narrator),) = asked
    assert rate == pytest.approx(150.0) and narrator == "alice"
    assert [line.text for line in window.session.document.lines][:2] == ["The Walk", "Look,"]
    # Cancelling the picker imports nothing.
    window.project.books.choose_chapters = lambda *_: None
    before = len(window.session.document.lines)
    window.project.import_script(book)
    qtbot.waitUntil(lambda: not window.project.books.busy, timeout=10000)
    assert len(window.session.document.lines) == before


@pytest.mark.parametrize(
    ("name", "make", "words"),
    [
        ("locked.epub", "drm", "protected by DRM"),
        ("empty.pdf", "empty", "is empty"),
        ("notes.docx", "garbage", "not a book"),
    ],
)
def test_a_bad_book_through_the_window_is_one_sentence(
    qtbot: QtBot, tmp_path: Path, name: str, make: str, words: str
) -> None:
    window = fake_window(qtbot, tmp_path)
    path = tmp_path / name
    if make == "drm":
        entries = epub_entries(DOCS[1:2], TOC[1:2])
        entries["META-INF/rights.xml"] = b"<rights/>"
        write_zip(path, entries)
    elif make == "empty":
        path.write_bytes(b"")
    else:
        path.write_bytes(b"just some text, not a document")
    flow = window.project.books
    with qtbot.waitSignal(flow.sig_failed, timeout=10000) as blocker:
        window.project.import_script(path)
    message = blocker.args[0]
    assert words in message and "\n" not in message and "Traceback" not in message
    assert message.endswith(".")
    assert window.session.document.lines == [] and not flow.busy
    assert window.stats.currentMessage() == message


def _drag(widget: QWidget, path: Path) -> QDropEvent | None:
    """Drag ``path`` onto ``widget`` as a file manager does: enter, move, then drop if the
    widget took the drag. Returns the drop (None when the drag was refused)."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    where, action = QPoint(20, 20), Qt.DropAction.CopyAction
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(where, action, mime, buttons, keys)
    enter.ignore()
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return None
    QApplication.sendEvent(widget, QDragMoveEvent(where, action, mime, buttons, keys))
    drop = QDropEvent(QPointF(where), action, mime, buttons, keys)
    QApplication.sendEvent(widget, drop)
    return drop


def test_a_book_dropped_on_the_window_is_imported(qtbot: QtBot, tmp_path: Path, book: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    with qtbot.waitSignal(window.project.books.sig_imported, timeout=30000):
        drop = _drag(window, book)
    assert drop is not None and drop.isAccepted()
    assert window.session.document.lines[0].chapter == "The Meeting"
    # An audio file is not the window's to take: the drag is refused, nothing imported.
    assert _drag(window, tmp_path / "voice.wav") is None
    assert not window.project.books.busy


def test_cast_panel_maps_merges_and_undoes_with_exactly_those_lines_stale(
    qtbot: QtBot, tmp_path: Path, book: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    _import(qtbot, window, book)
    doc = session.document
    panel = window.cast.panel
    assert window.cast.isVisible()
    assert panel.model.speakers() == ["Alice", "Bob", "Darcy"]
    with qtbot.waitSignal(session.sig_idle, timeout=30000):
        session.renders.render_stale()
    assert doc.stale_lines() == []
    # Cast Alice to bob through the panel's voice box.
    panel.select("Alice")
    index = panel.voice_combo.findData("bob")
    panel.voice_combo.setCurrentIndex(index)
    panel.voice_combo.activated.emit(index)
    alice = [line for line in doc.lines if line.speaker == "Alice"]
    assert alice and all(line.voice == "bob" for line in alice)
    assert {line.id for line in doc.stale_lines()} == {line.id for line in alice}
    assert panel.model.data(panel.model.index(0, 2)) == "bob"
    # Merge Darcy into Bob: one speaker, one voice; undo puts Darcy back.
    panel.cast("Bob", "bob")
    stale_before = {line.id for line in doc.stale_lines()}
    panel.select("Darcy")
    panel.merge_combo.setCurrentIndex(panel.merge_combo.findData("Bob"))
    panel.merge_button.click()
    assert panel.model.speakers() == ["Bob", "Alice"]  # Bob has three lines now
    darcy = [line for line in doc.lines if line.speaker == "Darcy"]
    assert all(line.voice == "bob" for line in darcy)
    assert {line.id for line in doc.stale_lines()} == stale_before | {line.id for line in darcy}
    assert session.undo_stack.undoText() == "Merge Darcy into Bob"
    session.undo_stack.undo()
    panel.model.refresh()
    assert panel.model.speakers() == ["Alice", "Bob", "Darcy"]
    assert {line.id for line in doc.stale_lines()} == stale_before
    session.undo_stack.undo()  # Bob back to the narrator
    session.undo_stack.undo()  # Alice back to the narrator: her takes match again
    assert doc.stale_lines() == []


def test_save_and_reopen_keep_speakers_and_cast(qtbot: QtBot, tmp_path: Path, book: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    _import(qtbot, window, book)
    window.cast.panel.cast("Alice", "bob")
    doc = window.session.document
    said = [(line.speaker, line.voice, line.text) for line in doc.lines]
    cast = doc.cast
    folder = save_as(qtbot, window, tmp_path / "novel")
    window.project.start_new_project()
    assert open_project(qtbot, window, folder, ask=False)
    reopened = window.session.document
    assert [(line.speaker, line.voice, line.text) for line in reopened.lines] == said
    assert reopened.cast == cast
    # The cast step came back with the history: undo still un-casts Alice.
    assert window.session.undo_stack.undoText() == "Cast Alice"
    window.session.undo_stack.undo()
    assert {line.voice for line in reopened.lines if line.speaker == "Alice"} == {"alice"}
