"""Checking that nothing more happens: a condition watched for a bounded time.

A fixed ``qtbot.wait`` followed by one assert only looks once, at the end;
``stays`` looks after every turn of the event loop and fails at the first
turn the condition breaks, naming how long it held.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEventLoop


def stays(condition: Callable[[], bool], ms: int = 100, what: str = "the condition") -> None:
    """Run the event loop for ``ms`` milliseconds; ``condition`` must hold after every turn."""
    assert condition(), f"{what} does not hold to begin with"
    start = time.monotonic()
    deadline = start + ms / 1000
    while time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
        time.sleep(0.002)  # let the worker threads run between the turns
        held = (time.monotonic() - start) * 1000
        assert condition(), f"{what} broke after {held:.0f} ms"
