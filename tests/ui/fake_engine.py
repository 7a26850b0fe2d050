"""A fake engine for the window's pure logic (queueing, staleness, undo).

It follows the Engine protocol with arithmetic instead of a model: the prompt
state is the reference's mean and length, a line is a short tone whose pitch
depends on the state and whose length on the text. Fast and deterministic,
so logic tests need no model; everything a user would hear is tested with
the real pocket-tts code elsewhere.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np
import torch

from studio.engines.base import EngineInfo, GenerationParams

RATE = 8000
CHUNK = 400


class FakeEngine:
    def __init__(self) -> None:
        self.info = EngineInfo(
            engine_id="fake",
            model_spec="fake",
            fingerprint="fake:1",
            device="cpu",
            dtype="float32",
            sample_rate=RATE,
            is_random=True,
            uses_transcript=True,
            default_temperature=0.7,
        )
        # Set to hold every line before its first chunk (cancel tests).
        self.hold = threading.Event()
        self.held = threading.Event()
        self.builds = 0

    def prompt_options(self, transcript: str | None) -> dict[str, str]:
        return {"transcript": transcript or ""}

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> dict[str, float]:
        self.builds += 1
        return {"mean": float(np.abs(audio).mean()), "seconds": len(audio) / RATE}

    def generate(
        self,
        state: dict[str, float],
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        if self.hold.is_set():
            self.held.set()
            while self.hold.is_set() and not cancel.is_set():
                cancel.wait(0.01)
        frequency = 200 + 400 * state["mean"] + params.seed % 50
        total = CHUNK * max(1, len(text) // 8)
        t = np.arange(total) / RATE
        audio = (0.2 * np.sin(2 * np.pi * frequency * t)).astype(np.float32)
        for start in range(0, total, CHUNK):
            if cancel.is_set():
                return
            yield audio[start : start + CHUNK]

    def state_to_tensors(self, state: dict[str, float]) -> dict[str, torch.Tensor]:
        return {key: torch.tensor([value]) for key, value in state.items()}

    def state_from_tensors(self, tensors: dict[str, torch.Tensor]) -> dict[str, float]:
        return {key: float(value[0]) for key, value in tensors.items()}

    def state_nbytes(self, state: dict[str, float]) -> int:
        return 8 * len(state)
