"""The `voice-studio gui --screenshot` flow, and playback without an audio device."""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.support import TINY_MODEL


def gui_args(*argv: str) -> argparse.Namespace:
    """Options exactly as the command line parses them (no hand-built namespace)."""
    from studio.cli import COMMANDS, build_parser, with_default_command

    return build_parser().parse_args(with_default_command(list(argv), COMMANDS))


def test_screenshot_flow_renders_all_lines_and_exits_zero(
    qtbot: QtBot, tmp_path: Path, voice_files: dict[str, Path]
) -> None:
    from studio.ui.app import run_app

    script = tmp_path / "script.txt"
    script.write_text("alice: One line.\nbob: Another line.\nalice: A third.\n", encoding="utf-8")
    shot = tmp_path / "shot.png"
    args = gui_args(
        "--model",
        TINY_MODEL,
        "--device",
        "cpu",
        "--threads",
        "1",
        "--voice",
        f"alice={voice_files['alice']}",
        "--voice",
        f"bob={voice_files['bob']}",
        "--script",
        str(script),
        "--render-all",
        "--screenshot",
        str(shot),
        "--cache-dir",
        str(tmp_path / "cache"),
    )
    assert run_app(args) == 0
    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 800


def test_missing_voice_file_is_a_clear_error(tmp_path: Path) -> None:
    import pytest

    from studio.errors import StudioError
    from studio.ui.app import run_app

    args = gui_args("--model", TINY_MODEL, "--voice", str(tmp_path / "nope.wav"))
    with pytest.raises(StudioError, match="no such audio file"):
        run_app(args)


def test_player_without_output_says_so_once(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from studio.ui.audio.player import Player, PlayItem

    player = Player()
    monkeypatch.setattr(player, "output_device", lambda: None)
    messages: list[str] = []
    player.sig_unavailable.connect(messages.append)
    item = PlayItem("x", np.zeros(100, np.float32), 24000)
    assert not player.play([item])
    assert not player.play([item])
    assert len(messages) == 1 and "No audio output" in messages[0]
    assert player.playing is None


def test_waveform_peaks() -> None:
    from studio.ui.audio.waveform import compute_peaks

    mins, maxs = compute_peaks(np.array([0, 1, -1, 0.5, -0.5, 0.25], np.float32), buckets=3)
    assert list(maxs) == [1.0, 0.5, 0.25] and list(mins) == [0.0, -1.0, -0.5]
    assert compute_peaks(np.zeros(0, np.float32))[0].size == 0


def test_window_remembers_its_geometry(qtbot: QtBot) -> None:
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    window = MainWindow(StudioSession())
    qtbot.addWidget(window)
    window.resize(700, 500)
    window.close()
    again = MainWindow(StudioSession())
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (700, 500)
    assert Path(again.settings.last_voice_dir)


def test_the_application_names_itself_for_every_title(qapp: QApplication) -> None:
    """Qt appends the display name to window titles: set once, where the app is made."""
    from PySide6.QtGui import QIcon

    from studio.ui.app import create_application

    saved = (
        qapp.organizationName(),
        qapp.applicationName(),
        qapp.applicationDisplayName(),
        qapp.desktopFileName(),
        qapp.style().name(),
    )
    try:
        assert create_application() is qapp
        assert qapp.applicationDisplayName() == "Voice Studio"
    finally:
        qapp.setOrganizationName(saved[0])
        qapp.setApplicationName(saved[1])
        qapp.setApplicationDisplayName(saved[2])
        qapp.setDesktopFileName(saved[3])
        qapp.setStyle(saved[4])
        qapp.setStyleSheet("")
        qapp.setWindowIcon(QIcon())
