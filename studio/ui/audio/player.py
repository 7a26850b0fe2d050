"""Playback through one QAudioSink, behind one object that degrades gracefully.

Everything ``play`` is given goes into one ``PcmStream`` that the sink pulls
from, item after item, so a list of lines plays without a gap between them. An
item may be live (``complete=False``): a line still rendering, whose samples
arrive with ``extend`` and end with ``complete``. The sink starts once the
first bytes exist and, when a live item runs dry, waits for more (counted as an
underrun), rebuffers a little and goes on.

The samples reach the sink unchanged (as Float) when it takes the item's rate;
otherwise every item is converted with one ``LinearResampler`` from start to
end, chunk after chunk, which gives exactly what converting the whole take
gives.

With no audio output (no sound server, headless CI) ``play`` returns False
and ``sig_unavailable`` fires once; everything else keeps working.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QIODevice, QObject, Qt, Signal, Slot
from PySide6.QtMultimedia import QAudio, QAudioDevice, QAudioFormat, QAudioSink, QMediaDevices

from studio.ui.audio.audio_format import (
    LinearResampler,
    encode_mono,
    find_device,
    no_audio_error,
    playback_format,
)
from studio.ui.audio.pcm_stream import PcmStream

log = logging.getLogger(__name__)
# PySide6 6.12 raises a TypeError connecting QAudioSink.stateChanged unless QAudio
# was imported first.
_ = QAudio
# After an underrun, a line still rendering waits until this much of it is ready
# (or it is complete): fewer, longer pauses when rendering is slower than real time.
REBUFFER_MS = 400


@dataclass(frozen=True, eq=False)
class PlayItem:
    key: str  # a line id, or "" for audio that is not a line (a voice reference)
    samples: np.ndarray  # all of it, or for a live item what exists so far
    sample_rate: int
    complete: bool = True  # False: more samples follow (Player.extend, then Player.complete)


class AudioOutput(QObject):
    """Where the player's stream goes: the sound card, or a reader in tests and benchmarks.

    ``sig_idle``: the output has played everything it read and found no more.
    """

    sig_idle = Signal()

    def supports(self, fmt: QAudioFormat) -> bool:
        raise NotImplementedError

    def preferred_rate(self) -> int:
        raise NotImplementedError

    def start(self, source: QIODevice, fmt: QAudioFormat) -> bool:
        """Start pulling from ``source``; False when the output cannot be opened."""
        raise NotImplementedError

    def stop(self) -> None:
        """Stop at once, dropping what the output still holds."""
        raise NotImplementedError


class SoundCardOutput(AudioOutput):
    """A QAudioSink on one device, in pull mode."""

    def __init__(self, device: QAudioDevice, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._device = device
        self._sink: QAudioSink | None = None

    def supports(self, fmt: QAudioFormat) -> bool:
        return bool(self._device.isFormatSupported(fmt))

    def preferred_rate(self) -> int:
        return int(self._device.preferredFormat().sampleRate())

    def start(self, source: QIODevice, fmt: QAudioFormat) -> bool:
        self._sink = QAudioSink(self._device, fmt, self)
        self._sink.stateChanged.connect(self._on_sink_state_changed)
        self._sink.start(source)
        if not no_audio_error(self._sink.error()):
            self.stop()
            return False
        return True

    def stop(self) -> None:
        sink, self._sink = self._sink, None
        if sink is not None:
            sink.stateChanged.disconnect(self._on_sink_state_changed)
            sink.reset()  # drop what the sound server still holds: Stop is heard at once
            sink.stop()
            sink.deleteLater()

    @Slot(object)
    def _on_sink_state_changed(self, state: object) -> None:
        sink = self._sink
        if sink is None:
            return
        name = str(getattr(state, "name", state))
        if name == "IdleState":
            self.sig_idle.emit()
        elif name == "StoppedState" and not no_audio_error(sink.error()):
            log.warning("playback stopped with error %s", sink.error())
            self.sig_idle.emit()


OutputFactory = Callable[[QObject], AudioOutput | None]


class _Encoder:
    """One item's samples -> the stream's bytes, converting its rate consistently."""

    def __init__(self, from_rate: int, fmt: QAudioFormat) -> None:
        self._format = fmt.sampleFormat()
        self._resampler = (
            LinearResampler(from_rate, fmt.sampleRate()) if from_rate != fmt.sampleRate() else None
        )

    def feed(self, samples: np.ndarray) -> bytes:
        if self._resampler is not None:
            samples = self._resampler.feed(samples)
        return encode_mono(samples, self._format)

    def finish(self) -> bytes:
        if self._resampler is None:
            return b""
        return encode_mono(self._resampler.finish(), self._format)


class Player(QObject):
    sig_started = Signal(str)  # key of the item now playing
    sig_stopped = Signal()
    sig_unavailable = Signal(str)
    sig_first_sound = Signal(str, float)  # key of the first item, ms from the request to its sound
    sig_underrun = Signal(str)  # the output ran dry waiting for this live item

    def __init__(
        self, parent: QObject | None = None, output_factory: OutputFactory | None = None
    ) -> None:
        super().__init__(parent)
        self.output_factory = output_factory
        # The output chosen in the preferences (a device id); "" for the default.
        self.preferred_output = ""
        self._output: AudioOutput | None = None
        self._stream: PcmStream | None = None
        self._format: QAudioFormat | None = None
        self._encoders: dict[str, _Encoder] = {}
        self._output_started = False
        # The stream's bytes_read when the output last ran dry on a live item: while
        # it has read nothing since, it waits and will not say idle again.
        self._dry_at: int | None = None
        self._current: str | None = None
        self._dropped: set[str] = set()  # live items skipped: their start, queued, is stale
        self._first_key: str | None = None
        self._requested_at = 0.0
        self._serial = 0  # of the stream now playing
        self.underruns = 0
        self._warned = False

    @property
    def active(self) -> bool:
        """Something is playing or waiting for its first samples."""
        return self._stream is not None

    @property
    def playing(self) -> str | None:
        """The key of the item being heard."""
        return self._current

    @property
    def stream(self) -> PcmStream | None:
        """What the output reads (tests read it back)."""
        return self._stream

    @property
    def format(self) -> QAudioFormat | None:
        return self._format

    def output_device(self) -> QAudioDevice | None:
        """The chosen output (``preferred_output``, an id from the preferences) when it
        is plugged in, else the system's default; None when there is no output."""
        device = find_device(
            list(QMediaDevices.audioOutputs()),
            self.preferred_output,
            QMediaDevices.defaultAudioOutput(),
        )
        return None if device.isNull() else device

    def _open_output(self) -> AudioOutput | None:
        if self.output_factory is not None:
            return self.output_factory(self)
        device = self.output_device()
        return None if device is None else SoundCardOutput(device, self)

    def play(self, items: Sequence[PlayItem], requested_at: float | None = None) -> bool:
        """Play items one after another, replacing anything playing. False when no output.

        ``requested_at`` (``time.perf_counter()``) is when the user asked; the
        first item's ``sig_first_sound`` counts from it.
        """
        self.stop()
        if not items:
            return False
        output = self._open_output()
        if output is None:
            self._say_unavailable(self.tr("No audio output device was found; playback is off."))
            return False
        self._output = output
        self._format = playback_format(
            items[0].sample_rate, output.supports, output.preferred_rate()
        )
        output.sig_idle.connect(self._on_output_idle)
        self._serial += 1
        stream = PcmStream(self, self._serial)
        stream.rebuffer_bytes = self._format.bytesForDuration(REBUFFER_MS * 1000)
        stream.sig_segment_started.connect(
            self._on_stream_segment_started, Qt.ConnectionType.QueuedConnection
        )
        self._stream = stream
        self._requested_at = time.perf_counter() if requested_at is None else requested_at
        self._first_key = items[0].key
        self.underruns = 0
        for item in items:
            encoder = _Encoder(item.sample_rate, self._format)
            data = encoder.feed(item.samples)
            if item.complete:
                stream.add(item.key, data + encoder.finish(), complete=True)
            else:
                self._encoders[item.key] = encoder
                stream.add(item.key, data, complete=False)
        return self._start_when_ready()

    def extend(self, key: str, samples: np.ndarray) -> None:
        """More samples of the live item ``key``."""
        encoder = self._encoders.get(key)
        if encoder is None or self._stream is None:
            return
        self._stream.extend(key, encoder.feed(samples))
        self._start_when_ready()

    def complete(self, key: str) -> None:
        """The live item ``key`` has all its samples."""
        encoder = self._encoders.pop(key, None)
        if encoder is None or self._stream is None:
            return
        self._stream.complete(key, encoder.finish())
        self._start_when_ready()
        self._end_if_finished()

    def drop(self, key: str) -> None:
        """Skip the live item ``key`` (it will not render), also when it is being heard."""
        if self._encoders.pop(key, None) is None or self._stream is None:
            return
        self._dropped.add(key)
        self._stream.drop(key)
        self._start_when_ready()
        self._end_if_finished()

    def stop(self) -> None:
        was_active = self._stream is not None
        self._release()
        if was_active:
            self.sig_stopped.emit()

    def _say_unavailable(self, message: str) -> None:
        if not self._warned:
            self._warned = True
            self.sig_unavailable.emit(message)

    def _start_when_ready(self) -> bool:
        """Start the output once there is something to read: its first read is then the
        first sound, not a poll a few tens of milliseconds later."""
        stream, output, fmt = self._stream, self._output, self._format
        if self._output_started or stream is None or output is None or fmt is None:
            return stream is not None
        if stream.readable_bytes() == 0:
            return True
        self._output_started = True
        if not output.start(stream, fmt):
            self._release()
            self._say_unavailable(self.tr("The audio output could not be opened; playback is off."))
            self.sig_stopped.emit()
            return False
        return True

    def _end_if_finished(self) -> None:
        """Stop when nothing is left and the output will not say so itself: it never
        started (every live item was dropped), or it ran dry and waits."""
        stream = self._stream
        if stream is None or not stream.finished:
            return
        if not self._output_started or self._dry_at == stream.bytes_read:
            self.stop()

    def _release(self) -> None:
        output, self._output = self._output, None
        if output is not None:
            output.sig_idle.disconnect(self._on_output_idle)
            output.stop()
            if output.parent() is self:
                output.deleteLater()
        stream, self._stream = self._stream, None
        if stream is not None:
            stream.close()
            stream.deleteLater()
        self._encoders.clear()
        self._output_started = False
        self._dry_at = None
        self._current = None
        self._dropped.clear()
        self._first_key = None

    @Slot(int, str, float)
    def _on_stream_segment_started(self, serial: int, key: str, at: float) -> None:
        stream = self._stream
        if stream is None or serial != stream.serial or key in self._dropped:
            return  # a stream stopped since, or a line skipped since
        self._current = key
        if key == self._first_key:
            self._first_key = None
            self.sig_first_sound.emit(key, (at - self._requested_at) * 1000)
        self.sig_started.emit(key)

    @Slot()
    def _on_output_idle(self) -> None:
        stream = self._stream
        if stream is None:
            return
        if stream.finished:
            self.stop()
            return
        waiting = stream.waiting_for
        if waiting is not None:
            self._dry_at = stream.bytes_read
            stream.hold(waiting)
            self.underruns += 1
            self.sig_underrun.emit(waiting)
