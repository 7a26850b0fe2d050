"""Windows and sessions for the narration tests."""

from __future__ import annotations

from pathlib import Path

from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.narration.review_engine import ReviewEngine


def review_window(qtbot, tmp_path: Path, engine: ReviewEngine | None = None) -> MainWindow:  # type: ignore[no-untyped-def]
    """The real window over the review engine, with voice alice loaded."""
    engine = engine or ReviewEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
        session.voices.add(tone(tmp_path / "alice.wav", 2.0, freq=220), "alice")
    return window


def statuses(window: MainWindow) -> list[str]:
    from studio.ui.session.script_model import STATUS_ROLE, Column

    model = window.session.model
    return [
        str(model.data(model.index(row, Column.STATUS), STATUS_ROLE))
        for row in range(model.rowCount())
    ]
