"""ACX-style audiobook checks, and the loudness target that passes them.

ACX (Audible's production platform) asks of each file: RMS between -23 and
-18 dB, peaks at or below -3 dB, a noise floor at or below -60 dB RMS, and
0.5-1 s of room tone at the head and 1-5 s at the tail. The figures here are
measured the way the usual checkers (Audacity's ACX Check) report them:

- RMS: of the whole file, pauses included, ``20 log10(rms)`` (a full-scale
  sine reads -3 dB);
- peak: the true peak (4x oversampled), which is never below the sample peak,
  so a file that passes here passes a sample-peak checker too;
- noise floor: the RMS of the quietest half second;
- room tone: how long the file stays under -60 dB at its start and end.

A decibel figure of silence is reported as ``FLOOR_DB`` rather than minus
infinity, so reports stay plain numbers (JSON has no infinity).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from studio.core.loudness import LoudnessReport, integrated_loudness, normalize, true_peak
from studio.errors import StudioError

RMS_RANGE = (-23.0, -18.0)
PEAK_MAX_DB = -3.0
NOISE_FLOOR_MAX_DB = -60.0
HEAD_RANGE = (0.5, 1.0)
TAIL_RANGE = (1.0, 5.0)
FLOOR_DB = -120.0
# The limiter's ceiling for ACX: under -3 dB with room for a lossy encoder,
# which can raise peaks by a few tenths of a dB.
ACX_CEILING_DBTP = -3.5
ACX_RMS_TARGET = -20.5
NOISE_WINDOW_SECONDS = 0.5
TONE_WINDOW_SECONDS = 0.01


@dataclass(frozen=True)
class AcxCheck:
    """One requirement: its measured value, the rule, and whether it passes."""

    name: str
    value: float
    requirement: str
    passed: bool
    advice: str  # what to do when it fails ("" when it passes)

    @property
    def summary(self) -> str:
        mark = "pass" if self.passed else "FAIL"
        unit = "s" if self.name in ("head room tone", "tail room tone") else "dB"
        shown = f"{self.value:.2f} {unit}" if self.value > FLOOR_DB else "silent"
        return f"{self.name}: {shown} ({self.requirement}) {mark}"


@dataclass(frozen=True)
class AcxReport:
    """The ACX figures of one file."""

    rms_db: float
    peak_db: float
    noise_floor_db: float
    head_seconds: float
    tail_seconds: float
    checks: tuple[AcxCheck, ...]

    @property
    def passed(self) -> bool:
        return all(check.passed for check in self.checks)

    @property
    def failures(self) -> tuple[AcxCheck, ...]:
        return tuple(check for check in self.checks if not check.passed)


@dataclass(frozen=True)
class AcxFit:
    """The loudness normalisation that meets ACX for some audio, and its result."""

    target_lufs: float
    ceiling_dbtp: float
    report: AcxReport
    loudness: LoudnessReport


def _db(value: float) -> float:
    return max(FLOOR_DB, 20 * math.log10(value)) if value > 0 else FLOOR_DB


def rms_db(samples: np.ndarray) -> float:
    if len(samples) == 0:
        return FLOOR_DB
    x = samples.astype(np.float64)
    return _db(math.sqrt(float(np.mean(x * x))))


def noise_floor_db(samples: np.ndarray, sample_rate: int) -> float:
    """RMS of the quietest half second (hops of a tenth of a second)."""
    window = int(NOISE_WINDOW_SECONDS * sample_rate)
    if len(samples) <= window:
        return rms_db(samples)
    x = samples.astype(np.float64)
    sums = np.concatenate(([0.0], np.cumsum(x * x)))
    starts = np.arange(0, len(x) - window + 1, max(1, sample_rate // 10))
    energy = (sums[starts + window] - sums[starts]) / window
    return _db(math.sqrt(max(0.0, float(energy.min()))))


def quiet_seconds(samples: np.ndarray, sample_rate: int, from_end: bool = False) -> float:
    """How long the audio stays under the noise-floor limit at its start (or end)."""
    window = max(1, int(TONE_WINDOW_SECONDS * sample_rate))
    x = samples[::-1] if from_end else samples
    count = len(x) // window
    if count == 0:
        return len(x) / sample_rate
    frames = x[: count * window].astype(np.float64).reshape(count, window)
    levels = np.sqrt(np.mean(frames * frames, axis=1))
    loud = np.flatnonzero(levels > 10 ** (NOISE_FLOOR_MAX_DB / 20))
    quiet_frames = count if len(loud) == 0 else int(loud[0])
    return quiet_frames * window / sample_rate


def check_acx(samples: np.ndarray, sample_rate: int) -> AcxReport:
    """The ACX figures of one file's samples (mono float)."""
    x = np.asarray(samples, dtype=np.float32).reshape(-1)
    rms = rms_db(x)
    peak = _db(true_peak(x, sample_rate))
    floor = noise_floor_db(x, sample_rate)
    head = quiet_seconds(x, sample_rate)
    tail = quiet_seconds(x, sample_rate, from_end=True)
    low, high = RMS_RANGE
    checks = (
        AcxCheck(
            "RMS",
            rms,
            f"{low:g} to {high:g} dB",
            low <= rms <= high,
            "" if low <= rms <= high else "Normalise with the ACX loudness preset.",
        ),
        AcxCheck(
            "peak",
            peak,
            f"at most {PEAK_MAX_DB:g} dB",
            peak <= PEAK_MAX_DB,
            "" if peak <= PEAK_MAX_DB else "Normalise with a -3.5 dBTP peak ceiling.",
        ),
        AcxCheck(
            "noise floor",
            floor,
            f"at most {NOISE_FLOOR_MAX_DB:g} dB",
            floor <= NOISE_FLOOR_MAX_DB,
            "" if floor <= NOISE_FLOOR_MAX_DB else "Record or render with less background noise.",
        ),
        _range_check("head room tone", head, HEAD_RANGE, "head"),
        _range_check("tail room tone", tail, TAIL_RANGE, "tail"),
    )
    return AcxReport(rms, peak, floor, head, tail, checks)


def _range_check(name: str, value: float, bounds: tuple[float, float], where: str) -> AcxCheck:
    low, high = bounds
    passed = low <= value <= high
    advice = "" if passed else f"Set {low:g}-{high:g} s of silence at the {where} of each file."
    return AcxCheck(name, value, f"{low:g} to {high:g} s", passed, advice)


def fit_acx(samples: np.ndarray, sample_rate: int) -> tuple[np.ndarray, AcxFit]:
    """Normalise ``samples`` so their RMS and peak meet ACX; returns them and the fit.

    A loudness target in LUFS does not fix the RMS of a file with pauses (the
    gate leaves silence out of LUFS but RMS counts it), so the target is
    found by measuring: normalise, read the RMS, move the target by the
    difference from the middle of the range, and again until it lands in it.
    """
    x = np.asarray(samples, dtype=np.float32).reshape(-1)
    lufs = integrated_loudness(x, sample_rate)
    if not math.isfinite(lufs):
        raise StudioError("The audio is silent, so it cannot be normalised; check the takes.")
    target = lufs + (ACX_RMS_TARGET - rms_db(x))
    for attempt in range(4):
        target = min(0.0, max(-70.0, target))
        out, loudness = normalize(x, sample_rate, target, ACX_CEILING_DBTP)
        report = check_acx(out, sample_rate)
        in_range = RMS_RANGE[0] + 0.25 <= report.rms_db <= RMS_RANGE[1] - 0.25
        if in_range or attempt == 3:
            break
        target += ACX_RMS_TARGET - report.rms_db
    return out, AcxFit(target, ACX_CEILING_DBTP, report, loudness)


__all__ = [
    "ACX_CEILING_DBTP",
    "AcxCheck",
    "AcxFit",
    "AcxReport",
    "FLOOR_DB",
    "HEAD_RANGE",
    "NOISE_FLOOR_MAX_DB",
    "PEAK_MAX_DB",
    "RMS_RANGE",
    "TAIL_RANGE",
    "check_acx",
    "fit_acx",
    "noise_floor_db",
    "quiet_seconds",
    "rms_db",
]
