"""Explicit JSON for the document's data: lines, takes, parameters, voice entries.

Shared by the project file (``project.py``) and the undo history
(``history.py``), which both store lines and takes and must read them back
identically. Parsing goes through ``Reader``, which names the exact field
that is wrong, so a hand-edited file gets one clear message.
"""

from __future__ import annotations

import hashlib
import re
from typing import Any

from studio.core.document import Line, LineParams, Take, VoiceEntry
from studio.core.files.json_reader import (
    PROJECT_ADVICE,
    PROJECT_JSON,
    ProjectError,
    Reader,
    bad,
    json_problem,
)
from studio.core.sound.voice_edits import NORMALIZATIONS, VoiceEdits
from studio.core.text.pronunciation import (
    DictionaryError,
    PronunciationDictionary,
    dictionary_from_json,
    dictionary_to_json,
)
from studio.core.text.spoken import PLAIN, prepare_line
from studio.core.words.check import WordCheck
from studio.errors import QT_TRANSLATE_NOOP, Said

TAKES_DIR = "takes"
_SAFE_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")

JsonObject = dict[str, Any]


# ---------------------------------------------------------------- to JSON


def params_to_json(params: LineParams) -> JsonObject:
    return {
        "seed": params.seed,
        "temperature": params.temperature,
        "cfg": params.cfg,
        "steps": params.steps,
        "gap_after": params.gap_after,
    }


def take_to_json(take: Take) -> JsonObject:
    return {
        "id": take.id,
        "text": take.text,
        "voice": take.voice,
        "prompt_key": take.prompt_key,
        "engine": take.engine,
        "model_fingerprint": take.model_fingerprint,
        "seed": take.seed,
        "temperature": take.temperature,
        "cfg": take.cfg,
        "steps": take.steps,
        "sample_rate": take.sample_rate,
        "num_samples": take.num_samples,
        "cache_outcome": take.cache_outcome,
        "cache_ms": take.cache_ms,
        "first_audio_ms": take.first_audio_ms,
        "generate_ms": take.generate_ms,
        "created": take.created,
        "spoken": take.spoken,
        "file": take_file_name(take.id),
        **({"check": take.check.to_json()} if take.check is not None else {}),
        **({"similarity": round(take.similarity, 6)} if take.similarity is not None else {}),
    }


def line_to_json(line: Line) -> JsonObject:
    return {
        "id": line.id,
        "text": line.text,
        "voice": line.voice,
        "params": params_to_json(line.params),
        "takes": [take_to_json(take) for take in line.takes],
        "active_take": line.active_take,
        "locked": line.locked,
        "chapter": line.chapter,
        # Only on lines from a book's dialogue: other lines stay as they were written.
        **({"speaker": line.speaker} if line.speaker is not None else {}),
    }


def edits_to_json(edits: VoiceEdits) -> JsonObject:
    return {
        "trim_start": edits.trim_start,
        "trim_end": edits.trim_end,
        "normalize": edits.normalize,
        "target_db": edits.target_db,
    }


def voice_entry_to_json(voice: VoiceEntry) -> JsonObject:
    return {
        "name": voice.name,
        "audio_path": voice.audio_path,
        "transcript": voice.transcript,
        "prompt_key": voice.prompt_key,
        "edits": edits_to_json(voice.edits),
    }


def take_file_name(take_id: str) -> str:
    """``takes/<id>.flac``; an id that is not a safe file name is hashed instead."""
    stem = take_id if _SAFE_ID.match(take_id) else hashlib.sha1(take_id.encode()).hexdigest()
    return f"{TAKES_DIR}/{stem}.flac"


# ---------------------------------------------------------------- from JSON


def params_from_json(r: Reader) -> LineParams:
    return LineParams(
        seed=r.opt_integer("seed"),
        temperature=r.opt_number("temperature"),
        cfg=r.opt_number("cfg"),
        steps=r.opt_integer("steps"),
        gap_after=r.opt_number("gap_after"),
    )


def take_from_json(r: Reader) -> Take:
    text = r.text("text")
    if "spoken" in r.obj:
        spoken = r.opt_text("spoken")
    else:
        # Saved before text preparation existed: the engine was given the text
        # as written, which is what a project opened from then speaks too.
        spoken = prepare_line(text, PLAIN).key
    return Take(
        id=r.text("id"),
        text=text,
        voice=r.text("voice"),
        prompt_key=r.text("prompt_key", ""),
        engine=r.text("engine"),
        model_fingerprint=r.text("model_fingerprint", ""),
        seed=r.integer("seed"),
        temperature=r.opt_number("temperature"),
        cfg=r.opt_number("cfg"),
        steps=r.opt_integer("steps"),
        sample_rate=r.integer("sample_rate"),
        num_samples=r.integer("num_samples"),
        cache_outcome=r.text("cache_outcome", ""),
        cache_ms=r.number("cache_ms", 0.0),
        first_audio_ms=r.opt_number("first_audio_ms"),
        generate_ms=r.number("generate_ms", 0.0),
        created=r.number("created", 0.0),
        spoken=spoken,
        # Projects saved before word checks have none.
        check=_check_from_json(r),
        # Projects saved before voice checks, and takes not checked, have none.
        similarity=_similarity_from_json(r),
    )


def _check_from_json(r: Reader) -> WordCheck | None:
    value = r.obj.get("check")
    if value is None:
        return None
    return WordCheck.from_json(value, f"{r.where}.check", r.file, str(r.advice))


def _similarity_from_json(r: Reader) -> float | None:
    similarity = r.opt_number("similarity")
    if similarity is not None and not -1.0 <= similarity <= 1.0:
        raise r.bad(
            f"{r.where}.similarity",
            QT_TRANSLATE_NOOP("StudioError", "must be between -1 and 1"),
            similarity,
        )
    return similarity


def line_from_json(r: Reader) -> Line:
    takes = tuple(
        take_from_json(Reader(t, f"{r.where}.takes[{i}]")) for i, t in enumerate(r.items("takes"))
    )
    active = r.opt_text("active_take")
    if active is not None and not any(take.id == active for take in takes):
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "project.json: {0}.active_take names take {1!r}, which the line does not have; "
                "fix the file or restore a backup.",
            ),
            r.where,
            active,
        )
    return Line(
        id=r.text("id"),
        text=r.text("text"),
        voice=r.text("voice"),
        params=params_from_json(r.child("params")),
        takes=takes,
        active_take=active,
        locked=r.flag("locked", False),
        chapter=r.opt_text("chapter"),
        speaker=r.opt_text("speaker"),
    )


def edits_from_json(r: Reader) -> VoiceEdits:
    """A voice's edits; a missing field (or a voice saved before edits existed) is neutral."""
    normalize = r.text("normalize", "none")
    if normalize not in NORMALIZATIONS:
        allowed = ", ".join(NORMALIZATIONS)
        raise r.bad(
            f"{r.where}.normalize",
            Said(QT_TRANSLATE_NOOP("StudioError", "must be one of {0}"), allowed),
            normalize,
        )
    trim_start = r.number("trim_start", 0.0)
    trim_end = r.opt_number("trim_end")
    if trim_start < 0:
        raise r.bad(
            f"{r.where}.trim_start",
            QT_TRANSLATE_NOOP("StudioError", "must be 0 or more"),
            trim_start,
        )
    if trim_end is not None and trim_end <= trim_start:
        raise r.bad(
            f"{r.where}.trim_end",
            QT_TRANSLATE_NOOP("StudioError", "must be after trim_start"),
            trim_end,
        )
    return VoiceEdits(
        trim_start=trim_start,
        trim_end=trim_end,
        normalize=normalize,
        target_db=r.opt_number("target_db"),
    )


def voice_entry_from_json(r: Reader) -> VoiceEntry:
    return VoiceEntry(
        name=r.text("name"),
        audio_path=r.text("audio_path", ""),
        transcript=r.text("transcript", ""),
        prompt_key=r.text("prompt_key", ""),
        edits=edits_from_json(r.child("edits")),
    )


def pronunciation_to_json(dictionary: PronunciationDictionary) -> list[JsonObject]:
    return dictionary_to_json(dictionary)


def pronunciation_from_json(r: Reader, key: str) -> PronunciationDictionary:
    """The dictionary under ``key`` (absent: empty), naming a bad entry as the Reader does."""
    try:
        return dictionary_from_json(r.items(key), f"project.json: {r.where}.{key}")
    except DictionaryError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP("StudioError", "{0} Fix the file or restore a backup."), exc.said
        ) from exc


__all__ = [
    "JsonObject",
    "PROJECT_ADVICE",
    "PROJECT_JSON",
    "json_problem",
    "ProjectError",
    "Reader",
    "TAKES_DIR",
    "bad",
    "edits_from_json",
    "edits_to_json",
    "line_from_json",
    "line_to_json",
    "params_from_json",
    "params_to_json",
    "pronunciation_from_json",
    "pronunciation_to_json",
    "take_file_name",
    "take_from_json",
    "take_to_json",
    "voice_entry_from_json",
    "voice_entry_to_json",
]
