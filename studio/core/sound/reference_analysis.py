"""What a voice reference holds: where the speech is, how clean it is, what to fix.

``analyse_reference`` runs Silero VAD over a recording and measures it frame
by frame (32 ms). From that it suggests two regions, in seconds of the audio
it was given:

- ``trim``: the recording without its leading and trailing silence;
- ``best_window``: 5-20 s made of whole phrases that are speech-dense, free
  of clipping, close to the recording's usual level and well above the
  background noise around them, with no pause longer than a second inside
  (or none, and ``best_window_reason`` says why);

and one-sentence warnings (clipping, too quiet, too short, too long, too
noisy, no speech), each saying what to do. A clean 5-20 s take gets none.
Every figure a sentence gives is a field of the analysis (``speech_seconds``,
``snr_db``, ...), so what the summary and the warnings say always agrees.

Call it on the original recording for the suggestions (the trim of
``VoiceEdits`` is in the original's seconds) and on the processed reference
(``apply_edits``) for the warnings that still apply to what the model gets.
Pure numpy apart from the VAD; runs on any thread.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from studio.core.sound.audio import resample, to_mono
from studio.core.sound.loudness import MIN_LOUDNESS_SECONDS, integrated_loudness
from studio.core.sound.reference_warnings import (
    MAX_WINDOW_PAUSE_SECONDS,
    MAX_WINDOW_SECONDS,
    MIN_WINDOW_SECONDS,
    NO_SPEECH,
    TOO_NOISY_SNR_DB,
    ReferenceWarning,
    WarningKind,
    pauses_too_long,
    too_little_speech,
    warnings_for,
)
from studio.core.sound.vad import (
    FRAME_SECONDS,
    SPEECH_THRESHOLD,
    VAD_RATE,
    Region,
    speech_probabilities,
    speech_regions,
)
from studio.errors import Said

# Kept around the speech when trimming, so a breath-in or a soft final
# consonant is not cut off.
TRIM_PAD_SECONDS = 0.15
WINDOW_PAD_SECONDS = 0.1
# A clipped sample sits at full scale in a run of at least three: a single
# sample at the top is a peak, a flat run is a converter that ran out of range.
CLIP_LEVEL = 0.99
MIN_CLIP_RUN = 3
# Phrases further than this from the recording's usual level (shouted, turned
# away from the microphone) do not belong in a steady reference.
LEVEL_TOLERANCE_DB = 8.0
# Frames below this speech probability, outside every speech segment, are the noise.
NOISE_PROBABILITY = 0.2
MIN_NOISE_SECONDS = 0.25
# Frames this close to a speech segment hold the onset or tail of a word: counted as
# noise, two such frames made a clean espeak-ng take measure 30 dB instead of 90.
NOISE_GUARD_SECONDS = 0.064
# Without pauses to measure (the VAD hears speech everywhere in noise at 0 dB, and a
# tightly trimmed take has none), the noise floor is the level of the quietest frames:
# the gaps between words and the closures of stops, which hold only the background.
NOISE_FLOOR_PERCENTILE = 5.0
LOCAL_NOISE_SECONDS = 0.5
MIN_LOCAL_NOISE_SECONDS = 0.1
SNR_CEILING_DB = 90.0
SNR_FLOOR_DB = 0.0
# Below this peak (-60 dBFS) a take is silence, and raising it would only raise hiss.
VAD_MIN_PEAK = 1e-3
_ENERGY_FLOOR = 1e-12


@dataclass(frozen=True)
class ReferenceAnalysis:
    """Measurements and suggestions for one recording (times in its own seconds)."""

    seconds: float
    speech: tuple[Region, ...]
    trim: Region | None
    best_window: Region | None
    # Why there is no best window (one sentence saying what to do); None when there is one.
    best_window_said: Said | None
    snr_db: float | None
    loudness_lufs: float | None
    peak_dbfs: float
    clipped_seconds: float
    warnings: tuple[ReferenceWarning, ...]

    @property
    def best_window_reason(self) -> str | None:
        """``best_window_said`` in English, as the command line says it."""
        return None if self.best_window_said is None else str(self.best_window_said)

    @property
    def speech_seconds(self) -> float:
        """The speech the VAD found: the one figure every sentence about it uses."""
        return _speech_seconds(self.speech)

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
        return _with_warnings(
            ReferenceAnalysis(0.0, (), None, None, NO_SPEECH, None, None, -math.inf, 0.0, ())
        )
    clip_runs = clipped_runs(audio)
    clipped_seconds = sum(end - start for start, end in clip_runs) / sample_rate
    peak = float(np.max(np.abs(audio), initial=0.0))
    peak_dbfs = 20 * math.log10(peak) if peak > 0 else -math.inf

    audio16 = resample(mono, sample_rate, VAD_RATE)
    probs = speech_probabilities(_vad_level(audio16), VAD_RATE)
    speech = speech_regions(probs, seconds)
    frames = _frames(mono, sample_rate, probs, speech, clip_runs)

    loudness: float | None = None
    if seconds >= MIN_LOUDNESS_SECONDS:
        measured = integrated_loudness(mono, sample_rate)
        loudness = measured if math.isfinite(measured) else None
    window, reason = _best_window(speech, frames, seconds)
    analysis = ReferenceAnalysis(
        seconds=seconds,
        speech=speech,
        trim=_trim(speech, seconds),
        best_window=window,
        best_window_said=reason,
        snr_db=_snr_db(frames),
        loudness_lufs=loudness,
        peak_dbfs=peak_dbfs,
        clipped_seconds=clipped_seconds,
        warnings=(),
    )
    return _with_warnings(analysis)


def _speech_seconds(speech: tuple[Region, ...]) -> float:
    return sum(region.seconds for region in speech)


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
    mono: np.ndarray,
    sample_rate: int,
    probs: np.ndarray,
    speech: tuple[Region, ...],
    clip_runs: list[tuple[int, int]],
) -> _Frames:
    count = len(probs)
    # The energy is measured at the recording's own rate, not the VAD's 16 kHz: the
    # resampler's low-pass took 1.4 dB off white noise at 22.05 kHz, and the model
    # hears the hiss above 8 kHz too.
    bounds = np.minimum(
        np.round(np.arange(count + 1) * FRAME_SECONDS * sample_rate).astype(np.int64), len(mono)
    )
    squares = np.square(mono, dtype=np.float64)
    sums = np.add.reduceat(squares, np.minimum(bounds[:-1], len(mono) - 1))
    sizes = np.diff(bounds)
    energy = np.where(sizes > 0, sums / np.maximum(sizes, 1), 0.0)
    clipped = np.zeros(count, dtype=bool)
    for start, end in clip_runs:
        first = int(start / sample_rate / FRAME_SECONDS)
        last = int((end - 1) / sample_rate / FRAME_SECONDS)
        clipped[first : min(count, last + 1)] = True
    near_speech = np.zeros(count, dtype=bool)
    centres = (np.arange(count) + 0.5) * FRAME_SECONDS
    for region in speech:
        near_speech |= (centres >= region.start - NOISE_GUARD_SECONDS) & (
            centres < region.end + NOISE_GUARD_SECONDS
        )
    noise = (probs < NOISE_PROBABILITY) & ~near_speech
    return _Frames(probs, energy, clipped, noise)


def _snr_db(frames: _Frames) -> float | None:
    """Signal-to-noise ratio of the speech frames against the background, 0-90 dB.

    The background is the pauses (non-speech frames away from any phrase) when
    there are enough of them, else the noise floor of the quietest frames. The
    pauses are preferred because they follow a noise that comes and goes (the
    mean over all of them); the floor would take the quietest stretch for the
    whole take. Speech frames hold speech plus noise, so the noise power is
    taken off before the ratio. None without speech.
    """
    speech = frames.probs >= SPEECH_THRESHOLD
    if not speech.any():
        return None
    if frames.noise.sum() * FRAME_SECONDS >= MIN_NOISE_SECONDS:
        noise_power = float(frames.energy[frames.noise].mean())
    else:
        noise_power = float(np.percentile(frames.energy, NOISE_FLOOR_PERCENTILE))
    speech_power = float(frames.energy[speech].mean()) - noise_power
    ratio = max(speech_power, _ENERGY_FLOOR) / max(noise_power, _ENERGY_FLOOR)
    return min(SNR_CEILING_DB, max(SNR_FLOOR_DB, 10 * math.log10(ratio)))


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
    speech: tuple[Region, ...], frames: _Frames, seconds: float
) -> tuple[Region | None, Said | None]:
    """The best 5-20 s of whole phrases, or None and the sentence that says why.

    A window lies inside one passage: phrases with no pause longer than
    ``MAX_WINDOW_PAUSE_SECONDS`` between them. Each phrase counts its length
    when good and twice its length against when not; silence inside the
    window costs a little, so a tight window wins over a loose one with the
    same speech. Only when no run of whole phrases fits in 5-20 s (one
    unbroken stretch of speech longer than 20 s) is a window cut inside speech.
    """
    if not speech:
        return None, NO_SPEECH
    speech_seconds = _speech_seconds(speech)
    if speech_seconds < MIN_WINDOW_SECONDS:
        return None, too_little_speech(speech_seconds)
    good = _good_phrases(speech, frames)
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

    passages = _passages(speech)
    candidates = [
        Region(starts[i], ends[j])
        for first, last in passages
        for i in range(first, last + 1)
        for j in range(i, last + 1)
        if MIN_WINDOW_SECONDS <= ends[j] - starts[i] <= MAX_WINDOW_SECONDS
    ]
    if not candidates:
        candidates = [
            Region(starts[i], min(ends[last], starts[i] + MAX_WINDOW_SECONDS))
            for first, last in passages
            for i in range(first, last + 1)
            if ends[last] - starts[i] >= MIN_WINDOW_SECONDS
        ]
    if not candidates:
        longest = max(ends[last] - starts[first] for first, last in passages)
        return None, pauses_too_long(longest)
    # max() keeps the first of equal scores: the earliest window, as before.
    return max(candidates, key=lambda r: score(r.start, r.end)), None


def _good_phrases(speech: tuple[Region, ...], frames: _Frames) -> list[bool]:
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
        return [True] * len(speech)
    return good


def _passages(speech: tuple[Region, ...]) -> list[tuple[int, int]]:
    """``(first, last)`` phrase indices of each run with no long pause inside."""
    passages: list[tuple[int, int]] = []
    first = 0
    for i in range(1, len(speech)):
        if speech[i].start - speech[i - 1].end > MAX_WINDOW_PAUSE_SECONDS:
            passages.append((first, i - 1))
            first = i
    passages.append((first, len(speech) - 1))
    return passages


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


def _with_warnings(analysis: ReferenceAnalysis) -> ReferenceAnalysis:
    warnings = warnings_for(
        seconds=analysis.seconds,
        speech_seconds=analysis.speech_seconds,
        has_speech=analysis.trim is not None,
        clipped_seconds=analysis.clipped_seconds,
        loudness_lufs=analysis.loudness_lufs,
        snr_db=analysis.snr_db,
    )
    return replace(analysis, warnings=warnings)


__all__ = [
    "MAX_WINDOW_PAUSE_SECONDS",
    "MAX_WINDOW_SECONDS",
    "MIN_WINDOW_SECONDS",
    "ReferenceAnalysis",
    "ReferenceWarning",
    "Region",
    "TOO_NOISY_SNR_DB",
    "WarningKind",
    "analyse_reference",
    "clipped_runs",
]
