"""What the word check of each take says, kept with the take (GUI thread).

The render service hears every take while checks are on (``studio.render.checks``)
and yields a ``LineChecked`` after the take's ``LineDone``. Here the check is
put on the take the ``LineDone`` made (``SetTakeCheck``, outside the undo
stack like the take itself); a retake the check asked for is expected as one
more job of the line (``expect``); and when a line's retakes end, the take
that says the text best is chosen (``choose``: the same ranking as best of N).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Protocol

from PySide6.QtCore import QObject

from studio.core.commands import Command, SetTakeCheck
from studio.render.checks import LineChecked, attempt_of, first_key, retake_seed
from studio.render.jobs import Job
from studio.ui.session.jobs import line_id_of


class CheckHost(Protocol):
    def apply_derived(self, command: Command) -> None: ...

    def mark_unsaved(self) -> None: ...


class LineChecks(QObject):
    """Takes waiting to be heard, by job key, in the order they were rendered."""

    def __init__(
        self,
        host: CheckHost,
        expect: Callable[[Job], None],
        choose: Callable[[str, Sequence[str]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._expect = expect
        self._choose = choose
        self.enabled = False
        self._unheard: dict[Hashable, deque[tuple[Job, str]]] = {}
        # The takes of a line whose first take asked for retakes, by its first key.
        self._chains: dict[Hashable, list[str]] = {}

    @property
    def pending(self) -> bool:
        """Takes rendered and not heard yet (their line may still be retaken)."""
        return bool(self._unheard)

    def set_enabled(self, enabled: bool) -> None:
        """Checks on or off; turned off, takes waiting to be heard are forgotten."""
        self.enabled = enabled
        if not enabled:
            self.clear()

    def clear(self) -> None:
        self._unheard.clear()
        self._chains.clear()

    def on_take(self, key: Hashable, job: Job, take_id: str) -> None:
        """A job made a take that is being heard: its check comes later."""
        self._unheard.setdefault(key, deque()).append((job, take_id))

    def on_checked(self, key: Hashable, checked: LineChecked) -> None:
        waiting = self._unheard.get(key)
        if not waiting:
            return  # checks were turned off meanwhile, or another document is open
        job, take_id = waiting.popleft()
        if not waiting:
            del self._unheard[key]
        if checked.check is not None:
            try:
                self._host.apply_derived(SetTakeCheck(line_id_of(job), take_id, checked.check))
            except KeyError:
                pass  # the line or take was deleted meanwhile
            else:
                self._host.mark_unsaved()
        chain = self._chains.setdefault(first_key(key), [])
        chain.append(take_id)
        if checked.retake is not None and not checked.cancelled:
            attempt = attempt_of(checked.retake)
            seed = retake_seed(job.params.seed, attempt)
            self._expect(replace(job, key=checked.retake, params=replace(job.params, seed=seed)))
        else:
            takes = self._chains.pop(first_key(key))
            if len(takes) > 1:
                self._choose(line_id_of(job), takes)


__all__ = ["LineChecks"]
