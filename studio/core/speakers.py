"""Lines that name a speaker in their text, for a voice added after they were imported.

An imported ``NAME: text`` line takes voice NAME (in any case) only when the
project has that voice then; otherwise the prefix stays in the text, so nothing is lost.
When a voice of that name is added later, these are the lines to offer it.
"""

from __future__ import annotations

from studio.core.commands import Command, Macro, SetText, SetVoice
from studio.core.document import Document, Line
from studio.core.text.script_text import SPEAKER, folded_names, speaker_voice


def prefixed_lines(doc: Document, name: str) -> list[Line]:
    """Lines whose text starts with ``name:`` (in any case, as an import matches it)
    and whose voice is another one."""
    names = [voice.name for voice in doc.voices]
    if name not in names:
        names.append(name)
    folded = folded_names(names)
    found: list[Line] = []
    for line in doc.lines:
        match = SPEAKER.match(line.text)
        if (
            match is not None
            and speaker_voice(match.group(1), names, folded) == name
            and line.voice != name
        ):
            found.append(line)
    return found


def give_lines_to(doc: Document, name: str, label: str = "Give lines to a voice") -> Command | None:
    """One undoable step: the prefixed lines take voice ``name``, the prefix leaves the text."""
    lines = prefixed_lines(doc, name)
    if not lines:
        return None
    steps: list[Command] = [SetVoice(tuple(line.id for line in lines), (name,) * len(lines))]
    for line in lines:
        match = SPEAKER.match(line.text)
        assert match is not None
        steps.append(SetText(line.id, match.group(2)))
    return Macro(tuple(steps), label)


__all__ = ["give_lines_to", "prefixed_lines"]
