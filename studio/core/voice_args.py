"""``[NAME=]AUDIO`` voices and ``[NAME=]TEXT`` transcripts, as the command line and the
window's ``--voice`` options give them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_ .-]{0,63}$")


@dataclass(frozen=True)
class VoiceArg:
    name: str
    path: Path


def parse_voice_args(values: list[str]) -> list[VoiceArg]:
    """``[NAME=]AUDIO`` options; a missing name is taken from the file name."""
    voices: list[VoiceArg] = []
    names: set[str] = set()
    for value in values:
        name, sep, path = value.partition("=")
        if not sep or not _NAME.match(name) or Path(value).exists():
            name, path = Path(value).stem or "voice", value
        base, n = name, 2
        while name in names:
            name, n = f"{base}{n}", n + 1
        names.add(name)
        voices.append(VoiceArg(name, Path(path).expanduser()))
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
