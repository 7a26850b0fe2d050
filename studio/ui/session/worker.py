"""The render worker: one long-lived QThread that owns the engine, a thin adapter over
the render service (``studio.render.service``), as the command line and every
cluster worker are.

Jobs (lines, a clone check, a voice's cache build) go to the service as soon as
they are asked for, from the GUI thread (it is thread-safe), so they join a
batch that is running; Stop cancels there at once. The other requests (load a
model, read a voice, the library's cache) run here one after another, each by
its type's handler. Signals are emitted on the worker thread and delivered to
the GUI thread as queued calls; every event the service yields for the window's
lines is one signal, ``sig_render``, in order.
"""

from __future__ import annotations

import logging
import queue
import threading
import weakref
from collections.abc import Callable, Collection
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from studio.render import LineFailed
from studio.render.checks import CheckSettings
from studio.render.failures import STOPPED
from studio.render.service import JobEvent, Priority, ServiceEvent
from studio.ui.session.jobs import (
    BatchSetting,
    LibraryCacheQuery,
    LoadEngine,
    LoadVoice,
    Quit,
    RemoveVoice,
    RenderLines,
    Request,
    WaitingJobs,
    line_of_key,
    service_jobs,
)
from studio.ui.session.worker_checks import WorkerChecks
from studio.ui.session.worker_engine import EngineFactory, default_factory
from studio.ui.session.worker_model import EngineSignals, ModelSlot
from studio.ui.session.worker_serve import ServeLink, is_window_key
from studio.ui.session.worker_voices import VoiceSignals, WorkerVoices

# Put on the request queue when the service has jobs, so an idle worker wakes for them.
WAKE = object()

log = logging.getLogger(__name__)

_live_workers: weakref.WeakSet[RenderWorker] = weakref.WeakSet()


def running_workers() -> list[RenderWorker]:
    """Workers whose thread is still running (tests assert there are none)."""
    return [worker for worker in list(_live_workers) if worker.isRunning()]


class RenderWorker(QThread):
    """Runs queued requests against one engine and its render service."""

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
    sig_request_done = Signal()  # a request handled, or a clone check or cache build ended

    def __init__(
        self, engine_factory: EngineFactory | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("render-worker")
        self._requests: queue.Queue[Request | WaitingJobs | object] = queue.Queue()
        self._lock = threading.Lock()
        self._cancel = threading.Event()  # Stop: set for the jobs waiting for a model
        self.voices = WorkerVoices(
            VoiceSignals(
                self.sig_voice_loaded.emit,
                self.sig_voice_failed.emit,
                self.sig_voice_cache.emit,
                self.sig_stats.emit,
                self.sig_clone_check.emit,
                self.sig_library_cache.emit,
                self.sig_request_done.emit,
            )
        )
        # The word check and the voice check (their own threads, kept across models).
        self.checks = WorkerChecks(self._wake)
        self.serve = ServeLink()  # the window's speech server, when it serves
        self.model = ModelSlot(
            engine_factory or default_factory,
            EngineSignals(
                self.sig_engine_loading.emit,
                self.sig_engine_ready.emit,
                self.sig_engine_failed.emit,
                self.sig_engine_note.emit,
                self.sig_engine_phase.emit,
            ),
            self.voices,
            self.checks,
            self.serve,
            self._wake,
        )
        # Each request's handler on the worker thread, by type.
        self._handlers: dict[type, Callable[[Any], object]] = {
            LoadEngine: lambda request: self.model.load(request.config),
            LoadVoice: self.voices.load,
            RemoveVoice: self.voices.remove,
            LibraryCacheQuery: self.voices.library,
            BatchSetting: lambda setting: self.model.set_batch(setting.size),
            WaitingJobs: self._jobs_waited,
        }
        _live_workers.add(self)

    # --- GUI thread API -------------------------------------------------

    def set_batch_size(self, size: int | None) -> None:
        """Lines of a voice rendered together in bulk work from now on (None: measured);
        the service keeps it, or the next one once its model is loaded."""
        if not self.model.set_batch(size):
            self._requests.put(BatchSetting(size))

    def set_checks(self, settings: CheckSettings, enabled: bool) -> None:
        """Hear every take from now on with ``settings``, or stop (GUI thread, never blocks)."""
        self.checks.set(settings, enabled)
        self.model.checks_changed()

    def set_voice_check(self, enabled: bool) -> None:
        """Measure each take's similarity to its voice from now on, or stop (GUI thread,
        never blocks: the speaker encoder loads on a thread of its own)."""
        self.checks.set_voice_check(enabled)
        self.model.checks_changed()

    def submit(self, request: Request, keep: Collection[str] = ()) -> None:
        """Queue a request. Jobs (lines, a clone check, a cache build) go to the service at
        once when a model is loaded, so they join a batch that is running; otherwise they
        wait for the model with the other requests. ``keep``: see ``submit_first``."""
        jobs = service_jobs(request)
        if isinstance(request, LoadEngine):
            self.model.coming()  # jobs asked for from now on wait for the new model
        with self._lock:
            service, cancel = self.model.service, self._cancel
        if jobs is None:
            if isinstance(request, LoadVoice):
                self.voices.holds.hold(request.name)
            self._requests.put(request)
        elif service is None:
            self._requests.put(WaitingJobs(jobs, cancel))
        else:
            service.submit(jobs, keep=[(line_id, 0) for line_id in keep])

    def submit_first(self, request: RenderLines, keep: frozenset[str] = frozenset()) -> None:
        """Render these lines before everything else (GUI thread, never blocks).

        The lines rendering now give way (they stop and render again, anew,
        after these) unless one of them is for a line in ``keep`` or in the
        request: the caller waits for it too. Stop cancels these like any other.
        """
        self.submit(replace(request, priority=Priority.PLAY), keep)

    def cancel_lines(self, line_ids: Collection[str]) -> None:
        """Cancel these lines' takes, waiting or rendering, and nothing else (GUI thread,
        never blocks): the other lines of a running batch go on."""
        wanted = set(line_ids)
        self.model.cancel(lambda key: line_of_key(key) in wanted)

    def stop(self) -> None:
        """Cancel every job of the window's, rendering or queued (GUI thread, never blocks);
        a server's requests go on."""
        with self._lock:
            self._cancel.set()
            self._cancel = threading.Event()
        self.model.cancel(is_window_key)

    def shutdown(self, timeout_ms: int = 30000) -> bool:
        """Cancel, ask the loop to end, and wait for the thread. True when it ended."""
        self.stop()
        self._requests.put(Quit())
        self.checks.close()
        if not self.isRunning():
            return True
        return self.wait(timeout_ms)

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
            self._handlers[type(request)](request)
        except Exception:  # noqa: BLE001 - a bug in one request must not kill the worker
            log.exception("worker request %r failed", type(request).__name__)
        if not isinstance(request, WaitingJobs):  # jobs are done when they end
            self.sig_request_done.emit()

    def _run_service(self) -> None:
        """Render every job the service has, handing each event on, after the ends of the
        jobs of a model asked to go (worker thread)."""
        current = self.model.service
        for service in [*self.model.retired(), current]:
            if service is None or not service.has_work():
                continue
            try:
                for item in service.run():
                    self._deliver(item)
            except Exception:  # noqa: BLE001 - a bug in the loop must not kill the worker
                log.exception("rendering failed")

    def _deliver(self, item: ServiceEvent) -> None:
        """A server's job's event to the server, a voice's to the voices, a line's to the
        window (which is told of every cache lookup too)."""
        if not self.serve.deliver(item) and not self.voices.deliver(item):
            self.sig_render.emit(item)

    def _jobs_waited(self, waiting: WaitingJobs) -> None:
        """Jobs asked for while no model was loaded: now rendered, or failed with why."""
        service = self.model.service
        if service is not None and not waiting.cancel.is_set():
            service.submit(waiting.jobs)
            return
        said = STOPPED if waiting.cancel.is_set() else self.voices.not_loaded()
        for n, job in enumerate(waiting.jobs):
            failed = LineFailed.saying(n, job.voice, job.text, said, waiting.cancel.is_set())
            self._deliver(JobEvent(job, failed))
