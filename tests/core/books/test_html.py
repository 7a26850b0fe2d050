"""HTML books: h1 and h2 make the chapters; scripts, styles and the head are not read."""

from __future__ import annotations

from pathlib import Path

from studio.core.books import read_book

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
