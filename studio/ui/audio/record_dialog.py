"""The record-a-voice dialog: device, record/stop, elapsed time, level, keep or discard."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QStandardPaths, Slot
from PySide6.QtMultimedia import QAudioDevice
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.core.audio import prepare_reference, write_audio
from studio.errors import StudioError
from studio.ui.audio.recorder import (
    SILENCE_DB,
    InputBackend,
    QtInputBackend,
    RecordedTake,
    Recorder,
    input_devices,
)
from studio.ui.audio.waveform import WaveformView

BackendFactory = Callable[[QAudioDevice | None], InputBackend]


def recordings_dir() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "recordings"


class RecordDialog(QDialog):
    """Records a take; ``saved_path`` and ``voice_name`` are set when the user keeps it."""

    def __init__(
        self,
        suggested_name: str,
        parent: QWidget | None = None,
        backend_factory: BackendFactory | None = None,
        devices: list[QAudioDevice] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Record a voice"))
        self._factory: BackendFactory = backend_factory or QtInputBackend
        self._take: RecordedTake | None = None
        self.saved_path: Path | None = None
        self.voice_name = suggested_name
        self.recorder = Recorder(self)
        self.recorder.sig_level.connect(self._on_recorder_level)
        self.recorder.sig_elapsed.connect(self._on_recorder_elapsed)
        self.recorder.sig_finished.connect(self._on_recorder_finished)
        self.recorder.sig_error.connect(self._on_recorder_error)

        self.device_combo = QComboBox()
        for device in devices if devices is not None else input_devices():
            self.device_combo.addItem(device.description(), device)
        if self.device_combo.count() == 0:
            self.device_combo.addItem(self.tr("No microphone found"), None)
        self.name_edit = QLineEdit(suggested_name)
        self.record_button = QPushButton(self.tr("Record"))
        self.record_button.setCheckable(True)
        self.record_button.toggled.connect(self._on_record_toggled)
        self.elapsed_label = QLabel("0.0 s")
        self.elapsed_label.setMinimumWidth(60)
        self.level = QProgressBar()
        self.level.setRange(0, 100)
        self.level.setTextVisible(False)
        self.level.setMaximumHeight(10)
        self.waveform = WaveformView()
        self.waveform.set_placeholder(self.tr("Read a few sentences aloud (5-20 s works best)."))
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
        row = QHBoxLayout()
        row.addWidget(self.record_button)
        row.addWidget(self.elapsed_label)
        row.addWidget(self.level, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(row)
        layout.addWidget(self.waveform)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(460, 260)

    @property
    def take(self) -> RecordedTake | None:
        return self._take

    @Slot(bool)
    def _on_record_toggled(self, on: bool) -> None:
        if on:
            self.message.clear()
            self.keep_button.setEnabled(False)
            backend = self._factory(self.device_combo.currentData())
            if not self.recorder.start(backend):
                self.record_button.setChecked(False)
                return
            self.record_button.setText(self.tr("Stop"))
        else:
            self.record_button.setText(self.tr("Record"))
            self.recorder.stop()

    @Slot(float)
    def _on_recorder_level(self, db: float) -> None:
        self.level.setValue(int(100 * (db - SILENCE_DB) / -SILENCE_DB))

    @Slot(float)
    def _on_recorder_elapsed(self, seconds: float) -> None:
        self.elapsed_label.setText(f"{seconds:.1f} s")

    @Slot(object)
    def _on_recorder_finished(self, take: RecordedTake) -> None:
        self.record_button.blockSignals(True)
        self.record_button.setChecked(False)
        self.record_button.setText(self.tr("Record again"))
        self.record_button.blockSignals(False)
        self.level.setValue(0)
        self._take = take
        self.waveform.set_samples(take.samples)
        error = self._check(take)
        self.message.setText(error or "")
        self.keep_button.setEnabled(error is None)

    @Slot(str)
    def _on_recorder_error(self, message: str) -> None:
        self.message.setText(message)

    def _check(self, take: RecordedTake) -> str | None:
        try:
            prepare_reference(
                take.samples, take.sample_rate, take.sample_rate, self.tr("The recording")
            )
        except StudioError as exc:
            return str(exc)
        return None

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
            self.saved_path = write_audio(
                folder / f"{name}-{stamp}.wav", take.samples, take.sample_rate
            )
        except (OSError, StudioError) as exc:
            self.message.setText(str(exc))
            return
        self.voice_name = name
        self.accept()

    def done(self, result: int) -> None:
        self.recorder.stop()
        super().done(result)
