"""A save drops the autosaved snapshot (a copy of every take of the project) on the
project-file thread: deleting it on the GUI thread froze the window for seconds."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.core.store.recovery import SNAPSHOT, RecoverySession
from tests.ui.helpers import save_as


def test_a_save_drops_the_autosave_off_the_gui_thread(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.core.commands import SetText
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    cleared_on: list[str] = []
    original = RecoverySession.clear

    def clear(self: RecoverySession) -> None:
        cleared_on.append(threading.current_thread().name)
        original(self)

    monkeypatch.setattr(RecoverySession, "clear", clear)
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.project.enable_autosave(tmp_path / "data")
    autosaver = window.project.autosaver
    assert autosaver is not None
    snapshot = autosaver.recovery.folder / SNAPSHOT
    ids = window.editor.insert_texts([("alice", "One."), ("alice", "Two.")], "Add")
    autosaver.autosave_now()
    assert snapshot.is_dir()

    # Saved with no autosave in flight: the save's end drops the snapshot.
    save_as(qtbot, window, tmp_path / "story.vstudio")
    window.project.jobs.wait()
    assert not snapshot.exists()
    assert len(cleared_on) == 1

    # Saved while an autosave is being written: the autosave's end drops it, then the save's.
    session.edit(SetText(ids[0], "Changed."))
    with qtbot.waitSignal(window.project.sig_saved, timeout=60000):
        autosaver._on_timer_timeout()  # the timer's autosave, queued first
        window.project.save()
    window.project.jobs.wait()
    qtbot.waitUntil(lambda: not window.project.jobs.busy, timeout=10000)
    assert not snapshot.exists()
    assert len(cleared_on) >= 2
    # Each on the project-file thread, none on the GUI thread (was: all of them).
    assert threading.main_thread().name not in cleared_on
    window.close()
