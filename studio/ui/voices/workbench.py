"""The reference workbench: one voice's recording, its edits, transcript and warnings.

The original recording is shown whole; the edits say which part of it the
model gets and how loud. Every change goes through the session
(``set_edits``, ``set_transcript``), so it is undoable (the window's own
Undo and Redo act on this voice's edits only: ``VoiceUndo``), saved with the
project, gives the voice a new prompt key and makes its lines stale; the
original is never touched. After an edit the new key's prompt state is built
in the background, and the cache line shows it being built.

The analysis (speech, trim, best window, warnings) runs on a pool thread:
once for the original (the suggestions), and again for each version of the
edits (the warnings that still apply to what the model gets).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QTimer, Signal, Slot
from PySide6.QtWidgets import QWidget

from studio.core.document import VoiceEntry
from studio.core.sound.audio import to_mono
from studio.core.sound.vad import Region
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.sound.voice_edits import Normalization, VoiceEdits
from studio.core.store.voice_library import VoiceLibrary
from studio.ui.audio.player import Player
from studio.ui.base.i18n import localized, said_text
from studio.ui.base.settings import Settings
from studio.ui.kit.actions import make_action
from studio.ui.session.clone_checks import CloneCheckResult
from studio.ui.session.session import StudioSession
from studio.ui.voices.analysis_jobs import AnalysisJobs, EditedAnalysis, OriginalAnalysis
from studio.ui.voices.clone_similarity import show_similarity
from studio.ui.voices.save_voice_form import SaveVoiceForm
from studio.ui.voices.selection_playback import SelectionPlayback
from studio.ui.voices.status_text import cache_line, region_text
from studio.ui.voices.transcribe_control import TranscribeControl
from studio.ui.voices.voice_undo import VoiceUndo
from studio.ui.voices.workbench_layout import WorkbenchLayout

TICK_MS = 200
# A selection ending this close to the end of the recording keeps it to the end.
END_SNAP_S = 0.01


class VoiceWorkbench(WorkbenchLayout):
    sig_library_changed = Signal()  # a voice was saved to the library from here

    def __init__(
        self,
        session: StudioSession,
        name: str,
        player: Player,
        settings: Settings,
        library: VoiceLibrary,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.name = name
        self._session = session
        self._player = player
        self._settings = settings
        self._library = library
        self.setWindowTitle(self.tr("Voice workbench: {0}").format(name))
        self._original: VoiceAudio | None = None
        self._mono: np.ndarray | None = None
        self.original_analysis: OriginalAnalysis | None = None
        self.edited_analysis: EditedAnalysis | None = None
        self._analysed_edits: VoiceEdits | None = None
        # Edits sent to the session and not in the document yet.
        self._requested: VoiceEdits | None = None
        self._build_when_applied = False
        self._gone = False
        # The document's transcript as last put in the editor (what "typed" is measured from).
        self._shown_transcript = ""
        self.save_form: SaveVoiceForm | None = None
        self._jobs = AnalysisJobs(self)
        self._jobs.sig_original.connect(self._on_jobs_original)
        self._jobs.sig_edited.connect(self._on_jobs_edited)
        self._jobs.sig_failed.connect(self._on_jobs_failed)

        self._connect_widgets()
        self.transcriber = TranscribeControl(
            session, name, self.transcribe_button, self.transcribe_note, self
        )
        self._build_actions()
        self.playback = SelectionPlayback(player, self.view, self)
        # Building reports no progress: tick the elapsed time while it runs.
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._on_tick_timeout)

        voices = session.voices
        voices.sig_voice_updated.connect(self._on_voices_voice_updated)
        voices.sig_voice_error.connect(self._on_voices_voice_error)
        session.model.sig_voices_changed.connect(self._on_model_voices_changed)
        session.clone_checks.sig_started.connect(self._on_clone_checks_started)
        session.clone_checks.sig_ready.connect(self._on_clone_checks_ready)
        session.clone_checks.sig_failed.connect(self._on_clone_checks_failed)
        geometry = settings.workbench_geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(940, 580)
        self._on_view_selection_changed()
        self.refresh()

    # --- construction ----------------------------------------------------

    def _connect_widgets(self) -> None:
        self.view.sig_selection_changed.connect(self._on_view_selection_changed)
        self.play_button.clicked.connect(self._on_play_clicked)
        self.play_result_button.clicked.connect(self._on_play_result_clicked)
        self.trim_button.clicked.connect(self._on_trim_clicked)
        self.auto_trim_button.clicked.connect(self._on_auto_trim_clicked)
        self.best_window_button.clicked.connect(self._on_best_window_clicked)
        self.keep_all_button.clicked.connect(self._on_keep_all_clicked)
        self.normalize_combo.currentIndexChanged.connect(self._on_normalize_changed)
        self.check_button.clicked.connect(self._on_check_clicked)
        self.save_button.clicked.connect(self._on_save_clicked)
        self.close_button.clicked.connect(self.close)
        self.transcript.textChanged.connect(self._on_transcript_changed)
        self.transcript_button.clicked.connect(self._on_transcript_apply_clicked)

    def _build_actions(self) -> None:
        self.voice_undo = VoiceUndo(self._session.undo_stack, self.name, self)
        self.act_undo, self.act_redo = self.voice_undo.act_undo, self.voice_undo.act_redo
        self.undo_button.setDefaultAction(self.act_undo)
        self.redo_button.setDefaultAction(self.act_redo)
        self.act_play = make_action(
            self, self.tr("Play or stop"), self._on_play_clicked, "Space", "play"
        )
        self.act_trim = make_action(
            self, self.tr("Trim to selection"), self._on_trim_clicked, "Ctrl+T"
        )
        self.play_button.setToolTip(self.act_play.toolTip())

    # --- what the document says ------------------------------------------

    def entry(self) -> VoiceEntry | None:
        return self._session.document.voice(self.name)

    def edits(self) -> VoiceEdits:
        entry = self.entry()
        return entry.edits if entry is not None else VoiceEdits()

    def refresh(self) -> None:
        entry = self.entry()
        state = self._session.voices.state(self.name)
        self.title.setText(self.name)
        if entry is None and (state is None or state.status != "loading"):
            self._show_gone(state.error if state is not None else "")
            return
        if self._gone:
            # Back (an undo of its removal).
            self._gone = False
            self.message.clear()
            self.view.setEnabled(True)
        self._take_original(self._session.voices.audio_for_save().get(self.name))
        if entry is not None:
            self._follow_edits(entry)
        self.cache_label.setText(cache_line(state, entry))
        building = bool(state and state.cache and state.cache.building)
        if building:
            self._tick.start()
        else:
            self._tick.stop()
        self._update_buttons()

    def _show_gone(self, error: str) -> None:
        self._gone = True
        self._tick.stop()
        self.message.setText(
            error
            or self.tr("This voice is no longer in the project; undo (Ctrl+Z) brings it back.")
        )
        for widget in (self.view, self.transcript, self.check_button, self.save_button):
            widget.setEnabled(False)
        for button in self._edit_buttons():
            button.setEnabled(False)

    def _take_original(self, original: VoiceAudio | None) -> None:
        """Show a new original recording and analyse it (once per recording)."""
        if original is None or (
            self._original is not None and original.samples is self._original.samples
        ):
            return
        self._original = original
        self._mono = to_mono(np.asarray(original.samples, dtype=np.float32))
        self.view.set_audio(self._mono, original.sample_rate)
        self.view.setEnabled(True)
        self.original_analysis = None
        self.edited_analysis = None
        self._analysed_edits = None
        self.analysis.show_busy()
        self._jobs.original(original.samples, original.sample_rate)

    def _follow_edits(self, entry: VoiceEntry) -> None:
        edits = entry.edits
        if self._requested is not None and edits == self._requested:
            self._requested = None
            self.message.clear()
        if self._requested is None and self._build_when_applied:
            state = self._session.voices.state(self.name)
            if state is not None and state.status == "ready":
                self._build_when_applied = False
                cache = state.cache
                if cache is None or (cache.where is None and not cache.building):
                    self._session.voices.build_cache(self.name)
        seconds = self.view.seconds
        if seconds > 0:
            end = edits.trim_end if edits.trim_end is not None else seconds
            kept = Region(min(edits.trim_start, seconds), min(end, seconds))
            self.view.set_kept(kept if edits.trimmed else None)
            self._show_kept(kept)
        self._show_normalization(edits)
        typed = self.transcript.toPlainText() != self._shown_transcript
        if entry.transcript != self._shown_transcript and not typed:
            # Changed elsewhere (an undo, the voices panel) and not being typed here.
            self._shown_transcript = entry.transcript
            self.transcript.blockSignals(True)
            self.transcript.setPlainText(entry.transcript)
            self.transcript.blockSignals(False)
        self._on_transcript_changed()
        if self._original is not None and edits != self._analysed_edits:
            self._analyse_edits(edits)

    def _show_kept(self, kept: Region) -> None:
        state = self._session.voices.state(self.name)
        given = (
            localized(self.tr(" · the model gets {0:.2f} s"), state.seconds)
            if state is not None and state.samples is not None
            else ""
        )
        self.kept_label.setText(self.tr("Kept: {0}{1}").format(region_text(kept), given))

    def _show_normalization(self, edits: VoiceEdits) -> None:
        index = self.normalize_combo.findData(edits.normalize)
        self.normalize_combo.blockSignals(True)
        self.normalize_combo.setCurrentIndex(max(0, index))
        self.normalize_combo.blockSignals(False)

    def _analyse_edits(self, edits: VoiceEdits) -> None:
        assert self._original is not None
        self._analysed_edits = edits
        if edits.is_neutral:
            # The reference is the recording itself: its own analysis says it all.
            if self.original_analysis is not None:
                self._on_jobs_edited(EditedAnalysis(edits, self.original_analysis.analysis))
            return
        self.analysis.show_busy()
        self._jobs.edited(self._original.samples, self._original.sample_rate, edits)

    def _edit_buttons(self) -> list[QWidget]:
        return [
            self.trim_button,
            self.auto_trim_button,
            self.best_window_button,
            self.keep_all_button,
            self.normalize_combo,
        ]

    def _update_buttons(self) -> None:
        entry = self.entry()
        state = self._session.voices.state(self.name)
        ready = entry is not None and state is not None and state.status == "ready"
        suggestions = self.original_analysis.analysis if self.original_analysis else None
        self.trim_button.setEnabled(ready and self.view.selection() is not None)
        self.act_trim.setEnabled(self.trim_button.isEnabled())
        self.auto_trim_button.setEnabled(ready and bool(suggestions and suggestions.trim))
        # Enabled without a window too: a click says why there is none.
        self.best_window_button.setEnabled(ready and suggestions is not None)
        self.keep_all_button.setEnabled(ready and self.edits().trimmed)
        self.normalize_combo.setEnabled(ready)
        self.play_button.setEnabled(self._mono is not None)
        self.play_result_button.setEnabled(state is not None and state.samples is not None)
        self.check_button.setEnabled(ready and not self._session.clone_checks.running(self.name))
        self.save_button.setEnabled(ready)
        self.transcript.setEnabled(entry is not None)

    # --- edits -----------------------------------------------------------

    def apply_edits(self, edits: VoiceEdits) -> None:
        """Ask the session for new edits (an undoable edit once the worker prepared them)."""
        entry = self.entry()
        if entry is None or edits == entry.edits:
            return
        self._requested = edits
        self._build_when_applied = True
        self.message.clear()
        self._session.voices.set_edits(self.name, edits)

    def _trim_to(self, region: Region) -> None:
        end = None if region.end >= self.view.seconds - END_SNAP_S else region.end
        edits = self.edits().with_trim(region.start, end)
        self.view.set_selection(region)
        if edits == self.edits():
            # A click that changes nothing says so rather than seem to be ignored.
            self.message.setText(
                self.tr("The kept part is already {0}, so nothing changed.").format(
                    region_text(region)
                )
            )
        self.apply_edits(edits)

    @Slot()
    def _on_trim_clicked(self) -> None:
        selection = self.view.selection()
        if selection is not None and self.trim_button.isEnabled():
            self._trim_to(selection)

    @Slot()
    def _on_auto_trim_clicked(self) -> None:
        if self.original_analysis is not None and self.original_analysis.analysis.trim:
            self._trim_to(self.original_analysis.analysis.trim)

    @Slot()
    def _on_best_window_clicked(self) -> None:
        if self.original_analysis is not None:
            analysis = self.original_analysis.analysis
            if analysis.best_window is None:
                reason = analysis.best_window_said
                self.message.setText("" if reason is None else said_text(reason))
            else:
                self._trim_to(analysis.best_window)

    @Slot()
    def _on_keep_all_clicked(self) -> None:
        self.view.set_selection(None)
        self.apply_edits(self.edits().with_trim(0.0, None))

    @Slot(int)
    def _on_normalize_changed(self, index: int) -> None:
        mode: Normalization = self.normalize_combo.itemData(index)
        self.apply_edits(self.edits().with_normalization(mode))

    # --- transcript ------------------------------------------------------

    def _transcript_dirty(self) -> bool:
        entry = self.entry()
        return entry is not None and self.transcript.toPlainText().strip() != entry.transcript

    @Slot()
    def _on_transcript_changed(self) -> None:
        self.transcript_button.setEnabled(self._transcript_dirty())

    @Slot()
    def _on_transcript_apply_clicked(self) -> None:
        self.apply_transcript()

    def apply_transcript(self) -> None:
        if self._transcript_dirty():
            text = self.transcript.toPlainText().strip()
            self._shown_transcript = self.transcript.toPlainText()
            self._session.voices.set_transcript(self.name, text)

    # --- playback --------------------------------------------------------

    def _play(self, samples: np.ndarray, rate: int, origin: float) -> None:
        if not self.playback.play(samples, rate, origin):
            self.message.setText(self.tr("No audio output device was found; playback is off."))

    @Slot()
    def _on_play_clicked(self) -> None:
        if self.playback.playing:
            self.playback.stop()
            return
        if self._mono is None or self._original is None:
            return
        rate = self._original.sample_rate
        edits = self.edits()
        region = self.view.selection() or Region(
            edits.trim_start, edits.trim_end if edits.trim_end is not None else self.view.seconds
        )
        first, last = int(region.start * rate), int(region.end * rate)
        if last > first:
            self._play(self._mono[first:last], rate, region.start)

    @Slot()
    def _on_play_result_clicked(self) -> None:
        state = self._session.voices.state(self.name)
        if state is not None and state.samples is not None:
            self._play(state.samples, state.sample_rate, self.edits().trim_start)

    # --- clone check and library -----------------------------------------

    @Slot()
    def _on_check_clicked(self) -> None:
        self._session.clone_checks.check(self.name)

    @Slot(str)
    def _on_clone_checks_started(self, name: str) -> None:
        if name == self.name:
            self.cache_label.setText(self.tr("Rendering the clone check…"))
            self._update_buttons()

    @Slot(str, object)
    def _on_clone_checks_ready(self, name: str, result: CloneCheckResult) -> None:
        if name == self.name:
            self.refresh()
            show_similarity(self.message, result.take.similarity)

    @Slot(str, str)
    def _on_clone_checks_failed(self, name: str, message: str) -> None:
        if name == self.name:
            self.message.setText(message)
            self.refresh()

    @Slot()
    def _on_save_clicked(self) -> None:
        self.apply_transcript()
        typed = self.transcript.toPlainText().strip()
        form = SaveVoiceForm(self._session, self._library, self.name, self, typed)
        form.sig_saved.connect(self._on_save_form_saved)
        self.save_form = form
        form.open()

    @Slot(str)
    def _on_save_form_saved(self, library_name: str) -> None:
        self.sig_library_changed.emit()

    # --- view ------------------------------------------------------------

    @Slot()
    def _on_view_selection_changed(self) -> None:
        selection = self.view.selection()
        self.play_button.setText(
            self.tr("Play selection") if selection is not None else self.tr("Play kept part")
        )
        self._update_buttons()

    # --- session and analysis slots ----------------------------------------

    @Slot(str)
    def _on_voices_voice_updated(self, name: str) -> None:
        if name == self.name:
            self.refresh()

    @Slot(str, str)
    def _on_voices_voice_error(self, name: str, message: str) -> None:
        if name == self.name:
            self._requested = None
            self._build_when_applied = False
            self.message.setText(message)
            self.refresh()

    @Slot()
    def _on_model_voices_changed(self) -> None:
        self.refresh()

    @Slot()
    def _on_tick_timeout(self) -> None:
        self.cache_label.setText(cache_line(self._session.voices.state(self.name), self.entry()))

    @Slot(object)
    def _on_jobs_original(self, result: OriginalAnalysis) -> None:
        if self._original is None:
            return
        self.original_analysis = result
        self.view.set_speech(result.analysis.speech)
        self.view.set_clipped(result.clipped)
        if self._analysed_edits is not None and self._analysed_edits.is_neutral:
            self._on_jobs_edited(EditedAnalysis(self._analysed_edits, result.analysis))
        self._update_buttons()

    @Slot(object)
    def _on_jobs_edited(self, result: EditedAnalysis) -> None:
        if result.edits != self._analysed_edits:
            return  # the edits changed again since
        self.edited_analysis = result
        if result.analysis is None:
            self.analysis.show_error(result.error)
        else:
            self.analysis.show_analysis(result.analysis)

    @Slot(str)
    def _on_jobs_failed(self, message: str) -> None:
        self.analysis.show_error(message)

    # --- closing ---------------------------------------------------------

    @property
    def analysing(self) -> bool:
        return self._jobs.busy

    def done(self, result: int) -> None:
        # Closing the window (Esc, Close, the title bar) ends here too.
        self._finish()
        super().done(result)

    def _finish(self) -> None:
        """Keep the typed transcript, stop timers and playback, remember the size."""
        if not self._gone:
            self.apply_transcript()
        self._tick.stop()
        self.playback.stop()
        self._settings.workbench_geometry = self.saveGeometry()


__all__ = ["VoiceWorkbench"]
