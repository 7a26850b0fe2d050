"""A one-line label that elides its text to the width it is given, never widening
its panel, and shows the whole text as its tooltip when it had to cut it.

Ours rather than superqt's QElidingLabel: importing superqt (it loads qtpy and
every widget it wraps) took 0.25 s of the window's start-up (``python -X
importtime -c "import superqt"``), which is to paint the window within a second
on a 2-core machine; ``tests/ui/test_startup_imports.py`` keeps superqt out of it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
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
        changed = text != self._full
        self._full = text
        self._elide()
        if changed:
            self.updateGeometry()  # a layout that sizes it by its text (sizeHint) asks again

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """As wide as the whole text: a layout that has the room shows it uncut.

        With the default Ignored policy a layout never asks; a label whose
        policy is Preferred gets its whole text's width when there is room.
        """
        hint = super().sizeHint()
        hint.setWidth(self._width_for(" ".join(self._full.splitlines())))
        return hint

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        hint.setWidth(self._width_for("…"))
        return hint

    def _width_for(self, text: str) -> int:
        margins = self.contentsMargins()
        frame = margins.left() + margins.right() + 2 * max(self.margin(), 0)
        return self.fontMetrics().horizontalAdvance(text) + frame + ELLIPSIS_SLACK

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
        full, own = self._full, self._own_tip
        if self.shown_text() == full:
            self.setToolTip(own)
        elif not own or own.startswith(full):
            self.setToolTip(own or full)
        else:
            self.setToolTip(f"{full}\n{own}")


__all__ = ["ElidedLabel"]
