"""The window's voice features in one place: record, workbench, library, clone check.

The main window owns one ``VoiceTools``: it makes the actions, opens the
dialogs (one workbench per voice, one library dialog, one recording at a
time, none of them modal, so the script stays usable) and plays every clone
check the session hands back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QDialog, QWidget

from studio.core.store.voice_library import VoiceLibrary
from studio.ui.audio.player import Player, PlayItem
from studio.ui.base.i18n import localized
from studio.ui.base.settings import Settings
from studio.ui.kit.actions import make_action
from studio.ui.session.clone_checks import CloneCheckResult
from studio.ui.session.session import StudioSession
from studio.ui.voices.speaker_lines import SpeakerLines

if TYPE_CHECKING:
    # Each dialog is imported when it first opens, not before the window's first paint.
    from studio.ui.audio.record_dialog import RecordDialog
    from studio.ui.voices.library_dialog import LibraryDialog
    from studio.ui.voices.workbench import VoiceWorkbench


class VoiceTools(QObject):
    def __init__(
        self,
        window: QWidget,
        session: StudioSession,
        player: Player,
        settings: Settings,
        current_voice: Callable[[], str | None],
        select_voice: Callable[[str], None],
        show_message: Callable[[str], None],
        library: VoiceLibrary | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._player = player
        self._settings = settings
        self._current_voice = current_voice
        self._select_voice = select_voice
        self._show_message = show_message
        self.library = library or VoiceLibrary()
        self.workbenches: dict[str, VoiceWorkbench] = {}
        self.library_dialog: LibraryDialog | None = None
        self.record_dialog: RecordDialog | None = None
        self.speaker_lines = SpeakerLines(window, session, show_message)

        self.act_edit = make_action(
            window,
            self.tr("&Edit voice…"),
            self._on_edit_triggered,
            "Ctrl+Shift+E",
            tip=self.tr("Trim, normalise and check the selected voice's recording"),
        )
        self.act_clone_check = make_action(
            window,
            self.tr("&Clone check"),
            self._on_clone_check_triggered,
            "Ctrl+Shift+C",
            "play",
            self.tr("Hear a short test sentence in the selected voice"),
        )
        self.act_library = make_action(
            window,
            self.tr("Voice &library…"),
            self.open_library,
            "Ctrl+Shift+L",
            tip=self.tr("Voices kept outside any project: add, save, export, import"),
        )
        checks = session.clone_checks
        checks.sig_started.connect(self._on_clone_checks_started)
        checks.sig_ready.connect(self._on_clone_checks_ready)
        checks.sig_failed.connect(self._on_clone_checks_failed)
        session.sig_document_replaced.connect(self._on_session_document_replaced)

    # --- recording -------------------------------------------------------

    def record(self) -> RecordDialog:
        """Open the recording dialog; a kept take becomes a voice and opens in the workbench."""
        if self.record_dialog is not None:
            self.record_dialog.raise_()
            return self.record_dialog
        from studio.ui.audio.record_dialog import RecordDialog

        name = self._session.voices.unique_name(self.tr("recording"))
        dialog = RecordDialog(
            name,
            self._window,
            countdown_s=self._settings.record_countdown,
            preferred_input=self._settings.audio_input,
        )
        dialog.finished.connect(self._on_record_dialog_finished)
        self.record_dialog = dialog
        dialog.open()
        return dialog

    @Slot(int)
    def _on_record_dialog_finished(self, result: int) -> None:
        dialog = self.record_dialog
        self.record_dialog = None
        if dialog is None:
            return
        self._settings.record_countdown = dialog.countdown_spin.value()
        dialog.deleteLater()
        if result != QDialog.DialogCode.Accepted or dialog.saved_path is None:
            return
        voices = self._session.voices
        name = voices.add(
            dialog.saved_path, voices.unique_name(dialog.voice_name), dialog.transcript
        )
        self._select_voice(name)
        self.open_workbench(name)

    # --- workbench -------------------------------------------------------

    @Slot(str)
    def open_workbench(self, name: str) -> VoiceWorkbench:
        workbench = self.workbenches.get(name)
        if workbench is None:
            from studio.ui.voices.workbench import VoiceWorkbench

            workbench = VoiceWorkbench(
                self._session, name, self._player, self._settings, self.library, self._window
            )
            workbench.finished.connect(self._on_workbench_finished)
            workbench.sig_library_changed.connect(self._on_workbench_library_changed)
            self.workbenches[name] = workbench
        workbench.show()
        workbench.raise_()
        workbench.activateWindow()
        return workbench

    @Slot()
    def _on_edit_triggered(self) -> None:
        name = self._current_voice()
        if name is None or self._session.document.voice(name) is None:
            self._show_message(self.tr("Select a voice first."))
            return
        self.open_workbench(name)

    @Slot(int)
    def _on_workbench_finished(self, result: int) -> None:
        for name, workbench in list(self.workbenches.items()):
            if workbench is self.sender():
                del self.workbenches[name]
                workbench.deleteLater()

    @Slot()
    def _on_workbench_library_changed(self) -> None:
        if self.library_dialog is not None:
            self.library_dialog.refresh()

    # --- library ---------------------------------------------------------

    @Slot()
    def open_library(self) -> LibraryDialog:
        if self.library_dialog is None:
            from studio.ui.voices.library_dialog import LibraryDialog

            self.library_dialog = LibraryDialog(
                self._session, self.library, self._settings, self._window
            )
        else:
            self.library_dialog.refresh()
        self.library_dialog.show()
        self.library_dialog.raise_()
        self.library_dialog.activateWindow()
        return self.library_dialog

    # --- clone check -----------------------------------------------------

    @Slot(str)
    def check_clone(self, name: str) -> None:
        state = self._session.voices.state(name)
        if self._session.document.voice(name) is None or state is None or state.status != "ready":
            self._show_message(self.tr("The voice is not ready yet; wait until it has loaded."))
            return
        self._session.clone_checks.check(name)

    @Slot()
    def _on_clone_check_triggered(self) -> None:
        name = self._current_voice()
        if name is None:
            self._show_message(self.tr("Select a voice first."))
            return
        self.check_clone(name)

    @Slot(str)
    def _on_clone_checks_started(self, name: str) -> None:
        self._show_message(self.tr("Rendering the clone check of {0}…").format(name))

    @Slot(str, object)
    def _on_clone_checks_ready(self, name: str, result: CloneCheckResult) -> None:
        if result.reused:
            how = self.tr("the voice is unchanged, so this is the check made before")
        else:
            how = localized(
                self.tr("rendered in {0:.1f} s"),
                (result.take.cache_ms + result.take.generate_ms) / 1000,
            )
        self._show_message(self.tr("Clone check of {0} ({1}).").format(name, how))
        self._player.play([PlayItem("", result.audio, result.sample_rate)])

    @Slot(str, str)
    def _on_clone_checks_failed(self, name: str, message: str) -> None:
        if message:
            self._show_message(self.tr("Clone check of {0}: {1}").format(name, message))

    # --- closing ---------------------------------------------------------

    @Slot()
    def _on_session_document_replaced(self) -> None:
        # Another project: the open workbenches were for the voices of the last one.
        for workbench in list(self.workbenches.values()):
            workbench.close()

    def close_all(self) -> None:
        """Close every voice window (the main window is closing)."""
        if self.record_dialog is not None:
            self.record_dialog.reject()
        for workbench in list(self.workbenches.values()):
            workbench.close()
        if self.library_dialog is not None:
            self.library_dialog.close()


__all__ = ["VoiceTools"]
