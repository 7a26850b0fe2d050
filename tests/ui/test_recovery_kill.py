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

from studio.core.recovery import find_recoveries

CHILD = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication

    from studio.core.commands import SetText
    from studio.ui.main_window import MainWindow
    from studio.ui.session import StudioSession
    from studio.ui.settings import Settings

    base, settings_file = Path(sys.argv[1]), sys.argv[2]
    app = QApplication([])
    settings = Settings(QSettings(settings_file, QSettings.Format.IniFormat))
    settings.autosave_seconds = 0.1
    session = StudioSession()
    window = MainWindow(session, settings)
    window.interactive = False
    window.project.enable_autosave(base)
    ids = window.editor.insert_texts([("alice", "Untouched line."), ("alice", "Draft.")], "Add")
    session.undo_stack.push_command(SetText(ids[1], "An edit worth keeping."))
    count = [0]

    def keep_typing():
        count[0] += 1
        session.undo_stack.push_command(SetText(ids[1], f"Edit {count[0]}."))

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
def test_killed_mid_edit_recovers_the_edit(qtbot, tmp_path):
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
    from studio.ui.recovery_dialog import RecoveryDialog
    from studio.ui.session import StudioSession

    dialog = RecoveryDialog(recoveries)
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1 and dialog.selected == recoveries[0]

    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.project.enable_autosave(base)
    assert window.project.restore_recovery(recoveries[0])
    texts = [line.text for line in session.document.lines]
    assert texts[0] == "Untouched line."
    assert texts[1] == "An edit worth keeping." or texts[1].startswith("Edit ")
    assert texts[1] != "Draft."
    assert window.isWindowModified()
    # The old entry is gone; the restored work lives in this session's entry.
    assert not recoveries[0].folder.exists()
    assert find_recoveries(base) == []
    window.close()
    assert not any((base / "recovery").iterdir())
