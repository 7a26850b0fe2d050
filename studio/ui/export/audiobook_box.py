"""The export form's audiobook choices: cover, room tone, one file per chapter, ACX.

M4B and MP3 files carry the project's chapters, the title, the author and
the cover. ACX (Audible) takes MP3 at 44.1 kHz and a constant 192 kbps or
more, with RMS between -23 and -18 dB, peaks under -3 dB, a noise floor
under -60 dB and room tone at the head and tail of every file: "Use the ACX
preset" sets all of it at once (the form sets the format, rate, bit rate
and loudness), and the check reads every file back after the export.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from studio.core.sound.acx import ACX_HEAD_SECONDS, ACX_TAIL_SECONDS, HEAD_RANGE, TAIL_RANGE
from studio.paths import expand_path
from studio.ui.export.path_row import PathRow


class AudiobookBox(QGroupBox):
    sig_acx_preset = Signal()  # the form sets everything ACX asks for

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Audiobook"), parent)
        self.cover_edit = QLineEdit(self)
        self.cover_edit.setPlaceholderText(self.tr("A JPEG or PNG image (M4B and MP3)"))
        self.cover_browse = QPushButton(self.tr("Browse…"), self)
        self.head_spin = self._seconds_spin(self.tr("Silence before the first line of each file"))
        self.tail_spin = self._seconds_spin(self.tr("Silence after the last line of each file"))
        self.chapters_row = PathRow(self.tr("One file per chapter in"), folder=True, parent=self)
        self.chapters_row.setToolTip(
            self.tr("Besides the narration, each chapter as a file of its own in this folder")
        )
        self.acx_check = QCheckBox(self.tr("Check every file against ACX"), self)
        self.acx_check.setToolTip(
            self.tr(
                "Read every file back after writing it: MP3 at 44.1 kHz and a constant 192 kbps "
                "or more, mono or stereo alike, RMS -23 to -18 dB, peaks at most -3 dB, noise "
                "floor at most -60 dB, {0:g}-{1:g} s of room tone at the head and {2:g}-{3:g} s "
                "at the tail, at most 120 minutes a file"
            ).format(*HEAD_RANGE, *TAIL_RANGE)
        )
        self.acx_button = QPushButton(self.tr("Use the ACX preset"), self)
        self.acx_button.setToolTip(
            self.tr(
                "MP3 at 44.1 kHz and a constant 192 kbps, normalised to ACX's levels, {0:g} s "
                "of silence at the head and {1:g} s at the tail, and every file checked"
            ).format(ACX_HEAD_SECONDS, ACX_TAIL_SECONDS)
        )

        form = QFormLayout(self)
        row = QHBoxLayout()
        row.addWidget(self.cover_edit, 1)
        row.addWidget(self.cover_browse)
        form.addRow(self.tr("Cover:"), row)
        row = QHBoxLayout()
        row.addWidget(self.head_spin)
        row.addWidget(QLabel(self.tr("at the head,"), self))
        row.addWidget(self.tail_spin)
        row.addWidget(QLabel(self.tr("at the tail"), self))
        row.addStretch(1)
        form.addRow(self.tr("Room tone:"), row)
        form.addRow(self.chapters_row)
        row = QHBoxLayout()
        row.addWidget(self.acx_check)
        row.addStretch(1)
        row.addWidget(self.acx_button)
        form.addRow(row)
        self.cover_browse.clicked.connect(self._on_cover_browse_clicked)
        self.acx_button.clicked.connect(self._on_acx_button_clicked)

    def _seconds_spin(self, tip: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox(self)
        spin.setRange(0.0, 30.0)
        spin.setDecimals(2)
        spin.setSingleStep(0.25)
        spin.setSuffix(" s")
        spin.setToolTip(tip)
        return spin

    @property
    def cover(self) -> str:
        """The cover file as typed, expanded ("" for none)."""
        text = self.cover_edit.text().strip()
        return str(expand_path(text)) if text else ""

    def use_acx(self) -> None:
        """What the ACX button does: the form applies the whole preset."""
        self.sig_acx_preset.emit()

    def show_acx(self, head_seconds: float, tail_seconds: float) -> None:
        """ACX's room tone and the check (the form sets the rest of the preset)."""
        self.head_spin.setValue(head_seconds)
        self.tail_spin.setValue(tail_seconds)
        self.acx_check.setChecked(True)

    @Slot()
    def _on_acx_button_clicked(self) -> None:
        self.use_acx()

    @Slot()
    def _on_cover_browse_clicked(self) -> None:
        start = self.cover_edit.text() or str(Path.home())
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Cover image"), start, self.tr("Images (*.jpg *.jpeg *.png)")
        )
        if chosen:
            self.cover_edit.setText(chosen)


__all__ = ["ACX_HEAD_SECONDS", "ACX_TAIL_SECONDS", "AudiobookBox"]
