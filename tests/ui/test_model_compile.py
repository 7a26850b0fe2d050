"""While the model compiles, the window says so (with the last compile's time), stays
responsive, and lines asked for meanwhile render as soon as the model is ready.

The engine is the fake one (pure window logic); its load reports a compile phase and
then waits, as a real compile does, until the test lets it finish: the test can only
get past that wait if the GUI thread kept running meanwhile.
"""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.core.commands import InsertLines
from studio.core.document import Line, new_id
from studio.engines.info import LoadPhase
from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.fake_engine import FakeEngine


class SlowCompile:
    """An engine factory whose load compiles when asked to: it says so, then waits for
    ``finish``."""

    def __init__(self, last_seconds: float | None, outcome: str = "compiled") -> None:
        self.engine = FakeEngine()
        self.last_seconds = last_seconds
        self.outcome = outcome
        self.compiling = threading.Event()
        self.finish = threading.Event()
        self.threads: list[int] = []
        self.configs: list[EngineConfig] = []

    def __call__(self, config: EngineConfig) -> FakeEngine:
        self.threads.append(threading.get_ident())
        self.configs.append(config)
        assert config.on_phase is not None, "the worker hears the load's phases"
        if config.compile == "off":
            return self.engine
        config.on_phase(LoadPhase("compiling", self.last_seconds))
        self.compiling.set()
        assert self.finish.wait(30), "the test never let the compile finish"
        if self.outcome == "compiled":
            config.on_phase(LoadPhase("compiled", 3.5, reused=4, built=0))
        else:
            config.on_phase(LoadPhase("not compiled", problem="no C++ compiler"))
        return self.engine


def _window(qtbot: QtBot, factory: SlowCompile) -> MainWindow:
    session = StudioSession(engine_factory=factory)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_window_says_it_compiles_and_renders_what_was_asked_meanwhile(
    qtbot: QtBot, tmp_path: Path
) -> None:
    factory = SlowCompile(last_seconds=87.9)
    window = _window(qtbot, factory)
    session = window.session
    config = EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache", compile="off")
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(config)
        session.voices.add(tone(tmp_path / "alice.wav", 2.0, freq=220), "alice")
    lines = tuple(Line(new_id(), text, "alice") for text in ("One line.", "Two lines."))
    session.edit(InsertLines((0, 1), lines))
    # The same model, now compiled (as after choosing "On" in Preferences).
    session.switch_engine(replace(config, compile="on"))
    assert factory.compiling.wait(20)
    # The worker is inside the compile; the GUI thread still takes events and paints.
    expected = "Compiling the model… (it took 87.9 s last time)"
    qtbot.waitUntil(lambda: window.stats.currentMessage() == expected, timeout=10000)
    assert threading.get_ident() not in factory.threads  # compiled on the worker's thread
    # Lines asked for now wait for the model, and nothing is lost.
    session.renders.render_lines([line.id for line in lines])
    assert session.engine_info is None
    assert all(session.renders.is_active(line.id) for line in lines)
    with qtbot.waitSignal(session.sig_engine_ready, timeout=20000):
        factory.finish.set()
    qtbot.waitUntil(
        lambda: all(len(session.document.line(line.id).takes) == 1 for line in lines),
        timeout=20000,
    )
    # The ready model's line replaces the compile message.
    assert "Compiling" not in window.stats.currentMessage()
    session.shutdown()


def test_a_first_compile_and_a_failed_one_are_said(qtbot: QtBot, tmp_path: Path) -> None:
    factory = SlowCompile(last_seconds=None, outcome="not compiled")
    window = _window(qtbot, factory)
    session = window.session
    session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache", compile="auto"))
    assert factory.compiling.wait(20)
    qtbot.waitUntil(
        lambda: window.stats.currentMessage() == "Compiling the model for this device…",
        timeout=10000,
    )
    assert "last time" not in window.stats.currentMessage()
    notes: list[str] = []
    session.sig_engine_note.connect(notes.append)
    with qtbot.waitSignal(session.sig_engine_ready, timeout=20000):
        factory.finish.set()
    assert notes == ["The model could not be compiled (no C++ compiler); it runs uncompiled."]
    session.shutdown()
