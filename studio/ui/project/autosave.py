"""Autosave of unsaved changes to this process's recovery entry, off the GUI thread.

A timer checks every few seconds; when the document changed since the last
snapshot and is unsaved, a snapshot of it (frozen lines, so copying two lists
is enough) is written by a one-thread pool: a save never runs beside another,
and the GUI thread never waits for the disk. The undo history goes with it
(a ``History`` is tuples of frozen commands, so it is a snapshot as taken), so
a restored recovery can still be undone step by step.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from studio.core.document import Document, TakeAudioStore
from studio.core.export import ExportSettings
from studio.core.history import History
from studio.core.project import VoiceAudio
from studio.core.recovery import RecoverySession
from studio.core.snapshot import snapshot_document, snapshot_takes
from studio.errors import StudioError
from studio.ui.session.session import StudioSession

log = logging.getLogger(__name__)


def snapshot_history(session: StudioSession, saved_project: bool) -> History:
    """The undo history as the next autosave stores it (the stack is not saved now).

    ``saved_project``: the document belongs to a project file, so the stack's
    clean index is the state of that file. Otherwise (an untitled project) the
    clean index only marks the empty document of New, not a save, and is dropped.
    Capped here already (as ``save_project`` would) so that the snapshot keeps
    no audio for steps that will not be stored.
    """
    history = session.history(saving=False).capped()
    return history if saved_project else replace(history, clean_index=None)


class _Signals(QObject):
    sig_done = Signal(int, str)  # generation saved, error message ("" when it worked)


class _AutosaveTask(QRunnable):
    def __init__(
        self,
        recovery: RecoverySession,
        doc: Document,
        takes: TakeAudioStore,
        voice_audio: dict[str, VoiceAudio],
        export: ExportSettings,
        history: History,
        generation: int,
        signals: _Signals,
    ) -> None:
        super().__init__()
        self._args = (doc, takes, voice_audio, export, history)
        self._recovery = recovery
        self._generation = generation
        self._signals = signals

    def run(self) -> None:
        """Write the snapshot (a pool thread)."""
        try:
            self._recovery.autosave(*self._args)
        except (StudioError, OSError) as exc:
            self._signals.sig_done.emit(self._generation, str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - an autosave bug must not kill the app
            log.exception("autosave failed")
            self._signals.sig_done.emit(self._generation, f"{type(exc).__name__}: {exc}")
            return
        self._signals.sig_done.emit(self._generation, "")


class Autosaver(QObject):
    """Owns the RecoverySession; ``is_dirty`` says whether there is anything to keep."""

    sig_saved = Signal()  # a snapshot reached the disk
    sig_failed = Signal(str)

    def __init__(
        self,
        session: StudioSession,
        interval_s: float,
        base: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self.recovery = RecoverySession(None, base)
        self._written = session.revision  # the session's revision on disk
        self._in_flight = False
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = _Signals(self)
        self._signals.sig_done.connect(self._on_task_done)
        self._timer = QTimer(self)
        self._timer.setInterval(max(50, int(interval_s * 1000)))
        self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start()

    @property
    def pending(self) -> bool:
        """Changes not yet in the recovery entry."""
        return self._session.revision != self._written

    def set_project_path(self, path: Path | None) -> None:
        self.recovery.set_project_path(path)

    def mark_saved(self) -> None:
        """The project was just saved (or replaced): nothing to recover."""
        self._written = self._session.revision
        if not self._in_flight:
            self.recovery.clear()

    def _snapshot_args(
        self,
    ) -> tuple[Document, TakeAudioStore, dict[str, VoiceAudio], ExportSettings, History]:
        """Everything the snapshot writes, taken now on the GUI thread."""
        s = self._session
        doc = snapshot_document(s.document)
        history = snapshot_history(s, self.recovery.project_path is not None)
        takes = snapshot_takes(s.takes, doc, history)
        return doc, takes, s.voices.audio_for_save(), s.export_settings, history

    def autosave_now(self) -> None:
        """Write a snapshot on this thread (after restoring a recovery: before the
        old entry is discarded, the restored work must be safe in ours)."""
        self._pool.waitForDone()
        self.recovery.autosave(*self._snapshot_args())
        self._written = self._session.revision

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._in_flight or not self.pending or not self._session.dirty:
            return
        self._in_flight = True
        task = _AutosaveTask(
            self.recovery, *self._snapshot_args(), self._session.revision, self._signals
        )
        self._pool.start(task)

    @Slot(int, str)
    def _on_task_done(self, generation: int, error: str) -> None:
        self._in_flight = False
        if error:
            log.warning("autosave failed: %s", error)
            self.sig_failed.emit(error)
            return
        if not self._session.dirty:
            # Saved by the user while this snapshot was being written.
            self.recovery.clear()
            return
        self._written = max(self._written, generation)
        self.sig_saved.emit()

    def close(self) -> None:
        """A clean exit: wait for a running snapshot, then remove the entry."""
        self._timer.stop()
        self._pool.waitForDone()
        self.recovery.close()

    def close_keeping_work(self) -> None:
        """An exit without the unsaved question (the session is ending): unsaved
        work is written now and left for the next start to offer."""
        self._timer.stop()
        self._pool.waitForDone()
        if not self._session.dirty:
            self.recovery.close()
            return
        try:
            self.recovery.autosave(*self._snapshot_args())
        except StudioError as exc:
            log.warning("could not keep the unsaved work: %s", exc)
        self.recovery.release()
