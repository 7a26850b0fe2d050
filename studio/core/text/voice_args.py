"""``[NAME=]AUDIO`` voices and ``[NAME=]TEXT`` transcripts, as the command line and the
window's ``--voice`` options give them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from studio.errors import QT_TRANSLATE_NOOP, StudioError

_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_ .-]{0,63}$")


@dataclass(frozen=True)
class VoiceArg:
    name: str
    path: Path


def parse_voice_args(values: list[str]) -> list[VoiceArg]:
    """``[NAME=]AUDIO`` options; a missing name is taken from the file name (numbered on,
    "alice2", when another voice has it). A NAME given twice, or in two cases ("Bob"
    and "bob", which a ``NAME:`` prefix cannot tell apart), is refused."""
    parsed: list[tuple[str | None, str]] = []
    given: dict[str, str] = {}  # case-folded name -> the name as first given
    for value in values:
        name, sep, path = value.partition("=")
        if not sep or not _NAME.match(name) or Path(value).exists():
            parsed.append((None, value))
            continue
        first = given.get(name.casefold())
        if first == name:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "Two --voice options are named {0!r}; give each voice a name of its own.",
                ),
                name,
            )
        if first is not None:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "Two --voice options are named {0!r} and {1!r}, which a NAME: line "
                    "cannot tell apart; give each voice a name of its own.",
                ),
                first,
                name,
            )
        given[name.casefold()] = name
        parsed.append((name, path))
    voices: list[VoiceArg] = []
    taken = set(given)
    for named, path in parsed:
        if named is None:
            base = Path(path).stem or "voice"
            named, n = base, 2
            while named.casefold() in taken:
                named, n = f"{base}{n}", n + 1
            taken.add(named.casefold())
        voices.append(VoiceArg(named, Path(path).expanduser()))
    return voices


def parse_voice_texts(values: list[str], names: list[str]) -> dict[str, str]:
    texts: dict[str, str] = {}
    for value in values:
        name, sep, text = value.partition("=")
        if sep and name in names:
            texts[name] = text.strip()
        elif names:
            texts[names[0]] = value.strip()
    return texts


__all__ = ["VoiceArg", "parse_voice_args", "parse_voice_texts"]
