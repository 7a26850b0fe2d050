"""Preferences fit a 1024x600 screen in every language, and never outgrow a smaller one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from studio.engines.devices import DeviceOption
from studio.errors import Said
from studio.ui.base.settings import Settings
from studio.ui.preferences.dialog import PreferencesDialog

DEVICES = [
    DeviceOption("auto", Said("Automatic (CPU)")),
    DeviceOption("cuda:0", Said("NVIDIA H200 (139 GB)")),
]


def _dialog(qtbot: QtBot, tmp_path: Path) -> PreferencesDialog:
    settings = Settings(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    dialog = PreferencesDialog(settings, DEVICES)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("code", ["en", "de", "es"])
def test_every_group_fits_a_1024_by_600_screen(
    qtbot: QtBot, tmp_path: Path, speaking: Callable[[str], str], code: str
) -> None:
    speaking(code)
    dialog = _dialog(qtbot, tmp_path)
    wanted = dialog.wanted_size()
    # Room left for the window's frame and a panel on a 1024x600 screen.
    assert wanted.width() <= 1000 and wanted.height() <= 540, (code, wanted)
    # No field asks for its longest entry's width (the recognizers' titles are long).
    widest = max(combo.minimumSizeHint().width() for combo in dialog.findChildren(QComboBox))
    assert widest < 260, widest
    dialog.reject()


def test_on_a_small_screen_the_groups_scroll_and_the_buttons_stay(
    qtbot: QtBot, tmp_path: Path
) -> None:
    dialog = _dialog(qtbot, tmp_path)
    dialog.show()
    qtbot.waitExposed(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
    buttons = dialog._buttons
    assert buttons.isVisible() and dialog.rect().contains(buttons.geometry())
    scroll = dialog._scroll
    page = scroll.widget()
    assert page is not None

    # The page shrinks to the viewport down to its minimum; past that it scrolls, so all
    # of it can be reached (waited for: the ranges follow the layout pass after showing).
    def reachable() -> bool:
        wanted, viewport = page.minimumSizeHint(), scroll.viewport()
        across = viewport.width() + scroll.horizontalScrollBar().maximum()
        down = viewport.height() + scroll.verticalScrollBar().maximum()
        return across >= wanted.width() and down >= wanted.height()

    qtbot.waitUntil(reachable)
    dialog.reject()
