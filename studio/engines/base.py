"""The engine protocol: what the renderer and the cache need from a TTS model.

Importing this module loads no torch (the types are annotations only).
An engine is created and used on one thread (the CLI's main thread or the
GUI's worker thread). Its prompt state is opaque to everything but the engine
itself; the cache moves it to and from a flat ``dict[str, Tensor]`` through
``state_to_tensors`` / ``state_from_tensors`` so it can live in safetensors.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

import numpy as np

from studio.engines.devices import resolve_device
from studio.engines.info import (
    BatchAudio,
    BatchEnded,
    BatchEvent,
    BatchLine,
    BatchStarted,
    BatchStats,
    EngineInfo,
    GenerationParams,
    LineSource,
    ModelFetch,
)

if TYPE_CHECKING:
    # Annotations only: importing the protocol loads no torch, so a plugin's entry
    # point module (studio.engines.plugin_api) stays light for the window and the CLI.
    import torch

PromptState = Any
"""Engine-specific prompt state (pocket-tts: the FlowLM KV cache dict)."""


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


@runtime_checkable
class BatchEngine(Engine, Protocol):
    """An engine that renders many lines of one voice at once.

    ``mixes_voices``: a batch may also hold lines of other voices, each with its own
    prompt state (``BatchLine.state``), every line still as it would be alone.
    """

    mixes_voices: bool

    def auto_batch_size(self) -> int:
        """How many lines to run together on this device (measured once, then kept)."""
        ...

    def generate_batch(
        self,
        state: PromptState,
        lines: Sequence[BatchLine] | LineSource,
        cancel: threading.Event,
        batch_size: int,
        stats: BatchStats | None = None,
    ) -> Iterator[BatchEvent]:
        """Render ``lines`` against one state, up to ``batch_size`` at a time, in order.

        ``lines`` is a list, or a source asked for the next line whenever a place
        is free (None: nothing waits now): a line that arrives while the batch
        runs joins it. Each started line gets ``BatchStarted``, its audio in
        order, then ``BatchEnded``; a line's audio is what ``generate`` gives for
        it alone (same seed, temperature and end of speech). ``cancel`` ends
        every started line as cancelled within one step; lines not started get
        no event. ``stats`` (when given) is told how full each step ran.
        """
        ...


def tensors_nbytes(tensors: dict[str, torch.Tensor]) -> int:
    return sum(t.numel() * t.element_size() for t in tensors.values())


__all__ = [
    "BatchAudio",
    "BatchEnded",
    "BatchEngine",
    "BatchEvent",
    "BatchLine",
    "BatchStarted",
    "BatchStats",
    "Engine",
    "EngineInfo",
    "GenerationParams",
    "LineSource",
    "ModelFetch",
    "PromptState",
    "resolve_device",
    "tensors_nbytes",
]
