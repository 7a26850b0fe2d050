"""Shared test setup: a home folder of the run's own, Qt offscreen, no work left running.

``tests.home_isolation``, imported first, points HOME and the XDG folders at a
temporary folder for the whole run, and every process a test starts inherits
it; the run fails if the studio's places in the real home changed.

A test fails when it leaves behind a Python thread, the render worker's
QThread, a busy project-file or export pool, or an active QTimer. Timers are
found by replacing ``QtCore.QTimer`` with a subclass that records every
instance, before any studio module imports it.
"""

from __future__ import annotations

import os
import threading
import time
import weakref
from collections.abc import Iterator
from pathlib import Path
from typing import Any

# Before anything reads HOME or the XDG variables (Qt, platformdirs, the hub client);
# its hooks check the real home when the run ends.
from tests.home_isolation import (  # noqa: F401
    pytest_report_header,
    pytest_sessionfinish,
    pytest_terminal_summary,
    pytest_unconfigure,
)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

try:
    from PySide6 import QtCore
except ImportError:  # no Qt installed: only the Python threads are checked
    QtCore = None  # type: ignore[assignment]

_timers: list[weakref.ref[QtCore.QTimer]] = []

if QtCore is not None:

    class _TrackedTimer(QtCore.QTimer):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            _timers.append(weakref.ref(self))

    QtCore.QTimer = _TrackedTimer  # type: ignore[misc]


def _active_timers() -> list[str]:
    active = []
    for ref in list(_timers):
        timer = ref()
        if timer is None:
            _timers.remove(ref)
            continue
        try:
            if timer.isActive():
                parent = timer.parent()
                active.append(f"QTimer of {type(parent).__name__} ({timer.interval()} ms)")
        except RuntimeError:  # the C++ object is gone: so is the timer
            _timers.remove(ref)
    return active


def _threads_now() -> set[threading.Thread]:
    return {t for t in threading.enumerate() if t.is_alive() and not t.daemon}


def _qt_work_left() -> list[str]:
    try:
        from studio.ui.export.job import export_pool
        from studio.ui.kit.job_pool import busy_pools
        from studio.ui.session.worker import running_workers
    except ImportError:
        return []
    left = [f"worker {w!r}" for w in running_workers()]
    left += [f"jobs on {pool._pool.objectName()}" for pool in busy_pools()]
    if export_pool().activeThreadCount():
        left.append("an export job")
    return left + _active_timers()


@pytest.fixture(autouse=True)
def no_leftover_work(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a test that leaves a thread, a busy pool or an active timer behind."""
    before = _threads_now()
    yield
    deadline = time.monotonic() + 3.0
    leftover: set[threading.Thread] = set()
    qt_left: list[str] = []
    while time.monotonic() < deadline:
        leftover = _threads_now() - before
        qt_left = _qt_work_left()
        if not leftover and not qt_left:
            return
        if QtCore is not None and QtCore.QCoreApplication.instance() is not None:
            # Let queued signals (a job's result, a debounce) be delivered.
            QtCore.QCoreApplication.processEvents()
        time.sleep(0.05)
    pytest.fail(f"test left work running: {sorted(t.name for t in leftover)} {qt_left}")


@pytest.fixture(autouse=True)
def _trash_of_the_test(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path | None]:
    """What a confirmed replace trashes lands in a trash of the test's own, never in the
    trash of the person running the tests. Yields that trash folder (``files/``, ``info/``)."""
    try:
        from send2trash import plat_other
    except ImportError:
        yield None
        return
    data_home = tmp_path_factory.mktemp("data-home")
    monkeypatch.setattr(plat_other, "XDG_DATA_HOME", os.fsencode(data_home))
    monkeypatch.setattr(plat_other, "HOMETRASH_B", os.fsencode(data_home / "Trash"))
    monkeypatch.setattr(plat_other, "HOMETRASH", str(data_home / "Trash"))
    yield data_home / "Trash"


@pytest.fixture
def trash(_trash_of_the_test: Path | None, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's trash folder, for tests that look inside it. The home folder moves beside
    it, since the trash is chosen by comparing the file's disk with the home folder's."""
    assert _trash_of_the_test is not None, "send2trash is not installed"
    monkeypatch.setenv("HOME", str(_trash_of_the_test.parent))
    return _trash_of_the_test
