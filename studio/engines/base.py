"""The engine protocol: what the renderer and the cache need from a TTS model.

An engine is created and used on one thread (the CLI's main thread or the
GUI's worker thread). Its prompt state is opaque to everything but the engine
itself; the cache moves it to and from a flat ``dict[str, Tensor]`` through
``state_to_tensors`` / ``state_from_tensors`` so it can live in safetensors.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np
import torch

from studio.engines.devices import resolve_device
from studio.models.progress import ProgressCallback

PromptState = Any
"""Engine-specific prompt state (pocket-tts: the FlowLM KV cache dict)."""


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


@runtime_checkable
class Engine(Protocol):
    """A loaded TTS model able to clone a voice from a prompt state."""

    @property
    def info(self) -> EngineInfo: ...

    def prompt_options(self, transcript: str | None) -> dict[str, str]:
        """Options beyond the audio that change the prompt state (for the cache key)."""
        ...

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> PromptState:
        """Encode mono float32 audio at ``info.sample_rate`` into a prompt state."""
        ...

    def generate(
        self,
        state: PromptState,
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        """Yield mono float32 chunks of speech; stop early when ``cancel`` is set.

        ``state`` is never modified, so one state serves any number of lines.
        """
        ...

    def state_to_tensors(self, state: PromptState) -> dict[str, torch.Tensor]:
        """Flatten a state to named CPU tensors (for the disk tier)."""
        ...

    def state_from_tensors(self, tensors: dict[str, torch.Tensor]) -> PromptState:
        """Rebuild a state from ``state_to_tensors`` output, on the engine's device."""
        ...

    def state_nbytes(self, state: PromptState) -> int:
        """Bytes the state occupies (for the memory tier's budget)."""
        ...


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


@runtime_checkable
class BatchEngine(Engine, Protocol):
    """An engine that renders many lines of one voice at once."""

    def auto_batch_size(self) -> int:
        """How many lines to run together on this device (measured once, then kept)."""
        ...

    def generate_batch(
        self,
        state: PromptState,
        lines: Sequence[BatchLine],
        cancel: threading.Event,
        batch_size: int,
    ) -> Iterator[BatchEvent]:
        """Render ``lines`` against one state, up to ``batch_size`` at a time, in order.

        Each started line gets ``BatchStarted``, its audio in order, then
        ``BatchEnded``; a line's audio is what ``generate`` gives for it alone
        (same seed, temperature and end of speech). ``cancel`` ends every
        started line as cancelled within one step; lines not started get no event.
        """
        ...


def tensors_nbytes(tensors: dict[str, torch.Tensor]) -> int:
    return sum(t.numel() * t.element_size() for t in tensors.values())


__all__ = [
    "Engine",
    "EngineInfo",
    "GenerationParams",
    "ModelFetch",
    "PromptState",
    "resolve_device",
    "tensors_nbytes",
]
