"""The status bar: engine, model, device, cache use and hit counts, last line timings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QWidget

from studio.engines.base import EngineInfo
from studio.render import LineDone
from studio.ui.session.jobs import CacheSnapshot


def human_bytes(n: int | float | None) -> str:
    if n is None:
        return "–"
    value = float(n)
    for unit in ("B", "KB", "MB", "GB"):
        if value < 1024 or unit == "GB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    return f"{value:.1f} GB"


class StatsBar(QStatusBar):
    """Permanent labels on the right; transient messages on the left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(True)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, 0)  # the model load has no measurable progress
        self.progress.setMaximumWidth(140)
        self.progress.setMaximumHeight(14)
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.engine_label = self._label(self.tr("No model"))
        self.cache_label = self._label("")
        self.hits_label = self._label("")
        self.last_label = self._label("")
        self.addWidget(self.progress)
        for label in (self.engine_label, self.cache_label, self.hits_label, self.last_label):
            self.addPermanentWidget(label)

    def _label(self, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setObjectName("statsLabel")
        label.setTextFormat(Qt.TextFormat.PlainText)
        return label

    def show_loading(self, what: str) -> None:
        self.progress.show()
        self.engine_label.setText(self.tr("Loading {0}…").format(what))
        self.showMessage(self.tr("Loading the model on the worker thread…"))

    def show_engine(self, info: EngineInfo) -> None:
        self.progress.hide()
        random = self.tr(" (random weights)") if info.is_random else ""
        self.engine_label.setText(
            self.tr("{0} · {1}{2} · {3} · {4} Hz").format(
                info.engine_id, info.model_spec, random, info.device, info.sample_rate
            )
        )
        self.engine_label.setToolTip(info.fingerprint)
        self.clearMessage()

    def show_engine_failed(self, message: str) -> None:
        self.progress.hide()
        self.engine_label.setText(self.tr("Model not loaded"))
        self.engine_label.setToolTip(message)

    def show_stats(self, snapshot: CacheSnapshot) -> None:
        self.cache_label.setText(
            self.tr("Cache: memory {0} / {1} · disk {2}").format(
                human_bytes(snapshot.memory_bytes),
                human_bytes(snapshot.memory_budget),
                human_bytes(snapshot.disk_bytes),
            )
        )
        self.cache_label.setToolTip(snapshot.disk_error or "")
        self.hits_label.setText(
            self.tr("Hits: {0} memory, {1} disk · misses: {2}").format(
                snapshot.memory_hits, snapshot.disk_hits, snapshot.misses
            )
        )

    def show_last_line(self, done: LineDone) -> None:
        t = done.timings
        first = "–" if t.first_audio_ms is None else f"{t.first_audio_ms:.0f}"
        rtf = t.real_time_factor
        self.last_label.setText(
            self.tr(
                "Last line: {0} {1:.0f} ms · first audio {2} ms · gen {3:.0f} ms · RTF {4}"
            ).format(
                done.lookup.outcome,
                t.cache_ms,
                first,
                t.generate_ms,
                "–" if rtf is None else f"{rtf:.2f}",
            )
        )
