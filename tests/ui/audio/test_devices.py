"""The audio devices chosen in the preferences, and what happens when one is unplugged."""

from __future__ import annotations

from PySide6.QtMultimedia import QAudioDevice, QMediaDevices
from pytestqt.qtbot import QtBot

from studio.ui.audio.audio_format import device_id, find_device
from studio.ui.audio.player import Player


def test_a_chosen_device_is_used_while_it_is_there(qtbot: QtBot) -> None:
    outputs = list(QMediaDevices.audioOutputs())
    default = QMediaDevices.defaultAudioOutput()
    # Gone (unplugged since it was chosen): the default plays instead.
    assert find_device(outputs, "00ff", default) == default
    assert find_device([], "", default) == default
    null = QAudioDevice()
    assert find_device([], "anything", null).isNull()
    for device in outputs:
        assert find_device(outputs, device_id(device), default) == device
    player = Player()
    if outputs:
        player.preferred_output = device_id(outputs[-1])
        assert player.output_device() == outputs[-1]
    player.preferred_output = "00ff"
    assert player.output_device() == (None if default.isNull() else default)
