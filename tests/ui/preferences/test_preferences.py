"""Preferences: a round trip through the settings, what needs the model reloaded,
and the cache folder measured and cleared off the GUI thread."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import torch
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from studio.cache import DiskTier
from studio.cache.keys import prompt_key
from studio.engines.devices import DeviceOption
from studio.errors import Said
from studio.ui.base.settings import Settings
from studio.ui.preferences.dialog import PreferencesDialog

DEVICES = [
    DeviceOption("auto", Said("Automatic (CPU)")),
    DeviceOption("cpu", Said("CPU (2 cores)")),
]


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))


def test_choices_round_trip_and_say_when_the_model_must_reload(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = _settings(tmp_path)
    dialog = PreferencesDialog(settings, DEVICES)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.disk_size.text() != "Measuring…", timeout=10000)
    assert dialog.batch.value() == 0 and dialog.batch.text() == "Automatic"
    dialog.autosave.setValue(30)
    dialog.export_format.setCurrentIndex(dialog.export_format.findData("mp3"))
    dialog.batch.setValue(6)
    dialog.save()
    assert not dialog.changed_engine  # nothing that needs the model loaded again changed
    again = _settings(tmp_path)
    assert again.autosave_seconds == 30 and again.export_choices.format == "mp3"
    assert again.batch_size == 6

    dialog.device.setCurrentIndex(dialog.device.findData("cpu"))
    dialog.threads.setValue(2)
    dialog.memory.setValue(256)
    dialog.disk_dir.setText(str(tmp_path / "cache"))
    dialog.save()
    assert dialog.changed_engine
    again = _settings(tmp_path)
    assert (again.device, again.threads, again.memory_cache_mb) == ("cpu", 2, 256)
    assert again.disk_cache_dir == str(tmp_path / "cache")
    dialog.reject()


def test_the_cache_folder_is_measured_and_cleared(qtbot: QtBot, tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    disk = DiskTier(folder, 10**9)
    for n in range(2):
        key = prompt_key("pocket", "fp", "float32", 24000, np.full(100, n, np.float32))
        disk.put(key, {"x": torch.zeros(1000)})
    settings = _settings(tmp_path)
    settings.disk_cache_dir = str(folder)
    dialog = PreferencesDialog(settings, DEVICES)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: "kB" in dialog.disk_size.text(), timeout=10000)
    dialog.clear_button.click()
    qtbot.waitUntil(lambda: dialog.disk_size.text() == "0 B", timeout=10000)
    assert DiskTier(folder, 10**9).entries() == []
    dialog.reject()


def test_the_speech_recognition_choices_round_trip(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    dialog = PreferencesDialog(settings, DEVICES)
    qtbot.addWidget(dialog)
    box = dialog.checks_box
    assert not box.check_words.isChecked() and box.recognizer.currentData() == "base.en"
    box.check_words.setChecked(True)
    box.threshold.setValue(10)
    box.recognizer.setCurrentIndex(box.recognizer.findData("random"))
    box.transcribe_voices.setChecked(True)
    dialog.save()
    assert dialog.changed_checks
    again = _settings(tmp_path)
    assert (again.check_words, again.check_max_wer, again.asr_model) == (True, 0.1, "random")
    assert again.transcribe_new_voices
    dialog.save()
    assert not dialog.changed_checks  # nothing changed the second time
    dialog.reject()


def test_the_compile_choice_round_trips_and_reloads_the_model(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    assert settings.compile_model == "auto"
    dialog = PreferencesDialog(settings, DEVICES)
    qtbot.addWidget(dialog)
    assert dialog.compile.currentData() == "auto" and dialog.compile.currentText() == "Automatic"
    assert [dialog.compile.itemData(i) for i in range(dialog.compile.count())] == [
        "auto",
        "on",
        "off",
    ]
    dialog.save()
    assert not dialog.changed_engine
    dialog.compile.setCurrentIndex(dialog.compile.findData("off"))
    dialog.save()
    assert dialog.changed_engine  # a model compiled or not is loaded again
    assert _settings(tmp_path).compile_model == "off"
    dialog.reject()
    # A value the studio does not know reads as the default.
    settings.compile_model = "sometimes"
    assert settings.compile_model == "auto"
