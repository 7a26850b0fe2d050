"""Chapters from a run of headings and paragraphs (DOCX and HTML books, PDF bookmarks,
EPUB tables of contents).

The chapter level is the script's own rule (``script_text.chapter_level_of``):
the top heading level makes chapters, except that a single top heading that
opens the book is its title and the next level makes the chapters. Two kinds
of heading start a chapter whatever their level, because books mix levels
("<h1>Chapter One</h1>" then "<h2>Chapter Two</h2>"):

- a heading that reads as a chapter (``chapter_names``: "Chapter 2", "Part
  Two", "Prologue", "1. Loomings"), except a numbered title inside a chapter
  that is not a part and does not carry the number before it: that is a
  section ("Chapter 1", then "1", "2"; "Getting started", then "1. Install");
- a heading that names a table of contents ("Contents", "Inhalt", "Índice").

Other deeper headings stay in their chapter as paragraphs, read like any other.
A list of the chapters (two paragraphs or more in a row, each a link to a
chapter's heading or a chapter's title, a page number after it or not) is a
contents list of its own, titled "Contents" by the studio, never read as part
of the chapter it stands in.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from studio.core.books.blocks import Block
from studio.core.books.book import ChapterKind
from studio.core.books.chapter_names import ChapterName, chapter_name, is_contents
from studio.core.books.matter import Draft, matter_side
from studio.core.text.script_text import chapter_level_of

CONTENTS_TITLE = "Contents"
_ENTRY_CHARS = 200
_PAGE_NUMBER_AFTER = re.compile(r"[\s.\u2026\u00b7_\-\u2013\u2014]+\d{1,4}\s*$")


@dataclass
class Section:
    """Paragraphs of the book in a row: a chapter under its heading ``title``, a list of
    the chapters (``listing``: titled by the studio, so not read), or text before the
    first chapter or after a list (``title`` None)."""

    title: str | None
    paragraphs: list[str] = field(default_factory=list)
    listing: bool = False


@dataclass
class HeadingSplit:
    """The book's title ("" unless a single top heading opens it) and its sections."""

    title: str = ""
    sections: list[Section] = field(default_factory=list)


def _section_of(name: ChapterName, opened: tuple[str, ChapterName | None] | None) -> bool:
    """Whether a deeper numbered heading is a section of the chapter ``opened`` (its
    title and how it reads) rather than a chapter of its own."""
    if name.kind != "numbered" or opened is None:
        return False
    title, chapter = opened
    if is_contents(title) or (chapter is not None and chapter.kind == "part"):
        return False
    if chapter is None or chapter.kind != "numbered" or chapter.number is None:
        return True
    return name.number != chapter.number + 1


def chapter_starts(headings: Sequence[tuple[int, str]]) -> list[bool]:
    """For each heading, (level, text) in reading order, whether it starts a chapter."""
    level = chapter_level_of([depth for depth, _ in headings])
    starts: list[bool] = []
    # The level, title and reading of the heading that opened the current chapter.
    opened: tuple[int, str, ChapterName | None] | None = None
    for depth, text in headings:
        name = chapter_name(text)
        if depth == level or is_contents(text):
            start = True
        elif name is None:
            start = False
        elif opened is None or depth <= opened[0]:
            start = True
        else:
            start = not _section_of(name, opened[1:])
        if start:
            opened = (depth, text, name)
        starts.append(start)
    return starts


def _letters(text: str) -> str:
    return re.sub(r"[\W_]", "", text.casefold())


def _contents_entries(blocks: Sequence[Block], starts: set[int]) -> list[bool]:
    """For each block, whether it is an entry of a list of the chapters: a paragraph
    that links to a later chapter's heading, or names a later chapter."""
    last_start: dict[str, int] = {}
    for i in starts:
        last_start[_letters(blocks[i].text)] = max(i, last_start.get(_letters(blocks[i].text), i))
    entries: list[bool] = []
    for i, block in enumerate(blocks):
        # An entry is a title, short; a long paragraph is never looked up.
        if block.level is not None or not last_start or len(block.text) > _ENTRY_CHARS:
            entries.append(False)
            continue
        keys = {_letters(block.text), _letters(_PAGE_NUMBER_AFTER.sub("", block.text))}
        entries.append(
            (block.link is not None and block.link > i and block.link in starts)
            or any(last_start.get(key, -1) > i for key in keys if key)
        )
    return entries


def split_at_headings(blocks: Sequence[Block]) -> HeadingSplit:
    headings = [(i, block) for i, block in enumerate(blocks) if block.level is not None]
    flags = chapter_starts([(block.level or 0, block.text) for _, block in headings])
    starts = {i for (i, _), start in zip(headings, flags, strict=True) if start}
    level = chapter_level_of([block.level or 0 for _, block in headings])
    entries = _contents_entries(blocks, starts)
    split = HeadingSplit()
    current = Section(None)
    split.sections.append(current)
    for i, block in enumerate(blocks):
        if i in starts:
            current = Section(block.text)
            split.sections.append(current)
            continue
        if block.level is not None and level is not None and block.level < level:
            # The one heading above the chapters: the book's title, not read as text.
            split.title = split.title or block.text
            continue
        # Two entries or more in a row are a list of the chapters, unless the
        # contents heading above already holds it.
        in_list = entries[i] and (
            (i > 0 and entries[i - 1]) or (i + 1 < len(blocks) and entries[i + 1])
        )
        headed = current.title is not None and is_contents(current.title)
        if in_list and not headed and not current.listing:
            current = Section(CONTENTS_TITLE, listing=True)
            split.sections.append(current)
        elif not in_list and current.listing:
            current = Section(None)
            split.sections.append(current)
        current.paragraphs.append(block.text)
    split.sections = [s for s in split.sections if s.title is not None or s.paragraphs]
    return split


def heading_drafts(split: HeadingSplit, name: str) -> list[Draft]:
    """The chapters of ``split``. The first text with no heading of its own is named
    after the book's title heading, read aloud once there; any other, or all when there
    is no title heading, after ``name`` (the file's title or name, never read)."""
    titled = any(section.title is not None for section in split.sections)
    side: ChapterKind = "front" if titled else "body"
    title = split.title
    drafts: list[Draft] = []
    for section in split.sections:
        if section.title is not None:
            kind = matter_side(section.title)
            drafts.append(Draft(section.title, section.paragraphs, kind, not section.listing))
        elif title:
            drafts.append(Draft(title, section.paragraphs, side))
            title = ""
        else:
            drafts.append(named_draft(name, section.paragraphs, side))
    return drafts


def named_draft(title: str, paragraphs: Sequence[str], side: ChapterKind) -> Draft:
    """A chapter under a name the studio gave it (the file's, "Opening"): not read,
    unless the chapter's text opens with those very words, which then are its heading."""
    rest = without_title(paragraphs, title)
    return Draft(title, rest, side, spoken_title=len(rest) < len(paragraphs))


def without_title(paragraphs: Sequence[str], title: str) -> list[str]:
    """``paragraphs`` without the leading ones (at most two: "Chapter 1", "Loomings")
    that repeat the chapter's title, which the script reads once as its heading."""
    wanted = _letters(title)
    for count in (1, 2):
        if wanted and _letters("".join(paragraphs[:count])) == wanted:
            return list(paragraphs[count:])
    return list(paragraphs)


__all__ = [
    "CONTENTS_TITLE",
    "HeadingSplit",
    "Section",
    "chapter_starts",
    "heading_drafts",
    "named_draft",
    "split_at_headings",
    "without_title",
]
