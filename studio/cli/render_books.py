"""Books given to ``voice-studio render``: their chapters, and who reads each speaker.

A script named ``.epub``, ``.docx``, ``.pdf``, ``.html`` (or ``.htm``,
``.xhtml``) is read as a book (``core.books``): ``--chapters`` picks its
chapters (by default every chapter but the front and back matter), and its
lines come out of ``book_lines``, each quote of a known speaker with that
speaker. Who reads a speaker: the ``--cast`` file's voice for them, else the
``--voice`` named like them ("Mr. Darcy", "mr-darcy" and "MrDarcy" are one
name), else the narrator (``--narrator``, default the first voice). No torch
here: a bad book, chapter or cast file is said before the model loads.
"""

from __future__ import annotations

import argparse
import csv
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from studio.core.books import (
    BookError,
    book_lines,
    is_book_file,
    read_book,
    select_chapters,
    story_chapters,
)
from studio.core.cast import Cast
from studio.core.text.script import ScriptLine
from studio.errors import StudioError

NARRATOR = "narrator"
_NOT_NAME = re.compile(r"[\W_]+")
MAX_CAST_BYTES = 1024 * 1024


def is_book(source: str) -> bool:
    return source != "-" and is_book_file(source)


def _key(name: str) -> str:
    return _NOT_NAME.sub("", name).casefold()


@dataclass(frozen=True)
class BookOptions:
    """``--chapters``, the narrator's voice, and ``--cast`` (speaker -> voice, or
    None for the narrator), as given."""

    chapters: str | None
    narrator: str
    cast: dict[str, str | None]
    voices: tuple[str, ...]

    def voice_for(self, speaker: str) -> str | None:
        """The voice that reads ``speaker``: the cast file's, else the --voice of their name."""
        for named, voice in self.cast.items():
            if _key(named) == _key(speaker):
                return voice
        for voice in self.voices:
            if _key(voice) == _key(speaker):
                return voice
        return None


def book_options(args: argparse.Namespace, names: Sequence[str]) -> BookOptions:
    """The book options of ``render``, checked against the voices; StudioError when wrong."""
    books = [source for source in args.script if is_book(source)]
    if not books:
        for flag, value in (("--chapters", args.chapters), ("--cast", args.cast)):
            if value is not None:
                raise StudioError(
                    f"{flag} is for a book (EPUB, DOCX, PDF or HTML) and no script is one; "
                    f"leave {flag} out, or render a book."
                )
    narrator = names[0] if names else ""
    if args.narrator is not None:
        if args.narrator not in names:
            raise StudioError(
                f"--narrator {args.narrator!r} is not a voice; name one of the --voice names "
                f"({', '.join(names)})."
            )
        narrator = args.narrator
    cast = read_cast_file(args.cast, names) if args.cast is not None else {}
    return BookOptions(args.chapters, narrator, cast, tuple(names))


def read_cast_file(path: Path, names: Sequence[str]) -> dict[str, str | None]:
    """A ``speaker,voice`` CSV (a header row is allowed); voice "narrator" (when no
    voice has that name) reads the speaker as narration."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_CAST_BYTES + 1)
    except FileNotFoundError:
        raise StudioError(f"{path}: no such cast file; check the path.") from None
    except OSError as exc:
        raise StudioError(f"Cannot read the cast file {path}: {exc.strerror or exc}.") from None
    if len(data) > MAX_CAST_BYTES:
        raise StudioError(f"{path} is larger than 1 MB, too big for a cast file; check the file.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise StudioError(f"{path} is not UTF-8 text; save the cast file as UTF-8.") from None
    cast: dict[str, str | None] = {}
    for number, row in enumerate(csv.reader(text.splitlines()), start=1):
        cells = [cell.strip() for cell in row]
        if not any(cells) or cells[0].startswith("#"):
            continue
        if number == 1 and [c.casefold() for c in cells[:2]] == ["speaker", "voice"]:
            continue
        if len(cells) != 2 or not all(cells):
            raise StudioError(
                f"{path} line {number}: write a speaker and a voice, separated by a comma "
                '("Mr. Darcy,bass").'
            )
        speaker, voice = cells
        if voice in names:
            cast[speaker] = voice
        elif voice.casefold() == NARRATOR:
            cast[speaker] = None
        else:
            raise StudioError(
                f"{path} line {number}: {voice!r} is not a voice; cast one of the --voice names "
                f"({', '.join(names)}) or narrator."
            )
    return cast


@dataclass(frozen=True)
class BookScript:
    """A book's lines (numbered from 1), notes on what was left out or changed, and the
    cast it was read with."""

    lines: tuple[ScriptLine, ...]
    notes: tuple[str, ...]
    cast: Cast


def load_book(source: str, options: BookOptions) -> BookScript:
    """The lines of the chosen chapters of the book at ``source``; BookError when it
    cannot be read."""
    book = read_book(source)
    if options.chapters is not None:
        chapters = select_chapters(book, options.chapters)
    else:
        chapters = story_chapters(book)
    notes: list[str] = [str(note) for note in book.notes]
    left_out = [c.title for c in book.chapters if c not in chapters and c.kind != "body"]
    if left_out and options.chapters is None:
        notes.append(
            f"Left out the front and back matter of {Path(source).name} ({_titles(left_out)}); "
            "name them with --chapters to render them."
        )
    if not any(chapter.paragraphs for chapter in chapters):
        raise BookError(f"The chosen chapters of {source} have no text to read.")
    found = book_lines(book, chapters, voice_names=options.voices)
    speakers = sorted({line.speaker for line in found.lines if line.speaker is not None})
    voices = {speaker: options.voice_for(speaker) for speaker in speakers}
    cast = Cast.of(options.narrator, {s: v for s, v in voices.items() if v is not None})
    unheard = [s for s in options.cast if not any(_key(s) == _key(t) for t in speakers)]
    if unheard:
        notes.append(
            f"The cast names {_titles(unheard)}, who say nothing in the chosen chapters of "
            f"{Path(source).name}."
        )
    lines = tuple(
        ScriptLine(
            n,
            cast.voice_of(line.speaker) or line.voice or options.narrator,
            line.text,
            chapter=line.chapter,
            speaker=line.speaker,
        )
        for n, line in enumerate(found.lines, start=1)
    )
    return BookScript(lines, (*notes, *map(str, found.notes)), cast)


def cast_of(lines: Iterable[ScriptLine], narrator: str) -> Cast:
    """The cast the lines were read with: each speaker's voice where it is not the narrator's."""
    voices = {
        line.speaker: line.voice
        for line in lines
        if line.speaker is not None and line.voice != narrator
    }
    return Cast.of(narrator, voices)


def _titles(names: Sequence[str]) -> str:
    shown = ", ".join(names[:4])
    return shown + (f" and {len(names) - 4} more" if len(names) > 4 else "")


__all__ = [
    "BookOptions",
    "BookScript",
    "book_options",
    "cast_of",
    "is_book",
    "load_book",
    "read_cast_file",
]
