"""SIGINT and SIGTERM end the window cleanly instead of killing it mid-write.

Python runs a signal handler only when the interpreter gets control, which a
Qt event loop sitting in C++ may not give it for a long time. The handler's
wake-up byte goes to a socket that a ``QSocketNotifier`` watches, so the loop
wakes at once and the handler runs.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal, Slot

HANDLED = (signal.SIGINT, signal.SIGTERM)


class QuitSignals(QObject):
    """Emits ``sig_quit_requested`` on the GUI thread when SIGINT or SIGTERM arrives."""

    sig_quit_requested = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._previous = {sig: signal.signal(sig, self._on_os_signal) for sig in HANDLED}
        self._pending: list[int] = []
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._on_notifier_activated)

    def _on_os_signal(self, signum: int, frame: FrameType | None) -> None:
        self._pending.append(signum)

    @Slot()
    def _on_notifier_activated(self) -> None:
        with contextlib.suppress(OSError):
            self._reader.recv(64)
        pending, self._pending = self._pending, []
        for signum in pending:
            self.sig_quit_requested.emit(signum)

    def close(self) -> None:
        """Give the signals back to whoever had them before."""
        self._notifier.setEnabled(False)
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._reader.close()
        self._writer.close()
