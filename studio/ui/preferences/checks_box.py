"""Preferences > Speech recognition: the word check of every take, its threshold, the
recognizer, and transcribing new voices.

The recognizers are the catalog's (``studio.models.asr_catalog``); one that
is not downloaded yet is marked, and the Models dialog gets it. Nothing here
loads a recognizer: the worker does, on its own thread, when checks are on.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QWidget,
)

from studio.models.asr_catalog import asr_models
from studio.ui.base.settings import Settings
from studio.ui.models.texts import recognizer_title
from studio.ui.preferences.fields import compact_combo


class ChecksBox(QGroupBox):
    """The speech recognition group of the preferences (GUI thread)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Speech recognition"), parent)
        s = settings
        self.check_words = QCheckBox(self.tr("Check the words of every take"))
        self.check_words.setChecked(s.check_words)
        self.check_words.setToolTip(
            self.tr(
                "A speech recognizer hears each take beside rendering and compares its words "
                "with the line: the takes panel marks the words that differ, F8 walks the "
                "lines whose words differ, and Render stale can retake them."
            )
        )
        self.threshold = QDoubleSpinBox()
        self.threshold.setRange(0.0, 100.0)
        self.threshold.setDecimals(0)
        self.threshold.setSuffix(" %")
        self.threshold.setValue(round(s.check_max_wer * 100))
        self.threshold.setToolTip(
            self.tr("A take is flagged “words differ” when more of its words than this differ.")
        )
        self.recognizer = compact_combo()
        for model in asr_models():
            self.recognizer.addItem(recognizer_title(model), model.name)
        index = self.recognizer.findData(s.asr_model)
        if index >= 0:
            self.recognizer.setCurrentIndex(index)
        self.recognizer.setToolTip(
            self.tr("Download recognizers in Model > Models; the demo one hears nonsense.")
        )
        self.transcribe_voices = QCheckBox(self.tr("Transcribe each new voice"))
        self.transcribe_voices.setChecked(s.transcribe_new_voices)
        for widget, name in (
            (self.check_words, self.tr("Check the words of every take")),
            (self.threshold, self.tr("Words that may differ")),
            (self.recognizer, self.tr("Speech recognizer")),
            (self.transcribe_voices, self.tr("Transcribe each new voice")),
        ):
            widget.setAccessibleName(name)
        form = QFormLayout(self)
        form.addRow(self.check_words)
        form.addRow(self.tr("Flag when more words differ than:"), self.threshold)
        form.addRow(self.tr("Recognizer:"), self.recognizer)
        form.addRow(self.transcribe_voices)

    def save(self, settings: Settings) -> bool:
        """Write the choices; True when the word check changed (the worker must follow)."""
        before = (settings.check_words, settings.check_max_wer, settings.asr_model)
        settings.check_words = self.check_words.isChecked()
        settings.check_max_wer = self.threshold.value() / 100
        settings.asr_model = str(self.recognizer.currentData())
        settings.transcribe_new_voices = self.transcribe_voices.isChecked()
        return before != (settings.check_words, settings.check_max_wer, settings.asr_model)


__all__ = ["ChecksBox"]
