"""Audio input and output: reading references, resampling, atomic writes.

soundfile does the file I/O (WAV, FLAC, OGG, MP3); torchaudio only does DSP.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np
import soundfile as sf

from studio.core.files.atomic_file import describe_write_failure, staged
from studio.errors import QT_TRANSLATE_NOOP, AudioInputError, Said

MIN_REFERENCE_SECONDS = 1.0
MAX_REFERENCE_SECONDS = 30.0
# Peak below -60 dBFS: nothing a microphone picked up on purpose.
SILENCE_PEAK = 10 ** (-60 / 20)
# Samples at full scale: more than 1 in 1000 of them means the recording was
# too loud and flattened, and the clone copies the distortion.
CLIP_LEVEL = 0.999
CLIP_FRACTION = 0.001

OUTPUT_FORMATS = {"wav": ("WAV", "PCM_16"), "flac": ("FLAC", "PCM_16")}


@dataclass(frozen=True)
class ReferenceAudio:
    """A voice prompt ready for an engine: mono float32 at the engine's rate."""

    samples: np.ndarray
    sample_rate: int
    source: str
    original_seconds: float
    truncated: bool
    # Share of samples at full scale in the recording as given (see CLIP_FRACTION).
    clipped_fraction: float = 0.0

    @property
    def clipped(self) -> bool:
        return self.clipped_fraction > CLIP_FRACTION

    def notes(self, name: str) -> list[str]:
        """Sentences about what was changed or is doubtful in this reference."""
        notes: list[str] = []
        if self.truncated:
            notes.append(
                f"Voice {name}: {self.original_seconds:.1f} s is longer than "
                f"{MAX_REFERENCE_SECONDS:.0f} s; using the first {MAX_REFERENCE_SECONDS:.0f} s."
            )
        if self.clipped:
            notes.append(
                f"Voice {name}: {self.clipped_fraction:.1%} of the recording is clipped (at full "
                "scale), so the clone may sound distorted; record it again a little quieter."
            )
        return notes

    @property
    def seconds(self) -> float:
        return len(self.samples) / self.sample_rate


def read_audio(path: str | Path) -> tuple[np.ndarray, int]:
    """Read any soundfile-supported file as float32 ``(frames, channels)``."""
    path = Path(path)
    if not path.exists():
        raise AudioInputError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such file; check the path."), path
        )
    if path.is_dir():
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is a folder; give an audio file (WAV, FLAC, OGG or MP3)."
            ),
            path,
        )
    try:
        with open(path, "rb"):
            pass
    except PermissionError:
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot read {0}: permission denied; check its permissions."
            ),
            path,
        ) from None
    except OSError as exc:
        raise AudioInputError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."),
            path,
            exc.strerror or str(exc),
        ) from None
    try:
        data, rate = sf.read(str(path), dtype="float32", always_2d=True)
    except (sf.LibsndfileError, RuntimeError, TypeError, ValueError) as exc:
        if path.stat().st_size == 0:
            raise AudioInputError(
                QT_TRANSLATE_NOOP("StudioError", "{0} is empty; record or choose another file."),
                path,
            ) from exc
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is not a readable audio file; use WAV, FLAC, OGG or MP3."
            ),
            path,
        ) from exc
    if data.shape[0] == 0:
        raise AudioInputError(
            QT_TRANSLATE_NOOP("StudioError", "{0} holds no audio; record or choose another file."),
            path,
        )
    return data, int(rate)


def to_mono(data: np.ndarray) -> np.ndarray:
    """Mix ``(frames, channels)`` down to ``(frames,)``."""
    if data.ndim == 1:
        return data.astype(np.float32, copy=False)
    return np.ascontiguousarray(data.mean(axis=1), dtype=np.float32)


def resample(samples: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """Resample mono or ``(frames, channels)`` float32 audio with torchaudio."""
    if from_rate == to_rate:
        return samples.astype(np.float32, copy=False)
    import torch
    import torchaudio.functional as F

    tensor = torch.from_numpy(np.ascontiguousarray(samples, dtype=np.float32))
    if tensor.ndim == 2:
        out = F.resample(tensor.T.contiguous(), from_rate, to_rate).T
    else:
        out = F.resample(tensor, from_rate, to_rate)
    return np.ascontiguousarray(out.numpy(), dtype=np.float32)


def invalid_samples(source: str | Path | Said) -> AudioInputError:
    """The one sentence for audio whose samples are not numbers."""
    return AudioInputError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} holds invalid samples (not a number or infinite); export it again "
            "from your audio editor.",
        ),
        source,
    )


def load_reference(
    path: str | Path,
    sample_rate: int,
    max_seconds: float = MAX_REFERENCE_SECONDS,
) -> ReferenceAudio:
    """Load a voice reference: mono, at ``sample_rate``, checked for length and silence."""
    data, rate = read_audio(path)
    return prepare_reference(to_mono(data), rate, sample_rate, str(path), max_seconds)


def prepare_reference(
    mono: np.ndarray,
    rate: int,
    sample_rate: int,
    source: str | Said,
    max_seconds: float = MAX_REFERENCE_SECONDS,
) -> ReferenceAudio:
    """Check and convert mono audio (from a file or the microphone) into a reference.

    ``source`` names it in an error: a path, or a clause (``Said``) such as "library
    voice 'Anna'"; ``ReferenceAudio.source`` keeps it as text.
    """
    if len(mono) == 0:
        raise AudioInputError(
            QT_TRANSLATE_NOOP("StudioError", "{0} holds no audio; record or choose another file."),
            source,
        )
    original_seconds = len(mono) / rate
    if original_seconds < MIN_REFERENCE_SECONDS:
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is {1:.2f} s long; a voice reference needs at least "
                "{2:.0f} s of speech (5-20 s works best).",
            ),
            source,
            original_seconds,
            MIN_REFERENCE_SECONDS,
        )
    if not np.isfinite(mono).all():
        raise invalid_samples(source)
    if float(np.max(np.abs(mono))) < SILENCE_PEAK:
        raise AudioInputError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is silent; check the microphone or choose a file with speech in it.",
            ),
            source,
        )
    truncated = original_seconds > max_seconds
    if truncated:
        mono = mono[: int(max_seconds * rate)]
    # A float file that goes past full scale was not flattened by a converter: not clipped.
    peak = float(np.max(np.abs(mono)))
    clipped = float(np.count_nonzero(np.abs(mono) >= CLIP_LEVEL)) / len(mono) if peak <= 1 else 0.0
    samples = resample(mono, rate, sample_rate)
    return ReferenceAudio(samples, sample_rate, str(source), original_seconds, truncated, clipped)


def write_audio(
    path: str | Path,
    samples: np.ndarray,
    sample_rate: int,
    fmt: str | None = None,
    subtype: str | None = None,
) -> Path:
    """Write audio atomically (``atomic_file.staged``: temp file, fsync, rename).

    A failure (missing folder, no permission, disk full) raises OutputError and
    leaves no partial file behind.
    """
    path = Path(path)
    if fmt is None:
        fmt, default_subtype = OUTPUT_FORMATS.get(
            path.suffix.lower().lstrip("."), ("WAV", "PCM_16")
        )
        subtype = subtype or default_subtype
    try:
        with staged(path) as tmp:
            sf.write(
                str(tmp), np.clip(samples, -1.0, 1.0), sample_rate, format=fmt, subtype=subtype
            )
    except (RuntimeError, sf.LibsndfileError) as exc:
        raise describe_write_failure(path, exc) from exc
    return path
