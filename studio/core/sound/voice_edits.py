"""Non-destructive edits of a voice reference: data, and one pure function applying them.

A voice keeps its original recording; ``VoiceEdits`` says what to do with it
(the region to keep, a normalisation) and ``apply_edits`` turns original +
edits into the processed reference the engine is given. The prompt-cache key
hashes the processed samples, so any edit gives the voice a new key and its
lines go stale, and undoing the edit brings the old key (and every take made
with it) back.

``apply_edits`` is deterministic: the same original and edits give the same
samples on every run, so a project reopened later gets the same key. That is
why a normalisation gain is rounded to 0.01 dB: its measurement goes through
float32 resampling whose last bits may differ with torch's thread count.

Noise reduction is not offered: the spectral gate of ``noisereduce`` (the
well-kept library for it) removed the noise from pauses but took much of the
voice with it (clean espeak-ng speech came out at 3.9 dB SNR against itself;
speech with white noise at 9.4 dB SNR came out at 7.9 dB), and the clone
would copy those artefacts. A cleaner recording is the fix the warnings suggest instead.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

import numpy as np

from studio.core.sound.audio import ReferenceAudio, prepare_reference, read_audio, to_mono
from studio.errors import QT_TRANSLATE_NOOP, AudioInputError, Said

Normalization = Literal["none", "peak", "loudness"]
NORMALIZATIONS: tuple[Normalization, ...] = ("none", "peak", "loudness")
DEFAULT_PEAK_DBFS = -1.0
# About where espeak-ng speech and audiobook masters sit; a reference far
# quieter or louder than this makes the clone quieter or louder too.
DEFAULT_LOUDNESS_LUFS = -20.0
# Loudness normalisation never pushes the true peak above this (no limiter:
# limiting a reference would change the voice the clone copies).
LOUDNESS_CEILING_DBTP = -1.0
# Cut edges fade over this long, so a cut inside a sound does not click.
EDGE_FADE_SECONDS = 0.005


@dataclass(frozen=True)
class VoiceEdits:
    """What to do with a voice's original recording; the default changes nothing.

    ``trim_start``/``trim_end`` are seconds of the original (``trim_end``
    None: to its end). ``target_db`` is dBFS for peak normalisation and LUFS
    for loudness normalisation; None takes the default for the mode.
    """

    trim_start: float = 0.0
    trim_end: float | None = None
    normalize: Normalization = "none"
    target_db: float | None = None

    def __post_init__(self) -> None:
        if not math.isfinite(self.trim_start) or self.trim_start < 0:
            raise ValueError(f"trim_start must be 0 or more, not {self.trim_start}")
        if self.trim_end is not None and not (
            math.isfinite(self.trim_end) and self.trim_end > self.trim_start
        ):
            raise ValueError(f"trim_end must be after trim_start, not {self.trim_end}")
        if self.normalize not in NORMALIZATIONS:
            raise ValueError(f"normalize must be one of {NORMALIZATIONS}, not {self.normalize!r}")
        if self.target_db is not None and not math.isfinite(self.target_db):
            raise ValueError("target_db must be a finite number")

    @property
    def is_neutral(self) -> bool:
        """Whether these edits leave the recording exactly as it is."""
        return self == VoiceEdits()

    @property
    def trimmed(self) -> bool:
        return self.trim_start > 0 or self.trim_end is not None

    def with_trim(self, start: float, end: float | None) -> VoiceEdits:
        return replace(self, trim_start=max(0.0, start), trim_end=end)

    def with_normalization(
        self, normalize: Normalization, target_db: float | None = None
    ) -> VoiceEdits:
        return replace(self, normalize=normalize, target_db=target_db)

    @property
    def effective_target_db(self) -> float | None:
        if self.normalize == "none":
            return None
        if self.target_db is not None:
            return self.target_db
        return DEFAULT_PEAK_DBFS if self.normalize == "peak" else DEFAULT_LOUDNESS_LUFS


def apply_edits(samples: np.ndarray, sample_rate: int, edits: VoiceEdits) -> np.ndarray:
    """The processed reference: ``samples`` (mono or ``(n, channels)``) with ``edits`` applied.

    Neutral edits return ``samples`` itself, so a voice never edited keeps
    exactly the key it always had. Otherwise the result is mono float32 (the
    engines mix down anyway; trimming and gain do not depend on the order).
    Raises AudioInputError when the trim keeps nothing or a normalisation has
    only silence to measure.
    """
    if edits.is_neutral:
        return samples
    mono = to_mono(np.asarray(samples, dtype=np.float32))
    seconds = len(mono) / sample_rate
    start = min(len(mono), int(round(edits.trim_start * sample_rate)))
    end = len(mono) if edits.trim_end is None else int(round(edits.trim_end * sample_rate))
    end = min(len(mono), end)
    if end - start <= 0:
        if edits.trim_end is None:
            raise AudioInputError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The trim ({0:.2f}-end s) keeps nothing of a {1:.2f} s recording; "
                    "choose a region inside it.",
                ),
                edits.trim_start,
                seconds,
            )
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The trim ({0:.2f}-{1:.2f} s) keeps nothing of a {2:.2f} s recording; "
                "choose a region inside it.",
            ),
            edits.trim_start,
            edits.trim_end,
            seconds,
        )
    out = np.array(mono[start:end], dtype=np.float32)
    fade = min(len(out) // 2, int(EDGE_FADE_SECONDS * sample_rate))
    if fade > 0:
        ramp = (0.5 - 0.5 * np.cos(np.pi * (np.arange(fade) + 0.5) / fade)).astype(np.float32)
        if start > 0:
            out[:fade] *= ramp
        if end < len(mono):
            out[-fade:] *= ramp[::-1]
    if edits.normalize != "none":
        out *= np.float32(10 ** (normalization_gain_db(out, sample_rate, edits) / 20))
    return out


def normalization_gain_db(samples: np.ndarray, sample_rate: int, edits: VoiceEdits) -> float:
    """The gain (dB, rounded to 0.01) that the edits' normalisation applies to mono ``samples``."""
    from studio.core.sound.loudness import MIN_LOUDNESS_SECONDS, integrated_loudness, true_peak

    target = edits.effective_target_db
    if target is None:
        return 0.0
    peak = true_peak(samples, sample_rate)
    if peak <= 0:
        raise _silent_reference()
    peak_db = 20 * math.log10(peak)
    if edits.normalize == "peak":
        return round(target - peak_db, 2)
    if len(samples) < MIN_LOUDNESS_SECONDS * sample_rate:
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The reference is {0:.2f} s long; loudness needs at least {1} s, "
                "so use peak normalisation.",
            ),
            len(samples) / sample_rate,
            MIN_LOUDNESS_SECONDS,
        )
    loudness = integrated_loudness(samples, sample_rate)
    if not math.isfinite(loudness):
        raise _silent_reference()
    return round(min(target - loudness, LOUDNESS_CEILING_DBTP - peak_db), 2)


def _silent_reference() -> AudioInputError:
    return AudioInputError(
        QT_TRANSLATE_NOOP("StudioError", "The reference is silent, so it cannot be normalised.")
    )


def edited_reference(
    samples: np.ndarray,
    rate: int,
    edits: VoiceEdits,
    sample_rate: int,
    source: str | Said,
) -> ReferenceAudio:
    """The engine's reference for an original recording and its edits (checked, resampled)."""
    processed = apply_edits(samples, rate, edits)
    return prepare_reference(to_mono(processed), rate, sample_rate, source)


def load_edited_reference(path: str | Path, sample_rate: int, edits: VoiceEdits) -> ReferenceAudio:
    """``load_reference`` with edits: read the original file, apply them, prepare the result."""
    data, rate = read_audio(path)
    samples = data[:, 0] if data.shape[1] == 1 else data
    return edited_reference(samples, rate, edits, sample_rate, str(path))


__all__ = [
    "DEFAULT_LOUDNESS_LUFS",
    "DEFAULT_PEAK_DBFS",
    "NORMALIZATIONS",
    "Normalization",
    "VoiceEdits",
    "apply_edits",
    "edited_reference",
    "load_edited_reference",
    "normalization_gain_db",
]
