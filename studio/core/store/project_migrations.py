"""Migrations of project.json between schema versions.

A project saved by an older Voice Studio is brought up to ``SCHEMA_VERSION``
one version at a time before it is parsed; one saved by a newer version is
refused with a sentence saying so.
"""

from __future__ import annotations

from collections.abc import Callable

from studio.core.json_codec import JsonObject, ProjectError, bad
from studio.errors import QT_TRANSLATE_NOOP

# 2: the undo history is kept in the project ("history").
# 3: text preparation ("text": dictionary, normalisation, language), chapter
#    markers on lines, and the spoken text of each take.
# 4: a voice carries non-destructive edits of its recording ("edits"); an
#    older Voice Studio would ignore them and render from the unedited audio.
SCHEMA_VERSION = 4


def _migrate_v0(data: JsonObject) -> JsonObject:
    """v0 (the first prototype): seed/temperature on the line itself, one
    project-wide ``gap``, no lock, no export settings. Malformed pieces are left
    for the parser to name."""
    out = {k: v for k, v in data.items() if k not in ("version", "gap")}
    defaults: JsonObject = {"seed": None, "temperature": None, "gap_after": data.get("gap", 0.3)}
    out["defaults"] = defaults
    lines: list[object] = []
    for line in data.get("lines", []):
        if isinstance(line, dict):
            line = dict(line)
            line["params"] = {
                "seed": line.pop("seed", None),
                "temperature": line.pop("temperature", None),
            }
            line.setdefault("locked", False)
        lines.append(line)
    out["lines"] = lines
    out["schema_version"] = 1
    return out


def _migrate_v1(data: JsonObject) -> JsonObject:
    """v1 kept no undo history: the project opens with an empty one."""
    return {**data, "history": None, "schema_version": 2}


def _migrate_v2(data: JsonObject) -> JsonObject:
    """v2 had no text preparation: its takes were rendered from the text as
    written, so the project keeps normalisation off and goes on speaking (and
    matching its takes) exactly as before; the user can switch it on."""
    text = {"normalize": False, "language": "en", "pronunciation": []}
    return {**data, "text": text, "schema_version": 3}


def _migrate_v3(data: JsonObject) -> JsonObject:
    """v3 voices had no edits: each opens with none (its recording as it is)."""
    return {**data, "schema_version": 4}


# Each step takes a project at version N and returns it at N + 1.
MIGRATIONS: dict[int, Callable[[JsonObject], JsonObject]] = {
    0: _migrate_v0,
    1: _migrate_v1,
    2: _migrate_v2,
    3: _migrate_v3,
}


def schema_version_of(data: JsonObject) -> int:
    version = data.get("schema_version", data.get("version", 0))
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise bad(
            "schema_version", QT_TRANSLATE_NOOP("StudioError", "must be a whole number"), version
        )
    return version


def migrate(data: JsonObject) -> JsonObject:
    """Bring an older project up to ``SCHEMA_VERSION``; refuse a newer one."""
    version = schema_version_of(data)
    if version > SCHEMA_VERSION:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "This project was saved by a newer Voice Studio (project format {0}; this "
                "version reads up to {1}); update Voice Studio to open it.",
            ),
            version,
            SCHEMA_VERSION,
        )
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "migrate", "schema_version_of"]
