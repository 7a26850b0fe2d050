"""The undo history's JSON: the ``history`` field of project.json.

Every command type in ``commands.py`` (including ``Macro`` and the private
inverses) and ``cast_edits.SetCast`` has explicit JSON under a stable
``type`` name that does not depend on Python class names. A history that
cannot be read (an unknown type from a newer version, a hand edit) raises
HistoryError naming what is wrong; the project opens without it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from studio.core import commands as c
from studio.core.commands import Command
from studio.core.document import VoiceEntry
from studio.core.history.cast_edits import SetCast
from studio.core.history.cast_json import cast_from_json, cast_to_json
from studio.core.history.history import History, HistoryError, HistoryStep, LegacyRestoreLine
from studio.core.json_codec import (
    JsonObject,
    ProjectError,
    Reader,
    bad,
    edits_from_json,
    edits_to_json,
    line_from_json,
    line_to_json,
    params_from_json,
    params_to_json,
    pronunciation_from_json,
    pronunciation_to_json,
    take_from_json,
    take_to_json,
    voice_entry_from_json,
    voice_entry_to_json,
)
from studio.core.words.check import WordCheck
from studio.errors import QT_TRANSLATE_NOOP

HISTORY_FORMAT = 1


# ---------------------------------------------------------------- to JSON


def history_to_json(history: History) -> JsonObject:
    def step_to_json(step: HistoryStep) -> JsonObject:
        out: JsonObject = {"label": step.label, "command": command_to_json(step.command)}
        if step.inverse is not None:
            out["inverse"] = command_to_json(step.inverse)
        return out

    return {
        "format": HISTORY_FORMAT,
        "clean_index": history.clean_index,
        "undo": [step_to_json(step) for step in history.undo],
        "redo": [step_to_json(step) for step in history.redo],
    }


def command_to_json(command: Command) -> JsonObject:
    """``{"type": ..., fields...}`` for any command in ``commands.py``."""
    for kind, (cls, to_json, _) in _CODECS.items():
        if type(command) is cls:
            return {"type": kind, **to_json(command)}
    raise HistoryError(
        QT_TRANSLATE_NOOP("StudioError", "The edit {0} cannot be stored in a project."),
        type(command).__name__,
    )


# ---------------------------------------------------------------- from JSON


def history_from_json(obj: object) -> History:
    """Parse the ``history`` field of project.json (a HistoryError names what is wrong)."""
    try:
        r = Reader(obj, "history")
        version = r.integer("format", HISTORY_FORMAT)
        if version > HISTORY_FORMAT:
            raise HistoryError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The undo history was saved by a newer Voice Studio (history format {0}).",
                ),
                version,
            )
        undo = tuple(
            _step_from_json(Reader(item, f"history.undo[{i}]"), done=True)
            for i, item in enumerate(r.items("undo"))
        )
        redo = tuple(
            _step_from_json(Reader(item, f"history.redo[{i}]"), done=False)
            for i, item in enumerate(r.items("redo"))
        )
        clean = r.opt_integer("clean_index")
        if clean is not None and not 0 <= clean <= len(undo) + len(redo):
            clean = None
        # Older projects also stored "protected_takes": takes that whole-line
        # restores had to keep. Take-by-take edits need no such list.
    except HistoryError:
        raise
    except ProjectError as exc:
        raise HistoryError(exc.said) from exc
    return History(undo, redo, clean)


def _step_from_json(r: Reader, done: bool) -> HistoryStep:
    command = command_from_json(r.child("command"))
    # On the redo list the inverse is derived again when the step is redone.
    inverse = command_from_json(r.child("inverse")) if done else None
    return HistoryStep(r.text("label", command.label), command, inverse)


def command_from_json(r: Reader) -> Command:
    kind = r.text("type")
    codec = _CODECS.get(kind)
    if codec is None:
        raise HistoryError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The undo history holds an edit of an unknown kind ({0!r}, at {1}); "
                "it was probably saved by a newer Voice Studio.",
            ),
            kind,
            r.where,
        )
    return codec[2](r)


def _strings(r: Reader, key: str) -> tuple[str, ...]:
    values = r.items(key)
    if not all(isinstance(v, str) for v in values):
        raise bad(
            f"{r.where}.{key}", QT_TRANSLATE_NOOP("StudioError", "must be a list of text"), values
        )
    return tuple(values)


def _ints(r: Reader, key: str) -> tuple[int, ...]:
    values = r.items(key)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise bad(
            f"{r.where}.{key}",
            QT_TRANSLATE_NOOP("StudioError", "must be a list of whole numbers"),
            values,
        )
    return tuple(values)


def _bools(r: Reader, key: str) -> tuple[bool, ...]:
    values = r.items(key)
    if not all(isinstance(v, bool) for v in values):
        raise bad(
            f"{r.where}.{key}",
            QT_TRANSLATE_NOOP("StudioError", "must be a list of true/false"),
            values,
        )
    return tuple(values)


def _children(r: Reader, key: str) -> list[Reader]:
    return [Reader(item, f"{r.where}.{key}[{i}]") for i, item in enumerate(r.items(key))]


def _same_length(r: Reader, *sizes: int) -> None:
    if len(set(sizes)) > 1:
        raise HistoryError(
            QT_TRANSLATE_NOOP("StudioError", "project.json: {0} has lists of different lengths."),
            r.where,
        )


def _set_chapter(r: Reader) -> c.SetChapter:
    ids = _strings(r, "line_ids")
    titles = r.items("titles")
    if not all(t is None or isinstance(t, str) for t in titles):
        raise bad(
            f"{r.where}.titles",
            QT_TRANSLATE_NOOP("StudioError", "must be a list of text or null"),
            titles,
        )
    _same_length(r, len(ids), len(titles))
    return c.SetChapter(ids, tuple(titles), r.text("label"))


def _set_voice(r: Reader) -> c.SetVoice:
    ids, voices = _strings(r, "line_ids"), _strings(r, "voices")
    _same_length(r, len(ids), len(voices))
    return c.SetVoice(ids, voices, r.text("label"))


def _set_params(r: Reader) -> c.SetParams:
    ids = _strings(r, "line_ids")
    params = tuple(params_from_json(p) for p in _children(r, "params"))
    _same_length(r, len(ids), len(params))
    return c.SetParams(ids, params, r.text("label"))


def _set_locked(r: Reader) -> c.SetLocked:
    ids, locked = _strings(r, "line_ids"), _bools(r, "locked")
    _same_length(r, len(ids), len(locked))
    return c.SetLocked(ids, locked, r.text("label"))


def _insert_lines(r: Reader) -> c.InsertLines:
    positions = _ints(r, "positions")
    lines = tuple(line_from_json(line) for line in _children(r, "lines"))
    _same_length(r, len(positions), len(lines))
    return c.InsertLines(positions, lines, r.text("label"))


def _set_voice_entry(r: Reader) -> c.SetVoiceEntry:
    entry = None if r.obj.get("entry") is None else voice_entry_from_json(r.child("entry"))
    return c.SetVoiceEntry(r.text("name"), entry, r.text("label"))


def _opt_voice_entry(entry: VoiceEntry | None) -> JsonObject | None:
    return None if entry is None else voice_entry_to_json(entry)


# type name -> (class, fields to JSON, JSON to command). The names are part of
# the file format: never rename one; add new kinds under new names.
_CODECS: dict[str, tuple[type, Callable[[Any], JsonObject], Callable[[Reader], Command]]] = {
    "set_text": (
        c.SetText,
        lambda x: {"line_id": x.line_id, "text": x.text, "label": x.label},
        lambda r: c.SetText(r.text("line_id"), r.text("text"), r.text("label")),
    ),
    "set_voice": (
        c.SetVoice,
        lambda x: {"line_ids": list(x.line_ids), "voices": list(x.voices), "label": x.label},
        _set_voice,
    ),
    "set_params": (
        c.SetParams,
        lambda x: {
            "line_ids": list(x.line_ids),
            "params": [params_to_json(p) for p in x.params],
            "label": x.label,
        },
        _set_params,
    ),
    "set_defaults": (
        c.SetDefaults,
        lambda x: {"defaults": params_to_json(x.defaults), "label": x.label},
        lambda r: c.SetDefaults(params_from_json(r.child("defaults")), r.text("label")),
    ),
    "set_locked": (
        c.SetLocked,
        lambda x: {"line_ids": list(x.line_ids), "locked": list(x.locked), "label": x.label},
        _set_locked,
    ),
    "set_chapter": (
        c.SetChapter,
        lambda x: {"line_ids": list(x.line_ids), "titles": list(x.titles), "label": x.label},
        _set_chapter,
    ),
    "set_pronunciation": (
        c.SetPronunciation,
        lambda x: {"entries": pronunciation_to_json(x.dictionary), "label": x.label},
        lambda r: c.SetPronunciation(pronunciation_from_json(r, "entries"), r.text("label")),
    ),
    "set_text_options": (
        c.SetTextOptions,
        lambda x: {"normalize": x.normalize, "language": x.language, "label": x.label},
        lambda r: c.SetTextOptions(r.flag("normalize", True), r.text("language"), r.text("label")),
    ),
    "insert_lines": (
        c.InsertLines,
        lambda x: {
            "positions": list(x.positions),
            "lines": [line_to_json(line) for line in x.lines],
            "label": x.label,
        },
        _insert_lines,
    ),
    "remove_lines": (
        c.RemoveLines,
        lambda x: {"line_ids": list(x.line_ids), "label": x.label},
        lambda r: c.RemoveLines(_strings(r, "line_ids"), r.text("label")),
    ),
    "move_line": (
        c.MoveLine,
        lambda x: {"line_id": x.line_id, "to_index": x.to_index, "label": x.label},
        lambda r: c.MoveLine(r.text("line_id"), r.integer("to_index"), r.text("label")),
    ),
    "add_take": (
        c.AddTake,
        lambda x: {
            "line_id": x.line_id,
            "take": take_to_json(x.take),
            "make_active": x.make_active,
            "label": x.label,
        },
        lambda r: c.AddTake(
            r.text("line_id"),
            take_from_json(r.child("take")),
            r.flag("make_active", True),
            r.text("label"),
        ),
    ),
    "delete_take": (
        c.DeleteTake,
        lambda x: {
            "line_id": x.line_id,
            "take_id": x.take_id,
            "label": x.label,
            "choose_after": x.choose_after,
        },
        lambda r: c.DeleteTake(
            r.text("line_id"), r.text("take_id"), r.text("label"), r.opt_text("choose_after")
        ),
    ),
    "set_take_check": (
        c.SetTakeCheck,
        lambda x: {
            "line_id": x.line_id,
            "take_id": x.take_id,
            "check": None if x.check is None else x.check.to_json(),
            "label": x.label,
        },
        lambda r: c.SetTakeCheck(
            r.text("line_id"),
            r.text("take_id"),
            None
            if r.obj.get("check") is None
            else WordCheck.from_json(r.obj["check"], f"{r.where}.check"),
            r.text("label"),
        ),
    ),
    "select_take": (
        c.SelectTake,
        lambda x: {"line_id": x.line_id, "take_id": x.take_id, "label": x.label},
        lambda r: c.SelectTake(r.text("line_id"), r.opt_text("take_id"), r.text("label")),
    ),
    "restore_take": (
        c.RestoreTake,
        lambda x: {
            "line_id": x.line_id,
            "take": take_to_json(x.take),
            "index": x.index,
            "make_active": x.make_active,
            "label": x.label,
        },
        lambda r: c.RestoreTake(
            r.text("line_id"),
            take_from_json(r.child("take")),
            r.integer("index"),
            r.flag("make_active", False),
            r.text("label"),
        ),
    ),
    # Written by older versions only; rewritten by upgrade_steps when read.
    "restore_line": (
        LegacyRestoreLine,
        lambda x: {"line": line_to_json(x.line), "label": x.label},
        lambda r: LegacyRestoreLine(line_from_json(r.child("line")), r.text("label")),
    ),
    "set_engine_model": (
        c.SetEngineModel,
        lambda x: {"engine": x.engine, "model": x.model, "label": x.label},
        lambda r: c.SetEngineModel(r.text("engine"), r.text("model"), r.text("label")),
    ),
    "set_voice_entry": (
        c.SetVoiceEntry,
        lambda x: {"name": x.name, "entry": _opt_voice_entry(x.entry), "label": x.label},
        _set_voice_entry,
    ),
    "restore_voice": (
        c.RestoreVoice,
        lambda x: {
            "name": x.name,
            "entry": voice_entry_to_json(x.entry),
            "index": x.index,
            "label": x.label,
        },
        lambda r: c.RestoreVoice(
            r.text("name"),
            voice_entry_from_json(r.child("entry")),
            r.integer("index"),
            r.text("label"),
        ),
    ),
    "set_voice_edits": (
        c.SetVoiceEdits,
        lambda x: {
            "name": x.name,
            "edits": edits_to_json(x.edits),
            "prompt_key": x.prompt_key,
            "label": x.label,
        },
        lambda r: c.SetVoiceEdits(
            r.text("name"),
            edits_from_json(r.child("edits")),
            r.text("prompt_key"),
            r.text("label"),
        ),
    ),
    "set_cast": (
        SetCast,
        lambda x: {"cast": cast_to_json(x.cast), "label": x.label},
        lambda r: SetCast(cast_from_json(r.child("cast")), r.text("label")),
    ),
    "macro": (
        c.Macro,
        lambda x: {"commands": [command_to_json(inner) for inner in x.commands], "label": x.label},
        lambda r: c.Macro(
            tuple(command_from_json(inner) for inner in _children(r, "commands")),
            r.text("label"),
        ),
    ),
}

__all__ = [
    "HISTORY_FORMAT",
    "command_from_json",
    "command_to_json",
    "history_from_json",
    "history_to_json",
]
