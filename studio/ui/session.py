"""The studio session: document, undo stack, takes, voices and the worker, wired.

Everything the window shows comes from here, and everything the worker
reports arrives here first, in slots of this GUI-thread object. Widgets never
talk to the worker directly, which keeps them testable with a fake engine and
lets the project layer (issue 4) swap the document with ``set_document``.
"""

from __future__ import annotations

import logging
import secrets
import time
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, Signal, Slot

from studio.core.commands import AddTake, SetVoiceEntry
from studio.core.document import Document, Line, Take, TakeAudioStore, VoiceEntry, new_id
from studio.engines.base import EngineInfo, GenerationParams
from studio.render import LineDone
from studio.ui.jobs import (
    BuildVoiceCache,
    CacheSnapshot,
    EngineConfig,
    LineJob,
    LoadedVoice,
    LoadEngine,
    LoadVoice,
    RenderLines,
    Request,
    VoiceCacheStatus,
)
from studio.ui.script_model import LineRuntime, ScriptModel
from studio.ui.undo import CommandStack
from studio.ui.worker import EngineFactory, RenderWorker

log = logging.getLogger(__name__)


@dataclass(frozen=True, eq=False)
class VoiceState:
    """What the GUI knows about a voice beyond its document entry."""

    name: str
    path: str
    status: str  # "loading", "ready", "failed"
    error: str = ""
    samples: np.ndarray | None = None
    sample_rate: int = 0
    cache: VoiceCacheStatus | None = None
    building_since: float | None = None

    @property
    def seconds(self) -> float:
        return (
            0.0
            if self.samples is None or not self.sample_rate
            else len(self.samples) / self.sample_rate
        )


class StudioSession(QObject):
    sig_engine_loading = Signal(str)
    sig_engine_ready = Signal(object)  # EngineInfo
    sig_engine_failed = Signal(str)
    sig_voice_updated = Signal(str)
    sig_voice_error = Signal(str, str)  # name, message
    sig_stats = Signal(object)  # CacheSnapshot
    sig_line_finished = Signal(object)  # LineDone, for the stats bar
    sig_busy_changed = Signal(bool)  # lines queued or rendering
    sig_idle = Signal()  # no request left in the worker's queue

    def __init__(
        self, engine_factory: EngineFactory | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = ScriptModel(Document(), self)
        self.undo_stack = CommandStack(self.model.apply, self)
        self.model.command_sink = self.undo_stack.push_command
        self.takes = TakeAudioStore()
        self.engine_info: EngineInfo | None = None
        self.engine_error: str | None = None
        self.last_stats: CacheSnapshot | None = None
        self._voices: dict[str, VoiceState] = {}
        self._pending_requests = 0
        self._active_lines: set[str] = set()
        self._worker = RenderWorker(engine_factory)
        w = self._worker
        w.sig_engine_loading.connect(self._on_worker_engine_loading)
        w.sig_engine_ready.connect(self._on_worker_engine_ready)
        w.sig_engine_failed.connect(self._on_worker_engine_failed)
        w.sig_voice_loaded.connect(self._on_worker_voice_loaded)
        w.sig_voice_failed.connect(self._on_worker_voice_failed)
        w.sig_voice_cache.connect(self._on_worker_voice_cache)
        w.sig_line_started.connect(self._on_worker_line_started)
        w.sig_line_progress.connect(self._on_worker_line_progress)
        w.sig_line_done.connect(self._on_worker_line_done)
        w.sig_line_failed.connect(self._on_worker_line_failed)
        w.sig_stats.connect(self._on_worker_stats)
        w.sig_request_done.connect(self._on_worker_request_done)

    @property
    def document(self) -> Document:
        return self.model.document

    # --- lifecycle -----------------------------------------------------

    def start(self, config: EngineConfig) -> None:
        """Start the worker thread and load the engine there."""
        if not self._worker.isRunning():
            self._worker.start()
        self._submit(LoadEngine(config))

    def shutdown(self) -> None:
        """Cancel any render, end the worker loop and wait for its thread."""
        if not self._worker.shutdown():
            log.error("the render worker did not stop in time")

    @property
    def idle(self) -> bool:
        return self._pending_requests == 0

    @property
    def busy(self) -> bool:
        return bool(self._active_lines)

    def _submit(self, request: Request) -> None:
        self._pending_requests += 1
        self._worker.submit(request)

    # --- voices --------------------------------------------------------

    def voice_state(self, name: str) -> VoiceState | None:
        return self._voices.get(name)

    def unique_voice_name(self, wanted: str) -> str:
        taken = {v.name for v in self.document.voices} | set(self._voices)
        name, n = wanted or "voice", 2
        while name in taken:
            name, n = f"{wanted}{n}", n + 1
        return name

    def add_voice(self, path: str | Path, name: str | None = None, transcript: str = "") -> str:
        """Load a reference file as a voice (on the worker); returns the name it gets."""
        path = str(path)
        name = name or self.unique_voice_name(Path(path).stem)
        self._voices[name] = VoiceState(name, path, "loading")
        self.sig_voice_updated.emit(name)
        self._submit(LoadVoice(name, path, transcript))
        return name

    def set_transcript(self, name: str, transcript: str) -> None:
        entry = self.document.voice(name)
        if entry is None or entry.transcript == transcript:
            return
        # Reloaded so the prompt key is recomputed: engines that use the
        # transcript key (and cache) the voice by it.
        self._submit(LoadVoice(name, entry.audio_path, transcript))

    def remove_voice(self, name: str) -> None:
        if self.document.voice(name) is not None:
            self.undo_stack.push_command(SetVoiceEntry(name, None, self.tr("Remove voice")))
        elif name in self._voices:
            del self._voices[name]
            self.sig_voice_updated.emit(name)

    def build_voice_cache(self, name: str) -> None:
        if name in self._voices:
            self._submit(BuildVoiceCache(name))

    def load_document_voices(self) -> None:
        """Load every voice of the document into the worker (after opening a project)."""
        for entry in self.document.voices:
            self._voices[entry.name] = VoiceState(entry.name, entry.audio_path, "loading")
            self.sig_voice_updated.emit(entry.name)
            self._submit(LoadVoice(entry.name, entry.audio_path, entry.transcript))

    # --- rendering -----------------------------------------------------

    def render_lines(self, line_ids: list[str]) -> None:
        """Queue lines in the given order; lines already queued are skipped."""
        jobs: list[LineJob] = []
        for line_id in line_ids:
            if line_id in self._active_lines:
                continue
            line = self.document.line(line_id)
            if self.document.voice(line.voice) is None:
                message = self.tr("No voice named {0}; add it in the voices panel first.")
                self.model.set_runtime(line.id, LineRuntime("failed", message.format(line.voice)))
                continue
            jobs.append(LineJob(line.id, line.voice, line.text, self._generation_params(line)))
            self.model.set_runtime(line.id, LineRuntime("queued"))
            self._active_lines.add(line.id)
        if jobs:
            self._submit(RenderLines(tuple(jobs)))
            self.sig_busy_changed.emit(True)

    def render_stale(self) -> None:
        self.render_lines([line.id for line in self.document.stale_lines()])

    def stop(self) -> None:
        """Cancel the current line and everything queued; returns at once."""
        self._worker.stop()

    def _generation_params(self, line: Line) -> GenerationParams:
        params = self.document.effective_params(line)
        # A seed of None means "a new seed each take"; the take records it.
        seed = params.seed if params.seed is not None else secrets.randbelow(2**31)
        return GenerationParams(
            seed=seed, temperature=params.temperature, cfg=params.cfg, steps=params.steps
        )

    def audio_for(self, line: Line) -> tuple[np.ndarray, int] | None:
        """The audio of the take the line shows (matching, else active), if any."""
        take = self.document.matching_take(line) or line.current_take
        if take is None:
            return None
        audio = self.takes.get(take.id)
        return None if audio is None else (audio, take.sample_rate)

    # --- worker slots (GUI thread) ------------------------------------

    @Slot(str)
    def _on_worker_engine_loading(self, what: str) -> None:
        self.sig_engine_loading.emit(what)

    @Slot(object)
    def _on_worker_engine_ready(self, info: EngineInfo) -> None:
        self.engine_info = info
        self.document.engine = info.engine_id
        self.document.model = info.model_spec
        self.sig_engine_ready.emit(info)

    @Slot(str)
    def _on_worker_engine_failed(self, message: str) -> None:
        self.engine_error = message
        self.sig_engine_failed.emit(message)

    @Slot(object)
    def _on_worker_voice_loaded(self, loaded: LoadedVoice) -> None:
        ref = loaded.reference
        self._voices[loaded.name] = VoiceState(
            loaded.name, loaded.path, "ready", "", ref.samples, ref.sample_rate, loaded.cache
        )
        entry = VoiceEntry(loaded.name, loaded.path, loaded.transcript, loaded.prompt_key)
        old = self.document.voice(loaded.name)
        if old != entry:
            label = self.tr("Add voice") if old is None else self.tr("Edit voice")
            self.undo_stack.push_command(SetVoiceEntry(loaded.name, entry, label))
        self.sig_voice_updated.emit(loaded.name)

    @Slot(str, str)
    def _on_worker_voice_failed(self, name: str, message: str) -> None:
        state = self._voices.get(name)
        if state is not None and self.document.voice(name) is None:
            self._voices[name] = replace(state, status="failed", error=message)
        self.sig_voice_updated.emit(name)
        self.sig_voice_error.emit(name, message)

    @Slot(str, object)
    def _on_worker_voice_cache(self, name: str, status: VoiceCacheStatus) -> None:
        state = self._voices.get(name)
        if state is None:
            return
        since = (state.building_since or time.monotonic()) if status.building else None
        self._voices[name] = replace(state, cache=status, building_since=since)
        self.sig_voice_updated.emit(name)

    @Slot(str)
    def _on_worker_line_started(self, line_id: str) -> None:
        self.model.set_runtime(line_id, LineRuntime("rendering"))

    @Slot(str, float)
    def _on_worker_line_progress(self, line_id: str, seconds: float) -> None:
        self.model.set_runtime(line_id, LineRuntime("rendering", progress_s=seconds))

    @Slot(str, object)
    def _on_worker_line_done(self, line_id: str, done: LineDone) -> None:
        self._line_finished(line_id)
        info = self.engine_info
        t = done.timings
        take = Take(
            id=new_id(),
            text=done.text,
            voice=done.voice,
            prompt_key=done.prompt_key,
            engine=info.engine_id if info else "",
            model_fingerprint=info.fingerprint if info else "",
            seed=done.params.seed,
            temperature=done.params.temperature,
            cfg=done.params.cfg,
            steps=done.params.steps,
            sample_rate=done.sample_rate,
            num_samples=len(done.audio),
            cache_outcome=done.lookup.outcome,
            cache_ms=t.cache_ms,
            first_audio_ms=t.first_audio_ms,
            generate_ms=t.generate_ms,
        )
        self.model.set_runtime(line_id, None)
        try:
            self.document.index_of(line_id)
        except KeyError:
            return  # deleted while rendering
        self.takes.put(take.id, done.audio)
        # A render is not an edit: it is applied outside the undo stack so
        # Ctrl+Z never throws away audio (issue 4 may revisit this).
        self.model.apply(AddTake(line_id, take))
        self.sig_line_finished.emit(done)

    @Slot(str, str, bool)
    def _on_worker_line_failed(self, line_id: str, message: str, cancelled: bool) -> None:
        self._line_finished(line_id)
        # A stopped line is simply stale again; only real failures are shown.
        self.model.set_runtime(line_id, None if cancelled else LineRuntime("failed", message))

    def _line_finished(self, line_id: str) -> None:
        self._active_lines.discard(line_id)
        if not self._active_lines:
            self.sig_busy_changed.emit(False)

    @Slot(object)
    def _on_worker_stats(self, snapshot: CacheSnapshot) -> None:
        self.last_stats = snapshot
        self.sig_stats.emit(snapshot)

    @Slot()
    def _on_worker_request_done(self) -> None:
        self._pending_requests -= 1
        if self._pending_requests == 0:
            self.sig_idle.emit()


def listed_voice_names(session: StudioSession) -> list[str]:
    """Voices to show: the document's, then ones still loading or that failed to load."""
    names = [entry.name for entry in session.document.voices]
    for name in list(session._voices):
        state = session._voices[name]
        if name not in names and state.status in ("loading", "failed"):
            names.append(name)
    return names
