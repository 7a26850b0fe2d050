"""Save and Save As, with the question before a project already there is replaced.

The project is written on the project-file thread (``FileJobs``), so a save
ends in a slot: in the controller's sig_saved or sig_save_failed, and a flow
that waits for it (closing after "Save", opening after "Save") passes what
comes next as ``then``, run once the save has worked.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMainWindow

from studio.core.document import Document, TakeAudioStore
from studio.core.export import ExportSettings
from studio.core.history import History
from studio.core.project import (
    PROJECT_FILE,
    PROJECT_SUFFIX,
    project_dir,
    save_project,
    save_project_as,
)
from studio.core.replacing import describe
from studio.core.snapshot import snapshot_document, snapshot_takes
from studio.core.voice_audio import VoiceAudio
from studio.errors import Said
from studio.ui.i18n import error_text, said_text
from studio.ui.project.host import ProjectHost, Then
from studio.ui.replace_question import ask_replace
from studio.ui.session.session import StudioSession
from studio.ui.settings import Settings


class SaveFlow(QObject):
    """The saves of one window's project (GUI thread; the writing is on the file thread)."""

    def __init__(
        self,
        host: ProjectHost,
        window: QMainWindow,
        session: StudioSession,
        settings: Settings,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._window = window
        self._session = session
        self._settings = settings
        self._replacing: tuple[Path, Then | None] | None = None
        # What the save in flight runs once it has worked.
        self._then: Then | None = None

    def save(self, then: Then | None = None) -> bool:
        """Save to the project's folder (asking for one when it has none).

        Returns False when no save was started (the user cancelled the path);
        the outcome arrives as sig_saved or sig_save_failed.
        """
        path = self._host.path
        if path is None:
            return self.save_as(then=then)
        self._save_to(path, then)
        return True

    def ask_save_path_dialog(self) -> str:
        current = self._host.path
        start = current.parent if current is not None else Path(self._settings.last_project_dir)
        name = current.name if current is not None else self.tr("Untitled") + PROJECT_SUFFIX
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save the project"),
            str(start / name),
            self.tr("Voice Studio projects (*{0})").format(PROJECT_SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite,  # asked below, with what is lost
        )
        return path

    def ask_replace_dialog(self, description: str) -> bool:
        return ask_replace(
            self._window,
            self.tr("Replace the project?"),
            self.tr("Replace {0}?").format(description),
            self.tr("Its lines and takes go to the trash, and this project is saved in its place."),
        )

    def save_as(self, path: Path | None = None, then: Then | None = None) -> bool:
        """Save to a folder the user names; a project already there is replaced only
        when the user agrees (it goes to the trash). False when nothing was started."""
        host = self._host
        if path is None:
            chosen = host.ask_save_path()
            if not chosen:
                return False
            path = Path(chosen)
        folder = project_dir(path)
        if host.path is not None and _same_folder(folder, host.path):
            self._save_to(folder, then)  # the open project's own folder: a save in place
            return True
        if not (folder / PROJECT_FILE).exists():
            self._save_to(folder, then, as_new=True)
            return True
        # Reading what would be lost grows with that project: the file thread does it.
        self._replacing = (folder, then)
        host._set_busy(1, self.tr("Reading {0}…").format(folder.name))
        host.jobs.run(
            describe, folder, returned=self._on_replaced_described, errored=self._on_save_errored
        )
        return True

    @Slot(object)
    def _on_replaced_described(self, description: str) -> None:
        host = self._host
        host._set_busy(-1, "")
        assert self._replacing is not None
        folder, then = self._replacing
        self._replacing = None
        if not host.ask_replace(description):
            host._show_message(self.tr("Not saved: {0} was left as it is.").format(folder.name))
            return
        self._save_to(folder, then, as_new=True, replace=True)

    def _save_to(
        self, path: Path, then: Then | None, *, as_new: bool = False, replace: bool = False
    ) -> None:
        s = self._session
        doc = snapshot_document(s.document)
        history = s.history(saving=True)
        takes = snapshot_takes(s.takes, doc, history.capped())
        revision = s.revision
        # The stack's clean state is the state being written now; edits made
        # while it is written are unsaved, and a failed save marks it unsaved.
        s.mark_saved()
        self._then = then
        self._host._set_busy(1, self.tr("Saving {0}…").format(path.name))
        self._host.jobs.run(
            _save,
            _SaveJob(path, as_new, replace),
            doc,
            takes,
            s.voices.audio_for_save(),
            s.export_settings,
            history,
            revision,
            returned=self._on_save_returned,
            errored=self._on_save_errored,
        )

    @Slot(object)
    def _on_save_returned(self, result: tuple[Path, int, Said | None]) -> None:
        host = self._host
        host._set_busy(-1, "")
        folder, revision, note = result
        if host.autosaver is not None and revision == self._session.revision:
            host.autosaver.mark_saved()
        host._set_path(folder)
        saved = self.tr("Saved {0}.").format(folder)
        host._show_message(saved if note is None else f"{saved} {said_text(note)}")
        host.sig_saved.emit(folder)
        then, self._then = self._then, None
        if then is not None:
            then()

    @Slot(object)
    def _on_save_errored(self, exc: Exception) -> None:
        host = self._host
        host._set_busy(-1, "")
        self._then = None
        self._replacing = None
        self._session.mark_unsaved()
        message = error_text(exc)
        host._show_error(self.tr("Cannot save the project"), message)
        host.sig_save_failed.emit(message)


class _SaveJob(NamedTuple):
    """Where a save writes, and how: in place, or as a new folder that may replace a project."""

    path: Path
    as_new: bool
    replace: bool


def _save(
    job: _SaveJob,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: dict[str, VoiceAudio],
    export: ExportSettings,
    history: History,
    revision: int,
) -> tuple[Path, int, Said | None]:
    """Write the project (the project-file thread)."""
    if not job.as_new:
        return (
            save_project(job.path, doc, takes, voice_audio, export, history=history),
            revision,
            None,
        )
    folder, note = save_project_as(
        job.path, doc, takes, voice_audio, export, history=history, replace=job.replace
    )
    return folder, revision, note


def _same_folder(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return a.absolute() == b.absolute()


__all__ = ["SaveFlow"]
