"""The recognizer protocol: what the render service needs from a speech recognizer.

A recognizer is loaded on the thread that will use it and called from that
thread only (the render service's recognizer thread, or the command line's
main thread). Its results are plain data from ``studio.core.words``, which
the window imports without loading any of this.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np

from studio.core.words.transcript import Transcript, Word
from studio.errors import StudioError


class RecognizerError(StudioError):
    """A take the recognizer could not read (its model failed on it)."""


@dataclass(frozen=True)
class RecognizerInfo:
    """What identifies a loaded recognizer, for word checks, takes and the UI."""

    name: str  # the catalog name: ``base.en``, ``random``, ...
    fingerprint: str  # ``hf:REPO@COMMIT`` or ``random:KEY``: changes when the weights do
    device: str
    compute_type: str
    english_only: bool
    is_random: bool


@runtime_checkable
class Recognizer(Protocol):
    """A loaded speech recognizer."""

    @property
    def info(self) -> RecognizerInfo: ...

    def transcribe(
        self, samples: np.ndarray, sample_rate: int, language: str | None = None
    ) -> Transcript:
        """What is said in mono float32 ``samples`` (any rate), with word timings.

        ``language`` (``en``, ``fr``, ``pt-BR`` ...) is what the take should
        be in; None lets a multilingual model detect it. Raises RecognizerError.
        """
        ...


__all__ = ["Recognizer", "RecognizerError", "RecognizerInfo", "Transcript", "Word"]
