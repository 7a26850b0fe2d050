"""EPUB 2 and 3: chapters from the table of contents, in spine order, with their text."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.books import book_lines, read_book

from .book_files import Doc
from .conftest import KINDS, TITLES, EpubFactory


@pytest.mark.parametrize("toc_kind", ["nav", "ncx"])
def test_chapters_titles_order_and_kinds(make_epub: EpubFactory, toc_kind: str) -> None:
    book = read_book(make_epub(nav=toc_kind == "nav", ncx=toc_kind == "ncx"))
    assert (book.format, book.title, book.author) == ("epub", "The Test Book", "Ann Author")
    assert [c.title for c in book.chapters] == TITLES
    assert [c.number for c in book.chapters] == list(range(1, len(TITLES) + 1))
    assert [c.kind for c in book.chapters] == KINDS
    by_title = {c.title: c for c in book.chapters}
    # Block structure kept, entities read, scripts and styles and the repeated heading gone.
    assert by_title["Chapter One"].paragraphs == (
        "It was a dark night \u2014 truly dark.",
        "The rain fell hard on the roof.",
    )
    # A chapter split over two files is one chapter; a section entry stays inside its chapter.
    assert by_title["Chapter Two"].paragraphs == ("Morning came.", "It went on in a second file.")
    assert by_title["Chapter Three"].paragraphs == ("The last day.", "Coda", "And then it ended.")
    # The title page, outside the table of contents, keeps its text as front matter.
    assert book.chapters[0].paragraphs == ("by Ann Author",)
    assert by_title["Chapter One"].word_count == 14
    assert "SCRIPT TEXT" not in repr(book)


def test_spine_order_wins_over_toc_order(make_epub: EpubFactory) -> None:
    toc = [(1, "Second", "b.xhtml"), (1, "First", "a.xhtml")]
    docs = [Doc("a.xhtml", "<p>Alpha text.</p>"), Doc("b.xhtml", "<p>Beta text.</p>")]
    book = read_book(make_epub(docs=docs, toc=toc))
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        ("First", ("Alpha text.",)),
        ("Second", ("Beta text.",)),
    ]


def test_parts_and_chapters_in_separate_files(make_epub: EpubFactory) -> None:
    docs = [
        Doc("p1.xhtml", "<h1>Part One</h1>"),
        Doc("c1.xhtml", "<h2>One</h2><p>First.</p>"),
        Doc("c2.xhtml", "<h2>Two</h2><p>Second.</p>"),
        Doc("p2.xhtml", "<h1>Part Two</h1>"),
        Doc("c3.xhtml", "<h2>Three</h2><p>Third.</p>"),
    ]
    toc = [
        (1, "Part One", "p1.xhtml"),
        (2, "One", "c1.xhtml"),
        (2, "Two", "c2.xhtml"),
        (1, "Part Two", "p2.xhtml"),
        (2, "Three", "c3.xhtml"),
    ]
    book = read_book(make_epub(docs=docs, toc=toc))
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        ("Part One", ()),
        ("One", ("First.",)),
        ("Two", ("Second.",)),
        ("Part Two", ()),
        ("Three", ("Third.",)),
    ]


def test_one_file_with_chapters_at_fragments(make_epub: EpubFactory) -> None:
    body = (
        '<h1 id="t">The Whole Book</h1><p>A preface line.</p>'
        '<h2 id="c1">I. Loomings</h2><p>Call me Ishmael.</p>'
        '<div><h2><a id="c2"/>II. The Carpet-Bag</h2></div><p>I stuffed a shirt or two.</p>'
    )
    toc = [
        (1, "The Whole Book", "book.xhtml#t"),
        (2, "I. Loomings", "book.xhtml#c1"),
        (2, "II. The Carpet-Bag", "book.xhtml#c2"),
    ]
    book = read_book(make_epub(docs=[Doc("book.xhtml", body)], toc=toc, title="Moby-Dick"))
    assert [(c.title, c.paragraphs, c.kind) for c in book.chapters] == [
        ("The Whole Book", ("A preface line.",), "front"),
        ("I. Loomings", ("Call me Ishmael.",), "body"),
        ("II. The Carpet-Bag", ("I stuffed a shirt or two.",), "body"),
    ]


def test_front_matter_from_semantics_guide_and_landmarks(make_epub: EpubFactory) -> None:
    docs = [
        Doc("legal.xhtml", "<p>All rights reserved.</p>"),
        Doc("thanks.xhtml", "<p>I thank my editor.</p>", body_type="acknowledgments"),
        Doc("story.xhtml", "<p>Once upon a time.</p>", body_type="bodymatter"),
        Doc("more.xhtml", "<p>Read the sequel.</p>"),
    ]
    toc = [
        (1, "Legal", "legal.xhtml"),
        (1, "With thanks", "thanks.xhtml"),
        (1, "Contents", "story.xhtml"),
        (1, "Books", "more.xhtml"),
    ]
    epub3 = read_book(
        make_epub(docs=docs, toc=toc, landmarks=[("copyright-page", "legal.xhtml")], ncx=False)
    )
    epub2 = read_book(
        make_epub(
            "two.epub", docs=docs, toc=toc, nav=False, guide=[("copyright-page", "legal.xhtml")]
        )
    )
    for book in (epub3, epub2):
        # "Contents" is a story chapter here: its semantics say so, whatever its title.
        assert [c.kind for c in book.chapters] == ["front", "front", "body", "body"]


def test_no_table_of_contents_makes_a_chapter_per_document(make_epub: EpubFactory) -> None:
    docs = [
        Doc("a.xhtml", "<h1>Arrival</h1><p>They came.</p>"),
        Doc("b.xhtml", "<p>They left.</p>"),
    ]
    book = read_book(make_epub(docs=docs, toc=[], nav=False, ncx=False))
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        ("Arrival", ("They came.",)),
        ("Chapter 2", ("They left.",)),
    ]
    assert len(book.notes) == 1 and "no usable table of contents" in str(book.notes[0])


def test_broken_xhtml_is_read_with_the_html_parser(make_epub: EpubFactory) -> None:
    docs = [Doc("a.xhtml", "<p>Unclosed <b>bold<p>Second & third</p>")]
    book = read_book(make_epub(docs=docs, toc=[(1, "One", "a.xhtml")]))
    assert book.chapters[0].paragraphs == ("Unclosed bold", "Second & third")


def test_verse_lines_and_lists_are_paragraphs(make_epub: EpubFactory) -> None:
    body = (
        "<p>Shall I compare thee<br/>to a summer's day?</p><ul><li>One</li><li>Two</li></ul>"
        '<p>Note<a epub:type="noteref" href="#n1">1</a> here.<span epub:type="pagebreak">'
        "12</span></p><ruby>\u6f22<rt>kan</rt></ruby>"
    )
    book = read_book(make_epub(docs=[Doc("a.xhtml", body)], toc=[(1, "Poem", "a.xhtml")]))
    assert book.chapters[0].paragraphs == (
        "Shall I compare thee",
        "to a summer's day?",
        "One",
        "Two",
        "Note here.",
        "\u6f22",
    )


def test_matter_documents_outside_the_toc_are_chapters_of_their_own(
    make_epub: EpubFactory,
) -> None:
    docs = [
        Doc("one.xhtml", "<h1>One</h1><p>Story.</p>"),
        Doc("more.xhtml", "<p>Also by Ann Author: Two Books.</p>", body_type="backmatter"),
    ]
    # The navigation document stands in the spine after the first chapter.
    book = read_book(make_epub(docs=docs, toc=[(1, "One", "one.xhtml")], nav_at=1))
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("One", "body", ("Story.",)),
        ("Contents", "back", ("One",)),
        ("Back matter", "back", ("Also by Ann Author: Two Books.",)),
    ]


def test_an_epub_written_by_ebooklib(tmp_path: Path) -> None:
    epub = pytest.importorskip("ebooklib.epub")
    book = epub.EpubBook()
    book.set_identifier("id-1")
    book.set_title("Made Elsewhere")
    book.add_author("Bea Writer")
    chapters = []
    for n, title in enumerate(["The Start", "The End"], 1):
        chapter = epub.EpubHtml(title=title, file_name=f"chap_{n}.xhtml", lang="en")
        chapter.content = f"<h1>{title}</h1><p>Words of chapter {n}.</p>"
        book.add_item(chapter)
        chapters.append(chapter)
    book.toc = chapters
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    book.spine = ["nav", *chapters]
    epub.write_epub(str(tmp_path / "made.epub"), book)
    read = read_book(tmp_path / "made.epub")
    assert (read.title, read.author) == ("Made Elsewhere", "Bea Writer")
    assert [(c.title, c.kind, c.paragraphs) for c in read.chapters] == [
        ("Contents", "front", ("Made Elsewhere", "The Start", "The End")),
        ("The Start", "body", ("Words of chapter 1.",)),
        ("The End", "body", ("Words of chapter 2.",)),
    ]


@pytest.mark.parametrize("toc_kind", ["nav", "ncx"])
def test_a_chapter_entry_nested_inside_another_chapters_file_is_a_chapter(
    make_epub: EpubFactory, toc_kind: str
) -> None:
    body = (
        "<h1>Cap\u00edtulo uno</h1><p>Era una noche oscura.</p>"
        '<h2 id="two">Cap\u00edtulo dos</h2><p>Llovi\u00f3.</p><h3>1</h3><p>Una escena.</p>'
    )
    docs = [Doc("prologue.xhtml", "<h1>Pr\u00f3logo</h1><p>Antes.</p>"), Doc("book.xhtml", body)]
    toc = [
        (1, "Pr\u00f3logo", "prologue.xhtml"),
        (1, "Cap\u00edtulo uno", "book.xhtml"),
        (2, "Cap\u00edtulo dos", "book.xhtml#two"),
    ]
    book = read_book(make_epub(docs=docs, toc=toc, nav=toc_kind == "nav"))
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        ("Pr\u00f3logo", ("Antes.",)),
        ("Cap\u00edtulo uno", ("Era una noche oscura.",)),
        ("Cap\u00edtulo dos", ("Llovi\u00f3.", "1", "Una escena.")),
    ]


def test_a_name_the_studio_gives_a_chapter_is_never_read(make_epub: EpubFactory) -> None:
    docs = [
        Doc("a.xhtml", "<h1>Arrival</h1><p>They came.</p>"),
        Doc("b.xhtml", "<p>They left.</p>"),
    ]
    book = read_book(make_epub(docs=docs, toc=[], nav=False, ncx=False))
    assert [(c.title, c.spoken_title) for c in book.chapters] == [
        ("Arrival", True),
        ("Chapter 2", False),
    ]
    assert [(line.text, line.chapter) for line in book_lines(book).lines] == [
        ("Arrival", "Arrival"),
        ("They came.", None),
        ("They left.", "Chapter 2"),
    ]
