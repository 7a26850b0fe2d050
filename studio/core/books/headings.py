"""Chapters from a run of headings and paragraphs (DOCX and HTML books).

The chapter level is the script's own rule (``script_text.chapter_level_of``):
the top heading level makes chapters, except that a single top heading that
opens the book is its title and the next level makes the chapters. Deeper
headings stay in their chapter as paragraphs, read like any other.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from studio.core.books.blocks import Block
from studio.core.script_text import chapter_level_of


@dataclass
class HeadingSplit:
    """The book's title ("" unless a single top heading opens it), the paragraphs
    before the first chapter, and each chapter's title and paragraphs."""

    title: str = ""
    opening: list[str] = field(default_factory=list)
    chapters: list[tuple[str, list[str]]] = field(default_factory=list)


def split_at_headings(blocks: Sequence[Block]) -> HeadingSplit:
    levels = [block.level for block in blocks if block.level is not None]
    level = chapter_level_of(levels)
    split = HeadingSplit()
    for block in blocks:
        if level is not None and block.level == level:
            split.chapters.append((block.text, []))
        elif level is not None and block.level is not None and block.level < level:
            # The one heading above the chapters: the book's title, not read as text.
            split.title = split.title or block.text
        elif split.chapters:
            split.chapters[-1][1].append(block.text)
        else:
            split.opening.append(block.text)
    return split


def _letters(text: str) -> str:
    return re.sub(r"[\W_]", "", text.casefold())


def without_title(paragraphs: Sequence[str], title: str) -> list[str]:
    """``paragraphs`` without the leading ones (at most two: "Chapter 1", "Loomings")
    that repeat the chapter's title, which the script reads once as its heading."""
    wanted = _letters(title)
    for count in (1, 2):
        if wanted and _letters("".join(paragraphs[:count])) == wanted:
            return list(paragraphs[count:])
    return list(paragraphs)


__all__ = ["HeadingSplit", "split_at_headings", "without_title"]
