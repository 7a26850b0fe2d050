"""A book (or some of its chapters) as a script, for the one import path every script takes.

The seam is the script's text, not its lines: one paragraph per line and a
``# Title`` line at each chapter, which ``prepare_text`` (the window's
Import), ``load_script`` (``voice-studio render``) and ``normalise_script``
already read. So a book's lines are split, cleaned and given chapters by
exactly the code that does it for an imported .txt, and a book imported
here is line for line the .txt a person could have written out of it.

Every chapter heading is of the same level, so each makes a chapter (the
single-top-heading rule never swallows the first one); a paragraph that
itself looks like a heading ("# 1 in sales") loses its marks, so it stays a
line of its chapter. With ``voices`` (speaker to voice name), a paragraph
with a quote of a cast speaker is cut into its narration and quotes, each
quote a ``VOICE: text`` line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from studio.core.books.attribution import Segment, attribute
from studio.core.books.book import Book, BookChapter
from studio.core.books.errors import BookError
from studio.core.document import Document
from studio.core.script_import import ScriptImport, prepare_text

_HEADING_MARKS = re.compile(r"^\s*#+\s+")


def _line(text: str) -> str:
    return _HEADING_MARKS.sub("", " ".join(text.split()))


def _cast_lines(segments: Sequence[Segment], voices: Mapping[str, str]) -> list[str]:
    lines: list[str] = []
    for segment in segments:
        voice = voices.get(segment.speaker or "") if segment.quoted else None
        lines.append(f"{voice}: {_line(segment.text)}" if voice else _line(segment.text))
    return lines


def book_script(
    book: Book,
    chapters: Sequence[BookChapter] | None = None,
    *,
    voices: Mapping[str, str] | None = None,
    aliases: Mapping[str, str] | None = None,
) -> str:
    """The script text of ``chapters`` (default: all) of ``book``.

    ``voices`` maps a speaker (after ``aliases``, see ``attribution``) to the
    voice that reads their quotes; other text keeps the import's default voice.
    """
    lines: list[str] = []
    for chapter in book.chapters if chapters is None else chapters:
        title = " ".join(chapter.title.split()) or f"Chapter {chapter.number}"
        lines.append(f"# {title}")
        if not voices:
            lines.extend(_line(p) for p in chapter.paragraphs)
            continue
        for paragraph, segments in zip(
            chapter.paragraphs, attribute(chapter.paragraphs, aliases), strict=True
        ):
            if any(s.quoted and (s.speaker or "") in voices for s in segments):
                lines.extend(_cast_lines(segments, voices))
            else:
                lines.append(_line(paragraph))
    return "\n".join(line for line in lines if line) + "\n"


def prepare_book_import(
    doc: Document,
    book: Book,
    chapters: Sequence[BookChapter] | None = None,
    *,
    voice: str | None = None,
    at: int | None = None,
    voices: Mapping[str, str] | None = None,
    aliases: Mapping[str, str] | None = None,
) -> ScriptImport:
    """``prepare_text`` of ``book_script``: one undoable command inserting the chapters.

    ``voice`` reads the narration (default: the document's first voice);
    every voice in ``voices`` must be one of the document's.
    """
    if chapters is not None and not chapters:
        raise BookError(f"No chapter of {book.source} is chosen; choose at least one to import.")
    known = {entry.name for entry in doc.voices}
    missing = sorted(set((voices or {}).values()) - known)
    if missing:
        raise BookError(
            f"The voice {missing[0]!r} is cast for {book.source} but is not in the project; "
            "add it to the project first, or cast another voice."
        )
    text = book_script(book, chapters, voices=voices, aliases=aliases)
    return prepare_text(doc, text, voice=voice, at=at)


__all__ = ["book_script", "prepare_book_import"]
