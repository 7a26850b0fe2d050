"""PDF books: bookmarks make the chapters, else lines that read as chapter headings; running
heads, page numbers and line-end hyphens go; the file's name is never read."""

from __future__ import annotations

from pathlib import Path

from studio.core.books import Book, book_lines, read_book
from studio.core.books.pdf_text import paragraphs, running_lines

from .book_files import write_pdf

HEAD = "THE TEST BOOK"
PAGES = [
    [
        HEAD,
        "Chapter One",
        "It was an exam- ".strip(),
        "ple of the well-known kind of morning that everyone",
        "remembers, the kind that starts slowly and then it all",
        "happens at once.",
        "The second paragraph of the first chapter starts here",
        "and it runs on across the bottom of the page, where a",
        "1",
    ],
    [
        HEAD,
        "well-",
        "known reader would turn the page without thinking.",
        "Chapter Two",
        "Two begins in the middle of a page, as chapters of a",
        "long book often do when the typesetter is thrifty.",
        "2",
    ],
    [
        HEAD,
        "Here the second chapter goes on with a line that is",
        "long enough to be a full line of the printed text.",
        "3",
    ],
    [
        HEAD,
        "Chapter Three",
        "The third chapter is short and ends the book today.",
        "4",
    ],
]
OUTLINE = [("Chapter One", 0, None), ("Chapter Two", 1, None), ("Chapter Three", 3, None)]


def test_outline_chapters_hyphens_and_running_lines(tmp_path: Path) -> None:
    book = read_book(write_pdf(tmp_path / "book.pdf", PAGES, OUTLINE, title="The Test Book"))
    assert (book.format, book.title, book.author) == ("pdf", "The Test Book", "Ann Author")
    assert [(c.number, c.title, c.kind) for c in book.chapters] == [
        (1, "Chapter One", "body"),
        (2, "Chapter Two", "body"),
        (3, "Chapter Three", "body"),
    ]
    one, two, three = (c.paragraphs for c in book.chapters)
    assert one == (
        "It was an example of the well-known kind of morning that everyone remembers, the "
        "kind that starts slowly and then it all happens at once.",
        "The second paragraph of the first chapter starts here and it runs on across the "
        "bottom of the page, where a well-known reader would turn the page without thinking.",
    )
    assert two == (
        "Two begins in the middle of a page, as chapters of a long book often do when the "
        "typesetter is thrifty. Here the second chapter goes on with a line that is long "
        "enough to be a full line of the printed text.",
    )
    assert three == ("The third chapter is short and ends the book today.",)
    text = repr(book.chapters)
    assert HEAD not in text and "'1'" not in text


def test_a_single_top_bookmark_is_the_title_and_its_children_the_chapters(tmp_path: Path) -> None:
    outline = [("The Test Book", 0, None), ("Chapter One", 0, 0), ("Chapter Two", 1, 0)]
    book = read_book(write_pdf(tmp_path / "nested.pdf", PAGES[:3], outline))
    assert [c.title for c in book.chapters] == ["Chapter One", "Chapter Two"]
    assert book.title == "nested"


def test_no_outline_is_one_chapter_with_a_note(tmp_path: Path) -> None:
    book = read_book(write_pdf(tmp_path / "flat.pdf", [["Just a few words here."]]))
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        ("flat", ("Just a few words here.",))
    ]
    assert "no bookmarks" in str(book.notes[0])


def test_page_numbers_in_their_usual_forms_are_dropped() -> None:
    pages = [
        ["Body text on page one.", "Page 1 of 3"],
        ["- 2 -", "Body text on page two."],
        ["Body text on page three.", "xii"],
    ]
    assert running_lines(pages) == [{1}, {0}, {1}]
    # A line that merely starts with a number, or a word made of numeral letters, stays.
    assert running_lines([["12 angry men came."], ["Civil", "words."]]) == [set(), set()]


def test_hyphens_kept_inside_words_the_text_writes_with_one() -> None:
    lines = ["A self-made man wrote this line that is long enough", "with a self-", "made book."]
    assert paragraphs(lines) == [
        "A self-made man wrote this line that is long enough with a self-made book."
    ]
    assert paragraphs(["the co-", "operation was a long line of text here"]) == [
        "the cooperation was a long line of text here"
    ]


def _lines(book: Book) -> list[tuple[str, str | None]]:
    return [(line.text, line.chapter) for line in book_lines(book).lines]


def test_chapter_headings_start_chapters_without_bookmarks(tmp_path: Path) -> None:
    pages = [
        ["Chapter 1", "It was a bright cold day in April."],
        ["Chapter 2", "The clocks were striking thirteen."],
    ]
    book = read_book(write_pdf(tmp_path / "book.pdf", pages))
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("Chapter 1", "body", ("It was a bright cold day in April.",)),
        ("Chapter 2", "body", ("The clocks were striking thirteen.",)),
    ]
    assert "chapters start at the lines that read as chapter headings" in str(book.notes[0])
    assert _lines(book) == [
        ("Chapter 1", "Chapter 1"),
        ("It was a bright cold day in April.", None),
        ("Chapter 2", "Chapter 2"),
        ("The clocks were striking thirteen.", None),
    ]


def test_a_pdf_without_headings_is_named_after_the_file_which_is_never_read(
    tmp_path: Path,
) -> None:
    for name, title in (("flat", None), ("titled", "The Test Book")):
        pages = [["Just a few words here."]]
        book = read_book(write_pdf(tmp_path / f"{name}.pdf", pages, title=title))
        chapter_name = title or name
        assert [(c.title, c.spoken_title) for c in book.chapters] == [(chapter_name, False)]
        assert _lines(book) == [("Just a few words here.", chapter_name)]


def test_a_contents_page_and_chapter_running_heads_without_bookmarks(tmp_path: Path) -> None:
    pages = [
        ["The Long Book", "by Ann Author"],
        ["Contents", "Chapter 1", "3", "Kapitel 2", "5"],
        ["Chapter 1", "The first morning of the journey began slowly, as they do,", "in fog."],
        ["Chapter 1", "and the fog did not lift until the boat was well out at sea,", "at noon."],
        ["Chapter 1", "when the captain came up on deck to look at the far coast.", "He smiled."],
        ["Kapitel 2", "Der zweite Tag begann mit Regen, und niemand ging an Deck,", "bis Mittag."],
    ]
    book = read_book(write_pdf(tmp_path / "long.pdf", pages))
    assert [(c.title, c.kind) for c in book.chapters] == [
        ("long", "front"),
        ("Contents", "front"),
        ("Chapter 1", "body"),
        ("Kapitel 2", "body"),
    ]
    one, two = book.chapters[2:]
    # The heading stays where it first stands; its repeats at the top of the next
    # pages are running heads.
    assert " ".join(one.paragraphs) == (
        "The first morning of the journey began slowly, as they do, in fog. and the fog did "
        "not lift until the boat was well out at sea, at noon. when the captain came up on "
        "deck to look at the far coast. He smiled."
    )
    assert " ".join(two.paragraphs) == (
        "Der zweite Tag begann mit Regen, und niemand ging an Deck, bis Mittag."
    )
    story = [text for text, _ in _lines(Book(book.source, "pdf", "", "", (one, two)))]
    assert story.count("Chapter 1") == 1 and story.count("Kapitel 2") == 1


def test_chapter_bookmarks_at_mixed_depths_are_all_chapters(tmp_path: Path) -> None:
    outline = [("Chapter One", 0, None), ("Chapter Two", 1, 0), ("Chapter Three", 3, 1)]
    book = read_book(write_pdf(tmp_path / "mixed.pdf", PAGES, outline))
    assert [c.title for c in book.chapters] == ["Chapter One", "Chapter Two", "Chapter Three"]


def test_a_chapter_heading_that_appears_once_is_not_a_running_head() -> None:
    bodies = ["It was a dark night.", "The rain fell hard.", "Morning came at last."]
    for word in ("Chapter", "Kapitel", "Cap\u00edtulo", "Part"):
        pages = [[f"{word} {n}", body] for n, body in enumerate(bodies, 1)]
        assert running_lines(pages) == [set(), set(), set()]
    # Other lines that differ only in their digits are still one running line.
    pages = [[f"THE TEST BOOK {n}", body] for n, body in enumerate(bodies, 1)]
    assert running_lines(pages) == [{0}, {0}, {0}]
