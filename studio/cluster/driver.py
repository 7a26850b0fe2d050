"""The driver of a cluster render: starts or joins Ray, one ``RenderWorker`` actor per
worker, each voice's state built once and shared, lines handed out by voice.

``ClusterRender`` gives ``voice-studio render`` what a local engine gives it (the
engine's info, voice keys, a stream of LineDone/LineFailed), so the project, the
report and ``--resume`` work as they do on one machine. A worker that dies has
its unfinished lines handed to the workers left; a line whose worker died twice
is reported failed.
"""

from __future__ import annotations

import math
import os
import re
import signal
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studio.cluster.worker import BuiltState, RenderedLines, RenderWorker, WorkerCounts
from studio.engines.base import EngineInfo
from studio.errors import StudioError
from studio.render import LineDone, LineFailed, LineRequest, RenderEvent, Voice

# A line is given to a worker at most this many times; a line whose worker dies
# each time is reported failed, so one line cannot take down the whole cluster.
TRIES = 2
# A local instance's object store: voice states are a few MB each.
LOCAL_OBJECT_STORE_BYTES = 256 * 1024 * 1024
WORKER_LOST = "Its cluster worker stopped twice while rendering it; render it again."
NO_WORKER_LEFT = "No cluster worker is left to render it; render it again."


@dataclass
class _Chunk:
    """Lines of one voice handed to a worker together (one batch)."""

    voice: str
    requests: list[LineRequest]
    tries: int = 0


@dataclass
class _Worker:
    handle: Any  # the Ray actor
    number: int
    pid: int
    node: str
    held: set[str]  # voices whose state it holds
    counts: WorkerCounts | None = None
    alive: bool = True
    lines: int = 0  # lines it rendered (done or failed)
    done: list[int] = field(default_factory=list)  # the lines it finished, in that order


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
    ) -> None:
        import ray

        self._batch_size = batch_size
        self._ray = ray
        self._note = note
        # Ray prints its workers' errors on stdout, which holds the JSON report:
        # they go to stderr, with the progress, while Ray runs.
        self._stdout = sys.stdout
        sys.stdout = sys.stderr
        self._local = address == "local"
        self._children_before = _descendants() if self._local else set()
        self.builds: list[BuiltState] = []
        self._builders: dict[str, int] = {}  # state key -> the worker that built it
        self.workers_lost = 0
        self.retried_lines = 0
        try:
            self._join(address, workers * (threads or 1))
            self._start_workers(workers, engine_id, model, device, threads or 1, mode, check_voice)
        except BaseException:
            self.close()
            raise

    def _join(self, address: str, cpus: int) -> None:
        ray = self._ray
        if address == "local":
            # Ray would join the cluster RAY_ADDRESS names instead of starting one here.
            os.environ.pop("RAY_ADDRESS", None)
            ray.init(
                num_cpus=cpus,
                include_dashboard=False,
                log_to_driver=False,
                configure_logging=False,
                object_store_memory=LOCAL_OBJECT_STORE_BYTES,
            )
            return
        try:
            ray.init(address=address, log_to_driver=False, configure_logging=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise StudioError(
                f"Cannot join the Ray cluster at {address!r} ({_cause(exc)}); check --ray or "
                "RAY_ADDRESS, or use --ray local."
            ) from exc

    def _start_workers(
        self,
        count: int,
        engine_id: str,
        model: str,
        device: str,
        threads: int,
        mode: str,
        check_voice: bool = False,
    ) -> None:
        ray = self._ray
        gpus = ray.cluster_resources().get("GPU", 0)
        # Ray hands each worker its own GPU (it sets CUDA_VISIBLE_DEVICES): on the
        # worker that GPU is "cuda".
        on_gpu = device.startswith("cuda") or (device == "auto" and gpus >= count)
        actor = ray.remote(RenderWorker).options(
            num_cpus=threads, num_gpus=1 if on_gpu else 0, max_restarts=0, max_task_retries=0
        )
        handles = [
            actor.remote(engine_id, model, "cuda" if on_gpu else "cpu", threads, mode, check_voice)
            for _ in range(count)
        ]
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
                f"The cluster workers could not load the model ({_cause(exc)}); check "
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
        started = _descendants() - self._children_before if self._local else set()
        self._ray.shutdown()
        sys.stdout = self._stdout
        # A local instance's node agents can outlive ray.shutdown by minutes: end
        # whatever this instance started that is still running.
        _end(started)

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
    ) -> Iterator[RenderEvent]:
        """Every request's LineDone or LineFailed, in the order they finish."""
        ray = self._ray
        queues: dict[str, deque[_Chunk]] = {}
        by_voice: dict[str, list[LineRequest]] = {}
        for request in requests:
            line = request.line
            if line.voice not in voices:
                missing = f"No voice named {line.voice!r}; add it first."
                yield LineFailed(line.index, line.voice, line.text, missing)
                continue
            by_voice.setdefault(line.voice, []).append(request)
        # Chunks small enough that every worker gets a share, at most one batch each.
        share = math.ceil(sum(map(len, by_voice.values())) / max(1, len(self._alive())))
        batch_size = self.batch_size()
        size = max(1, min(batch_size, share))
        for name, group in by_voice.items():
            queues[name] = deque(
                _Chunk(name, group[i : i + size]) for i in range(0, len(group), size)
            )
        states, failed = self._build_states([voices[name] for name in by_voice], cancel)
        for name, message in failed.items():
            for unbuilt in queues.pop(name):
                for request in unbuilt.requests:
                    line = request.line
                    yield LineFailed(line.index, line.voice, line.text, message)
        pending: dict[Any, tuple[_Worker, _Chunk]] = {}
        while not cancel.is_set():
            for worker in self._alive():
                if any(w is worker for w, _ in pending.values()):
                    continue
                chunk = _next_chunk(worker, queues)
                if chunk is None:
                    break
                built, blob = states[chunk.voice]
                chunk.tries += 1
                ref = worker.handle.render.remote(
                    voices[chunk.voice], built, blob, chunk.requests, batch_size
                )
                worker.held.add(chunk.voice)
                pending[ref] = (worker, chunk)
            if not pending:
                break
            ready, _ = ray.wait(list(pending), num_returns=1, timeout=0.2)
            for ref in ready:
                worker, chunk = pending.pop(ref)
                try:
                    rendered: RenderedLines = ray.get(ref)
                except ray.exceptions.RayActorError:
                    self._drop(worker)
                    yield from self._again(chunk, WORKER_LOST, queues)
                    continue
                except ray.exceptions.RayError as exc:
                    # Not the lines' fault alone (the object store, the network): once more.
                    yield from self._again(chunk, _message(exc), queues)
                    continue
                worker.counts = rendered.counts
                worker.lines += len(rendered.events)
                worker.done += [e.index for e in rendered.events if isinstance(e, LineDone)]
                yield from rendered.events
        if cancel.is_set():
            return
        # Lines nobody could take: every worker is gone.
        for queue in queues.values():
            for chunk in queue:
                for request in chunk.requests:
                    line = request.line
                    yield LineFailed(line.index, line.voice, line.text, NO_WORKER_LEFT)

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

    def _again(
        self, chunk: _Chunk, message: str, queues: dict[str, deque[_Chunk]]
    ) -> Iterator[RenderEvent]:
        """Give the chunk's lines to a worker again, or report them failed after TRIES."""
        if chunk.tries < TRIES:
            self.retried_lines += len(chunk.requests)
            queues[chunk.voice].appendleft(chunk)
            return
        for request in chunk.requests:
            line = request.line
            yield LineFailed(line.index, line.voice, line.text, message)

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


def _next_chunk(worker: _Worker, queues: dict[str, deque[_Chunk]]) -> _Chunk | None:
    """A voice the worker already holds first; else the voice with the most left."""
    for voice in worker.held:
        if queues.get(voice):
            return queues[voice].popleft()
    waiting = [name for name, queue in queues.items() if queue]
    if not waiting:
        return None
    return queues[max(waiting, key=lambda name: len(queues[name]))].popleft()


def _descendants() -> set[int]:
    """This process's descendants (Linux: read from /proc; elsewhere none are known)."""
    parents: dict[int, list[int]] = {}
    proc = Path("/proc")
    if not proc.is_dir():
        return set()
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # The parent id is the 2nd field after the command name, which may hold spaces.
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    found: set[int] = set()
    todo = [os.getpid()]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _end(pids: set[int], grace_s: float = 5.0) -> None:
    """Stop processes that are still running: asked first, killed after ``grace_s``."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        left = set()
        for pid in pids:
            if not _running(pid):
                continue
            try:
                os.kill(pid, sig)
                left.add(pid)
            except ProcessLookupError:
                continue
        deadline = time.monotonic() + grace_s
        while left and time.monotonic() < deadline:
            left = {pid for pid in left if _running(pid)}
            time.sleep(0.05)
        pids = left


def _running(pid: int) -> bool:
    """Whether the process still runs (an exited one nobody has reaped yet does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


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
    return f"Internal error on a cluster worker ({_cause(exc)}); please report it."


def _cause(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[-1] if text else type(exc).__name__


__all__ = ["ClusterRender", "TRIES"]
