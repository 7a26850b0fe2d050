"""Reference analysis away from the GUI thread: a one-thread pool of workers.

The VAD takes about half a second per 15 s of audio, and a loudness
normalisation measures the whole take, so both run here. One thread is
enough (the VAD model runs one call at a time anyway) and keeps the analyses
of a workbench in the order they were asked for. Results come back through
the workers' signals objects, created on the GUI thread, so the slots
connected to them run there.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from studio.core.sound.reference_analysis import ReferenceAnalysis, analyse_reference, clipped_runs
from studio.core.sound.reference_warnings import CONTEXT, MIN_CLIPPED_SECONDS, ReferenceWarning
from studio.core.sound.vad import Region
from studio.core.sound.voice_edits import VoiceEdits, apply_edits
from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError
from studio.ui.base.i18n import error_text
from studio.ui.base.pool_jobs import PoolJob

_pool: QThreadPool | None = None
_live: weakref.WeakSet[AnalysisJobs] = weakref.WeakSet()


def analysis_pool() -> QThreadPool:
    global _pool
    if _pool is None:
        _pool = QThreadPool()
        _pool.setObjectName("reference-analysis")
        _pool.setMaxThreadCount(1)
    return _pool


def busy_analysis() -> bool:
    """Whether an analysis is queued or running (tests wait for none)."""
    return analysis_pool().activeThreadCount() > 0 or any(jobs.busy for jobs in list(_live))


@dataclass(frozen=True)
class OriginalAnalysis:
    """The recording as it was given: suggestions (trim, best window) and where it clips."""

    analysis: ReferenceAnalysis
    clipped: tuple[Region, ...]


@dataclass(frozen=True)
class EditedAnalysis:
    """The reference after the edits: the warnings that still apply to what the model gets."""

    edits: VoiceEdits
    analysis: ReferenceAnalysis | None
    error: str = ""


def analyse_original(samples: np.ndarray, rate: int) -> OriginalAnalysis:
    """Analyse a recording and find its clipped stretches (pool thread)."""
    clipped = tuple(Region(start / rate, end / rate) for start, end in clipped_runs(samples))
    return OriginalAnalysis(analyse_reference(samples, rate), clipped)


def analyse_edited(samples: np.ndarray, rate: int, edits: VoiceEdits) -> EditedAnalysis:
    """Analyse the recording with ``edits`` applied (pool thread)."""
    try:
        processed = apply_edits(samples, rate, edits)
    except StudioError as exc:
        return EditedAnalysis(edits, None, error_text(exc))
    analysis = analyse_reference(processed, rate)
    return EditedAnalysis(edits, _with_kept_clipping(analysis, samples, rate, edits))


def _with_kept_clipping(
    analysis: ReferenceAnalysis, samples: np.ndarray, rate: int, edits: VoiceEdits
) -> ReferenceAnalysis:
    """The analysis with the clipping of the kept part of the original.

    Normalisation can bring flattened peaks below full scale, where they no
    longer look clipped; the distortion is still there and the clone would
    copy it, so the original's clipping inside the trim counts.
    """
    if analysis.warning("clipping") is not None:
        return analysis
    start = int(round(edits.trim_start * rate))
    end = len(samples) if edits.trim_end is None else int(round(edits.trim_end * rate))
    clipped = sum(b - a for a, b in clipped_runs(samples[start:end])) / rate
    if clipped < MIN_CLIPPED_SECONDS:
        return analysis
    said = Said(
        QT_TRANSLATE_NOOP(
            "ReferenceAnalysis",
            "{0:.0f} ms of the kept part is clipped (flattened at full scale before normalising) "
            "and the clone would copy the distortion: trim to a part without clipping, or record "
            "again with the input gain lower.",
        ),
        clipped * 1000,
        context=CONTEXT,
    )
    return replace(
        analysis,
        clipped_seconds=clipped,
        warnings=(*analysis.warnings, ReferenceWarning("clipping", said)),
    )


class AnalysisJobs(QObject):
    """Runs analyses for one widget and hands each result to it in the GUI thread."""

    sig_original = Signal(object)  # OriginalAnalysis
    sig_edited = Signal(object)  # EditedAnalysis
    sig_failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        _live.add(self)
        # Workers in flight, by their signals object (the sender of their signals).
        self._workers: dict[QObject, PoolJob] = {}

    @property
    def busy(self) -> bool:
        return bool(self._workers)

    def original(self, samples: np.ndarray, rate: int) -> None:
        self._run(analyse_original, samples, rate)

    def edited(self, samples: np.ndarray, rate: int, edits: VoiceEdits) -> None:
        self._run(analyse_edited, samples, rate, edits)

    def _run(self, func: Any, *args: Any) -> None:
        worker = PoolJob(func, *args)
        worker.returned.connect(self._on_worker_returned)
        worker.errored.connect(self._on_worker_errored)
        worker.finished.connect(self._on_worker_finished)
        self._workers[worker.signals] = worker
        analysis_pool().start(worker)

    @Slot(object)
    def _on_worker_returned(self, result: object) -> None:
        if isinstance(result, OriginalAnalysis):
            self.sig_original.emit(result)
        elif isinstance(result, EditedAnalysis):
            self.sig_edited.emit(result)

    @Slot(object)
    def _on_worker_errored(self, error: Exception) -> None:
        self.sig_failed.emit(
            self.tr("The analysis failed ({0}: {1}); please report it.").format(
                type(error).__name__, error
            )
        )

    @Slot()
    def _on_worker_finished(self) -> None:
        self._workers.pop(self.sender(), None)


__all__ = [
    "AnalysisJobs",
    "EditedAnalysis",
    "OriginalAnalysis",
    "analyse_edited",
    "analyse_original",
    "analysis_pool",
    "busy_analysis",
]
