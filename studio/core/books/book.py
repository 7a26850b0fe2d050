"""A book as the studio reads it: chapters of plain paragraphs, in reading order.

Every reader (EPUB, DOCX, PDF, HTML) returns this, so that choosing
chapters, estimating narration time, finding dialogue and turning the book
into a script never depend on where the book came from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from studio.errors import Said

ChapterKind = Literal["body", "front", "back"]
BookFormat = Literal["epub", "docx", "pdf", "html"]

# A word is a run of letters or digits, with inner apostrophes and hyphens
# ("don't", "well-known"); punctuation alone ("--", "...") is not one.
_WORD = re.compile(r"[^\W_]+(?:['\u2019\-][^\W_]+)*")


def count_words(text: str) -> int:
    return len(_WORD.findall(text))


@dataclass(frozen=True)
class BookChapter:
    """One chapter: its 1-based number in the book, title, paragraphs (one string
    each, whitespace collapsed) and kind.

    ``kind`` is "front" or "back" for matter around the story (copyright,
    contents, dedication, acknowledgements, about the author, also-by,
    index), which a narrator usually leaves out; it is marked, never dropped.

    ``spoken_title``: the title is the book's own heading, read aloud as the
    chapter's first line. It is False for a name the studio gave the chapter
    (the file's name for text before the first heading, "Contents" for a list
    of links, "Chapter 3" for an EPUB document without a heading): the picker
    shows it and the chapter mark carries it, but nobody hears it.
    """

    number: int
    title: str
    paragraphs: tuple[str, ...]
    kind: ChapterKind = "body"
    spoken_title: bool = True
    word_count: int = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "word_count", sum(map(count_words, self.paragraphs)))


@dataclass(frozen=True)
class Book:
    """A book read from ``source``: title and author ("" when the file names none),
    its chapters in reading order, and notes (one sentence each) on what the
    reader left out or guessed."""

    source: str
    format: BookFormat
    title: str
    author: str
    chapters: tuple[BookChapter, ...]
    notes: tuple[Said, ...] = ()

    @property
    def word_count(self) -> int:
        return sum(chapter.word_count for chapter in self.chapters)


__all__ = ["Book", "BookChapter", "BookFormat", "ChapterKind", "count_words"]
