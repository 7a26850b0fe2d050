"""Windows and sessions for the narration tests."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow
from tests.ui.fake_window import fake_window
from tests.ui.narration.review_engine import ReviewEngine


def review_window(qtbot: QtBot, tmp_path: Path, engine: ReviewEngine | None = None) -> MainWindow:
    """The real window over the review engine, with voice alice loaded."""
    return fake_window(qtbot, tmp_path, engine or ReviewEngine(), voices=("alice",))


def statuses(window: MainWindow) -> list[str]:
    from studio.ui.session.script_model import STATUS_ROLE, Column

    model = window.session.model
    return [
        str(model.data(model.index(row, Column.STATUS), STATUS_ROLE))
        for row in range(model.rowCount())
    ]
