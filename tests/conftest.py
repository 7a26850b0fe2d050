"""Shared test setup: Qt runs offscreen, and no test may leave a thread behind."""

from __future__ import annotations

import os
import threading
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


def _threads_now() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.is_alive() and not t.daemon}


@pytest.fixture(autouse=True)
def no_leftover_threads(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    """Fail a test that leaves a Python thread or a studio QThread running."""
    before = _threads_now()
    yield
    deadline = time.monotonic() + 2.0
    leftover: set[threading.Thread] = set()
    workers: list[object] = []
    while time.monotonic() < deadline:
        leftover = _threads_now() - before
        workers = []
        try:
            from studio.ui.session.worker import running_workers
        except ImportError:  # no Qt installed: only the Python threads are checked
            pass
        else:
            workers = list(running_workers())
        if not leftover and not workers:
            return
        time.sleep(0.05)
    pytest.fail(f"test left threads running: {sorted(t.name for t in leftover)} {workers}")
