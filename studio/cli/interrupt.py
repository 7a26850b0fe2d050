"""Ctrl+C as a cancel request for the headless commands."""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType


@contextlib.contextmanager
def cancel_on_sigint() -> Iterator[threading.Event]:
    """Yield an event that Ctrl+C sets, so long work stops at its next check.

    The work then ends cleanly (threads joined, no half-written file) instead
    of being torn down by KeyboardInterrupt wherever it happens to be. Signal
    handlers can only be installed on the main thread; elsewhere the event is
    simply never set by Ctrl+C.
    """
    cancel = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        yield cancel
        return

    def on_interrupt(signum: int, frame: FrameType | None) -> None:
        cancel.set()

    previous = signal.signal(signal.SIGINT, on_interrupt)
    try:
        yield cancel
    finally:
        signal.signal(signal.SIGINT, previous)
