"""The window keeps long-lived objects out of full garbage collections while it is open,
and hands them back when it closes (no object stays frozen after it)."""

from __future__ import annotations

import gc
from pathlib import Path

from pytestqt.qtbot import QtBot

from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, open_project, render_and_wait, save_as


def test_long_lived_objects_are_frozen_while_the_window_is_open(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    assert gc.get_freeze_count() > 0  # the window and its libraries
    add_lines(window, [("alice", "One line."), ("bob", "Another.")])
    render_and_wait(qtbot, window)
    folder = save_as(qtbot, window, tmp_path / "story")
    frozen = gc.get_freeze_count()
    assert open_project(qtbot, window, folder, ask=False)
    assert gc.get_freeze_count() > frozen  # the opened document's objects too
    window.close()
    assert gc.get_freeze_count() == 0
