"""The driver of a cluster render: starts or joins Ray, one ``RenderWorker`` actor per
worker, each voice's state built once and shared, takes fed to the workers as places free.

``ClusterRender`` gives ``voice-studio render`` what a local engine gives it (the
engine's info, voice keys, a stream of LineDone/LineFailed and, with checks on,
LineChecked), so the project, the report and ``--resume`` work as they do on
one machine. Each worker is a replica of the render service; the driver keeps
the queue (``feed``), tops every worker up as its takes finish, and follows
each take to the worker that has it: a request's own cancel reaches that
worker, and a worker that dies has its unfinished takes handed to the workers
left (a take whose worker died twice is reported failed).
"""

from __future__ import annotations

import contextlib
import re
import sys
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from studio.cluster.feed import NO_WORKER_LEFT, WORKER_LOST, LineFeed
from studio.cluster.messages import BuiltState, Polled, WorkerCounts
from studio.cluster.processes import descendants, end
from studio.cluster.ray_join import join_ray, last_line
from studio.cluster.worker import RenderWorker
from studio.core.text.spoken import TextPrep
from studio.engines.base import EngineInfo
from studio.errors import StudioError
from studio.render import LineDone, LineFailed, LineRequest, RenderEvent, Voice
from studio.render.checks import CheckSettings, LineChecked
from studio.render.failures import no_voice

# A worker's poll waits this long for a take to finish before it answers empty.
POLL_S = 1.0
# The driver looks at cancelled requests at least this often.
WAIT_S = 0.2
# Calls a worker runs at once (a threaded actor): a poll waiting, a submit, a cancel,
# and one more (its counts, a state to build).
ACTOR_CALLS = 4


@dataclass(eq=False)
class _Worker:
    handle: Any  # the Ray actor
    number: int
    pid: int
    node: str
    held: set[str]  # voices whose state it holds
    counts: WorkerCounts | None = None
    alive: bool = True
    lines: int = 0  # takes it rendered (done or failed)
    done: list[int] = field(default_factory=list)  # the lines it finished, in that order
    polling: Any = None  # its poll now (a Ray reference)
    submitting: Any = None  # its submit not answered yet: the next waits for it


class ClusterRender:
    """Renders through Ray actors; used from one thread (the CLI's). ``close`` stops Ray."""

    def __init__(
        self,
        address: str,
        workers: int,
        engine_id: str,
        model: str,
        device: str,
        threads: int | None,
        mode: str,
        note: Callable[[str], None],
        batch_size: int | None = None,
        check_voice: bool = False,
        checks: CheckSettings | None = None,
        prep: TextPrep | None = None,
    ) -> None:
        """``check_voice``: each take's similarity to its voice measured where it renders;
        ``checks``: each take heard on its worker (retakes queued there), its line read
        with ``prep``."""
        import ray

        self._batch_size = batch_size
        self._ray = ray
        self._note = note
        # Ray prints its workers' errors on stdout, which holds the JSON report:
        # they go to stderr, with the progress, while Ray runs.
        self._stdout = sys.stdout
        sys.stdout = sys.stderr
        self._local = address == "local"
        self._children_before = descendants() if self._local else set()
        self.builds: list[BuiltState] = []
        self._builders: dict[str, int] = {}  # state key -> the worker that built it
        self.workers_lost = 0
        self.retried_lines = 0
        self._numbered = 0  # requests numbered so far (each render's numbers are new)
        try:
            join_ray(address, workers * (threads or 1))
            loads = (engine_id, model, threads or 1, mode, check_voice, checks, prep)
            self._start_workers(workers, device, loads)
        except BaseException:
            self.close()
            raise

    def _start_workers(self, count: int, device: str, loads: tuple[Any, ...]) -> None:
        """``count`` workers, each ``RenderWorker(engine_id, DEVICE, *rest)`` of ``loads``
        (engine_id, model, threads, mode, check_voice, checks, prep)."""
        ray = self._ray
        engine_id, model, threads, *rest = loads
        gpus = ray.cluster_resources().get("GPU", 0)
        # Ray hands each worker its own GPU (it sets CUDA_VISIBLE_DEVICES): on the
        # worker that GPU is "cuda".
        on_gpu = device.startswith("cuda") or (device == "auto" and gpus >= count)
        # A threaded actor: the driver's submit, poll and cancel reach it while it renders.
        actor = ray.remote(RenderWorker).options(
            num_cpus=threads,
            num_gpus=1 if on_gpu else 0,
            max_restarts=0,
            max_task_retries=0,
            max_concurrency=ACTOR_CALLS,
        )
        where_to = "cuda" if on_gpu else "cpu"
        handles = [actor.remote(engine_id, model, where_to, threads, *rest) for _ in range(count)]
        try:
            self.info: EngineInfo = ray.get(handles[0].info.remote())
            where = ray.get([h.where.remote() for h in handles])
        except ray.exceptions.RayError as exc:
            # Ray hands on a failed start as text: the worker's own sentence is its
            # StudioError's (a bad --model, no weights).
            said = re.findall(r"^studio\.errors\.\w+: (.+)$", str(exc), re.M)
            if said:
                raise StudioError(said[-1]) from exc
            raise StudioError(
                f"The cluster workers could not load the model ({last_line(exc)}); check "
                "that every worker has voice-studio and the weights installed."
            ) from exc
        self._workers = [
            _Worker(handle, number, pid, node, set())
            for number, (handle, (node, pid)) in enumerate(zip(handles, where, strict=True), 1)
        ]
        for worker in self._workers:
            self._note(f"Worker {worker.number} ready on {worker.node} (pid {worker.pid}).")

    # Every worker shares each voice's state; lines of a voice are batched on a worker.
    batches = True

    def close(self) -> None:
        started = descendants() - self._children_before if self._local else set()
        self._ray.shutdown()
        sys.stdout = self._stdout
        # A local instance's node agents can outlive ray.shutdown by minutes: end
        # whatever this instance started that is still running.
        end(started)

    def disk_problem(self) -> str | None:
        return None  # the workers keep states in memory and in the object store

    # ------------------------------------------------------------ what the CLI asks

    def handles(self) -> list[Any]:
        """The Ray actors of the workers still running (``RenderWorker`` methods)."""
        return [w.handle for w in self._alive()]

    def voice_keys(self, voices: Mapping[str, Voice]) -> dict[str, str]:
        keys: dict[str, str] = self._ray.get(
            self._alive()[0].handle.voice_keys.remote(list(voices.values()))
        )
        return keys

    def batch_size(self) -> int:
        """``--batch``, else what the first worker measures on its device (once)."""
        if self._batch_size is None:
            self._batch_size = int(self._ray.get(self._alive()[0].handle.batch_size.remote()))
        return self._batch_size

    def batch_report(self) -> dict[str, Any]:
        counts = [w.counts for w in self._workers if w.counts is not None]
        steps = sum(c.batch_steps for c in counts)
        rows = sum(c.batch_row_steps for c in counts)
        size = max((c.batch_places for c in counts), default=0)
        occupancy = rows / (steps * size) if steps and size else None
        return {
            "size": self.batch_size(),
            "steps": steps,
            "occupancy": None if occupancy is None else round(occupancy, 4),
        }

    def cache_counts(self) -> dict[str, int]:
        counts = [w.counts for w in self._workers if w.counts is not None]
        return {
            "memory_hits": sum(c.memory_hits for c in counts),
            "disk_hits": 0,
            "misses": sum(b.outcome == "miss" for b in self.builds),
            "shared_loads": sum(c.shared_loads for c in counts),
        }

    def report(self) -> dict[str, Any]:
        """The cluster's part of the JSON report."""
        loads = [w.counts for w in self._workers if w.counts is not None and w.counts.shared_loads]
        load_ms = sum(c.shared_load_ms for c in loads) / max(1, sum(c.shared_loads for c in loads))
        return {
            "workers": len(self._workers),
            "per_worker": [
                {
                    "worker": w.number,
                    "node": w.node,
                    "pid": w.pid,
                    "lines": w.lines,
                    "voices": sorted(w.held),
                    "running": w.alive,
                    "done": w.done,
                }
                for w in self._workers
            ],
            "workers_lost": self.workers_lost,
            "retried_lines": self.retried_lines,
            "states": [
                {
                    "voice": b.voice,
                    "key": b.key,
                    "nbytes": b.nbytes,
                    "build_ms": round(b.build_ms, 3),
                    "outcome": b.outcome,
                    "worker": self._builders[b.key],
                }
                for b in self.builds
            ],
            "shared_load_ms": round(load_ms, 3),
        }

    # ------------------------------------------------------------ rendering

    def events(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
    ) -> Iterator[RenderEvent | LineChecked]:
        """Every request's LineDone or LineFailed (with checks on, each take's
        LineChecked, retakes included), in the order they finish."""
        known: list[LineRequest] = []
        for request in requests:
            line = request.line
            if line.voice in voices:
                known.append(request)
            else:
                yield LineFailed.saying(line.index, line.voice, line.text, no_voice(line.voice))
        size = self.batch_size()
        names = list(dict.fromkeys(r.line.voice for r in known))
        states, failed = self._build_states([voices[name] for name in names], cancel)
        for request in known:
            line = request.line
            if line.voice in failed:
                yield LineFailed(line.index, line.voice, line.text, failed[line.voice])
        fed = [r for r in known if r.line.voice in states]
        feed: LineFeed[_Worker] = LineFeed(fed, size, self._numbered)
        self._numbered += len(fed)
        while not cancel.is_set():
            stopped, on_workers = feed.cancelled()
            yield from stopped
            for worker, numbers in on_workers.items():
                worker.handle.cancel.remote(numbers)
            self._top_up(feed, states, voices)
            if feed.done() or not self._alive():
                break
            yield from self._collect(feed)
        if cancel.is_set():
            for worker in self._alive():
                worker.handle.cancel.remote(None)
            return
        yield from feed.fail_waiting(NO_WORKER_LEFT)

    def _top_up(
        self,
        feed: LineFeed[_Worker],
        states: Mapping[str, tuple[BuiltState, Any]],
        voices: Mapping[str, Voice],
    ) -> None:
        """Hand each worker the takes it has room for, with the states of voices new to
        it (their bytes go from the object store to the worker, not through here). A
        worker's next submit waits for its last, so a voice's state is there first."""
        free = [w for w in self._alive() if w.submitting is None]
        for worker, takes in feed.hand_out(free).items():
            new = sorted({take.voice for take in takes} - worker.held)
            shared = [(voices[name], states[name][0]) for name in new]
            blobs = [states[name][1] for name in new]
            work = [take.work() for take in takes]
            worker.submitting = worker.handle.submit.remote(work, feed.places, shared, *blobs)
            worker.held.update(new)

    def _collect(self, feed: LineFeed[_Worker]) -> Iterator[RenderEvent | LineChecked]:
        """Wait a little for a worker's answer (a poll, or a submit taken in) and hand on
        what it finished; a worker that stopped gives its takes back to the feed."""
        ray = self._ray
        asked: dict[Any, _Worker] = {}
        for worker in self._alive():
            if worker.polling is None:
                worker.polling = worker.handle.poll.remote(POLL_S)
            asked[worker.polling] = worker
            if worker.submitting is not None:
                asked[worker.submitting] = worker
        ready, _ = ray.wait(list(asked), num_returns=1, timeout=WAIT_S)
        for ref in ready:
            worker = asked[ref]
            try:
                answer = ray.get(ref)
            except ray.exceptions.RayActorError:
                yield from self._lose(feed, worker, WORKER_LOST)
                continue
            except ray.exceptions.RayError as exc:
                # Not the takes' fault alone (the object store, the network): the worker's
                # takes go to the others, as a stopped worker's do.
                with contextlib.suppress(ray.exceptions.RayError):
                    ray.kill(worker.handle)
                yield from self._lose(feed, worker, _message(exc))
                continue
            if ref == worker.submitting:
                worker.submitting = None
                continue
            worker.polling = None
            yield from self._polled(feed, worker, answer)

    def _polled(
        self, feed: LineFeed[_Worker], worker: _Worker, polled: Polled
    ) -> Iterator[RenderEvent | LineChecked]:
        worker.counts = polled.counts
        feed.waiting_on(worker, polled.waiting)
        for finished in polled.events:
            event = feed.finished(worker, finished)
            if event is None:
                continue
            if isinstance(event, LineDone | LineFailed):
                worker.lines += 1
            if isinstance(event, LineDone):
                worker.done.append(event.index)
            yield event

    def _lose(
        self, feed: LineFeed[_Worker], worker: _Worker, message: str
    ) -> Iterator[LineFailed | LineChecked]:
        self._drop(worker)
        before = feed.retried
        yield from feed.lost(worker, message)
        self.retried_lines += feed.retried - before

    def _build_states(
        self, voices: list[Voice], cancel: threading.Event
    ) -> tuple[dict[str, tuple[BuiltState, Any]], dict[str, str]]:
        """Each voice's state built by one worker (voices spread over the workers);
        the bytes stay in the object store, the driver keeps a reference. Also the
        voices whose state could not be built, with why."""
        ray = self._ray
        states: dict[str, tuple[BuiltState, Any]] = {}
        failed: dict[str, str] = {}
        todo = list(voices)
        while todo and not cancel.is_set():
            alive = self._alive()
            if not alive:
                raise StudioError("Every cluster worker stopped; see the Ray logs.")
            started = []
            for i, voice in enumerate(todo):
                worker = alive[i % len(alive)]
                built_ref, blob_ref = worker.handle.build_state.options(num_returns=2).remote(voice)
                started.append((voice, worker, built_ref, blob_ref))
            todo = []
            for voice, worker, built_ref, blob_ref in started:
                try:
                    built: BuiltState = ray.get(built_ref)
                except ray.exceptions.RayActorError:
                    self._drop(worker)
                    todo.append(voice)
                    continue
                except ray.exceptions.RayError as exc:
                    failed[voice.name] = _message(exc)
                    continue
                self.builds.append(built)
                self._builders[built.key] = worker.number
                worker.held.add(voice.name)
                states[voice.name] = (built, blob_ref)
        return states, failed

    def _drop(self, worker: _Worker) -> None:
        if worker.alive:
            worker.alive = False
            self.workers_lost += 1
            left = len(self._alive())
            self._note(
                f"Worker {worker.number} (pid {worker.pid}) stopped; its lines go to the "
                f"{left} left."
            )

    def _alive(self) -> list[_Worker]:
        return [w for w in self._workers if w.alive]


def _studio_error(exc: BaseException) -> StudioError | None:
    """The StudioError a worker raised, which Ray hands on wrapped in its own errors."""
    seen: BaseException | None = exc
    for _ in range(4):
        if seen is None or isinstance(seen, StudioError):
            return seen
        seen = getattr(seen, "cause", None) or seen.__cause__
    return None


def _message(exc: BaseException) -> str:
    """What a line's failure on a worker says: the worker's own sentence for a StudioError."""
    said = _studio_error(exc)
    if said is not None:
        return str(said)
    return f"Internal error on a cluster worker ({last_line(exc)}); please report it."


__all__ = ["ClusterRender"]
