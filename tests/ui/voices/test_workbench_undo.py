"""The workbench's Undo and Redo act on its voice's edits only; the project's Undo (the same
history) still walks through them in order."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from studio.core.commands import Macro, RestoreVoice, SetText, SetVoiceEdits, SetVoiceEntry
from studio.core.document import VoiceEntry
from studio.core.sound.vad import Region
from studio.core.sound.voice_edits import VoiceEdits
from studio.ui.main_window import MainWindow
from studio.ui.voices.voice_undo import edits_voice
from tests.ui.fake_window import fake_window
from tests.ui.voices.helpers import wait_analysed

LINES = [f"This is line number {n} of the script." for n in range(1, 9)]
_CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def _import_script(window: MainWindow, tmp_path: Path) -> list[str]:
    script = tmp_path / "script.txt"
    script.write_text("\n\n".join(LINES) + "\n", encoding="utf-8")
    ids = window.project.import_script(script)
    assert len(ids) == 8 and len(window.session.document.lines) == 8
    return ids


def _press(qtbot: QtBot, widget: QWidget, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """A key press in ``widget``'s window, as a user makes it (the window active)."""
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget.window(), timeout=5000)
    QTest.keyClick(widget, key, modifiers)


def _ctrl_z(qtbot: QtBot, widget: QWidget) -> None:
    _press(qtbot, widget, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def test_ctrl_z_in_the_workbench_undoes_its_voice_edits_and_nothing_else(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    stack = session.undo_stack
    ids = _import_script(window, tmp_path)
    original = session.document.voice("alice")
    workbench = window.voice_tools.open_workbench("alice")
    wait_analysed(qtbot, workbench)
    # The import is the project's step, not an edit of this voice.
    assert not workbench.act_undo.isEnabled() and not workbench.act_redo.isEnabled()

    workbench.view.set_selection(Region(0.5, 1.5))
    with qtbot.waitSignal(session.sig_idle, timeout=30000):
        workbench.trim_button.click()
    loudness = workbench.normalize_combo.findData("loudness")
    with qtbot.waitSignal(session.sig_idle, timeout=30000):
        workbench.normalize_combo.setCurrentIndex(loudness)
    edited = session.document.voice("alice")
    assert edited is not None
    assert edited.edits == VoiceEdits(trim_start=0.5, trim_end=1.5, normalize="loudness")
    assert workbench.act_undo.isEnabled()
    assert workbench.act_undo.text() == "&Undo Edit voice audio"

    for _ in range(2):
        before = stack.index()
        with qtbot.waitSignal(session.sig_idle, timeout=30000):
            _ctrl_z(qtbot, workbench)
        assert stack.index() == before - 1
    assert session.document.voice("alice") == original
    assert not workbench.act_undo.isEnabled() and workbench.act_redo.isEnabled()
    assert workbench.act_undo.text() == "&Undo"

    # The third press finds nothing of this voice left: the import stays.
    before = stack.index()
    _ctrl_z(qtbot, workbench)
    workbench.act_undo.trigger()  # the action itself does nothing either
    assert stack.index() == before
    assert [line.id for line in session.document.lines] == ids
    assert [line.text for line in session.document.lines] == LINES

    # Redo brings both edits back; the project's own Ctrl+Z then undoes them in order, and
    # after them the import (the main window's Undo is the project's whole history).
    for _ in range(2):
        with qtbot.waitSignal(session.sig_idle, timeout=30000):
            _press(qtbot, workbench, Qt.Key.Key_Z, _CTRL_SHIFT)
    assert session.document.voice("alice") == edited
    assert not workbench.act_redo.isEnabled()
    for _ in range(2):
        with qtbot.waitSignal(session.sig_idle, timeout=30000):
            _ctrl_z(qtbot, window)
    assert session.document.voice("alice") == original
    assert len(session.document.lines) == 8
    _ctrl_z(qtbot, window)
    assert session.document.lines == []
    workbench.close()


def test_the_workbench_follows_only_its_own_voice(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    alice = window.voice_tools.open_workbench("alice")
    bob = window.voice_tools.open_workbench("bob")
    wait_analysed(qtbot, alice)
    wait_analysed(qtbot, bob)
    bob.view.set_selection(Region(0.2, 1.2))
    with qtbot.waitSignal(session.sig_idle, timeout=30000):
        bob.trim_button.click()
    assert bob.act_undo.isEnabled() and not alice.act_undo.isEnabled()
    with qtbot.waitSignal(session.sig_idle, timeout=30000):
        bob.act_undo.trigger()
    assert not alice.act_redo.isEnabled() and bob.act_redo.isEnabled()
    # An edit elsewhere (a line) ends the voice's redo list, as in any undo history.
    window.editor.insert_texts([("alice", "Hello.")], "Add lines")
    assert not bob.act_redo.isEnabled() and not bob.act_undo.isEnabled()
    alice.close()
    bob.close()


def test_which_steps_are_edits_of_a_voice() -> None:
    entry = VoiceEntry("alice", "alice.wav")
    assert edits_voice(SetVoiceEntry("alice", entry), "alice")
    assert edits_voice(RestoreVoice("alice", entry, 0, "Edit voice"), "alice")
    assert edits_voice(SetVoiceEdits("alice", VoiceEdits(), "key"), "alice")
    assert edits_voice(Macro((SetVoiceEntry("alice", entry),) * 2), "alice")
    # Taking the voice out of the project (undoing its Add, redoing its Remove) is not.
    assert not edits_voice(SetVoiceEntry("alice", None), "alice")
    assert not edits_voice(SetVoiceEntry("bob", VoiceEntry("bob", "bob.wav")), "alice")
    assert not edits_voice(Macro((SetVoiceEntry("alice", entry), SetText("l1", "Hi."))), "alice")
    assert not edits_voice(Macro(()), "alice")
    assert not edits_voice(None, "alice")
