"""Restoring the work a studio that died left unsaved: the offer at start-up, the read.

The recovery entry is read on the project-file thread (``FileJobs``); the
restored work counts as unsaved, and its old entry goes once the autosave has
written it again.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMainWindow

from studio.core.store.project import LoadedProject
from studio.core.store.project_lock import ProjectLock
from studio.core.store.recovery import Recovery, discard, find_recoveries, restore
from studio.errors import Said
from studio.ui.base.i18n import error_text, said_text
from studio.ui.project.host import ProjectHost
from studio.ui.project.locking import lock_saved
from studio.ui.project.recovery_dialog import RecoveryDialog
from studio.ui.session.session import StudioSession

log = logging.getLogger(__name__)


class RestoreFlow(QObject):
    """Restores into one window; they end in the host's sig_opened or sig_open_failed."""

    def __init__(
        self,
        host: ProjectHost,
        window: QMainWindow,
        session: StudioSession,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._window = window
        self._session = session
        self._recovery: Recovery | None = None

    def offer_recoveries(self, base: Path | None = None) -> bool:
        """Ask about work left by a studio that died; True when a restore started."""
        recoveries = find_recoveries(base)
        if not recoveries:
            return False
        dialog = RecoveryDialog(recoveries, self._window)
        dialog.exec()
        if dialog.choice == "discard":
            for recovery in recoveries:
                discard(recovery)
        elif dialog.choice == "restore" and dialog.selected is not None:
            self.restore_recovery(dialog.selected)
            return True
        return False

    def restore_recovery(self, recovery: Recovery) -> None:
        """Read a recovery entry (off the GUI thread); ends in sig_opened or sig_open_failed."""
        self._host._set_busy(1, self.tr("Restoring unsaved work…"))
        self._recovery = recovery
        self._host.jobs.run(
            _restore,
            recovery,
            returned=self._on_restore_returned,
            errored=self._on_restore_errored,
        )

    @Slot(object)
    def _on_restore_returned(
        self, restored: tuple[LoadedProject, ProjectLock | None, Said | None]
    ) -> None:
        loaded, lock, lock_note = restored
        host = self._host
        host._set_busy(-1, "")
        recovery = self._recovery
        assert recovery is not None
        s = self._session
        # The autosave kept the undo stack: after a crash the user can still
        # undo back through the edits that were never saved.
        s.set_document(loaded.doc, loaded.takes, loaded.voice_audio, loaded.export, loaded.history)
        # The restored work is newer than anything saved: unsaved until saved,
        # even where the restored stack sits at its clean index (the file's
        # state): an autosave there means a render had changed the document.
        s.mark_unsaved()
        # The work belongs to its project again, held as when it was open: a save
        # checks the project is still the one the work was based on.
        project = Path(recovery.project_path) if recovery.project_path else None
        host._set_path(
            project,
            lock,
            recovery.project_fingerprint,
            read_only=project is not None and lock is None,
        )
        if host.autosaver is not None:
            # The old entry goes once the restored work is safe in this one.
            host.autosaver.autosave_replacing(recovery)
        count = len(s.document.lines)
        message = self.tr("Restored %n line(s) of unsaved work.", "", count)
        if loaded.history_warning is not None:
            # The work is back; only the way back through earlier edits is lost.
            log.warning("%s: %s", recovery.folder, loaded.history_warning)
            message += " " + said_text(loaded.history_warning)
        if lock_note is not None:
            message += " " + said_text(lock_note)
        host._show_message(message)
        host.sig_opened.emit(recovery.folder)

    @Slot(object)
    def _on_restore_errored(self, exc: Exception) -> None:
        self._host._set_busy(-1, "")
        message = error_text(exc)
        self._host._show_error(self.tr("Cannot restore the unsaved work"), message)
        self._host.sig_open_failed.emit(message)


def _restore(recovery: Recovery) -> tuple[LoadedProject, ProjectLock | None, Said | None]:
    """Read the recovery and lock the project it belongs to (the project-file thread).
    No lock when the project is gone or open elsewhere (then the note says so)."""
    loaded = restore(recovery)
    if recovery.project_path is None or not Path(recovery.project_path).is_dir():
        return loaded, None, None
    lock, note = lock_saved(Path(recovery.project_path))
    return loaded, lock, note


__all__ = ["RestoreFlow"]
