"""Chapters of a document: runs of lines that start at a line with a chapter marker.

The marker is ``Line.chapter`` (its title), set on import from headings or
with the ``SetChapter`` command. Lines before the first marker form an
opening chapter without a title; a document without markers is one chapter.
Chapters are derived from the lines every time, never stored apart from
them, so moving or deleting a line can never leave a chapter list behind.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from studio.core.document import Document, Line
from studio.errors import QT_TRANSLATE_NOOP, StudioError


@dataclass(frozen=True)
class Chapter:
    """A chapter: its 1-based number, title ("" for an untitled opening) and lines."""

    number: int
    title: str
    line_ids: tuple[str, ...]

    def display_title(self, book_title: str = "") -> str:
        """The title to show or tag: an untitled opening is named after the book."""
        if self.title:
            return self.title
        return book_title or ("Opening" if self.number == 1 else f"Chapter {self.number}")


def chapters(lines: Sequence[Line] | Document) -> list[Chapter]:
    """The chapters of ``lines`` (or of a document's lines), in order."""
    items = lines.lines if isinstance(lines, Document) else lines
    out: list[Chapter] = []
    title: str | None = None
    current: list[str] = []
    for line in items:
        if line.chapter is not None and (current or title is not None):
            out.append(Chapter(len(out) + 1, title or "", tuple(current)))
            current = []
        if line.chapter is not None:
            title = line.chapter
        current.append(line.id)
    if current or title is not None:
        out.append(Chapter(len(out) + 1, title or "", tuple(current)))
    return out


def has_chapters(lines: Sequence[Line] | Document) -> bool:
    items = lines.lines if isinstance(lines, Document) else lines
    return any(line.chapter is not None for line in items)


def chapter_of(doc: Document, line_id: str) -> Chapter:
    """The chapter holding ``line_id``."""
    for chapter in chapters(doc):
        if line_id in chapter.line_ids:
            return chapter
    raise KeyError(line_id)


def stale_in_chapter(doc: Document, chapter: Chapter, include_locked: bool = False) -> list[Line]:
    """The chapter's lines that need rendering ("Render stale" for one chapter)."""
    wanted = set(chapter.line_ids)
    return [line for line in doc.stale_lines(include_locked) if line.id in wanted]


def parse_chapter_range(spec: str, doc: Document) -> tuple[Chapter, ...]:
    """Chapters ``N``, ``A-B``, ``A-`` or ``-B`` (1-based, inclusive), or by exact title."""
    found = chapters(doc)
    return tuple(found[i] for i in chapter_indices(spec, [c.title for c in found]))


def chapter_indices(spec: str, titles: Sequence[str], where: str = "the script") -> tuple[int, ...]:
    """``parse_chapter_range`` on a list of chapter titles: the 0-based indices chosen.

    Books use it before they are a document; ``where`` names what holds the
    chapters in the message.
    """
    by_title = [i for i, t in enumerate(titles) if t and t.casefold() == spec.strip().casefold()]
    if by_title:
        return tuple(by_title)
    match = re.fullmatch(r"\s*(\d*)\s*(-?)\s*(\d*)\s*", spec)
    if match is None or not (match.group(1) or match.group(3)):
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Chapter {0!r} is neither a chapter number, a range A-B nor a chapter title.",
            ),
            spec,
        )
    count = len(titles)
    first = int(match.group(1)) if match.group(1) else 1
    last = int(match.group(3)) if match.group(3) else (count if match.group(2) else first)
    if not 1 <= first <= last <= count:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Chapter {0!r} is outside {1}, which has chapters 1-{2}."
            ),
            spec,
            where,
            count,
        )
    return tuple(range(first - 1, last))


def chapter_line_ids(selected: Sequence[Chapter]) -> tuple[str, ...]:
    return tuple(line_id for chapter in selected for line_id in chapter.line_ids)


__all__ = [
    "Chapter",
    "chapter_indices",
    "chapter_line_ids",
    "chapter_of",
    "chapters",
    "has_chapters",
    "parse_chapter_range",
    "stale_in_chapter",
]
