"""When all of a line's takes are in, in the window: the renders count each line's takes with
the command line's ``TakeTally`` (asked, ended, heard) and say ``sig_line_complete`` once;
best of N chooses then, after every take's word check."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.render.checks import CheckSettings
from studio.ui.narration.best_of import BestOfRenders
from tests.engines.asr.scripted import ScriptedRecognizer
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines

LINE = "Meet me at 5 pm by the old mill."


@pytest.fixture
def hears(monkeypatch: pytest.MonkeyPatch) -> ScriptedRecognizer:
    import studio.render.checks as checks

    recognizer = ScriptedRecognizer("nothing yet")
    monkeypatch.setattr(checks, "load_for_checks", lambda settings: recognizer)
    return recognizer


def test_best_of_three_chooses_after_every_check_and_counts_its_takes(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    hears.readings = [
        "meet at five by mill",
        "meet me at five p m by the mill",  # one word missing: the best
        "meet me at five by mill",
    ]
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    session = window.session
    session.renders.set_checks(CheckSettings("scripted"), True)
    (line_id,) = add_lines(window, [("alice", LINE)])
    complete: list[str] = []
    session.renders.sig_line_complete.connect(complete.append)
    best = BestOfRenders(session)
    with qtbot.waitSignal(best.sig_finished, timeout=60000) as finished:
        assert best.start([line_id], 3, [[11, 12, 13]]) == 1
        runtime = session.model.runtime(line_id)
        assert runtime is not None and runtime.jobs == 3  # the table shows three coming
    line = session.document.line(line_id)
    # Chosen once every take was in and heard: each has its check.
    assert [t.seed for t in line.takes] == [11, 12, 13]
    assert all(t.check is not None for t in line.takes)
    assert finished.args == [{line_id: line.takes[1].id}] and line.active_take == line.takes[1].id
    assert complete == [line_id]
    qtbot.waitUntil(lambda: not session.renders.busy, timeout=10000)
    # Counted afresh for the next render: one take, one completion.
    with qtbot.waitSignal(session.renders.sig_line_complete, timeout=60000):
        session.renders.render_takes(line_id, [21])
    assert complete == [line_id, line_id] and session.model.runtime(line_id) is None


def test_a_line_waiting_only_for_its_checks_is_complete_when_checks_go_off(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    session = window.session
    renders = session.renders
    (line_id,) = add_lines(window, [("alice", LINE)])
    renders.tally.ask(line_id)
    renders.tally.take_ended(line_id, rendered=True, heard=True)
    assert not renders.tally.complete(line_id)
    with qtbot.waitSignal(renders.sig_line_complete, timeout=5000) as done:
        renders.set_checks(CheckSettings("scripted"), False)
    assert done.args == [line_id]
