"""The window's panels side by side: voices, the script, and the takes over a line's settings.

The script takes what the window grows by. No panel collapses, or gets narrower
than what it holds needs (a button's or a column title's whole text, in the
language shown) or a usable floor; together with the script table's minimum
they fit a 1024 px wide window in every language the studio speaks.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtWidgets import QSplitter, QWidget

VOICES_WIDTH = 280
SIDE_WIDTH, SIDE_MIN_WIDTH = 320, 270


class _SideColumn(QSplitter):
    """The takes over the line's settings: as wide as the wider of them needs, or the floor."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        hint.setWidth(max(hint.width(), SIDE_MIN_WIDTH))
        return hint


class MainSplitter(QSplitter):
    def __init__(
        self,
        voices: QWidget,
        script: QWidget,
        takes: QWidget,
        line_params: QWidget,
        width: int,
        parent: QWidget | None = None,
    ) -> None:
        """``width``: the window's, to share out until a saved state is restored.

        ``voices`` keeps its own minimum (``VoicesPanel.minimumSizeHint``): a fixed
        minimum width here would override what its buttons need.
        """
        super().__init__(Qt.Orientation.Horizontal, parent)
        side = _SideColumn(Qt.Orientation.Vertical, self)
        side.addWidget(takes)
        side.addWidget(line_params)
        side.setStretchFactor(0, 1)
        self.addWidget(voices)
        self.addWidget(script)
        self.addWidget(side)
        self.setStretchFactor(1, 1)
        for index in range(3):
            self.setCollapsible(index, False)
        self.set_default_sizes(width)
        self.setHandleWidth(8)

    def set_default_sizes(self, width: int) -> None:
        self.setSizes([VOICES_WIDTH, width - VOICES_WIDTH - SIDE_WIDTH, SIDE_WIDTH])

    def restore(self, state: QByteArray | None, width: int) -> None:
        """The sizes a last run saved, if any; ``width``: the window's, as restored."""
        if state is None:
            return
        self.restoreState(state)
        # A state saved by a version with fewer panels collapses the new ones.
        if min(self.sizes()) == 0:
            self.set_default_sizes(width)


__all__ = ["MainSplitter"]
