"""What the engines, the renderer and the window share about a model and a line: plain data.

No torch here (nor anything that imports it): the window and the command line
read these types before, or without, loading any model.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

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
    """One line of a batch: ``key`` names it in the events; ``cancel`` stops it alone."""

    key: int
    text: str
    params: GenerationParams
    cancel: threading.Event | None = None


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


__all__ = [
    "BatchAudio",
    "BatchEnded",
    "BatchEvent",
    "BatchLine",
    "BatchStarted",
    "EngineInfo",
    "GenerationParams",
    "LineSource",
    "ModelFetch",
]
