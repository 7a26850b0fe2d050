"""Microphone recording: an input backend fills its buffer, a QTimer drains it.

The backend (QAudioSource in the app, a fake in tests) is only ever read from
the GUI thread's timer, never from an audio callback, so the recorder's logic
(levels, elapsed time, limits, the take) runs on synthetic signals in tests.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Protocol

import numpy as np
from PySide6.QtCore import QCoreApplication, QIODevice, QObject, QTimer, Signal, Slot
from PySide6.QtMultimedia import QAudioDevice, QAudioFormat, QAudioSource, QMediaDevices

from studio.core.sound.reference_analysis import clipped_runs
from studio.ui.audio.audio_format import bytes_to_mono, mono_format, no_audio_error

log = logging.getLogger(__name__)

DRAIN_INTERVAL_MS = 20
MAX_RECORD_SECONDS = 60.0
SILENCE_DB = -90.0


class InputBackend(Protocol):
    """A started-on-demand audio input that hands out what it captured so far."""

    @property
    def sample_rate(self) -> int: ...

    def start(self) -> str | None:
        """Open and start capturing; return an error message for a person, or None."""
        ...

    def read(self) -> np.ndarray:
        """Mono float32 samples captured since the last read (may be empty)."""
        ...

    def problem(self) -> str | None:
        """A sentence when the input stopped by itself (unplugged), else None."""
        ...

    def stop(self) -> None: ...


def peak_db(samples: np.ndarray) -> float:
    if samples.size == 0:
        return SILENCE_DB
    peak = float(np.max(np.abs(samples)))
    return SILENCE_DB if peak <= 10 ** (SILENCE_DB / 20) else max(SILENCE_DB, 20 * np.log10(peak))


@dataclass(frozen=True, eq=False)
class RecordedTake:
    samples: np.ndarray
    sample_rate: int

    @property
    def seconds(self) -> float:
        return len(self.samples) / self.sample_rate if self.sample_rate else 0.0


class Recorder(QObject):
    """Records from a backend; reports level and elapsed time while it runs."""

    sig_level = Signal(float)  # peak dBFS of the latest chunk
    sig_clipped = Signal()  # the latest chunk sat at full scale (the input gain is too high)
    sig_elapsed = Signal(float)  # seconds recorded
    sig_started = Signal()
    sig_finished = Signal(object)  # RecordedTake
    sig_error = Signal(str)

    def __init__(
        self, parent: QObject | None = None, max_seconds: float = MAX_RECORD_SECONDS
    ) -> None:
        super().__init__(parent)
        self.max_seconds = max_seconds
        self._backend: InputBackend | None = None
        self._chunks: list[np.ndarray] = []
        self._count = 0
        self._timer = QTimer(self)
        self._timer.setInterval(DRAIN_INTERVAL_MS)
        self._timer.timeout.connect(self._on_timer_drain)

    @property
    def recording(self) -> bool:
        return self._backend is not None

    @property
    def elapsed(self) -> float:
        if self._backend is None or not self._backend.sample_rate:
            return 0.0
        return self._count / self._backend.sample_rate

    def start(self, backend: InputBackend) -> bool:
        if self._backend is not None:
            self.stop()
        error = backend.start()
        if error is not None:
            self.sig_error.emit(error)
            return False
        self._backend = backend
        self._chunks = []
        self._count = 0
        self._timer.start()
        self.sig_started.emit()
        return True

    def stop(self) -> RecordedTake | None:
        backend = self._backend
        if backend is None:
            return None
        self._drain(check=False)
        self._timer.stop()
        backend.stop()
        self._backend = None
        samples = np.concatenate(self._chunks) if self._chunks else np.zeros(0, np.float32)
        self._chunks = []
        take = RecordedTake(samples.astype(np.float32, copy=False), backend.sample_rate)
        self.sig_finished.emit(take)
        return take

    @Slot()
    def _on_timer_drain(self) -> None:
        self._drain()
        if self._backend is not None and self.elapsed >= self.max_seconds:
            self.stop()

    def _drain(self, check: bool = True) -> None:
        backend = self._backend
        if backend is None:
            return
        problem = backend.problem() if check else None
        if problem is not None:
            # The device went away: say so, and finish the take with what arrived.
            self.sig_error.emit(problem)
            self.stop()
            return
        chunk = backend.read()
        if chunk.size:
            room = int(self.max_seconds * backend.sample_rate) - self._count
            chunk = chunk[: max(0, room)]
            self._chunks.append(chunk)
            self._count += len(chunk)
            self.sig_level.emit(peak_db(chunk))
            if clipped_runs(chunk):
                self.sig_clipped.emit()
        self.sig_elapsed.emit(self.elapsed)


def input_devices() -> list[QAudioDevice]:
    return list(QMediaDevices.audioInputs())


class QtInputBackend:
    """QAudioSource in pull mode: Qt's audio thread fills the device buffer."""

    def __init__(self, device: QAudioDevice | None = None) -> None:
        self._device = device if device is not None else QMediaDevices.defaultAudioInput()
        self._source: QAudioSource | None = None
        self._io: QIODevice | None = None
        self._format = self._pick_format()

    def _pick_format(self) -> QAudioFormat:
        if self._device.isNull():
            return mono_format(48000, QAudioFormat.SampleFormat.Int16)
        for rate in (48000, 44100, 24000, 16000):
            for sample_format in (QAudioFormat.SampleFormat.Float, QAudioFormat.SampleFormat.Int16):
                fmt = mono_format(rate, sample_format)
                if self._device.isFormatSupported(fmt):
                    return fmt
        return self._device.preferredFormat()

    @property
    def sample_rate(self) -> int:
        return self._format.sampleRate()

    def start(self) -> str | None:
        if self._device.isNull():
            return QCoreApplication.translate(
                "Recorder", "No microphone was found; connect one or load a file instead."
            )
        self._source = QAudioSource(self._device, self._format)
        self._io = self._source.start()
        if self._io is None or not no_audio_error(self._source.error()):
            self.stop()
            return QCoreApplication.translate(
                "Recorder", "The microphone could not be opened; check that no other app holds it."
            )
        return None

    def read(self) -> np.ndarray:
        if self._io is None:
            return np.zeros(0, np.float32)
        data = bytes(self._io.readAll().data())
        return bytes_to_mono(data, self._format.sampleFormat(), self._format.channelCount())

    def problem(self) -> str | None:
        source = self._source
        if source is None or no_audio_error(source.error()):
            return None
        return QCoreApplication.translate(
            "Recorder",
            "The microphone stopped (was it unplugged?); what was recorded so far is kept.",
        )

    def stop(self) -> None:
        if self._source is not None:
            self._source.stop()
            self._source.deleteLater()
        self._source = None
        self._io = None
