"""Streaming playback end to end on the real pocket-tts (tiny, random weights): what the
output reads is the take saved for the line, sample for sample.

One test reads with the test sink; one plays through a real QAudioSink on the
PulseAudio null sink that CI starts (.ci/run), reading back what the sink pulled.
"""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest
from PySide6.QtCore import QIODevice, QObject
from PySide6.QtMultimedia import QAudioFormat, QMediaDevices
from pytestqt.qtbot import QtBot

from studio.ui.audio.audio_format import mono_to_float32_bytes
from studio.ui.audio.player import SoundCardOutput
from studio.ui.main_window import MainWindow
from tests.ui.audio.capture_output import Capture, capture_factory
from tests.ui.helpers import add_lines, row_values

TEXT = "Streaming playback starts with the first chunk and keeps going while the rest renders."


def take_bytes(window: MainWindow, line_id: str) -> bytes:
    take = window.session.take_to_play(window.session.document.line(line_id))
    assert take is not None
    audio = window.session.takes.get(take.id)
    assert audio is not None
    return mono_to_float32_bytes(audio)


def test_a_stale_line_plays_as_it_renders_and_is_heard_as_its_take(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    capture = Capture()
    window.player.output_factory = capture_factory(capture)
    (line_id,) = add_lines(window, [("alice", TEXT)])
    chunks: list[int] = []
    window.session.sig_line_chunk.connect(lambda line, offset, samples: chunks.append(offset))
    window.editor.select_lines([line_id])
    with qtbot.waitSignal(window.player.sig_stopped, timeout=60000):
        window.act_play.trigger()
    assert row_values(window, line_id)["status"] == "done"
    assert window.session.engine_info is not None
    rate = window.session.engine_info.sample_rate
    assert capture.formats[0].sampleRate() == rate
    assert len(chunks) > 1 and chunks == sorted(chunks)
    assert bytes(capture.data) == take_bytes(window, line_id)
    assert window.session.model.first_sound(line_id) is not None


class TapDevice(QIODevice):
    """Stands between the real sink and the player's stream, keeping what the sink reads."""

    def __init__(self, source: QIODevice, parent: QObject) -> None:
        super().__init__(parent)
        self.source = source
        self.data = bytearray()
        source.readyRead.connect(self.readyRead)
        self.open(QIODevice.OpenModeFlag.ReadOnly)

    def isSequential(self) -> bool:  # noqa: N802
        return True

    def bytesAvailable(self) -> int:  # noqa: N802
        return self.source.bytesAvailable() + super().bytesAvailable()

    def readData(self, maxlen: int) -> bytes | bytearray | memoryview:  # noqa: N802
        data = self.source.read(maxlen).data()
        self.data += data
        return data

    def writeData(self, data: bytes | bytearray | memoryview, size: int, /) -> int:  # noqa: N802
        return -1


class TappedSoundCard(SoundCardOutput):
    taps: list[TapDevice] = []

    def start(self, source: QIODevice, fmt: QAudioFormat) -> bool:
        parent = self.parent()
        assert parent is not None  # the player that made it
        tap = TapDevice(source, parent)
        TappedSoundCard.taps.append(tap)
        return super().start(tap, fmt)


def _null_sink_ready() -> bool:
    if shutil.which("pactl") is None:
        return False
    try:
        out = subprocess.run(
            ["pactl", "list", "short", "sinks"], capture_output=True, text=True, timeout=5
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "testsink" in out.stdout


@pytest.mark.skipif(not _null_sink_ready(), reason="no PulseAudio null sink (.ci/run starts one)")
def test_a_real_sound_card_pulls_exactly_the_take(qtbot: QtBot, studio_window: MainWindow) -> None:
    device = QMediaDevices.defaultAudioOutput()
    if device.isNull():
        pytest.skip("Qt does not list the null sink")
    window = studio_window
    TappedSoundCard.taps.clear()
    window.player.output_factory = lambda parent: TappedSoundCard(device, parent)
    (line_id,) = add_lines(window, [("alice", TEXT)])
    underruns: list[str] = []
    window.player.sig_underrun.connect(underruns.append)
    window.editor.select_lines([line_id])
    with qtbot.waitSignal(window.player.sig_stopped, timeout=60000):
        window.act_play.trigger()
    fmt = window.player.format
    assert fmt is not None and fmt.sampleFormat() == QAudioFormat.SampleFormat.Float
    (tap,) = TappedSoundCard.taps
    assert bytes(tap.data) == take_bytes(window, line_id)
    first = window.session.model.first_sound(line_id)
    assert first is not None and first > 0
    stats = window.playback.last_stats
    assert stats is not None and stats.line_id == line_id and stats.underruns == len(underruns)
    heard = np.frombuffer(bytes(tap.data), dtype="<f4")
    take = window.session.document.line(line_id).current_take
    assert take is not None and len(heard) == take.num_samples
