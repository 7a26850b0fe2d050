"""The main path with the keyboard alone: add a voice, import a script, render, play,
choose a take, save and export, with key events only.

Nothing is clicked and no window method is called once the window is built. The
file dialogs, which belong to the desktop, are answered by replacing them with one
that returns a path; the export dialog is worked with keys while it runs modal.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QWidget
from pytestqt.qtbot import QtBot

from studio.ui.export.dialog import ExportDialog
from studio.ui.main_window import MainWindow
from studio.ui.panels.takes_panel import TakesPanel
from tests.support import tone
from tests.ui.audio.capture_output import Capture, capture_factory
from tests.ui.fake_window import fake_window

KeyboardModifier = Qt.KeyboardModifier
NO = KeyboardModifier.NoModifier
CTRL = KeyboardModifier.ControlModifier
SHIFT = KeyboardModifier.ShiftModifier
ALT = KeyboardModifier.AltModifier


def key(key: Qt.Key, modifier: KeyboardModifier = NO, times: int = 1) -> None:
    """A key pressed where the focus is, as a person would press it."""
    for _ in range(times):
        target = QApplication.focusWidget() or QApplication.activeWindow()
        assert target is not None, "no window has the focus"
        QTest.keyClick(target, key, modifier)


def type_text(text: str) -> None:
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClicks(target, text)


def focus_owner(window: MainWindow) -> str:
    """Which panel holds the focus: "voices", "script", "takes", "settings" or ''."""
    widget = QApplication.focusWidget()
    panels = {
        "voices": window.voices,
        "script": window.editor,
        "takes": window.takes,
        "settings": window.line_params,
    }
    while widget is not None:
        for name, panel in panels.items():
            if widget is panel:
                return name
        widget = widget.parentWidget()
    return ""


def answer_file_dialogs(monkeypatch: pytest.MonkeyPatch, **answers: object) -> None:
    """QFileDialog's static questions answered with ``answers`` (by method name)."""
    for name, answer in answers.items():

        def ask(*args: object, _answer: object = answer, **kwargs: object) -> tuple[object, str]:
            return _answer, ""

        monkeypatch.setattr(QFileDialog, name, staticmethod(ask))


def when_shown(qtbot: QtBot, kind: type[QWidget], then: Callable[[QWidget], None]) -> None:
    """Run ``then`` on the ``kind`` window once it is up (a modal one blocks the caller)."""

    def poll() -> None:
        window = QApplication.activeModalWidget()
        if not (isinstance(window, kind) and QApplication.activeWindow() is window):
            QTimer.singleShot(20, poll)
            return
        try:
            then(window)
        except BaseException:
            # A failed check must not leave the modal dialog up: the test would hang.
            window.close()
            raise

    QTimer.singleShot(20, poll)


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    win = fake_window(qtbot, tmp_path, voices=("alice",))
    win.player.output_factory = capture_factory(Capture())
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win, timeout=5000)
    return win


def test_the_main_path_works_with_the_keyboard_alone(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = window.session
    assert focus_owner(window) == "script"  # where the work is, from the start

    # Add a voice: Ctrl+Shift+A, and the file dialog answers.
    voice = tone(tmp_path / "bob.wav", 2.0, freq=330, amp=0.5)
    answer_file_dialogs(monkeypatch, getOpenFileNames=[str(voice)])
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        key(Qt.Key.Key_A, CTRL | SHIFT)
    assert [v.name for v in session.document.voices] == ["alice", "bob"]

    # Import a script: Ctrl+L.
    script = tmp_path / "script.txt"
    script.write_text("The lamp was lit.\nThey came back late.\n", encoding="utf-8")
    answer_file_dialogs(monkeypatch, getOpenFileName=str(script))
    key(Qt.Key.Key_L, CTRL)
    ids = session.model.line_ids()
    assert [session.document.line(i).text for i in ids] == [
        "The lamp was lit.",
        "They came back late.",
    ]

    # Render every stale line: Ctrl+Shift+Return.
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        key(Qt.Key.Key_Return, CTRL | SHIFT)
    assert all(len(session.document.line(i).takes) == 1 for i in ids)

    # The first line alone (Down, then Page Up), rendered again for a second take.
    assert focus_owner(window) == "script"
    key(Qt.Key.Key_Down)
    key(Qt.Key.Key_PageUp)
    assert window.editor.selected_line_ids() == [ids[0]]
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        key(Qt.Key.Key_Return, CTRL)
    first = session.document.line(ids[0])
    assert len(first.takes) == 2
    newest = first.active_take

    # Play it: Space, in the script.
    with qtbot.waitSignal(window.player.sig_stopped, timeout=20000):
        key(Qt.Key.Key_Space)

    # Choose the other take: Tab into the takes, the arrows to it, Tab to Choose, Space.
    key(Qt.Key.Key_Tab)
    assert focus_owner(window) == "takes"
    assert QApplication.focusWidget() is window.takes.tree
    key(Qt.Key.Key_Down)  # a row moved to is selected: down, then back to the first
    key(Qt.Key.Key_Home)
    if window.takes.selected_take_ids() == [newest]:
        key(Qt.Key.Key_Down)
    (older,) = window.takes.selected_take_ids()
    assert older != newest
    choose = window.takes.choose_button
    for _ in range(6):
        if QApplication.focusWidget() is choose:
            break
        key(Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is choose
    key(Qt.Key.Key_Space)
    assert session.document.line(ids[0]).active_take == older

    # Save: Ctrl+S asks for a path (a new project).
    answer_file_dialogs(monkeypatch, getSaveFileName=str(tmp_path / "book.vstudio"))
    with qtbot.waitSignal(window.project.sig_saved, timeout=30000):
        key(Qt.Key.Key_S, CTRL)
    assert window.project.path is not None and not session.dirty

    # Export: Ctrl+E; in the dialog, Alt+O to the path, type it, Enter, then Escape.
    out = tmp_path / "narration.wav"
    finished: list[object] = []

    def work_the_export(dialog: QWidget) -> None:
        assert isinstance(dialog, ExportDialog)
        dialog.sig_export_finished.connect(finished.append)
        key(Qt.Key.Key_O, ALT)
        assert QApplication.focusWidget() is dialog.form.out_edit
        key(Qt.Key.Key_A, CTRL)
        type_text(str(out))
        key(Qt.Key.Key_Return)

        def close_when_done() -> None:
            if finished or not dialog.busy and dialog.status_label.text():
                key(Qt.Key.Key_Escape)
            else:
                QTimer.singleShot(20, close_when_done)

        QTimer.singleShot(20, close_when_done)

    when_shown(qtbot, ExportDialog, work_the_export)
    key(Qt.Key.Key_E, CTRL)  # returns when the dialog has closed
    assert finished, "the export did not finish"
    assert out.is_file() and out.stat().st_size > 0


def _menu_actions(menu: QMenu) -> list[QAction]:
    found = []
    for action in menu.actions():
        found.append(action)
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            found += _menu_actions(submenu)
    return found


def test_every_toolbar_action_has_a_shortcut_or_a_menu(window: MainWindow) -> None:
    in_menus = {
        action
        for top in window.menuBar().actions()
        if isinstance(top.menu(), QMenu)
        for action in _menu_actions(top.menu())  # type: ignore[arg-type]
    }
    missing = [
        action.text()
        for action in window.toolbar.actions()
        if not action.isSeparator() and action not in in_menus and action.shortcut().isEmpty()
    ]
    assert missing == []
    # Every top menu opens with Alt and a letter.
    assert all("&" in top.text() for top in window.menuBar().actions())


def test_tab_goes_through_the_panels_as_they_lie(window: MainWindow) -> None:
    """Voices, the script, the takes, then the line's settings (under the takes)."""
    seen: list[str] = []
    for _ in range(40):
        key(Qt.Key.Key_Tab)
        owner = focus_owner(window)
        if owner and (not seen or seen[-1] != owner):
            seen.append(owner)
    # From the script: takes, settings, then round through the voices to the script.
    start = seen.index("takes")
    cycle = seen[start : start + 4]
    assert cycle == ["takes", "settings", "voices", "script"], seen
    assert isinstance(window.takes, TakesPanel)
