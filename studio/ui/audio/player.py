"""Playback of takes through QAudioSink, behind one object that degrades gracefully.

With no audio output (no sound server, headless CI) ``play`` returns False
and ``sig_unavailable`` fires once; everything else keeps working.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, Signal, Slot
from PySide6.QtMultimedia import QAudio, QAudioDevice, QAudioFormat, QAudioSink, QMediaDevices

from studio.ui.audio.audio_format import (
    mono_format,
    mono_to_int16_bytes,
    no_audio_error,
    resample_linear,
)

log = logging.getLogger(__name__)
# PySide6 6.12 raises a TypeError connecting QAudioSink.stateChanged unless QAudio
# was imported first.
_ = QAudio


@dataclass(frozen=True, eq=False)
class PlayItem:
    key: str  # a line id, or "" for audio that is not a line (a voice reference)
    samples: np.ndarray
    sample_rate: int


class Player(QObject):
    sig_started = Signal(str)  # key of the item now playing
    sig_stopped = Signal()
    sig_unavailable = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[PlayItem] = deque()
        self._sink: QAudioSink | None = None
        self._buffer: QBuffer | None = None
        self._current: PlayItem | None = None
        self._warned = False

    @property
    def playing(self) -> PlayItem | None:
        return self._current

    def output_device(self) -> QAudioDevice | None:
        device = QMediaDevices.defaultAudioOutput()
        return None if device.isNull() else device

    def play(self, items: list[PlayItem]) -> bool:
        """Play items one after another, replacing anything playing. False when no output."""
        self.stop()
        device = self.output_device()
        if device is None:
            self._say_unavailable(self.tr("No audio output device was found; playback is off."))
            return False
        self._queue.extend(items)
        self._play_next(device)
        return self._current is not None

    def stop(self) -> None:
        was_playing = self._current is not None
        self._queue.clear()
        self._release()
        if was_playing:
            self.sig_stopped.emit()

    def _say_unavailable(self, message: str) -> None:
        if not self._warned:
            self._warned = True
            self.sig_unavailable.emit(message)

    def _release(self) -> None:
        self._current = None
        if self._sink is not None:
            self._sink.stateChanged.disconnect(self._on_sink_state_changed)
            self._sink.stop()
            self._sink.deleteLater()
            self._sink = None
        if self._buffer is not None:
            self._buffer.close()
            self._buffer.deleteLater()
            self._buffer = None

    def _play_next(self, device: QAudioDevice) -> None:
        self._release()
        if not self._queue:
            self.sig_stopped.emit()
            return
        item = self._queue.popleft()
        fmt = mono_format(item.sample_rate, QAudioFormat.SampleFormat.Int16)
        samples = item.samples
        if not device.isFormatSupported(fmt):
            rate = device.preferredFormat().sampleRate()
            fmt = mono_format(rate, QAudioFormat.SampleFormat.Int16)
            samples = resample_linear(samples, item.sample_rate, rate)
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(mono_to_int16_bytes(samples)))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self._sink = QAudioSink(device, fmt, self)
        self._sink.stateChanged.connect(self._on_sink_state_changed)
        self._current = item
        self._sink.start(self._buffer)
        if not no_audio_error(self._sink.error()):
            self._queue.clear()
            self._release()
            self._say_unavailable(self.tr("The audio output could not be opened; playback is off."))
            self.sig_stopped.emit()
            return
        self.sig_started.emit(item.key)

    @Slot(object)
    def _on_sink_state_changed(self, state: object) -> None:
        sink = self._sink
        if sink is None:
            return
        if _state_name(state) == "IdleState":
            # The buffer ran dry: this item is over.
            device = self.output_device()
            if device is None:
                self.stop()
            else:
                self._play_next(device)
        elif _state_name(state) == "StoppedState" and not no_audio_error(sink.error()):
            log.warning("playback stopped with error %s", sink.error())
            self.stop()


def _state_name(state: object) -> str:
    return str(getattr(state, "name", state))
