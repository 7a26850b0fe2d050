"""A recognizer that hears what the test tells it (no model, no torch on import)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

from studio.core.words.transcript import Transcript, Word

if TYPE_CHECKING:
    from studio.engines.asr.base import RecognizerInfo

Heard = str | Sequence[tuple[str, float, float]]


class ScriptedRecognizer:
    """Hears each scripted reading in turn (the last one again once they run out).

    A reading is a list of (word, start, end), or a plain string whose words
    are spread evenly over the take.
    """

    def __init__(self, *readings: Heard, language: str = "en") -> None:
        assert readings, "tell it what to hear"
        self.readings = list(readings)
        self.language = language
        self.calls = 0

    @property
    def info(self) -> RecognizerInfo:
        from studio.engines.asr.base import RecognizerInfo

        return RecognizerInfo("scripted", "scripted:test", "cpu", "none", False, False)

    def transcribe(
        self, samples: np.ndarray, sample_rate: int, language: str | None = None
    ) -> Transcript:
        reading = self.readings[min(self.calls, len(self.readings) - 1)]
        self.calls += 1
        duration = len(samples) / sample_rate
        if isinstance(reading, str):
            texts = reading.split()
            step = duration / max(1, len(texts))
            reading = [(t, i * step, (i + 1) * step) for i, t in enumerate(texts)]
        words = tuple(Word(f" {text}", start, end, 0.9) for text, start, end in reading)
        return Transcript.from_words(words, language or self.language, duration)
