"""Autosave of unsaved changes to this process's recovery entry, off the GUI thread.

A timer checks every few seconds; when the document changed since the last
snapshot (the session's revision moved) and is unsaved, a snapshot of it
(frozen lines, so copying two lists is enough) is written on the project-file
thread (``FileJobs``), after any save queued before it. The undo history goes
with it (a ``History`` is tuples of frozen commands, so it is a snapshot as
taken), so a restored recovery can still be undone step by step.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from studio.core.document import Document, TakeAudioStore
from studio.core.exports.export import ExportSettings
from studio.core.history.history import History
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.recovery import Recovery, RecoverySession, discard
from studio.core.store.snapshot import snapshot_document, snapshot_takes
from studio.errors import StudioError
from studio.ui.base.i18n import error_text
from studio.ui.project.file_jobs import FileJobs
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
    history = session.undo_stack.history(saving=False).capped()
    return history if saved_project else replace(history, clean_index=None)


@dataclass(frozen=True)
class _Snapshot:
    doc: Document
    takes: TakeAudioStore
    voice_audio: dict[str, VoiceAudio]
    export: ExportSettings
    history: History
    revision: int


def _write(recovery: RecoverySession, snapshot: _Snapshot) -> int:
    """Write a snapshot (the project-file thread); returns the revision written."""
    recovery.autosave(
        snapshot.doc, snapshot.takes, snapshot.voice_audio, snapshot.export, snapshot.history
    )
    return snapshot.revision


def _write_then_discard(recovery: RecoverySession, snapshot: _Snapshot, old: Recovery) -> int:
    revision = _write(recovery, snapshot)
    discard(old)
    return revision


class Autosaver(QObject):
    """Owns this process's RecoverySession and keeps it up to date."""

    sig_saved = Signal()  # a snapshot reached the disk
    sig_failed = Signal(str)

    def __init__(
        self,
        session: StudioSession,
        jobs: FileJobs,
        interval_s: float,
        base: Path | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._jobs = jobs
        self.recovery = RecoverySession(None, base)
        self._written = session.revision  # the session's revision on disk
        self._in_flight = False
        self._timer = QTimer(self)
        self._timer.setInterval(max(50, int(interval_s * 1000)))
        self._timer.timeout.connect(self._on_timer_timeout)
        self._timer.start()

    @property
    def pending(self) -> bool:
        """Changes not yet in the recovery entry."""
        return self._session.revision != self._written

    def set_interval(self, seconds: float) -> None:
        self._timer.setInterval(max(50, int(seconds * 1000)))

    def set_project_path(self, path: Path | None, fingerprint: str | None = None) -> None:
        """The project the recovery belongs to, and the fingerprint of its project.json
        as this window knows it (a restore checks the file still has it before saving)."""
        self.recovery.set_project_path(path, fingerprint)

    def mark_saved(self) -> None:
        """The project was just saved (or replaced): nothing to recover."""
        self._written = self._session.revision
        if not self._in_flight:
            self._clear()

    def _clear(self) -> None:
        """Drop the snapshot on the project-file thread, after whatever is queued there.

        The snapshot holds every take of the project (a link to each file, or a copy):
        deleting thousands of files on the GUI thread froze the window for seconds
        after a save (5-8 s at 5,000 lines on a busy machine).
        """
        self._jobs.run(self.recovery.clear, returned=self._on_cleared, errored=self._on_job_errored)

    @Slot(object)
    def _on_cleared(self, _: None) -> None:
        """The snapshot is gone: nothing is left to do (failures go to ``sig_failed``)."""

    def _snapshot(self) -> _Snapshot:
        """Everything the snapshot writes, taken now on the GUI thread."""
        s = self._session
        doc = snapshot_document(s.document)
        history = snapshot_history(s, self.recovery.project_path is not None)
        takes = snapshot_takes(s.takes, doc, history)
        return _Snapshot(
            doc, takes, s.voices.audio_for_save(), s.export_settings, history, s.revision
        )

    def autosave_now(self) -> None:
        """Write a snapshot now, on this thread (tests; the exit paths)."""
        self._jobs.wait()
        self._written = _write(self.recovery, self._snapshot())

    def autosave_replacing(self, old: Recovery) -> None:
        """Write a snapshot, then discard ``old`` (a restored recovery): the old
        entry goes only once the restored work is safe in this one."""
        self._in_flight = True
        self._jobs.run(
            _write_then_discard,
            self.recovery,
            self._snapshot(),
            old,
            returned=self._on_job_returned,
            errored=self._on_job_errored,
        )

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._in_flight or not self.pending or not self._session.dirty:
            return
        self._in_flight = True
        self._jobs.run(
            _write,
            self.recovery,
            self._snapshot(),
            returned=self._on_job_returned,
            errored=self._on_job_errored,
        )

    @Slot(object)
    def _on_job_returned(self, revision: int) -> None:
        self._in_flight = False
        if not self._session.dirty:
            # Saved by the user while this snapshot was being written.
            self._clear()
            return
        self._written = max(self._written, revision)
        self.sig_saved.emit()

    @Slot(object)
    def _on_job_errored(self, exc: Exception) -> None:
        self._in_flight = False
        if isinstance(exc, StudioError):
            message = error_text(exc)
        elif isinstance(exc, OSError):
            message = str(exc)
        else:
            log.error("autosave failed", exc_info=exc)
            message = f"{type(exc).__name__}: {exc}"
        log.warning("autosave failed: %s", message)
        self.sig_failed.emit(message)

    def close(self) -> None:
        """A clean exit: wait for a running snapshot, then remove the entry."""
        self._timer.stop()
        self._jobs.wait()
        self.recovery.close()

    def close_keeping_work(self) -> None:
        """An exit without the unsaved question (the session is ending): unsaved
        work is written now and left for the next start to offer."""
        self._timer.stop()
        self._jobs.wait()
        if not self._session.dirty:
            self.recovery.close()
            return
        try:
            _write(self.recovery, self._snapshot())
        except StudioError as exc:
            log.warning("could not keep the unsaved work: %s", exc)
        self.recovery.release()


__all__ = ["Autosaver", "snapshot_history"]
