"""Scripts for rendering: lines of speech with a voice each.

The text goes through ``script_text.normalise_script`` (the same normaliser
as the window's Import), so a file splits into the same lines everywhere. A
line ``NAME: text`` is spoken by voice NAME when NAME is a voice; a heading
(``# Title``) starts a chapter and is read as its first line (see
``script_text`` for which heading level makes chapters).
"""

from __future__ import annotations

from dataclasses import dataclass

from studio.core.text.script_files import read_script_source
from studio.core.text.script_text import normalise_script
from studio.core.text.spoken import SpokenLine
from studio.errors import QT_TRANSLATE_NOOP, Said, ScriptError


@dataclass(frozen=True)
class ScriptLine:
    """One line to speak: its 1-based number in the script, voice and text.

    ``spoken`` is what the engine is given (the text after the dictionary,
    normalisation and pauses); None lets the renderer prepare the text with
    the default preparation (normalisation on, no dictionary). ``chapter`` is
    the title of the chapter the line starts, if it starts one; ``speaker``,
    for a quote from a book, who says it.
    """

    index: int
    voice: str
    text: str
    spoken: SpokenLine | None = None
    chapter: str | None = None
    speaker: str | None = None


@dataclass(frozen=True)
class Script:
    """A script's lines and the notes (one sentence each) on what normalising changed."""

    lines: tuple[ScriptLine, ...]
    notes: tuple[Said, ...]


def load_script(text: str, voice_names: list[str], *, markdown: bool = False) -> Script:
    """Split a script into lines; ``NAME:`` picks a voice, other lines get the first voice."""
    if not voice_names:
        raise ScriptError(
            QT_TRANSLATE_NOOP("StudioError", "No voice given; add one with --voice NAME=AUDIO.")
        )
    normalised = normalise_script(text, voice_names, markdown=markdown)
    lines = tuple(
        ScriptLine(i, piece.voice or voice_names[0], piece.text, chapter=piece.chapter)
        for i, piece in enumerate(normalised.pieces, start=1)
    )
    return Script(lines, normalised.notes)


def parse_script(text: str, voice_names: list[str], *, markdown: bool = False) -> list[ScriptLine]:
    """``load_script``'s lines alone."""
    return list(load_script(text, voice_names, markdown=markdown).lines)


def read_script_text(source: str) -> str:
    """Read a UTF-8 script from a file path, or standard input for ``-``."""
    return read_script_source(source)


__all__ = ["Script", "ScriptLine", "load_script", "parse_script", "read_script_text"]
