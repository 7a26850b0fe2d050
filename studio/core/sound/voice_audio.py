"""A voice's reference audio, as a project stores it: 24-bit FLAC under ``voices/``.

Voice audio is quantised to the 24 bits of the stored file when it enters
the document, so the prompt key (a hash of the samples) is the same before
and after a save and reopen. Each voice's file is named after a hash of its
audio, so a changed voice is a new file and the file an older project.json
refers to is never overwritten.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import NamedTuple

import numpy as np
import soundfile as sf

from studio.core.sound.audio import invalid_samples, read_audio

VOICES_DIR = "voices"
_PCM24_SCALE = 2.0**23


class VoiceAudio(NamedTuple):
    """A voice's reference audio as the user gave it (any rate, mono or channels)."""

    samples: np.ndarray
    sample_rate: int


def read_voice_audio(path: str | Path) -> VoiceAudio:
    """A reference file's audio exactly as a project will store it (24-bit).

    Raises AudioInputError with a sentence for a file that cannot be used.
    """
    data, rate = read_audio(path)
    if not np.isfinite(data).all():
        raise invalid_samples(path)
    samples = data[:, 0] if data.shape[1] == 1 else data
    return VoiceAudio(quantize_like_stored(samples), rate)


def quantize_like_stored(samples: np.ndarray) -> np.ndarray:
    """``samples`` exactly as they read back from the project's 24-bit FLAC.

    Voice audio is quantised this way when it enters the document, so the
    prompt key (a hash of the samples) is the same before and after a save
    and reopen. Matches libsndfile: clip, scale by 2**23, round half to even,
    saturate at the largest 24-bit value. Idempotent.
    """
    x = np.clip(np.asarray(samples, dtype=np.float64), -1.0, 1.0) * _PCM24_SCALE
    ints = np.clip(np.round(x), -_PCM24_SCALE, _PCM24_SCALE - 1)
    return (ints / _PCM24_SCALE).astype(np.float32)


def voice_file_name(name: str, audio: VoiceAudio) -> str:
    """``voices/<slug>-<hash>.flac``: the hash makes a changed voice a new file, so
    the file an older project.json refers to is never overwritten."""
    digest = hashlib.sha256()
    samples = np.ascontiguousarray(audio.samples, dtype=np.float32)
    digest.update(str((samples.shape, int(audio.sample_rate))).encode())
    digest.update(samples.tobytes())
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-")[:40] or "voice"
    return f"{VOICES_DIR}/{slug}-{digest.hexdigest()[:12]}.flac"


def read_stored_voice(path: Path) -> VoiceAudio | None:
    """A stored voice file's audio, or None when it is missing or unreadable."""
    try:
        data, rate = sf.read(str(path), dtype="float32", always_2d=False)
    except (OSError, RuntimeError, sf.LibsndfileError):
        return None
    return VoiceAudio(np.asarray(data, dtype=np.float32), int(rate))


def file_holds_audio(path: Path, audio: VoiceAudio) -> bool:
    """Whether ``path`` already holds ``audio`` (to FLAC precision).

    A content hash alone cannot tell: audio read back from 24-bit FLAC hashes
    differently from the float original, and would be rewritten on every save.
    """
    stored = read_stored_voice(path)
    if stored is None or stored.sample_rate != audio.sample_rate:
        return False
    samples = np.asarray(audio.samples, dtype=np.float32)
    if stored.samples.shape != samples.shape:
        return False
    return bool(np.max(np.abs(stored.samples - np.clip(samples, -1, 1)), initial=0.0) < 2**-20)


__all__ = [
    "VOICES_DIR",
    "VoiceAudio",
    "file_holds_audio",
    "quantize_like_stored",
    "read_stored_voice",
    "read_voice_audio",
    "voice_file_name",
]
