"""One export, run on a one-thread pool away from the GUI thread.

The job works on a snapshot of the document and of the take audio it needs,
taken on the GUI thread when the export starts, so edits or renders made while
it runs can neither race with it nor change what it writes. It is a ``PoolJob``
(``studio.ui.base.pool_jobs``): its signals object is created on the GUI thread, so connected slots
run there; ``returned`` carries an ``ExportOutcome`` for every way the export
can end (written, refused with a sentence, cancelled), ``errored`` only a bug.
Cancel is a ``threading.Event`` the core checks between lines, never a queued
signal (it would arrive after the job).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QThreadPool, Signal

from studio.core.document import Document, TakeAudioStore
from studio.core.exports.export import ExportCancelled, ExportRequest, ExportResult, export_project
from studio.engines.credits import with_credit
from studio.errors import Said, StudioError
from studio.ui.base.i18n import error_text, said_text
from studio.ui.base.pool_jobs import JobSignals, PoolJob

_pool: QThreadPool | None = None


def export_pool() -> QThreadPool:
    """The pool exports run on: one thread, so two exports never write at once."""
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setObjectName("export-pool")
        _pool.setMaxThreadCount(1)
    return _pool


@dataclass(frozen=True)
class ExportOutcome:
    """What the passes of one export wrote (a second pass writes stems of other lines),
    and why it stopped early: ``error`` (a sentence) or ``cancelled``."""

    results: tuple[ExportResult, ...]
    error: str = ""
    cancelled: bool = False

    @property
    def files(self) -> tuple[str, ...]:
        return tuple(str(path) for result in self.results for path in result.files)


class ExportSignals(JobSignals):
    sig_progress = Signal(float, str)  # fraction 0-1 of the whole export, message


class ExportJob(PoolJob):
    """Runs one or two ``export_project`` passes with the same snapshot."""

    def __init__(
        self,
        doc: Document,
        takes: TakeAudioStore,
        requests: Sequence[ExportRequest],
        cancel: threading.Event,
    ) -> None:
        super().__init__(signals=ExportSignals())
        self._doc = doc
        self._takes = takes
        self._requests = tuple(requests)
        self._cancel = cancel
        self._done = threading.Event()

    @property
    def progress(self) -> ExportSignals:
        assert isinstance(self.signals, ExportSignals)
        return self.signals

    def wait(self, timeout_s: float | None = None) -> bool:
        """Block until the job has ended (tests and shutdown only)."""
        return self._done.wait(timeout_s)

    def work(self) -> ExportOutcome:
        """Write every pass (pool thread)."""
        results: list[ExportResult] = []
        count = len(self._requests)
        try:
            for n, request in enumerate(self._requests):

                def progress(fraction: float, message: Said, n: int = n) -> None:
                    self.progress.sig_progress.emit((n + fraction) / count, said_text(message))

                # The models' credit for the comment tags: read from every chosen line, so here.
                credited = with_credit(self._doc, request)
                results.append(
                    export_project(self._doc, self._takes, credited, progress, self._cancel)
                )
        except ExportCancelled:
            return ExportOutcome(tuple(results), cancelled=True)
        except StudioError as exc:
            return ExportOutcome(tuple(results), error=error_text(exc))
        finally:
            self._done.set()
        return ExportOutcome(tuple(results))


__all__ = ["ExportJob", "ExportOutcome", "ExportSignals", "export_pool"]
