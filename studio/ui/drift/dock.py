"""The drift plot as a dock of the main window (Render > Drift across the book).

Hidden until asked for. While shown it follows the document and the reviews
(each take's measure arrives from the review's thread), a while after the last
change: a book's thousands of points are drawn again at most every half
second. Clicking a point selects its line in the script. GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QLabel, QMainWindow, QVBoxLayout, QWidget

from studio.core.review.drift import Drift, drift_of
from studio.ui.drift.chart import DriftChart
from studio.ui.kit.debouncer import Debouncer
from studio.ui.session.session import StudioSession

REDRAW_MS = 500


class DriftDock(QDockWidget):
    def __init__(
        self, session: StudioSession, window: QMainWindow, select: Callable[[str], None]
    ) -> None:
        super().__init__(self.tr("Drift across the book"), window)
        self.setObjectName("driftDock")
        self._session = session
        self._select = select
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.note = QLabel(body)
        self.note.setWordWrap(True)
        self.chart = DriftChart(body)
        layout.addWidget(self.note)
        layout.addWidget(self.chart, 1)
        self.setWidget(body)
        self.setAllowedAreas(
            Qt.DockWidgetArea.BottomDockWidgetArea | Qt.DockWidgetArea.TopDockWidgetArea
        )
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self)
        self.hide()
        self._redraw = Debouncer(REDRAW_MS, self)
        self._redraw.triggered.connect(self._on_redraw_triggered)
        session.model.sig_document_changed.connect(self._on_model_document_changed)
        session.reviews.sig_changed.connect(self._on_reviews_changed)
        self.visibilityChanged.connect(self._on_visibility_changed)
        self.chart.sig_line_clicked.connect(self._on_chart_line_clicked)
        self.act_toggle: QAction = self.toggleViewAction()
        self.act_toggle.setText(self.tr("&Drift Across the Book"))
        self.act_toggle.setToolTip(
            self.tr(
                "Similarity to the voice, speaking rate and loudness over the book's lines; "
                "click a point to go to its line"
            )
        )

    def refresh(self) -> Drift:
        """Draw the document's drift now; returns it."""
        session = self._session
        drift = drift_of(session.document, session.reviews.measure_of)
        limits = session.reviews.limits
        self.chart.set_drift(drift, limits.min_similarity)
        if not drift.points:
            self.note.setText(self.tr("No line has a take yet."))
        elif not drift.has("similarity"):
            self.note.setText(
                self.tr(
                    "No take's voice was measured: turn the voice check on in Preferences and "
                    "render again to follow the voice."
                )
            )
        else:
            self.note.setText(
                self.tr(
                    "Similarity as a speaker encoder hears it, not a listener; dotted lines "
                    "start chapters."
                )
            )
        return drift

    def save_png(self, path: Path) -> Path:
        """The plot as it is drawn now, as a PNG."""
        return self.chart.png(path)

    @Slot()
    def _on_model_document_changed(self) -> None:
        if self.isVisible():
            self._redraw.throttle()

    @Slot(list)
    def _on_reviews_changed(self, line_ids: list[str]) -> None:
        if self.isVisible():
            self._redraw.throttle()

    @Slot(bool)
    def _on_visibility_changed(self, visible: bool) -> None:
        if visible:
            self.refresh()
        else:
            self._redraw.cancel()

    @Slot()
    def _on_redraw_triggered(self) -> None:
        self.refresh()

    @Slot(str)
    def _on_chart_line_clicked(self, line_id: str) -> None:
        self._select(line_id)


__all__ = ["DriftDock"]
