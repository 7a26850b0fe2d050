"""The undo history as data, so a project can keep it across closing the app.

A ``History`` holds what an undo stack holds: the steps that are done (each
with the command that redoes it and the inverse that undoes it), the steps
that were undone and can be redone, and where the last save was. The
inverses are stored rather than recomputed because they cannot be: the
document in the file is the state *after* the done steps, and only each
step's inverse knows what came before it.

Every command type in ``commands.py`` (including ``Macro`` and the private
inverses) has explicit JSON under a stable ``type`` name that does not depend
on Python class names. A history that cannot be read (an unknown type from a
newer version, a hand edit, a mismatch with the script) is dropped with a
warning; it never stops the project from opening.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from studio.core import commands as c
from studio.core.commands import Command
from studio.core.document import Document, Line, Take, VoiceEntry
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

HISTORY_FORMAT = 1
# Enough to undo a long session; each step is a few hundred bytes of JSON
# (more for steps that snapshot a line with its takes), so project.json stays
# well under a few MB.
MAX_STEPS = 500


class HistoryError(ProjectError):
    """A stored undo history that cannot be used (the script itself is fine)."""


@dataclass(frozen=True)
class HistoryStep:
    """One undo step. ``inverse`` is None on the redo list: it is derived again on redo."""

    label: str
    command: Command
    inverse: Command | None = None


@dataclass(frozen=True)
class History:
    """Undo and redo lists of one document, and the index of its saved state.

    ``undo`` is oldest first; ``redo`` is next-to-redo first, so the whole
    stack is ``undo + redo`` and the current index is ``len(undo)``.
    ``clean_index`` is the stack index of the last saved state, or None when
    that state is no longer on the stack.
    """

    undo: tuple[HistoryStep, ...] = ()
    redo: tuple[HistoryStep, ...] = ()
    clean_index: int | None = None

    def __post_init__(self) -> None:
        if any(step.inverse is None for step in self.undo):
            raise ValueError("every done step needs its inverse")

    @property
    def index(self) -> int:
        return len(self.undo)

    def capped(self, max_steps: int = MAX_STEPS) -> History:
        """At most ``max_steps`` steps: the newest done steps first, then the nearest redo."""
        undo = self.undo[max(0, len(self.undo) - max_steps) :]
        redo = self.redo[: max(0, max_steps - len(undo))]
        dropped = len(self.undo) - len(undo)
        clean = None if self.clean_index is None else self.clean_index - dropped
        if clean is not None and not 0 <= clean <= len(undo) + len(redo):
            clean = None
        return History(undo, redo, clean)

    def commands(self) -> Iterator[Command]:
        """Every command stored, done and undone, inverses included."""
        for step in self.undo + self.redo:
            yield step.command
            if step.inverse is not None:
                yield step.inverse

    def takes(self) -> list[Take]:
        """Takes the history can bring back: their audio must be kept with the project."""
        found: dict[str, Take] = {}
        for command in self.commands():
            for take in _takes_in(command):
                found.setdefault(take.id, take)
        return list(found.values())


def _takes_in(command: Command) -> Iterator[Take]:
    if isinstance(command, c.AddTake | c.RestoreTake):
        yield command.take
    elif isinstance(command, c.InsertLines):
        for line in command.lines:
            yield from line.takes
    elif isinstance(command, LegacyRestoreLine):
        yield from command.line.takes
    elif isinstance(command, c.Macro):
        for inner in command.commands:
            yield from _takes_in(inner)


@dataclass(frozen=True)
class LegacyRestoreLine:
    """How older projects stored the undo of a take edit: the whole line as it was.

    Applying it would also drop takes rendered since, so a stored history is
    rewritten into take-by-take commands when it is read (``upgrade_steps``);
    this type only lives between reading the JSON and that rewrite.
    """

    line: Line
    label: str

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line.id)
        old = doc.lines[i]
        doc.lines[i] = self.line
        return LegacyRestoreLine(old, self.label)


def take_edits(
    before: Line, after: Line, label: str, keep: frozenset[str] = frozenset()
) -> Command:
    """Take-by-take commands that turn ``before``'s takes into ``after``'s,
    leaving the takes in ``keep`` (renders) where they are.

    Raises ValueError when the two differ in anything but their takes and the
    chosen take (that is not a take edit).
    """
    if replace(before, takes=(), active_take=None) != replace(after, takes=(), active_take=None):
        raise ValueError(f"line {before.id} changed in more than its takes")
    kept = {take.id for take in after.takes} | keep
    steps: list[Command] = [
        c.DeleteTake(before.id, take.id, label) for take in before.takes if take.id not in kept
    ]
    had = {take.id for take in before.takes}
    steps += [
        c.RestoreTake(before.id, take, index, False, label)
        for index, take in enumerate(after.takes)
        if take.id not in had
    ]
    steps.append(c.SelectTake(before.id, after.active_take, label))
    return c.Macro(tuple(steps), label)


def _has_legacy(command: Command) -> bool:
    if isinstance(command, LegacyRestoreLine):
        return True
    return isinstance(command, c.Macro) and any(_has_legacy(x) for x in command.commands)


def _upgrade(command: Command, doc: Document, keep: frozenset[str]) -> Command:
    """``command`` with whole-line restores replaced by take edits, valid at ``doc``
    (which it is applied to, as the original would be)."""
    if isinstance(command, c.Macro):
        inner = tuple(_upgrade(x, doc, keep) for x in command.commands)
        return c.Macro(inner, command.label)
    if isinstance(command, LegacyRestoreLine):
        i = doc.index_of(command.line.id)
        edit = take_edits(doc.lines[i], command.line, command.label, keep)
        edit.apply(doc)
        return edit
    command.apply(doc)
    return command


def upgrade_steps(
    doc: Document, history: History, renders: frozenset[str] = frozenset()
) -> History:
    """Rewrite the whole-line restores of an older history into take edits.

    ``renders`` are the ids of takes that renders added outside the history
    (older files list them as "protected_takes"): no rewritten step removes
    them. Replays the history on a copy of ``doc`` (the state after the done
    steps): back through the done steps, then forward through them and the
    redo list, so each rewritten command is derived from the very state it
    applies to. Raises ValueError or KeyError when the history does not fit.
    """
    if not any(_has_legacy(command) for command in history.commands()):
        return history
    copy = replace(doc, voices=list(doc.voices), lines=list(doc.lines))
    inverses: list[Command] = []
    for step in reversed(history.undo):
        assert step.inverse is not None
        inverses.append(_upgrade(step.inverse, copy, renders))
    inverses.reverse()
    undo: list[HistoryStep] = []
    for step, inverse in zip(history.undo, inverses, strict=True):
        undo.append(HistoryStep(step.label, _upgrade(step.command, copy, renders), inverse))
    redo = [HistoryStep(s.label, _upgrade(s.command, copy, renders)) for s in history.redo]
    return History(tuple(undo), tuple(redo), history.clean_index)


def rendered_takes_of_legacy(obj: object) -> frozenset[str]:
    """The take ids an older file listed as added by renders ("protected_takes")."""
    if not isinstance(obj, dict):
        return frozenset()
    items = obj.get("protected_takes")
    if not isinstance(items, list):
        return frozenset()
    return frozenset(
        item["take"]
        for item in items
        if isinstance(item, dict) and isinstance(item.get("take"), str)
    )


def check_history(doc: Document, history: History) -> None:
    """Raise HistoryError unless every step applies to ``doc`` as stored.

    Undoes all done steps on a copy, then redoes the whole stack: a history
    saved with a different script (a hand edit, a bug) is found here at open,
    not as a crash at the user's fifth Ctrl+Z.
    """
    copy = replace(doc, voices=list(doc.voices), lines=list(doc.lines))
    try:
        redone: list[Command] = []
        for step in reversed(history.undo):
            assert step.inverse is not None
            redone.append(step.inverse.apply(copy))
        for command in [*reversed(redone), *(step.command for step in history.redo)]:
            command.apply(copy)
    except (KeyError, IndexError, ValueError) as exc:
        raise HistoryError(
            f"The undo history does not match the script ({type(exc).__name__}: {exc})."
        ) from exc


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
    raise HistoryError(f"The edit {type(command).__name__} cannot be stored in a project.")


# ---------------------------------------------------------------- from JSON


def history_from_json(obj: object) -> History:
    """Parse the ``history`` field of project.json (a HistoryError names what is wrong)."""
    try:
        r = Reader(obj, "history")
        version = r.integer("format", HISTORY_FORMAT)
        if version > HISTORY_FORMAT:
            raise HistoryError(
                f"The undo history was saved by a newer Voice Studio (history format {version})."
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
        raise HistoryError(str(exc)) from exc
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
            f"The undo history holds an edit of an unknown kind ({kind!r}, at {r.where}); "
            "it was probably saved by a newer Voice Studio."
        )
    return codec[2](r)


def _strings(r: Reader, key: str) -> tuple[str, ...]:
    values = r.items(key)
    if not all(isinstance(v, str) for v in values):
        raise bad(f"{r.where}.{key}", "must be a list of text", values)
    return tuple(values)


def _ints(r: Reader, key: str) -> tuple[int, ...]:
    values = r.items(key)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise bad(f"{r.where}.{key}", "must be a list of whole numbers", values)
    return tuple(values)


def _bools(r: Reader, key: str) -> tuple[bool, ...]:
    values = r.items(key)
    if not all(isinstance(v, bool) for v in values):
        raise bad(f"{r.where}.{key}", "must be a list of true/false", values)
    return tuple(values)


def _children(r: Reader, key: str) -> list[Reader]:
    return [Reader(item, f"{r.where}.{key}[{i}]") for i, item in enumerate(r.items(key))]


def _same_length(r: Reader, *sizes: int) -> None:
    if len(set(sizes)) > 1:
        raise HistoryError(f"project.json: {r.where} has lists of different lengths.")


def _set_chapter(r: Reader) -> c.SetChapter:
    ids = _strings(r, "line_ids")
    titles = r.items("titles")
    if not all(t is None or isinstance(t, str) for t in titles):
        raise bad(f"{r.where}.titles", "must be a list of text or null", titles)
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
    "MAX_STEPS",
    "History",
    "HistoryError",
    "HistoryStep",
    "LegacyRestoreLine",
    "check_history",
    "rendered_takes_of_legacy",
    "take_edits",
    "upgrade_steps",
    "command_from_json",
    "command_to_json",
    "history_from_json",
    "history_to_json",
]
