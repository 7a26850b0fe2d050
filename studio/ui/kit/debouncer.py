"""Run once, a while after the last of a burst of calls (a debounce, trailing edge)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal, Slot


class Debouncer(QObject):
    """``throttle()`` (re)starts the wait; ``triggered`` comes ``timeout`` ms after the
    last call; ``cancel()`` drops a pending one."""

    triggered = Signal()

    def __init__(self, timeout_ms: int = 100, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(timeout_ms)
        self._timer.timeout.connect(self._on_timer_timeout)

    def setTimeout(self, ms: int) -> None:  # noqa: N802 - Qt's naming, as the timer's
        self._timer.setInterval(ms)

    def throttle(self) -> None:
        self._timer.start()

    def cancel(self) -> None:
        self._timer.stop()

    @Slot()
    def _on_timer_timeout(self) -> None:
        self.triggered.emit()


__all__ = ["Debouncer"]
