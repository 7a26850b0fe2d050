"""The Cast panel as a dock of the main window, shown from Voices > Cast or by a book's import.

Hidden until asked for: a project without a book has no cast. Its toggle
action goes in the Voices menu; a book whose dialogue has speakers opens it.

It opens beside the script when the window has the room for both; otherwise
along the window's bottom, with its controls beside its table. Beside the
script on a narrow window it would raise the window's minimum width past a
small screen's (1024 px), and the window would stay that wide after it closed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStyle

from studio.ui.cast.cast_panel import CastPanel
from studio.ui.session.session import StudioSession

BESIDE = (Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.LeftDockWidgetArea)
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


class CastDock(QDockWidget):
    def __init__(self, session: StudioSession, window: QMainWindow) -> None:
        super().__init__(self.tr("Cast"), window)
        self.setObjectName("castDock")
        self._window = window
        self.panel = CastPanel(session, self)
        self.setWidget(self.panel)
        self.setAllowedAreas(BESIDE[0] | BESIDE[1] | BOTTOM)
        window.addDockWidget(BESIDE[0], self)
        self.hide()
        # Where it was before it went to the bottom for want of room: it goes back there
        # when it opens on a window wide enough.
        self._wanted_beside: Qt.DockWidgetArea | None = None
        self._placing = False
        self.dockLocationChanged.connect(self._on_dock_location_changed)
        self.act_toggle: QAction = self.toggleViewAction()
        self.act_toggle.setText(self.tr("&Cast…"))
        self.act_toggle.setShortcut("Ctrl+Shift+K")
        self.act_toggle.setToolTip(
            self.tr("Who reads each speaker of a book's dialogue  (Ctrl+Shift+K)")
        )

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt's name
        # Placed before it shows: once shown beside the script, the window has grown.
        if visible and self.isHidden() and not self.isFloating():
            self._place()
        super().setVisible(visible)

    def fits_beside(self) -> bool:
        """Whether the window, as wide as it is, holds the script's panels and this beside them."""
        self.ensurePolished()
        wide = self.panel.is_wide()
        self.panel.set_wide(False)
        needed = self.minimumSizeHint().width()
        self.panel.set_wide(wide)
        separator = self.style().pixelMetric(
            QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, self._window
        )
        window = self._window
        # Hidden, the dock is not in the window's minimum yet.
        return window.minimumSizeHint().width() + separator + needed <= window.width()

    def _place(self) -> None:
        area = self._window.dockWidgetArea(self)
        self._placing = True
        try:
            if area in BESIDE and not self.fits_beside():
                self._wanted_beside = area
                self._window.addDockWidget(BOTTOM, self)
            elif area == BOTTOM and self._wanted_beside is not None and self.fits_beside():
                self._window.addDockWidget(self._wanted_beside, self)
                self._wanted_beside = None
        finally:
            self._placing = False
        self.panel.set_wide(self._window.dockWidgetArea(self) == BOTTOM)

    @Slot(Qt.DockWidgetArea)
    def _on_dock_location_changed(self, area: Qt.DockWidgetArea) -> None:
        if not self._placing:  # moved by hand: it stays where it was put
            self._wanted_beside = None
        self.panel.set_wide(area == BOTTOM)

    @Slot(object)
    def on_book_imported(self, line_ids: list[str]) -> None:
        """Show the cast once a book with dialogue is in (the panel counts its speakers)."""
        self.panel.model.refresh()
        if self.panel.model.rowCount() > 0:
            self.show()
            self.raise_()


__all__ = ["CastDock"]
