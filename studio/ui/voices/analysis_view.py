"""What the analysis says about a voice: one line of measurements, then one line per warning.

The warnings are those of the reference after its edits (what the model
gets), so trimming off a clipped or noisy stretch makes its warning go.
Each is a sentence that says what to do.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from studio.core.sound.reference_analysis import ReferenceAnalysis
from studio.ui.base.i18n import said_text
from studio.ui.voices.status_text import analysis_summary


class AnalysisView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel()
        self.summary.setObjectName("mutedLabel")
        self.summary.setWordWrap(True)
        self._lines: list[QLabel] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(2)
        self._layout.addWidget(self.summary)

    def lines(self) -> list[tuple[str, str]]:
        """What is shown under the summary: (kind, text), kind being the label's style name."""
        return [(label.objectName(), label.text()) for label in self._lines]

    def warning_texts(self) -> list[str]:
        return [text for kind, text in self.lines() if kind == "warningLabel"]

    def show_busy(self) -> None:
        self.summary.setText(self.tr("Analysing the recording…"))
        self._set_lines([])

    def show_error(self, message: str) -> None:
        self.summary.setText("")
        self._set_lines([("errorLabel", message)])

    def show_analysis(self, analysis: ReferenceAnalysis) -> None:
        self.summary.setText(self.tr("Kept region: {0}").format(analysis_summary(analysis)))
        if analysis.warnings:
            self._set_lines([("warningLabel", "⚠ " + said_text(w.said)) for w in analysis.warnings])
        else:
            self._set_lines([("okLabel", self.tr("✓ No problems found: this voice is ready."))])

    def _set_lines(self, lines: list[tuple[str, str]]) -> None:
        for label in self._lines:
            self._layout.removeWidget(label)
            label.deleteLater()
        self._lines = []
        for kind, text in lines:
            label = QLabel(text)
            label.setObjectName(kind)
            label.setWordWrap(True)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self._layout.addWidget(label)
            self._lines.append(label)


__all__ = ["AnalysisView"]
