"""The export form's loudness choice: off, a preset, ACX's levels, or a custom target."""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QHBoxLayout, QLabel, QWidget

from studio.core.exports.export import LOUDNESS_PRESETS, ExportSettings

LOUDNESS_MODES = ("off", *LOUDNESS_PRESETS, "acx", "custom")


class LoudnessRow(QWidget):
    """A mode, the LUFS target (custom only) and the true-peak ceiling (not for ACX or off)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox(self)
        self.combo.setAccessibleName(self.tr("Loudness"))
        names = {
            "off": self.tr("Off"),
            "podcast": self.tr("Podcast (-16 LUFS)"),
            "broadcast": self.tr("Broadcast (-23 LUFS)"),
            "audiobook": self.tr("Audiobook (-19 LUFS)"),
            "acx": self.tr("ACX (RMS -23 to -18 dB, peaks under -3 dB)"),
            "custom": self.tr("Custom"),
        }
        for mode in LOUDNESS_MODES:
            self.combo.addItem(names.get(mode, mode), mode)
        self.lufs_spin = QDoubleSpinBox(self)
        self.lufs_spin.setRange(-70.0, 0.0)
        self.lufs_spin.setDecimals(1)
        self.lufs_spin.setSuffix(" LUFS")
        self.lufs_spin.setValue(-16.0)
        self.lufs_spin.setAccessibleName(self.tr("Loudness target"))
        self.peak_spin = QDoubleSpinBox(self)
        self.peak_spin.setRange(-12.0, 0.0)
        self.peak_spin.setDecimals(1)
        self.peak_spin.setSuffix(" dBTP")
        self.peak_spin.setValue(-1.0)
        self.peak_spin.setAccessibleName(self.tr("True-peak ceiling"))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.combo, 1)
        row.addWidget(self.lufs_spin)
        row.addWidget(QLabel(self.tr("ceiling"), self))
        row.addWidget(self.peak_spin)
        self.combo.currentIndexChanged.connect(self._on_combo_changed)
        self._on_combo_changed()

    @property
    def mode(self) -> str:
        return str(self.combo.currentData())

    def target(self) -> float | None:
        """The LUFS target the mode means (None: off, or ACX's own fit)."""
        if self.mode in LOUDNESS_PRESETS:
            return LOUDNESS_PRESETS[self.mode][0]
        if self.mode == "custom":
            return self.lufs_spin.value()
        return None

    def show_settings(self, settings: ExportSettings) -> None:
        mode = "off"
        if settings.acx:
            mode = "acx"
        elif settings.loudness is not None:
            mode = "custom"
            for name, preset in LOUDNESS_PRESETS.items():
                if preset == (settings.loudness, settings.true_peak):
                    mode = name
        self.select(mode)
        if settings.loudness is not None:
            self.lufs_spin.setValue(settings.loudness)
        self.peak_spin.setValue(settings.true_peak)

    def select(self, mode: str) -> None:
        row = self.combo.findData(mode)
        if row >= 0:
            self.combo.setCurrentIndex(row)

    @Slot()
    def _on_combo_changed(self) -> None:
        mode = self.mode
        self.lufs_spin.setEnabled(mode == "custom")
        self.peak_spin.setEnabled(mode not in ("off", "acx"))
        if mode in LOUDNESS_PRESETS:
            target, ceiling = LOUDNESS_PRESETS[mode]
            self.lufs_spin.setValue(target)
            self.peak_spin.setValue(ceiling)


__all__ = ["LOUDNESS_MODES", "LoudnessRow"]
