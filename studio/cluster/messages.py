"""What the driver and its workers send each other: plain data that Ray pickles.

No Ray, no engine and no torch here, so the driver's scheduling (``feed``)
and the tests read these without loading a model.
"""

from __future__ import annotations

from dataclasses import dataclass

from studio.core.text.script import ScriptLine
from studio.engines.info import GenerationParams
from studio.render.check_events import LineChecked
from studio.render.events import LineDone, LineFailed


@dataclass(frozen=True)
class BuiltState:
    """What the driver learns of a state a worker built (the bytes stay in the object store)."""

    voice: str
    key: str
    outcome: str  # "miss" when built here, "memory" when the worker had it already
    sha256: str
    nbytes: int
    build_ms: float
    encode_ms: float


@dataclass(frozen=True)
class WorkerCounts:
    """A worker's prompt-cache and batch counts since it started."""

    memory_hits: int
    misses: int
    shared_loads: int  # states taken from the object store instead of built
    shared_load_ms: float
    batch_places: int = 0  # the batches' size
    batch_steps: int = 0
    batch_row_steps: int = 0  # rows decoding, summed over the steps


@dataclass(frozen=True)
class WorkLine:
    """A take of a line for a worker: ``number`` is the driver's name for the request,
    ``attempt`` 0 for its first take, N for its N-th retake (``params`` has that
    retake's seed), so a retake a lost worker was rendering goes on elsewhere."""

    number: int
    line: ScriptLine
    params: GenerationParams
    attempt: int = 0


WorkEvent = LineDone | LineFailed | LineChecked


@dataclass(frozen=True)
class Finished:
    """An event of request ``number`` (its ``index`` is the line's); ``settled`` once the
    request has nothing more to come on this worker (its take failed, or was rendered and,
    with checks on, heard without a retake)."""

    number: int
    event: WorkEvent
    settled: bool


@dataclass(frozen=True)
class Polled:
    """What a worker finished since the driver last asked, its counts now, and how many
    of its takes wait for a place in a batch."""

    events: list[Finished]
    counts: WorkerCounts
    waiting: int = 0


__all__ = ["BuiltState", "Finished", "Polled", "WorkEvent", "WorkLine", "WorkerCounts"]
