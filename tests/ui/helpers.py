"""Small helpers for the window tests."""

from __future__ import annotations

from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import STATUS_ROLE, Column


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


def render_and_wait(qtbot, window: MainWindow, line_ids: list[str] | None = None) -> None:  # type: ignore[no-untyped-def]
    session = window.session
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        if line_ids is None:
            session.render_stale()
        else:
            session.render_lines(line_ids)
