"""The render worker: one long-lived QThread that owns the engine, a thin adapter over
the render service.

The engine is loaded on this thread and only ever used here, with the
``RenderService`` (``studio.render.service``) that decides what renders next
and how many lines go together, as it does for the command line and every
cluster worker. Jobs go to the service as soon as they are asked for (from
the GUI thread: it is thread-safe), so a line queued while a batch runs joins
it; the other requests (load a model, a voice, build a cache, a clone check)
run one after another. Everything the service yields reaches the GUI as one
signal, ``sig_render``, in order. Cancelling never goes through a queued
signal (it would arrive after the job): ``stop()`` cancels in the service at
once. Signals are emitted on the worker thread and, because their receivers
live in the GUI thread, delivered there as queued calls.
"""

from __future__ import annotations

import gc
import logging
import queue
import sys
import threading
import weakref
from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QObject, QThread, Signal

from studio.cache import CacheLookup, PromptCache
from studio.core.sound.voice_audio import read_voice_audio
from studio.core.sound.voice_edits import edited_reference
from studio.errors import Said, StudioError
from studio.render import CacheResolved, LineDone, LineFailed, Renderer, Voice
from studio.render.checks import CheckSettings, Transcribed
from studio.render.failures import STOPPED, no_voice
from studio.render.service import JobEvent, Priority, RenderService
from studio.render.voice_match import VoiceMatcher
from studio.ui.base.i18n import error_text, said_text
from studio.ui.session.jobs import (
    BuildVoiceCache,
    CloneCheck,
    CloneCheckDone,
    CloneCheckFailed,
    EngineConfig,
    LibraryCacheQuery,
    LoadedVoice,
    LoadEngine,
    LoadVoice,
    Quit,
    RemoveVoice,
    RenderLines,
    Request,
    VoiceCacheStatus,
    VoiceLoadFailed,
    jobs_of,
    line_of_key,
)
from studio.ui.session.worker_cache import cache_snapshot, cache_status, library_cache
from studio.ui.session.worker_checks import WorkerChecks
from studio.ui.session.worker_engine import (
    NOT_LOADED,
    EngineFactory,
    default_factory,
    failure_kind,
    load_failed,
    phase_reporter,
    prompt_cache,
)
from studio.ui.session.worker_serve import ServeLink, window_keys

if TYPE_CHECKING:
    from studio.engines.base import Engine

# Put on the request queue when the service has jobs, so an idle worker wakes for them.
WAKE = object()

log = logging.getLogger(__name__)

_live_workers: weakref.WeakSet[RenderWorker] = weakref.WeakSet()


def running_workers() -> list[RenderWorker]:
    """Workers whose thread is still running (tests assert there are none)."""
    return [worker for worker in list(_live_workers) if worker.isRunning()]


class RenderWorker(QThread):
    """Runs queued requests against one engine and one Renderer."""

    sig_engine_loading = Signal(str)
    sig_engine_ready = Signal(object)  # EngineInfo
    sig_engine_failed = Signal(str, str)  # message, kind ("missing", "offline", "error")
    sig_engine_note = Signal(str)  # a sentence about the load (a GPU fell back to the CPU)
    sig_engine_phase = Signal(object)  # LoadPhase: a long step of the load (compiling)
    sig_voice_loaded = Signal(object)  # LoadedVoice
    sig_voice_failed = Signal(object)  # VoiceLoadFailed
    sig_voice_cache = Signal(str, object)  # name, VoiceCacheStatus
    # Every event of every job the service renders (JobEvent, JobGaveWay), in order.
    sig_render = Signal(object)
    sig_stats = Signal(object)  # CacheSnapshot
    sig_clone_check = Signal(object)  # CloneCheckDone | CloneCheckFailed
    sig_library_cache = Signal(object)  # LibraryCacheReply
    sig_transcribed = Signal(int, object)  # request id, Transcribed (the recognizer's thread)
    sig_request_done = Signal()

    def __init__(
        self, engine_factory: EngineFactory | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("render-worker")
        self._factory = engine_factory or default_factory
        self._requests: queue.Queue[Request | object] = queue.Queue()
        self._lock = threading.Lock()
        self._cancel = threading.Event()
        self._service: RenderService | None = None  # while a model is loaded
        self._engine: Engine | None = None
        self._engine_error: str | None = None
        self._renderer: Renderer | None = None
        self._cache: PromptCache | None = None
        # What the engine needs of each voice; the GUI's VoiceRegistry owns the rest.
        self._voices: dict[str, Voice] = {}
        # Lines of a voice rendered together in bulk work (None: measured).
        self._batch_setting: int | None = None
        # Voices with a load or cache build queued: their lines wait for it (any thread).
        self._preparing: dict[str, int] = {}
        self._preparing_lock = threading.Lock()
        # Library voices' prompt keys (see ``_library_cache``).
        self._library_keys: dict[tuple[object, ...], str] = {}
        # The word checker: every take is heard while checks are on (its own thread).
        self.checks = WorkerChecks(self._wake)
        # Measures each take's similarity to its voice while the voice check is on; kept
        # across models (it needs none). Set under ``_lock``.
        self._voice_match: VoiceMatcher | None = None
        self._voice_check = False
        self.serve = ServeLink()  # the window's speech server, when it serves
        _live_workers.add(self)

    # --- GUI thread API -------------------------------------------------

    def set_batch_size(self, size: int | None) -> None:
        """Lines of a voice rendered together in bulk work from now on (None: measured)."""
        self._batch_setting = size
        with self._lock:
            if self._service is not None:
                self._service.batch_setting = size

    def set_checks(self, settings: CheckSettings, enabled: bool) -> None:
        """Hear every take from now on with ``settings``, or stop (GUI thread, never blocks)."""
        active = self.checks.set(settings, enabled)
        with self._lock:
            if self._service is not None:
                self._service.checks = active

    def set_voice_check(self, enabled: bool) -> None:
        """Measure each take's similarity to its voice from now on, or stop (GUI thread,
        never blocks: the speaker encoder loads on a thread of its own)."""
        with self._lock:
            self._voice_check = enabled
            if enabled and self._voice_match is None:
                self._voice_match = VoiceMatcher()
                self._voice_match.preload()
            if self._renderer is not None:
                self._renderer.voice_match = self._voice_match if enabled else None

    def transcribe(self, samples: np.ndarray, rate: int, language: str | None, ask: int) -> None:
        """Hear a recording; ``sig_transcribed(ask, Transcribed)`` answers (never blocks)."""

        def reply(result: Transcribed) -> None:
            self.sig_transcribed.emit(ask, result)

        self.checks.transcribe(samples, rate, language, reply)

    def submit(self, request: Request) -> None:
        """Queue a request. Lines go to the service at once when a model is loaded (they
        join a batch that is running); otherwise they wait for the model with the rest."""
        if isinstance(request, RenderLines):
            with self._lock:
                service = self._service
                request = replace(request, cancel=self._cancel)
            if service is not None:
                service.submit(jobs_of(request))
                return
        elif isinstance(request, CloneCheck):
            with self._lock:
                request = replace(request, cancel=self._cancel)
        elif isinstance(request, LoadEngine):
            with self._lock:
                self._service = None  # lines asked for from now on wait for the new model
        elif isinstance(request, LoadVoice | BuildVoiceCache):
            self._prepare(request.name, 1)
        self._requests.put(request)

    def submit_first(self, request: RenderLines, keep: frozenset[str] = frozenset()) -> None:
        """Render these lines before everything else (GUI thread, never blocks).

        The lines rendering now give way (they stop and render again, anew,
        after these) unless one of them is for a line in ``keep`` or in the
        request: the caller waits for it too. Stop cancels these like any other.
        """
        request = replace(request, priority=Priority.PLAY)
        with self._lock:
            service = self._service
            request = replace(request, cancel=self._cancel)
        if service is None:
            self._requests.put(request)
            return
        running = {(line_id, 0) for line_id in keep}
        service.submit(jobs_of(request), keep=running)

    def cancel_lines(self, line_ids: Collection[str]) -> None:
        """Cancel these lines' takes, waiting or rendering, and nothing else (GUI thread,
        never blocks): the other lines of a running batch go on."""
        with self._lock:
            service = self._service
        if service is None:
            return  # lines wait for a model in the request queue: nothing renders yet
        wanted = set(line_ids)
        service.cancel([key for key in service.keys() if line_of_key(key) in wanted])

    def stop(self) -> None:
        """Cancel every line rendering or queued (GUI thread, never blocks)."""
        with self._lock:
            self._cancel.set()
            self._cancel = threading.Event()
            service = self._service
        if service is not None:
            service.cancel(window_keys(service))  # a server's requests go on

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """Cancel, ask the loop to end, and wait for the thread. True when it ended."""
        self.stop()
        self._requests.put(Quit())
        self.checks.close()
        if not self.isRunning():
            return True
        return self.wait(timeout_ms)

    def _prepare(self, name: str, step: int) -> None:
        """Count a queued load of voice ``name`` (+1) or one handled (-1)."""
        with self._preparing_lock:
            left = self._preparing.get(name, 0) + step
            if left > 0:
                self._preparing[name] = left
            else:
                self._preparing.pop(name, None)

    def _is_preparing(self, name: str) -> bool:
        with self._preparing_lock:
            return name in self._preparing

    def _wake(self) -> None:
        """The service has jobs: the loop runs them after the request it is on (any thread)."""
        self._requests.put(WAKE)

    # --- worker thread --------------------------------------------------

    def run(self) -> None:
        """The request loop (worker thread)."""
        while True:
            request = self._requests.get()
            if isinstance(request, Quit):
                return
            if request is not WAKE:
                self._run_request(request)
            self._run_service()

    def _run_request(self, request: object) -> None:
        try:
            self._handle(request)
        except Exception:  # noqa: BLE001 - a bug in one request must not kill the worker
            log.exception("worker request %r failed", type(request).__name__)
        finally:
            if isinstance(request, LoadVoice | BuildVoiceCache):
                self._prepare(request.name, -1)  # its lines may render now (or fail: why)
        self.sig_request_done.emit()

    def _run_service(self) -> None:
        """Render every job the service has, handing each event on (worker thread)."""
        service = self._service
        if service is None or not service.has_work():
            return
        try:
            for item in service.run():
                if self.serve.deliver(item):
                    continue
                if isinstance(item, JobEvent) and isinstance(item.event, CacheResolved):
                    self._note_lookup(item.job.voice, item.event.lookup)
                    self._emit_stats()
                self.sig_render.emit(item)
        except Exception:  # noqa: BLE001 - a bug in the loop must not kill the worker
            log.exception("rendering failed")

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

    def _render(self, request: RenderLines) -> None:
        """Lines asked for while no model was loaded: now rendered, or failed with why."""
        jobs = jobs_of(request)
        service = self._service
        if service is not None and not request.cancel.is_set():
            service.submit(jobs)
            return
        message = Said(self._engine_error) if self._engine_error else NOT_LOADED
        for job in jobs:
            cancelled = request.cancel.is_set()
            failed = LineFailed.saying(
                0, job.voice, job.text, STOPPED if cancelled else message, cancelled
            )
            self.sig_render.emit(JobEvent(job, failed))

    def _unload_engine(self) -> None:
        """Let go of the engine, its cache and voices before another is loaded, so two
        models never sit in memory (or on the GPU) at once."""
        if self._engine is None:
            return
        self.serve.engine_gone()
        self._renderer = None
        self._engine = None
        self._cache = None
        with self._lock:
            self._service = None
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
            report = phase_reporter(self.sig_engine_phase.emit, self.sig_engine_note.emit)
            loaded = self._factory(replace(config, on_phase=report))
        except StudioError as exc:
            self._engine_error = error_text(exc)
            self.sig_engine_failed.emit(self._engine_error, failure_kind(exc))
            return
        except Exception as exc:  # noqa: BLE001 - shown to the user, logged for the report
            log.exception("engine load failed")
            self._engine_error = said_text(load_failed(exc))
            self.sig_engine_failed.emit(self._engine_error, "error")
            return
        engine, note = loaded if isinstance(loaded, tuple) else (loaded, None)
        self._engine_error = None
        if note is not None:
            self.sig_engine_note.emit(said_text(note) if isinstance(note, Said) else note)
        self._cache = prompt_cache(config)
        self._engine = engine
        self._batch_setting = config.batch
        self._renderer = Renderer(engine, self._cache)
        with self._lock:
            self._renderer.voice_match = self._voice_match if self._voice_check else None
            self._service = service = RenderService(
                self._renderer,
                self._voices.get,
                self._batch_setting,
                self._wake,
                self._is_preparing,
                self.checks.active,
            )
        self.serve.engine_ready(service, self._renderer, self._voices)
        self.sig_engine_ready.emit(engine.info)
        self._emit_stats()

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
            self.sig_voice_failed.emit(
                VoiceLoadFailed(request.name, error_text(exc), request.request_id)
            )
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
        assert self._cache is not None
        return cache_status(self._cache, digest, nbytes, build_ms)

    def _build_voice(self, name: str) -> None:
        voice = self._voices.get(name)
        if voice is None or self._renderer is None:
            return
        self.sig_voice_cache.emit(name, VoiceCacheStatus(None, building=True))
        try:
            _, lookup = self._renderer.resolve_voice(voice)
        except StudioError as exc:
            self.sig_voice_failed.emit(VoiceLoadFailed(name, error_text(exc)))
            return
        self._note_lookup(name, lookup)
        self._emit_stats()

    def _note_lookup(self, name: str, lookup: CacheLookup) -> None:
        build_ms = lookup.ms if lookup.outcome in ("miss", "off") else None
        status = self._cache_status(lookup.key, lookup.nbytes, build_ms)
        self.sig_voice_cache.emit(name, status)

    def _clone_check(self, request: CloneCheck) -> None:
        """Render the clone-check sentence; the voice's prompt state comes from the cache."""
        name = request.name
        voice = self._voices.get(name)
        renderer = self._renderer
        if voice is None or renderer is None:
            if renderer is None:
                message = self._engine_error or said_text(NOT_LOADED)
            else:
                message = said_text(no_voice(name))
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
                    CloneCheckFailed(
                        name, said_text(event.said or STOPPED), event.cancelled, request.request_id
                    )
                )

    def _note_lookup_of(self, name: str, voice: Voice) -> None:
        """Report where a voice's state is now (a build that never started is not running)."""
        assert self._renderer is not None
        self.sig_voice_cache.emit(name, self._cache_status(self._renderer.voice_key(voice).digest))

    def _library_cache(self, request: LibraryCacheQuery) -> None:
        error = self._engine_error or said_text(NOT_LOADED)
        reply = library_cache(self._renderer, self._cache, request, self._library_keys, error)
        self.sig_library_cache.emit(reply)

    def _emit_stats(self) -> None:
        if self._cache is not None:
            self.sig_stats.emit(cache_snapshot(self._cache))
