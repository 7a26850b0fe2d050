"""The record dialog on a fake microphone: reading prompt, countdown, level, clip light,
keep or discard, and what it says without a microphone."""

from __future__ import annotations

from PySide6.QtMultimedia import QAudioDevice
from pytestqt.qtbot import QtBot

from studio.core.text.voice_texts import reading_prompt
from studio.ui.audio.record_dialog import RecordDialog
from tests.ui.audio.fake_input import FakeInput

# A device entry for the list; the fake backend ignores it.
MIC = QAudioDevice()


def _dialog(qtbot: QtBot, countdown_s: int = 0, **fake: object) -> RecordDialog:
    dialog = RecordDialog(
        "me",
        backend_factory=lambda device: FakeInput(**fake),  # type: ignore[arg-type]
        devices=[MIC],
        countdown_s=countdown_s,
    )
    qtbot.addWidget(dialog)
    return dialog


def test_record_dialog_keeps_a_take_as_a_wav_file_with_the_prompt_as_transcript(
    qtbot: QtBot,
) -> None:
    dialog = _dialog(qtbot)
    assert dialog.prompt.text() == reading_prompt()
    dialog.record_button.setChecked(True)
    qtbot.waitUntil(lambda: dialog.recorder.elapsed >= 1.2, timeout=10000)
    assert dialog.level.value() > 80  # a -6 dBFS sine on a 60 dB meter
    assert not dialog.clipped
    dialog.record_button.setChecked(False)
    assert dialog.take is not None and dialog.waveform.has_audio
    assert dialog.keep_button.isEnabled()
    dialog.name_edit.setText("my voice/take")
    dialog.keep_button.click()
    assert dialog.saved_path is not None and dialog.saved_path.is_file()
    assert dialog.saved_path.name.startswith("my-voice-take-")
    assert dialog.voice_name == "my voice/take"
    assert dialog.transcript == reading_prompt()


def test_record_dialog_counts_down_before_it_listens(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, countdown_s=1)
    dialog.record_button.setChecked(True)
    assert dialog.counting_down and not dialog.recorder.recording
    assert "1" in dialog.record_button.text()
    with qtbot.waitSignal(dialog.recorder.sig_started, timeout=5000):
        pass
    assert not dialog.counting_down and dialog.recorder.recording
    dialog.record_button.setChecked(False)
    assert not dialog.recorder.recording


def test_stopping_during_the_countdown_records_nothing(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, countdown_s=3)
    dialog.record_button.setChecked(True)
    dialog.record_button.setChecked(False)
    assert not dialog.counting_down and not dialog.recorder.recording
    assert dialog.take is None and not dialog.keep_button.isEnabled()


def test_the_clip_light_goes_on_for_a_clipped_take_and_says_what_to_do(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, amplitude=0.9, clip=True)
    dialog.record_button.setChecked(True)
    qtbot.waitUntil(lambda: dialog.clipped, timeout=5000)
    assert dialog.clip_light.property("lit") is True
    qtbot.waitUntil(lambda: dialog.recorder.elapsed >= 1.2, timeout=10000)
    dialog.record_button.setChecked(False)
    assert "clipped" in dialog.message.text() and dialog.keep_button.isEnabled()
    dialog.record_button.setChecked(True)  # a new take puts the light out
    assert dialog.clip_light.property("lit") is False
    dialog.record_button.setChecked(False)


def test_record_dialog_refuses_a_too_short_take(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.record_button.setChecked(True)
    qtbot.waitUntil(lambda: dialog.recorder.elapsed >= 0.1, timeout=5000)
    dialog.record_button.setChecked(False)
    assert not dialog.keep_button.isEnabled()
    assert "at least" in dialog.message.text()


def test_without_a_microphone_it_says_so_and_cannot_record(qtbot: QtBot) -> None:
    dialog = RecordDialog("me", devices=[])
    qtbot.addWidget(dialog)
    assert not dialog.record_button.isEnabled()
    assert dialog.message.text().startswith("No microphone was found;")
    assert dialog.message.text().count(".") == 1
    dialog.reject()
    assert dialog.saved_path is None
