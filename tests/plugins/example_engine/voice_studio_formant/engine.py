"""A formant synthesizer behind Voice Studio's Engine protocol.

Each letter of a line is spoken for 70 ms: a vowel as harmonics of the voice's
pitch shaped by that vowel's first two formants, a consonant as a short burst of
noise, a space or punctuation as silence. The prompt state is what the
reference tells about the voice: its pitch (autocorrelation) and level (RMS).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

import numpy as np
import torch

from studio.engines.plugin_api import EngineInfo, GenerationParams, resolve_device

RATE = 16_000
LETTER_S = 0.07
# (F1, F2) in Hz of each vowel, roughly as an adult speaks them.
FORMANTS = {"a": (730, 1090), "e": (530, 1840), "i": (270, 2290), "o": (570, 840), "u": (300, 870)}
BANDWIDTH = 90.0


class FormantEngine:
    def __init__(self, spec: str, formant_scale: float, device: str) -> None:
        self._scale = formant_scale
        self._device = resolve_device(device)
        self._info = EngineInfo(
            engine_id="formant",
            model_spec=spec,
            fingerprint=f"formant:{spec}:v1",
            device=self._device,
            dtype="float32",
            sample_rate=RATE,
            is_random=False,
            uses_transcript=False,
            default_temperature=0.5,
            licence="MIT",
            attribution="Made with the formant synthesizer example plugin."
            if spec == "bright"
            else "",
        )

    @property
    def info(self) -> EngineInfo:
        return self._info

    def prompt_options(self, transcript: str | None) -> dict[str, str]:
        return {}

    def build_prompt_state(
        self, audio: np.ndarray, transcript: str | None
    ) -> dict[str, torch.Tensor]:
        samples = np.asarray(audio, dtype=np.float32)
        level = float(np.sqrt(np.mean(samples**2))) if samples.size else 0.0
        return {
            "pitch": torch.tensor([_pitch(samples)], device=self._device),
            "level": torch.tensor([min(max(level, 0.02), 0.5)], device=self._device),
        }

    def generate(
        self,
        state: dict[str, torch.Tensor],
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        pitch = float(state["pitch"][0])
        level = float(state["level"][0])
        jitter = params.temperature if params.temperature is not None else 0.5
        rng = np.random.default_rng(params.seed)
        limit = int((params.max_seconds or 600.0) * RATE)
        made = 0
        for word in text.lower().split():
            if cancel.is_set() or made >= limit:
                return
            chunk = np.concatenate(
                [
                    self._letter(c, pitch * (1 + 0.03 * jitter * rng.standard_normal()), level, rng)
                    for c in word
                ]
                + [np.zeros(int(LETTER_S * RATE), dtype=np.float32)]
            )[: limit - made]
            made += len(chunk)
            yield chunk.astype(np.float32)

    def _letter(
        self, letter: str, pitch: float, level: float, rng: np.random.Generator
    ) -> np.ndarray:
        n = int(LETTER_S * RATE)
        t = np.arange(n) / RATE
        envelope = np.sin(np.pi * np.arange(n) / n) ** 0.5
        if letter in FORMANTS:
            harmonics = np.arange(1, int(RATE / 2 / pitch)) * pitch
            gain = np.zeros_like(harmonics)
            for formant in FORMANTS[letter]:
                gain += 1.0 / (1.0 + ((harmonics - formant * self._scale) / BANDWIDTH) ** 2)
            wave: np.ndarray = (gain[:, None] * np.sin(2 * np.pi * harmonics[:, None] * t)).sum(
                axis=0
            )
            wave /= max(float(np.abs(wave).max()), 1e-9)
            return np.asarray(level * 2.5 * envelope * wave, dtype=np.float32)
        if letter.isalpha():
            return (level * 0.6 * envelope * rng.standard_normal(n)).astype(np.float32)
        return np.zeros(n, dtype=np.float32)

    def state_to_tensors(self, state: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        return {name: tensor.detach().cpu() for name, tensor in state.items()}

    def state_from_tensors(self, tensors: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
        return {name: tensor.to(self._device) for name, tensor in tensors.items()}

    def state_nbytes(self, state: dict[str, torch.Tensor]) -> int:
        return sum(t.numel() * t.element_size() for t in state.values())


def _pitch(samples: np.ndarray, low: float = 70.0, high: float = 400.0) -> float:
    """The reference's pitch from the autocorrelation of its loudest second (120 Hz if none)."""
    if samples.size < RATE // 10:
        return 120.0
    frame = samples[:RATE] if samples.size <= RATE else _loudest_second(samples)
    frame = frame - frame.mean()
    corr = np.correlate(frame, frame, mode="full")[frame.size - 1 :]
    lo, hi = int(RATE / high), int(RATE / low)
    if corr[0] <= 0 or hi >= corr.size:
        return 120.0
    lag = lo + int(np.argmax(corr[lo:hi]))
    return float(RATE / lag)


def _loudest_second(samples: np.ndarray) -> np.ndarray:
    starts = range(0, samples.size - RATE + 1, RATE // 4)
    best = max(starts, key=lambda s: float(np.sum(samples[s : s + RATE] ** 2)))
    return samples[best : best + RATE]
