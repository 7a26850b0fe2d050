"""A book (or some of its chapters) as a script, for the one import path every script takes.

``book_script`` writes the script's text: one paragraph per line and a
``# Title`` line at each chapter, which ``prepare_text`` (the window's
Import), ``load_script`` (``voice-studio render``) and ``normalise_script``
already read. ``prepare_book_import`` turns the chapters into the lines of
an undoable import through ``book_lines``, which feeds that same text to the
same normaliser, so a book's lines are split, cleaned and given chapters by
exactly the code that does it for an imported .txt; only a paragraph with a
known speaker's quote is cut first into its narration and quotes, each
quote a line of its own that remembers its speaker (``Line.speaker``).

Every chapter heading is of the same level, so each makes a chapter (the
single-top-heading rule never swallows the first one). A title the studio
gave a chapter (the file's name, see ``BookChapter.spoken_title``) has no
heading in the text, since a script reads every heading aloud: in a .txt that
chapter's lines join the chapter before, while the import (``book_lines``)
still starts a chapter there. A paragraph that itself looks like a heading
("# 1 in sales") loses its marks, so it stays a line of its chapter. With
``voices`` (speaker to voice name), a paragraph with a quote of a cast speaker
is cut into its narration and quotes, each quote a ``VOICE: text`` line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from studio.core.books.attribution import Segment, attribute
from studio.core.books.book import Book, BookChapter
from studio.core.books.book_lines import book_lines, chapter_heading
from studio.core.books.book_lines import clean_paragraph as _line
from studio.core.books.errors import BookError
from studio.core.cast import Cast
from studio.core.commands import InsertLines
from studio.core.document import Document, Line, new_id
from studio.core.script_import import ScriptImport
from studio.errors import QT_TRANSLATE_NOOP


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
        lines.append(chapter_heading(chapter))
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
    cast: Cast | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> ScriptImport:
    """One undoable command inserting the chapters at ``at`` (default: the end).

    Each quote of a known speaker is a line with its ``speaker``, read by the
    voice ``cast`` (default: the document's) gives them, or ``voices`` (speaker
    to voice, over the cast), else by ``voice``: the narrator (default: the
    cast's narrator, else the document's first voice). Every voice named must
    be one of the document's. Reads only the voices, the cast and the number
    of lines of ``doc``, so a pool thread may run it on a snapshot;
    ``progress(done, total)`` is told as each chapter starts.
    """
    if chapters is not None and not chapters:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError", "No chapter of {0} is chosen; choose at least one to import."
            ),
            book.source,
        )
    cast = doc.cast if cast is None else cast
    for speaker, name in (voices or {}).items():
        cast = cast.with_voice(speaker, name)
    for name, into in (aliases or {}).items():
        cast = cast.with_merge(name, into)
    known = [entry.name for entry in doc.voices]
    missing = sorted({name for _, name in cast.voices} - set(known))
    if missing:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The voice {0!r} is cast for {1} but is not in the project; "
                "add it to the project first, or cast another voice.",
            ),
            missing[0],
            book.source,
        )
    narrator = voice or cast.narrator or (known[0] if known else "")
    found = book_lines(book, chapters, voice_names=known, aliases=cast.alias_map, progress=progress)
    lines = tuple(
        Line(
            new_id(),
            piece.text,
            cast.voice_of(piece.speaker) or piece.voice or narrator,
            chapter=piece.chapter,
            speaker=piece.speaker,
        )
        for piece in found.lines
    )
    start = len(doc.lines) if at is None else max(0, min(at, len(doc.lines)))
    command = InsertLines(tuple(range(start, start + len(lines))), lines, "Import book")
    return ScriptImport(command, found.notes)


__all__ = ["book_script", "prepare_book_import"]
