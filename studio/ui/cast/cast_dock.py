"""The Cast panel as a dock of the main window, shown from Voices > Cast or by a book's import.

Hidden until asked for: a project without a book has no cast. Its toggle
action goes in the Voices menu; a book whose dialogue has speakers opens it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMainWindow

from studio.ui.cast.cast_panel import CastPanel
from studio.ui.session.session import StudioSession


class CastDock(QDockWidget):
    def __init__(self, session: StudioSession, window: QMainWindow) -> None:
        super().__init__(self.tr("Cast"), window)
        self.setObjectName("castDock")
        self.panel = CastPanel(session, self)
        self.setWidget(self.panel)
        self.setAllowedAreas(
            Qt.DockWidgetArea.RightDockWidgetArea | Qt.DockWidgetArea.LeftDockWidgetArea
        )
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self)
        self.hide()
        self.act_toggle: QAction = self.toggleViewAction()
        self.act_toggle.setText(self.tr("&Cast…"))
        self.act_toggle.setShortcut("Ctrl+Shift+K")
        self.act_toggle.setToolTip(
            self.tr("Who reads each speaker of a book's dialogue  (Ctrl+Shift+K)")
        )

    @Slot(object)
    def on_book_imported(self, line_ids: list[str]) -> None:
        """Show the cast once a book with dialogue is in (the panel counts its speakers)."""
        self.panel.model.refresh()
        if self.panel.model.rowCount() > 0:
            self.show()
            self.raise_()


__all__ = ["CastDock"]
