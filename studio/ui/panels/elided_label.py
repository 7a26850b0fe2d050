"""A one-line label that elides its text to the width it is given, never widening
its panel, and shows the whole text as its tooltip when it had to cut it."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget
from superqt import QElidingLabel

# superqt's own allowance for the ellipsis (its default ellipses width).
ELLIPSIS_SLACK = 2


class ElidedLabel(QElidingLabel):
    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Ignored: the layout gives the width; the text never asks for more.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._own_tip = ""
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._update_tip()

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
            self._fit_to_contents()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._update_tip()

    def _fit_to_contents(self) -> None:
        # superqt elides to the whole width; a style sheet's padding and border
        # (the status bar's fields) take theirs from it, and would clip the "…" off.
        inset = self.width() - self.contentsRect().width() + 2 * max(self.margin(), 0)
        self.setEllipsesWidth(ELLIPSIS_SLACK + inset)
        self._update_tip()

    def _update_tip(self) -> None:
        full = self.text()
        shown = QLabel.text(self)  # what is drawn: the elided text
        self.setToolTip(full if shown != full else self._own_tip)


__all__ = ["ElidedLabel"]
