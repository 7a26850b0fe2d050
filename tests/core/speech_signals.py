"""Synthetic references for the analysis tests: espeak-ng phrases, silence, clipping, noise.

Every builder returns the signal and where each part lies (seconds), so a
test can say which region the analysis should pick.
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path

import numpy as np
import soundfile as sf

from studio.core.sound.vad import Region
from tests.support import speak

RATE = 22050

PHRASES = {
    "a": "Hello there, my name is Alice and I like reading stories aloud in the evening.",
    "b": "Good morning. This is Bob speaking from the studio, testing one two three.",
    "c": "Carol here. The weather today is cloudy with a chance of rain later on.",
    "d": "The quick brown fox jumps over the lazy dog, and then it runs far away.",
    "e": "Seven silver spoons were found beside the old mill near the river bank.",
}


@functools.cache
def phrase(name: str) -> np.ndarray:
    """One espeak-ng sentence (22.05 kHz mono float32, peak about -2 dBFS)."""
    with tempfile.TemporaryDirectory() as folder:
        data, rate = sf.read(
            str(speak(Path(folder) / "p.wav", PHRASES[name])), dtype="float32", always_2d=False
        )
    assert rate == RATE
    return np.asarray(data, dtype=np.float32)


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(round(seconds * RATE)), dtype=np.float32)


def noise(count: int, rms: float, seed: int = 0) -> np.ndarray:
    return (np.random.default_rng(seed).standard_normal(count) * rms).astype(np.float32)


def speech_rms(*names: str) -> float:
    return float(np.sqrt(np.mean(np.concatenate([phrase(n) for n in names]) ** 2)))


def join(parts: list[np.ndarray]) -> tuple[np.ndarray, list[Region]]:
    """Concatenate parts; returns the signal and each part's region in seconds."""
    regions: list[Region] = []
    position = 0
    for part in parts:
        regions.append(Region(position / RATE, (position + len(part)) / RATE))
        position += len(part)
    return np.concatenate(parts).astype(np.float32), regions


def clean_take() -> np.ndarray:
    """About 12 s: two sentences with short pauses and a little silence at each end."""
    signal, _ = join([silence(0.5), phrase("a"), silence(0.4), phrase("b"), silence(0.5)])
    return signal


def with_noise(signal: np.ndarray, snr_db: float, seed: int = 1) -> np.ndarray:
    """White noise at ``snr_db`` below the mean power of the speech in ``signal``."""
    speech = signal[np.abs(signal) > 1e-4]
    power = float(np.mean(speech**2))
    noisy: np.ndarray = signal + noise(len(signal), np.sqrt(power / 10 ** (snr_db / 10)), seed)
    return noisy


def spaced_take(
    groups: list[list[str]], pause: float = 10.0, inner: float = 0.4, edge: float = 0.5
) -> tuple[np.ndarray, list[Region], list[Region]]:
    """Groups of phrases ``inner`` s apart, with ``pause`` s of silence between the groups
    and ``edge`` s at each end: the signal, where each group is and where each long pause is."""
    parts: list[np.ndarray] = [silence(edge)]
    kinds: list[str] = ["edge"]
    for g, group in enumerate(groups):
        if g:
            parts.append(silence(pause))
            kinds.append("pause")
        for p, name in enumerate(group):
            if p:
                parts.append(silence(inner))
                kinds.append("inner")
            parts.append(phrase(name))
            kinds.append("phrase")
    parts.append(silence(edge))
    kinds.append("edge")
    signal, regions = join(parts)
    pauses = [r for r, kind in zip(regions, kinds, strict=True) if kind == "pause"]
    bounds = [regions[0].end, *(p.end for p in pauses)]
    ends = [*(p.start for p in pauses), regions[-1].start]
    return signal, [Region(s, e) for s, e in zip(bounds, ends, strict=True)], pauses


def overlap(a: Region, b: Region) -> float:
    return max(0.0, min(a.end, b.end) - max(a.start, b.start))
