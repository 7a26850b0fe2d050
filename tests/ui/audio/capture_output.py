"""A test sink: an AudioOutput that reads the player's stream on a timer and keeps every byte.

It reads the way a sound card's pull does (a slice every few milliseconds;
``realtime`` paces the slices to the audio's own rate) and says idle when a
read finds nothing, once per dry spell, as QAudioSink does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QIODevice, QObject, QTimer, Slot
from PySide6.QtMultimedia import QAudioFormat

from studio.ui.audio.player import AudioOutput

Float = QAudioFormat.SampleFormat.Float
Int16 = QAudioFormat.SampleFormat.Int16


@dataclass
class Capture:
    """What the outputs of one test read (kept apart from the outputs, which Qt deletes)."""

    data: bytearray = field(default_factory=bytearray)
    formats: list[QAudioFormat] = field(default_factory=list)
    starts: int = 0
    stops: int = 0
    reading: bool = False  # an output is started and reads
    outputs: list[CaptureOutput] = field(default_factory=list)


class CaptureOutput(AudioOutput):
    def __init__(
        self,
        capture: Capture,
        parent: QObject | None = None,
        rates: tuple[int, ...] | None = None,
        sample_formats: tuple[QAudioFormat.SampleFormat, ...] = (Float, Int16),
        preferred: int = 48000,
        realtime: bool = False,
        interval_ms: int = 5,
    ) -> None:
        super().__init__(parent)
        self.capture = capture
        self._rates = rates
        self._sample_formats = sample_formats
        self._preferred = preferred
        self._realtime = realtime
        self._source: QIODevice | None = None
        self._slice = 1 << 16
        self._dry = False
        self.timer = QTimer(self)
        self.timer.setInterval(interval_ms)
        self.timer.timeout.connect(self._on_timer_timeout)
        capture.outputs.append(self)

    def supports(self, fmt: QAudioFormat) -> bool:
        rate_ok = self._rates is None or fmt.sampleRate() in self._rates
        return rate_ok and fmt.sampleFormat() in self._sample_formats and fmt.channelCount() == 1

    def preferred_rate(self) -> int:
        return self._preferred

    def start(self, source: QIODevice, fmt: QAudioFormat) -> bool:
        self._source = source
        self.capture.formats.append(fmt)
        self.capture.starts += 1
        self.capture.reading = True
        if self._realtime:
            self._slice = fmt.bytesForDuration(self.timer.interval() * 1000)
        self.timer.start()
        self._on_timer_timeout()  # a sink reads as it starts
        return True

    def stop(self) -> None:
        self.timer.stop()
        self.capture.stops += 1
        self.capture.reading = False
        self._source = None

    @Slot()
    def _on_timer_timeout(self) -> None:
        if self._source is None:
            return
        data = self._source.read(self._slice).data()
        if data:
            self.capture.data += data
            self._dry = False
        elif not self._dry:
            self._dry = True
            self.sig_idle.emit()


def capture_factory(capture: Capture, **options: Any) -> Callable[[QObject], CaptureOutput]:
    """An ``output_factory`` for Player that makes CaptureOutputs reporting to ``capture``."""

    def make(parent: QObject) -> CaptureOutput:
        return CaptureOutput(capture, parent, **options)

    return make
