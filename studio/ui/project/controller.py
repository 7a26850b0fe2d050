"""The File menu of one window: New, Open, Open Recent, Save, Save As, Import, Export.

Also the window title with its unsaved mark (the session owns "unsaved"), the
"save changes?" question, and autosave. The flows that read or write files
have a module each, composed here: ``saving`` (Save, Save As, the replace
question), ``opening`` (Open) and ``restoring`` (recovery at start-up). They
report through this controller's signals, so the window and its tests see one
object.

Saving and opening read and write files on the project-file thread
(``FileJobs``), never on the GUI thread, so they end in slots: a flow that
must wait for a save (closing after "Save", opening after "Save") passes what
comes next as a continuation, run once the save has worked.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from studio.core.books import is_book_file
from studio.core.document import Document
from studio.core.script_import import prepare_import
from studio.core.store.project_lock import ProjectLock
from studio.core.store.recovery import Recovery
from studio.errors import StudioError
from studio.ui.base.i18n import error_text, said_text
from studio.ui.base.settings import Settings
from studio.ui.books.file_drop import FileDrop
from studio.ui.kit.actions import make_action
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.project.autosave import Autosaver
from studio.ui.project.book_import import BookImportFlow
from studio.ui.project.file_jobs import FileJobs
from studio.ui.project.host import Then
from studio.ui.project.locking import (
    ChangedAnswer,
    LockedAnswer,
    OpenMode,
    ask_changed_dialog,
    ask_locked_dialog,
)
from studio.ui.project.opening import OpenFlow
from studio.ui.project.restoring import RestoreFlow
from studio.ui.project.saving import SaveFlow
from studio.ui.session.session import StudioSession

UnsavedAnswer = Literal["save", "discard", "cancel"]


class ProjectController(QObject):
    """Project state of one window: its path, unsaved mark, autosave and File actions."""

    sig_saved = Signal(object)  # Path of the project folder
    sig_save_failed = Signal(str)
    sig_opened = Signal(object)  # Path of the project folder (or of the recovery)
    sig_open_failed = Signal(str)

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
        # The lock this window holds on its project's folder (None: untitled, or
        # opened read-only), and the fingerprint of the project.json it loaded or
        # last wrote: a save first checks the file still has it.
        self.lock: ProjectLock | None = None
        self.fingerprint: str | None = None
        self.read_only = False
        self.jobs = FileJobs(self)
        self.autosaver: Autosaver | None = None
        self._busy = 0
        # Each flow keeps what it has in flight; all of them report through this object.
        self._save_flow = SaveFlow(self, window, session, settings, self)
        self._open_flow = OpenFlow(self, session, self)
        self._restore_flow = RestoreFlow(self, window, session, self)
        # Books are read and split on the project-file thread; their picker asks here.
        self.books = BookImportFlow(
            self, session, window, editor.selected_line_ids, editor.select_lines, self
        )
        # Scripts and books dropped on the window are imported like File > Import.
        self._file_drop = FileDrop(window, self.import_script)
        # Tests and scripted runs replace these questions.
        self.ask_unsaved: Callable[[], UnsavedAnswer] = self._ask_unsaved_dialog
        self.ask_save_path: Callable[[], str] = self._save_flow.ask_save_path_dialog
        # Asked before a project already at the chosen path is replaced.
        self.ask_replace: Callable[[str], bool] = self._save_flow.ask_replace_dialog
        # Asked when another program has the project open, and when the project on
        # disk is no longer the one this window loaded (message, may overwrite).
        self.ask_locked: Callable[[str], LockedAnswer] = lambda message: ask_locked_dialog(
            window, message
        )
        self.ask_changed: Callable[[str, bool], ChangedAnswer] = lambda message, can_overwrite: (
            ask_changed_dialog(window, message, can_overwrite)
        )
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
        if self.read_only:
            title += " " + self.tr("(read-only)")
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
        """One more (or one less) read or write in flight; ``what`` (shown in the status
        bar until the outcome replaces it) says what it is."""
        self._busy += delta
        if delta > 0 and what:
            self._show_message(what)

    def _set_path(
        self,
        path: Path | None,
        lock: ProjectLock | None = None,
        fingerprint: str | None = None,
        read_only: bool = False,
    ) -> None:
        """The window's project is now ``path``, held with ``lock`` (the lock held
        before goes, unless it is the same), whose project.json has ``fingerprint``."""
        if self.lock is not None and self.lock is not lock:
            self.lock.release()
        self.lock = lock
        self.fingerprint = fingerprint
        self.read_only = read_only
        self.path = path
        if self.autosaver is not None:
            self.autosaver.set_project_path(path, fingerprint)
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
            self._show_error(self.tr("Autosave is off"), error_text(exc))
            return
        self.autosaver.set_project_path(self.path, self.fingerprint)
        self.autosaver.sig_failed.connect(self._on_autosaver_failed)

    @Slot(str)
    def _on_autosaver_failed(self, message: str) -> None:
        self._show_message(self.tr("Autosave failed: {0}").format(message))

    def offer_recoveries(self, base: Path | None = None) -> bool:
        """Ask about work left by a studio that died; True when a restore started."""
        return self._restore_flow.offer_recoveries(base)

    def restore_recovery(self, recovery: Recovery) -> None:
        """Read a recovery entry (off the GUI thread); ends in sig_opened or sig_open_failed."""
        self._restore_flow.restore_recovery(recovery)

    def close(self) -> None:
        """A clean exit (after the unsaved question): the recovery entry and the
        project's lock go."""
        self.jobs.wait()
        if self.autosaver is not None:
            self.autosaver.close()
            self.autosaver = None
        self._release_lock()

    def close_keeping_work(self) -> None:
        """An exit with no time to ask (the system is ending the session): unsaved
        work stays in the recovery entry for the next start."""
        self.jobs.wait()
        if self.autosaver is not None:
            self.autosaver.close_keeping_work()
            self.autosaver = None
        self._release_lock()

    def _release_lock(self) -> None:
        if self.lock is not None:
            self.lock.release()
            self.lock = None

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

    def open_project(self, path: Path, ask: bool = True, mode: OpenMode = "lock") -> None:
        """Read a project (off the GUI thread); ends in sig_opened or sig_open_failed.

        ``mode`` says what to do about its lock (``locking.OpenMode``); when another
        program holds it, the user is asked (``ask_locked``)."""
        self._open_flow.open_project(path, ask, mode)

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
        return self._save_flow.save(then)

    def save_as(self, path: Path | None = None, then: Then | None = None) -> bool:
        """Save to a folder the user names; a project already there is replaced only
        when the user agrees (it goes to the trash). False when nothing was started."""
        return self._save_flow.save_as(path, then)

    @Slot()
    def _on_import_triggered(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self._window,
            self.tr("Import a script or a book"),
            self._settings.last_script_dir,
            self.tr(
                "Scripts and books (*.txt *.md *.epub *.docx *.pdf *.html *.htm *.xhtml);;"
                "Scripts (*.txt *.md);;Books (*.epub *.docx *.pdf *.html *.htm *.xhtml);;"
                "All files (*)"
            ),
        )
        if path:
            self._settings.last_script_dir = str(Path(path).parent)
            self.import_script(Path(path))

    def import_script(self, path: Path) -> list[str]:
        """Insert a .txt/.md script after the selection, split into sentences: one undo step.

        A book (EPUB, DOCX, PDF, HTML) is read off the GUI thread and its chapters
        picked first (``books``): this returns [] at once, and ``books.sig_imported``
        gives the new lines.
        """
        if is_book_file(path):
            self.books.import_book(path)
            return []
        s = self._session
        ids = self._editor.selected_line_ids()
        at = s.document.index_of(ids[-1]) + 1 if ids else None
        voice = s.document.line(ids[-1]).voice if ids else None
        try:
            imported = prepare_import(s.document, path, voice=voice, at=at)
        except StudioError as exc:
            self._show_error(self.tr("Cannot import the script"), error_text(exc))
            return []
        s.edit(imported.command)
        new_ids = [line.id for line in imported.command.lines]
        self._editor.select_lines(new_ids)
        message = self.tr("Imported %n line(s) from {0}.", "", len(new_ids)).format(path.name)
        # What the normaliser changed (characters removed, long lines split), once.
        self._show_message(" ".join([message, *map(said_text, imported.notes)]))
        return new_ids

    @Slot()
    def _on_export_triggered(self) -> None:
        self.open_export()

    @Slot(int)
    def open_export(self, chapter: int = 0) -> None:
        """The export dialog; with ``chapter`` (1-based), that chapter's lines are chosen."""
        from studio.ui.export.dialog import ExportDialog  # imported when first opened

        dialog = ExportDialog(
            self._session,
            self._window,
            self._editor.selected_line_ids(),
            self._settings,
            chapter=chapter or None,
            project_path=self.path,
        )
        dialog.exec()


__all__ = ["ProjectController"]
