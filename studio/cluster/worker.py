"""One cluster worker: a replica of the render service, in a Ray actor.

The driver wraps ``RenderWorker`` with ``ray.remote`` as a threaded actor;
nothing here imports Ray, so the class is plain Python that a test or a
benchmark can also call directly. The worker owns an engine, its own memory
tier and a ``RenderService``, which runs on a thread of its own (the engine's:
the model is loaded there and used only there), so the driver's calls reach
the worker while it renders:

- ``submit`` adds takes of lines to the service at once: a line joins the
  batch running now at its next free place, as a line queued on one machine
  does. A voice new to the worker comes with its state's bytes, which another
  worker built (``build_state``) and Ray's object store carried here: they are
  loaded instead of building the state again.
- ``poll`` hands back what finished since the last call (``LineDone``,
  ``LineFailed``, and with checks on each take's ``LineChecked``).
- ``cancel`` stops takes by the driver's number, wherever they are: waiting,
  in the running batch, or not arrived yet (the actor's calls run side by side,
  so a cancel may overtake its line's submit).

With ``checks``, the service hears every take with a ``TakeChecker`` (the
recognizer loads once, here) and queues the retakes a check asks for, exactly
as a render on one machine does.
"""

from __future__ import annotations

import hashlib
import os
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Hashable, Sequence
from concurrent.futures import Future
from dataclasses import replace
from typing import TypeVar

from studio.cache import CacheLookup, MemoryTier, PromptCache
from studio.cache.disk_tier import decode_state, encode_state
from studio.cluster.feed import ahead_of
from studio.cluster.messages import (
    BuiltState,
    Finished,
    Polled,
    WorkerCounts,
    WorkEvent,
    WorkLine,
)
from studio.core.text.spoken import TextPrep
from studio.engines import load_engine
from studio.engines.base import EngineInfo, ModelFetch
from studio.errors import StudioError
from studio.paths import DEFAULT_MEMORY_CACHE_BYTES
from studio.render import LineDone, LineFailed, LineStarted, Renderer, Voice
from studio.render.checks import CheckSettings, LineChecked, RetakeKey, TakeChecker, first_key
from studio.render.failures import STOPPED, internal_error_said
from studio.render.service import Job, JobEvent, Priority, RenderService, ServiceEvent
from studio.render.voice_match import VoiceMatcher

T = TypeVar("T")


class RenderWorker:
    """Owns one engine, loaded once on its own thread, on the device Ray gave this worker."""

    def __init__(
        self,
        engine_id: str,
        model: str,
        device: str,
        threads: int | None,
        mode: str,
        check_voice: bool = False,
        checks: CheckSettings | None = None,
        prep: TextPrep | None = None,
    ) -> None:
        self._cond = threading.Condition()  # an RLock: the service wakes us from submit
        self._calls: deque[tuple[Callable[[], object], Future[object]]] = deque()
        self._out: list[Finished] = []
        self._closing = False
        self._voices: dict[str, Voice] = {}
        self._prep = prep
        self._current: dict[int, Hashable] = {}  # a request's job in the service now
        self._lines: dict[int, int] = {}  # a request's line index
        self._cancelled: set[int] = set()
        # Takes that should wait here beyond what the batch holds (the driver's ``ahead``),
        # and whether fewer do since the last poll.
        self._keep = 0
        self._low = False
        self._shared_loads = 0
        self._shared_load_ms = 0.0
        # How this worker had each state (built here, or loaded from the object store)
        # until a finished line says it: lines that all fail leave it to the next one.
        self._unsaid: dict[str, CacheLookup] = {}
        matcher = _voice_matcher() if check_voice else None
        self._checker = _checker(checks, self._wake) if checks is not None else None
        self.cache = PromptCache(MemoryTier(DEFAULT_MEMORY_CACHE_BYTES))
        loaded: Future[RenderService] = Future()

        def load() -> RenderService:
            engine = load_engine(engine_id, model, device, threads, mode, ModelFetch())
            renderer = Renderer(engine, self.cache, voice_match=matcher)
            # The same scheduler as a render on one machine: lines of a voice batched,
            # joining the running batch as places free, each take heard when checks are on.
            return RenderService(renderer, self._voices.get, wake=self._wake, checks=self._checker)

        self._thread = threading.Thread(
            target=self._engine_thread, args=(load, loaded), name="render-engine", daemon=True
        )
        self._thread.start()
        try:
            self.service = loaded.result()  # a model that cannot load raises its error here
        except BaseException:
            if self._checker is not None:
                self._checker.close()
            raise
        self.renderer = self.service.renderer
        self.engine = self.renderer.engine

    # ------------------------------------------------------------ the driver's calls

    def info(self) -> EngineInfo:
        return self.engine.info

    def where(self) -> tuple[str, int]:
        """The machine and process this worker runs in."""
        return socket.gethostname(), os.getpid()

    def voice_keys(self, voices: list[Voice]) -> dict[str, str]:
        return self._on_engine(
            lambda: {voice.name: self.renderer.voice_key(voice).digest for voice in voices}
        )

    def batch_size(self) -> int:
        """How many lines this worker's device renders together (measured once, by
        rendering: on the engine's thread)."""
        return self._on_engine(self.service.batch_size)

    def build_state(self, voice: Voice) -> tuple[BuiltState, bytes]:
        """Build (or find) the voice's state, keep it here, and give its bytes to share."""
        return self._on_engine(lambda: self._build_state(voice))

    def load_state(self, built: BuiltState, blob: bytes) -> CacheLookup | None:
        """Put a state another worker built into this worker's memory tier (once); returns
        how it was had when this call loaded it, None when it was here already.

        Not the engine's thread: the bytes become tensors on the device, and the memory
        tier is locked; no model runs."""
        if built.key in self.cache.memory:
            return None
        start = time.perf_counter()
        state = self.engine.state_from_tensors(decode_state(blob, built.key, built.sha256))
        self.cache.memory.put(built.key, state, self.engine.state_nbytes(state))
        load_ms = (time.perf_counter() - start) * 1000
        loaded = CacheLookup("shared", load_ms, built.nbytes, built.key)
        with self._cond:
            self._shared_loads += 1
            self._shared_load_ms += load_ms
            self._unsaid[built.key] = loaded
        return loaded

    def submit(
        self,
        lines: Sequence[WorkLine],
        batch_size: int,
        states: Sequence[tuple[Voice, BuiltState]] = (),
        *blobs: bytes,
    ) -> None:
        """Queue takes of lines in this worker's service; ``states`` (with their ``blobs``)
        are the voices new to this worker. The lines join the running batch when places
        free; what they become comes back through ``poll``."""
        self.service.batch_setting = batch_size
        self._keep = ahead_of(batch_size)
        failed: dict[str, str] = {}
        for (voice, built), blob in zip(states, blobs, strict=True):
            problem = self._share(voice, built, blob)
            if problem is not None:
                failed[voice.name] = problem
        with self._cond:
            jobs = []
            for work in lines:
                line = work.line
                self._lines[work.number] = line.index
                if work.number in self._cancelled:
                    stopped = LineFailed.saying(line.index, line.voice, line.text, STOPPED, True)
                    self._finish(work.number, stopped, settled=True)
                elif line.voice in failed:
                    unshared = LineFailed(line.index, line.voice, line.text, failed[line.voice])
                    self._finish(work.number, unshared, settled=True)
                else:
                    key = work.number if not work.attempt else RetakeKey(work.number, work.attempt)
                    self._current[work.number] = key
                    jobs.append(
                        Job(key, line.voice, line.text, work.params, line.spoken, Priority.BULK,
                            self._prep)
                    )  # fmt: skip
            # Under the lock: a cancel for these lines finds them in the service.
            self.service.submit(jobs)

    def cancel(self, numbers: Sequence[int] | None = None) -> None:
        """Stop these requests' takes (None: everything, checks too); each ends cancelled."""
        if numbers is None:
            self.service.cancel()
            return
        with self._cond:
            self._cancelled.update(numbers)
            keys = [self._current[n] for n in numbers if n in self._current]
            self.service.cancel(keys)

    def poll(self, timeout: float) -> Polled:
        """What finished since the last call, and how many takes wait here for a place;
        waits up to ``timeout`` s for a take to finish or the waiting ones to run low."""
        with self._cond:
            self._cond.wait_for(lambda: bool(self._out) or self._low or self._closing, timeout)
            out, self._out = self._out, []
            self._low = False
            waiting = self._waiting()
        return Polled(out, self.counts(), waiting)

    def counts(self) -> WorkerCounts:
        stats = self.cache.stats
        batches = self.service.stats
        with self._cond:
            shared, shared_ms = self._shared_loads, self._shared_load_ms
        return WorkerCounts(
            stats.memory_hits,
            stats.misses,
            shared,
            shared_ms,
            batches.size,
            batches.steps,
            batches.row_steps,
        )

    def close(self) -> None:
        """End the engine's thread (what renders is stopped) and the checker's."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        self.service.cancel()
        self._thread.join(60)
        if self._checker is not None:
            self._checker.close()

    # ------------------------------------------------------------ the engine's thread

    def _engine_thread(
        self, load: Callable[[], RenderService], loaded: Future[RenderService]
    ) -> None:
        try:
            service = load()
        except BaseException as exc:  # noqa: BLE001 - handed to the constructor, which raises it
            loaded.set_exception(exc)
            return
        loaded.set_result(service)
        while True:
            with self._cond:
                self._cond.wait_for(
                    lambda: self._closing or bool(self._calls) or service.has_work()
                )
                if self._closing:
                    calls, self._calls = list(self._calls), deque()
                    for _, future in calls:
                        future.cancel()  # asked as the worker closed: never answered
                    return
            self._run_calls()
            for item in service.run():
                self._on_item(item)
                self._run_calls()  # a voice to build waits one step at most

    def _on_engine(self, call: Callable[[], T]) -> T:
        """Run ``call`` on the engine's thread (between two steps of a running batch)."""
        future: Future[object] = Future()
        with self._cond:
            self._calls.append((call, future))
            self._cond.notify_all()
        return future.result()  # type: ignore[return-value]

    def _run_calls(self) -> None:
        while True:
            with self._cond:
                if not self._calls:
                    return
                call, future = self._calls.popleft()
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(call())
            except BaseException as exc:  # noqa: BLE001 - raised where it was asked for
                future.set_exception(exc)

    def _build_state(self, voice: Voice) -> tuple[BuiltState, bytes]:
        state, lookup = self.renderer.resolve_voice(voice)
        start = time.perf_counter()
        blob = encode_state(lookup.key, self.engine.state_to_tensors(state))
        encode_ms = (time.perf_counter() - start) * 1000
        self._voices[voice.name] = voice
        if lookup.outcome == "miss":
            # In the bytes shared, as a line loading them from the object store says.
            with self._cond:
                self._unsaid[lookup.key] = CacheLookup("miss", lookup.ms, len(blob), lookup.key)
        sha = hashlib.sha256(blob).hexdigest()
        built = BuiltState(
            voice.name, lookup.key, lookup.outcome, sha, len(blob), lookup.ms, encode_ms
        )
        return built, blob

    def _share(self, voice: Voice, built: BuiltState, blob: bytes) -> str | None:
        """Load a voice's shared state; None, or why its lines cannot render here."""
        try:
            self.load_state(built, blob)
        except (StudioError, ValueError) as exc:
            return str(exc)
        except Exception as exc:  # noqa: BLE001 - the voice's lines fail, the worker goes on
            return str(internal_error_said(exc))
        self._voices[voice.name] = voice
        return None

    def _on_item(self, item: ServiceEvent) -> None:
        """A service event: a take's end or check, handed to the driver with its request."""
        if not isinstance(item, JobEvent):
            return  # a job giving way: no played lines here
        event = item.event
        if isinstance(event, LineStarted):
            self._took()
            return
        if not isinstance(event, LineDone | LineFailed | LineChecked):
            return
        number = first_key(item.key)
        assert isinstance(number, int)
        settled = isinstance(event, LineFailed)
        if isinstance(event, LineDone):
            event = self._say_how_had(event)
            settled = not item.heard
        retake = event.retake if isinstance(event, LineChecked) else None
        if isinstance(event, LineChecked):
            settled = retake is None
        with self._cond:
            if retake is not None:
                self._current[number] = retake
                if number in self._cancelled:
                    self.service.cancel([retake])  # asked for as it was being cancelled
            self._finish(number, event, settled)

    def _took(self) -> None:
        """A batch took a waiting take: when too few are left to fill the places that free
        next, the driver hears it now (its poll returns), not when a line is done. A line
        leaves its batch steps before its audio is all decoded and it is done, so
        counting done lines would leave places empty meanwhile."""
        with self._cond:
            if self._waiting() < self._keep:
                self._low = True
                self._cond.notify_all()

    def _waiting(self) -> int:
        """This worker's takes that wait in the service for a place (lock held)."""
        return sum(self.service.state(key) == "waiting" for key in self._current.values())

    def _say_how_had(self, event: LineDone) -> LineDone:
        """The first line of a state this worker finishes says how the worker had it:
        built here (``miss``, with the build time) or loaded from the object store
        (``shared``); later lines found it in memory. A worker that stops before it
        finishes a line of a voice says nothing of it, so a voice whose builder
        stopped early has no ``miss`` line: the line that finally renders it says how
        its own worker had it."""
        with self._cond:
            had = self._unsaid.pop(event.lookup.key, None)
        if had is None:
            return event
        return replace(event, lookup=had, timings=replace(event.timings, cache_ms=had.ms))

    def _finish(self, number: int, event: WorkEvent, settled: bool) -> None:
        """Hand an event to the next ``poll`` (lock held)."""
        index = self._lines.get(number, event.index)
        self._out.append(Finished(number, replace(event, index=index), settled))
        if settled:
            self._current.pop(number, None)
            self._lines.pop(number, None)
            self._cancelled.discard(number)
        self._cond.notify_all()

    def _wake(self) -> None:
        with self._cond:
            self._cond.notify_all()


def _voice_matcher() -> VoiceMatcher:
    """Each take's similarity to its voice, measured here as a local render does."""
    matcher = VoiceMatcher()
    problem = matcher.load()
    if problem is not None:
        raise StudioError(problem)
    return matcher


def _checker(checks: CheckSettings, wake: Callable[[], None]) -> TakeChecker:
    """The checker of every take, its recognizer loaded now (once for this worker)."""
    checker = TakeChecker(checks, wake=wake)
    if checks.words:
        checker.start()
        problem = checker.wait_loaded()
        if problem is not None:
            checker.close()
            raise StudioError(problem)
    return checker


__all__ = [
    "BuiltState",
    "Finished",
    "Polled",
    "RenderWorker",
    "WorkLine",
    "WorkerCounts",
]
