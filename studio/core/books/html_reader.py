"""HTML books: headings make the chapters.

``h1`` makes chapters, or ``h2`` when a single ``h1`` opens the page (the
book's title), as in Markdown; a heading that reads as a chapter
("Chapter 2", "Part Two", "1. Loomings") or names the contents starts one at
any level, and a list of links to the chapters is a contents chapter of its
own (``headings``). Other headings, ``h3`` and deeper, are read as
paragraphs. Scripts, styles and the head are not text (``blocks``). Text
before the first heading is named after the page's title or the file, a name
that is never read aloud.
"""

from __future__ import annotations

from pathlib import Path

from studio.core.books.blocks import Block, read_flow
from studio.core.books.book import Book
from studio.core.books.chapter_names import chapter_name, is_contents
from studio.core.books.errors import BookError
from studio.core.books.headings import heading_drafts, split_at_headings
from studio.core.books.markup import parse_html, parse_markup
from studio.core.books.matter import build_chapters
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
    # h3-h6 are a chapter's sections, unless they read as a chapter or the contents.
    blocks = [
        block
        if block.level is None
        or block.level <= 2
        or chapter_name(block.text) is not None
        or is_contents(block.text)
        else Block(block.text, link=block.link)
        for block in flow.blocks
    ]
    split = split_at_headings(blocks)
    name = flow.title or Path(source).stem
    title = split.title or name
    drafts = heading_drafts(split, name)
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
