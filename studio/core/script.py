"""Plain-text scripts: one line of speech per non-empty line.

A line ``NAME: text`` is spoken by voice NAME when NAME is a defined voice;
otherwise the whole line is text for the first voice. A line ``# Title``
starts a chapter called Title, and the title is read as the chapter's first
line (by the first voice); with ``#`` and ``##`` both used, the rules of
``script_import`` decide which level makes chapters. A Markdown script
(``markdown=True``) is read as the studio's Markdown import reads it.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass

from studio.core.script_import import chapter_level, heading, read_script_file, script_pieces
from studio.core.spoken import SpokenLine
from studio.errors import ScriptError

_SPEAKER = re.compile(r"^\s*([^:\s][^:]{0,63}?)\s*:\s*(.+)$")


@dataclass(frozen=True)
class ScriptLine:
    """One line to speak: its 1-based number in the script, voice and text.

    ``spoken`` is what the engine is given (the text after the dictionary,
    normalisation and pauses); None lets the renderer prepare the text with
    the default preparation (normalisation on, no dictionary). ``chapter`` is
    the title of the chapter the line starts, if it starts one.
    """

    index: int
    voice: str
    text: str
    spoken: SpokenLine | None = None
    chapter: str | None = None


def parse_script(text: str, voice_names: list[str], markdown: bool = False) -> list[ScriptLine]:
    """Split a script into lines, assigning voices by ``NAME:`` prefixes."""
    if not voice_names:
        raise ScriptError("No voice given; add one with --voice NAME=AUDIO.")
    lines: list[ScriptLine] = []
    known = set(voice_names)
    if markdown:
        for piece in script_pieces(text, markdown=True):
            voice, said = voice_names[0], piece.text
            if piece.speaker is not None and piece.speaker in known:
                voice = piece.speaker
            elif piece.speaker is not None:
                said = f"{piece.speaker}: {piece.text}"
            lines.append(ScriptLine(len(lines) + 1, voice, said, chapter=piece.chapter))
    else:
        raw_lines = text.splitlines()
        level = chapter_level(raw_lines)
        for raw in raw_lines:
            stripped = raw.strip()
            if not stripped:
                continue
            found = heading(stripped)
            if found is not None:
                chapter = found[1] if found[0] == level else None
                lines.append(ScriptLine(len(lines) + 1, voice_names[0], found[1], chapter=chapter))
                continue
            voice = voice_names[0]
            match = _SPEAKER.match(stripped)
            if match and match.group(1) in known:
                voice, stripped = match.group(1), match.group(2).strip()
            if stripped:
                lines.append(ScriptLine(len(lines) + 1, voice, stripped))
    if not lines:
        raise ScriptError("The script has no lines of speech; write one sentence per line.")
    return lines


def read_script_text(source: str) -> str:
    """Read a UTF-8 script from a file path, or standard input for ``-``."""
    if source == "-":
        return sys.stdin.read()
    return read_script_file(source)
