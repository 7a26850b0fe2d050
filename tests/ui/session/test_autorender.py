"""Auto-render: stale lines render in script order; editing the line in flight requeues it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studio.core.commands import SetText
from studio.ui.main_window import MainWindow
from tests.ui.helpers import add_lines, row_values


def test_auto_render_requeues_an_edited_line_last(qtbot: QtBot, studio_window: MainWindow) -> None:
    window = studio_window
    session = window.session
    auto = window.auto_render
    ids = add_lines(
        window,
        [("alice", "The first line."), ("bob", "The second line."), ("alice", "A third.")],
    )
    started: list[str] = []
    cancelled: list[str] = []

    def on_started(line_id: str) -> None:
        started.append(line_id)
        if len(started) == 1:
            # Edit the line while it renders: the render is cancelled and requeued.
            session.edit(SetText(line_id, "The first line, edited."))

    def on_settled(line_id: str, outcome: str) -> None:
        if outcome == "cancelled":
            cancelled.append(line_id)

    session.sig_line_started.connect(on_started, Qt.ConnectionType.QueuedConnection)
    session.sig_line_settled.connect(on_settled)
    try:
        window.act_auto_render.trigger()
        assert auto.enabled
        qtbot.waitUntil(
            lambda: (
                auto.current is None
                and session.idle
                and all(row_values(window, i)["status"] == "done" for i in ids)
            ),
            timeout=60000,
        )
    finally:
        session.sig_line_started.disconnect(on_started)
        session.sig_line_settled.disconnect(on_settled)
        window.act_auto_render.trigger()
    assert not auto.enabled
    # Script order, the edited line last.
    assert started == [ids[0], ids[1], ids[2], ids[0]]
    first = session.document.line(ids[0])
    assert first.current_take is not None
    assert first.current_take.text == "The first line, edited."
    print(f"\n[auto-render: first render of the edited line cancelled: {cancelled == [ids[0]]}]")


def test_auto_render_skips_locked_and_renders_new_edits(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    auto = window.auto_render
    ids = add_lines(window, [("alice", "Locked line."), ("alice", "Free line.")])
    window.editor.select_lines([ids[0]])
    window.act_lock.trigger()
    auto.set_enabled(True)
    qtbot.waitUntil(
        lambda: row_values(window, ids[1])["status"] == "done" and auto.current is None,
        timeout=60000,
    )
    session.edit(SetText(ids[1], "Free line, changed."))
    qtbot.waitUntil(
        lambda: row_values(window, ids[1])["status"] == "done" and auto.current is None,
        timeout=60000,
    )
    auto.set_enabled(False)
    qtbot.waitUntil(lambda: session.idle, timeout=30000)
    assert row_values(window, ids[0])["status"] == "stale"
    take = session.document.line(ids[1]).current_take
    assert take is not None and take.text == "Free line, changed."


def test_an_edit_during_render_stale_rerenders_only_that_line(qtbot: QtBot, tmp_path: Path) -> None:
    """Auto-render has a line in flight while Render stale queues the rest; editing the
    line in flight cancels and requeues that line alone, and Render stale finishes."""
    from tests.ui.fake_engine import FakeEngine
    from tests.ui.fake_window import fake_window

    engine = FakeEngine()
    window = fake_window(qtbot, tmp_path, engine)
    session = window.session
    auto = window.auto_render
    ids = add_lines(
        window,
        [("alice", "Line one."), ("bob", "Line two."), ("alice", "Line three."), ("bob", "Four.")],
    )
    settled: list[tuple[str, str]] = []
    session.sig_line_settled.connect(lambda line_id, outcome: settled.append((line_id, outcome)))
    engine.hold.set()  # every render waits before its first chunk until released
    auto.set_enabled(True)
    qtbot.waitUntil(lambda: auto.current == ids[0] and engine.held.is_set(), timeout=30000)
    window.editor.select_lines(ids)
    window.act_render_stale.trigger()
    qtbot.waitUntil(lambda: all(session.renders.is_active(i) for i in ids[1:]), timeout=30000)
    session.edit(SetText(ids[0], "Line one, edited."))
    qtbot.waitUntil(lambda: (ids[0], "cancelled") in settled, timeout=30000)
    engine.hold.clear()
    qtbot.waitUntil(
        lambda: (
            session.idle
            and auto.current is None
            and all(row_values(window, i)["status"] == "done" for i in ids)
        ),
        timeout=60000,
    )
    auto.set_enabled(False)
    cancelled = [line_id for line_id, outcome in settled if outcome == "cancelled"]
    assert cancelled == [ids[0]]  # Render stale's lines were never cancelled
    first = session.document.line(ids[0]).current_take
    assert first is not None and first.text == "Line one, edited."
    for line_id in ids[1:]:
        assert [o for i, o in settled if i == line_id] == ["done"]
