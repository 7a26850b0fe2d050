"""The model the window loads is compiled as the preference says, unless the command
line's ``--compile`` says otherwise for this run."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from studio.cli.main import build_parser
from studio.ui.base.settings import Settings
from studio.ui.models.controller import ModelsController
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession


def test_the_preference_and_the_flag_choose_the_compile(qtbot: QtBot, tmp_path: Path) -> None:
    settings = Settings(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    settings.compile_model = "off"
    window = QWidget()
    qtbot.addWidget(window)
    session = StudioSession()
    controller = ModelsController(window, session, settings)
    parser = build_parser()
    plain = parser.parse_args(["gui"])
    assert plain.compile is None  # the window's flag defaults to the preference
    assert controller.config_for_start(plain).compile == "off"
    flagged = parser.parse_args(["gui", "--compile", "on"])
    assert controller.config_for_start(flagged).compile == "on"
    settings.compile_model = "auto"
    assert controller.config_from_settings(EngineConfig(compile="on")).compile == "auto"
    assert parser.parse_args(["render", "-", "--voice", "a.wav"]).compile == "auto"
