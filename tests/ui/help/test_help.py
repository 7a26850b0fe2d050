"""Help menu: keyboard shortcuts read from the window's menus, Quit's key, About's versions
in the window's language."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from studio.engines.info import EngineInfo
from studio.ui.base.i18n import TRANSLATED
from studio.ui.help.about import AboutDialog, about_lines
from studio.ui.help.shortcuts import ShortcutsDialog, shortcut_rows
from studio.ui.kit.actions import standard_keys
from tests.ui.fake_window import fake_window


def test_shortcuts_list_every_menu_action_with_keys(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    rows = dict(shortcut_rows(window.menuBar()))
    assert ("Save", "Ctrl+S") in rows["File"]
    assert ("Models…", "Ctrl+Shift+M") in rows["Model"]
    assert ("Preferences…", "Ctrl+,") in rows["Edit"]
    assert any(text == "Keyboard shortcuts" for text, _ in rows["Help"])
    dialog = ShortcutsDialog(window.menuBar(), window)
    qtbot.addWidget(dialog)
    assert dialog.tree.topLevelItemCount() == len(rows)


def test_about_names_the_versions_and_the_model_in_use(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    lines = dict(about_lines(window.session.engine_info))
    assert lines["Model in use"].startswith("fake fake on cpu")
    assert lines["torch"][0].isdigit() and lines["Qt"][0].isdigit()
    assert lines["pocket-tts"][0].isdigit()
    dialog = AboutDialog(window.session.engine_info, window)
    qtbot.addWidget(dialog)
    assert "Model in use: fake fake" in dialog.details.text()
    assert dict(about_lines(None))["Model in use"] == "not loaded"


def test_quit_has_the_platforms_key_or_ctrl_q(qtbot: QtBot, tmp_path: Path) -> None:
    """The platform's standard Quit key; Ctrl+Q where the platform has none (Windows, and
    the offscreen platform these tests run on)."""
    window = fake_window(qtbot, tmp_path)
    platform_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    expected = platform_keys or [QKeySequence("Ctrl+Q")]
    assert window.act_quit.shortcuts() == expected
    assert standard_keys(QKeySequence.StandardKey.Quit) == expected
    keys = expected[0].toString(QKeySequence.SequenceFormat.NativeText)
    assert ("Quit", keys) in dict(shortcut_rows(window.menuBar()))["File"]
    assert window.act_quit.toolTip() == f"Quit  ({keys})"
    # A standard key the platform has keeps all of the platform's keys.
    assert standard_keys(QKeySequence.StandardKey.Undo) == QKeySequence.keyBindings(
        QKeySequence.StandardKey.Undo
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_about_speaks_the_windows_language(
    qtbot: QtBot, speaking: Callable[[str], str], code: str
) -> None:
    info = EngineInfo(
        engine_id="pocket",
        model_spec="random:english_2m_2026-10",
        fingerprint="random:english_2m_2026-10",
        device="cpu",
        dtype="float32",
        sample_rate=24000,
        is_random=True,
        uses_transcript=False,
    )
    english = dict(about_lines(info))
    speaking(code)
    said = dict(about_lines(info))
    dialog = AboutDialog(info)
    qtbot.addWidget(dialog)
    details = dialog.details.text()
    for name in (
        "Licence",
        "Model in use",
        "Weights licence",
        "System",
        "pocket-tts engine (pocket)",
    ):
        assert name in english and name not in said, (code, name)
        assert f"{name}: " not in details, (code, name)
    for name in ("Model in use", "Weights licence"):
        assert english[name] not in said.values(), (code, english[name])
    # Versions and names of packages are written as they are.
    assert said["Voice Studio"] == english["Voice Studio"] and said["Qt"] == english["Qt"]
