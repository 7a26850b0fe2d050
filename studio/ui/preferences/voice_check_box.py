"""Preferences > Voice check: each take's similarity to its voice's reference, and where a
take is flagged "voice differs".

Nothing here loads the speaker encoder: the render worker does, on a thread
of its own, when the check is on.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY
from studio.ui.base.i18n import localized
from studio.ui.base.settings import Settings


class VoiceCheckBox(QGroupBox):
    """The voice check group of the preferences (GUI thread)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Voice check"), parent)
        self.check_voice = QCheckBox(self.tr("Measure each take’s voice"))
        self.check_voice.setChecked(settings.check_voice)
        self.check_voice.setToolTip(
            self.tr(
                "A speaker encoder compares each take with its voice's reference as it is "
                "rendered: the takes panel shows the similarity, the drift plot follows it "
                "over the book, and best of N prefers the most similar take."
            )
        )
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0.0, 1.0)
        self.threshold.setDecimals(2)
        self.threshold.setSingleStep(0.01)
        self.threshold.setValue(settings.min_similarity)
        self.threshold.setToolTip(
            localized(
                self.tr(
                    "A take is flagged “voice differs” below this similarity ({0:.2f} by "
                    "default: below every take of a voice measured saying other sentences)."
                ),
                DEFAULT_MIN_SIMILARITY,
            )
        )
        self.check_voice.setAccessibleName(self.tr("Measure each take’s voice"))
        self.threshold.setAccessibleName(self.tr("Least similarity to the voice"))
        # One row: the dialog fits a 1024x600 screen.
        row = QHBoxLayout(self)
        row.addWidget(self.check_voice, 1)
        flag = QLabel(self.tr("Flag below:"))
        flag.setBuddy(self.threshold)
        row.addWidget(flag)
        row.addWidget(self.threshold)
        self.check_voice.toggled.connect(self.threshold.setEnabled)
        self.threshold.setEnabled(settings.check_voice)

    def save(self, settings: Settings) -> bool:
        """Write the choices; True when they changed."""
        before = (settings.check_voice, settings.min_similarity)
        settings.check_voice = self.check_voice.isChecked()
        settings.min_similarity = round(self.threshold.value(), 2)
        return before != (settings.check_voice, settings.min_similarity)
