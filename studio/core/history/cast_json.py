"""The cast's JSON (the ``cast`` field of project.json and of the undo history's cast steps).

Written only when there is a cast, so a project without books keeps the
file it always had; a project saved before casts existed opens with none.
"""

from __future__ import annotations

from studio.core.cast import EMPTY_CAST, Cast
from studio.core.json_codec import JsonObject, Reader


def cast_to_json(cast: Cast) -> JsonObject:
    return {
        "narrator": cast.narrator,
        "voices": [{"speaker": speaker, "voice": voice} for speaker, voice in cast.voices],
        "aliases": [{"name": name, "into": into} for name, into in cast.aliases],
    }


def cast_from_json(r: Reader) -> Cast:
    """A cast; ProjectError naming the field that is wrong (a merge into a merged
    name, a speaker cast twice)."""
    if not r.obj:
        return EMPTY_CAST
    voices: dict[str, str] = {}
    for i, item in enumerate(r.items("voices")):
        entry = Reader(item, f"{r.where}.voices[{i}]", r.file, r.advice)
        speaker = entry.text("speaker")
        if speaker in voices:
            raise r.bad(f"{entry.where}.speaker", "is cast twice", speaker)
        voices[speaker] = entry.text("voice")
    aliases: dict[str, str] = {}
    for i, item in enumerate(r.items("aliases")):
        entry = Reader(item, f"{r.where}.aliases[{i}]", r.file, r.advice)
        aliases[entry.text("name")] = entry.text("into")
    for name, into in aliases.items():
        if into in aliases or into == name:
            raise r.bad(f"{r.where}.aliases", "merges a name into a merged name", name)
    return Cast.of(r.text("narrator", ""), voices, aliases)


def opt_cast_to_json(cast: Cast) -> JsonObject:
    """``{"cast": ...}`` for a project with a cast, ``{}`` for one without."""
    return {} if cast == EMPTY_CAST else {"cast": cast_to_json(cast)}


__all__ = ["cast_from_json", "cast_to_json", "opt_cast_to_json"]
