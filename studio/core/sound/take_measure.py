"""A take's measure: what the review's checks need from its samples, made once.

Numpy on the samples (a few milliseconds a minute of audio), on the thread that
rendered the take or, for a take read from a project, on the review's thread.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

FRAME_SECONDS = 0.02
CLIP_LEVEL = 0.999
CLIP_RUN = 3
# Frames this far under the take's loud frames (or under the floor) are silence.
SILENCE_BELOW_SPEECH_DB = 35.0
SILENCE_FLOOR_DB = -60.0


@dataclass(frozen=True)
class TakeMeasure:
    """What the checks need from a take's samples."""

    seconds: float
    speech_seconds: float  # from the first to the last sounding frame
    level_db: float  # RMS of the sounding frames (dBFS; -inf when silent)
    peak: float
    clipped_runs: int
    silences: tuple[float, ...]  # silent stretches inside the speech, seconds


def measure_take(audio: np.ndarray, sample_rate: int) -> TakeMeasure:
    """Measure a take once; the checks then need no samples."""
    samples = np.asarray(audio, dtype=np.float32).reshape(-1)
    seconds = len(samples) / sample_rate if sample_rate else 0.0
    peak = float(np.max(np.abs(samples), initial=0.0))
    frame = max(1, int(round(FRAME_SECONDS * sample_rate)))
    count = len(samples) // frame
    if count == 0:
        return TakeMeasure(seconds, 0.0, -math.inf, peak, _clipped_runs(samples), ())
    frames = samples[: count * frame].astype(np.float64).reshape(count, frame)
    energy = np.mean(frames * frames, axis=1)
    frame_db = 10 * np.log10(energy + 1e-20)  # digital silence reads -200 dB
    loud = float(np.percentile(frame_db, 95))
    threshold = max(SILENCE_FLOOR_DB, loud - SILENCE_BELOW_SPEECH_DB)
    sounding = frame_db > threshold
    if not sounding.any():
        return TakeMeasure(seconds, 0.0, -math.inf, peak, _clipped_runs(samples), ())
    first, last = np.flatnonzero(sounding)[[0, -1]]
    speech_seconds = (last - first + 1) * frame / sample_rate
    level_db = 10 * math.log10(float(np.mean(energy[sounding])))
    silences = tuple(
        run * frame / sample_rate for run in _runs(~sounding[first : last + 1]) if run > 0
    )
    return TakeMeasure(seconds, speech_seconds, level_db, peak, _clipped_runs(samples), silences)


def _runs(mask: np.ndarray) -> list[int]:
    """Lengths of the runs of True in ``mask``."""
    if not mask.any():
        return []
    padded = np.concatenate(([False], mask, [False])).astype(np.int8)
    edges = np.flatnonzero(np.diff(padded))
    return [int(n) for n in edges[1::2] - edges[0::2]]


def _clipped_runs(samples: np.ndarray) -> int:
    return sum(1 for run in _runs(np.abs(samples) >= CLIP_LEVEL) if run >= CLIP_RUN)


__all__ = ["TakeMeasure", "measure_take"]
