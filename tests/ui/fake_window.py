"""The real window over a session that renders with the fake engine (fast logic tests)."""

from __future__ import annotations

from pathlib import Path

from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.fake_engine import FakeEngine


def fake_window(qtbot, tmp_path: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    """A window with voices alice and bob loaded on the fake engine."""
    engine = FakeEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
        session.voices.add(tone(tmp_path / "alice.wav", 2.0, freq=220), "alice")
        session.voices.add(tone(tmp_path / "bob.wav", 2.0, freq=330, amp=0.5), "bob")
    return window
