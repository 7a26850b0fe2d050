"""The JSON of a project (``project.json``): the document, its voices and export settings.

The JSON is built and parsed by explicit code (never pickle), so a file
written by hand or by another version is checked field by field and a
problem is named precisely. An older file is migrated to the current schema
(``project_migrations.py``) before it is parsed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from pathlib import Path

from studio import __version__
from studio.core.document import DEFAULT_ENGINE, Document, VoiceEntry
from studio.core.exports.export import ExportSettings
from studio.core.files.replacing import PROJECT_FILE
from studio.core.history.cast_json import cast_from_json, opt_cast_to_json
from studio.core.history.history import History
from studio.core.history.history_json import history_to_json
from studio.core.json_codec import (
    JsonObject,
    ProjectError,
    Reader,
    bad,
    json_problem,
    line_from_json,
    line_to_json,
    params_from_json,
    params_to_json,
    pronunciation_from_json,
    pronunciation_to_json,
    voice_entry_from_json,
    voice_entry_to_json,
)
from studio.core.store.project_migrations import SCHEMA_VERSION, migrate
from studio.errors import QT_TRANSLATE_NOOP, Said

FORMAT_NAME = "voice-studio-project"

_VOICE_FILE = re.compile(r"^voices/[A-Za-z0-9_.-]{1,120}\.flac$")


# ---------------------------------------------------------------- to JSON


def export_to_json(settings: ExportSettings) -> JsonObject:
    return {
        "format": settings.format,
        "sample_rate": settings.sample_rate,
        "loudness": settings.loudness,
        "true_peak": settings.true_peak,
        "fade_ms": settings.fade_ms,
        "title": settings.title,
        "artist": settings.artist,
        "cover": settings.cover,
        "head_seconds": settings.head_seconds,
        "tail_seconds": settings.tail_seconds,
        "acx": settings.acx,
        "bit_rate": settings.bit_rate,
    }


def document_to_json(
    doc: Document,
    voice_files: Mapping[str, str],
    export: ExportSettings,
    history: History | None = None,
) -> JsonObject:
    """The whole project as a JSON-ready dict (voice files as relative paths)."""
    return {
        "format": FORMAT_NAME,
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "engine": doc.engine,
        "model": doc.model,
        "defaults": params_to_json(doc.defaults),
        "voices": [
            {**voice_entry_to_json(voice), "file": voice_files.get(voice.name)}
            for voice in doc.voices
        ],
        "text": {
            "normalize": doc.normalize_text,
            "language": doc.language,
            "pronunciation": pronunciation_to_json(doc.pronunciation),
        },
        "lines": [line_to_json(line) for line in doc.lines],
        # No schema step: the lines' voices already say who reads what, so an older
        # Voice Studio that ignores the cast (and speakers) renders the same.
        **opt_cast_to_json(doc.cast),
        "export": export_to_json(export),
        "history": None if history is None else history_to_json(history),
    }


# ---------------------------------------------------------------- from JSON


def export_from_json(r: Reader) -> ExportSettings:
    base = ExportSettings()
    return ExportSettings(
        format=r.text("format", base.format),
        sample_rate=r.opt_integer("sample_rate"),
        loudness=r.opt_number("loudness"),
        true_peak=r.number("true_peak", base.true_peak),
        fade_ms=r.number("fade_ms", base.fade_ms),
        title=r.text("title", base.title),
        artist=r.text("artist", base.artist),
        cover=r.text("cover", base.cover),
        head_seconds=r.number("head_seconds", base.head_seconds),
        tail_seconds=r.number("tail_seconds", base.tail_seconds),
        acx=r.flag("acx", base.acx),
        bit_rate=r.opt_integer("bit_rate"),  # older projects have none: variable
    )


def document_from_json(data: JsonObject) -> tuple[Document, dict[str, str], ExportSettings]:
    """Parse a current-schema project; returns the document, voice files and export settings."""
    r = Reader(data, "project")
    voices, voice_files = voices_from_json(r)
    lines = [line_from_json(Reader(item, f"lines[{i}]")) for i, item in enumerate(r.items("lines"))]
    seen: set[str] = set()
    for i, line in enumerate(lines):
        if line.id in seen:
            raise ProjectError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "project.json: lines[{0}].id {1!r} is used twice; make it unique.",
                ),
                i,
                line.id,
            )
        seen.add(line.id)
    defaults = params_from_json(r.child("defaults")) if "defaults" in data else Document().defaults
    text = r.child("text")
    doc = Document(
        voices=voices,
        lines=lines,
        defaults=defaults,
        engine=r.text("engine", DEFAULT_ENGINE),
        model=r.text("model", "default"),
        pronunciation=pronunciation_from_json(text, "pronunciation"),
        normalize_text=text.flag("normalize", True),
        language=text.text("language", "en"),
        cast=cast_from_json(r.child("cast")),
    )
    return doc, voice_files, export_from_json(r.child("export"))


def voices_from_json(r: Reader) -> tuple[list[VoiceEntry], dict[str, str]]:
    """The voices of a project and, by voice name, the file of each that has one."""
    voices: list[VoiceEntry] = []
    voice_files: dict[str, str] = {}
    for i, item in enumerate(r.items("voices")):
        v = Reader(item, f"voices[{i}]")
        entry = voice_entry_from_json(v)
        if any(other.name == entry.name for other in voices):
            raise ProjectError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "project.json: two voices are named {0!r}; rename one in the file.",
                ),
                entry.name,
            )
        file = v.opt_text("file")
        if file is not None:
            if not _VOICE_FILE.match(file):
                what = Said(QT_TRANSLATE_NOOP("StudioError", "must be a file in voices/"))
                raise bad(f"voices[{i}].file", what, file)
            voice_files[entry.name] = file
        voices.append(entry)
    return voices, voice_files


# ---------------------------------------------------------------- read from a folder


def read_project_json(folder: Path) -> JsonObject:
    """The migrated project.json of ``folder``, or a ProjectError naming the problem."""
    return parse_project_json(folder, read_project_bytes(folder))


def read_project_bytes(folder: Path) -> bytes:
    """The bytes of ``folder``'s project.json, or a ProjectError naming the problem."""
    file = folder / PROJECT_FILE
    if not folder.exists():
        raise ProjectError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such project; check the path."), folder
        )
    if not file.is_file():
        raise ProjectError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is not a Voice Studio project (it has no {1})."),
            folder,
            PROJECT_FILE,
        )
    try:
        return file.read_bytes()
    except OSError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."), file, exc.strerror or exc
        ) from exc


def parse_project_json(folder: Path, raw: bytes) -> JsonObject:
    """``raw`` (the bytes of ``folder``'s project.json) parsed and migrated."""
    file = folder / PROJECT_FILE
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is not UTF-8 text; restore a backup of the project."
            ),
            file,
        ) from exc
    except json.JSONDecodeError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is damaged ({1}); fix the file or restore a backup."
            ),
            file,
            json_problem(exc),
        ) from exc
    if not isinstance(data, dict):
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is not a Voice Studio project (no JSON object at the top)."
            ),
            file,
        )
    if data.get("format", FORMAT_NAME) != FORMAT_NAME:
        raise ProjectError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is not a Voice Studio project (format {1!r})."),
            file,
            data.get("format"),
        )
    return migrate(data)


__all__ = [
    "FORMAT_NAME",
    "document_from_json",
    "document_to_json",
    "export_from_json",
    "export_to_json",
    "parse_project_json",
    "read_project_bytes",
    "read_project_json",
    "voices_from_json",
]
