"""Plain-text scripts: one line of speech per non-empty line.

A line ``NAME: text`` is spoken by voice NAME when NAME is a defined voice;
otherwise the whole line is text for the first voice.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass

from studio.core.script_import import read_script_file
from studio.errors import ScriptError

_SPEAKER = re.compile(r"^\s*([^:\s][^:]{0,63}?)\s*:\s*(.+)$")


@dataclass(frozen=True)
class ScriptLine:
    """One line to speak: its 1-based number in the script, voice and text."""

    index: int
    voice: str
    text: str


def parse_script(text: str, voice_names: list[str]) -> list[ScriptLine]:
    """Split a script into lines, assigning voices by ``NAME:`` prefixes."""
    if not voice_names:
        raise ScriptError("No voice given; add one with --voice NAME=AUDIO.")
    lines: list[ScriptLine] = []
    known = set(voice_names)
    for raw in text.splitlines():
        stripped = raw.strip()
        if not stripped:
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
