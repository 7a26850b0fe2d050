"""Reading take audio from the project's files, off the GUI thread.

A 5,000-line book keeps its takes in the project folder, read when a line is
played or exported. A read takes milliseconds for a line and seconds for a
chapter, so it never happens on the GUI thread: ``read`` runs on a one-thread
pool of its own (reads come back in the order asked) and hands the samples
to a callback on the GUI thread. Audio already in memory (a take just
rendered, or read recently) is handed over at once by ``TakeAudioStore.peek``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import QObject

from studio.core.take_audio import TakeAudioStore
from studio.ui.kit.job_pool import JobPool

log = logging.getLogger(__name__)

Audio = dict[str, np.ndarray | None]


def _read_all(takes: TakeAudioStore, take_ids: Sequence[str]) -> Audio:
    """Each take's samples, or None when its file is gone (the take-audio thread)."""
    return {take_id: takes.get(take_id) for take_id in take_ids}


class TakeReader(QObject):
    """Reads takes of one store on a thread of its own (GUI-thread API)."""

    def __init__(self, takes: Callable[[], TakeAudioStore], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._takes = takes
        self._pool = JobPool("take-audio", 1, self)

    def read(self, take_ids: Sequence[str], done: Callable[[Audio], None]) -> None:
        """Read these takes; ``done`` gets them (GUI thread) once all are read."""
        self._pool.run(
            _read_all,
            self._takes(),
            list(take_ids),
            returned=done,
            errored=self._on_read_failed,
        )

    def wait(self) -> None:
        """Let reads in flight end (the window closes)."""
        self._pool.wait()

    def _on_read_failed(self, exc: Exception) -> None:
        log.error("reading take audio failed", exc_info=exc)


__all__ = ["TakeReader"]
