"""Best of N: render lines N times with new seeds, then pre-select the best take.

Each line is queued N times through the session's render path
(``render_takes``), so the takes arrive like any others. When all of a line's
takes are in (the renders' ``sig_line_complete``: every one settled, done,
failed or stopped, and, with the word check on, heard, retakes included), the
new take with the fewest word errors, then the fewest review flags (the
mildest on a tie) is chosen in one undoable step (``SelectTake``); the user
can still choose another take. A line with a fixed seed gets the chosen take's
seed in the same step, so the take matches the line and the line is not stale.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal, Slot

from studio.core.commands import Command, Macro, SelectTake, SetParams
from studio.ui.session.session import StudioSession

MAX_TAKES = 10


def new_seeds(count: int) -> list[int]:
    """``count`` different random seeds."""
    seeds: list[int] = []
    while len(seeds) < count:
        seed = secrets.randbelow(2**31)
        if seed not in seeds:
            seeds.append(seed)
    return seeds


@dataclass(frozen=True)
class _Run:
    before: frozenset[str]  # the line's takes before the run
    seeds: tuple[int, ...]


class BestOfRenders(QObject):
    """Runs best-of-N renders; one run per line at a time."""

    sig_finished = Signal(dict)  # line id -> chosen take id, for every line of the last start

    def __init__(self, session: StudioSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._runs: dict[str, _Run] = {}
        self._chosen: dict[str, str] = {}
        session.renders.sig_line_complete.connect(self._on_renders_line_complete)
        session.sig_document_replaced.connect(self._on_session_document_replaced)

    @property
    def running(self) -> list[str]:
        """Lines whose takes are still rendering."""
        return list(self._runs)

    def start(
        self, line_ids: Sequence[str], count: int, seeds: Sequence[Sequence[int]] | None = None
    ) -> int:
        """Render each line ``count`` times (``seeds``: each line's seeds; default new ones).

        Returns how many lines were queued; lines already in a run are skipped.
        """
        session = self._session
        queued = 0
        for n, line_id in enumerate(line_ids):
            if line_id in self._runs:
                continue
            line = session.document.line(line_id)
            line_seeds = tuple(seeds[n]) if seeds is not None else tuple(new_seeds(count))
            run = _Run(frozenset(t.id for t in line.takes), line_seeds)
            self._runs[line_id] = run
            if session.renders.render_takes(line_id, line_seeds) == 0:
                del self._runs[line_id]
                continue
            queued += 1
        return queued

    def _choose(self, line_id: str, run: _Run) -> None:
        session = self._session
        try:
            line = session.document.line(line_id)
        except KeyError:
            return  # deleted while rendering
        new = [t for t in line.takes if t.id not in run.before and t.seed in run.seeds]
        if not new:
            return
        best = session.reviews.best_of(line, new)
        steps: list[Command] = []
        fixed = session.document.effective_params(line).seed
        if fixed is not None and fixed != best.seed:
            steps.append(SetParams((line.id,), (replace(line.params, seed=best.seed),)))
        if line.active_take != best.id or steps:
            steps.append(SelectTake(line.id, best.id))
        if steps:
            session.edit(
                Macro(tuple(steps), self.tr("Choose the best of %n take(s)", "", len(new)))
            )
        self._chosen[line_id] = best.id

    @Slot(str)
    def _on_renders_line_complete(self, line_id: str) -> None:
        run = self._runs.pop(line_id, None)
        if run is None:
            return
        self._choose(line_id, run)
        if not self._runs:
            chosen, self._chosen = self._chosen, {}
            self.sig_finished.emit(chosen)

    @Slot()
    def _on_session_document_replaced(self) -> None:
        self._runs.clear()
        self._chosen.clear()


__all__ = ["MAX_TAKES", "BestOfRenders", "new_seeds"]
