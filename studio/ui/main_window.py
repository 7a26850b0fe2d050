"""The studio's main window: voices on the left, the script on the right.

The window only arranges widgets and turns actions into calls on the
session, the script editor and the player; the work itself happens there.
Project files, autosave and recovery live in ``project``; the script's Edit,
Render and Playback actions in ``script_actions``; the panels' arrangement in
``main_splitter``; the takes and settings panels and auto-render in their own
modules.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QItemSelection, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from studio.engines.info import EngineInfo, LoadPhase
from studio.render import LineDone
from studio.ui.audio.player import Player, PlayItem
from studio.ui.audio.stream_player import StreamPlayer
from studio.ui.base.heap import (
    SurvivorFreezer,
    freeze_long_lived,
    release_frozen,
    share_the_interpreter,
)
from studio.ui.base.i18n import localized
from studio.ui.base.resources import icon
from studio.ui.base.settings import Settings
from studio.ui.cast.cast_dock import CastDock
from studio.ui.drift.dock import DriftDock
from studio.ui.help.controller import HelpController
from studio.ui.kit.actions import make_action
from studio.ui.kit.announce import announce
from studio.ui.kit.main_splitter import MainSplitter
from studio.ui.kit.main_toolbar import MainToolbar
from studio.ui.models.controller import ModelsController
from studio.ui.narration.tools import NarrationTools
from studio.ui.panels.chapter_actions import ChapterActions
from studio.ui.panels.line_params import LineParamsPanel
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.panels.stats_bar import MESSAGE_MS, StatsBar
from studio.ui.panels.takes_panel import TakesPanel
from studio.ui.panels.voices_panel import VoicesPanel
from studio.ui.project.controller import ProjectController
from studio.ui.script_actions import ScriptActions
from studio.ui.serve.switch import ServeSwitch
from studio.ui.session.auto_render import AutoRenderer
from studio.ui.session.check_preferences import apply_check_preferences
from studio.ui.session.session import StudioSession
from studio.ui.voices.voice_tools import VoiceTools

DEFAULT_SIZE = (1680, 900)


class MainWindow(QMainWindow):
    sig_closed = Signal()

    def __init__(
        self,
        session: StudioSession,
        settings: Settings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.settings = settings or Settings()
        # The model being loaded and since when (monotonic seconds), to time the load.
        self._loading: tuple[str, float] | None = None
        self._interactive = True  # False for --screenshot runs: no modal dialogs
        self._ending = False  # closing on SIGTERM/SIGINT: no questions, keep the work
        self.setWindowIcon(icon("app"))
        self.player = Player(self)
        self.player.preferred_output = self.settings.audio_output
        self.playback = StreamPlayer(session, self.player, self)
        self.editor = ScriptEditor(session, self.settings, self)
        self.voices = VoicesPanel(session, self.settings, self)
        self.stats = StatsBar(self)
        self.setStatusBar(self.stats)
        self.serving = ServeSwitch(session, self.settings, self.stats, self)
        self.project = ProjectController(
            self, session, self.editor, self.settings, self.show_error, self._show_message
        )
        # An opened project's lines and takes live as long as it is open.
        self.project.sig_opened.connect(self._on_project_opened)
        self.models = ModelsController(self, session, self.settings)
        self.help = HelpController(self, session, self.project, self.editor)
        self.takes = TakesPanel(session, self.player, self)
        self.line_params = LineParamsPanel(session, self.editor.selected_line_ids, self)
        self.auto_render = AutoRenderer(session, self._editing_line_id, self)
        self.chapter_actions = ChapterActions(self, session, self.editor, self._show_message)
        self.narration = NarrationTools(
            self,
            session,
            self.editor.selected_line_ids,
            self.editor.select_lines,
            self._show_message,
        )
        self.cast = CastDock(session, self)
        self.drift = DriftDock(session, self, lambda line_id: self.editor.select_lines([line_id]))
        self.voice_tools = VoiceTools(
            self,
            session,
            self.player,
            self.settings,
            self.voices.current_name,
            self.voices.select,
            self._show_message,
        )

        self.splitter = MainSplitter(
            self.voices, self.editor, self.takes, self.line_params, DEFAULT_SIZE[0], self
        )
        # Margins on a container: QSplitter's minimum size leaves out its own, and at
        # its minimum width the script table lay 16 px over the side panels.
        central = QWidget(self)
        box = QVBoxLayout(central)
        box.setContentsMargins(8, 8, 8, 8)
        box.addWidget(self.splitter)
        self.setCentralWidget(central)

        self._create_actions()
        self._create_menus_and_toolbar()
        self._set_tab_order()
        self._rendered_unsaid: list[int] = []  # lines rendered since a screen reader heard
        self._connect()
        self._restore_state()
        if self.settings.auto_render:
            self.act_auto_render.setChecked(True)
            self.auto_render.set_enabled(True)
        apply_check_preferences(session, self.settings)
        # The libraries and the window are here for the session: out of the collector's way
        # (the garbage of the imports is collected after the first paint: run_app).
        freeze_long_lived()
        share_the_interpreter()
        self._survivors = SurvivorFreezer()

    @property
    def interactive(self) -> bool:
        """False for scripted runs and tests: no modal dialogs or questions."""
        return self._interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        self._interactive = value
        self.narration.interactive = value
        self.chapter_actions.interactive = value

    # --- construction --------------------------------------------------

    def _create_actions(self) -> None:
        # The script's Edit, Render and Playback actions are made and enabled there; the
        # window keeps their names for its menus, its toolbar and its callers.
        a = self.script_actions = ScriptActions(
            self,
            self.session,
            self.editor,
            self.player,
            self.playback,
            self.stats,
            self.auto_render,
            self.settings,
        )
        self.act_undo, self.act_redo = a.act_undo, a.act_redo
        self.act_add_line, self.act_duplicate = a.act_add_line, a.act_duplicate
        self.act_delete, self.act_paste, self.act_lock = a.act_delete, a.act_paste, a.act_lock
        self.act_up, self.act_down = a.act_up, a.act_down
        self.act_render, self.act_render_stale = a.act_render, a.act_render_stale
        self.act_auto_render, self.act_stop = a.act_auto_render, a.act_stop
        self.act_play, self.act_play_from = a.act_play, a.act_play_from
        self.act_load_script = self.project.act_import
        self.act_add_voice = make_action(
            self, self.tr("Add &voice…"), self.voices.add_from_dialog, "Ctrl+Shift+A", "add-file"
        )
        self.act_record = make_action(
            self, self.tr("&Record voice…"), self.voice_tools.record, "Ctrl+Shift+R", "record"
        )
        self.act_replace_audio = make_action(
            self,
            self.tr("Replace voice &audio…"),
            self._on_replace_audio,
            tip=self.tr("Give the selected voice new reference audio (its lines become stale)"),
        )
        self.act_quit = make_action(
            self, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit
        )
        self.act_preferences = make_action(
            self, self.tr("&Preferences…"), self._on_preferences_triggered, "Ctrl+,"
        )

    def _create_menus_and_toolbar(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(self.tr("&File"))
        self.project.fill_file_menu(file_menu)
        file_menu.addSeparator()
        file_menu.addAction(self.act_quit)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        self.script_actions.fill_edit_menu(edit_menu)
        edit_menu.addSeparator()
        edit_menu.addAction(self.act_preferences)
        voices_menu = bar.addMenu(self.tr("&Voices"))
        tools = self.voice_tools
        voices_menu.addActions([self.act_add_voice, self.act_record, self.act_replace_audio])
        voices_menu.addSeparator()
        voices_menu.addActions([tools.act_edit, tools.act_clone_check])
        voices_menu.addSeparator()
        voices_menu.addAction(tools.act_library)
        voices_menu.addAction(self.cast.act_toggle)
        text_menu = bar.addMenu(self.tr("&Text"))
        text_menu.addAction(self.narration.act_pronunciation)
        self.chapter_actions.fill_menu(bar.addMenu(self.tr("&Chapters")))
        render_menu = bar.addMenu(self.tr("&Render"))
        self.script_actions.fill_render_menu(render_menu)
        self.narration.fill_render_menu(render_menu)
        render_menu.addAction(self.drift.act_toggle)
        self.editor.set_context_actions(
            [self.act_render, self.narration.act_best_of, self.act_play, None]
            + [*self.chapter_actions.context_actions, None, self.act_lock, self.act_delete]
        )
        self.script_actions.fill_play_menu(bar.addMenu(self.tr("&Playback")))
        model_menu = bar.addMenu(self.tr("&Model"))
        model_menu.addAction(self.models.act_models)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addActions([self.help.act_sample, self.help.act_shortcuts])
        help_menu.addSeparator()
        help_menu.addAction(self.help.act_about)

        # Most important first (what overflows goes from the end); the small,
        # obvious ones icon-only from the start keep the toolbar on one row.
        self.toolbar = MainToolbar(self)
        small = [self.act_duplicate, self.act_delete, self.act_up, self.act_down]
        small += [self.act_undo, self.act_redo]
        for group in (
            [self.act_render, self.act_render_stale, self.act_auto_render, self.act_stop],
            [self.act_play, self.act_play_from],
            [self.act_add_line, self.act_duplicate, self.act_delete, self.act_up, self.act_down],
            [self.act_undo, self.act_redo],
            [self.act_load_script, self.act_add_voice, self.act_record],
        ):
            self.toolbar.add_group(group, icon_only=small)
        self.addToolBar(self.toolbar)

    def _set_tab_order(self) -> None:
        """Tab goes as the panels lie: voices, the script, the takes, the line's settings.

        The script was made first (the panels need it), so it came first; it still has
        the focus when the window opens.
        """
        QWidget.setTabOrder(self.voices.check_button, self.editor)
        QWidget.setTabOrder(self.editor, self.takes.tree)
        self.editor.setFocus()

    def _connect(self) -> None:
        s = self.session
        s.sig_engine_loading.connect(self._on_session_engine_loading)
        s.sig_engine_ready.connect(self._on_session_engine_ready)
        s.sig_engine_failed.connect(self._on_session_engine_failed)
        s.sig_engine_note.connect(self._show_message)
        s.sig_engine_phase.connect(self._on_session_engine_phase)
        self.editor.sig_notice.connect(self._show_message)
        s.voices.sig_voice_error.connect(self._on_voices_voice_error)
        s.sig_stats.connect(self.stats.show_stats)
        s.sig_line_finished.connect(self._on_session_line_finished)
        s.sig_line_settled.connect(self._on_session_line_settled)
        self.player.sig_unavailable.connect(self._on_player_unavailable)
        self.playback.sig_message.connect(self._show_message)
        self.playback.sig_stats.connect(self.stats.show_playback)
        self.voices.sig_record_requested.connect(self.voice_tools.record)
        self.voices.sig_edit_requested.connect(self.voice_tools.open_workbench)
        self.voices.sig_clone_check_requested.connect(self.voice_tools.check_clone)
        self.voices.sig_play_requested.connect(self._on_voice_play_requested)
        self.editor.selectionModel().selectionChanged.connect(self._on_editor_selection_changed)
        self.chapter_actions.sig_export_chapter.connect(self.project.open_export)
        self.project.books.sig_imported.connect(self.cast.on_book_imported)
        self.cast.panel.sig_message.connect(self._show_message)

    # --- settings ------------------------------------------------------

    def _restore_state(self) -> None:
        geometry = self.settings.window_geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(*self._default_size())
        self.splitter.restore(self.settings.splitter_state, self.width())

    def _default_size(self) -> tuple[int, int]:
        """The first start's size: roomy, but never larger than the screen."""
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is None or screen.width() <= 0:
            return DEFAULT_SIZE
        return (
            min(DEFAULT_SIZE[0], int(screen.width() * 0.92)),
            min(DEFAULT_SIZE[1], int(screen.height() * 0.92)),
        )

    def _save_state(self) -> None:
        self.settings.window_geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.sync()

    def end_session(self) -> None:
        """Close now without asking (SIGTERM, Ctrl+C in the terminal, logout);
        unsaved work is kept for recovery at the next start."""
        self._ending = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self._ending:
            self.project.close_keeping_work()
        elif not self.project.confirm_discard(self.close):
            # Kept open, or being saved first: the save closes the window when it worked.
            event.ignore()
            return
        else:
            self.project.close()
        self._save_state()
        # An export still writing is cancelled and waited for: no thread outlives the window.
        from studio.ui.export.dialog import ExportDialog  # imported when first opened

        for dialog in self.findChildren(ExportDialog):
            dialog.cancel()
            dialog.wait_for_job(30.0)
        self.voice_tools.close_all()
        # Every other window it opened closes with it (a dialog's done() releases
        # what the dialog holds: a microphone, a timer).
        for child in self.findChildren(QDialog):
            if child.isVisible():
                child.reject()
        self.player.stop()
        self.models.shutdown()
        self.serving.stop()
        self.stats.clearMessage()
        # Cancel, quit and wait: the engine must not outlive the window.
        self.session.shutdown()
        release_frozen()
        event.accept()
        self.sig_closed.emit()

    # --- messages ------------------------------------------------------

    def show_error(self, title: str, message: str) -> None:
        """An error a person can act on: a dialog when interactive, else the status bar."""
        self.stats.showMessage(message, MESSAGE_MS)
        if self.interactive and self.isVisible():
            QMessageBox.warning(self, title, message)

    def _show_message(self, message: str) -> None:
        self.stats.showMessage(message, MESSAGE_MS)

    # --- action slots --------------------------------------------------

    @Slot()
    def _on_preferences_triggered(self) -> None:
        # The dialogs are imported when first opened, not before the window's first paint.
        from studio.engines.devices import list_devices
        from studio.ui.preferences.dialog import PreferencesDialog

        dialog = PreferencesDialog(self.settings, list_devices(), self)
        if not dialog.exec():
            return
        self.player.preferred_output = self.settings.audio_output
        self.session.set_batch_size(self.settings.batch_size)
        apply_check_preferences(self.session, self.settings)
        self.serving.apply()
        if self.project.autosaver is not None:
            self.project.autosaver.set_interval(self.settings.autosave_seconds)
        if dialog.changed_engine and self.session.engine_config is not None:
            self.models.switch(self.models.config_from_settings(self.session.engine_config))

    def _editing_line_id(self) -> str | None:
        """The line whose text editor is open, if any (auto-render takes it last)."""
        if self.editor.state() == self.editor.State.EditingState:
            return self.editor.current_line_id()
        return None

    @Slot(QItemSelection, QItemSelection)
    def _on_editor_selection_changed(self, selected: QItemSelection, old: QItemSelection) -> None:
        self.takes.set_line(self.editor.current_line_id())
        self.line_params.refresh()

    @Slot()
    def _on_replace_audio(self) -> None:
        name = self.voices.current_name()
        if name is None or self.session.document.voice(name) is None:
            self._show_message(self.tr("Select a voice first."))
            return
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("New reference audio for {0}").format(name),
            self.settings.last_voice_dir,
            self.tr("Audio (*.wav *.flac *.ogg *.mp3);;All files (*)"),
        )
        if path:
            self.session.voices.replace_audio(name, path)

    @Slot(str)
    def _on_voice_play_requested(self, name: str) -> None:
        state = self.session.voices.state(name)
        if state is not None and state.samples is not None:
            self.player.play([PlayItem("", state.samples, state.sample_rate)])

    # --- session slots -------------------------------------------------

    @Slot(str)
    def _on_session_engine_loading(self, what: str) -> None:
        self._loading = (what, time.monotonic())
        self.stats.show_loading(what, self.settings.model_load_seconds(what))

    @Slot(object)
    def _on_session_engine_phase(self, phase: LoadPhase) -> None:
        # In the loading message's place, until the ready model's line replaces it.
        if phase.phase == "compiling" and phase.seconds is None:
            self.stats.showMessage(self.tr("Compiling the model for this device…"))
        elif phase.phase == "compiling":
            said = self.tr("Compiling the model… (it took {0:.1f} s last time)")
            self.stats.showMessage(localized(said, phase.seconds))

    @Slot(object)
    def _on_project_opened(self, path: object) -> None:
        freeze_long_lived()

    @Slot(object)
    def _on_session_engine_ready(self, info: EngineInfo) -> None:
        freeze_long_lived()  # the model is loaded: keep full collections short
        if self._loading is not None:  # remembered, to say it the next time it loads
            what, started = self._loading
            self.settings.set_model_load_seconds(what, time.monotonic() - started)
            self._loading = None
        self.stats.show_engine(info)
        self.project.update_title()
        if info.is_random:
            self.stats.showMessage(
                self.tr("Random weights (no download): the speech is noise, for tests and demos."),
                MESSAGE_MS,
            )

    @Slot(str, str)
    def _on_session_engine_failed(self, message: str, kind: str) -> None:
        self._loading = None
        self.stats.show_engine_failed(message)
        if kind in ("missing", "offline"):
            # The Models dialog (opened by the models controller) says what to do.
            self._show_message(message)
        else:
            self.show_error(self.tr("The model could not be loaded"), message)

    @Slot(str, str)
    def _on_voices_voice_error(self, name: str, message: str) -> None:
        self.stats.showMessage(self.tr("Voice {0}: {1}").format(name, message), MESSAGE_MS)
        self.voices.select(name)

    @Slot(object)
    def _on_session_line_finished(self, done: LineDone) -> None:
        self.stats.show_last_line(done)
        self._survivors.line_finished()

    @Slot(str, str)
    def _on_session_line_settled(self, line_id: str, outcome: str) -> None:
        """A screen reader hears a line finish; a failure goes to the status bar too.

        A bulk render is heard once, at its end ("40 lines rendered."), not line by line;
        a failure is said at once.
        """
        if outcome not in ("done", "failed"):
            return
        try:
            number = self.session.model.row_of(line_id) + 1
        except KeyError:  # deleted while it rendered
            return
        if outcome == "failed":
            message = self.tr("Line {0} could not be rendered; its status cell says why.")
            self._show_message(message.format(number))
            announce(self.editor, message.format(number), urgent=True)
        else:
            self._rendered_unsaid.append(number)
        if not self.session.idle or not self._rendered_unsaid:
            return
        done, self._rendered_unsaid = self._rendered_unsaid, []
        if len(done) == 1:
            announce(self.editor, self.tr("Line {0} rendered.").format(done[0]))
        else:
            announce(self.editor, self.tr("%n line(s) rendered.", "", len(done)))

    # --- player slots --------------------------------------------------

    @Slot(str)
    def _on_player_unavailable(self, message: str) -> None:
        self.stats.showMessage(message, MESSAGE_MS * 2)
