"""Recorder logic on a fake input device, and a real round trip through PulseAudio."""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from studio.ui.audio.recorder import Recorder, peak_db
from tests.ui.audio.fake_input import RATE, FakeInput


def test_recorder_collects_samples_levels_and_elapsed_time(qtbot: QtBot) -> None:
    recorder = Recorder()
    levels: list[float] = []
    recorder.sig_level.connect(levels.append)
    backend = FakeInput(amplitude=0.5)
    assert recorder.start(backend)
    qtbot.waitUntil(lambda: recorder.elapsed >= 0.2, timeout=5000)
    with qtbot.waitSignal(recorder.sig_finished) as blocker:
        take = recorder.stop()
    assert take is blocker.args[0]
    assert backend.stopped and not recorder.recording
    assert take.sample_rate == RATE
    assert take.seconds >= 0.2 and len(take.samples) % (RATE // 50) == 0
    assert np.max(np.abs(take.samples)) == pytest.approx(0.5, abs=0.01)
    assert levels and all(level == pytest.approx(-6.0, abs=0.2) for level in levels)


def test_recorder_reports_clipping_and_only_clipping(qtbot: QtBot) -> None:
    recorder = Recorder()
    clipped: list[bool] = []
    recorder.sig_clipped.connect(lambda: clipped.append(True))
    assert recorder.start(FakeInput(amplitude=0.9))
    qtbot.waitUntil(lambda: recorder.elapsed >= 0.1, timeout=5000)
    recorder.stop()
    assert not clipped  # loud, with single samples near the top, is not clipped
    assert recorder.start(FakeInput(amplitude=0.9, clip=True))
    qtbot.waitUntil(lambda: bool(clipped), timeout=5000)
    recorder.stop()


def test_recorder_stops_itself_at_the_limit(qtbot: QtBot) -> None:
    recorder = Recorder(max_seconds=0.1)
    with qtbot.waitSignal(recorder.sig_finished, timeout=5000) as blocker:
        recorder.start(FakeInput())
    assert blocker.args[0].seconds == pytest.approx(0.1)


def test_recorder_reports_a_device_that_cannot_open(qtbot: QtBot) -> None:
    recorder = Recorder()
    with qtbot.waitSignal(recorder.sig_error) as blocker:
        assert not recorder.start(FakeInput(fail="No microphone was found."))
    assert blocker.args == ["No microphone was found."]
    assert recorder.stop() is None


def test_peak_db_of_silence_and_full_scale() -> None:
    assert peak_db(np.zeros(10, np.float32)) == -90.0
    assert peak_db(np.ones(10, np.float32)) == pytest.approx(0.0)


def null_sink_ready() -> bool:
    """A null sink 'testsink' and its remapped source 'testmic' (what .ci/run sets up)."""
    if shutil.which("pactl") is None:
        return False
    try:
        out = subprocess.run(
            ["pactl", "list", "short", "sources"], capture_output=True, text=True, timeout=5
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return out.returncode == 0 and "testmic" in out.stdout


@pytest.mark.skipif(not null_sink_ready(), reason="no PulseAudio null sink (.ci/run starts one)")
def test_real_round_trip_plays_a_tone_and_records_it_back(qtbot: QtBot) -> None:
    from PySide6.QtMultimedia import QMediaDevices

    from studio.ui.audio.player import Player, PlayItem
    from studio.ui.audio.recorder import QtInputBackend

    inputs = [d for d in QMediaDevices.audioInputs() if "testmic" in bytes(d.id().data()).decode()]
    if not inputs or QMediaDevices.defaultAudioOutput().isNull():
        pytest.skip("Qt does not list the null sink's devices")
    recorder = Recorder()
    assert recorder.start(QtInputBackend(inputs[0]))
    player = Player()
    rate = 24000
    t = np.arange(rate * 2) / rate
    tone = (0.5 * np.sin(2 * np.pi * 660 * t)).astype(np.float32)
    with qtbot.waitSignal(player.sig_stopped, timeout=15000):
        assert player.play([PlayItem("tone", tone, rate)])
    take = recorder.stop()
    assert take is not None and take.seconds > 1.0
    spectrum = np.abs(np.fft.rfft(take.samples))
    peak_hz = np.argmax(spectrum) * take.sample_rate / len(take.samples)
    assert peak_hz == pytest.approx(660, abs=15)
