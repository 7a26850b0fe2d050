"""Clone checks of the session's voices: the test sentence, rendered once per voice version.

``check(name)`` answers at once with the check already rendered for the
voice as it is now (same prompt key and settings, the rule a line's take
follows), else asks the worker to render it. A voice edit gives the voice a
new key, so its next check renders again; undoing the edit makes the earlier
check match again. The checks live for the session and are not saved with
the project (they are not part of the script). GUI thread only.
"""

from __future__ import annotations

import itertools
import secrets
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QObject, Signal, Slot

from studio.core.document import Document, LineParams, Take
from studio.core.review.clone_check import CloneChecks
from studio.engines.info import EngineInfo, GenerationParams
from studio.render import take_of
from studio.ui.session.jobs import CloneCheck, CloneCheckDone, CloneCheckFailed, Request


@dataclass(frozen=True, eq=False)
class CloneCheckResult:
    """A clone check to play: its take, its audio, and whether it was rendered just now."""

    take: Take
    audio: np.ndarray
    reused: bool

    @property
    def sample_rate(self) -> int:
        return self.take.sample_rate


def generation_params(params: LineParams) -> GenerationParams:
    """What the engine gets for effective settings (a seed of None: a new one each take)."""
    seed = params.seed if params.seed is not None else secrets.randbelow(2**31)
    return GenerationParams(
        seed=seed, temperature=params.temperature, cfg=params.cfg, steps=params.steps
    )


class CloneCheckRunner(QObject):
    sig_started = Signal(str)  # voice name: its check is rendering
    sig_ready = Signal(str, object)  # voice name, CloneCheckResult
    sig_failed = Signal(str, str)  # voice name, message ("" when stopped)

    def __init__(
        self,
        document: Callable[[], Document],
        submit: Callable[[Request], None],
        engine_info: Callable[[], EngineInfo | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._submit = submit
        self._engine_info = engine_info
        self._checks = CloneChecks()
        # Checks sent and not answered yet: voice name -> request id.
        self._running: dict[str, int] = {}
        self._ids = itertools.count(1)

    def running(self, name: str) -> bool:
        return name in self._running

    @property
    def running_any(self) -> bool:
        return bool(self._running)

    def matching(self, name: str) -> CloneCheckResult | None:
        """The check already rendered for the voice as it is now, if any."""
        entry = self._document().voice(name)
        if entry is None:
            return None
        found = self._checks.matching(entry, self._document().defaults)
        return None if found is None else CloneCheckResult(found[0], found[1], reused=True)

    def check(self, name: str) -> None:
        """Play-ready check of a project voice: reused when it matches, else rendered."""
        if self._document().voice(name) is None or name in self._running:
            return
        found = self.matching(name)
        if found is not None:
            self.sig_ready.emit(name, found)
            return
        request_id = next(self._ids)
        self._running[name] = request_id
        params = generation_params(self._document().defaults)
        self._submit(CloneCheck(name, params, request_id))
        self.sig_started.emit(name)

    def reset(self) -> None:
        """A new document: forget every check and every answer still to come."""
        self._checks = CloneChecks()
        self._running.clear()

    @Slot(object)
    def on_reply(self, reply: CloneCheckDone | CloneCheckFailed) -> None:
        if self._running.get(reply.name) != reply.request_id:
            return  # for a document that was replaced since
        del self._running[reply.name]
        if isinstance(reply, CloneCheckFailed):
            self.sig_failed.emit(reply.name, "" if reply.cancelled else reply.message)
            return
        info = self._engine_info()
        assert info is not None  # a check renders only once the engine is loaded
        take = take_of(reply.done, info)
        self._checks.put(take, reply.done.audio)
        self.sig_ready.emit(reply.name, CloneCheckResult(take, reply.done.audio, reused=False))


__all__ = ["CloneCheckResult", "CloneCheckRunner", "generation_params"]
