"""A fake microphone for the recorder and the record dialog: a sine wave in 20 ms pieces."""

from __future__ import annotations

import numpy as np

RATE = 16000


class FakeInput:
    """Hands out a sine wave in 20 ms pieces, like a sound card's buffer would."""

    def __init__(
        self,
        amplitude: float = 0.5,
        fail: str | None = None,
        clip: bool = False,
        vanish_after: int | None = None,
    ) -> None:
        self.sample_rate = RATE
        # After this many reads the device is gone (unplugged mid-recording).
        self.vanish_after = vanish_after
        self.reads = 0
        self.amplitude = amplitude
        self.fail = fail
        self.clip = clip
        self.started = self.stopped = False
        self._n = 0

    def start(self) -> str | None:
        self.started = True
        return self.fail

    def problem(self) -> str | None:
        if self.vanish_after is not None and self.reads >= self.vanish_after:
            return "The microphone stopped (was it unplugged?); what was recorded so far is kept."
        return None

    def read(self) -> np.ndarray:
        self.reads += 1
        t = (self._n + np.arange(RATE // 50)) / RATE
        self._n += RATE // 50
        wave = self.amplitude * np.sin(2 * np.pi * 440 * t)
        if self.clip:
            # Overdriven: the converter runs out of range and the tops come out flat.
            wave = np.clip(2 * wave, -1.0, 1.0)
        return wave.astype(np.float32)

    def stop(self) -> None:
        self.stopped = True
