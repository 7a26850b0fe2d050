"""Calling a cluster worker (``RenderWorker``, plain Python) as the driver does, without Ray."""

from __future__ import annotations

from collections.abc import Sequence

from studio.cluster.messages import BuiltState, Finished, WorkEvent, WorkLine
from studio.cluster.worker import RenderWorker
from studio.render import LineRequest, Voice

# Empty polls in a row (of a second each) before a test gives up waiting for a worker
# that has stopped answering: a guard against a hang, not a measure of speed.
MAX_EMPTY_POLLS = 600


def work_lines(requests: Sequence[LineRequest], first: int = 0) -> list[WorkLine]:
    """The requests as takes numbered from ``first`` (numbers are unique per worker)."""
    return [WorkLine(n, r.line, r.params) for n, r in enumerate(requests, first)]


def wait_settled(worker: RenderWorker, numbers: set[int]) -> list[Finished]:
    """Poll until every take in ``numbers`` has settled; everything polled, in order."""
    left = set(numbers)
    got: list[Finished] = []
    empty = 0
    while left:
        polled = worker.poll(1.0)
        empty = 0 if polled.events else empty + 1
        assert empty < MAX_EMPTY_POLLS, f"the worker stopped answering; waiting for {left}"
        for finished in polled.events:
            got.append(finished)
            if finished.settled:
                left.discard(finished.number)
    return got


def render_on(
    worker: RenderWorker,
    voice: Voice,
    built: BuiltState,
    blob: bytes,
    requests: Sequence[LineRequest],
    batch_size: int,
    first: int = 0,
) -> list[WorkEvent]:
    """Submit the requests with the voice's shared state and wait for all of them: their
    events (done, failed, checked) in the order the worker finished them."""
    lines = work_lines(requests, first)
    worker.submit(lines, batch_size, [(voice, built)], blob)
    return [f.event for f in wait_settled(worker, {line.number for line in lines})]


__all__ = ["MAX_EMPTY_POLLS", "render_on", "wait_settled", "work_lines"]
