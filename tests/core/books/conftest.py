"""A small novel as an EPUB, in both kinds of table of contents."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from .book_files import Doc, epub_entries, write_zip

DOCS = [
    Doc("cover.xhtml", '<img src="cover.jpg" alt="The cover"/>', body_type="cover"),
    Doc("title.xhtml", "<h1>The Test Book</h1><p>by Ann Author</p>"),
    Doc(
        "copyright.xhtml",
        "<p>Copyright &copy; 2024 Ann Author. All rights reserved.</p>",
        body_type="frontmatter",
    ),
    Doc("dedication.xhtml", "<p>For my mother, who read to me.</p>"),
    Doc(
        "ch1.xhtml",
        "<h1>Chapter One</h1><p>It was a dark&nbsp;night &mdash; truly dark.</p>"
        "<script>document.write('SCRIPT TEXT')</script><style>p { color: red }</style>"
        "<p>The rain\n   fell <em>hard</em> on the roof.</p>",
    ),
    Doc("ch2.xhtml", "<h1>Chapter Two</h1><p>Morning came.</p>"),
    Doc("ch2-split.xhtml", "<p>It went on in a second file.</p>"),
    Doc(
        "ch3.xhtml",
        '<section epub:type="chapter"><h1>Chapter Three</h1><p>The last day.</p>'
        '<h2 id="coda">Coda</h2><p>And then it ended.</p></section>',
    ),
    Doc("ack.xhtml", "<h1>Acknowledgements</h1><p>Thanks to everyone who helped.</p>"),
    Doc("about.xhtml", "<h1>About the Author</h1><p>Ann Author lives by the sea.</p>"),
]
TOC = [
    (1, "Copyright", "copyright.xhtml"),
    (1, "Dedication", "dedication.xhtml"),
    (1, "Chapter One", "ch1.xhtml"),
    (1, "Chapter Two", "ch2.xhtml"),
    (1, "Chapter Three", "ch3.xhtml"),
    (2, "Coda", "ch3.xhtml#coda"),
    (1, "Acknowledgements", "ack.xhtml"),
    (1, "About the Author", "about.xhtml"),
]
TITLES = [
    "The Test Book",
    "Copyright",
    "Dedication",
    "Chapter One",
    "Chapter Two",
    "Chapter Three",
    "Acknowledgements",
    "About the Author",
]
KINDS = ["front", "front", "front", "body", "body", "body", "back", "back"]

EpubFactory = Callable[..., Path]


@pytest.fixture
def make_epub(tmp_path: Path) -> EpubFactory:
    """Write the novel (or other ``docs`` and ``toc``) as an EPUB; keywords go to
    ``epub_entries``, ``extra`` adds or replaces entries."""

    def make(
        name: str = "novel.epub",
        docs: list[Doc] | None = None,
        toc: list[tuple[int, str, str]] | None = None,
        extra: dict[str, bytes] | None = None,
        **options: Any,
    ) -> Path:
        entries = epub_entries(
            DOCS if docs is None else docs, TOC if toc is None else toc, **options
        )
        entries.update(extra or {})
        return write_zip(tmp_path / name, entries)

    return make
