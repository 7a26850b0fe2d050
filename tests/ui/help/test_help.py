"""Help menu: keyboard shortcuts read from the window's menus, About's versions."""

from __future__ import annotations

from pathlib import Path

from studio.ui.help.about import AboutDialog, about_lines
from studio.ui.help.shortcuts import ShortcutsDialog, shortcut_rows
from tests.ui.fake_window import fake_window


def test_shortcuts_list_every_menu_action_with_keys(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fake_window(qtbot, tmp_path)
    rows = dict(shortcut_rows(window.menuBar()))
    assert ("Save", "Ctrl+S") in rows["File"]
    assert ("Models…", "Ctrl+Shift+M") in rows["Model"]
    assert ("Preferences…", "Ctrl+,") in rows["Edit"]
    assert any(text == "Keyboard shortcuts" for text, _ in rows["Help"])
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    assert dialog.tree.topLevelItemCount() == len(rows)


def test_about_names_the_versions_and_the_model_in_use(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = fake_window(qtbot, tmp_path)
    lines = dict(about_lines(window.session.engine_info))
    assert lines["Model in use"].startswith("fake fake on cpu")
    assert lines["torch"][0].isdigit() and lines["Qt"][0].isdigit()
    assert lines["pocket-tts"][0].isdigit()
    dialog = AboutDialog(window.session.engine_info, window)
    qtbot.addWidget(dialog)
    assert "Model in use: fake fake" in dialog.details.text()
    assert dict(about_lines(None))["Model in use"] == "not loaded"
