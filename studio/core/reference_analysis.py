"""What a voice reference holds: where the speech is, how clean it is, what to fix.

``analyse_reference`` runs Silero VAD over a recording and measures it frame
by frame (32 ms). From that it suggests two regions, in seconds of the audio
it was given:

- ``trim``: the recording without its leading and trailing silence;
- ``best_window``: 5-20 s made of whole phrases that are speech-dense, free
  of clipping, close to the recording's usual level and well above the
  background noise around them;

and one-sentence warnings (clipping, too quiet, too short, too long, too
noisy, no speech), each saying what to do. A clean 5-20 s take gets none.

Call it on the original recording for the suggestions (the trim of
``VoiceEdits`` is in the original's seconds) and on the processed reference
(``apply_edits``) for the warnings that still apply to what the model gets.
Pure numpy apart from the VAD; runs on any thread.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

import numpy as np

from studio.core.audio import MAX_REFERENCE_SECONDS, resample, to_mono
from studio.core.loudness import MIN_LOUDNESS_SECONDS, integrated_loudness
from studio.core.vad import (
    FRAME_SECONDS,
    SPEECH_THRESHOLD,
    VAD_RATE,
    Region,
    speech_probabilities,
    speech_regions,
)

MIN_WINDOW_SECONDS = 5.0
MAX_WINDOW_SECONDS = 20.0
# Kept around the speech when trimming, so a breath-in or a soft final
# consonant is not cut off.
TRIM_PAD_SECONDS = 0.15
WINDOW_PAD_SECONDS = 0.1
# A clipped sample sits at full scale in a run of at least three: a single
# sample at the top is a peak, a flat run is a converter that ran out of range.
CLIP_LEVEL = 0.99
MIN_CLIP_RUN = 3
MIN_CLIPPED_SECONDS = 0.001
TOO_QUIET_LUFS = -35.0
TOO_NOISY_SNR_DB = 20.0
# Phrases further than this from the recording's usual level (shouted, turned
# away from the microphone) do not belong in a steady reference.
LEVEL_TOLERANCE_DB = 8.0
# Frames below this speech probability, outside every speech segment, are the noise.
NOISE_PROBABILITY = 0.2
MIN_NOISE_SECONDS = 0.25
LOCAL_NOISE_SECONDS = 0.5
MIN_LOCAL_NOISE_SECONDS = 0.1
SNR_CEILING_DB = 90.0
# Below this peak (-60 dBFS) a take is silence, and raising it would only raise hiss.
VAD_MIN_PEAK = 1e-3
_ENERGY_FLOOR = 1e-12

WarningKind = Literal["no_speech", "too_short", "too_long", "clipping", "too_quiet", "too_noisy"]


@dataclass(frozen=True)
class ReferenceWarning:
    """A problem with a reference, and one sentence saying what to do about it."""

    kind: WarningKind
    message: str


@dataclass(frozen=True)
class ReferenceAnalysis:
    """Measurements and suggestions for one recording (times in its own seconds)."""

    seconds: float
    speech: tuple[Region, ...]
    trim: Region | None
    best_window: Region | None
    snr_db: float | None
    loudness_lufs: float | None
    peak_dbfs: float
    clipped_seconds: float
    warnings: tuple[ReferenceWarning, ...]

    @property
    def speech_seconds(self) -> float:
        return sum(region.seconds for region in self.speech)

    def warning(self, kind: WarningKind) -> ReferenceWarning | None:
        return next((w for w in self.warnings if w.kind == kind), None)


@dataclass(frozen=True)
class _Frames:
    """Per 32 ms frame: speech probability, energy and whether it holds clipping."""

    probs: np.ndarray
    energy: np.ndarray
    clipped: np.ndarray
    noise: np.ndarray

    def span(self, region: Region) -> slice:
        start = int(math.floor(region.start / FRAME_SECONDS))
        end = int(math.ceil(region.end / FRAME_SECONDS))
        return slice(max(0, start), min(len(self.probs), max(end, start + 1)))


def analyse_reference(samples: np.ndarray, sample_rate: int) -> ReferenceAnalysis:
    """Analyse mono ``(n,)`` or ``(n, channels)`` float audio at ``sample_rate``."""
    audio = np.asarray(samples, dtype=np.float32)
    mono = to_mono(audio)
    seconds = len(mono) / sample_rate
    if len(mono) == 0:
        return ReferenceAnalysis(
            0.0, (), None, None, None, None, -math.inf, 0.0, _warnings(0.0, None, 0.0, None, None)
        )
    clip_runs = clipped_runs(audio)
    clipped_seconds = sum(end - start for start, end in clip_runs) / sample_rate
    peak = float(np.max(np.abs(audio), initial=0.0))
    peak_dbfs = 20 * math.log10(peak) if peak > 0 else -math.inf

    audio16 = resample(mono, sample_rate, VAD_RATE)
    probs = speech_probabilities(_vad_level(audio16), VAD_RATE)
    speech = speech_regions(probs, seconds)
    frames = _frames(audio16, probs, speech, clip_runs, sample_rate)

    loudness: float | None = None
    if seconds >= MIN_LOUDNESS_SECONDS:
        measured = integrated_loudness(mono, sample_rate)
        loudness = measured if math.isfinite(measured) else None
    snr = _snr_db(frames, frames.probs >= SPEECH_THRESHOLD, frames.noise)
    trim = _trim(speech, seconds)
    window = _best_window(speech, frames, trim, seconds)
    warnings = _warnings(seconds, trim, clipped_seconds, loudness, snr)
    return ReferenceAnalysis(
        seconds=seconds,
        speech=speech,
        trim=trim,
        best_window=window,
        snr_db=snr,
        loudness_lufs=loudness,
        peak_dbfs=peak_dbfs,
        clipped_seconds=clipped_seconds,
        warnings=warnings,
    )


def _vad_level(audio: np.ndarray) -> np.ndarray:
    """The audio at a peak of -6 dBFS for the VAD: in a very quiet take (-60 LUFS) it
    called the softer parts of espeak-ng phrases non-speech, which then counted as noise
    and made a clean take look noisy."""
    peak = float(np.max(np.abs(audio), initial=0.0))
    if peak < VAD_MIN_PEAK:
        return audio
    return (audio * np.float32(0.5 / peak)).astype(np.float32)


def clipped_runs(audio: np.ndarray) -> list[tuple[int, int]]:
    """``(start, end)`` sample ranges where any channel sits at full scale for 3+ samples."""
    hot = np.abs(audio) >= CLIP_LEVEL
    if hot.ndim == 2:
        hot = hot.any(axis=1)
    edges = np.flatnonzero(np.diff(np.concatenate(([0], hot.astype(np.int8), [0]))))
    starts, ends = edges[0::2], edges[1::2]
    keep = (ends - starts) >= MIN_CLIP_RUN
    return [(int(s), int(e)) for s, e in zip(starts[keep], ends[keep], strict=True)]


def _frames(
    audio16: np.ndarray,
    probs: np.ndarray,
    speech: tuple[Region, ...],
    clip_runs: list[tuple[int, int]],
    sample_rate: int,
) -> _Frames:
    count = len(probs)
    size = int(round(FRAME_SECONDS * VAD_RATE))
    padded = np.zeros(count * size, dtype=np.float64)
    padded[: min(len(audio16), len(padded))] = audio16[: len(padded)]
    energy = np.mean(padded.reshape(count, size) ** 2, axis=1)
    clipped = np.zeros(count, dtype=bool)
    for start, end in clip_runs:
        first = int(start / sample_rate / FRAME_SECONDS)
        last = int((end - 1) / sample_rate / FRAME_SECONDS)
        clipped[first : min(count, last + 1)] = True
    in_speech = np.zeros(count, dtype=bool)
    centres = (np.arange(count) + 0.5) * FRAME_SECONDS
    for region in speech:
        in_speech |= (centres >= region.start) & (centres < region.end)
    noise = (probs < NOISE_PROBABILITY) & ~in_speech
    return _Frames(probs, energy, clipped, noise)


def _snr_db(frames: _Frames, speech: np.ndarray, noise: np.ndarray) -> float | None:
    """Signal-to-noise ratio from speech frames against non-speech frames.

    Speech frames hold speech plus noise, so the noise power is taken off
    before the ratio. None when either side has too few frames to measure.
    """
    if speech.sum() == 0 or noise.sum() * FRAME_SECONDS < MIN_NOISE_SECONDS:
        return None
    noise_power = float(frames.energy[noise].mean())
    speech_power = float(frames.energy[speech].mean()) - noise_power
    ratio = max(speech_power, _ENERGY_FLOOR) / max(noise_power, _ENERGY_FLOOR)
    return min(SNR_CEILING_DB, 10 * math.log10(ratio))


def _trim(speech: tuple[Region, ...], seconds: float) -> Region | None:
    if not speech:
        return None
    return Region(
        max(0.0, speech[0].start - TRIM_PAD_SECONDS),
        min(seconds, speech[-1].end + TRIM_PAD_SECONDS),
    )


def _phrase_is_good(frames: _Frames, region: Region, usual_db: float) -> bool:
    """No clipping, near the usual level, well above the background right around it."""
    span = frames.span(region)
    if frames.clipped[span].any():
        return False
    if abs(_level_db(frames, region) - usual_db) > LEVEL_TOLERANCE_DB:
        return False
    power = float(frames.energy[span].mean())
    noise = _local_noise_power(frames, region)
    if noise is None:
        return True
    snr = 10 * math.log10(max(power - noise, _ENERGY_FLOOR) / max(noise, _ENERGY_FLOOR))
    return snr >= TOO_NOISY_SNR_DB


def _level_db(frames: _Frames, region: Region) -> float:
    return 10 * math.log10(max(float(frames.energy[frames.span(region)].mean()), _ENERGY_FLOOR))


def _local_noise_power(frames: _Frames, region: Region) -> float | None:
    """The background power right around a phrase: the non-speech frames in its own pauses
    and in the half second either side of it (the whole recording's when those are too few).
    """
    near = np.zeros(len(frames.probs), dtype=bool)
    near[
        frames.span(Region(region.start - LOCAL_NOISE_SECONDS, region.end + LOCAL_NOISE_SECONDS))
    ] = True
    local = near & frames.noise
    if local.sum() * FRAME_SECONDS < MIN_LOCAL_NOISE_SECONDS:
        local = frames.noise
        if local.sum() * FRAME_SECONDS < MIN_NOISE_SECONDS:
            return None
    return float(frames.energy[local].mean())


def _best_window(
    speech: tuple[Region, ...], frames: _Frames, trim: Region | None, seconds: float
) -> Region | None:
    """The best 5-20 s of whole phrases; the trimmed recording when it is shorter.

    Each phrase counts its length when good and twice its length against when
    not; silence inside the window costs a little, so a tight window wins over
    a loose one with the same speech. Only when no run of whole phrases fits
    in 5-20 s (one unbroken stretch of speech longer than 20 s) is a window
    cut inside speech.
    """
    if trim is None:
        return None
    if trim.seconds <= MIN_WINDOW_SECONDS:
        return trim
    levels = [_level_db(frames, r) for r in speech]
    unclipped = [
        level
        for level, r in zip(levels, speech, strict=True)
        if not frames.clipped[frames.span(r)].any()
    ]
    usual_db = float(np.median(unclipped or levels))
    good = [_phrase_is_good(frames, r, usual_db) for r in speech]
    if not any(good):
        # Equally poor throughout (noise everywhere, say): the warnings say why,
        # and the window is chosen for its speech alone.
        good = [True] * len(speech)
    starts, ends = _padded_edges(speech, seconds)

    def score(start: float, end: float) -> float:
        good_s = bad_s = 0.0
        for region, ok in zip(speech, good, strict=True):
            overlap = max(0.0, min(end, region.end) - max(start, region.start))
            if ok:
                good_s += overlap
            else:
                bad_s += overlap
        return good_s - 2 * bad_s - 0.1 * ((end - start) - good_s - bad_s)

    best: tuple[float, Region] | None = None
    for i in range(len(speech)):
        for j in range(i, len(speech)):
            length = ends[j] - starts[i]
            if length > MAX_WINDOW_SECONDS:
                break
            if length >= MIN_WINDOW_SECONDS:
                value = score(starts[i], ends[j])
                if best is None or value > best[0]:
                    best = (value, Region(starts[i], ends[j]))
    if best is None:
        for start in starts:
            end = min(trim.end, start + MAX_WINDOW_SECONDS)
            if end - start >= MIN_WINDOW_SECONDS:
                value = score(start, end)
                if best is None or value > best[0]:
                    best = (value, Region(start, end))
    return best[1] if best is not None else trim


def _padded_edges(speech: tuple[Region, ...], seconds: float) -> tuple[list[float], list[float]]:
    """Where a window may start before each phrase and end after it (never past a neighbour's
    midpoint)."""
    starts: list[float] = []
    ends: list[float] = []
    for i, region in enumerate(speech):
        low = (speech[i - 1].end + region.start) / 2 if i > 0 else 0.0
        high = (region.end + speech[i + 1].start) / 2 if i + 1 < len(speech) else seconds
        starts.append(max(low, region.start - WINDOW_PAD_SECONDS))
        ends.append(min(high, region.end + WINDOW_PAD_SECONDS))
    return starts, ends


def _warnings(
    seconds: float,
    trim: Region | None,
    clipped_seconds: float,
    loudness: float | None,
    snr: float | None,
) -> tuple[ReferenceWarning, ...]:
    found: list[ReferenceWarning] = []
    if trim is None:
        found.append(
            ReferenceWarning(
                "no_speech",
                "No speech was found in the recording: record someone speaking, "
                "or choose another file.",
            )
        )
    elif trim.seconds < MIN_WINDOW_SECONDS:
        found.append(
            ReferenceWarning(
                "too_short",
                f"The recording holds only {trim.seconds:.1f} s of speech: a clone needs at "
                "least 5 s (10-20 s is best), so record a longer take.",
            )
        )
    if seconds > MAX_WINDOW_SECONDS:
        if seconds > MAX_REFERENCE_SECONDS:
            reason = f"only its first {MAX_REFERENCE_SECONDS:.0f} s are used"
        else:
            reason = "a longer reference costs more to encode and adds little"
        found.append(
            ReferenceWarning(
                "too_long",
                f"The reference is {seconds:.1f} s long and {reason}: trim it to the "
                "suggested 5-20 s window.",
            )
        )
    if clipped_seconds >= MIN_CLIPPED_SECONDS:
        found.append(
            ReferenceWarning(
                "clipping",
                f"{clipped_seconds * 1000:.0f} ms of the recording is clipped (flattened at full "
                "scale) and the clone would copy the distortion: record again with the input "
                "gain lower, or trim to a part without clipping.",
            )
        )
    if loudness is not None and trim is not None and loudness < TOO_QUIET_LUFS:
        found.append(
            ReferenceWarning(
                "too_quiet",
                f"The voice is very quiet ({loudness:.0f} LUFS): normalise it, or record "
                "closer to the microphone with the gain higher.",
            )
        )
    if snr is not None and snr < TOO_NOISY_SNR_DB:
        found.append(
            ReferenceWarning(
                "too_noisy",
                f"The background noise is high (speech is {snr:.0f} dB above it; 20 dB or "
                "more is clean) and the clone would copy it: record in a quieter place or "
                "closer to the microphone.",
            )
        )
    return tuple(found)


__all__ = [
    "MAX_WINDOW_SECONDS",
    "MIN_WINDOW_SECONDS",
    "ReferenceAnalysis",
    "ReferenceWarning",
    "Region",
    "WarningKind",
    "analyse_reference",
    "clipped_runs",
]
