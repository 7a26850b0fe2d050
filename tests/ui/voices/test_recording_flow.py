"""Record voice from the window: a real recording through PulseAudio's null sink ends in
the workbench; without a microphone the dialog says so and nothing else changes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtMultimedia import QMediaDevices
from pytestqt.qtbot import QtBot

from studio.core.text.voice_texts import reading_prompt
from studio.ui.audio.player import PlayItem
from tests.ui.audio.test_recorder import null_sink_ready
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines
from tests.ui.voices.helpers import wait_analysed


@pytest.mark.skipif(not null_sink_ready(), reason="no PulseAudio null sink (.ci/run starts one)")
def test_recording_with_the_null_sink_ends_in_the_workbench(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    if QMediaDevices.defaultAudioOutput().isNull():
        pytest.skip("Qt does not list the null sink")
    dialog = window.voice_tools.record()
    assert window.voice_tools.record() is dialog  # one recording at a time
    combo = dialog.device_combo
    mics = [i for i in range(combo.count()) if "testmic" in bytes(combo.itemData(i).id()).decode()]
    if not mics:
        pytest.skip("Qt does not list the null sink's microphone")
    combo.setCurrentIndex(mics[0])
    dialog.countdown_spin.setValue(0)
    levels: list[int] = []
    dialog.recorder.sig_level.connect(lambda db: levels.append(dialog.level.value()))

    assert dialog.level.value() == 0
    dialog.record_button.setChecked(True)
    assert dialog.recorder.recording
    rate = 24000
    t = np.arange(int(rate * 2.0)) / rate
    tone = (0.5 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    with qtbot.waitSignal(window.player.sig_stopped, timeout=15000):
        assert window.player.play([PlayItem("", tone, rate)])
    dialog.record_button.setChecked(False)
    # The meter rose with the tone (-6 dBFS) and fell back when the recording stopped.
    # (The null sink may be shared with other programs, so its silence is not relied on.)
    assert max(levels) > 70 and dialog.level.value() == 0
    assert dialog.keep_button.isEnabled(), dialog.message.text()

    with qtbot.waitSignal(window.session.sig_idle, timeout=20000):
        dialog.keep_button.click()
    assert window.voice_tools.record_dialog is None
    assert window.settings.record_countdown == 0  # remembered for the next recording
    name = "recording"
    entry = window.session.document.voice(name)
    assert entry is not None and entry.transcript == reading_prompt()
    assert window.voices.current_name() == name
    workbench = window.voice_tools.workbenches[name]
    assert workbench.isVisible()
    wait_analysed(qtbot, workbench)
    assert workbench.view.seconds > 1.5
    workbench.close()


def test_without_a_microphone_recording_says_so_and_nothing_breaks(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("studio.ui.audio.record_dialog.input_devices", lambda: [])
    window = fake_window(qtbot, tmp_path)
    voices_before = list(window.session.document.voices)
    window.act_record.trigger()
    dialog = window.voice_tools.record_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.message.text() == (
        "No microphone was found; connect one and open this window again, "
        "or add a voice from a file."
    )
    assert not dialog.record_button.isEnabled()
    dialog.buttons.rejected.emit()  # Discard
    assert window.voice_tools.record_dialog is None
    assert window.session.document.voices == voices_before
    assert window.voice_tools.workbenches == {}
    ids = add_lines(window, [("alice", "Still working.")])
    assert window.session.document.line(ids[0]).text == "Still working."
