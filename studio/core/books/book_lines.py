"""A book's chapters as lines of speech, each with the speaker of its dialogue.

The lines come out of ``normalise_script``, the one normaliser of every
script, fed the text ``book_script`` writes: a ``# Title`` line at each
chapter and one line per paragraph. A paragraph in which a quote has a known
speaker (``attribution``) is cut into its narration and quotes first, and each
of those quotes is marked with a private speaker tag that the normaliser reads
as a ``NAME:`` voice. So a quote too long for the engine is split like any
line and every piece keeps its speaker, and a book with no dialogue is line
for line the .txt a person could have written out of it. A chapter whose title
the studio gave (``BookChapter.spoken_title``) has another private mark for a
heading, so the normaliser starts a chapter there; the mark is then taken out
and the chapter starts at its first line, its title never read.

Runs wherever the caller runs it: the window calls it on its pool (it grows
with the book), the command line before the model loads.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from studio.core.books.attribution import Segment, attribute
from studio.core.books.book import Book, BookChapter
from studio.core.text.line_split import MAX_LINE_CHARS
from studio.core.text.script_text import normalise_script
from studio.errors import Said

_HEADING_MARKS = re.compile(r"^\s*#+\s+")
# A private-use character opens a speaker tag: no book writes one before a colon at
# the start of a line, and the normaliser keeps it (it is neither control nor format).
_TAG = "\ue000"
# Another is the heading of a chapter whose title is not read, so that the normaliser
# still starts a chapter there.
_UNSPOKEN = "\ue001"


@dataclass(frozen=True)
class BookLine:
    """A line of speech: ``voice`` when the book's own text names a voice
    (``NAME: text``), ``chapter`` when it starts one, ``speaker`` when it is a
    quote whose speaker is known."""

    text: str
    voice: str | None = None
    chapter: str | None = None
    speaker: str | None = None


@dataclass(frozen=True)
class BookLines:
    lines: tuple[BookLine, ...]
    notes: tuple[Said, ...]


class _Names(Collection[str]):
    """The voice names ``NAME:`` may pick, and the speaker tags."""

    def __init__(self, voices: Collection[str], tags: Collection[str]) -> None:
        self._voices = voices
        self._tags = tags

    def __contains__(self, name: object) -> bool:
        return name in self._tags or name in self._voices

    def __iter__(self) -> Iterator[str]:
        yield from self._voices
        yield from self._tags

    def __len__(self) -> int:
        return len(self._voices) + len(self._tags)


def clean_paragraph(text: str) -> str:
    """One line of a paragraph: whitespace collapsed, heading marks gone (a paragraph
    "# 1 in sales" is a line of its chapter, not a chapter)."""
    return _HEADING_MARKS.sub("", " ".join(text.split()))


def chapter_heading(chapter: BookChapter) -> str:
    """The ``# Title`` line that starts ``chapter`` in a script; "" for a title the studio
    gave it (``spoken_title``), which a script cannot hold without reading it."""
    if not chapter.spoken_title:
        return ""
    return f"# {' '.join(chapter.title.split()) or f'Chapter {chapter.number}'}"


def _unspoken_titles(lines: Sequence[BookLine], titles: Sequence[str]) -> tuple[BookLine, ...]:
    """``lines`` without the marks of the chapters whose titles are not read: each
    chapter's title goes to its first line instead (none when the chapter is empty)."""
    out: list[BookLine] = []
    waiting = iter(titles)
    title: str | None = None
    for line in lines:
        if line.chapter == _UNSPOKEN:
            title = next(waiting)
            continue
        if title is not None and line.chapter is None:
            line = replace(line, chapter=title)
        title = None
        out.append(line)
    return tuple(out)


def _tagged(segments: Sequence[Segment], tag_of: dict[str, str]) -> Iterator[str]:
    for segment in segments:
        text = clean_paragraph(segment.text)
        if segment.quoted and segment.speaker is not None:
            tag = tag_of.setdefault(segment.speaker, f"{_TAG}{len(tag_of)}")
            yield f"{tag}: {text}"
        else:
            yield text


def book_lines(
    book: Book,
    chapters: Sequence[BookChapter] | None = None,
    *,
    voice_names: Collection[str] = (),
    aliases: Mapping[str, str] | None = None,
    max_chars: int = MAX_LINE_CHARS,
    progress: Callable[[int, int], None] | None = None,
) -> BookLines:
    """The lines of ``chapters`` (default: all) of ``book``, with their speakers.

    ``voice_names``: the voices a ``NAME:`` in the book's text may pick (as in
    an imported .txt); ``aliases``: names to read as others while attributing
    (the cast's merges), so that turn-taking sees one speaker; ``progress(done,
    total)`` is told as each chapter starts.
    """
    tag_of: dict[str, str] = {}
    text: list[str] = []
    chosen = book.chapters if chapters is None else chapters
    for done, chapter in enumerate(chosen):
        if progress is not None:
            progress(done, len(chosen))
        text.append(chapter_heading(chapter) or f"# {_UNSPOKEN}")
        for paragraph, segments in zip(
            chapter.paragraphs, attribute(chapter.paragraphs, aliases), strict=True
        ):
            if any(s.quoted and s.speaker is not None for s in segments):
                text.extend(_tagged(segments, tag_of))
            else:
                text.append(clean_paragraph(paragraph))
    speaker_of = {tag: speaker for speaker, tag in tag_of.items()}
    script = normalise_script(
        "\n".join(line for line in text if line) + "\n",
        _Names(voice_names, speaker_of),
        max_chars=max_chars,
    )
    lines = tuple(
        BookLine(piece.text, chapter=piece.chapter, speaker=speaker_of[piece.voice])
        if piece.voice in speaker_of
        else BookLine(piece.text, piece.voice, piece.chapter)
        for piece in script.pieces
    )
    unspoken = [chapter.title for chapter in chosen if not chapter.spoken_title]
    if unspoken:
        lines = _unspoken_titles(lines, unspoken)
    return BookLines(lines, script.notes)


__all__ = ["BookLine", "BookLines", "book_lines", "chapter_heading", "clean_paragraph"]
