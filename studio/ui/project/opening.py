"""Open: lock and read a project off the GUI thread and show it, or say why it cannot be.

The project is locked and read on the project-file thread (``FileJobs``). When
another program has it open, the user chooses: read-only, a copy, or taking it
over (``locking``). Edits made while it is read are not lost without a
question: the unsaved question is asked again when it arrives.
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QObject, Slot

from studio.core.store.project_lock import ProjectLocked
from studio.ui.base.i18n import error_text, said_text
from studio.ui.project.host import ProjectHost
from studio.ui.project.locking import Opened, OpenMode, open_job
from studio.ui.session.session import StudioSession

log = logging.getLogger(__name__)


class OpenFlow(QObject):
    """The opens of one window's project; they end in the host's sig_opened or sig_open_failed."""

    def __init__(
        self, host: ProjectHost, session: StudioSession, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._session = session
        self._opening: tuple[Path, int] | None = None  # path, session revision at start

    def open_project(self, path: Path, ask: bool = True, mode: OpenMode = "lock") -> None:
        """Lock and read a project (off the GUI thread); ends in sig_opened or sig_open_failed."""
        host = self._host
        if ask and not host.confirm_discard(lambda: self.open_project(path, False, mode)):
            return
        if mode == "lock" and host.lock is not None and _same_folder(host.lock.folder, path):
            mode = "reload"  # this window holds it already: read it again, keep the lock
        self._opening = (path, self._session.revision)
        busy = self.tr("Copying {0}…") if mode == "copy" else self.tr("Opening {0}…")
        host._set_busy(1, busy.format(path.name))
        host.jobs.run(
            open_job, path, mode, returned=self._on_open_returned, errored=self._on_open_errored
        )

    @Slot(object)
    def _on_open_returned(self, opened: Opened) -> None:
        self._host._set_busy(-1, "")
        assert self._opening is not None
        _, revision = self._opening
        self._opening = None
        if self._session.revision != revision and not self._host.confirm_discard(
            lambda: self._show_opened(opened)
        ):
            # Edited while it was being read, and the user keeps those edits.
            if opened.lock is not None:
                opened.lock.release()
            return
        self._show_opened(opened)

    def _show_opened(self, opened: Opened) -> None:
        host, s = self._host, self._session
        loaded = opened.loaded
        s.set_document(loaded.doc, loaded.takes, loaded.voice_audio, loaded.export, loaded.history)
        s.mark_saved()
        if host.autosaver is not None:
            host.autosaver.mark_saved()
        lock = host.lock if opened.mode == "reload" else opened.lock
        host._set_path(loaded.path, lock, loaded.fingerprint, read_only=opened.mode == "read-only")
        messages: list[str] = []
        if opened.note is not None:
            messages.append(said_text(opened.note))
        if opened.mode == "read-only":
            messages.append(
                self.tr("{0} is open read-only: Save asks for a new name.").format(loaded.path.name)
            )
        elif opened.mode == "copy":
            messages.append(self.tr("Opened a copy: {0}.").format(loaded.path))
        if loaded.history_warning is not None:
            # The script is open; only the way back through earlier edits is lost.
            log.warning("%s: %s", loaded.path, loaded.history_warning)
            messages.append(said_text(loaded.history_warning))
        if loaded.missing_audio:
            missing = set(loaded.missing_audio)
            numbers = [
                str(n)
                for n, line in enumerate(loaded.doc.lines, 1)
                if any(take.id in missing for take in line.takes)
            ]
            if numbers:
                messages.append(
                    self.tr(
                        "The audio of %n line(s) is missing ({0}); Render stale renders it again.",
                        "",
                        len(numbers),
                    ).format(", ".join(numbers))
                )
        host._show_message(" ".join(messages) or self.tr("Opened {0}.").format(loaded.path.name))
        host.sig_opened.emit(loaded.path)

    @Slot(object)
    def _on_open_errored(self, exc: Exception) -> None:
        self._host._set_busy(-1, "")
        opening, self._opening = self._opening, None
        # Nothing changed: the current document stays, nothing is written.
        message = error_text(exc)
        if isinstance(exc, ProjectLocked) and opening is not None:
            answer = self._host.ask_locked(message)
            if answer != "cancel":
                self.open_project(opening[0], ask=False, mode=answer)
                return
            self._host._show_message(
                self.tr("Not opened: {0} is open elsewhere.").format(exc.folder.name)
            )
            self._host.sig_open_failed.emit(message)
            return
        self._host._show_error(self.tr("Cannot open the project"), message)
        self._host.sig_open_failed.emit(message)


def _same_folder(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return a.absolute() == b.absolute()


__all__ = ["OpenFlow"]
