"""Conversions between numpy float audio and QtMultimedia's byte formats (no devices)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtMultimedia import QAudioDevice, QAudioFormat

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


def mono_to_float32_bytes(samples: np.ndarray) -> bytes:
    """Float samples as the sink's Float format: the same values, bit for bit."""
    return np.asarray(samples, dtype="<f4").tobytes()


def encode_mono(samples: np.ndarray, sample_format: QAudioFormat.SampleFormat) -> bytes:
    """Mono float samples -> bytes in ``sample_format`` (Float or Int16, what the player uses)."""
    if sample_format == QAudioFormat.SampleFormat.Float:
        return mono_to_float32_bytes(samples)
    if sample_format == QAudioFormat.SampleFormat.Int16:
        return mono_to_int16_bytes(samples)
    raise ValueError(f"unsupported sample format {sample_format}")


def playback_format(
    sample_rate: int, supported: Callable[[QAudioFormat], bool], preferred_rate: int
) -> QAudioFormat:
    """The mono format to play audio of ``sample_rate`` in: Float at that rate when the output
    takes it (the samples then reach it unchanged), else Int16, else the output's own rate."""
    for rate in (sample_rate, preferred_rate):
        for sample_format in (QAudioFormat.SampleFormat.Float, QAudioFormat.SampleFormat.Int16):
            fmt = mono_format(rate, sample_format)
            if supported(fmt):
                return fmt
    return mono_format(preferred_rate, QAudioFormat.SampleFormat.Int16)


class LinearResampler:
    """Linear interpolation from one rate to another, fed in chunks of any size.

    Output sample k lies at input position k * from_rate / to_rate; its index and
    fraction are computed from exact integers, so feeding a line chunk by chunk gives
    exactly the samples ``resample_linear`` gives for the whole line. The output ends at
    the last input sample. For playback only, never for anything the model hears.
    """

    def __init__(self, from_rate: int, to_rate: int) -> None:
        self.from_rate = from_rate
        self.to_rate = to_rate
        self._pending = np.zeros(0, dtype=np.float64)  # input from absolute index _base on
        self._base = 0
        self._next = 0  # the next output sample's index

    def feed(self, samples: np.ndarray) -> np.ndarray:
        """The output samples that the input so far determines."""
        if self.from_rate == self.to_rate:
            return np.asarray(samples, dtype=np.float32)
        self._pending = np.concatenate([self._pending, np.asarray(samples, dtype=np.float64)])
        # Sample k needs the input at floor(x_k) and the one after it.
        last = self._base + len(self._pending) - 2
        return self._emit(last, end=False)

    def finish(self) -> np.ndarray:
        """The samples up to the end of the input (its last sample is the last position)."""
        if self.from_rate == self.to_rate:
            return np.zeros(0, dtype=np.float32)
        return self._emit(self._base + len(self._pending) - 1, end=True)

    def _emit(self, last_index: int, end: bool) -> np.ndarray:
        if last_index < 0:
            return np.zeros(0, dtype=np.float32)
        if end:  # every k with k * from / to <= last_index
            stop = last_index * self.to_rate // self.from_rate + 1
        else:  # every k with floor(k * from / to) <= last_index
            stop = ((last_index + 1) * self.to_rate + self.from_rate - 1) // self.from_rate
        k = np.arange(self._next, max(self._next, stop), dtype=np.int64)
        if len(k) == 0:
            return np.zeros(0, dtype=np.float32)
        position = k * self.from_rate
        index = position // self.to_rate
        fraction = (position % self.to_rate) / self.to_rate
        local = index - self._base
        left = self._pending[local]
        right = self._pending[np.minimum(local + 1, len(self._pending) - 1)]
        out = (left + (right - left) * fraction).astype(np.float32)
        self._next = int(k[-1]) + 1
        keep_from = int(self._next * self.from_rate // self.to_rate) - self._base
        self._pending = self._pending[max(0, keep_from) :]
        self._base += max(0, keep_from)
        return out


def resample_linear(samples: np.ndarray, from_rate: int, to_rate: int) -> np.ndarray:
    """A whole signal through ``LinearResampler`` (what the same chunks stream to)."""
    if from_rate == to_rate or len(samples) == 0:
        return np.asarray(samples, dtype=np.float32)
    resampler = LinearResampler(from_rate, to_rate)
    return np.concatenate([resampler.feed(samples), resampler.finish()])


def device_id(device: QAudioDevice) -> str:
    """A device's id as text, for the settings (hex of Qt's byte id)."""
    return bytes(device.id().data()).hex()


def find_device(devices: list[QAudioDevice], wanted: str, default: QAudioDevice) -> QAudioDevice:
    """The device whose id is ``wanted`` if it is still there, else ``default``
    (a device chosen in the preferences may be unplugged since)."""
    for device in devices:
        if wanted and device_id(device) == wanted:
            return device
    return default
