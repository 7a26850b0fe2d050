"""The drift dock: each line's similarity, speaking rate and loudness over the book, chapters
marked, a point clicked selects its line; the same plot as a PNG."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot

from studio.core.commands import SetChapter
from studio.ui.main_window import MainWindow
from tests.ui.helpers import add_lines, render_and_wait


def test_the_dock_follows_the_takes_and_a_click_selects_the_line(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path
) -> None:
    window = studio_window
    session = window.session
    session.worker.set_voice_check(True)
    ids = add_lines(
        window,
        [
            ("alice", "The first chapter begins here."),
            ("alice", "It goes on for a while."),
            ("bob", "The second chapter starts with Bob."),
            ("alice", "And Alice ends it."),
        ],
    )
    session.undo_stack.push_command(SetChapter((ids[2],), ("Two",)))
    render_and_wait(qtbot, window)
    dock = window.drift
    assert dock.isHidden()
    dock.act_toggle.trigger()
    assert dock.isVisible()
    drift = dock.chart.drift
    assert [p.row for p in drift.points] == [1, 2, 3, 4]
    assert all(p.similarity is not None for p in drift.points)
    assert all(p.level_db is not None and p.chars_per_second for p in drift.points)
    assert [(m.row, m.title) for m in drift.chapters] == [(3, "Two")]
    assert "speaker encoder" in dock.note.text()

    dock.chart._on_dots_clicked(QPointF(3.2, 0.5))
    assert window.editor.selected_line_ids() == [ids[2]]

    png = dock.save_png(tmp_path / "drift.png")
    assert png.stat().st_size > 5000


def test_without_the_voice_check_the_dock_says_how_to_follow_the_voice(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    (line_id,) = add_lines(window, [("alice", "Only loudness and pace here.")])
    render_and_wait(qtbot, window, [line_id])
    window.drift.act_toggle.trigger()
    (point,) = window.drift.chart.drift.points
    assert point.similarity is None and point.level_db is not None
    assert "turn the voice check on" in window.drift.note.text()
