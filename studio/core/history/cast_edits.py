"""Editing the cast: give a speaker a voice, merge two names, as single undo steps.

Each edit is a ``Macro`` of ``SetCast`` (the new cast) and ``SetVoice`` of
exactly the lines whose voice the new cast changes, so those lines, and no
others, go stale (their voice no longer matches their takes); undo puts
both back and the old takes match again. ``cast_rows`` is what the Cast
panel lists.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from studio.core.cast import Cast
from studio.core.commands import Command, Macro, SetVoice
from studio.core.document import Document, Line

SAMPLES = 3


@dataclass(frozen=True)
class SetCast:
    """Replace the project's cast (the lines' voices are ``SetVoice``'s job)."""

    cast: Cast
    label: str = "Change cast"

    def apply(self, doc: Document) -> Command:
        old = doc.cast
        doc.cast = self.cast
        return SetCast(old, self.label)


@dataclass(frozen=True)
class CastRow:
    """A speaker as the Cast panel shows them: name (after merges), lines, a few
    of them, the voice cast (None: the narrator) and the names merged in."""

    speaker: str
    lines: int
    samples: tuple[str, ...]
    voice: str | None
    merged: tuple[str, ...]


def narrator_voice(doc: Document, cast: Cast | None = None) -> str:
    """The voice that reads the narration: the cast's, else the project's first voice."""
    cast = doc.cast if cast is None else cast
    if cast.narrator:
        return cast.narrator
    return doc.voices[0].name if doc.voices else ""


def cast_voice(doc: Document, line: Line, cast: Cast | None = None) -> str:
    """The voice ``cast`` (default: the project's) gives a line of dialogue."""
    cast = doc.cast if cast is None else cast
    return cast.voice_of(line.speaker) or narrator_voice(doc, cast)


def speakers(doc: Document) -> list[str]:
    """The speakers of the project's lines (after merges), most lines first."""
    return [row.speaker for row in cast_rows(doc)]


def cast_rows(doc: Document, samples: int = SAMPLES) -> tuple[CastRow, ...]:
    """Every speaker of the project's lines, most lines first (then by name)."""
    cast = doc.cast
    aliases = cast.alias_map
    counts: dict[str, int] = {}
    chosen: dict[str, list[str]] = {}
    for line in doc.lines:
        if line.speaker is None:
            continue
        name = aliases.get(line.speaker, line.speaker)
        counts[name] = counts.get(name, 0) + 1
        kept = chosen.setdefault(name, [])
        if len(kept) < samples:
            kept.append(line.text)
    ordered = sorted(counts, key=lambda name: (-counts[name], name))
    return tuple(
        CastRow(
            name, counts[name], tuple(chosen[name]), cast.voice_of(name), cast.merged_into(name)
        )
        for name in ordered
    )


def recast(doc: Document, cast: Cast, label: str) -> Command | None:
    """The step that makes ``cast`` the project's; None when it changes nothing.

    The lines whose cast voice differs under ``cast`` take it; every other line
    keeps its voice, one given by hand included.
    """
    ids: list[str] = []
    voices: list[str] = []
    old = doc.cast
    for line in doc.lines:
        if line.speaker is None:
            continue
        voice = cast_voice(doc, line, cast)
        if voice != cast_voice(doc, line, old) and voice != line.voice:
            ids.append(line.id)
            voices.append(voice)
    if cast == old and not ids:
        return None
    steps: list[Command] = [SetCast(cast, label)]
    if ids:
        steps.append(SetVoice(tuple(ids), tuple(voices), label))
    return Macro(tuple(steps), label)


def cast_speaker(doc: Document, speaker: str, voice: str | None) -> Command | None:
    """``speaker``'s lines read by ``voice`` (None: by the narrator)."""
    if voice is not None and doc.voice(voice) is None:
        raise KeyError(voice)
    return recast(doc, doc.cast.with_voice(speaker, voice), f"Cast {speaker}")


def merge_speakers(doc: Document, name: str, into: str) -> Command | None:
    """``name`` is ``into`` from now on: one speaker, read by ``into``'s voice."""
    return recast(doc, doc.cast.with_merge(name, into), f"Merge {name} into {into}")


def separate_speaker(doc: Document, name: str) -> Command | None:
    """Undo the merge of ``name``: a speaker of its own again, read by the narrator."""
    return recast(doc, doc.cast.with_separated(name), f"Separate {name}")


def separate_names(doc: Document, speaker: str) -> Command | None:
    """Undo every merge into ``speaker``: each name a speaker of its own again."""
    cast = doc.cast
    for name in cast.merged_into(speaker):
        cast = cast.with_separated(name)
    return recast(doc, cast, f"Separate the names of {speaker}")


def cast_lines(doc: Document, speaker: str) -> Iterable[Line]:
    """The lines ``speaker`` (after merges) says."""
    aliases = doc.cast.alias_map
    return (
        line
        for line in doc.lines
        if line.speaker is not None and aliases.get(line.speaker, line.speaker) == speaker
    )


__all__ = [
    "CastRow",
    "SetCast",
    "cast_lines",
    "cast_rows",
    "cast_speaker",
    "cast_voice",
    "merge_speakers",
    "narrator_voice",
    "recast",
    "separate_names",
    "separate_speaker",
    "speakers",
]
