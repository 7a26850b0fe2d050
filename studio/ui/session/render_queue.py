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

Plain threading, no Qt: the GUI thread calls ``claim``, ``put_first`` and
``cancel_running``; the worker thread ``take_first``, ``begin`` and ``end``.
"""

from __future__ import annotations

import threading
from collections.abc import Collection, Sequence

from studio.ui.session.jobs import LineJob, RenderLines

# Put on the worker's request queue after a lead batch, so an idle worker wakes for it.
WAKE = object()


class LeadQueue:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._first: list[RenderLines] = []  # the newest last; taken newest first
        # (line id, attempt) -> the job that renders it
        self._claims: dict[tuple[str, int], LineJob] = {}
        self._running: LineJob | None = None
        self._running_cancel: threading.Event | None = None
        self._giving_way = False

    # --- GUI thread ------------------------------------------------------

    def claim(self, jobs: Sequence[LineJob]) -> None:
        """These jobs render their lines (replacing any job queued for them before)."""
        with self._lock:
            for job in jobs:
                self._claims[job.claim_key] = job

    def put_first(self, batch: RenderLines, keep: Collection[str] = ()) -> None:
        """Queue ``batch`` before everything else; the running line gives way unless its
        line is in ``keep`` or in the batch (then the running job serves the batch)."""
        with self._lock:
            running = self._running.line_id if self._running is not None else None
            jobs = tuple(job for job in batch.jobs if job.line_id != running)
            for job in jobs:
                self._claims[job.claim_key] = job
            wanted = running in keep or len(jobs) < len(batch.jobs)
            if self._running_cancel is not None and not wanted:
                self._giving_way = True
                self._running_cancel.set()
            self._first.append(RenderLines(jobs, batch.cancel))

    def cancel_running(self) -> None:
        """Stop the line rendering now (after the batch's own cancel event was set)."""
        with self._lock:
            if self._running_cancel is not None:
                self._running_cancel.set()

    # --- worker thread ---------------------------------------------------

    def take_first(self) -> RenderLines | None:
        with self._lock:
            return self._first.pop() if self._first else None

    def begin(self, job: LineJob, batch_cancel: threading.Event) -> threading.Event | None:
        """The cancel event to render ``job`` with; None when a later job renders its line.

        The job is registered as running before the caller checks ``batch_cancel``:
        Stop sets that event first and then the running line's, so one of the two
        checks sees it.
        """
        with self._lock:
            if self._claims.get(job.claim_key) is not job:
                return None
            self._running = job
            self._running_cancel = threading.Event()
            self._giving_way = False
            return self._running_cancel

    def end(self, job: LineJob, cancelled: bool = False) -> bool:
        """The job ended; True when it was cancelled to give way (render it again)."""
        with self._lock:
            gave_way = cancelled and self._giving_way and self._running is job
            self._running = None
            self._running_cancel = None
            self._giving_way = False
            if not gave_way and self._claims.get(job.claim_key) is job:
                del self._claims[job.claim_key]
            return gave_way
