"""The drift plot: each line's similarity to its voice, speaking rate and loudness, one
strip each over the lines of the book, with the chapters marked.

QtCharts (PySide6-Addons): three charts sharing the lines' axis, each a
line through the lines' points; a point clicked names its line
(``sig_line_clicked``). ``png`` draws the same plot to a PNG file (the review
report's), offscreen or in the window. GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QMargins, QPointF, Qt, Signal, Slot
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QVBoxLayout, QWidget

from studio.core.review.drift import Drift, DriftPoint
from studio.ui.kit.theme import color

# How a strip's value is read from a point, and the range it is drawn in at least.
_Figure = tuple[str, Callable[[DriftPoint], "float | None"], tuple[float, float]]


class DriftChart(QWidget):
    """Three strips over the lines: similarity, speaking rate, loudness."""

    sig_line_clicked = Signal(str)  # line id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("driftChart")
        self._drift = Drift((), ())
        self._min_similarity: float | None = None
        self._views: list[QChartView] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        for name in (
            self.tr("Similarity to the voice"),
            self.tr("Speaking rate (characters a second)"),
            self.tr("Loudness (dBFS)"),
        ):
            view = QChartView(QChart())
            view.setRenderHint(QPainter.RenderHint.Antialiasing)
            view.setAccessibleName(name)
            view.setMinimumHeight(110)
            layout.addWidget(view, 1)
            self._views.append(view)
        self._titles = [view.accessibleName() for view in self._views]

    @property
    def drift(self) -> Drift:
        return self._drift

    def set_drift(self, drift: Drift, min_similarity: float | None = None) -> None:
        """Draw ``drift``; ``min_similarity`` is drawn as a line (the flag's threshold)."""
        self._drift = drift
        self._min_similarity = min_similarity
        figures: list[_Figure] = [
            ("similarity", lambda p: p.similarity, (0.5, 1.0)),
            ("rate", lambda p: p.chars_per_second, (10.0, 20.0)),
            ("level", lambda p: p.level_db, (-30.0, -10.0)),
        ]
        for view, title, figure in zip(self._views, self._titles, figures, strict=True):
            view.setChart(self._chart(title, figure))

    def png(self, path: Path, width: int = 1000, height: int = 560) -> Path:
        """The plot as a PNG of ``width`` x ``height`` pixels."""
        self.resize(width, height)
        layout = self.layout()
        if layout is not None:
            layout.activate()
        if not self.grab().save(str(path), "PNG"):
            raise OSError(f"could not write {path}")
        return path

    def _chart(self, title: str, figure: _Figure) -> QChart:
        name, value, (low, high) = figure
        chart = QChart()
        chart.setTitle(title)
        chart.legend().hide()
        chart.setMargins(QMargins(4, 2, 4, 2))
        chart.setBackgroundBrush(self.palette().base())
        chart.setTitleBrush(self.palette().text())
        points = [(p.row, v) for p in self._drift.points if (v := value(p)) is not None]
        rows = [p.row for p in self._drift.points] or [1]
        first, last = 1, max(max(rows), 2)
        values = [v for _, v in points]
        low = min([low, *values])
        high = max([high, *values])
        pad = (high - low) * 0.05 or 1.0
        low, high = low - pad, high + pad
        if name == "similarity":
            low, high = max(low, -1.0), min(high, 1.0)
        x_axis = QValueAxis()
        x_axis.setRange(first, last)
        x_axis.setLabelFormat("%d")
        # Whole line numbers only: ticks every 1, 2, 5, 10, 20, 50... lines, from line 1.
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        x_axis.setTickAnchor(1)
        x_axis.setTickInterval(_step(last - first))
        x_axis.setTitleText(self.tr("Line") if name == "level" else "")
        y_axis = QValueAxis()
        y_axis.setRange(low, high)
        y_axis.setLabelFormat("%.2f" if name == "similarity" else "%.0f")
        for axis in (x_axis, y_axis):
            axis.setLabelsBrush(self.palette().text())
            axis.setTitleBrush(self.palette().text())
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for mark in self._drift.chapters:
            self._vertical(chart, mark.row, low, high, x_axis, y_axis)
        if name == "similarity" and self._min_similarity is not None:
            limit = self._line(chart, [(first, self._min_similarity), (last, self._min_similarity)])
            limit.setPen(QPen(color("status.failed", self.palette()), 1, Qt.PenStyle.DashLine))
            limit.setName(self.tr("Flag below"))
            self._attach(limit, x_axis, y_axis)
        line = self._line(chart, points)
        line.setPen(QPen(color("wave", self.palette()), 1.5))
        self._attach(line, x_axis, y_axis)
        dots = QScatterSeries()
        dots.setMarkerSize(6 if len(points) < 400 else 3)
        dots.setColor(color("wave", self.palette()))
        dots.setBorderColor(QColor(Qt.GlobalColor.transparent))
        for row, v in points:
            dots.append(float(row), float(v))
        chart.addSeries(dots)
        self._attach(dots, x_axis, y_axis)
        dots.clicked.connect(self._on_dots_clicked)
        return chart

    def _vertical(
        self, chart: QChart, row: int, low: float, high: float, x: QValueAxis, y: QValueAxis
    ) -> None:
        mark = self._line(chart, [(row, low), (row, high)])
        mark.setPen(QPen(color("status.stale", self.palette()), 1, Qt.PenStyle.DotLine))
        self._attach(mark, x, y)

    @staticmethod
    def _line(chart: QChart, points: Sequence[tuple[float, float]]) -> QLineSeries:
        series = QLineSeries()
        for x, y in points:
            series.append(float(x), float(y))
        chart.addSeries(series)
        return series

    @staticmethod
    def _attach(series: QLineSeries | QScatterSeries, x: QValueAxis, y: QValueAxis) -> None:
        series.attachAxis(x)
        series.attachAxis(y)

    def line_at(self, row: float) -> str | None:
        """The line whose point is nearest to line number ``row`` (None: no points)."""
        points = self._drift.points
        if not points:
            return None
        return min(points, key=lambda p: abs(p.row - row)).line_id

    @Slot(QPointF)
    def _on_dots_clicked(self, point: QPointF) -> None:
        line_id = self.line_at(point.x())
        if line_id is not None:
            self.sig_line_clicked.emit(line_id)


def _step(span: int, ticks: int = 10) -> int:
    """A round number of lines between ticks, for about ``ticks`` of them over ``span``."""
    step = 1
    while span / step > ticks:
        for factor in (2, 5, 10):
            if span / (step * factor) <= ticks:
                return step * factor
        step *= 10
    return step


__all__ = ["DriftChart"]
