"""Functions run off the GUI thread on a pool of our own, their results on the GUI thread.

Each job is a ``PoolJob`` (``studio.ui.base.pool_jobs``); its signals object is
created on the GUI thread, so ``returned`` and ``errored`` (slots of GUI-thread
objects) run there. Jobs on a one-thread pool run in the order they were queued.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Slot

from studio.ui.base.pool_jobs import PoolJob

_live: weakref.WeakSet[JobPool] = weakref.WeakSet()


def busy_pools() -> list[JobPool]:
    """Pools with a job queued or running (tests assert there are none)."""
    found = []
    for pool in list(_live):
        try:
            if pool.busy:
                found.append(pool)
        except RuntimeError:  # its Qt object is already deleted
            continue
    return found


class JobPool(QObject):
    def __init__(self, name: str, threads: int = 1, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setObjectName(name)
        self._pool.setMaxThreadCount(threads)
        # Workers in flight, by their signals object (the sender of their signals).
        self._workers: dict[QObject, PoolJob] = {}
        _live.add(self)

    def run(
        self,
        func: Callable[..., Any],
        *args: Any,
        returned: Callable[[Any], None],
        errored: Callable[[Exception], None],
    ) -> None:
        """Run ``func(*args)`` on the pool; its result or error reaches the GUI thread."""
        worker = PoolJob(func, *args)
        worker.returned.connect(returned)
        worker.errored.connect(errored)
        worker.finished.connect(self._on_worker_finished)
        self._workers[worker.signals] = worker
        self._pool.start(worker)

    @property
    def busy(self) -> bool:
        return bool(self._workers) or self._pool.activeThreadCount() > 0

    def wait(self, timeout_ms: int = -1) -> bool:
        """Block until every queued job has run (closing the app, tests)."""
        return self._pool.waitForDone(timeout_ms)

    @Slot()
    def _on_worker_finished(self) -> None:
        self._workers.pop(self.sender(), None)


__all__ = ["JobPool", "busy_pools"]
