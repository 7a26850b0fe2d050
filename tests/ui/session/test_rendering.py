"""The window renders through the real pocket-tts code (random weights)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studio.ui.kit.stall_probe import StallProbe
from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import Column
from tests.ui.helpers import add_lines, render_and_wait, row_values


def test_rendering_fills_rows_with_status_cache_and_timings(
    qtbot: QtBot, studio_window: MainWindow, capsys: pytest.CaptureFixture[str]
) -> None:
    window = studio_window
    ids = add_lines(
        window,
        [("alice", "The first line."), ("alice", "A second line."), ("bob", "Bob speaks now.")],
    )
    assert [row_values(window, i)["status"] for i in ids] == ["stale"] * 3

    probe = StallProbe()
    probe.start()
    render_and_wait(qtbot, window)
    stall = probe.stop()

    rows = [row_values(window, i) for i in ids]
    assert [r["status"] for r in rows] == ["done", "done", "done"]
    # The first line of each voice builds its prompt state; later lines hit memory.
    assert [r["cache"] for r in rows] == ["miss", "memory", "miss"]
    for r in rows:
        for key in ("cache_ms", "first_audio_ms", "generate_ms", "rtf", "duration"):
            assert r[key] not in (None, ""), (key, r)
    stats = window.session.last_stats
    assert stats is not None and stats.misses == 2 and stats.memory_hits == 1
    assert "misses: 2" in window.stats.hits_label.text()
    assert probe.ticks > 10
    with capsys.disabled():
        print(f"\n[longest GUI event-loop stall while rendering 3 lines: {stall:.1f} ms]")


def test_editing_marks_stale_and_rerender_hits_cache(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    model = window.session.model
    (line_id,) = add_lines(window, [("alice", "Before the edit.")])
    render_and_wait(qtbot, window)
    assert row_values(window, line_id)["status"] == "done"

    row = model.row_of(line_id)
    assert model.setData(model.index(row, Column.TEXT), "After the edit.", Qt.ItemDataRole.EditRole)
    assert row_values(window, line_id)["status"] == "stale"
    assert model.document.line(line_id).text == "After the edit."

    render_and_wait(qtbot, window)
    values = row_values(window, line_id)
    assert values["status"] == "done"
    assert values["cache"] == "memory"
    # Both takes are kept: a good take is never lost by an edit.
    assert len(model.document.line(line_id).takes) == 2

    # Undo brings the old text back, and its old take matches again.
    window.session.undo_stack.undo()
    assert model.document.line(line_id).text == "Before the edit."
    assert row_values(window, line_id)["status"] == "done"


def test_stop_leaves_lines_stale_and_next_render_works(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    ids = add_lines(window, [("alice", f"Line number {n} of a longer batch.") for n in range(4)])
    cancelled: list[tuple[str, float]] = []
    stop_at: list[float] = []

    def on_started(line_id: str) -> None:
        if not stop_at:
            stop_at.append(time.perf_counter())
            session.stop()

    def on_settled(line_id: str, outcome: str) -> None:
        if outcome == "cancelled":
            cancelled.append((line_id, time.perf_counter()))

    # Queued: Stop is pressed after the start has been shown, as a person would.
    session.sig_line_started.connect(on_started, Qt.ConnectionType.QueuedConnection)
    session.sig_line_settled.connect(on_settled)
    render_and_wait(qtbot, window)

    statuses = [row_values(window, i)["status"] for i in ids]
    assert "failed" not in statuses
    assert statuses[1:] == ["stale", "stale", "stale"]
    assert statuses[0] in ("stale", "done")  # the first may finish before Stop lands
    assert all(session.model.runtime(i) is None for i in ids)
    assert not session.renders.busy
    if statuses[0] == "stale":
        latency_ms = (cancelled[0][1] - stop_at[0]) * 1000
        print(f"\n[stop -> line cancelled: {latency_ms:.0f} ms]")

    session.sig_line_started.disconnect(on_started)
    session.sig_line_settled.disconnect(on_settled)
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * 4


def test_missing_voice_fails_one_line_and_renders_the_others(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    ids = add_lines(window, [("nobody", "Who am I?"), ("bob", "I am Bob.")])
    render_and_wait(qtbot, window)
    assert row_values(window, ids[0])["status"] == "failed"
    model = window.session.model
    tip = model.data(model.index(model.row_of(ids[0]), Column.STATUS), Qt.ItemDataRole.ToolTipRole)
    assert "nobody" in tip and "Traceback" not in tip
    assert row_values(window, ids[1])["status"] == "done"


def test_closing_while_rendering_stops_the_worker(qtbot: QtBot, studio_window: MainWindow) -> None:
    window = studio_window
    session = window.session
    add_lines(window, [("alice", f"Sentence {n} to keep the worker busy.") for n in range(6)])
    with qtbot.waitSignal(session.sig_line_started, timeout=30000):
        session.renders.render_stale()
    start = time.perf_counter()
    window.close()
    assert not session.worker.isRunning()
    assert time.perf_counter() - start < 10
