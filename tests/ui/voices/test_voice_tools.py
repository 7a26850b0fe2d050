"""The entry points: the voices panel's buttons, the Voices menu and its keys."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from tests.ui.fake_window import fake_window
from tests.ui.voices.helpers import wait_analysed


def test_the_panel_and_the_menu_open_the_voice_windows(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    tools = window.voice_tools
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Voices")
    assert isinstance(menu, QMenu)
    assert [a.text() for a in menu.actions() if a.text()] == [
        "Add &voice…",
        "&Record voice…",
        "Replace voice &audio…",
        "&Edit voice…",
        "&Clone check",
        "Voice &library…",
        "&Cast…",
    ]
    assert tools.act_edit.shortcut() == QKeySequence("Ctrl+Shift+E")
    assert tools.act_library.shortcut() == QKeySequence("Ctrl+Shift+L")

    window.voices.select("bob")
    window.voices.edit_button.click()
    assert list(tools.workbenches) == ["bob"] and tools.workbenches["bob"].isVisible()
    window.voices.select("alice")
    tools.act_edit.trigger()
    item = window.voices.list.currentItem()
    assert item is not None
    window.voices.list.itemDoubleClicked.emit(item)  # the same workbench, raised
    assert sorted(tools.workbenches) == ["alice", "bob"]
    for workbench in tools.workbenches.values():
        wait_analysed(qtbot, workbench)
    tools.workbenches["bob"].close()
    qtbot.waitUntil(lambda: "bob" not in tools.workbenches, timeout=2000)

    tools.act_library.trigger()
    assert tools.library_dialog is not None and tools.library_dialog.isVisible()
    assert tools.open_library() is tools.library_dialog
    window.close()  # closes every voice window with it
    assert not tools.workbenches or not tools.workbenches["alice"].isVisible()
    assert not tools.library_dialog.isVisible()


def test_edit_voice_without_a_selection_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    window.voices.list.setCurrentRow(-1)
    window.voice_tools.act_edit.trigger()
    assert window.stats.message_label.text() == "Select a voice first."
    assert window.voice_tools.workbenches == {}
