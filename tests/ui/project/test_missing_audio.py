"""A take whose audio file vanished: the line says so, Render stale renders it again."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.core.json_codec import take_file_name
from tests.ui.audio.capture_output import Capture, capture_factory
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, open_project, render_and_wait, row_values, save_as


def test_a_missing_take_file_is_the_line_state_not_a_silent_done(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    # A test sink, so the message is about the file, not the machine's sound card.
    window.player.output_factory = capture_factory(Capture())
    session = window.session
    ids = add_lines(
        window, [("alice", "First line."), ("bob", "Second line."), ("alice", "Third.")]
    )
    render_and_wait(qtbot, window)
    folder = save_as(qtbot, window, tmp_path / "story")
    lost = session.document.line(ids[1]).takes[0]
    (folder / take_file_name(lost.id)).unlink()

    messages: list[str] = []
    window.project._show_message = messages.append
    assert open_project(qtbot, window, folder, ask=False)
    assert messages and "line 2" in messages[-1] and "Render stale" in messages[-1]
    ids = session.model.line_ids()
    assert [row_values(window, i)["status"] for i in ids] == ["done", "missing", "done"]
    assert [line.id for line in session.document.stale_lines(audio=session.takes)] == [ids[1]]

    window.editor.select_lines([ids[1]])
    window.act_play.trigger()
    assert "audio file is gone" in window.stats.currentMessage()

    render_and_wait(qtbot, window)  # Render stale: exactly the line that lost its audio
    line = session.document.line(ids[1])
    assert len(line.takes) == 2 and line.active_take in session.takes
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * 3
    assert [len(session.document.line(i).takes) for i in (ids[0], ids[2])] == [1, 1]
