"""The Help menu's actions: open the sample script, keyboard shortcuts, About.

The sample script comes with its three voices (spoken by espeak-ng), so a
first-time user has something to render at once, with any model.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMainWindow

from studio.core.store.recovery import data_dir
from studio.ui.base.i18n import error_text
from studio.ui.base.resources import SAMPLE_VOICES, copy_sample_voices, sample_script
from studio.ui.kit.actions import make_action
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.project.controller import ProjectController
from studio.ui.session.session import StudioSession


class HelpController(QObject):
    def __init__(
        self,
        window: QMainWindow,
        session: StudioSession,
        project: ProjectController,
        editor: ScriptEditor,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._project = project
        self._editor = editor
        self.act_sample = make_action(
            window,
            self.tr("Open &sample script"),
            self._on_sample_triggered,
            tip=self.tr("A short script in three voices, ready to render"),
        )
        self.act_shortcuts = make_action(
            window, self.tr("&Keyboard shortcuts"), self._on_shortcuts_triggered, "Ctrl+/"
        )
        self.act_about = make_action(window, self.tr("&About Voice Studio"), self._on_about)

    # --- sample script ----------------------------------------------------

    @Slot()
    def _on_sample_triggered(self) -> None:
        self.open_sample()

    def open_sample(self) -> bool:
        """A new project with the sample's voices and lines; False when the user kept
        the current project (or is saving it first: then it opens after the save)."""
        if not self._project.confirm_discard(self._open_sample_now):
            return False
        self._open_sample_now()
        return True

    def _open_sample_now(self) -> None:
        self._project.start_new_project()
        # The voices are package files: copied once to the data folder, as real
        # files a voice loads from (on the project-file thread: it writes).
        self._project.jobs.run(
            copy_sample_voices,
            data_dir() / "sample_voices",
            returned=self._on_voices_copied,
            errored=self._on_voices_errored,
        )

    @Slot(object)
    def _on_voices_copied(self, paths: dict[str, Path]) -> None:
        for name in SAMPLE_VOICES:
            self._session.voices.add(paths[name], name)
        ids = self._editor.add_script_text(
            sample_script(), self.tr("Open sample script"), list(SAMPLE_VOICES)
        )
        self._editor.select_lines(ids[:1])

    @Slot(object)
    def _on_voices_errored(self, exc: Exception) -> None:
        message = error_text(exc)
        show_error = getattr(self._window, "show_error", None)
        if callable(show_error):
            show_error(self.tr("Cannot open the sample script"), message)

    # --- dialogs -------------------------------------------------------------

    @Slot()
    def _on_shortcuts_triggered(self) -> None:
        from studio.ui.help.shortcuts import ShortcutsDialog  # imported when first opened

        ShortcutsDialog(self._window.menuBar(), self._window).exec()

    @Slot()
    def _on_about(self) -> None:
        from studio.ui.help.about import AboutDialog  # imported when first opened

        AboutDialog(self._session.engine_info, self._window).exec()


__all__ = ["HelpController"]
