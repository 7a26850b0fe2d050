"""One thread for everything that reads or writes project files, in order.

Saves, opens and autosaves run here, never on the GUI thread: a save never runs
beside another (a second save waits for the first, it is not lost), and the
window keeps painting while a large project is written. Each job is a superqt
``FunctionWorker``; its signals object is created on the GUI thread, so the
slots connected to it run there.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Slot
from superqt.utils import FunctionWorker

_live: weakref.WeakSet[FileJobs] = weakref.WeakSet()


def busy_file_jobs() -> list[FileJobs]:
    """FileJobs with a job queued or running (tests assert there are none)."""
    found = []
    for jobs in list(_live):
        try:
            if jobs.busy or jobs._pool.activeThreadCount():
                found.append(jobs)
        except RuntimeError:  # its Qt object is already deleted
            continue
    return found


class FileJobs(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _live.add(self)
        self._pool = QThreadPool(self)
        self._pool.setObjectName("project-files")
        self._pool.setMaxThreadCount(1)
        # Workers in flight, by their signals object (the sender of their signals).
        self._workers: dict[QObject, FunctionWorker[Any]] = {}

    def run(
        self,
        func: Callable[..., Any],
        *args: Any,
        returned: Callable[[Any], None],
        errored: Callable[[Exception], None],
    ) -> None:
        """Run ``func(*args)`` after the jobs queued before it.

        ``returned`` and ``errored`` must be slots of objects living in the
        GUI thread (bound methods of QObjects): they are called there.
        """
        worker: FunctionWorker[Any] = FunctionWorker(func, *args)
        worker.setAutoDelete(False)
        worker.returned.connect(returned)
        worker.errored.connect(errored)
        worker.finished.connect(self._on_worker_finished)  # type: ignore[arg-type]
        self._workers[worker.signals] = worker
        self._pool.start(worker)

    @property
    def busy(self) -> bool:
        return bool(self._workers)

    def wait(self, timeout_ms: int = -1) -> bool:
        """Block until every queued job has run (closing the app, tests)."""
        return self._pool.waitForDone(timeout_ms)

    @Slot()
    def _on_worker_finished(self) -> None:
        self._workers.pop(self.sender(), None)


__all__ = ["FileJobs"]
