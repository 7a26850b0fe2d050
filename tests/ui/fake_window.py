"""The real window over a session that renders with the fake engine (fast logic tests)."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.fake_engine import FakeEngine

# The voices a fake window loads: name -> (frequency, amplitude) of its tone.
VOICES = {"alice": (220, 0.3), "bob": (330, 0.5)}


def fake_window(
    qtbot: QtBot,
    tmp_path: Path,
    engine: FakeEngine | None = None,
    voices: tuple[str, ...] = ("alice", "bob"),
) -> MainWindow:
    """A window with ``voices`` loaded on ``engine`` (by default a FakeEngine)."""
    engine = engine or FakeEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
        for name in voices:
            freq, amp = VOICES[name]
            session.voices.add(tone(tmp_path / f"{name}.wav", 2.0, freq=freq, amp=amp), name)
    return window
