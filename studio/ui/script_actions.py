"""The actions on the script's lines: Edit, Render and Playback, and when each can be used.

Undo and redo; adding, duplicating, deleting, pasting, moving and locking
lines; rendering the selection or every stale line, auto-render and Stop;
playing the selection or from a line on. The actions belong to the window
(their shortcuts work anywhere in it), which places them in its menus, its
toolbar and the script's context menu; here they are made, do their work and
are enabled or not as the session and the player change.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from studio.core.commands import SetLocked
from studio.ui.audio.player import Player
from studio.ui.audio.stream_player import StreamPlayer
from studio.ui.base.resources import icon
from studio.ui.base.settings import Settings
from studio.ui.kit.actions import make_action
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.panels.stats_bar import MESSAGE_MS, StatsBar
from studio.ui.session.auto_render import AutoRenderer
from studio.ui.session.session import StudioSession

# "Retake until it says the text": renders after the first, at most.
RETAKES = 3


class ScriptActions(QObject):
    def __init__(
        self,
        window: QMainWindow,
        session: StudioSession,
        editor: ScriptEditor,
        player: Player,
        playback: StreamPlayer,
        stats: StatsBar,
        auto_render: AutoRenderer,
        settings: Settings,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._editor = editor
        self._player = player
        self._playback = playback
        self._stats = stats
        self._auto_render = auto_render
        self._settings = settings
        self._create_edit_actions()
        self._create_render_actions()
        self._connect()
        self._on_session_busy_changed(False)

    # --- construction --------------------------------------------------

    def _create_edit_actions(self) -> None:
        w, e = self._window, self._editor
        self.act_undo = self._session.undo_stack.undo_action(w)
        self.act_undo.setShortcuts([QKeySequence("Ctrl+Z")])
        self.act_undo.setIcon(icon("undo"))
        self.act_redo = self._session.undo_stack.redo_action(w)
        self.act_redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.act_redo.setIcon(icon("redo"))
        w.addActions([self.act_undo, self.act_redo])
        self.act_add_line = make_action(
            w, self.tr("&Add line"), e.add_line, "Ctrl+Shift+N", "add-line"
        )
        self.act_delete = make_action(
            w, self.tr("&Delete lines"), e.delete_lines, "Delete", "delete-line", widget_scope=e
        )
        self.act_duplicate = make_action(
            w, self.tr("D&uplicate lines"), e.duplicate_lines, "Ctrl+D", "duplicate"
        )
        self.act_up = make_action(w, self.tr("Move &up"), self._on_up_triggered, "Alt+Up", "up")
        self.act_down = make_action(
            w, self.tr("Move do&wn"), self._on_down_triggered, "Alt+Down", "down"
        )
        self.act_paste = make_action(
            w,
            self.tr("&Paste lines"),
            e.paste_lines,
            "Ctrl+Shift+V",
            "paste",
            self.tr("Paste several lines at once (NAME: text picks the voice)"),
        )
        self.act_lock = make_action(
            w,
            self.tr("&Lock lines"),
            self._on_lock_triggered,
            "Ctrl+K",
            tip=self.tr("Lock or unlock the selected lines (bulk renders skip locked lines)"),
        )

    def _create_render_actions(self) -> None:
        w, e = self._window, self._editor
        self.act_render = make_action(
            w,
            self.tr("Render &line"),
            self._on_render_triggered,
            [QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")],
            "render",
        )
        self.act_render_stale = make_action(
            w,
            self.tr("Render &stale"),
            self._on_render_stale_triggered,
            "Ctrl+Shift+Return",
            "render-all",
            self.tr("Render every line without a matching take"),
        )
        self.act_render_stale_retake = make_action(
            w,
            self.tr("Render stale, &retaking until it says the text"),
            self._on_render_stale_retake_triggered,
            "Ctrl+Alt+Shift+Return",
            "render-all",
            self.tr(
                "Render every stale line; a take whose words differ from the line (the word "
                "check) renders again with a new seed, up to {0} more times, and the best is "
                "kept"
            ).format(RETAKES),
        )
        self.act_stop = make_action(w, self.tr("S&top"), self._on_stop_triggered, "Ctrl+.", "stop")
        self.act_auto_render = make_action(
            w,
            self.tr("&Auto-render"),
            self._on_auto_render_triggered,
            "Ctrl+Shift+T",
            "render-all",
            self.tr("Render stale lines in the background while you edit"),
        )
        self.act_auto_render.setCheckable(True)
        self.act_play = make_action(
            w, self.tr("&Play / stop"), self._on_play_triggered, "Space", "play", widget_scope=e
        )
        self.act_play_from = make_action(
            w,
            self.tr("Play from &here"),
            self._on_play_from_triggered,
            "Shift+Space",
            "play-from",
            self.tr("Play from the selected line to the end"),
            widget_scope=e,
        )

    def _connect(self) -> None:
        s = self._session
        s.sig_busy_changed.connect(self._on_session_busy_changed)
        s.model.rowsInserted.connect(self._on_model_rows_changed)
        s.model.rowsRemoved.connect(self._on_model_rows_changed)
        for signal in (
            s.clone_checks.sig_started,
            s.clone_checks.sig_ready,
            s.clone_checks.sig_failed,
        ):
            signal.connect(self._on_clone_checks_changed)
        self._player.sig_started.connect(self._on_player_started)
        self._player.sig_stopped.connect(self._on_player_stopped)
        self._auto_render.sig_enabled_changed.connect(self.act_auto_render.setChecked)

    def fill_edit_menu(self, menu: QMenu) -> None:
        menu.addActions([self.act_undo, self.act_redo])
        menu.addSeparator()
        menu.addActions(
            [
                self.act_add_line,
                self.act_duplicate,
                self.act_delete,
                self.act_paste,
                self.act_up,
                self.act_down,
                self.act_lock,
            ]
        )

    def fill_render_menu(self, menu: QMenu) -> None:
        menu.addActions(
            [
                self.act_render,
                self.act_render_stale,
                self.act_render_stale_retake,
                self.act_auto_render,
                self.act_stop,
            ]
        )

    def fill_play_menu(self, menu: QMenu) -> None:
        menu.addActions([self.act_play, self.act_play_from])

    # --- action slots --------------------------------------------------

    @Slot()
    def _on_up_triggered(self) -> None:
        self._editor.move_lines(-1)

    @Slot()
    def _on_down_triggered(self) -> None:
        self._editor.move_lines(1)

    @Slot()
    def _on_lock_triggered(self) -> None:
        ids = self._editor.selected_line_ids()
        if not ids:
            return
        doc = self._session.document
        # Mixed selections lock; all-locked selections unlock.
        lock = not all(doc.line(i).locked for i in ids)
        label = self.tr("Lock lines") if lock else self.tr("Unlock lines")
        self._session.edit(SetLocked(tuple(ids), (lock,) * len(ids), label))

    @Slot()
    def _on_render_stale_triggered(self) -> None:
        self._session.renders.render_stale()

    @Slot()
    def _on_render_stale_retake_triggered(self) -> None:
        if not self._session.renders.checks.enabled:
            self._stats.showMessage(
                self.tr(
                    "Retakes need the word check: turn on “Check the words of every take” in "
                    "Edit > Preferences first."
                ),
                MESSAGE_MS,
            )
            return
        self._session.renders.render_stale(RETAKES)

    @Slot()
    def _on_render_triggered(self) -> None:
        ids = self._editor.selected_line_ids()
        if not ids:
            self._stats.showMessage(self.tr("Select a line to render."), MESSAGE_MS)
            return
        self._session.renders.render_lines(ids)

    @Slot()
    def _on_stop_triggered(self) -> None:
        s, model = self._session, self._session.model
        active = [i for i in model.line_ids() if s.renders.is_active(i)]
        runtimes = [model.runtime(i) for i in active]
        rendering = sum(1 for r in runtimes if r is not None and r.status == "rendering")
        playing, checking = self._player.active, s.clone_checks.running_any
        s.stop()
        self._player.stop()
        self._stats.show_stopped(rendering, len(active) - rendering, playing, checking)

    @Slot()
    def _on_auto_render_triggered(self) -> None:
        # Triggered by the user only: a change that auto-render reports is not stored again.
        on = self.act_auto_render.isChecked()
        self._auto_render.set_enabled(on)
        self._settings.auto_render = on

    @Slot()
    def _on_play_triggered(self) -> None:
        if self._player.active:
            self._player.stop()
            return
        ids = self._editor.selected_line_ids()
        if not ids:
            self._stats.showMessage(self.tr("Select a line to play."), MESSAGE_MS)
            return
        self._playback.play(ids)

    @Slot()
    def _on_play_from_triggered(self) -> None:
        current = self._editor.current_line_id()
        ids = self._session.model.line_ids()
        start = ids.index(current) if current in ids else 0
        if ids[start:]:
            self._playback.play(ids[start:])

    # --- what can be used now ------------------------------------------

    @Slot(bool)
    def _on_session_busy_changed(self, busy: bool) -> None:
        checking = self._session.clone_checks.running_any
        self.act_stop.setEnabled(busy or checking or self._player.active)

    @Slot(str)
    def _on_clone_checks_changed(self, name: str) -> None:
        self._on_session_busy_changed(self._session.renders.busy)

    @Slot(QModelIndex, int, int)
    def _on_model_rows_changed(self, parent: QModelIndex, first: int, last: int) -> None:
        has_lines = self._session.model.rowCount() > 0
        for action in (
            self.act_render,
            self.act_render_stale,
            self.act_render_stale_retake,
            self.act_play,
            self.act_play_from,
        ):
            action.setEnabled(has_lines)

    @Slot(str)
    def _on_player_started(self, key: str) -> None:
        model = self._session.model
        model.set_playing(key or None)
        self.act_stop.setEnabled(True)
        if key:
            self._editor.scrollTo(model.index(model.row_of(key), 0))

    @Slot()
    def _on_player_stopped(self) -> None:
        self._session.model.set_playing(None)
        self._on_session_busy_changed(self._session.renders.busy)


__all__ = ["ScriptActions"]
