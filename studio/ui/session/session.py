"""The studio session: the document, its undo stack, takes, voices and the worker.

Everything the window shows comes from here, and everything the worker
reports arrives here first, in slots of this GUI-thread object. Widgets ask
the session to change things and listen to its signals; only the session
touches the undo stack and the document:

- ``edit(command)`` is the one way a user edit reaches the document: it goes
  on the undo stack, which applies it through the script model;
- renders, prompt keys and the engine in use are derived state, applied with
  ``apply_derived`` outside the stack, so Ctrl+Z never throws away audio.

"Unsaved" is owned here too: the stack's clean state plus one flag for
changes the stack does not know about (a render, a restored recovery).

The user's global pronunciation dictionary is owned here as well: read once
from the data folder when the session starts, put on every document it
shows, and saved and re-applied when the user edits it. It is not part of
any project, so its edits are not on the undo stack.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, cast

from PySide6.QtCore import QObject, Signal, Slot

from studio.core.commands import Command, Macro, SelectTake, SetEngineModel, SetParams
from studio.core.document import Document, Line, Take, TakeAudioStore
from studio.core.exports.export import ExportSettings
from studio.core.history.history import History
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.lexicon_files import load_global_dictionary, save_global_dictionary
from studio.core.text.pronunciation import EMPTY_DICTIONARY, PronunciationDictionary
from studio.engines.info import EngineInfo
from studio.errors import QT_TRANSLATE_NOOP, StudioError
from studio.serve.host import SpeechHost
from studio.ui.base.i18n import error_text
from studio.ui.session.clone_checks import CloneCheckRunner
from studio.ui.session.jobs import (
    CacheSnapshot,
    EngineConfig,
    EngineFailureKind,
    LoadedVoice,
    LoadEngine,
    Request,
    VoiceCacheStatus,
    VoiceLoadFailed,
)
from studio.ui.session.library_cache import LibraryCacheQueries
from studio.ui.session.rendering import LineRenders
from studio.ui.session.script_model import ScriptModel
from studio.ui.session.stale_warmer import StaleWarmer
from studio.ui.session.take_reader import TakeReader
from studio.ui.session.take_reviews import TakeReviews
from studio.ui.session.transcripts import VoiceTranscripts
from studio.ui.session.undo import CommandStack
from studio.ui.session.voices import VoiceRegistry
from studio.ui.session.worker import RenderWorker
from studio.ui.session.worker_engine import EngineFactory

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class EngineState:
    """The model the session asked for and where its load stands, as one value."""

    config: EngineConfig | None = None  # what was asked for last
    status: Literal["none", "loading", "ready", "failed"] = "none"
    info: EngineInfo | None = None  # the model loaded (status ready)
    error: str = ""  # why it did not load (status failed)
    failure: EngineFailureKind | None = None  # whether the Models dialog can help


class StudioSession(QObject):
    sig_engine_loading = Signal(str)
    sig_engine_ready = Signal(object)  # EngineInfo
    sig_engine_failed = Signal(str, str)  # message, kind: "missing", "offline" or "error"
    sig_engine_note = Signal(str)  # a sentence about the load (a GPU fell back to the CPU)
    sig_engine_phase = Signal(object)  # LoadPhase: a long step of the load (compiling)
    sig_stats = Signal(object)  # CacheSnapshot
    sig_idle = Signal()  # no request left in the worker's queue
    sig_document_replaced = Signal()  # set_document: a new or opened project
    sig_dirty_changed = Signal(bool)  # unsaved changes or not

    def __init__(
        self, engine_factory: EngineFactory | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = ScriptModel(Document(), self)
        self._stack = CommandStack(self._apply_command, self)
        self.model.command_sink = self.edit
        self.takes = TakeAudioStore()
        self.model.audio_source = lambda: self.takes
        # The project's export settings (saved with it; the export dialog edits them).
        self.export_settings = ExportSettings()
        # The model asked for last and where its load stands: the one value of it.
        self.engine = EngineState()
        # Voices were loaded for another model, or failed for want of one: load
        # them again once the next model is ready.
        self._reload_voices = False
        self.last_stats: CacheSnapshot | None = None
        # Changes the undo stack does not know about (renders, a restored recovery).
        self._changed_outside_stack = False
        self._dirty = False
        # Counts every change of the document: autosave compares it with the
        # revision it last wrote.
        self.revision = 0
        self._pending_requests = 0
        self.global_pronunciation_error: str | None = None
        self._global_pronunciation = self._load_global_pronunciation()
        self.document.global_pronunciation = self._global_pronunciation
        self.reviews = TakeReviews(self.model, lambda: self.takes, self)
        self.stale_warmer = StaleWarmer(self.model, self)
        self.take_reader = TakeReader(lambda: self.takes, self)
        # The render adapter: the worker thread that owns the model (feature controllers
        # talk to it, and to ``renders``, directly).
        self.worker = RenderWorker(engine_factory)
        self.voices = VoiceRegistry(lambda: self.document, self._submit, self, self)
        self.clone_checks = CloneCheckRunner(
            lambda: self.document, self._submit, lambda: self.engine_info, self
        )
        self.library_cache = LibraryCacheQueries(self._submit, self)
        self._stack.cleanChanged.connect(self._on_stack_clean_changed)
        self.model.sig_document_changed.connect(self._on_model_document_changed)
        w = self.worker
        self.renders = LineRenders(self, w, self._maybe_idle, self, self._choose_heard)
        self.transcripts = VoiceTranscripts(self.voices, w, lambda: self.document, self)
        # The render signals the window listens to, kept by the renders themselves.
        self.sig_line_started = self.renders.sig_line_started
        self.sig_line_chunk = self.renders.sig_line_chunk
        self.sig_line_finished = self.renders.sig_line_finished
        self.sig_line_settled = self.renders.sig_line_settled
        self.sig_busy_changed = self.renders.sig_busy_changed
        w.sig_engine_loading.connect(self._on_worker_engine_loading)
        w.sig_engine_ready.connect(self._on_worker_engine_ready)
        w.sig_engine_failed.connect(self._on_worker_engine_failed)
        w.sig_engine_note.connect(self._on_worker_engine_note)
        w.sig_engine_phase.connect(self._on_worker_engine_phase)
        w.sig_voice_loaded.connect(self._on_worker_voice_loaded)
        w.sig_voice_failed.connect(self._on_worker_voice_failed)
        w.sig_voice_cache.connect(self._on_worker_voice_cache)
        w.sig_stats.connect(self._on_worker_stats)
        w.sig_clone_check.connect(self.clone_checks.on_reply)
        w.sig_library_cache.connect(self.library_cache.on_reply)
        w.sig_request_done.connect(self._on_worker_request_done)

    @property
    def document(self) -> Document:
        return self.model.document

    # --- lifecycle -----------------------------------------------------

    @property
    def engine_info(self) -> EngineInfo | None:
        """The model loaded now (None while none is, or it is loading)."""
        return self.engine.info

    @property
    def engine_error(self) -> str | None:
        """Why the last model asked for did not load (None when it did, or still loads)."""
        return self.engine.error or None

    @property
    def engine_config(self) -> EngineConfig | None:
        """What was asked for last: the model loaded, or being loaded."""
        return self.engine.config

    def start(self, config: EngineConfig) -> None:
        """Start the worker thread and load the engine there."""
        if not self.worker.isRunning():
            self.worker.start()
        self.engine = EngineState(config, "loading")
        self._submit(LoadEngine(config))

    def set_batch_size(self, size: int | None) -> None:
        """Lines of a voice rendered together in bulk work (None: measured on the device)."""
        config = self.engine.config
        if config is not None:
            self.engine = replace(self.engine, config=replace(config, batch=size))
        self.worker.set_batch_size(size)

    def switch_engine(self, config: EngineConfig) -> None:
        """Load another engine, model or device: renders stop, the worker unloads the
        old model and loads this one, then every voice is loaded again for it (new
        prompt keys: lines rendered with the old model go stale)."""
        self.stop()
        self._reload_voices = False
        self.start(config)
        # Queued behind the load, so lines asked for while it runs (a compile can take
        # minutes) wait for their voice and render as soon as the model is ready.
        self.voices.reload_all()

    def serve(self, host: SpeechHost | None) -> None:
        """Serve ``host``'s requests with this model and worker from now on (None: stop)."""
        self.worker.serve.set_host(host)

    def shutdown(self) -> None:
        """Cancel any render, end the worker loop and wait for its thread."""
        self.reviews.stop()
        self.take_reader.wait()
        if not self.worker.shutdown():
            log.error("the render worker did not stop in time")

    @property
    def idle(self) -> bool:
        """No request is waiting for the worker, and no line is queued or rendering."""
        return self._pending_requests == 0 and not self.renders.busy

    def _maybe_idle(self) -> None:
        if self.idle:
            self.sig_idle.emit()

    def _submit(self, request: Request) -> None:
        self._pending_requests += 1
        self.worker.submit(request)

    # --- edits and the undo stack -------------------------------------

    def edit(self, command: Command) -> None:
        """A user edit: applied through the undo stack, so it can be undone."""
        self._stack.push_command(command)

    def apply_derived(self, command: Command) -> None:
        """A change that follows from others (a voice's prompt key): not undoable."""
        self.model.apply(command)

    @property
    def undo_stack(self) -> CommandStack:
        """For reading (its actions, its count); edits go through ``edit``."""
        return self._stack

    def _apply_command(self, command: Command) -> Command:
        """Apply a command for the undo stack; the worker follows voice changes."""
        inverse = self.model.apply(command)
        self.voices.follow_document()
        return inverse

    # --- unsaved changes -----------------------------------------------

    @property
    def dirty(self) -> bool:
        """Changes since the last save (or since New / Open)."""
        return self._changed_outside_stack or not self._stack.isClean()

    def mark_saved(self) -> None:
        """The document was just saved (or is new): nothing is unsaved."""
        self._changed_outside_stack = False
        self._stack.setClean()
        self._update_dirty()

    def mark_unsaved(self) -> None:
        """The document differs from its file in a way the stack cannot see."""
        self._changed_outside_stack = True
        self._update_dirty()

    def _update_dirty(self) -> None:
        dirty = self.dirty
        if dirty != self._dirty:
            self._dirty = dirty
            self.sig_dirty_changed.emit(dirty)

    @Slot(bool)
    def _on_stack_clean_changed(self, clean: bool) -> None:
        self._update_dirty()

    @Slot()
    def _on_model_document_changed(self) -> None:
        self.revision += 1

    # --- documents -----------------------------------------------------

    def set_document(
        self,
        document: Document,
        takes: TakeAudioStore | None = None,
        voice_audio: Mapping[str, VoiceAudio] | None = None,
        export: ExportSettings | None = None,
        history: History | None = None,
    ) -> None:
        """Replace the document (New, Open, a restored recovery); it counts as saved.

        The undo history is cleared, or rebuilt from ``history`` (saved with
        the project): ``document`` must be the state after its done steps.
        """
        self.stop()
        self.export_settings = export or ExportSettings()
        self._stack.clear()
        self.takes = takes or TakeAudioStore()
        self.reviews.reset()
        if self.engine_info is not None:
            # Not yet shown, so not yet the model's: stamped directly.
            SetEngineModel(self.engine_info.engine_id, self.engine_info.model_spec).apply(document)
        document.global_pronunciation = self._global_pronunciation
        self.model.set_document(document)
        if history is not None:
            self._stack.restore_history(history)
        self.voices.reset(dict(voice_audio or {}))
        self.clone_checks.reset()
        self.transcripts.forget()
        self._changed_outside_stack = False
        self._update_dirty()
        self.sig_document_replaced.emit()

    # --- the global pronunciation dictionary -----------------------------

    def _load_global_pronunciation(self) -> PronunciationDictionary:
        # Read on the GUI thread, once: 2 ms for 1,000 entries, 18 ms for 5,000
        # (measured), and every line's spoken text depends on it, so nothing
        # may render before it is in.
        try:
            return load_global_dictionary()
        except StudioError as exc:
            self.global_pronunciation_error = error_text(exc)
            log.warning("%s", exc)
            return EMPTY_DICTIONARY

    @property
    def global_pronunciation(self) -> PronunciationDictionary:
        return self._global_pronunciation

    def set_global_pronunciation(self, dictionary: PronunciationDictionary) -> Path:
        """Save the user's global dictionary and put it in force; returns its file.

        Raises StudioError when the file cannot be written (nothing changes then).
        """
        try:
            path = save_global_dictionary(dictionary)
        except OSError as exc:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "Cannot save the global pronunciation dictionary: {0}; "
                    "set VOICE_STUDIO_DATA_DIR to a writable folder.",
                ),
                exc.strerror or exc,
            ) from exc
        self._global_pronunciation = dictionary
        self.global_pronunciation_error = None
        self.model.set_global_pronunciation(dictionary)
        return path

    # --- word checks -----------------------------------------------------

    def _choose_heard(self, line_id: str, take_ids: Sequence[str]) -> None:
        """A line's retakes ended: its best take (fewest word errors, then fewest review
        flags) is chosen, one undoable step; a fixed seed follows it, as in best of N."""
        try:
            line = self.document.line(line_id)
        except KeyError:
            return
        options = [take for take in line.takes if take.id in set(take_ids)]
        if not options:
            return
        best = self.reviews.best_of(line, options)
        steps: list[Command] = []
        fixed = self.document.effective_params(line).seed
        if fixed is not None and fixed != best.seed:
            steps.append(SetParams((line.id,), (replace(line.params, seed=best.seed),)))
        if line.active_take != best.id or steps:
            steps.append(SelectTake(line.id, best.id))
        if steps:
            label = self.tr("Choose the take that says the text")
            self.edit(Macro(tuple(steps), label))

    def stop(self) -> None:
        """Cancel the current line and everything queued; returns at once."""
        self.renders.stop()

    def take_to_play(self, line: Line) -> Take | None:
        """The take the line shows (matching, else active) when its audio is at hand.

        Reads nothing: the audio is ``takes.peek`` when in memory, else
        ``take_reader`` reads it off the GUI thread.
        """
        take = self.document.matching_take(line, self.takes) or line.current_take
        return take if take is not None and take.id in self.takes else None

    # --- worker slots (GUI thread) ------------------------------------

    @Slot(str)
    def _on_worker_engine_loading(self, what: str) -> None:
        self.sig_engine_loading.emit(what)

    @Slot(object)
    def _on_worker_engine_ready(self, info: EngineInfo) -> None:
        self.engine = EngineState(self.engine.config, "ready", info)
        self.apply_derived(SetEngineModel(info.engine_id, info.model_spec))
        if self._reload_voices or self.voices.waiting():
            # The worker let go of the old model's voices (or voices were added before any
            # model was loaded): prepare them for this one.
            self._reload_voices = False
            self.voices.reload_all()
        self.sig_engine_ready.emit(info)

    @Slot(str, str)
    def _on_worker_engine_failed(self, message: str, kind: str) -> None:
        failure = cast(EngineFailureKind, kind if kind in ("missing", "offline") else "error")
        self.engine = EngineState(self.engine.config, "failed", None, message, failure)
        # Voices queued behind this load fail too; the next model loads them again.
        self._reload_voices = True
        self.sig_engine_failed.emit(message, kind)

    @Slot(str)
    def _on_worker_engine_note(self, note: str) -> None:
        self.sig_engine_note.emit(note)

    @Slot(object)
    def _on_worker_engine_phase(self, phase: object) -> None:
        self.sig_engine_phase.emit(phase)

    @Slot(object)
    def _on_worker_voice_loaded(self, loaded: LoadedVoice) -> None:
        self.voices.on_loaded(loaded)

    @Slot(object)
    def _on_worker_voice_failed(self, failed: VoiceLoadFailed) -> None:
        self.voices.on_failed(failed)

    @Slot(str, object)
    def _on_worker_voice_cache(self, name: str, status: VoiceCacheStatus) -> None:
        self.voices.on_cache(name, status)

    @Slot(object)
    def _on_worker_stats(self, snapshot: CacheSnapshot) -> None:
        self.last_stats = snapshot
        self.sig_stats.emit(snapshot)

    @Slot()
    def _on_worker_request_done(self) -> None:
        self._pending_requests -= 1
        self._maybe_idle()
