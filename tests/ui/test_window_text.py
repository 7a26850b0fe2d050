"""What the window says in its title and when Stop is pressed."""

from __future__ import annotations

import re
from pathlib import Path

from pytestqt.qtbot import QtBot

from studio.ui.session.script_model import ScriptModel
from tests.ui.fake_engine import FakeEngine
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines


def test_the_title_names_the_project_and_model_not_the_app(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    title = window.windowTitle()
    # Qt appends the application display name itself (under X11: "… — Voice Studio").
    assert "Voice Studio" not in title
    assert title.startswith("Untitled") and "(fake fake)" in title
    add_lines(window, [("alice", "A change.")])
    assert window.isWindowModified() and "[*]" in window.windowTitle()


def _rendering(model: ScriptModel, ids: list[str]) -> int:
    return sum(1 for i in ids if (r := model.runtime(i)) is not None and r.status == "rendering")


def test_stop_says_how_many_lines_it_stopped(qtbot: QtBot, tmp_path: Path) -> None:
    engine = FakeEngine()
    window = fake_window(qtbot, tmp_path, engine)
    session, model = window.session, window.session.model
    ids = add_lines(window, [("alice", "One."), ("bob", "Two."), ("alice", "Three.")])
    engine.hold.set()
    try:
        session.renders.render_lines(ids)
        qtbot.waitUntil(engine.held.is_set, timeout=5000)
        # The GUI thread hears of the start after the worker holds it.
        qtbot.waitUntil(lambda: _rendering(model, ids) > 0, timeout=5000)
        rendering = _rendering(model, ids)
        with qtbot.waitSignal(session.sig_idle, timeout=10000):
            window.act_stop.trigger()
    finally:
        engine.hold.clear()
    message = window.stats.currentMessage()
    match = re.fullmatch(r"Stopped (\d+) lines? rendering and (\d+) queued\.", message)
    assert match is not None, message
    assert (int(match[1]), int(match[2])) == (rendering, len(ids) - rendering)
    window.stats.clearMessage()


def test_stop_with_nothing_running_says_so(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    window.act_stop.setEnabled(True)  # Ctrl+. while the worker was just finishing
    window.act_stop.trigger()
    assert window.stats.currentMessage() == "Nothing was rendering or playing."
    window.stats.clearMessage()
