"""The driver's queue of takes: which worker renders what, fed as places free.

Every worker is kept topped up so that a few takes (``ahead``) wait in its
render service beyond what its batch holds, so when a line of its running
batch ends, the next one is already there and joins that batch at the next
step (continuous batching on every worker, not chunks that each wait for the
last to drain). The worker says how many wait whenever a batch takes one
(``Polled.waiting``); until it first does, a worker has a whole batch to fill. A worker takes the
voices it holds first. A take follows its worker: a worker that is lost gives
its takes back to the queue (a take is given out ``TRIES`` times at most), a
take whose request is cancelled is cancelled on the worker that has it.

No Ray here: the driver (``driver``) moves what this decides, so the
scheduling is tested without a cluster.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Generic, Protocol, TypeVar

from studio.cluster.messages import Finished, WorkEvent, WorkLine
from studio.engines.info import GenerationParams
from studio.render.check_events import LineChecked, retake_seed
from studio.render.events import LineDone, LineFailed, LineRequest
from studio.render.failures import STOPPED

# A take is given to a worker at most this many times; a take whose worker dies
# each time is reported failed, so one line cannot take down the whole cluster.
TRIES = 2
WORKER_LOST = "Its cluster worker stopped twice while rendering it; render it again."
NO_WORKER_LEFT = "No cluster worker is left to render it; render it again."
UNHEARD = "Its cluster worker stopped before the take was heard; render the line again to check it."


def ahead_of(places: int) -> int:
    """Takes that wait on a worker beyond what its batch holds: enough that a place that
    frees is filled at the next step, without waiting for the driver, and few, so that
    at the end of a render no worker sits on takes another could be rendering."""
    return max(2, places // 4)


class Holder(Protocol):
    """A worker as the feed sees it: the voices whose state it holds."""

    held: set[str]


W = TypeVar("W", bound=Holder)


@dataclass(eq=False)
class Take(Generic[W]):
    """One request (a take of a line) and, once its check asks, its retakes."""

    number: int
    request: LineRequest
    params: GenerationParams  # of the take to render now (a retake's seed)
    attempt: int = 0  # 0: the first take; N: its N-th retake
    tries: int = 0  # workers it was given to
    hearing: bool = False  # rendered, its check not back yet
    worker: W | None = None
    cancel_sent: bool = False

    @property
    def voice(self) -> str:
        return self.request.line.voice

    def work(self) -> WorkLine:
        return WorkLine(self.number, self.request.line, self.params, self.attempt)

    def failed(self, message: str) -> LineFailed:
        line = self.request.line
        return LineFailed(line.index, line.voice, line.text, message)


class LineFeed(Generic[W]):
    """The takes of one render, waiting by voice or on a worker. Used on one thread."""

    def __init__(self, requests: Sequence[LineRequest], places: int, first: int = 0) -> None:
        """``first``: the number of the first request (the others follow), so that the
        takes of every render a driver runs have numbers of their own."""
        self.places = max(1, places)
        self.ahead = ahead_of(self.places)
        self._waiting: dict[str, deque[Take[W]]] = {}
        for number, request in enumerate(requests, first):
            take: Take[W] = Take(number, request, request.params)
            self._waiting.setdefault(take.voice, deque()).append(take)
        self._taken: dict[int, Take[W]] = {}
        # Takes waiting on each worker for a place, as it last said plus those handed out
        # since (a worker not heard from yet: minus the batch's places, all of them free).
        self._queued: dict[W, int] = {}
        self._cancellable = any(r.cancel is not None for r in requests)
        self.retried = 0  # takes given to a worker again

    # ------------------------------------------------------------ handing out

    def hand_out(self, workers: Sequence[W]) -> dict[W, list[Take[W]]]:
        """Top each worker up to ``ahead`` takes waiting (a whole batch more, the first
        time), one take each in turn (so a few takes are shared by every worker), the
        voices it holds first."""
        room = {w: self.ahead - self._queued.get(w, -self.places) for w in workers}
        holds = {w: set(w.held) for w in workers}
        given: dict[W, list[Take[W]]] = {}
        while any(room[w] > 0 for w in workers):
            for worker in workers:
                if room[worker] <= 0:
                    continue
                take = self._next_for(holds[worker])
                if take is None:
                    return given
                take.worker = worker
                take.tries += 1
                self._taken[take.number] = take
                holds[worker].add(take.voice)
                room[worker] -= 1
                self._queued[worker] = self._queued.get(worker, -self.places) + 1
                given.setdefault(worker, []).append(take)
        return given

    def _next_for(self, held: set[str]) -> Take[W] | None:
        """A voice the worker holds first (the earliest such take); else the voice with the
        most takes left."""
        waiting = [name for name, queue in self._waiting.items() if queue]
        if not waiting:
            return None
        mine = [name for name in waiting if name in held]
        if mine:
            voice = min(mine, key=lambda name: self._waiting[name][0].number)
        else:
            voice = max(waiting, key=lambda name: (len(self._waiting[name]), -self._first(name)))
        return self._waiting[voice].popleft()

    def _first(self, voice: str) -> int:
        return self._waiting[voice][0].number

    def waiting_on(self, worker: W, waiting: int) -> None:
        """The worker said how many of its takes wait for a place in a batch."""
        self._queued[worker] = waiting

    def on(self, worker: W) -> list[Take[W]]:
        return [t for t in self._taken.values() if t.worker is worker]

    # ------------------------------------------------------------ what comes back

    def finished(self, worker: W, finished: Finished) -> WorkEvent | None:
        """A worker's event for its take: the event to hand on (None: not this worker's
        take any more, which a lost worker's late word would be)."""
        take = self._taken.get(finished.number)
        if take is None or take.worker is not worker:
            return None
        event = finished.event
        if isinstance(event, LineDone):
            take.hearing = not finished.settled
        elif isinstance(event, LineChecked) and event.retake is not None:
            # The check asked for a retake, queued on the same worker: followed here, so
            # a worker lost now gives the retake, not the first take, to another.
            take.attempt = event.attempt + 1
            take.params = replace(take.params, seed=retake_seed(event.seed, take.attempt))
            take.hearing = False
        if finished.settled:
            del self._taken[take.number]
        return event

    def lost(self, worker: W, message: str) -> list[LineFailed | LineChecked]:
        """A worker stopped: its takes go back to the queue, first, or fail after ``TRIES``;
        a take rendered but not heard yet is kept, unchecked."""
        said: list[LineFailed | LineChecked] = []
        self._queued.pop(worker, None)
        for take in self.on(worker):
            del self._taken[take.number]
            take.worker = None
            line = take.request.line
            if take.hearing:
                seed = take.params.seed
                said.append(
                    LineChecked(
                        line.index, line.voice, line.text, seed, None, UNHEARD, take.attempt
                    )
                )
            elif take.tries < TRIES:
                self.retried += 1
                queue = self._waiting.setdefault(take.voice, deque())
                # First again, in the order they were asked for.
                self._waiting[take.voice] = deque(sorted([*queue, take], key=_number))
            else:
                said.append(take.failed(message))
        return said

    def cancelled(self) -> tuple[list[LineFailed], dict[W, list[int]]]:
        """Requests cancelled since the last call: those still waiting end here; those on a
        worker are listed by worker, to be cancelled there."""
        if not self._cancellable:
            return [], {}
        stopped: list[LineFailed] = []
        for queue in self._waiting.values():
            for take in [t for t in queue if _is_cancelled(t)]:
                queue.remove(take)
                line = take.request.line
                stopped.append(LineFailed.saying(line.index, line.voice, line.text, STOPPED, True))
        on_workers: dict[W, list[int]] = {}
        for take in self._taken.values():
            if take.worker is not None and not take.cancel_sent and _is_cancelled(take):
                take.cancel_sent = True
                on_workers.setdefault(take.worker, []).append(take.number)
        return stopped, on_workers

    def waiting(self) -> int:
        return sum(map(len, self._waiting.values()))

    def done(self) -> bool:
        """Nothing waits and no worker has a take."""
        return not self._taken and not self.waiting()

    def fail_waiting(self, message: str) -> list[LineFailed]:
        """The takes nobody can take now (every worker is gone), failed."""
        failed = [take.failed(message) for queue in self._waiting.values() for take in queue]
        self._waiting.clear()
        return failed


def _number(take: Take[W]) -> int:
    return take.number


def _is_cancelled(take: Take[W]) -> bool:
    cancel = take.request.cancel
    return cancel is not None and cancel.is_set()


__all__ = [
    "NO_WORKER_LEFT",
    "TRIES",
    "UNHEARD",
    "WORKER_LOST",
    "LineFeed",
    "Take",
    "ahead_of",
]
