"""The render worker: one long-lived QThread that owns the engine.

The engine is loaded on this thread and only ever used here. The GUI queues
requests (load a voice, build its cache, render lines); they run one after
another. Cancelling never goes through a queued signal (it would arrive after
the job): ``stop()`` sets the ``threading.Event`` the running batch checks
between frames. Signals are emitted on the worker thread and, because their
receivers live in the GUI thread, delivered there as queued calls.

A batch queued with ``submit_first`` (a line someone waits to hear) goes before
everything queued, and the line rendering then gives way and renders again
after it (``render_queue.LeadQueue``).

Bulk work (``RenderLines.bulk``: render stale, render all, best of N) renders
the lines of a voice together when the engine can batch them
(``Renderer.render_batched``), up to the batch size: the preference, or the
size measured on the device the first time it is needed. Each line still
reports on its own, in the same signals; a lead batch makes the whole group
give way.
"""

from __future__ import annotations

import gc
import logging
import queue
import sys
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, QThread, Signal

from studio.cache import CacheLookup, DiskTier, MemoryTier, PromptCache
from studio.core.project import read_voice_audio
from studio.core.script import ScriptLine
from studio.core.voice_edits import edited_reference
from studio.core.voice_library import VoiceLibrary
from studio.engines import load_engine_on_device
from studio.engines.base import BatchEngine, Engine, ModelFetch
from studio.errors import GatedModelError, HubOfflineError, ModelNotInstalledError, StudioError
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.render import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
    LineRequest,
    LineStarted,
    Renderer,
    Voice,
    library_voice,
)
from studio.render.batch import render_batched
from studio.ui.session.jobs import (
    BuildVoiceCache,
    CacheSnapshot,
    CacheWhere,
    CloneCheck,
    CloneCheckDone,
    CloneCheckFailed,
    EngineConfig,
    EngineFailureKind,
    LibraryCacheQuery,
    LibraryCacheReply,
    LibraryVoiceCache,
    LineJob,
    LoadedVoice,
    LoadEngine,
    LoadVoice,
    Quit,
    RemoveVoice,
    RenderLines,
    Request,
    VoiceCacheStatus,
    VoiceLoadFailed,
    no_voice_message,
)
from studio.ui.session.render_queue import WAKE, LeadQueue

log = logging.getLogger(__name__)

# Returns the engine, or the engine and the sentence to show when it runs on
# another device than asked (the default factory's GPU fallback).
EngineFactory = Callable[[EngineConfig], "Engine | tuple[Engine, str | None]"]
# Live progress of a rendering line: often enough to look live, rarely enough
# not to flood the GUI's event queue.
PROGRESS_INTERVAL_S = 0.1

_live_workers: weakref.WeakSet[RenderWorker] = weakref.WeakSet()


def running_workers() -> list[RenderWorker]:
    """Workers whose thread is still running (tests assert there are none)."""
    return [worker for worker in list(_live_workers) if worker.isRunning()]


def _default_factory(config: EngineConfig) -> tuple[Engine, str | None]:
    """The window never downloads while loading: a missing model is reported at once
    (the Models dialog downloads it), and a GPU that fails falls back to the CPU."""
    return load_engine_on_device(
        config.engine_id,
        config.model,
        config.device,
        config.threads,
        config.mode,
        ModelFetch(allow_download=False),
    )


def failure_kind(exc: StudioError) -> EngineFailureKind:
    """Whether the Models dialog can help: the weights are missing or the hub is away."""
    if isinstance(exc, ModelNotInstalledError | GatedModelError):
        return "missing"
    if isinstance(exc, HubOfflineError):
        return "offline"
    return "error"


class RenderWorker(QThread):
    """Runs queued requests against one engine and one Renderer."""

    sig_engine_loading = Signal(str)
    sig_engine_ready = Signal(object)  # EngineInfo
    sig_engine_failed = Signal(str, str)  # message, kind ("missing", "offline", "error")
    sig_engine_note = Signal(str)  # a sentence about the load (a GPU fell back to the CPU)
    sig_voice_loaded = Signal(object)  # LoadedVoice
    sig_voice_failed = Signal(object)  # VoiceLoadFailed
    sig_voice_cache = Signal(str, object)  # name, VoiceCacheStatus
    sig_line_started = Signal(str)  # line id
    sig_line_gave_way = Signal(str)  # line id: stopped for a lead batch, renders again later
    sig_line_cache = Signal(str, object)  # line id, CacheLookup
    sig_line_progress = Signal(str, float)  # line id, seconds of audio so far
    sig_line_chunk = Signal(str, int, object)  # line id, offset, samples: every chunk, in order
    sig_line_done = Signal(str, object)  # line id, LineDone
    sig_line_failed = Signal(str, str, bool)  # line id, message, cancelled
    sig_stats = Signal(object)  # CacheSnapshot
    sig_clone_check = Signal(object)  # CloneCheckDone | CloneCheckFailed
    sig_library_cache = Signal(object)  # LibraryCacheReply
    sig_request_done = Signal()

    def __init__(
        self, engine_factory: EngineFactory | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("render-worker")
        self._factory = engine_factory or _default_factory
        self._requests: queue.Queue[Request | object] = queue.Queue()
        self._lock = threading.Lock()
        self._cancel = threading.Event()
        self._lead = LeadQueue()
        self._engine: Engine | None = None
        self._engine_error: str | None = None
        self._renderer: Renderer | None = None
        self._cache: PromptCache | None = None
        # What the engine needs of each voice; the GUI's VoiceRegistry owns the rest.
        self._voices: dict[str, Voice] = {}
        # Lines of a voice rendered together in bulk work (None: measured).
        self._batch_setting: int | None = None
        self._measured_batch: int | None = None
        # Library voices' prompt keys (see ``_library_cache``).
        self._library_keys: dict[tuple[object, ...], str] = {}
        _live_workers.add(self)

    # --- GUI thread API -------------------------------------------------

    def set_batch_size(self, size: int | None) -> None:
        """Lines of a voice rendered together in bulk work from now on (None: measured)."""
        self._batch_setting = size

    def submit(self, request: Request) -> None:
        """Queue a request; a RenderLines batch is tied to the current cancel event."""
        if isinstance(request, RenderLines):
            with self._lock:
                request = replace(request, cancel=self._cancel)
            self._lead.claim(request.jobs)
        elif isinstance(request, CloneCheck):
            with self._lock:
                request = replace(request, cancel=self._cancel)
        self._requests.put(request)

    def submit_first(self, request: RenderLines, keep: frozenset[str] = frozenset()) -> None:
        """Queue a batch before everything queued (GUI thread, never blocks).

        The line rendering now gives way (it is cancelled and rendered again
        after this batch) unless its line is in ``keep`` or in the batch: the
        caller waits for it too. A job for a line already queued replaces it.
        Stop cancels this batch like any other.
        """
        with self._lock:
            request = RenderLines(request.jobs, bulk=False, cancel=self._cancel)
        self._lead.put_first(request, keep)
        self._requests.put(WAKE)

    def stop(self) -> None:
        """Cancel the running line and every batch queued so far (GUI thread, never blocks)."""
        with self._lock:
            self._cancel.set()
            self._cancel = threading.Event()
        # After the batch's event is set: see LeadQueue.begin.
        self._lead.cancel_running()

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """Cancel, ask the loop to end, and wait for the thread. True when it ended."""
        self.stop()
        self._requests.put(Quit())
        if not self.isRunning():
            return True
        return self.wait(timeout_ms)

    # --- worker thread --------------------------------------------------

    def run(self) -> None:
        """The request loop (worker thread)."""
        while True:
            request = self._requests.get()
            if request is WAKE or isinstance(request, RenderLines):
                self._run_first()
            if isinstance(request, Quit):
                return
            if request is not WAKE:
                self._run_request(request)

    def _run_request(self, request: object) -> None:
        try:
            self._handle(request)
        except Exception:  # noqa: BLE001 - a bug in one request must not kill the worker
            log.exception("worker request %r failed", type(request).__name__)
        self.sig_request_done.emit()

    def _run_first(self) -> None:
        """The batches queued with submit_first, newest first (worker thread)."""
        while (request := self._lead.take_first()) is not None:
            self._run_request(request)

    def _handle(self, request: object) -> None:
        if isinstance(request, LoadEngine):
            self._load_engine(request.config)
        elif isinstance(request, LoadVoice):
            self._load_voice(request)
        elif isinstance(request, BuildVoiceCache):
            self._build_voice(request.name)
        elif isinstance(request, RemoveVoice):
            self._voices.pop(request.name, None)
        elif isinstance(request, RenderLines):
            self._render(request)
        elif isinstance(request, CloneCheck):
            self._clone_check(request)
        elif isinstance(request, LibraryCacheQuery):
            self._library_cache(request)

    def _unload_engine(self) -> None:
        """Let go of the engine, its cache and voices before another is loaded, so two
        models never sit in memory (or on the GPU) at once."""
        if self._engine is None:
            return
        self._renderer = None
        self._engine = None
        self._cache = None
        self._voices.clear()
        gc.collect()
        if "torch" in sys.modules:
            import torch

            if torch.cuda.is_available():
                torch.cuda.empty_cache()

    def _load_engine(self, config: EngineConfig) -> None:
        self._unload_engine()
        self.sig_engine_loading.emit(f"{config.engine_id} {config.model}")
        try:
            loaded = self._factory(config)
        except StudioError as exc:
            self._engine_error = str(exc)
            self.sig_engine_failed.emit(self._engine_error, failure_kind(exc))
            return
        except Exception as exc:  # noqa: BLE001 - shown to the user, logged for the report
            log.exception("engine load failed")
            self._engine_error = f"The model could not be loaded ({type(exc).__name__}: {exc})."
            self.sig_engine_failed.emit(self._engine_error, "error")
            return
        engine, note = loaded if isinstance(loaded, tuple) else (loaded, None)
        self._engine_error = None
        if note:
            self.sig_engine_note.emit(note)
        cache_dir = config.cache_dir or default_cache_dir()
        self._cache = PromptCache(
            MemoryTier(config.memory_bytes or DEFAULT_MEMORY_CACHE_BYTES),
            DiskTier(cache_dir, config.disk_bytes or DEFAULT_DISK_CACHE_BYTES),
        )
        self._engine = engine
        self._batch_setting = config.batch
        self._measured_batch = None
        self._renderer = Renderer(engine, self._cache)
        self.sig_engine_ready.emit(engine.info)
        self._emit_stats()

    def _require_renderer(self) -> Renderer:
        if self._renderer is None:
            raise StudioError(self._engine_error or "The model is not loaded yet.")
        return self._renderer

    def _load_voice(self, request: LoadVoice) -> None:
        renderer = self._renderer
        try:
            audio = request.audio or read_voice_audio(request.source)
            # With no model the recording is still read and checked at its own rate: the
            # voice joins the project now and is prepared when a model loads.
            rate = renderer.engine.info.sample_rate if renderer is not None else audio.sample_rate
            reference = edited_reference(
                audio.samples, audio.sample_rate, request.edits, rate, request.source
            )
        except StudioError as exc:
            self.sig_voice_failed.emit(VoiceLoadFailed(request.name, str(exc), request.request_id))
            return
        if renderer is None:
            waiting = VoiceCacheStatus(None, False, None, None, "")
            self.sig_voice_loaded.emit(
                LoadedVoice(
                    request.name,
                    request.source,
                    request.transcript,
                    audio,
                    reference,
                    "",
                    waiting,
                    request.edits,
                    request.request_id,
                    waiting=True,
                )
            )
            return
        voice = Voice(request.name, reference, request.transcript or None)
        self._voices[request.name] = voice
        key = renderer.voice_key(voice).digest
        self.sig_voice_loaded.emit(
            LoadedVoice(
                request.name,
                request.source,
                request.transcript,
                audio,
                reference,
                key,
                self._cache_status(key),
                request.edits,
                request.request_id,
            )
        )

    def _cache_status(
        self, digest: str, nbytes: int | None = None, build_ms: float | None = None
    ) -> VoiceCacheStatus:
        """Where a state is now; size and build time from the disk tier when not given."""
        assert self._cache is not None
        where = self._cache.where(digest)
        disk = self._cache.disk
        if where == "disk" and disk is not None and (nbytes is None or build_ms is None):
            entry = disk.entry(digest)
            if entry is not None:
                nbytes = entry.nbytes if nbytes is None else nbytes
                value = entry.meta.get("build_ms")
                if build_ms is None and isinstance(value, int | float):
                    build_ms = float(value)
        return VoiceCacheStatus(
            where if where in ("memory", "disk") else None, False, nbytes, build_ms, digest
        )

    def _build_voice(self, name: str) -> None:
        voice = self._voices.get(name)
        if voice is None or self._renderer is None:
            return
        self.sig_voice_cache.emit(name, VoiceCacheStatus(None, building=True))
        try:
            _, lookup = self._renderer.resolve_voice(voice)
        except StudioError as exc:
            self.sig_voice_failed.emit(VoiceLoadFailed(name, str(exc)))
            return
        self._note_lookup(name, lookup)
        self._emit_stats()

    def _note_lookup(self, name: str, lookup: CacheLookup) -> None:
        build_ms = lookup.ms if lookup.outcome in ("miss", "off") else None
        status = self._cache_status(lookup.key, lookup.nbytes, build_ms)
        self.sig_voice_cache.emit(name, status)

    def _render(self, request: RenderLines) -> None:
        cancel = request.cancel
        try:
            renderer = self._require_renderer()
        except StudioError as exc:
            for job in request.jobs:
                if self._lead.begin(job, cancel) is not None:
                    self._lead.end(job)
                    self.sig_line_failed.emit(job.line_id, str(exc), False)
            return
        # (position in the request, job): a job that gave way goes back to the front.
        waiting = deque(enumerate(request.jobs))
        while waiting:
            self._run_first()
            size = self._batch_size(renderer, request, waiting)
            group: list[tuple[int, LineJob, threading.Event]] = []
            while waiting and len(group) < size:
                position, job = waiting[0]
                if group and job.voice != group[0][1].voice:
                    break  # a batch is one voice's lines
                waiting.popleft()
                line_cancel = self._lead.begin(job, cancel)
                if line_cancel is None:
                    continue  # a later job renders this line; it reports
                if cancel.is_set():
                    # Not started: report it so the GUI puts the line back to stale.
                    self._lead.end(job)
                    self.sig_line_failed.emit(job.line_id, "Stopped.", True)
                    continue
                if job.voice not in self._voices:
                    self._lead.end(job)
                    self.sig_line_failed.emit(job.line_id, no_voice_message(job.voice), False)
                    continue
                group.append((position, job, line_cancel))
            if not group:
                continue
            voice = self._voices[group[0][1].voice]
            gave_way = self._render_group(renderer, voice, group, cancel)
            waiting.extendleft(reversed(gave_way))  # they render again, afterwards

    def _batch_size(
        self, renderer: Renderer, request: RenderLines, waiting: deque[tuple[int, LineJob]]
    ) -> int:
        """How many of the waiting lines to render together (1: one at a time)."""
        if not request.bulk or len(waiting) < 2 or renderer.cache is None:
            return 1
        engine = renderer.engine
        if not isinstance(engine, BatchEngine):
            return 1
        first_voice = waiting[0][1].voice
        if sum(1 for _, job in waiting if job.voice == first_voice) < 2:
            return 1
        if self._batch_setting is not None:
            return max(1, self._batch_setting)
        if self._measured_batch is None:
            self._measured_batch = engine.auto_batch_size()
            log.info("rendering up to %d lines of a voice at once", self._measured_batch)
        return self._measured_batch

    def _render_group(
        self,
        renderer: Renderer,
        voice: Voice,
        group: list[tuple[int, LineJob, threading.Event]],
        cancel: threading.Event,
    ) -> list[tuple[int, LineJob]]:
        """Render lines of one voice (together when there are several); returns those that
        gave way to a batch queued with submit_first (to render again)."""
        by_index = {position + 1: (position, job) for position, job, _ in group}
        requests = [
            LineRequest(
                ScriptLine(position + 1, job.voice, job.text, job.spoken), job.params, line_cancel
            )
            for position, job, line_cancel in group
        ]
        # Best of N puts several takes of one line in a batch: only the first streams its
        # chunks (a line's chunks must be one take's, in order); each reports its end.
        streams: dict[str, int] = {}
        for index, (_, job) in by_index.items():
            streams.setdefault(job.line_id, index)
        produced: dict[int, int] = {}
        last_progress: dict[int, float] = {}
        gave_way: list[tuple[int, LineJob]] = []
        reported: set[int] = set()
        rate = renderer.engine.info.sample_rate
        events = render_batched(renderer, requests, {voice.name: voice}, cancel, len(group))
        for event in events:
            position, job = by_index[event.index]
            line_id = job.line_id
            if isinstance(event, LineStarted):
                self.sig_line_started.emit(line_id)
            elif isinstance(event, CacheResolved):
                self.sig_line_cache.emit(line_id, event.lookup)
                self._note_lookup(voice.name, event.lookup)
                self._emit_stats()
            elif isinstance(event, AudioChunk):
                if streams[line_id] != event.index:
                    continue
                self.sig_line_chunk.emit(line_id, event.offset, event.samples)
                produced[event.index] = produced.get(event.index, 0) + len(event.samples)
                now = time.monotonic()
                if now - last_progress.get(event.index, 0.0) >= PROGRESS_INTERVAL_S:
                    last_progress[event.index] = now
                    self.sig_line_progress.emit(line_id, produced[event.index] / rate)
            elif isinstance(event, LineDone):
                reported.add(event.index)
                self._lead.end(job)
                self.sig_line_done.emit(line_id, event)
            elif isinstance(event, LineFailed):
                reported.add(event.index)
                if self._lead.end(job, event.cancelled):
                    self.sig_line_gave_way.emit(line_id)
                    gave_way.append((position, job))
                else:
                    self.sig_line_failed.emit(line_id, event.message, event.cancelled)
        # Lines the batch never started (Stop came first) are put back to stale.
        for index, (position, job) in by_index.items():
            if index not in reported:
                if self._lead.end(job, cancelled=True):
                    self.sig_line_gave_way.emit(job.line_id)
                    gave_way.append((position, job))
                else:
                    self.sig_line_failed.emit(job.line_id, "Stopped.", True)
        gave_way.sort(key=lambda item: item[0])
        return gave_way

    def _clone_check(self, request: CloneCheck) -> None:
        """Render the clone-check sentence; the voice's prompt state comes from the cache."""
        name = request.name
        voice = self._voices.get(name)
        renderer = self._renderer
        if voice is None or renderer is None:
            if renderer is None:
                message = self._engine_error or "The model is not loaded yet."
            else:
                message = no_voice_message(name)
            self.sig_clone_check.emit(CloneCheckFailed(name, message, False, request.request_id))
            return
        if renderer.where(voice) is None:
            self.sig_voice_cache.emit(name, VoiceCacheStatus(None, building=True))
        resolved = False
        for event in renderer.clone_check(voice, request.params, request.cancel):
            if isinstance(event, CacheResolved):
                resolved = True
                self._note_lookup(name, event.lookup)
                self._emit_stats()
            elif isinstance(event, LineDone):
                self.sig_clone_check.emit(CloneCheckDone(name, event, request.request_id))
            elif isinstance(event, LineFailed):
                if not resolved:
                    self._note_lookup_of(name, voice)
                self.sig_clone_check.emit(
                    CloneCheckFailed(name, event.message, event.cancelled, request.request_id)
                )

    def _note_lookup_of(self, name: str, voice: Voice) -> None:
        """Report where a voice's state is now (a build that never started is not running)."""
        assert self._renderer is not None
        self.sig_voice_cache.emit(name, self._cache_status(self._renderer.voice_key(voice).digest))

    def _library_cache(self, request: LibraryCacheQuery) -> None:
        """Each library voice's prompt key for this model, and where its state is cached."""
        renderer = self._renderer
        found: list[LibraryVoiceCache] = []
        library = VoiceLibrary(request.folder)
        for voice_id in request.voice_ids:
            if renderer is None or self._cache is None:
                error = self._engine_error or "The model is not loaded yet."
                found.append(LibraryVoiceCache(voice_id, None, "", error))
                continue
            info = renderer.engine.info
            try:
                # Reading and resampling every voice again would hold up the renders
                # queued behind: a voice's key is kept while its file says the same.
                memo = (request.folder, voice_id, library.get(voice_id).info, info.fingerprint)
                digest = self._library_keys.get(memo)
                if digest is None:
                    voice = library_voice(library, voice_id, info.sample_rate)
                    digest = self._library_keys[memo] = renderer.voice_key(voice).digest
            except StudioError as exc:
                found.append(LibraryVoiceCache(voice_id, None, "", str(exc)))
                continue
            where = self._cache.where(digest)
            cached: CacheWhere | None = (
                "memory" if where == "memory" else "disk" if where == "disk" else None
            )
            found.append(LibraryVoiceCache(voice_id, cached, digest))
        self.sig_library_cache.emit(LibraryCacheReply(request.request_id, tuple(found)))

    def _emit_stats(self) -> None:
        cache = self._cache
        if cache is None:
            return
        disk = cache.disk
        self.sig_stats.emit(
            CacheSnapshot(
                memory_bytes=cache.memory.nbytes,
                memory_budget=cache.memory.max_bytes,
                disk_bytes=disk.nbytes if disk is not None else 0,
                disk_budget=disk.max_bytes if disk is not None else 0,
                memory_hits=cache.stats.memory_hits,
                disk_hits=cache.stats.disk_hits,
                misses=cache.stats.misses,
                disk_error=cache.last_disk_error,
            )
        )
