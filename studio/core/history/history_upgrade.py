"""Upgrades of undo histories stored by older versions.

Older projects stored the undo of a take edit as the whole line as it was
(``LegacyRestoreLine``, under the type ``restore_line``) and listed the
takes renders had added outside the history ("protected_takes"). Applying
such a step would also drop takes rendered since, so a stored history is
rewritten into take-by-take commands when it is read (``upgrade_steps``),
before anything applies it.
"""

from __future__ import annotations

from dataclasses import replace

from studio.core import commands as c
from studio.core.commands import Command
from studio.core.document import Document, Line
from studio.core.history.history import History, HistoryStep, LegacyRestoreLine


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


__all__ = ["rendered_takes_of_legacy", "take_edits", "upgrade_steps"]
