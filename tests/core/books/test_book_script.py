"""A book becomes a script through the one import path: the same lines as a .txt of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.books import (
    BookError,
    book_script,
    estimate,
    prepare_book_import,
    read_book,
    select_chapters,
    story_chapters,
)
from studio.core.books.book import Book, BookChapter
from studio.core.document import Document, VoiceEntry
from studio.core.script_import import prepare_import

from .conftest import EpubFactory

LONG = (
    "This sentence is long enough to matter for the splitter, with several clauses in it. "
    "Another follows it, so that the paragraph passes two hundred characters, which is the "
    "longest line the studio keeps whole, and must be cut at sentence ends."
)


def _book(*chapters: tuple[str, tuple[str, ...]]) -> Book:
    return Book(
        "book.epub",
        "epub",
        "T",
        "",
        tuple(BookChapter(n, title, paras) for n, (title, paras) in enumerate(chapters, 1)),
    )


def test_chapter_range_numbers_titles_and_lists(make_epub: EpubFactory) -> None:
    book = read_book(make_epub())
    assert [c.title for c in select_chapters(book, "4-6")] == [
        "Chapter One",
        "Chapter Two",
        "Chapter Three",
    ]
    assert [c.number for c in select_chapters(book, "7-")] == [7, 8]
    assert [c.number for c in select_chapters(book, "chapter two")] == [5]
    assert [c.number for c in select_chapters(book, "6, 1-2,Chapter One")] == [1, 2, 4, 6]
    assert select_chapters(book, None) == book.chapters
    assert [c.kind for c in story_chapters(book)] == ["body"] * 3
    with pytest.raises(BookError, match=r"outside .*novel\.epub, which has chapters 1-8\.$"):
        select_chapters(book, "9")
    with pytest.raises(BookError, match="neither a chapter number"):
        select_chapters(book, "Chapter Nine")


def test_a_title_with_a_comma_is_one_title() -> None:
    book = _book(("Well, Then", ("a.",)), ("Other", ("b.",)))
    assert [c.number for c in select_chapters(book, "Well, Then")] == [1]


def test_lines_are_split_exactly_as_an_imported_txt(make_epub: EpubFactory, tmp_path: Path) -> None:
    book = read_book(make_epub())
    book = Book(
        book.source,
        book.format,
        book.title,
        book.author,
        (*book.chapters, BookChapter(9, "Long", (LONG, "# 1 in sales", "alice: hello there."))),
    )
    doc = Document(voices=[VoiceEntry("narrator", "n.wav"), VoiceEntry("alice", "a.wav")])
    chosen = select_chapters(book, "4-")
    text = book_script(book, chosen)
    (tmp_path / "book.txt").write_text(text, encoding="utf-8")
    from_book = prepare_book_import(doc, book, chosen)
    from_txt = prepare_import(doc, tmp_path / "book.txt")
    assert [(line.text, line.voice, line.chapter) for line in from_book.command.lines] == [
        (line.text, line.voice, line.chapter) for line in from_txt.command.lines
    ]
    assert from_book.notes == from_txt.notes
    lines = from_book.command.lines
    assert [line.chapter for line in lines if line.chapter] == [c.title for c in chosen]
    # The title is read as the chapter's first line; the long paragraph was cut at sentences.
    assert lines[0].text == "Chapter One" and lines[1].text.startswith("It was a dark night")
    long_lines = [
        line.text for line in lines if "splitter" in line.text or "longest line" in line.text
    ]
    assert len(long_lines) == 2 and all(len(t) <= 200 for t in long_lines)
    # A paragraph that looks like a heading stays a line of its chapter; NAME: picks a voice.
    assert ("1 in sales", None) in [(line.text, line.chapter) for line in lines]
    assert ("hello there.", "alice") in [(line.text, line.voice) for line in lines]


def test_cast_voices_read_their_quotes() -> None:
    book = _book(("One", ("\u201cCome in,\u201d said Alice. \u201cSit down.\u201d", "It rained.")))
    doc = Document(voices=[VoiceEntry("narrator", "n.wav"), VoiceEntry("alto", "a.wav")])
    imported = prepare_book_import(doc, book, voices={"Alice": "alto"})
    assert [(line.voice, line.text) for line in imported.command.lines] == [
        ("narrator", "One"),
        ("alto", "Come in,"),
        ("narrator", "said Alice."),
        ("alto", "Sit down."),
        ("narrator", "It rained."),
    ]
    with pytest.raises(BookError, match="'tenor' is cast for book.epub but is not in the project"):
        prepare_book_import(doc, book, voices={"Alice": "tenor"})


def test_narration_time_at_the_voice_rate() -> None:
    book = _book(("Two Words", ("one two three four",)), ("Empty", ()))
    first, second = estimate(book.chapters, words_per_minute=150)
    assert first.words == 6 and first.seconds == pytest.approx(2.4)
    assert second.words == 1 and second.seconds == pytest.approx(0.4)
    with pytest.raises(BookError, match="rate above zero"):
        estimate(book.chapters, words_per_minute=0)


def test_a_title_the_studio_gave_is_neither_read_nor_timed() -> None:
    book = Book(
        "notes.pdf",
        "pdf",
        "notes",
        "",
        (
            BookChapter(1, "notes", ("One two three.",), "front", spoken_title=False),
            BookChapter(2, "Chapter 1", ("Four five.",)),
            BookChapter(3, "Empty", (), spoken_title=False),
            BookChapter(4, "Chapter 2", ("Six.",)),
        ),
    )
    first, second, empty, _ = estimate(book.chapters, words_per_minute=60)
    assert (first.words, second.words, empty.words) == (3, 4, 0)
    doc = Document(voices=[VoiceEntry("narrator", "n.wav")])
    lines = prepare_book_import(doc, book).command.lines
    assert [(line.text, line.chapter) for line in lines] == [
        ("One two three.", "notes"),
        ("Chapter 1", "Chapter 1"),
        ("Four five.", None),
        ("Chapter 2", "Chapter 2"),
        ("Six.", None),
    ]
    # A script's text cannot hold a chapter without reading its title aloud.
    assert book_script(book) == "One two three.\n# Chapter 1\nFour five.\n# Chapter 2\nSix.\n"
