"""Model downloads and hub calls off the GUI thread, owned for the window's lifetime.

A download keeps going when the Models dialog closes; the dialog shows what
this object says. Each job is a ``PoolJob`` (``studio.ui.base.pool_jobs``) on this object's
own pool; progress comes from the downloading thread through a signal of
this GUI-thread object, so its receivers run on the GUI thread. Cancel is a
``threading.Event`` the download checks every few hundred kilobytes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from studio.errors import DownloadCancelled
from studio.models import DownloadProgress, ModelEntry, download_model
from studio.models.asr_install import download_asr
from studio.ui.base.i18n import error_text
from studio.ui.kit.job_pool import JobPool


class ModelJobs(QObject):
    sig_progress = Signal(str, object)  # model id, DownloadProgress
    sig_download_ended = Signal(str, str)  # model id, "" when it worked, else a sentence
    sig_download_cancelled = Signal(str)  # model id (what arrived is kept)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = JobPool("model-jobs", 2, self)
        self._cancels: dict[str, threading.Event] = {}
        self.last_progress: dict[str, DownloadProgress] = {}

    # --- downloads -----------------------------------------------------

    def downloading(self, model_id: str) -> bool:
        return model_id in self._cancels

    def download(self, entry: ModelEntry) -> None:
        """Fetch the model's weights (resuming a kept part); returns at once."""
        if entry.id in self._cancels:
            return
        cancel = threading.Event()
        self._cancels[entry.id] = cancel
        self.last_progress.pop(entry.id, None)
        self._pool.run(
            _download, entry, self._report, cancel,
            returned=self._on_download_returned, errored=self._on_download_errored,
        )  # fmt: skip

    def cancel(self, model_id: str) -> None:
        cancel = self._cancels.get(model_id)
        if cancel is not None:
            cancel.set()

    def _report(self, progress: DownloadProgress) -> None:
        """Called on the downloading thread; the signal is delivered on the GUI thread."""
        self.sig_progress.emit(progress.model_id, progress)

    # --- any other call that must not block the GUI (token, hub probe) --

    def run(
        self,
        func: Callable[..., Any],
        *args: Any,
        returned: Callable[[Any], None],
        errored: Callable[[Exception], None],
    ) -> None:
        self._pool.run(func, *args, returned=returned, errored=errored)

    @property
    def busy(self) -> bool:
        return self._pool.busy

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """Cancel every download and wait for the jobs (closing the window)."""
        for cancel in self._cancels.values():
            cancel.set()
        return self._pool.wait(timeout_ms)

    # --- slots (GUI thread) ---------------------------------------------

    @Slot(object)
    def _on_download_returned(self, result: tuple[str, Path]) -> None:
        model_id, _ = result
        self._cancels.pop(model_id, None)
        self.sig_download_ended.emit(model_id, "")

    @Slot(object)
    def _on_download_errored(self, exc: Exception) -> None:
        model_id = getattr(exc, "model_id", "")
        self._cancels.pop(model_id, None)
        cause = exc.__cause__ if isinstance(exc, _DownloadFailed) else exc
        if isinstance(cause, DownloadCancelled):
            self.sig_download_cancelled.emit(model_id)
            return
        self.sig_download_ended.emit(model_id, error_text(cause or exc))


class _DownloadFailed(Exception):
    """Carries the model id of a failed download to the GUI thread."""

    def __init__(self, model_id: str) -> None:
        super().__init__(model_id)
        self.model_id = model_id


def _download(
    entry: ModelEntry,
    progress: Callable[[DownloadProgress], None],
    cancel: threading.Event,
) -> tuple[str, Path]:
    """The download itself (a pool thread); a speech recognizer's asks the hub for its
    file list first (``download_asr``)."""
    try:
        if entry.id.startswith("asr:"):
            return entry.id, download_asr(entry.model_spec, progress=progress, cancel=cancel)
        return entry.id, download_model(entry, progress=progress, cancel=cancel)
    except BaseException as exc:
        raise _DownloadFailed(entry.id) from exc


__all__ = ["ModelJobs"]
