"""PDF books: bookmarks make the chapters; running heads, page numbers and line-end hyphens go."""

from __future__ import annotations

from pathlib import Path

from studio.core.books import read_book
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
