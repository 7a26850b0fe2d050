"""The waveform with its scroll bar, zoom buttons and a line saying what is selected.

Zoom keys (Ctrl++, Ctrl+-, Ctrl+0) work anywhere in the window that holds it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QScrollBar, QToolButton, QVBoxLayout, QWidget

from studio.ui.kit.actions import make_action
from studio.ui.kit.elided_label import ElidedLabel
from studio.ui.voices.region_view import ZOOM_STEP, RegionView
from studio.ui.voices.status_text import region_text


class RegionEditor(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = RegionView()
        self.view.sig_selection_changed.connect(self._on_view_selection_changed)
        self.view.sig_view_changed.connect(self._on_view_view_changed)
        self.scrollbar = QScrollBar(Qt.Orientation.Horizontal)
        self.scrollbar.valueChanged.connect(self._on_scrollbar_value_changed)
        self.scrollbar.hide()
        self.selection_label = ElidedLabel()
        self.selection_label.setObjectName("mutedLabel")

        zoom_in = make_action(
            self,
            self.tr("Zoom in"),
            self._on_zoom_in,
            [QKeySequence("Ctrl++"), QKeySequence("Ctrl+=")],
        )
        zoom_out = make_action(self, self.tr("Zoom out"), self._on_zoom_out, "Ctrl+-")
        zoom_fit = make_action(self, self.tr("Whole recording"), self.view.zoom_fit, "Ctrl+0")
        self.zoom_in_button = QToolButton()
        self.zoom_out_button = QToolButton()
        self.zoom_fit_button = QToolButton()
        self.tools = QHBoxLayout()
        self.tools.setContentsMargins(0, 0, 0, 0)
        for button, action, text in (
            (self.zoom_out_button, zoom_out, "−"),
            (self.zoom_in_button, zoom_in, "+"),
            (self.zoom_fit_button, zoom_fit, self.tr("Fit")),
        ):
            button.setDefaultAction(action)
            button.setText(text)
            self.tools.addWidget(button)
        self.tools.addWidget(self.selection_label, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.scrollbar)
        self._on_view_selection_changed()

    @Slot()
    def _on_zoom_in(self) -> None:
        self.view.zoom(ZOOM_STEP)

    @Slot()
    def _on_zoom_out(self) -> None:
        self.view.zoom(1 / ZOOM_STEP)

    @Slot()
    def _on_view_selection_changed(self) -> None:
        selection = self.view.selection()
        self.selection_label.setText(
            self.tr("Selection: {0}").format(region_text(selection))
            if selection is not None
            else self.tr("Drag over the waveform to select; Ctrl+wheel zooms.")
        )

    @Slot()
    def _on_view_view_changed(self) -> None:
        view, total = self.view.view(), self.view.seconds
        self.scrollbar.setVisible(self.view.zoomed)
        self.scrollbar.blockSignals(True)
        self.scrollbar.setRange(0, int(max(0.0, total - view.seconds) * 1000))
        self.scrollbar.setPageStep(int(view.seconds * 1000))
        self.scrollbar.setSingleStep(max(1, int(view.seconds * 100)))
        self.scrollbar.setValue(int(view.start * 1000))
        self.scrollbar.blockSignals(False)

    @Slot(int)
    def _on_scrollbar_value_changed(self, value: int) -> None:
        self.view.set_view(value / 1000, self.view.view().seconds)


__all__ = ["RegionEditor"]
