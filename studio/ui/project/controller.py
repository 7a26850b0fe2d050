"""The File menu's project flows: New, Open, Open Recent, Save, Save As, Import, Export.

Also the window title with its unsaved mark (the session owns "unsaved"),
the "save changes?" question, and start-up recovery.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from studio.core.document import Document
from studio.core.project import PROJECT_SUFFIX, load_project, project_dir, save_project
from studio.core.recovery import Recovery, discard, find_recoveries, restore
from studio.core.script_import import import_script
from studio.core.snapshot import snapshot_document
from studio.errors import StudioError
from studio.ui.export.dialog import ExportDialog
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.project.autosave import Autosaver
from studio.ui.project.recovery_dialog import RecoveryDialog
from studio.ui.session.session import StudioSession
from studio.ui.settings import Settings

log = logging.getLogger(__name__)

UnsavedAnswer = Literal["save", "discard", "cancel"]
MESSAGE_MS = 8000


class ProjectController(QObject):
    """Project state of one window: its path, unsaved mark, autosave and File actions."""

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
        self.autosaver: Autosaver | None = None
        # Tests and scripted runs replace these two questions.
        self.ask_unsaved: Callable[[], UnsavedAnswer] = self._ask_unsaved_dialog
        self.ask_save_path: Callable[[], str] = self._ask_save_path_dialog
        self._create_actions()
        session.sig_dirty_changed.connect(self._on_session_dirty_changed)
        session.sig_engine_ready.connect(self._on_session_engine_ready)
        self.update_title()

    # --- actions -------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: str | None) -> QAction:
        action = QAction(text, self._window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        self._window.addAction(action)
        return action

    def _create_actions(self) -> None:
        self.act_new = self._action(self.tr("&New project"), self._on_new_triggered, "Ctrl+N")
        self.act_open = self._action(self.tr("&Open project…"), self._on_open_triggered, "Ctrl+O")
        self.act_save = self._action(self.tr("&Save"), self._on_save_triggered, "Ctrl+S")
        self.act_save_as = self._action(
            self.tr("Save &as…"), self._on_save_as_triggered, "Ctrl+Shift+S"
        )
        self.act_import = self._action(
            self.tr("&Import script…"), self._on_import_triggered, "Ctrl+L"
        )
        self.act_export = self._action(self.tr("&Export…"), self._on_export_triggered, "Ctrl+E")
        self.recent_menu = QMenu(self.tr("Open &recent"), self._window)
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

    def update_title(self) -> None:
        name = self.path.stem if self.path is not None else self.tr("Untitled")
        title = self.tr("{0}[*] — Voice Studio").format(name)
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

    def _set_saved_state(self, path: Path | None) -> None:
        self.path = path
        self._session.mark_saved()
        if self.autosaver is not None:
            self.autosaver.set_project_path(path)
            self.autosaver.mark_saved()
        if path is not None:
            self._settings.add_recent_project(str(path))
            self._settings.last_project_dir = str(path.parent)
        self.update_title()

    # --- autosave and recovery ----------------------------------------

    def enable_autosave(self, base: Path | None = None) -> None:
        """Start autosaving to the recovery folder (``base`` overrides the data dir)."""
        try:
            self.autosaver = Autosaver(self._session, self._settings.autosave_seconds, base, self)
        except StudioError as exc:
            self._show_error(self.tr("Autosave is off"), str(exc))
            return
        self.autosaver.set_project_path(self.path)
        self.autosaver.sig_failed.connect(self._on_autosaver_failed)

    @Slot(str)
    def _on_autosaver_failed(self, message: str) -> None:
        self._show_message(self.tr("Autosave failed: {0}").format(message))

    def offer_recoveries(self, base: Path | None = None) -> bool:
        """Ask about work left by a studio that died; True when one was restored."""
        recoveries = find_recoveries(base)
        if not recoveries:
            return False
        dialog = RecoveryDialog(recoveries, self._window)
        dialog.exec()
        if dialog.choice == "discard":
            for recovery in recoveries:
                discard(recovery)
        elif dialog.choice == "restore" and dialog.selected is not None:
            return self.restore_recovery(dialog.selected)
        return False

    def restore_recovery(self, recovery: Recovery) -> bool:
        try:
            loaded = restore(recovery)
        except StudioError as exc:
            self._show_error(self.tr("Cannot restore the unsaved work"), str(exc))
            return False
        s = self._session
        # The autosave kept the undo stack: after a crash the user can still
        # undo back through the edits that were never saved.
        s.set_document(loaded.doc, loaded.takes, loaded.voice_audio, loaded.export, loaded.history)
        self.path = Path(recovery.project_path) if recovery.project_path else None
        # The restored work is newer than anything saved: unsaved until saved,
        # even where the restored stack sits at its clean index (the file's
        # state): an autosave there means a render had changed the document.
        s.mark_unsaved()
        if self.autosaver is not None:
            self.autosaver.set_project_path(self.path)
            try:
                self.autosaver.autosave_now()
            except StudioError as exc:
                log.warning("could not autosave the restored work: %s", exc)
            else:
                discard(recovery)
        self.update_title()
        restored = len(s.document.lines)
        message = self.tr("Restored {0} lines of unsaved work.").format(restored)
        if loaded.history_warning:
            # The work is back; only the way back through earlier edits is lost.
            log.warning("%s: %s", recovery.folder, loaded.history_warning)
            message += " " + loaded.history_warning
        self._show_message(message)
        return True

    def close(self) -> None:
        """A clean exit (after the unsaved question): the recovery entry goes."""
        if self.autosaver is not None:
            self.autosaver.close()
            self.autosaver = None

    def close_keeping_work(self) -> None:
        """An exit with no time to ask (the system is ending the session): unsaved
        work stays in the recovery entry for the next start."""
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

    def maybe_save(self) -> bool:
        """Before closing the document: True when it is fine to go on."""
        if not self.dirty:
            return True
        answer = self.ask_unsaved()
        if answer == "save":
            return self.save()
        return answer == "discard"

    # --- flows ---------------------------------------------------------

    @Slot()
    def _on_new_triggered(self) -> None:
        self.new_project()

    def new_project(self) -> bool:
        if not self.maybe_save():
            return False
        self._session.set_document(Document())
        self._set_saved_state(None)
        return True

    @Slot()
    def _on_open_triggered(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self._window,
            self.tr("Open a project (a .vstudio folder)"),
            self._settings.last_project_dir,
        )
        if folder:
            self.open_project(Path(folder))

    def open_project(self, path: Path, ask: bool = True) -> bool:
        if ask and not self.maybe_save():
            return False
        try:
            loaded = load_project(path)
        except StudioError as exc:
            # Nothing changed: the current document stays, nothing is written.
            self._show_error(self.tr("Cannot open the project"), str(exc))
            return False
        self._session.set_document(
            loaded.doc, loaded.takes, loaded.voice_audio, loaded.export, loaded.history
        )
        self._set_saved_state(loaded.path)
        messages: list[str] = []
        if loaded.history_warning:
            # The script is open; only the way back through earlier edits is lost.
            log.warning("%s: %s", loaded.path, loaded.history_warning)
            messages.append(loaded.history_warning)
        if loaded.missing_audio:
            messages.append(
                self.tr("{0} takes have no audio file any more; render those lines again.").format(
                    len(loaded.missing_audio)
                )
            )
        self._show_message(" ".join(messages) or self.tr("Opened {0}.").format(loaded.path.name))
        return True

    @Slot()
    def _on_save_triggered(self) -> None:
        self.save()

    @Slot()
    def _on_save_as_triggered(self) -> None:
        self.save_as()

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._save_to(self.path)

    def _ask_save_path_dialog(self) -> str:
        start = self.path.parent if self.path is not None else Path(self._settings.last_project_dir)
        name = self.path.name if self.path is not None else self.tr("Untitled") + PROJECT_SUFFIX
        path, _ = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save the project"),
            str(start / name),
            self.tr("Voice Studio projects (*{0})").format(PROJECT_SUFFIX),
        )
        return path

    def save_as(self, path: Path | None = None) -> bool:
        if path is None:
            chosen = self.ask_save_path()
            if not chosen:
                return False
            path = Path(chosen)
        return self._save_to(project_dir(path))

    def _save_to(self, path: Path) -> bool:
        s = self._session
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            folder = save_project(
                path,
                snapshot_document(s.document),
                s.takes,
                s.voices.audio_for_save(),
                s.export_settings,
                history=s.history(saving=True),
            )
        except StudioError as exc:
            self._show_error(self.tr("Cannot save the project"), str(exc))
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        self._set_saved_state(folder)
        self._show_message(self.tr("Saved {0}.").format(folder))
        return True

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
            command = import_script(s.document, path, voice=voice, at=at)
        except StudioError as exc:
            self._show_error(self.tr("Cannot import the script"), str(exc))
            return []
        s.edit(command)
        new_ids = [line.id for line in command.lines]
        self._editor.select_lines(new_ids)
        self._show_message(self.tr("Imported {0} lines from {1}.").format(len(new_ids), path.name))
        return new_ids

    @Slot()
    def _on_export_triggered(self) -> None:
        dialog = ExportDialog(self._session, self._window, self._editor.selected_line_ids())
        dialog.exec()
