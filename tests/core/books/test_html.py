"""HTML books: h1 and h2 make the chapters, and so does a heading that reads as one at any
level; scripts, styles and the head are not read, nor is a contents list or a file name."""

from __future__ import annotations

from pathlib import Path

import pytest

from studio.core.books import Book, book_lines, read_book, story_chapters

PAGE = """<!DOCTYPE html>
<html><head><title>Page title</title><meta name="author" content="Ann Author">
<script>var secret = "SCRIPT TEXT";</script><style>body { color: red }</style></head>
<body><h1>The Book</h1><p>An opening word.</p>
<h2>One</h2><p>Hello <b>there</b>, caf\u00e9.</p><h3>A scene</h3><p>Inside.</p>
<script>document.write("MORE SCRIPT")</script>
<h2>Two</h2><p>Goodbye.</p><noscript>Enable scripts</noscript>
</body></html>"""


def test_h2_chapters_under_a_single_h1(tmp_path: Path) -> None:
    path = tmp_path / "book.html"
    path.write_bytes(PAGE.encode("utf-8"))  # no charset declared: read as UTF-8
    book = read_book(path)
    assert (book.format, book.title, book.author) == ("html", "The Book", "Ann Author")
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("The Book", "front", ("An opening word.",)),
        ("One", "body", ("Hello there, caf\u00e9.", "A scene", "Inside.")),
        ("Two", "body", ("Goodbye.",)),
    ]
    assert "SCRIPT" not in repr(book) and "Enable" not in repr(book)


def test_h1_chapters_and_a_misnamed_file(tmp_path: Path) -> None:
    path = tmp_path / "book.data"
    path.write_text("<html><body><h1>A</h1><p>a.</p><h1>B</h1><p>b.</p></body></html>")
    book = read_book(path)
    assert [(c.title, c.paragraphs) for c in book.chapters] == [("A", ("a.",)), ("B", ("b.",))]
    assert book.title == "book"


def _lines(book: Book) -> list[tuple[str, str | None]]:
    return [(line.text, line.chapter) for line in book_lines(book, story_chapters(book)).lines]


def test_chapters_at_mixed_heading_levels_and_the_contents_apart(tmp_path: Path) -> None:
    path = tmp_path / "mixed.html"
    path.write_text(
        "<html><body><h1>Contents</h1><ul><li><a href='#one'>Chapter One</a></li>"
        "<li><a href='#two'>Chapter Two</a></li></ul>"
        "<h1 id='one'>Chapter One</h1><p>The first day.</p><h3>A scene</h3><p>Inside.</p>"
        "<h2 id='two'>Chapter Two</h2><p>The second day.</p></body></html>"
    )
    book = read_book(path)
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        ("Contents", "front", ("Chapter One", "Chapter Two")),
        ("Chapter One", "body", ("The first day.", "A scene", "Inside.")),
        ("Chapter Two", "body", ("The second day.",)),
    ]
    # The story is what is narrated: the contents list is not in it.
    assert _lines(book) == [
        ("Chapter One", "Chapter One"),
        ("The first day.", None),
        ("A scene", None),
        ("Inside.", None),
        ("Chapter Two", "Chapter Two"),
        ("The second day.", None),
    ]


@pytest.mark.parametrize(
    ("headings", "kinds"),
    [
        (
            ["h1 Inhalt", "h1 Erstes Kapitel", "h2 Zweites Kapitel", "h3 Epilog"],
            ["front", "body", "body", "body"],
        ),
        (
            ["h1 \u00cdndice", "h2 Pr\u00f3logo", "h1 Cap\u00edtulo uno", "h2 Cap\u00edtulo II"],
            ["front", "body", "body", "body"],
        ),
        (
            ["h1 Prologue", "h2 CHAPTER I", "h2 CHAPTER II", "h1 Part Two", "h2 CHAPTER III"],
            ["body"] * 5,
        ),
        (["h1 1. Loomings", "h2 2. The Carpet-Bag", "h2 3. The Spouter-Inn"], ["body"] * 3),
    ],
    ids=["German", "Spanish", "Roman numerals and parts", "numbered titles"],
)
def test_a_heading_that_reads_as_a_chapter_starts_one_at_any_level(
    tmp_path: Path, headings: list[str], kinds: list[str]
) -> None:
    body = "".join(
        f"<{tag}>{text}</{tag}><p>Words under {text}.</p>"
        for tag, text in (heading.split(" ", 1) for heading in headings)
    )
    path = tmp_path / "book.html"
    path.write_text(f"<html><body>{body}</body></html>", encoding="utf-8")
    book = read_book(path)
    titles = [heading.split(" ", 1)[1] for heading in headings]
    assert [(c.title, c.kind, c.paragraphs) for c in book.chapters] == [
        (title, kind, (f"Words under {title}.",)) for title, kind in zip(titles, kinds, strict=True)
    ]


def test_numbered_sections_of_a_chapter_stay_in_it(tmp_path: Path) -> None:
    path = tmp_path / "sections.html"
    path.write_text(
        "<h1>Chapter 1</h1><p>a.</p><h2>1</h2><p>b.</p><h2>2</h2><p>c.</p>"
        "<h1>Getting started</h1><p>d.</p><h2>1. Install</h2><p>e.</p><h2>2. Run</h2><p>f.</p>"
    )
    book = read_book(path)
    assert [(c.title, c.paragraphs) for c in book.chapters] == [
        ("Chapter 1", ("a.", "1", "b.", "2", "c.")),
        ("Getting started", ("d.", "1. Install", "e.", "2. Run", "f.")),
    ]


def test_a_list_of_links_to_the_chapters_is_contents_and_no_file_name_is_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / "site.html"
    path.write_text(
        "<html><head><title>My Site</title></head><body><p>A title page.</p>"
        "<ol><li><a href='#a'>1. Loomings</a></li><li><a href='#b'>2. The Carpet-Bag</a></li></ol>"
        "<h1 id='a'>Chapter 1: Loomings</h1><p>Call me Ishmael.</p>"
        "<h1 id='b'>Chapter 2: The Carpet-Bag</h1><p>I stuffed a shirt or two.</p></body></html>"
    )
    book = read_book(path)
    assert [(c.title, c.kind, c.spoken_title, c.paragraphs) for c in book.chapters] == [
        ("My Site", "front", False, ("A title page.",)),
        ("Contents", "front", False, ("1. Loomings", "2. The Carpet-Bag")),
        ("Chapter 1: Loomings", "body", True, ("Call me Ishmael.",)),
        ("Chapter 2: The Carpet-Bag", "body", True, ("I stuffed a shirt or two.",)),
    ]
    # Every chapter, as the window's "Tick all" imports them: titles the studio gave
    # mark where a chapter starts and are never read.
    lines = [(line.text, line.chapter) for line in book_lines(book).lines]
    assert lines[:3] == [
        ("A title page.", "My Site"),
        ("1. Loomings", "Contents"),
        ("2. The Carpet-Bag", None),
    ]
    assert all(text not in ("My Site", "Contents") for text, _ in lines)


def test_a_page_without_headings_is_named_after_the_file_which_is_never_read(
    tmp_path: Path,
) -> None:
    path = tmp_path / "story.html"
    path.write_text("<html><body><p>It was a dark night.</p><p>It rained.</p></body></html>")
    book = read_book(path)
    assert [(c.title, c.spoken_title) for c in book.chapters] == [("story", False)]
    assert _lines(book) == [("It was a dark night.", "story"), ("It rained.", None)]
