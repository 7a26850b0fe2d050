"""Small helpers for the window tests."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.core.document import VoiceEntry
from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import STATUS_ROLE, Column
from studio.ui.session.session import StudioSession
from studio.ui.session.voices import VoiceState


def add_lines(window: MainWindow, items: list[tuple[str, str]]) -> list[str]:
    return window.editor.insert_texts(items, "Add lines")


def row_values(window: MainWindow, line_id: str) -> dict[str, object]:
    model = window.session.model
    row = model.row_of(line_id)

    def cell(column: Column) -> object:
        return model.data(model.index(row, column))

    return {
        "status": model.data(model.index(row, Column.STATUS), STATUS_ROLE),
        "cache": cell(Column.CACHE),
        "cache_ms": cell(Column.CACHE_MS),
        "first_audio_ms": cell(Column.FIRST_AUDIO_MS),
        "generate_ms": cell(Column.GENERATE_MS),
        "rtf": cell(Column.RTF),
        "duration": cell(Column.DURATION),
    }


def render_and_wait(qtbot: QtBot, window: MainWindow, line_ids: list[str] | None = None) -> None:
    session = window.session
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        if line_ids is None:
            session.renders.render_stale()
        else:
            session.renders.render_lines(line_ids)


def save_as(qtbot: QtBot, window: MainWindow, path: Path) -> Path:
    """Save As, waiting for the write to finish; returns the project folder."""
    project = window.project
    with qtbot.waitSignal(project.sig_saved, timeout=60000) as blocker:
        assert project.save_as(path)
    folder = blocker.args[0]
    assert isinstance(folder, Path)
    return folder


def open_project(qtbot: QtBot, window: MainWindow, path: Path, ask: bool = True) -> bool:
    """Open a project and wait for it; False when it failed to open."""
    project = window.project
    outcome: list[bool] = []
    project.sig_opened.connect(lambda *_: outcome.append(True))
    project.sig_open_failed.connect(lambda *_: outcome.append(False))
    project.open_project(path, ask=ask)
    qtbot.waitUntil(lambda: bool(outcome) or not project.busy, timeout=60000)
    return bool(outcome) and outcome[0]


def restore_recovery(qtbot: QtBot, window: MainWindow, recovery: object) -> None:
    with qtbot.waitSignal(window.project.sig_opened, timeout=60000):
        window.project.restore_recovery(recovery)  # type: ignore[arg-type]


# These raise LookupError, not AssertionError, for a voice that is not there: in a
# ``qtbot.waitUntil`` condition an AssertionError would be waited out, not reported.


def voice_entry(session: StudioSession, name: str) -> VoiceEntry:
    """The document's entry for the voice ``name``."""
    entry = session.document.voice(name)
    if entry is None:
        raise LookupError(f"the document has no voice {name!r}")
    return entry


def voice_state(session: StudioSession, name: str) -> VoiceState:
    """The session's state of the voice ``name``."""
    state = session.voices.state(name)
    if state is None:
        raise LookupError(f"the session has no voice {name!r}")
    return state
