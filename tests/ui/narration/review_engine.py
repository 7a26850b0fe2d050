"""A fake engine whose takes the review can judge: speech-like noise as long as the text.

The tone of ``tests/ui/fake_engine.py`` lasts 50 ms per 8 characters, which
the review rightly calls far too short for its text. This engine speaks at
the review's default narration rate (15 letters a second) with a syllable
envelope, so a normal take has no flags, and clips every take whose seed is
not in ``clean_seeds`` (when that is set): best of N has one good take to find.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator

import numpy as np

from studio.core.review.review import DEFAULT_SECONDS_PER_CHAR
from studio.engines.base import GenerationParams
from tests.ui.fake_engine import CHUNK, RATE, FakeEngine


class ReviewEngine(FakeEngine):
    def __init__(self, clean_seeds: set[int] | None = None) -> None:
        super().__init__()
        self.clean_seeds = clean_seeds

    def generate(
        self,
        state: dict[str, float],
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        chars = len(re.findall(r"\w", text))
        total = max(CHUNK, int(chars * DEFAULT_SECONDS_PER_CHAR * RATE))
        rng = np.random.default_rng(params.seed)
        t = np.arange(total) / RATE
        envelope = 0.6 + 0.4 * np.sin(2 * np.pi * 4.0 * t) ** 2
        audio = (0.1 * envelope * rng.standard_normal(total)).astype(np.float32)
        if self.clean_seeds is not None and params.seed not in self.clean_seeds:
            for start in range(total // 5, total, total // 5):
                audio[start : start + 40] = 1.0
        for start in range(0, total, CHUNK):
            if cancel.is_set():
                return
            yield audio[start : start + CHUNK]
