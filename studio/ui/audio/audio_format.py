"""Conversions between numpy float audio and QtMultimedia's byte formats (no devices)."""

from __future__ import annotations

import numpy as np
from PySide6.QtMultimedia import QAudioFormat

_DTYPES = {
    QAudioFormat.SampleFormat.UInt8: np.uint8,
    QAudioFormat.SampleFormat.Int16: np.int16,
    QAudioFormat.SampleFormat.Int32: np.int32,
    QAudioFormat.SampleFormat.Float: np.float32,
}


def bytes_to_mono(
    data: bytes, sample_format: QAudioFormat.SampleFormat, channels: int
) -> np.ndarray:
    """Interleaved PCM bytes -> mono float32 in [-1, 1]."""
    dtype = _DTYPES.get(sample_format)
    if dtype is None:
        raise ValueError(f"unsupported sample format {sample_format}")
    usable = len(data) - len(data) % (np.dtype(dtype).itemsize * max(1, channels))
    raw = np.frombuffer(data[:usable], dtype=dtype)
    if dtype is np.uint8:
        samples = (raw.astype(np.float32) - 128.0) / 128.0
    elif dtype is np.int16:
        samples = raw.astype(np.float32) / 32768.0
    elif dtype is np.int32:
        samples = raw.astype(np.float32) / 2147483648.0
    else:
        samples = raw.astype(np.float32, copy=True)
    if channels > 1:
        samples = samples.reshape(-1, channels).mean(axis=1)
    return samples


def mono_to_int16_bytes(samples: np.ndarray) -> bytes:
    clipped = np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0)
    return (clipped * 32767.0).astype("<i2").tobytes()


def mono_format(sample_rate: int, sample_format: QAudioFormat.SampleFormat) -> QAudioFormat:
    fmt = QAudioFormat()
    fmt.setSampleRate(sample_rate)
    fmt.setChannelCount(1)
    fmt.setSampleFormat(sample_format)
    return fmt


def no_audio_error(error: object) -> bool:
    """Whether a QAudioSink/QAudioSource error is NoError."""
    # QAudio and QtAudio enums do not compare equal in PySide6 6.12: compare names.
    return getattr(error, "name", str(error)) == "NoError"


def resample_linear(samples: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """Cheap resampling for playback only (never for anything the model hears)."""
    if from_rate == to_rate or len(samples) == 0:
        return samples
    n = int(round(len(samples) * to_rate / from_rate))
    x = np.linspace(0, len(samples) - 1, n)
    out: np.ndarray = np.interp(x, np.arange(len(samples)), samples).astype(np.float32)
    return out
