"""What the render worker takes next: batches that go first, and which job renders a line.

A line someone waits to hear (Play on a stale line) must not wait behind bulk
renders. Its batch goes on the lead queue, which the worker empties before it
starts any other line, and the line rendering at that moment gives way: its
per-line cancel event is set, and the worker renders it again, from the start
and with the same seed, once the lead batches are done. At most the part of
one line rendered before the interruption is lost, and the first sound waits
for one frame instead of a whole line.

A line is rendered by the job queued for it last: a lead job for a line
already queued in a bulk batch replaces that job, which the worker then skips
without a word (the lead job reports for the line). The extra takes of "best
of N" are jobs of their own (``LineJob.attempt``) and never replace each other.

Bulk work renders several lines of a voice at once (a batch, see
``Renderer.render_batched``): they all run, each with its own cancel event,
and all give way together.

Plain threading, no Qt: the GUI thread calls ``claim``, ``put_first`` and
``cancel_running``; the worker thread ``take_first``, ``begin`` and ``end``.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Sequence
from dataclasses import replace

from studio.ui.session.jobs import LineJob, RenderLines

# Put on the worker's request queue after a lead batch, so an idle worker wakes for it.
WAKE = object()


class LeadQueue:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._first: list[RenderLines] = []  # the newest last; taken newest first
        # (line id, attempt) -> the job that renders it
        self._claims: dict[tuple[str, int], LineJob] = {}
        # The jobs rendering now (one, or the lines of a batch) and their cancel events.
        self._running: dict[tuple[str, int], tuple[LineJob, threading.Event]] = {}
        self._giving_way: set[tuple[str, int]] = set()

    # --- GUI thread ------------------------------------------------------

    def claim(self, jobs: Sequence[LineJob]) -> None:
        """These jobs render their lines (replacing any job queued for them before)."""
        with self._lock:
            for job in jobs:
                self._claims[job.claim_key] = job

    def put_first(self, batch: RenderLines, keep: Collection[str] = ()) -> None:
        """Queue ``batch`` before everything else; the running lines give way unless one
        of them is in ``keep`` or in the batch (then the running jobs serve the batch)."""
        with self._lock:
            running = {job.line_id for job, _ in self._running.values()}
            jobs = tuple(job for job in batch.jobs if job.line_id not in running)
            for job in jobs:
                self._claims[job.claim_key] = job
            wanted = bool(running & set(keep)) or len(jobs) < len(batch.jobs)
            if not wanted:
                for key, (_, cancel) in self._running.items():
                    self._giving_way.add(key)
                    cancel.set()
            self._first.append(replace(batch, jobs=jobs))

    def cancel_running(self) -> None:
        """Stop the lines rendering now (after the batch's own cancel event was set)."""
        with self._lock:
            for _, cancel in self._running.values():
                cancel.set()

    # --- worker thread ---------------------------------------------------

    def take_first(self) -> RenderLines | None:
        with self._lock:
            return self._first.pop() if self._first else None

    def begin(self, job: LineJob, batch_cancel: threading.Event) -> threading.Event | None:
        """The cancel event to render ``job`` with; None when a later job renders its line.

        The job is registered as running before the caller checks ``batch_cancel``:
        Stop sets that event first and then the running lines', so one of the two
        checks sees it.
        """
        with self._lock:
            if self._claims.get(job.claim_key) is not job:
                return None
            cancel = threading.Event()
            self._running[job.claim_key] = (job, cancel)
            self._giving_way.discard(job.claim_key)
            return cancel

    def end(self, job: LineJob, cancelled: bool = False) -> bool:
        """The job ended; True when it was cancelled to give way (render it again)."""
        with self._lock:
            key = job.claim_key
            mine = key in self._running and self._running[key][0] is job
            gave_way = cancelled and mine and key in self._giving_way
            if mine:
                del self._running[key]
                self._giving_way.discard(key)
            if not gave_way and self._claims.get(key) is job:
                del self._claims[key]
            return gave_way
