"""A studio killed with SIGKILL mid-edit: the next start recovers the edit."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from studio.core.store.project import load_project
from studio.core.store.recovery import SNAPSHOT, find_recoveries
from tests.ui.helpers import restore_recovery, save_as

CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from studio.core.commands import SetText
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession
    from studio.ui.base.settings import Settings

    base, settings_file = Path(sys.argv[1]), sys.argv[2]
    app = QApplication([])
    settings = Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    settings.autosave_seconds = 0.1
    session = StudioSession()
    window = MainWindow(session, settings)
    window.interactive = False
    window.project.enable_autosave(base)
    ids = window.editor.insert_texts([("alice", "Untouched line."), ("alice", "Draft.")], "Add")
    session.edit(SetText(ids[1], "An edit worth keeping."))
    count = [0]

    def keep_typing():
        count[0] += 1
        session.edit(SetText(ids[1], f"Edit {count[0]}."))

    def on_saved():
        print("AUTOSAVED", flush=True)
        if not typing.isActive():
            typing.start()

    typing = QTimer()
    typing.setInterval(20)
    typing.timeout.connect(keep_typing)
    window.project.autosaver.sig_saved.connect(on_saved)
    app.exec()
    """
)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_mid_edit_recovers_the_edit(qtbot: QtBot, tmp_path: Path) -> None:
    base = tmp_path / "data"
    script = tmp_path / "child.py"
    script.write_text(CHILD, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(Path.cwd()))
    child = subprocess.Popen(
        [sys.executable, str(script), str(base), str(tmp_path / "child.ini")],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert child.stdout is not None
        saves = 0
        deadline = time.monotonic() + 60
        while saves < 3 and time.monotonic() < deadline:
            line = child.stdout.readline()
            if not line:
                break
            saves += line.strip() == "AUTOSAVED"
        assert saves >= 3, child.stderr.read() if child.stderr else ""
        # Mid-edit: the child keeps typing while it dies.
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        for stream in (child.stdout, child.stderr):
            if stream is not None:
                stream.close()

    recoveries = find_recoveries(base)
    assert len(recoveries) == 1 and recoveries[0].line_count == 2

    from studio.ui.main_window import MainWindow
    from studio.ui.project.recovery_dialog import RecoveryDialog
    from studio.ui.session.session import StudioSession

    dialog = RecoveryDialog(recoveries)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1 and dialog.selected == recoveries[0]

    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.project.enable_autosave(base)
    restore_recovery(qtbot, window, recoveries[0])
    texts = [line.text for line in session.document.lines]
    assert texts[0] == "Untouched line."
    assert texts[1] == "An edit worth keeping." or texts[1].startswith("Edit ")
    assert texts[1] != "Draft."
    assert window.isWindowModified()
    # The old entry goes once the restored work is safe in this session's entry.
    qtbot.waitUntil(lambda: not recoveries[0].folder.exists(), timeout=30000)
    assert find_recoveries(base) == []

    # The undo stack came back too: the child's "Add" and its text edits (merged
    # into one step while typing fast, but a slow machine may split them).
    stack = session.undo_stack
    restored_texts = texts
    assert stack.count() >= 2 and stack.index() == stack.count()
    assert stack.text(0) == "Add"
    # An untitled project was never saved: no state on the stack is the clean one.
    assert not stack.isClean()
    # This session's entry already holds the restored history (autosave_now).
    assert window.project.autosaver is not None
    entry = load_project(window.project.autosaver.recovery.folder / SNAPSHOT)
    assert entry.history is not None and entry.history.index == stack.count()

    window.show()
    window.activateWindow()
    window.setFocus()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    if stack.index() == stack.count():
        # Offscreen, the shortcut may miss a window without focus: the action is the same.
        window.act_undo.trigger()
    assert stack.index() == stack.count() - 1
    while stack.index() > 1:
        stack.undo()
    # Back through every text edit: the line as the child inserted it.
    assert [line.text for line in session.document.lines] == ["Untouched line.", "Draft."]
    stack.undo()
    assert session.document.lines == []
    # Still unsaved all the way back, and redo returns to the restored work.
    assert window.isWindowModified() and window.project.dirty
    while stack.canRedo():
        stack.redo()
    assert [line.text for line in session.document.lines] == restored_texts
    assert window.isWindowModified()
    window.close()
    assert not any((base / "recovery").iterdir())


def test_autosaved_history_keeps_the_clean_index_of_a_real_save(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from studio.core.commands import SetText
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.project.enable_autosave(tmp_path / "data")
    autosaver = window.project.autosaver
    assert autosaver is not None
    ids = window.editor.insert_texts([("alice", "One."), ("alice", "Two.")], "Add")
    snapshot = autosaver.recovery.folder / SNAPSHOT

    # Untitled: index 0 is the empty New document, not a save, so no clean index.
    autosaver.autosave_now()
    history = load_project(snapshot).history
    assert history is not None and history.index == 1 and history.clean_index is None

    save_as(qtbot, window, tmp_path / "story.vstudio")
    session.edit(SetText(ids[0], "Changed."))
    autosaver.autosave_now()
    history = load_project(snapshot).history
    assert history is not None and history.index == 2 and history.clean_index == 1
    window.close()


def test_ending_the_session_keeps_unsaved_work_without_asking(qtbot: QtBot, tmp_path: Path) -> None:
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    session = StudioSession()
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.project.enable_autosave(tmp_path / "data")
    window.project.ask_unsaved = lambda: pytest.fail("SIGTERM must not ask")
    window.editor.insert_texts([("alice", "Typed just before logout.")], "Add")
    window.show()
    window.end_session()
    assert not window.isVisible()
    recoveries = find_recoveries(tmp_path / "data")
    assert len(recoveries) == 1 and recoveries[0].line_count == 1


def test_ending_a_clean_session_leaves_no_recovery(qtbot: QtBot, tmp_path: Path) -> None:
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    window = MainWindow(StudioSession())
    qtbot.addWidget(window)
    window.project.enable_autosave(tmp_path / "data")
    window.show()
    window.end_session()
    assert find_recoveries(tmp_path / "data") == []
    assert not any((tmp_path / "data" / "recovery").iterdir())
