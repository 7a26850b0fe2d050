"""Save and Save As, with the question before a project already there is replaced.

A save in place first checks that this window still holds the project's lock
and that project.json is still the one it loaded or last wrote; when another
program changed it, the user chooses: reload, save a copy, or overwrite (the
other version goes to the trash). It never overwrites silently.

The project is written on the project-file thread (``FileJobs``), so a save
ends in a slot: in the controller's sig_saved or sig_save_failed, and a flow
that waits for it (closing after "Save", opening after "Save") passes what
comes next as ``then``, run once the save has worked.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QCoreApplication, QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMainWindow

from studio.core.document import Document, TakeAudioStore
from studio.core.exports.export import ExportSettings
from studio.core.files.replacing import describe, discard_old
from studio.core.history.history import History
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.project import (
    PROJECT_FILE,
    PROJECT_SUFFIX,
    UNCHECKED,
    SavedProject,
    project_dir,
    write_project,
    write_project_as,
)
from studio.core.store.project_lock import ProjectChanged, ProjectLock, project_fingerprint
from studio.core.store.project_nesting import outside_projects
from studio.core.store.snapshot import snapshot_document, snapshot_takes
from studio.errors import Said
from studio.ui.base.i18n import error_text, said_text
from studio.ui.base.settings import Settings
from studio.ui.kit.replace_question import ask_replace
from studio.ui.project.host import ProjectHost, Then
from studio.ui.project.locking import free_sibling, lock_saved
from studio.ui.session.session import StudioSession


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
        if path is None or self._host.read_only:
            return self.save_as(then=then)
        self._save_to(path, then)
        return True

    def ask_save_path_dialog(self) -> str:
        return ask_save_path(self._window, self._host.path, self._settings.last_project_dir)

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
        self,
        path: Path,
        then: Then | None,
        *,
        as_new: bool = False,
        replace: bool = False,
        force: bool = False,
    ) -> None:
        """Write the project on the file thread. In place (not ``as_new``) the save is
        checked against the lock and what is on disk, unless ``force`` (the person
        chose to overwrite another program's version)."""
        host = self._host
        job = _SaveJob(
            path,
            as_new,
            replace,
            None if as_new else host.lock,
            UNCHECKED if as_new or force else host.fingerprint,
            force,
        )
        s = self._session
        doc = snapshot_document(s.document)
        history = s.undo_stack.history(saving=True)
        takes = snapshot_takes(s.takes, doc, history.capped())
        revision = s.revision
        # The stack's clean state is the state being written now; edits made
        # while it is written are unsaved, and a failed save marks it unsaved.
        s.mark_saved()
        self._then = then
        self._host._set_busy(1, self.tr("Saving {0}…").format(path.name))
        self._host.jobs.run(
            _save,
            job,
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
    def _on_save_returned(self, result: _Saved) -> None:
        host = self._host
        host._set_busy(-1, "")
        folder, revision, note = result.saved.folder, result.revision, result.note
        if host.autosaver is not None and revision == self._session.revision:
            host.autosaver.mark_saved()
        host._set_path(folder, result.lock, result.saved.fingerprint, read_only=result.lock is None)
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
        then, self._then = self._then, None
        self._replacing = None
        self._session.mark_unsaved()
        message = error_text(exc)
        if isinstance(exc, ProjectChanged):
            self._on_changed_on_disk(exc, message, then)
            return
        host._show_error(self.tr("Cannot save the project"), message)
        host.sig_save_failed.emit(message)

    def _on_changed_on_disk(self, exc: ProjectChanged, message: str, then: Then | None) -> None:
        """Another program wrote the project (or took its lock): ask, never overwrite."""
        host = self._host
        answer = host.ask_changed(message, exc.owner is None)
        if answer == "reload":
            host.open_project(exc.folder, ask=False)
        elif answer == "copy":
            host.save_as(then=then)
        elif answer == "overwrite" and exc.owner is None:
            self._save_to(exc.folder, then, force=True)
            return
        else:
            host._show_message(self.tr("Not saved: {0} changed on disk.").format(exc.folder.name))
        host.sig_save_failed.emit(message)


class _SaveJob(NamedTuple):
    """Where a save writes, and how: in place, or as a new folder that may replace a project."""

    path: Path
    as_new: bool
    replace: bool
    lock: ProjectLock | None  # the lock a save in place must still hold
    expect: str | None  # the project.json on disk it may replace (UNCHECKED: any)
    force: bool  # overwrite what another program wrote (it goes to the trash first)


class _Saved(NamedTuple):
    saved: SavedProject
    revision: int
    lock: ProjectLock | None  # the folder's lock, held by this window
    note: Said | None


def _save(
    job: _SaveJob,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: dict[str, VoiceAudio],
    export: ExportSettings,
    history: History,
    revision: int,
) -> _Saved:
    """Write the project (the project-file thread)."""
    if not job.as_new:
        if job.lock is not None:
            job.lock.check_held()
        note = _keep_other_version(job.path) if job.force else None
        saved = write_project(
            job.path, doc, takes, voice_audio, export, history=history, expect=job.expect
        )
        return _Saved(saved, revision, job.lock, note)
    saved = write_project_as(
        job.path, doc, takes, voice_audio, export, history=history, replace=job.replace
    )
    lock, lock_note = lock_saved(saved.folder)
    return _Saved(saved, revision, lock, saved.note or lock_note)


def _keep_other_version(folder: Path) -> Said | None:
    """Before overwriting another program's project.json: its copy goes to the trash."""
    folder = project_dir(folder)
    if project_fingerprint(folder) is None:
        return None
    kept = folder / "project (other version).json"
    shutil.copyfile(folder / PROJECT_FILE, kept)
    return discard_old(kept, kept.name)


def save_path_proposal(current: Path | None, last_dir: str, untitled: str) -> Path:
    """Where Save As starts: beside the open project (or in the last folder used),
    never inside a project, under a name nothing has yet. A folder that exists would
    be opened by the file dialog instead of proposed, nesting the new project."""
    start = outside_projects(current.parent if current is not None else Path(last_dir))
    proposal = start / (current.name if current is not None else untitled + PROJECT_SUFFIX)
    return free_sibling(proposal, "copy") if proposal.exists() else proposal


def ask_save_path(window: QMainWindow | None, current: Path | None, last_dir: str) -> str:
    """The Save As dialog (GUI thread); "" when the person cancelled."""
    proposal = save_path_proposal(
        current, last_dir, QCoreApplication.translate("SaveFlow", "Untitled")
    )
    path, _ = QFileDialog.getSaveFileName(
        window,
        QCoreApplication.translate("SaveFlow", "Save the project"),
        str(proposal),
        QCoreApplication.translate("SaveFlow", "Voice Studio projects (*{0})").format(
            PROJECT_SUFFIX
        ),
        options=QFileDialog.Option.DontConfirmOverwrite,  # asked below, with what is lost
    )
    return path


def _same_folder(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return a.absolute() == b.absolute()


__all__ = ["SaveFlow"]
