"""The render service's waiting jobs: by priority, then voice, each voice's in order.

Not thread-safe: the service calls it with its lock held.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Generic, Protocol, TypeVar

from studio.render.jobs import Job, JobState, Priority


class Waiting(Protocol):
    """What the queue needs of an entry."""

    job: Job
    order: int  # first come first served within a priority (kept when giving way)
    state: JobState


E = TypeVar("E", bound=Waiting)


class JobQueue(Generic[E]):
    def __init__(self) -> None:
        self._queues: dict[Priority, dict[str, deque[E]]] = {p: {} for p in Priority}

    def add(self, entry: E) -> None:
        queue = self._queues[entry.job.priority].setdefault(entry.job.voice, deque())
        if queue and queue[-1].order > entry.order:
            # Back in its place (it gave way): before those queued after it.
            items = sorted([*queue, entry], key=lambda e: e.order)
            queue.clear()
            queue.extend(items)
        else:
            queue.append(entry)

    def remove(self, entry: E) -> None:
        queue = self._queues[entry.job.priority].get(entry.job.voice)
        if queue is not None and entry in queue:
            queue.remove(entry)
            if not queue:
                del self._queues[entry.job.priority][entry.job.voice]

    def waiting(self, priority: Priority, voice: str) -> int:
        return len(self._queues[priority].get(voice, ()))

    def take_first(self, held: Callable[[str], bool]) -> E | None:
        """The job to start next: the highest priority, the earliest of it (not of a
        voice being prepared)."""
        for priority in Priority:
            voices = self._queues[priority]
            ready = [name for name in voices if not held(name)]
            if ready:
                voice = min(ready, key=lambda name: voices[name][0].order)
                return self._pop(priority, voice)
        return None

    def take_next(self, voice: str, held: Callable[[str], bool]) -> E | None:
        """The next job of ``voice`` to join a running batch, the most urgent first: a
        line just edited joins a running bulk batch instead of waiting for it to end.
        A played line never joins (it renders alone and makes the batch give way),
        nor a job of a voice being prepared again (the batch has its old state), nor a
        job that prepares a voice (it renders nothing: it runs on its own)."""
        if held(voice):
            return None
        for level in Priority:
            queue = self._queues[level].get(voice)
            if level != Priority.PLAY and queue and queue[0].job.kind != "prepare":
                return self._pop(level, voice)
        return None

    def take_other(
        self, running: str, held: Callable[[str], bool], ready: Callable[[str], bool]
    ) -> E | None:
        """For a batch whose engine mixes voices: the next job of another voice, the most
        urgent and then the earliest, whose voice is ``ready`` (its prompt state on a
        tier already: building one would hold every row of the batch for seconds)."""
        for level in Priority:
            if level == Priority.PLAY:
                continue
            queues = self._queues[level]
            for name in sorted(queues, key=lambda n: queues[n][0].order):
                joins = queues[name][0].job.kind != "prepare"
                if joins and name != running and not held(name) and ready(name):
                    return self._pop(level, name)
        return None

    def _pop(self, priority: Priority, voice: str) -> E:
        queue = self._queues[priority][voice]
        entry = queue.popleft()
        if not queue:
            del self._queues[priority][voice]
        entry.state = "rendering"
        return entry


__all__ = ["JobQueue", "Waiting"]
