"""What the engines, the renderer and the window share about a model and a line: plain data.

No torch here (nor anything that imports it): the window and the command line
read these types before, or without, loading any model.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from studio.models.progress import ProgressCallback


@dataclass(frozen=True)
class EngineInfo:
    """What identifies a loaded model, for cache keys, takes and the UI."""

    engine_id: str
    model_spec: str
    fingerprint: str
    device: str
    dtype: str
    sample_rate: int
    is_random: bool
    uses_transcript: bool
    # What a line gets when its settings leave these unset (shown in the UI).
    default_temperature: float | None = None
    default_cfg: float | None = None
    default_steps: int | None = None
    # The weights' licence and the credit it asks for when what is made is shared
    # (pocket-tts: CC-BY-4.0, Kyutai); shown in About and the Models dialog.
    licence: str = ""
    attribution: str = ""
    # Whether the model runs compiled (torch.compile), as ``--compile`` and the device chose.
    compiled: bool = False


# What ``--compile`` and the preference take: compile where it has been measured to pay
# (auto), always (on) or never (off).
COMPILE_CHOICES = ("auto", "on", "off")


@dataclass(frozen=True)
class LoadPhase:
    """A long step of a model load, said while it runs; sent from the loading thread.

    ``compiling`` begins: ``seconds`` is how long it took the last time for the same
    model on this machine (None: never). ``compiled`` ends it: ``seconds`` is how long
    it took now, ``reused`` and ``built`` count the graphs found in the compile cache
    and compiled anew. ``not compiled``: compiling failed and the model runs as it
    is; ``problem`` says why.
    """

    phase: str
    seconds: float | None = None
    reused: int = 0
    built: int = 0
    problem: str = ""


LoadPhaseCallback = Callable[[LoadPhase], None]


@dataclass(frozen=True)
class CompileOptions:
    """Whether a model load compiles the model, where torch keeps what it compiled, and
    who hears the compile's phases."""

    choice: str = "auto"  # one of COMPILE_CHOICES
    # The prompt cache's folder; the compile caches live in its ``compiled/`` folder.
    # None: the default (``studio.paths.default_cache_dir``).
    cache_dir: Path | None = None
    on_phase: LoadPhaseCallback | None = None


@dataclass(frozen=True)
class GenerationParams:
    """Per-line generation settings. None means the engine's default."""

    seed: int
    temperature: float | None = None
    max_seconds: float | None = None
    cfg: float | None = None
    steps: int | None = None


@dataclass(frozen=True)
class ModelFetch:
    """Whether a model load may download missing weights, and how it reports."""

    allow_download: bool = True
    # Called on the loading thread; see studio.models.DownloadProgress.
    progress: ProgressCallback | None = None
    cancel: threading.Event | None = None


@dataclass(frozen=True)
class BatchLine:
    """One line of a batch: ``key`` names it in the events; ``cancel`` stops it alone.

    ``state``: the line's own prompt state (another voice than the batch's), for an
    engine whose batches mix voices (``mixes_voices``); None: the batch's state.
    """

    key: int
    text: str
    params: GenerationParams
    cancel: threading.Event | None = None
    state: object | None = None


@dataclass(frozen=True)
class BatchStarted:
    """The line's generation begins (its first row joins the batch)."""

    key: int


@dataclass(frozen=True)
class BatchAudio:
    """The next chunk of a line's audio (mono float32)."""

    key: int
    samples: np.ndarray


@dataclass(frozen=True)
class BatchEnded:
    """The line is finished: complete, cancelled, or failed with ``error``."""

    key: int
    error: str | None = None
    cancelled: bool = False


BatchEvent = BatchStarted | BatchAudio | BatchEnded


# Where a batch gets its next line when a place is free: None when none is waiting now.
# Lines that arrive while the batch runs join it at its next step (continuous batching).
LineSource = Callable[[], "BatchLine | None"]


def line_source(lines: Sequence[BatchLine] | LineSource) -> LineSource:
    """``lines`` as a source: a list is handed out in order, a source is used as it is."""
    if callable(lines):
        return lines
    queue = deque(lines)
    return lambda: queue.popleft() if queue else None


@dataclass
class BatchStats:
    """How full a batch ran: per step, the rows decoding out of the places it has.

    Filled by ``generate_batch`` (any engine that batches); mean occupancy is
    ``row_steps / (steps * size)``.
    """

    size: int = 0
    steps: int = 0
    row_steps: int = 0
    # Seconds spent in each part of the batch's loop (the benchmarks show where the time
    # goes): "prefill", "join", "step", "drain" on the batch's thread, "decode" on the
    # decoder's.
    seconds: dict[str, float] = field(default_factory=dict)

    # Batch sizes that ran out of memory (each then went on at half the size).
    out_of_memory: list[int] = field(default_factory=list)

    def spent(self, part: str, seconds: float) -> None:
        self.seconds[part] = self.seconds.get(part, 0.0) + seconds

    def add(self, size: int, rows: int) -> None:
        self.size = max(self.size, size)
        self.steps += 1
        self.row_steps += rows

    @property
    def occupancy(self) -> float | None:
        if not self.steps or not self.size:
            return None
        return self.row_steps / (self.steps * self.size)


__all__ = [
    "BatchAudio",
    "BatchEnded",
    "BatchEvent",
    "BatchLine",
    "BatchStarted",
    "BatchStats",
    "COMPILE_CHOICES",
    "CompileOptions",
    "EngineInfo",
    "GenerationParams",
    "LineSource",
    "LoadPhase",
    "LoadPhaseCallback",
    "ModelFetch",
    "line_source",
]
