"""The window's toolbar: groups of actions, the most important first, that fit.

Qt's toolbar hides what does not fit behind an extension button (the chevron),
from the end. So the groups that matter most come first (rendering and Stop,
then playback), and before anything overflows, the buttons give up their text
from the last group on: an icon-only button still names itself in its tooltip.
Only a toolbar too narrow even for the icons uses the chevron, and then Stop,
fourth from the left, is the last to go.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QToolBar, QToolButton, QWidget

from studio.ui.base.resources import icon

EXTENSION_NAME = "qt_toolbar_ext_button"  # Qt's name for the chevron's button
CHEVRON_SIZE = QSize(16, 16)
TEXT = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
ICON = Qt.ToolButtonStyle.ToolButtonIconOnly


class MainToolbar(QToolBar):
    """Add its actions with ``add_group``; it fits them to its width on every resize."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Main"), parent)
        self.setObjectName("mainToolbar")
        self.setMovable(False)
        self.setToolButtonStyle(TEXT)
        # Buttons that may show their text, in the order they give it up.
        self._texts: list[QToolButton] = []
        self._fitting = False
        extension = self.extension_button()
        if extension is not None:
            # The style's own arrow is a few pixels across: a chevron drawn like the
            # studio's other icons reads as "more". (style.qss gives it room to draw.)
            extension.setIcon(icon("chevron"))
            extension.setIconSize(CHEVRON_SIZE)
            extension.setToolTip(self.tr("More tools"))
            extension.setAccessibleName(self.tr("More tools"))

    def extension_button(self) -> QToolButton | None:
        return self.findChild(QToolButton, EXTENSION_NAME)

    def add_group(self, actions: Sequence[QAction], icon_only: Sequence[QAction] = ()) -> None:
        """Add actions and a separator; ``icon_only`` ones never show their text."""
        if self.actions():
            self.addSeparator()
        buttons = []
        for action in actions:
            self.addAction(action)
            button = self.widgetForAction(action)
            if not isinstance(button, QToolButton):
                continue
            if action in icon_only:
                button.setProperty("iconOnly", True)
                button.setToolButtonStyle(ICON)
            else:
                buttons.append(button)
        # A later group gives its text up first; within a group, the last button first.
        self._texts[:0] = reversed(buttons)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _needed_width(self) -> int:
        """The width of every button in one row, as the buttons are styled now."""
        layout = self.layout()
        if layout is None:
            return 0
        layout.invalidate()  # its hint is cached; a button's style just changed
        return layout.sizeHint().width()

    def _fit(self) -> None:
        """Text on as many buttons as the width allows, counted from the first group."""
        if self._fitting:
            return
        self._fitting = True
        try:
            for button in self._texts:
                button.setToolButtonStyle(TEXT)
            for button in self._texts:
                if self._needed_width() <= self.width():
                    break
                button.setToolButtonStyle(ICON)
        finally:
            self._fitting = False


__all__ = ["MainToolbar"]
