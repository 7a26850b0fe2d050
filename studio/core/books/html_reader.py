"""HTML books: ``h1`` and ``h2`` headings make the chapters.

The top of the two levels makes chapters, or ``h2`` when a single ``h1``
opens the page (the book's title), as in Markdown; deeper headings are read
as paragraphs. Scripts, styles and the head are not text (``blocks``).
"""

from __future__ import annotations

from pathlib import Path

from studio.core.books.blocks import Block, read_flow
from studio.core.books.book import Book
from studio.core.books.errors import BookError
from studio.core.books.headings import split_at_headings
from studio.core.books.markup import parse_html, parse_markup
from studio.core.books.matter import Draft, build_chapters, matter_side
from studio.errors import QT_TRANSLATE_NOOP


def read_html(source: str, data: bytes) -> Book:
    xml = data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<?xml")
    root = parse_markup(data) if xml else parse_html(data)
    if root is None:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is an empty HTML file, with no text to read; check the file."
            ),
            source,
        )
    flow = read_flow(root)
    blocks = [
        block if block.level is None or block.level <= 2 else Block(block.text)
        for block in flow.blocks
    ]
    split = split_at_headings(blocks)
    title = split.title or flow.title or Path(source).stem
    drafts: list[Draft] = []
    if split.opening:
        drafts.append((title, split.opening, "front" if split.chapters else "body"))
    drafts.extend((name, texts, matter_side(name)) for name, texts in split.chapters)
    if not drafts:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} holds no text to read (only markup); check the file."
            ),
            source,
        )
    chapters = build_chapters(drafts)
    return Book(source, "html", title, flow.author, chapters)


__all__ = ["read_html"]
