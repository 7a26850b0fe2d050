"""The studio session: document, undo stack, takes, voices and the worker, wired.

Everything the window shows comes from here, and everything the worker
reports arrives here first, in slots of this GUI-thread object. Widgets never
talk to the worker directly, which keeps them testable with a fake engine and
lets the project layer (issue 4) swap the document with ``set_document``.
"""

from __future__ import annotations

import logging
import secrets
import shutil
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from PySide6.QtCore import QObject, Signal, Slot

from studio.core.audio import read_audio, write_audio
from studio.core.commands import (
    AddTake,
    Command,
    DeleteTake,
    Macro,
    SetVoiceEntry,
    _RestoreLine,
)
from studio.core.document import Document, Line, Take, TakeAudioStore, VoiceEntry, new_id
from studio.core.export import ExportSettings
from studio.core.history import History
from studio.core.project import VoiceAudio, quantize_like_stored
from studio.engines.base import EngineInfo, GenerationParams
from studio.errors import StudioError
from studio.render import LineDone
from studio.ui.session.jobs import (
    BuildVoiceCache,
    CacheSnapshot,
    EngineConfig,
    LineJob,
    LoadedVoice,
    LoadEngine,
    LoadVoice,
    RemoveVoice,
    RenderLines,
    Request,
    VoiceCacheStatus,
)
from studio.ui.session.script_model import LineRuntime, ScriptModel
from studio.ui.session.undo import CommandStack
from studio.ui.session.worker import EngineFactory, RenderWorker

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
    sig_line_settled = Signal(str, str)  # line id, "done" / "failed" / "cancelled"
    sig_take_added = Signal(str)  # line id: a render added a take outside the undo stack
    sig_document_replaced = Signal()  # set_document: a new or opened project

    def __init__(
        self, engine_factory: EngineFactory | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.model = ScriptModel(Document(), self)
        self.undo_stack = CommandStack(self._apply_command, self)
        self.model.command_sink = self.undo_stack.push_command
        self.takes = TakeAudioStore()
        # The project's export settings (saved with it; the export dialog edits them).
        self.export_settings = ExportSettings()
        # Takes added by renders, outside the undo stack. Undoing a command
        # that restores a whole line (DeleteTake's inverse) must not drop them:
        # see _apply_command. A take leaves this set when the user deletes it,
        # from then on the stack owns it.
        self._sticky_takes: dict[str, tuple[str, Take]] = {}  # take id -> (line id, take)
        # The voice audio as the user gave it, by the document's audio_path:
        # what a project saves under voices/ (so it opens without the original).
        self._raw_audio: dict[str, VoiceAudio] = {}
        # What the worker has loaded for each voice, as (audio_path, transcript)
        # of the document entry: undo/redo of a voice edit reloads on mismatch.
        self._loaded_as: dict[str, tuple[str, str]] = {}
        # Loads that only bring the worker in line with the document (opening
        # a project, undo): their result is not a new edit.
        self._sync_loads: set[str] = set()
        # Voices load from a 24-bit copy (see _load_voice); copy -> the user's path.
        self._copy_sources: dict[str, str] = {}
        self._voice_files_dir: Path | None = None
        self._voice_file_count = 0
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
        if self._voice_files_dir is not None:
            shutil.rmtree(self._voice_files_dir, ignore_errors=True)
            self._voice_files_dir = None

    def is_active(self, line_id: str) -> bool:
        """Whether the line is queued or rendering."""
        return line_id in self._active_lines

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
        self._load_voice(name, path, transcript)
        return name

    def set_transcript(self, name: str, transcript: str) -> None:
        entry = self.document.voice(name)
        if entry is None or entry.transcript == transcript:
            return
        # Reloaded so the prompt key is recomputed: engines that use the
        # transcript key (and cache) the voice by it. The audio stays the
        # document's, even if the original file changed or moved since.
        self._load_voice(name, entry.audio_path, transcript, reread=False)

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
            self._sync_voice(entry)

    def replace_voice_audio(self, name: str, path: str | Path) -> None:
        """Give a voice new reference audio (an undoable edit; its lines become stale)."""
        entry = self.document.voice(name)
        transcript = entry.transcript if entry is not None else ""
        self._load_voice(name, str(path), transcript)

    def voice_audio(self) -> dict[str, VoiceAudio]:
        """The reference audio of the document's voices, for saving a project."""
        audio: dict[str, VoiceAudio] = {}
        for entry in self.document.voices:
            raw = self._raw_audio.get(entry.audio_path)
            if raw is None:
                raw = self._read_raw(entry.audio_path)
            if raw is not None:
                audio[entry.name] = raw
        return audio

    def _read_raw(self, path: str) -> VoiceAudio | None:
        """A voice file's audio as a project stores it (24-bit), cached by path."""
        try:
            data, rate = read_audio(path)
        except StudioError:
            return None
        if not np.isfinite(data).all():
            return None  # the worker refuses it, with a message saying why
        samples = data[:, 0] if data.shape[1] == 1 else data
        raw = VoiceAudio(quantize_like_stored(samples), rate)
        self._raw_audio[path] = raw
        return raw

    def _load_voice(self, name: str, path: str, transcript: str, reread: bool = True) -> None:
        """Load a voice file the user chose (a file, a recording): the one way in.

        The worker reads a 24-bit copy, exactly the samples a saved project
        holds, rather than the file itself: the prompt key hashes the samples,
        so a float WAV would get another key after save and reopen, and every
        take of the voice would turn stale.
        """
        raw = self._raw_audio.get(path) if not reread else None
        if raw is None:
            raw = self._read_raw(path)
        if raw is None:
            # Unreadable: the worker tries the file itself and says what is wrong.
            self._submit(LoadVoice(name, path, transcript))
            return
        copy = str(self._voice_file(raw))
        self._copy_sources[copy] = path
        self._submit(LoadVoice(name, copy, transcript))

    def _sync_voice(self, entry: VoiceEntry) -> None:
        """Load a document voice into the worker as the document describes it."""
        raw = self._raw_audio.get(entry.audio_path)
        load_path = entry.audio_path
        if raw is not None:
            # The project's copy of the audio, not the original file: that may
            # have moved or changed since. FLAC keeps 16/24-bit audio exactly,
            # so the prompt key (and with it every take) still matches.
            load_path = str(self._voice_file(raw))
            self._copy_sources[load_path] = entry.audio_path
        self._loaded_as[entry.name] = (entry.audio_path, entry.transcript)
        self._sync_loads.add(entry.name)
        self._submit(LoadVoice(entry.name, load_path, entry.transcript))

    def _voice_file(self, raw: VoiceAudio) -> Path:
        if self._voice_files_dir is None:
            self._voice_files_dir = Path(tempfile.mkdtemp(prefix="voice-studio-voices-"))
        self._voice_file_count += 1
        path = self._voice_files_dir / f"voice-{self._voice_file_count}.flac"
        return write_audio(path, raw.samples, raw.sample_rate, "FLAC", "PCM_24")

    def _source_of(self, load_path: str) -> str:
        """The user's path for a path the worker loaded; a copy is not needed any more."""
        source = self._copy_sources.pop(load_path, None)
        if source is None:
            return load_path
        Path(load_path).unlink(missing_ok=True)
        return source

    def _sync_worker_voices(self) -> None:
        """After undo/redo: reload voices whose audio or transcript the document changed."""
        for entry in self.document.voices:
            loaded = self._loaded_as.get(entry.name)
            if loaded is not None and loaded != (entry.audio_path, entry.transcript):
                self._sync_voice(entry)

    # --- documents -----------------------------------------------------

    def set_document(
        self,
        document: Document,
        takes: TakeAudioStore | None = None,
        voice_audio: Mapping[str, VoiceAudio] | None = None,
        export: ExportSettings | None = None,
        history: History | None = None,
    ) -> None:
        """Replace the document (New, Open, a restored recovery).

        The undo history is cleared, or rebuilt from ``history`` (saved with
        the project): ``document`` must be the state after its done steps.
        """
        self.stop()
        self.export_settings = export or ExportSettings()
        self.undo_stack.clear()
        self._sticky_takes.clear()
        self.takes = takes or TakeAudioStore()
        self._raw_audio = {}
        for entry in document.voices:
            audio = (voice_audio or {}).get(entry.name)
            if audio is not None:
                self._raw_audio[entry.audio_path] = audio
        old_names = set(self._voices) | set(self._loaded_as)
        self._voices.clear()
        self._loaded_as.clear()
        self._sync_loads.clear()
        for name in old_names:
            self._submit(RemoveVoice(name))
        if self.engine_info is not None:
            document.engine = self.engine_info.engine_id
            document.model = self.engine_info.model_spec
        self.model.set_document(document)
        if history is not None:
            self._restore_history(history)
        for name in old_names:
            self.sig_voice_updated.emit(name)
        self.load_document_voices()
        self.sig_document_replaced.emit()

    def history(self, saving: bool = False) -> History:
        """The undo history to save with the project (``saving``: it is saved now)."""
        sticky = self._sticky_takes.items()
        protected = tuple((line_id, take_id) for take_id, (line_id, _) in sticky)
        return replace(self.undo_stack.history(saving), protected_takes=protected)

    def _restore_history(self, history: History) -> None:
        """Rebuild the undo stack, and which takes it must keep (renders are not in it)."""
        known = {take.id: take for take in history.takes()}
        for line in self.document.lines:
            known.update((take.id, take) for take in line.takes)
        for line_id, take_id in history.protected_takes:
            take = known.get(take_id)
            if take is not None:
                self._sticky_takes[take_id] = (line_id, take)
        self.undo_stack.restore_history(history)

    def _apply_command(self, command: Command) -> Command:
        """Apply a command for the undo stack, keeping takes that renders added."""
        for take_id in _deleted_takes(command):
            self._sticky_takes.pop(take_id, None)
        inverse = self.model.apply(command)
        self._restore_sticky_takes()
        self._sync_worker_voices()
        return inverse

    def _restore_sticky_takes(self) -> None:
        doc = self.document
        missing: dict[str, list[Take]] = {}
        for take_id, (line_id, take) in self._sticky_takes.items():
            try:
                line = doc.line(line_id)
            except KeyError:
                continue  # the line is deleted; undoing that brings it back whole
            if line.take(take_id) is None:
                missing.setdefault(line_id, []).append(take)
        for line_id, takes in missing.items():
            self.model.apply(_AddTakes(line_id, tuple(takes)))

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
        path = self._source_of(loaded.path)
        self._voices[loaded.name] = VoiceState(
            loaded.name, path, "ready", "", ref.samples, ref.sample_rate, loaded.cache
        )
        old = self.document.voice(loaded.name)
        if loaded.name in self._sync_loads:
            self._sync_loads.discard(loaded.name)
            if old is not None and old.prompt_key != loaded.prompt_key:
                # Another engine or model than the project was made with: the
                # key is derived state, not an edit, so it bypasses the stack.
                self.model.apply(
                    SetVoiceEntry(loaded.name, replace(old, prompt_key=loaded.prompt_key))
                )
        else:
            entry = VoiceEntry(loaded.name, path, loaded.transcript, loaded.prompt_key)
            self._loaded_as[loaded.name] = (path, loaded.transcript)
            if old != entry:
                label = self.tr("Add voice") if old is None else self.tr("Edit voice")
                self.undo_stack.push_command(SetVoiceEntry(loaded.name, entry, label))
        self.sig_voice_updated.emit(loaded.name)

    @Slot(str, str)
    def _on_worker_voice_failed(self, name: str, message: str) -> None:
        for copy in list(self._copy_sources):
            if copy in message:
                # Name the user's file, not the session's temporary copy of it.
                message = message.replace(copy, self._source_of(copy))
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
        # Ctrl+Z never throws away audio, and auto-render never fights undo.
        self.model.apply(AddTake(line_id, take))
        self._sticky_takes[take.id] = (line_id, take)
        self.sig_take_added.emit(line_id)
        self.sig_line_finished.emit(done)
        self.sig_line_settled.emit(line_id, "done")

    @Slot(str, str, bool)
    def _on_worker_line_failed(self, line_id: str, message: str, cancelled: bool) -> None:
        self._line_finished(line_id)
        # A stopped line is simply stale again; only real failures are shown.
        self.model.set_runtime(line_id, None if cancelled else LineRuntime("failed", message))
        self.sig_line_settled.emit(line_id, "cancelled" if cancelled else "failed")

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


@dataclass(frozen=True)
class _AddTakes:
    """Put rendered takes back into a line (in render order), keeping its active take."""

    line_id: str
    takes: tuple[Take, ...]
    label: str = "Render"

    def apply(self, doc: Document) -> Command:
        i = doc.index_of(self.line_id)
        old = doc.lines[i]
        takes = sorted(old.takes + self.takes, key=lambda take: take.created)
        doc.lines[i] = replace(old, takes=tuple(takes))
        return _RestoreLine(old, self.label)


def _deleted_takes(command: object) -> list[str]:
    """Take ids a command deletes on purpose (from then on the undo stack owns them)."""
    if isinstance(command, DeleteTake):
        return [command.take_id]
    if isinstance(command, Macro):
        return [take_id for inner in command.commands for take_id in _deleted_takes(inner)]
    return []


def listed_voice_names(session: StudioSession) -> list[str]:
    """Voices to show: the document's, then ones still loading or that failed to load."""
    names = [entry.name for entry in session.document.voices]
    for name in list(session._voices):
        state = session._voices[name]
        if name not in names and state.status in ("loading", "failed"):
            names.append(name)
    return names
