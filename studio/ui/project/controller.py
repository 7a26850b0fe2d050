"""The File menu's project flows: New, Open, Open Recent, Save, Save As, Import, Export.

Also the window title with its unsaved mark (the session owns "unsaved"), the
"save changes?" question, and start-up recovery.

Saving and opening read and write files on the project-file thread
(``FileJobs``), never on the GUI thread, so they end in slots: a flow that
must wait for a save (closing after "Save", opening after "Save") passes what
comes next as a continuation, run once the save has worked.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Literal, NamedTuple

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from studio.core.document import Document, TakeAudioStore
from studio.core.export import ExportSettings
from studio.core.history import History
from studio.core.project import (
    PROJECT_FILE,
    PROJECT_SUFFIX,
    LoadedProject,
    VoiceAudio,
    load_project,
    project_dir,
    save_project,
    save_project_as,
)
from studio.core.recovery import Recovery, discard, find_recoveries, restore
from studio.core.replacing import describe
from studio.core.script_import import prepare_import
from studio.core.snapshot import snapshot_document, snapshot_takes
from studio.errors import StudioError, sentence_for
from studio.ui.actions import make_action
from studio.ui.export.dialog import ExportDialog
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.project.autosave import Autosaver
from studio.ui.project.file_jobs import FileJobs
from studio.ui.project.recovery_dialog import RecoveryDialog
from studio.ui.replace_question import ask_replace
from studio.ui.session.session import StudioSession
from studio.ui.settings import Settings

log = logging.getLogger(__name__)

UnsavedAnswer = Literal["save", "discard", "cancel"]
Then = Callable[[], object]


def _plural(n: int, one: str, many: str) -> str:
    """The template for ``n`` things (the caller formats it)."""
    return one if n == 1 else many


_describe = sentence_for


class ProjectController(QObject):
    """Project state of one window: its path, unsaved mark, autosave and File actions."""

    sig_saved = Signal(object)  # Path of the project folder
    sig_save_failed = Signal(str)
    sig_opened = Signal(object)  # Path of the project folder (or of the recovery)
    sig_open_failed = Signal(str)
    sig_busy = Signal(str)  # what is being read or written; "" when nothing

    def __init__(
        self,
        window: QMainWindow,
        session: StudioSession,
        editor: ScriptEditor,
        settings: Settings,
        show_error: Callable[[str, str], None],
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._editor = editor
        self._settings = settings
        self._show_error = show_error
        self._show_message = show_message
        self.path: Path | None = None
        self.jobs = FileJobs(self)
        self.autosaver: Autosaver | None = None
        # Tests and scripted runs replace these questions.
        self.ask_unsaved: Callable[[], UnsavedAnswer] = self._ask_unsaved_dialog
        self.ask_save_path: Callable[[], str] = self._ask_save_path_dialog
        # Asked before a project already at the chosen path is replaced.
        self.ask_replace: Callable[[str], bool] = self._ask_replace_dialog
        self._replacing: tuple[Path, Then | None] | None = None
        # The one save or open in flight that a flow is waiting for.
        self._then: Then | None = None
        self._opening: tuple[Path, int] | None = None  # path, session revision at start
        self._recovery: Recovery | None = None
        self._busy = 0
        self._create_actions()
        session.sig_dirty_changed.connect(self._on_session_dirty_changed)
        session.sig_engine_ready.connect(self._on_session_engine_ready)
        self.update_title()

    # --- actions -------------------------------------------------------

    def _create_actions(self) -> None:
        w = self._window
        self.act_new = make_action(w, self.tr("&New project"), self._on_new_triggered, "Ctrl+N")
        self.act_open = make_action(w, self.tr("&Open project…"), self._on_open_triggered, "Ctrl+O")
        self.act_save = make_action(w, self.tr("&Save"), self._on_save_triggered, "Ctrl+S")
        self.act_save_as = make_action(
            w, self.tr("Save &as…"), self._on_save_as_triggered, "Ctrl+Shift+S"
        )
        self.act_import = make_action(
            w, self.tr("&Import script…"), self._on_import_triggered, "Ctrl+L", "open-script"
        )
        self.act_export = make_action(w, self.tr("&Export…"), self._on_export_triggered, "Ctrl+E")
        self.recent_menu = QMenu(self.tr("Open &recent"), w)
        self.recent_menu.aboutToShow.connect(self._on_recent_menu_about_to_show)

    def fill_file_menu(self, menu: QMenu) -> None:
        menu.addActions([self.act_new, self.act_open])
        menu.addMenu(self.recent_menu)
        menu.addSeparator()
        menu.addActions([self.act_save, self.act_save_as])
        menu.addSeparator()
        menu.addActions([self.act_import, self.act_export])

    @Slot()
    def _on_recent_menu_about_to_show(self) -> None:
        self.recent_menu.clear()
        recent = self._settings.recent_projects
        for path in recent:
            action = self.recent_menu.addAction(Path(path).stem)
            action.setToolTip(path)
            action.setData(path)
            action.triggered.connect(self._on_recent_triggered)
        if not recent:
            self.recent_menu.addAction(self.tr("(none)")).setEnabled(False)

    @Slot()
    def _on_recent_triggered(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.open_project(Path(str(action.data())))

    # --- state ---------------------------------------------------------

    @property
    def dirty(self) -> bool:
        return self._session.dirty

    @property
    def busy(self) -> bool:
        """A save or open is being written or read."""
        return self._busy > 0

    def update_title(self) -> None:
        # Without the app's name: Qt adds the application display name (set in app.py).
        name = self.path.stem if self.path is not None else self.tr("Untitled")
        title = f"{name}[*]"
        info = self._session.engine_info
        if info is not None:
            title += f" ({info.engine_id} {info.model_spec})"
        self._window.setWindowTitle(title)
        self._window.setWindowModified(self._session.dirty)

    @Slot(bool)
    def _on_session_dirty_changed(self, dirty: bool) -> None:
        self.update_title()

    @Slot(object)
    def _on_session_engine_ready(self, info: object) -> None:
        self.update_title()

    def _set_busy(self, delta: int, what: str) -> None:
        self._busy += delta
        self.sig_busy.emit(what if self._busy else "")

    def _set_path(self, path: Path | None) -> None:
        self.path = path
        if self.autosaver is not None:
            self.autosaver.set_project_path(path)
        if path is not None:
            self._settings.add_recent_project(str(path))
            self._settings.last_project_dir = str(path.parent)
        self.update_title()

    # --- autosave and recovery ----------------------------------------

    def enable_autosave(self, base: Path | None = None) -> None:
        """Start autosaving to the recovery folder (``base`` overrides the data dir)."""
        try:
            self.autosaver = Autosaver(
                self._session, self.jobs, self._settings.autosave_seconds, base, self
            )
        except StudioError as exc:
            self._show_error(self.tr("Autosave is off"), str(exc))
            return
        self.autosaver.set_project_path(self.path)
        self.autosaver.sig_failed.connect(self._on_autosaver_failed)

    @Slot(str)
    def _on_autosaver_failed(self, message: str) -> None:
        self._show_message(self.tr("Autosave failed: {0}").format(message))

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
        self._set_busy(1, self.tr("Restoring unsaved work…"))
        self._recovery = recovery
        self.jobs.run(
            restore,
            recovery,
            returned=self._on_restore_returned,
            errored=self._on_restore_errored,
        )

    @Slot(object)
    def _on_restore_returned(self, loaded: LoadedProject) -> None:
        self._set_busy(-1, "")
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
        self._set_path(Path(recovery.project_path) if recovery.project_path else None)
        if self.autosaver is not None:
            # The old entry goes once the restored work is safe in this one.
            self.autosaver.autosave_replacing(recovery)
        restored = len(s.document.lines)
        message = _plural(
            restored,
            self.tr("Restored {0} line of unsaved work."),
            self.tr("Restored {0} lines of unsaved work."),
        ).format(restored)
        if loaded.history_warning:
            # The work is back; only the way back through earlier edits is lost.
            log.warning("%s: %s", recovery.folder, loaded.history_warning)
            message += " " + loaded.history_warning
        self._show_message(message)
        self.sig_opened.emit(recovery.folder)

    @Slot(object)
    def _on_restore_errored(self, exc: Exception) -> None:
        self._set_busy(-1, "")
        message = _describe(exc)
        self._show_error(self.tr("Cannot restore the unsaved work"), message)
        self.sig_open_failed.emit(message)

    def close(self) -> None:
        """A clean exit (after the unsaved question): the recovery entry goes."""
        self.jobs.wait()
        if self.autosaver is not None:
            self.autosaver.close()
            self.autosaver = None

    def close_keeping_work(self) -> None:
        """An exit with no time to ask (the system is ending the session): unsaved
        work stays in the recovery entry for the next start."""
        self.jobs.wait()
        if self.autosaver is not None:
            self.autosaver.close_keeping_work()
            self.autosaver = None

    # --- unsaved changes -----------------------------------------------

    def _ask_unsaved_dialog(self) -> UnsavedAnswer:
        # Scripted and test runs (window.interactive False) never block on a question.
        if not getattr(self._window, "interactive", True):
            return "discard"
        name = self.path.stem if self.path is not None else self.tr("Untitled")
        answer = QMessageBox.question(
            self._window,
            self.tr("Unsaved changes"),
            self.tr("Save the changes to {0}?").format(name),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return "save"
        if answer == QMessageBox.StandardButton.Discard:
            return "discard"
        return "cancel"

    def confirm_discard(self, then: Then) -> bool:
        """Before the document is replaced or closed: True when that may happen now.

        With unsaved changes the user is asked; "Save" starts the save and
        returns False, and ``then`` runs once the save has worked.
        """
        if not self.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            self.save(then)
            return False
        return answer == "discard"

    # --- flows ---------------------------------------------------------

    @Slot()
    def _on_new_triggered(self) -> None:
        self.new_project()

    def new_project(self) -> bool:
        """An empty project; False when the user kept the current one (or is saving it)."""
        if not self.confirm_discard(self.start_new_project):
            return False
        self.start_new_project()
        return True

    def start_new_project(self) -> None:
        """An empty, untitled project now (the caller asked about unsaved changes)."""
        self._session.set_document(Document())
        self._session.mark_saved()
        if self.autosaver is not None:
            self.autosaver.mark_saved()
        self._set_path(None)

    @Slot()
    def _on_open_triggered(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self._window,
            self.tr("Open a project (a .vstudio folder)"),
            self._settings.last_project_dir,
        )
        if folder:
            self.open_project(Path(folder))

    def open_project(self, path: Path, ask: bool = True) -> None:
        """Read a project (off the GUI thread); ends in sig_opened or sig_open_failed."""
        if ask and not self.confirm_discard(lambda: self.open_project(path, ask=False)):
            return
        self._opening = (path, self._session.revision)
        self._set_busy(1, self.tr("Opening {0}…").format(path.name))
        self.jobs.run(
            load_project, path, returned=self._on_open_returned, errored=self._on_open_errored
        )

    @Slot(object)
    def _on_open_returned(self, loaded: LoadedProject) -> None:
        self._set_busy(-1, "")
        assert self._opening is not None
        _, revision = self._opening
        self._opening = None
        if self._session.revision != revision and not self.confirm_discard(
            lambda: self._show_opened(loaded)
        ):
            # Edited while it was being read, and the user keeps those edits.
            return
        self._show_opened(loaded)

    def _show_opened(self, loaded: LoadedProject) -> None:
        s = self._session
        s.set_document(loaded.doc, loaded.takes, loaded.voice_audio, loaded.export, loaded.history)
        s.mark_saved()
        if self.autosaver is not None:
            self.autosaver.mark_saved()
        self._set_path(loaded.path)
        messages: list[str] = []
        if loaded.history_warning:
            # The script is open; only the way back through earlier edits is lost.
            log.warning("%s: %s", loaded.path, loaded.history_warning)
            messages.append(loaded.history_warning)
        if loaded.missing_audio:
            missing = set(loaded.missing_audio)
            numbers = [
                str(n)
                for n, line in enumerate(loaded.doc.lines, 1)
                if any(take.id in missing for take in line.takes)
            ]
            if numbers:
                messages.append(
                    _plural(
                        len(numbers),
                        self.tr("The audio of line {0} is missing; Render stale renders it again."),
                        self.tr(
                            "The audio of lines {0} is missing; Render stale renders them again."
                        ),
                    ).format(", ".join(numbers))
                )
        self._show_message(" ".join(messages) or self.tr("Opened {0}.").format(loaded.path.name))
        self.sig_opened.emit(loaded.path)

    @Slot(object)
    def _on_open_errored(self, exc: Exception) -> None:
        self._set_busy(-1, "")
        self._opening = None
        # Nothing changed: the current document stays, nothing is written.
        message = _describe(exc)
        self._show_error(self.tr("Cannot open the project"), message)
        self.sig_open_failed.emit(message)

    @Slot()
    def _on_save_triggered(self) -> None:
        self.save()

    @Slot()
    def _on_save_as_triggered(self) -> None:
        self.save_as()

    def save(self, then: Then | None = None) -> bool:
        """Save to the project's folder (asking for one when it has none).

        Returns False when no save was started (the user cancelled the path);
        the outcome arrives as sig_saved or sig_save_failed.
        """
        if self.path is None:
            return self.save_as(then=then)
        self._save_to(self.path, then)
        return True

    def _ask_save_path_dialog(self) -> str:
        start = self.path.parent if self.path is not None else Path(self._settings.last_project_dir)
        name = self.path.name if self.path is not None else self.tr("Untitled") + PROJECT_SUFFIX
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save the project"),
            str(start / name),
            self.tr("Voice Studio projects (*{0})").format(PROJECT_SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite,  # asked below, with what is lost
        )
        return path

    def _ask_replace_dialog(self, description: str) -> bool:
        return ask_replace(
            self._window,
            self.tr("Replace the project?"),
            self.tr("Replace {0}?").format(description),
            self.tr("Its lines and takes go to the trash, and this project is saved in its place."),
        )

    def save_as(self, path: Path | None = None, then: Then | None = None) -> bool:
        """Save to a folder the user names; a project already there is replaced only
        when the user agrees (it goes to the trash). False when nothing was started."""
        if path is None:
            chosen = self.ask_save_path()
            if not chosen:
                return False
            path = Path(chosen)
        folder = project_dir(path)
        if self.path is not None and _same_folder(folder, self.path):
            self._save_to(folder, then)  # the open project's own folder: a save in place
            return True
        if not (folder / PROJECT_FILE).exists():
            self._save_to(folder, then, as_new=True)
            return True
        # Reading what would be lost grows with that project: the file thread does it.
        self._replacing = (folder, then)
        self._set_busy(1, self.tr("Reading {0}…").format(folder.name))
        self.jobs.run(
            describe, folder, returned=self._on_replaced_described, errored=self._on_save_errored
        )
        return True

    @Slot(object)
    def _on_replaced_described(self, description: str) -> None:
        self._set_busy(-1, "")
        assert self._replacing is not None
        folder, then = self._replacing
        self._replacing = None
        if not self.ask_replace(description):
            self._show_message(self.tr("Not saved: {0} was left as it is.").format(folder.name))
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
        self._set_busy(1, self.tr("Saving {0}…").format(path.name))
        self.jobs.run(
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
    def _on_save_returned(self, result: tuple[Path, int, str]) -> None:
        self._set_busy(-1, "")
        folder, revision, note = result
        if self.autosaver is not None and revision == self._session.revision:
            self.autosaver.mark_saved()
        self._set_path(folder)
        self._show_message(" ".join(filter(None, [self.tr("Saved {0}.").format(folder), note])))
        self.sig_saved.emit(folder)
        then, self._then = self._then, None
        if then is not None:
            then()

    @Slot(object)
    def _on_save_errored(self, exc: Exception) -> None:
        self._set_busy(-1, "")
        self._then = None
        self._replacing = None
        self._session.mark_unsaved()
        message = _describe(exc)
        self._show_error(self.tr("Cannot save the project"), message)
        self.sig_save_failed.emit(message)

    @Slot()
    def _on_import_triggered(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window,
            self.tr("Import a script"),
            self._settings.last_script_dir,
            self.tr("Scripts (*.txt *.md);;All files (*)"),
        )
        if path:
            self._settings.last_script_dir = str(Path(path).parent)
            self.import_script(Path(path))

    def import_script(self, path: Path) -> list[str]:
        """Insert a .txt/.md script after the selection, split into sentences: one undo step."""
        s = self._session
        ids = self._editor.selected_line_ids()
        at = s.document.index_of(ids[-1]) + 1 if ids else None
        voice = s.document.line(ids[-1]).voice if ids else None
        try:
            imported = prepare_import(s.document, path, voice=voice, at=at)
        except StudioError as exc:
            self._show_error(self.tr("Cannot import the script"), str(exc))
            return []
        s.edit(imported.command)
        new_ids = [line.id for line in imported.command.lines]
        self._editor.select_lines(new_ids)
        message = _plural(
            len(new_ids),
            self.tr("Imported {0} line from {1}."),
            self.tr("Imported {0} lines from {1}."),
        ).format(len(new_ids), path.name)
        # What the normaliser changed (characters removed, long lines split), once.
        self._show_message(" ".join([message, *imported.notes]))
        return new_ids

    @Slot()
    def _on_export_triggered(self) -> None:
        self.open_export()

    @Slot(int)
    def open_export(self, chapter: int = 0) -> None:
        """The export dialog; with ``chapter`` (1-based), that chapter's lines are chosen."""
        dialog = ExportDialog(
            self._session,
            self._window,
            self._editor.selected_line_ids(),
            self._settings,
            chapter=chapter or None,
            project_path=self.path,
        )
        dialog.exec()


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
) -> tuple[Path, int, str]:
    """Write the project (the project-file thread)."""
    if not job.as_new:
        return (
            save_project(job.path, doc, takes, voice_audio, export, history=history),
            revision,
            "",
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


__all__ = ["ProjectController"]
