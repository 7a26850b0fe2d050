"""One export, run on a small thread pool away from the GUI thread.

The job works on a snapshot of the document and of the take audio it needs,
taken on the GUI thread when the export starts, so edits or renders made while
it runs can neither race with it nor change what it writes. Progress and the
outcome are emitted by a QObject that lives in the GUI thread: its signals are
delivered to GUI-thread slots as queued calls. Cancel is a ``threading.Event``
the core checks between lines, never a queued signal (it would arrive after
the job).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from studio.core.document import Document, TakeAudioStore
from studio.core.export import (
    ExportCancelled,
    ExportRequest,
    ExportResult,
    export_project,
)
from studio.errors import StudioError

log = logging.getLogger(__name__)

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
    """What the passes of one export wrote (a second pass writes stems of other lines)."""

    results: tuple[ExportResult, ...]

    @property
    def files(self) -> tuple[str, ...]:
        return tuple(str(path) for result in self.results for path in result.files)


class ExportSignals(QObject):
    """Created on the GUI thread; emitted from the pool thread."""

    sig_progress = Signal(float, str)  # fraction 0-1 of the whole export, message
    sig_finished = Signal(object)  # ExportOutcome
    sig_failed = Signal(str, object)  # one-line message, results of passes already written
    sig_cancelled = Signal(object)  # results of passes already written


class ExportJob(QRunnable):
    """Runs one or two ``export_project`` passes with the same snapshot."""

    def __init__(
        self,
        doc: Document,
        takes: TakeAudioStore,
        requests: Sequence[ExportRequest],
        cancel: threading.Event,
    ) -> None:
        super().__init__()
        # The pool must not delete the runnable under Python's feet.
        self.setAutoDelete(False)
        self.signals = ExportSignals()
        self._doc = doc
        self._takes = takes
        self._requests = tuple(requests)
        self._cancel = cancel
        self._done = threading.Event()

    def wait(self, timeout_s: float | None = None) -> bool:
        """Block until ``run`` has returned (tests and shutdown only)."""
        return self._done.wait(timeout_s)

    def run(self) -> None:
        """Write every pass (pool thread)."""
        results: list[ExportResult] = []
        count = len(self._requests)
        try:
            for n, request in enumerate(self._requests):

                def progress(fraction: float, message: str, n: int = n) -> None:
                    self.signals.sig_progress.emit((n + fraction) / count, message)

                results.append(
                    export_project(self._doc, self._takes, request, progress, self._cancel)
                )
        except ExportCancelled:
            self.signals.sig_cancelled.emit(tuple(results))
        except StudioError as exc:
            self.signals.sig_failed.emit(str(exc), tuple(results))
        except Exception as exc:  # noqa: BLE001 - a bug must reach the user, not kill the pool
            log.exception("export failed")
            message = f"The export failed unexpectedly ({type(exc).__name__}: {exc})."
            self.signals.sig_failed.emit(message, tuple(results))
        else:
            self.signals.sig_finished.emit(ExportOutcome(tuple(results)))
        finally:
            self._done.set()


__all__ = ["ExportJob", "ExportOutcome", "ExportSignals", "export_pool"]
