"""A one-line label that elides its text to the width it is given, never widening
its panel, and shows the whole text as its tooltip when it had to cut it.

Ours rather than superqt's QElidingLabel: importing superqt (it loads qtpy and
every widget it wraps) took 0.25 s of the window's start-up, a third of the
budget (issue 25; ``python -X importtime -c "import superqt"``).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

# Room kept for the ellipsis' own side bearing, so a style's rounding never clips it.
ELLIPSIS_SLACK = 2


class ElidedLabel(QLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Ignored: the layout gives the width; the text never asks for more.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._full = ""
        self._own_tip = ""
        self.setText(text)

    def text(self) -> str:
        """The whole text (what is drawn may be cut: ``shown_text``)."""
        return self._full

    def shown_text(self) -> str:
        return QLabel.text(self)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._full = text
        self._elide()

    def set_tip(self, tip: str) -> None:
        """A tooltip of its own (shown when the text is not cut)."""
        self._own_tip = tip
        self._update_tip()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        super().changeEvent(event)
        if event.type() in (
            QEvent.Type.ContentsRectChange,
            QEvent.Type.FontChange,
            QEvent.Type.StyleChange,
        ):
            self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        # The contents rect leaves out a style sheet's padding and border (the status
        # bar's fields), which would otherwise clip the "…" off.
        width = self.contentsRect().width() - 2 * max(self.margin(), 0) - ELLIPSIS_SLACK
        line = " ".join(self._full.splitlines())
        metrics = self.fontMetrics()
        if metrics.horizontalAdvance(line) > width:
            shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, max(0, width))
        else:
            shown = line
        if QLabel.text(self) != shown:
            QLabel.setText(self, shown)
        self._update_tip()

    def _update_tip(self) -> None:
        full = self._full
        self.setToolTip(full if self.shown_text() != full else self._own_tip)


__all__ = ["ElidedLabel"]
