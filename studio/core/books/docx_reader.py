"""Word (.docx) books: paragraphs in heading styles become chapters.

Heading 1 makes the chapters, or Heading 2 when a single Heading 1 or Title
opens the document (the script's heading rule, with Title above Heading 1);
a style based on a heading style counts as that heading. A heading that reads
as a chapter ("Chapter 2", "Part Two") or names the contents starts one at any
level, and a table of contents is a chapter of its own (``headings``, as in
HTML). Text before the first chapter becomes a front chapter, named after the
title heading (read aloud) or else the document's title or file (never read).
Body paragraphs and table cells are read in order; footnotes, comments,
headers and footers are not.

python-docx reads every part of the package it is given, images included,
with no size limit; so it is given a copy in memory that holds the XML
parts, read through the capped reader, and empty stand-ins for everything
else (images are never looked at, and python-docx parses them only when
asked).
"""

from __future__ import annotations

import io
import logging
import re
import zipfile
from pathlib import Path
from typing import Any

from studio.core.books.archive import Archive
from studio.core.books.blocks import Block
from studio.core.books.book import Book
from studio.core.books.errors import BookError
from studio.core.books.headings import heading_drafts, split_at_headings
from studio.core.books.matter import build_chapters
from studio.errors import QT_TRANSLATE_NOOP, Said

_HEADING = re.compile(r"heading ([1-9])")


def read_docx(archive: Archive) -> Book:
    archive.what = Said(QT_TRANSLATE_NOOP("StudioError", "Word document"))
    if not archive.has("[Content_Types].xml"):
        raise archive.damaged(
            Said(QT_TRANSLATE_NOOP("StudioError", "it has no [Content_Types].xml"))
        )
    package = _xml_only_copy(archive)
    # python-docx takes 0.15 s to import: only when a Word document is read, not at start.
    import docx

    try:
        document = docx.Document(package)
        blocks = _blocks(document)
        properties = document.core_properties
        title, author = properties.title or "", properties.author or ""
    except BookError:
        raise
    except Exception:  # noqa: BLE001 - python-docx raises anything on a broken package
        logging.getLogger("studio").debug("python-docx failed", exc_info=True)
        raise archive.damaged(
            Said(QT_TRANSLATE_NOOP("StudioError", "python-docx cannot read its document"))
        ) from None
    split = split_at_headings(blocks)
    name = " ".join(title.split()) or Path(archive.source).stem
    chapters = build_chapters(heading_drafts(split, name))
    title = " ".join(title.split()) or split.title or Path(archive.source).stem
    return Book(archive.source, "docx", title, " ".join(author.split()), chapters)


def _xml_only_copy(archive: Archive) -> io.BytesIO:
    copy = io.BytesIO()
    with zipfile.ZipFile(copy, "w", zipfile.ZIP_STORED) as out:
        for name in sorted(archive.names):
            wanted = name.lower().endswith((".xml", ".rels"))
            out.writestr(name, archive.read(name) if wanted else b"")
    copy.seek(0)
    return copy


def _level(style: Any) -> int | None:
    """0 for Title, N for Heading N (or a style based on it), None for other text."""
    for _ in range(8):  # a style's bases, a few deep: enough, and no loop on a cycle
        if style is None:
            return None
        name = (style.name or "").casefold()
        if name == "title":
            return 0
        match = _HEADING.fullmatch(name)
        if match:
            return int(match.group(1))
        style = style.base_style
    return None


def _blocks(document: Any) -> list[Block]:
    blocks: list[Block] = []
    from docx.table import Table

    seen: set[Any] = set()
    for item in document.iter_inner_content():
        if isinstance(item, Table):
            for row in item.rows:
                for cell in row.cells:
                    # A merged cell is returned once per grid column it spans.
                    if cell._tc in seen:
                        continue
                    seen.add(cell._tc)
                    blocks.extend(
                        Block(text) for p in cell.paragraphs if (text := " ".join(p.text.split()))
                    )
            continue
        text = " ".join(item.text.split())
        if text:
            blocks.append(Block(text, _level(item.style)))
    return blocks


__all__ = ["read_docx"]
