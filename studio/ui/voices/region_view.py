"""A zoomable waveform of a voice's original recording with a selectable region.

Drag to select; drag a selection's edge to move it; a click without a drag
clears it. Ctrl+wheel zooms around the pointer, the wheel scrolls when
zoomed in. Drawn on top: the part the voice's edits keep (the rest dimmed),
the speech the analysis found (a green strip), clipped stretches (red marks),
the selection and a playhead. Times are seconds of the original recording.
"""

from __future__ import annotations

import math

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import QWidget

from studio.core.sound.vad import Region
from studio.ui.base.i18n import localized
from studio.ui.kit import theme

RULER_HEIGHT = 16
MARGIN = 2
EDGE_GRAB_PX = 5
CLICK_PX = 3
MIN_VIEW_SECONDS = 0.2
ZOOM_STEP = 1.5
_TICK_STEPS = (0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0, 30.0, 60.0)
_MIN_TICK_PX = 56


class RegionView(QWidget):
    sig_selection_changed = Signal()
    sig_view_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._samples = np.zeros(0, dtype=np.float32)
        self._rate = 1
        self._scale = 1.0
        self._view_start = 0.0
        self._view_seconds = 0.0
        self._selection: Region | None = None
        self._kept: Region | None = None
        self._speech: tuple[Region, ...] = ()
        self._clipped: tuple[Region, ...] = ()
        self._playhead: float | None = None
        self._placeholder = ""
        # Mouse drag: the fixed end of the selection, and where the press was.
        self._anchor: float | None = None
        self._press_x: float | None = None
        self._columns: tuple[tuple[float, float, int], np.ndarray, np.ndarray] | None = None
        self._pixmap: tuple[tuple[float, ...], QPixmap] | None = None
        self.setMinimumHeight(120)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def sizeHint(self) -> QSize:
        return QSize(640, 180)

    # --- content ---------------------------------------------------------

    def set_audio(self, samples: np.ndarray | None, rate: int) -> None:
        """Mono float samples (None: nothing to show); the view fits the whole recording."""
        self._samples = (
            np.zeros(0, dtype=np.float32)
            if samples is None
            else np.asarray(samples, dtype=np.float32).reshape(-1)
        )
        self._rate = max(1, rate)
        peak = float(np.max(np.abs(self._samples))) if self._samples.size else 0.0
        # Scaled for display so a quiet take is still visible (the analysis says it is quiet).
        self._scale = 1.0 / peak if peak > 1e-4 else 1.0
        self._columns = None
        self._pixmap = None
        self._selection = None
        self.zoom_fit()

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.update()

    @property
    def seconds(self) -> float:
        return self._samples.size / self._rate

    def set_kept(self, region: Region | None) -> None:
        self._kept = region
        self.update()

    def set_speech(self, regions: tuple[Region, ...]) -> None:
        self._speech = regions
        self.update()

    def set_clipped(self, regions: tuple[Region, ...]) -> None:
        self._clipped = regions
        self.update()

    @property
    def playhead(self) -> float | None:
        return self._playhead

    def set_playhead(self, seconds: float | None) -> None:
        self._playhead = seconds
        self.update()

    # --- selection -------------------------------------------------------

    def selection(self) -> Region | None:
        return self._selection

    def set_selection(self, region: Region | None) -> None:
        if region is not None:
            start = min(max(0.0, region.start), self.seconds)
            end = min(max(0.0, region.end), self.seconds)
            region = Region(start, end) if end > start else None
        if region != self._selection:
            self._selection = region
            self.update()
            self.sig_selection_changed.emit()

    # --- zoom ------------------------------------------------------------

    def view(self) -> Region:
        return Region(self._view_start, self._view_start + self._view_seconds)

    def set_view(self, start: float, seconds: float) -> None:
        total = self.seconds
        seconds = min(total, max(min(MIN_VIEW_SECONDS, total), seconds))
        start = min(max(0.0, start), max(0.0, total - seconds))
        if (start, seconds) != (self._view_start, self._view_seconds):
            self._view_start, self._view_seconds = start, seconds
            self._columns = None
            self.update()
            self.sig_view_changed.emit()

    def zoom(self, factor: float, anchor: float | None = None) -> None:
        """Zoom in (factor > 1) or out around ``anchor`` seconds (the view's centre)."""
        view = self.view()
        if anchor is None:
            anchor = (view.start + view.end) / 2
        seconds = view.seconds / factor
        fraction = (anchor - view.start) / view.seconds if view.seconds else 0.5
        self.set_view(anchor - fraction * seconds, seconds)

    def zoom_fit(self) -> None:
        self.set_view(0.0, self.seconds)

    @property
    def zoomed(self) -> bool:
        return self._view_seconds < self.seconds

    # --- geometry --------------------------------------------------------

    def _wave_rect(self) -> QRectF:
        return QRectF(self.rect()).adjusted(MARGIN, RULER_HEIGHT, -MARGIN, -MARGIN)

    def time_at(self, x: float) -> float:
        rect = self._wave_rect()
        if rect.width() <= 0 or self._view_seconds <= 0:
            return 0.0
        fraction = (x - rect.left()) / rect.width()
        return min(self.seconds, max(0.0, self._view_start + fraction * self._view_seconds))

    def x_at(self, seconds: float) -> float:
        rect = self._wave_rect()
        if self._view_seconds <= 0:
            return rect.left()
        return rect.left() + (seconds - self._view_start) / self._view_seconds * rect.width()

    # --- input -----------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self._samples.size:
            return
        x = event.position().x()
        self._press_x = x
        selection = self._selection
        if selection is not None and abs(x - self.x_at(selection.start)) <= EDGE_GRAB_PX:
            self._anchor = selection.end
        elif selection is not None and abs(x - self.x_at(selection.end)) <= EDGE_GRAB_PX:
            self._anchor = selection.start
        else:
            self._anchor = self.time_at(x)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        x = event.position().x()
        if self._anchor is None:
            near_edge = (
                self._selection is not None
                and min(
                    abs(x - self.x_at(self._selection.start)),
                    abs(x - self.x_at(self._selection.end)),
                )
                <= EDGE_GRAB_PX
            )
            self.setCursor(
                Qt.CursorShape.SizeHorCursor if near_edge else Qt.CursorShape.IBeamCursor
            )
            return
        if self._press_x is not None and abs(x - self._press_x) < CLICK_PX:
            return
        here = self.time_at(x)
        self.set_selection(Region(min(here, self._anchor), max(here, self._anchor)))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._anchor is None:
            return
        x = event.position().x()
        if self._press_x is not None and abs(x - self._press_x) < CLICK_PX:
            self.set_selection(None)
        self._anchor = None
        self._press_x = None

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if not steps or not self._samples.size:
            return
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.zoom(ZOOM_STEP**steps, self.time_at(event.position().x()))
        else:
            self.set_view(self._view_start - steps * self._view_seconds / 8, self._view_seconds)
        event.accept()

    # --- painting --------------------------------------------------------

    def _peak_columns(self, width: int) -> tuple[np.ndarray, np.ndarray]:
        """Min and max of the samples under each pixel column of the view (cached)."""
        key = (self._view_start, self._view_seconds, width)
        if self._columns is not None and self._columns[0] == key:
            return self._columns[1], self._columns[2]
        first = int(self._view_start * self._rate)
        last = min(self._samples.size, int(math.ceil(key[0] * self._rate + key[1] * self._rate)))
        last = max(last, first + 1)
        first = min(first, last - 1)
        part = self._samples[first:last]
        # Zoomed in past one sample per pixel, neighbouring columns share a sample.
        edges = np.linspace(0, part.size, width + 1).astype(np.int64)
        starts = np.minimum(edges[:-1], part.size - 1)
        mins = np.minimum.reduceat(part, starts) * self._scale
        maxs = np.maximum.reduceat(part, starts) * self._scale
        self._columns = (key, mins, maxs)
        return mins, maxs

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = self._wave_rect()
        if not self._samples.size or rect.width() < 2:
            self._paint_frame(painter)
            painter.setPen(self.palette().placeholderText().color())
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self._placeholder)
            return
        painter.drawPixmap(0, 0, self._wave_pixmap(rect))
        self._paint_outside_kept(painter, rect)
        palette = self.palette()
        speech, clip = theme.color("region.speech", palette), theme.color("region.clip", palette)
        for region in self._speech:
            self._fill_span(painter, rect, region, speech, rect.bottom() - 4, 4)
        for region in self._clipped:
            self._fill_span(painter, rect, region, clip, rect.top(), 5, min_px=2)
        if self._selection is not None:
            self._paint_selection(painter, rect, self._selection)
        if self._playhead is not None:
            x = self.x_at(self._playhead)
            if rect.left() <= x <= rect.right():
                painter.setPen(QPen(theme.color("playhead", palette), 1.5))
                painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))

    def _paint_frame(self, painter: QPainter) -> None:
        palette = self.palette()
        painter.setPen(QPen(palette.mid().color()))
        painter.setBrush(palette.base())
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)

    def _wave_pixmap(self, rect: QRectF) -> QPixmap:
        """Frame, ruler and waveform of the current view, drawn once per view and size:
        dragging a selection or moving the playhead only paints the marks on top."""
        ratio = self.devicePixelRatioF()
        # A new palette (a change of colour scheme) draws the waveform again.
        size = (self.width(), self.height(), ratio)
        key = (self._view_start, self._view_seconds, *size, self.palette().cacheKey())
        if self._pixmap is not None and self._pixmap[0] == key:
            return self._pixmap[1]
        pixmap = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        self._paint_frame(painter)
        self._paint_ruler(painter, rect)
        painter.drawImage(rect.topLeft(), self._wave_image(int(rect.width()), int(rect.height())))
        painter.end()
        self._pixmap = (key, pixmap)
        return pixmap

    def _wave_image(self, width: int, height: int) -> QImage:
        """The waveform as an image, one min-max bar per pixel column, made with numpy:
        a Python loop over the columns held the GUI thread for tens of milliseconds
        while the analysis thread ran."""
        mins, maxs = self._peak_columns(width)
        half = height / 2 - 3
        top = np.floor(height / 2 - maxs * half)[None, :]
        bottom = np.ceil(height / 2 - mins * half)[None, :]
        rows = np.arange(height, dtype=np.float64)[:, None]
        pixels = np.zeros((height, width), dtype=np.uint32)
        pixels[(rows >= top) & (rows <= bottom)] = theme.color("wave", self.palette()).rgba()
        image = QImage(pixels.data, width, height, width * 4, QImage.Format.Format_ARGB32)
        return image.copy()  # the copy owns its pixels; ``pixels`` goes away

    def _paint_ruler(self, painter: QPainter, rect: QRectF) -> None:
        step = next(
            (s for s in _TICK_STEPS if s / self._view_seconds * rect.width() >= _MIN_TICK_PX),
            _TICK_STEPS[-1],
        )
        painter.setPen(QPen(self.palette().placeholderText().color()))
        tick = math.ceil(self._view_start / step) * step
        while tick <= self._view_start + self._view_seconds:
            x = self.x_at(tick)
            painter.drawLine(QPointF(x, RULER_HEIGHT - 4), QPointF(x, RULER_HEIGHT))
            label = localized("{0:.2f}", tick).rstrip("0").rstrip(".,") + " s"
            painter.drawText(QPointF(x + 2, RULER_HEIGHT - 4), label)
            tick += step

    def _paint_outside_kept(self, painter: QPainter, rect: QRectF) -> None:
        if self._kept is None:
            return
        shade = QColor(self.palette().window().color())
        shade.setAlpha(190)
        for start, end in ((0.0, self._kept.start), (self._kept.end, self.seconds)):
            if end > start:
                self._fill_span(painter, rect, Region(start, end), shade, rect.top(), rect.height())

    def _paint_selection(self, painter: QPainter, rect: QRectF, region: Region) -> None:
        palette = self.palette()
        selection = theme.color("region.selection", palette)
        self._fill_span(painter, rect, region, selection, rect.top(), rect.height())
        painter.setPen(QPen(theme.color("region.edge", palette), 1.5))
        for edge in (region.start, region.end):
            x = self.x_at(edge)
            if rect.left() <= x <= rect.right():
                painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))

    def _fill_span(
        self,
        painter: QPainter,
        rect: QRectF,
        region: Region,
        color: QColor,
        top: float,
        height: float,
        min_px: float = 0.0,
    ) -> None:
        left = max(rect.left(), self.x_at(region.start))
        right = min(rect.right(), max(self.x_at(region.end), self.x_at(region.start) + min_px))
        if right > left:
            painter.fillRect(QRectF(left, top, right - left, height), color)


__all__ = ["RegionView"]
