"""The undo history as data, so a project can keep it across closing the app.

A ``History`` holds what an undo stack holds: the steps that are done (each
with the command that redoes it and the inverse that undoes it), the steps
that were undone and can be redone, and where the last save was. The
inverses are stored rather than recomputed because they cannot be: the
document in the file is the state *after* the done steps, and only each
step's inverse knows what came before it.

Its JSON is in ``history_json.py``, the rewrite of histories stored by older
versions in ``history_upgrade.py``. A history that cannot be used (it cannot
be read, or does not match the script: ``check_history``) is dropped with a
warning; it never stops the project from opening.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

from studio.core import commands as c
from studio.core.commands import Command
from studio.core.document import Document, Line, Take
from studio.core.json_codec import ProjectError
from studio.errors import QT_TRANSLATE_NOOP

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
    rewritten into take-by-take commands when it is read
    (``history_upgrade.upgrade_steps``); this type only lives between reading
    the JSON and that rewrite.
    """

    line: Line
    label: str

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line.id)
        old = doc.lines[i]
        doc.lines[i] = self.line
        return LegacyRestoreLine(old, self.label)


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
            QT_TRANSLATE_NOOP(
                "StudioError", "The undo history does not match the script ({0}: {1})."
            ),
            type(exc).__name__,
            str(exc),
        ) from exc


__all__ = [
    "MAX_STEPS",
    "History",
    "HistoryError",
    "HistoryStep",
    "LegacyRestoreLine",
    "check_history",
]
