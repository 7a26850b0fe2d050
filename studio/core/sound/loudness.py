"""Loudness (ITU-R BS.1770 via torchaudio), true peak, and a peak limiter.

Normalising speech to -16 LUFS typically puts its peaks above -1 dBTP
(speech has a crest factor of 15-20 dB), so reaching the loudness target
*and* staying under the ceiling needs a limiter, not just a gain. The limiter
here is a look-ahead gain envelope: for every sample the gain that keeps the
4x-oversampled (true) peak under the ceiling, spread by a sliding minimum and
smoothed so the gain never moves faster than a few milliseconds (no clicks,
no pumping on the quiet parts, which it never touches).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from studio.errors import QT_TRANSLATE_NOOP, StudioError

OVERSAMPLE = 4
# BS.1770 measures in 400 ms blocks; anything shorter has no loudness.
MIN_LOUDNESS_SECONDS = 0.4
LIMITER_WINDOW_SECONDS = 0.005
_CHUNK = 1 << 18
_MARGIN = 256


@dataclass(frozen=True)
class LoudnessReport:
    """Before and after of a normalisation (LUFS and dBTP)."""

    input_lufs: float
    output_lufs: float
    input_true_peak_db: float
    output_true_peak_db: float
    gain_db: float
    limited: bool


def integrated_loudness(samples: np.ndarray, sample_rate: int) -> float:
    """Integrated loudness in LUFS of mono ``(n,)`` audio; -inf for silence.

    The same measurement as ``torchaudio.functional.loudness`` (its K-weighting
    biquads, 400 ms blocks, 75 % overlap, -70 LUFS and -10 LU gates), but the
    filter runs as an FFT convolution with its impulse response: torchaudio's
    sample-by-sample ``lfilter`` takes ~3 s per minute of audio on a laptop CPU,
    this takes a few milliseconds. A test checks both agree within 0.01 LU.
    """
    if len(samples) < MIN_LOUDNESS_SECONDS * sample_rate:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The export is {0:.2f} s long; loudness needs at least {1} s of audio. "
                "Export without --loudness.",
            ),
            len(samples) / sample_rate,
            MIN_LOUDNESS_SECONDS,
        )
    weighted = _fft_filter(samples.astype(np.float64), k_weighting_response(sample_rate))
    block = int(round(0.4 * sample_rate))
    step = int(round(block * 0.25))
    sums = np.concatenate(([0.0], np.cumsum(weighted * weighted)))
    starts = np.arange(0, len(weighted) - block + 1, step)
    energy = (sums[starts + block] - sums[starts]) / block
    with np.errstate(divide="ignore"):
        block_lufs = -0.691 + 10 * np.log10(energy)
    gated = block_lufs > -70.0
    if not gated.any():
        return -math.inf
    relative = -0.691 + 10 * math.log10(float(energy[gated].mean())) - 10
    gated &= block_lufs > relative
    return -0.691 + 10 * math.log10(float(energy[gated].mean()))


_RESPONSES: dict[int, np.ndarray] = {}
_IMPULSE = 1e-3


def k_weighting_response(sample_rate: int) -> np.ndarray:
    """Impulse response of BS.1770's K-weighting (torchaudio's biquads), 0.5 s long.

    The 38 Hz high-pass rings for a few milliseconds; after half a second the
    response is below 1e-12 of its start, so truncating it changes nothing.
    """
    cached = _RESPONSES.get(sample_rate)
    if cached is None:
        import torch
        import torchaudio.functional as F

        impulse = torch.zeros(1, sample_rate // 2, dtype=torch.float64)
        # Small, because torchaudio's biquads clamp their output to [-1, 1] and
        # the +4 dB shelf would clip a unit impulse.
        impulse[0, 0] = _IMPULSE
        out = F.treble_biquad(impulse, sample_rate, 4.0, 1500.0, 1 / math.sqrt(2))
        out = F.highpass_biquad(out, sample_rate, 38.0, 0.5)
        cached = _RESPONSES[sample_rate] = out[0].numpy() / _IMPULSE
    return cached


def _fft_filter(signal: np.ndarray, response: np.ndarray) -> np.ndarray:
    """``signal`` convolved with ``response``, same length (overlap-add in blocks)."""
    n, m = len(signal), len(response)
    block = max(1 << 16, 1 << int(math.ceil(math.log2(4 * m))))
    size = 1 << int(math.ceil(math.log2(block + m - 1)))
    spectrum = np.fft.rfft(response, size)
    out = np.zeros(n + m - 1)
    for start in range(0, n, block):
        piece = signal[start : start + block]
        filtered = np.fft.irfft(np.fft.rfft(piece, size) * spectrum, size)[: len(piece) + m - 1]
        out[start : start + len(filtered)] += filtered
    return out[:n]


def _oversampled(chunk: np.ndarray, sample_rate: int) -> np.ndarray:
    import torch
    import torchaudio.functional as F

    tensor = torch.from_numpy(np.ascontiguousarray(chunk, dtype=np.float32))
    return np.asarray(F.resample(tensor, sample_rate, sample_rate * OVERSAMPLE).numpy())


def peak_envelope(samples: np.ndarray, sample_rate: int) -> np.ndarray:
    """Per sample, the largest absolute value of the 4x-oversampled signal near it.

    Done in overlapping chunks so a long narration does not need four copies of
    itself in memory at once.
    """
    n = len(samples)
    env: np.ndarray = np.abs(samples).astype(np.float32)
    for start in range(0, n, _CHUNK):
        lo = max(0, start - _MARGIN)
        hi = min(n, start + _CHUNK + _MARGIN)
        up = np.abs(_oversampled(samples[lo:hi], sample_rate))
        frames = min(len(up) // OVERSAMPLE, hi - lo)
        local = up[: frames * OVERSAMPLE].reshape(frames, OVERSAMPLE).max(axis=1)
        end = min(n, start + _CHUNK)
        env[start:end] = np.maximum(env[start:end], local[start - lo : end - lo])
    # Inter-sample peaks sit between two samples: let each count for both.
    env[1:] = np.maximum(env[1:], env[:-1].copy())
    env[:-1] = np.maximum(env[:-1], env[1:].copy())
    return env


def true_peak(samples: np.ndarray, sample_rate: int) -> float:
    """The 4x-oversampled peak (linear), an approximation of BS.1770 true peak."""
    if len(samples) == 0:
        return 0.0
    return float(peak_envelope(samples, sample_rate).max())


def sliding_min(values: np.ndarray, width: int) -> np.ndarray:
    """Minimum over a centred window of ``width`` samples (van Herk/Gil-Werman, O(n))."""
    n = len(values)
    if width <= 1 or n == 0:
        return values.copy()
    left = width // 2
    padded = np.pad(values, (left, width - 1 - left), constant_values=np.inf)
    blocks = -(-len(padded) // width)
    padded = np.pad(padded, (0, blocks * width - len(padded)), constant_values=np.inf)
    grid = padded.reshape(blocks, width)
    prefix = np.minimum.accumulate(grid, axis=1).ravel()
    suffix = np.minimum.accumulate(grid[:, ::-1], axis=1)[:, ::-1].ravel()
    return np.minimum(suffix[:n], prefix[width - 1 : width - 1 + n])


def moving_average(values: np.ndarray, width: int) -> np.ndarray:
    """Mean over a centred window of ``width`` (odd) samples, edges padded with the edge value."""
    if width <= 1 or len(values) == 0:
        return values.copy()
    half = width // 2
    padded = np.pad(values.astype(np.float64), (half + 1, half), mode="edge")
    sums = np.cumsum(padded)
    return ((sums[width:] - sums[:-width]) / width).astype(np.float32)


def limiter_gain(envelope: np.ndarray, sample_rate: int, ceiling: float) -> np.ndarray | None:
    """Per-sample gain keeping ``envelope`` under ``ceiling`` (linear); None when not needed."""
    if float(envelope.max(initial=0.0)) <= ceiling:
        return None
    needed = np.minimum(1.0, ceiling / np.maximum(envelope, 1e-12)).astype(np.float32)
    window = max(3, int(LIMITER_WINDOW_SECONDS * sample_rate) | 1)
    # The averaging window (w) sits inside the minimum window (2w + 1), so the
    # smoothed gain is never above what any sample needs.
    return moving_average(sliding_min(needed, 2 * window + 1), window)


def normalize(
    samples: np.ndarray,
    sample_rate: int,
    target_lufs: float,
    ceiling_dbtp: float | None,
) -> tuple[np.ndarray, LoudnessReport]:
    """Gain to ``target_lufs``, limiting peaks to ``ceiling_dbtp`` (None: no ceiling)."""
    input_lufs = integrated_loudness(samples, sample_rate)
    if not math.isfinite(input_lufs):
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The export is silent, so it cannot be normalised; check the takes."
            )
        )
    ceiling = None if ceiling_dbtp is None else 10 ** (ceiling_dbtp / 20)
    out = samples.astype(np.float32)
    # The oversampled envelope is computed once: a smooth gain scales it the
    # same way it scales the audio, so later rounds update it arithmetically.
    envelope = peak_envelope(out, sample_rate)
    input_tp = float(envelope.max(initial=0.0))
    total_gain_db = 0.0
    limited = False
    measured = input_lufs
    # Limiting lowers the loudness a little; a few rounds of gain + limit converge.
    for _ in range(6):
        step_db = target_lufs - measured
        scale = np.float32(10 ** (step_db / 20))
        out *= scale
        envelope *= scale
        total_gain_db += step_db
        if ceiling is not None:
            gain = limiter_gain(envelope, sample_rate, ceiling)
            if gain is not None:
                out *= gain
                envelope *= gain
                limited = True
        measured = integrated_loudness(out, sample_rate)
        if abs(measured - target_lufs) < 0.05:
            break
    output_tp = true_peak(out, sample_rate)
    if ceiling is not None and output_tp > ceiling:
        # The smoothed gain can leave a residue of a few hundredths of a dB.
        out *= np.float32(ceiling / output_tp)
        output_tp = ceiling
        measured = integrated_loudness(out, sample_rate)
    if ceiling is not None:
        out = np.clip(out, -ceiling, ceiling)
    report = LoudnessReport(
        input_lufs=input_lufs,
        output_lufs=measured,
        input_true_peak_db=_db(input_tp),
        output_true_peak_db=_db(output_tp),
        gain_db=total_gain_db,
        limited=limited,
    )
    return out, report


def _db(linear: float) -> float:
    return 20 * math.log10(linear) if linear > 0 else -math.inf
