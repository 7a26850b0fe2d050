"""While the model loads, the status bar says how long it took the last time."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.ui.base.settings import Settings
from studio.ui.session.jobs import EngineConfig
from tests.ui.fake_engine import FakeEngine
from tests.ui.fake_window import fake_window


def test_the_last_load_time_is_remembered_and_said(qtbot: QtBot, tmp_path: Path) -> None:
    engine = FakeEngine()
    assert Settings().model_load_seconds("fake fake") is None
    window = fake_window(qtbot, tmp_path, engine, voices=())
    took = Settings().model_load_seconds("fake fake")
    assert took is not None and took >= 0
    # A model never loaded says nothing of a last time.
    window.stats.show_loading("pocket other")
    assert "last time" not in window.stats.currentMessage()
    messages: list[str] = []
    session = window.session
    # Connected after the window's own slot: the bar's message as loading begins.
    session.sig_engine_loading.connect(lambda what: messages.append(window.stats.currentMessage()))
    with qtbot.waitSignal(session.sig_engine_ready, timeout=20000):
        session.switch_engine(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
    said = [m for m in messages if "last time" in m]
    assert said and f"(it took {took:.1f} s last time)" in said[0], messages
    # Settings keys stay flat: a model name with "/" or ":" opens no group.
    settings = Settings()
    settings.set_model_load_seconds("pocket hf://kyutai/pocket-tts:v1", 4.25)
    assert settings.model_load_seconds("pocket hf://kyutai/pocket-tts:v1") == 4.25
    assert settings.model_load_seconds("pocket hf") is None
