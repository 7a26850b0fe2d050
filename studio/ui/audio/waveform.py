"""A small waveform widget drawn from min/max peaks."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from studio.ui.kit.theme import color

# Peaks are computed once per audio at this resolution and scaled to the
# widget's width when painting, so resizing never touches the samples again.
PEAK_BUCKETS = 600


def compute_peaks(
    samples: np.ndarray, buckets: int = PEAK_BUCKETS
) -> tuple[np.ndarray, np.ndarray]:
    """Min and max of ``samples`` in ``buckets`` equal slices (fewer for short audio)."""
    samples = np.asarray(samples, dtype=np.float32).reshape(-1)
    if samples.size == 0:
        empty = np.zeros(0, dtype=np.float32)
        return empty, empty
    buckets = max(1, min(buckets, samples.size))
    edges = np.linspace(0, samples.size, buckets + 1).astype(np.int64)
    mins = np.minimum.reduceat(samples, edges[:-1])
    maxs = np.maximum.reduceat(samples, edges[:-1])
    return mins, maxs


class WaveformView(QWidget):
    """Peaks of one piece of audio, with an optional playhead."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._mins = np.zeros(0, dtype=np.float32)
        self._maxs = np.zeros(0, dtype=np.float32)
        self._playhead: float | None = None
        self._placeholder = ""
        self._source: np.ndarray | None = None
        self.setMinimumHeight(44)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)

    def sizeHint(self) -> QSize:
        return QSize(240, 56)

    def set_samples(self, samples: np.ndarray | None) -> None:
        if samples is not None and samples is self._source:
            return  # the same (never mutated) array: its peaks are already here
        self._source = samples
        if samples is None:
            self._mins = self._maxs = np.zeros(0, dtype=np.float32)
        else:
            peak = float(np.max(np.abs(samples))) if len(samples) else 0.0
            # Normalised for display: quiet recordings should still be visible.
            scale = 1.0 / peak if peak > 1e-4 else 1.0
            self._mins, self._maxs = compute_peaks(np.asarray(samples) * scale)
        self.update()

    def set_placeholder(self, text: str) -> None:
        self._placeholder = text
        self.update()

    def set_playhead(self, fraction: float | None) -> None:
        self._playhead = fraction
        self.update()

    @property
    def has_audio(self) -> bool:
        return self._mins.size > 0

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        palette = self.palette()
        painter.setPen(QPen(palette.mid().color()))
        painter.setBrush(palette.base())
        painter.drawRoundedRect(rect, 4, 4)
        if not self.has_audio:
            painter.setPen(palette.placeholderText().color())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._placeholder)
            return
        width = max(1, int(rect.width()) - 4)
        mid = rect.center().y()
        half = rect.height() / 2 - 3
        n = self._mins.size
        columns = np.linspace(0, n, width + 1).astype(np.int64)
        painter.setPen(QPen(color("wave", palette), 1))
        for x in range(width):
            lo, hi = columns[x], max(columns[x] + 1, columns[x + 1])
            top = float(self._maxs[lo:hi].max())
            bottom = float(self._mins[lo:hi].min())
            px = rect.left() + 2 + x
            painter.drawLine(QPointF(px, mid - top * half), QPointF(px, mid - bottom * half))
        if self._playhead is not None:
            painter.setPen(QPen(color("playhead", palette), 1.5))
            px = rect.left() + 2 + self._playhead * width
            painter.drawLine(QPointF(px, rect.top() + 2), QPointF(px, rect.bottom() - 2))
