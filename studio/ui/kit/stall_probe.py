"""Measures how long the GUI event loop goes without running a timer.

A QTimer asks to fire every few milliseconds; any gap much longer than that
is time the GUI thread spent blocked. Used by the tests and by ``--screenshot``
runs to report the longest stall while the worker renders.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Slot

PROBE_INTERVAL_MS = 5


class StallProbe(QObject):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(PROBE_INTERVAL_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        self._last = 0.0
        self.longest_ms = 0.0
        self.ticks = 0
        # When the timer last ran (perf_counter seconds; 0 when stopped): a thread may
        # read it to see a stall while it lasts.
        self.last_tick = 0.0

    def start(self) -> None:
        self.longest_ms = 0.0
        self.ticks = 0
        self._last = self.last_tick = time.perf_counter()
        self._timer.start()

    def stop(self) -> float:
        self._timer.stop()
        self.last_tick = 0.0
        return self.longest_ms

    @Slot()
    def _on_timer_timeout(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000 - PROBE_INTERVAL_MS
        self._last = self.last_tick = now
        self.ticks += 1
        self.longest_ms = max(self.longest_ms, gap)
