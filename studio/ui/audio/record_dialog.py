"""The record-a-voice dialog: a text to read, a countdown, a level meter, keep or discard.

A new user rarely knows what to say or how loud: the dialog shows a short
text to read aloud (about 15 s), counts down before it listens, shows the
level as it records and lights up when the input clips. Without a
microphone it says so in one sentence and the rest of the studio is
untouched.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QStandardPaths, Qt, QTimer, Slot
from PySide6.QtMultimedia import QAudioDevice
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.sound.audio import prepare_reference, write_audio
from studio.core.text.voice_texts import reading_prompt
from studio.errors import StudioError
from studio.ui.audio.audio_format import device_id
from studio.ui.audio.recorder import (
    InputBackend,
    QtInputBackend,
    RecordedTake,
    Recorder,
    input_devices,
)
from studio.ui.audio.waveform import WaveformView
from studio.ui.base.i18n import error_text, localized

BackendFactory = Callable[[QAudioDevice | None], InputBackend]
# The meter shows the top 60 dB: quieter is silence to a listener.
METER_FLOOR_DB = -60.0
COUNTDOWN_TICK_MS = 1000
MAX_COUNTDOWN_S = 10


def recordings_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recordings"


class RecordDialog(QDialog):
    """Records a take; ``saved_path``, ``voice_name`` and ``transcript`` are set when kept."""

    def __init__(
        self,
        suggested_name: str,
        parent: QWidget | None = None,
        backend_factory: BackendFactory | None = None,
        devices: list[QAudioDevice] | None = None,
        countdown_s: int = 3,
        preferred_input: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Record a voice"))
        self._factory: BackendFactory = backend_factory or QtInputBackend
        self._take: RecordedTake | None = None
        self._counting = 0
        self.clipped = False
        self._stopped_because = ""
        self.saved_path: Path | None = None
        self.voice_name = suggested_name
        self.transcript = ""
        self.recorder = Recorder(self)
        self.recorder.sig_level.connect(self._on_recorder_level)
        self.recorder.sig_clipped.connect(self._on_recorder_clipped)
        self.recorder.sig_elapsed.connect(self._on_recorder_elapsed)
        self.recorder.sig_finished.connect(self._on_recorder_finished)
        self.recorder.sig_error.connect(self._on_recorder_error)
        self._countdown = QTimer(self)
        self._countdown.setInterval(COUNTDOWN_TICK_MS)
        self._countdown.timeout.connect(self._on_countdown_timeout)

        self.prompt = QLabel(reading_prompt())
        self.prompt.setObjectName("readingPrompt")
        self.prompt.setWordWrap(True)
        self.prompt.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        prompt_frame = QFrame()
        prompt_frame.setFrameShape(QFrame.Shape.StyledPanel)
        prompt_layout = QVBoxLayout(prompt_frame)
        prompt_layout.addWidget(QLabel(self.tr("Read this aloud at an easy pace:")))
        prompt_layout.addWidget(self.prompt)
        self.use_prompt = QCheckBox(self.tr("I read this text: use it as the voice's transcript"))
        self.use_prompt.setChecked(True)

        found = devices if devices is not None else input_devices()
        self.device_combo = QComboBox()
        for device in found:
            self.device_combo.addItem(device.description() or self.tr("Microphone"), device)
            if preferred_input and device_id(device) == preferred_input:
                self.device_combo.setCurrentIndex(self.device_combo.count() - 1)
        self.name_edit = QLineEdit(suggested_name)
        self.countdown_spin = QSpinBox()
        self.countdown_spin.setRange(0, MAX_COUNTDOWN_S)
        self.countdown_spin.setSuffix(self.tr(" s"))
        self.countdown_spin.setValue(max(0, min(MAX_COUNTDOWN_S, countdown_s)))
        self.record_button = QPushButton(self.tr("Record"))
        self.record_button.setCheckable(True)
        self.record_button.toggled.connect(self._on_record_toggled)
        self.elapsed_label = QLabel("0.0 s")
        self.elapsed_label.setMinimumWidth(60)
        self.level = QProgressBar()
        self.level.setRange(0, 100)
        self.level.setValue(0)
        self.level.setTextVisible(False)
        self.level.setMaximumHeight(10)
        self.clip_light = QLabel(self.tr("Clip"))
        self.clip_light.setObjectName("clipLight")
        self.clip_light.setToolTip(self.tr("Lights up when the input clips: lower the gain"))
        self._set_clip_light(False)
        self.waveform = WaveformView()
        self.waveform.set_placeholder(self.tr("Press Record, wait for the countdown, then read."))
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("errorLabel")
        self.buttons = QDialogButtonBox()
        self.keep_button = self.buttons.addButton(
            self.tr("Keep"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(self.tr("Discard"), QDialogButtonBox.ButtonRole.RejectRole)
        self.keep_button.setEnabled(False)
        self.buttons.accepted.connect(self._on_keep)
        self.buttons.rejected.connect(self.reject)

        form = QFormLayout()
        form.addRow(self.tr("Microphone"), self.device_combo)
        form.addRow(self.tr("Voice name"), self.name_edit)
        form.addRow(self.tr("Countdown"), self.countdown_spin)
        row = QHBoxLayout()
        row.addWidget(self.record_button)
        row.addWidget(self.elapsed_label)
        row.addWidget(self.level, 1)
        row.addWidget(self.clip_light)
        layout = QVBoxLayout(self)
        layout.addWidget(prompt_frame)
        layout.addWidget(self.use_prompt)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.waveform)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(520, 420)
        if not found:
            self.device_combo.addItem(self.tr("No microphone found"), None)
            self.device_combo.setEnabled(False)
            self.record_button.setEnabled(False)
            self.message.setText(
                self.tr(
                    "No microphone was found; connect one and open this window again, "
                    "or add a voice from a file."
                )
            )

    @property
    def take(self) -> RecordedTake | None:
        return self._take

    @property
    def counting_down(self) -> bool:
        return self._countdown.isActive()

    # --- record, with a countdown first -----------------------------------

    @Slot(bool)
    def _on_record_toggled(self, on: bool) -> None:
        if not on:
            self._countdown.stop()
            self.record_button.setText(self.tr("Record"))
            self.recorder.stop()
            return
        self.message.clear()
        self.keep_button.setEnabled(False)
        self._set_clip_light(False)
        self._counting = self.countdown_spin.value()
        if self._counting <= 0:
            self._start_recording()
            return
        self.record_button.setText(self.tr("Starting in {0}…").format(self._counting))
        self._countdown.start()

    @Slot()
    def _on_countdown_timeout(self) -> None:
        self._counting -= 1
        if self._counting > 0:
            self.record_button.setText(self.tr("Starting in {0}…").format(self._counting))
            return
        self._countdown.stop()
        self._start_recording()

    def _start_recording(self) -> None:
        backend = self._factory(self.device_combo.currentData())
        if not self.recorder.start(backend):
            self.record_button.blockSignals(True)
            self.record_button.setChecked(False)
            self.record_button.setText(self.tr("Record"))
            self.record_button.blockSignals(False)
            return
        self.record_button.setText(self.tr("Stop"))

    # --- recorder slots ------------------------------------------------------

    @Slot(float)
    def _on_recorder_level(self, db: float) -> None:
        fraction = (max(METER_FLOOR_DB, db) - METER_FLOOR_DB) / -METER_FLOOR_DB
        self.level.setValue(int(round(100 * fraction)))

    @Slot()
    def _on_recorder_clipped(self) -> None:
        self._set_clip_light(True)

    def _set_clip_light(self, lit: bool) -> None:
        self.clipped = lit
        self.clip_light.setProperty("lit", lit)
        self.clip_light.style().polish(self.clip_light)

    @Slot(float)
    def _on_recorder_elapsed(self, seconds: float) -> None:
        self.elapsed_label.setText(localized("{0:.1f} s", seconds))

    @Slot(object)
    def _on_recorder_finished(self, take: RecordedTake) -> None:
        self.record_button.blockSignals(True)
        self.record_button.setChecked(False)
        self.record_button.setText(self.tr("Record again"))
        self.record_button.blockSignals(False)
        self.level.setValue(0)
        self._take = take
        self.waveform.set_samples(take.samples)
        # Why the recording stopped by itself (the microphone went away), if it did.
        stopped = self._stopped_because
        self._stopped_because = ""
        error = self._check(take)
        if error is None and self.clipped:
            error = self.tr(
                "The input clipped: you can keep the take and trim the clipped part away, "
                "or record again with the gain lower."
            )
            self.keep_button.setEnabled(True)
        else:
            self.keep_button.setEnabled(error is None)
        self.message.setText(" ".join(m for m in (stopped, error) if m))

    @Slot(str)
    def _on_recorder_error(self, message: str) -> None:
        if self.recorder.recording:
            self._stopped_because = message  # the take that follows says it
        self.message.setText(message)

    def _check(self, take: RecordedTake) -> str | None:
        try:
            prepare_reference(
                take.samples, take.sample_rate, take.sample_rate, self.tr("The recording")
            )
        except StudioError as exc:
            return error_text(exc)
        return None

    # --- keep or discard -----------------------------------------------------

    @Slot()
    def _on_keep(self) -> None:
        take = self._take
        if take is None:
            return
        name = self.name_edit.text().strip() or self.voice_name
        folder = recordings_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            stamp = np.datetime64("now").astype(str).replace(":", "-")
            # The voice's name may hold any character; the file's name only safe ones.
            safe = re.sub(r"[^\w.-]+", "-", name).strip(".-") or "recording"
            self.saved_path = write_audio(
                folder / f"{safe}-{stamp}.wav", take.samples, take.sample_rate
            )
        except (OSError, StudioError) as exc:
            self.message.setText(error_text(exc))
            return
        self.voice_name = name
        self.transcript = self.prompt.text() if self.use_prompt.isChecked() else ""
        self.accept()

    def done(self, result: int) -> None:
        # However the dialog closes (Keep, Discard, Escape, its window closing),
        # the microphone is released and no timer is left running.
        self._countdown.stop()
        self.recorder.stop()
        super().done(result)
