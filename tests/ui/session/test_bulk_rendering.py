"""Bulk work in the window renders a voice's lines together, through the real pocket-tts
code (random weights); a line someone waits to hear still goes first, alone."""

from __future__ import annotations

import numpy as np
from pytestqt.qtbot import QtBot

from studio.core.commands import SetText
from studio.ui.main_window import MainWindow
from studio.ui.session.session import StudioSession
from tests.ui.helpers import add_lines, render_and_wait, row_values

TEXTS = [
    "The first line of the chapter.",
    "A second line, a little longer than the first one was.",
    "Third.",
    "And the fourth line ends it.",
]


def _events(session: StudioSession) -> list[tuple[str, str]]:
    seen: list[tuple[str, str]] = []
    session.sig_line_started.connect(lambda line_id: seen.append(("started", line_id)))
    session.sig_line_settled.connect(lambda line_id, how: seen.append((how, line_id)))
    return seen


def test_render_stale_renders_a_voices_lines_together_with_the_audio_of_each_alone(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    session.set_batch_size(4)
    ids = add_lines(window, [("alice", text) for text in TEXTS] + [("bob", "Bob speaks.")])
    seen = _events(session)
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * 5
    # Together: alice's four lines all started before the first of them ended.
    first_end = next(n for n, (what, _) in enumerate(seen) if what != "started")
    assert {line_id for what, line_id in seen[:first_end]} >= set(ids[:4])
    # The prompt state was built once per voice; the others hit memory.
    assert [row_values(window, i)["cache"] for i in ids] == [
        "miss", "memory", "memory", "memory", "miss"
    ]  # fmt: skip
    batched = {i: session.takes.get(session.document.line(i).active_take or "") for i in ids}

    # The same lines one at a time (batch size 1), same seeds: the same audio.
    session.set_batch_size(1)
    for line_id in ids:
        line = session.document.line(line_id)
        session.edit(SetText(line_id, line.text + " "))
        session.edit(SetText(line_id, line.text))
    seeds = {i: session.document.line(i).current_take.seed for i in ids}  # type: ignore[union-attr]
    for line_id, seed in seeds.items():
        session.renders.render_takes(line_id, [seed])
    qtbot.waitUntil(lambda: not session.renders.busy, timeout=120000)
    for line_id in ids:
        alone = session.document.line(line_id).takes[-1]
        audio = session.takes.get(alone.id)
        first = batched[line_id]
        assert audio is not None and first is not None and alone.seed == seeds[line_id]
        assert audio.shape == first.shape
        assert float(np.max(np.abs(audio - first))) <= 1e-4


def test_a_line_played_during_a_bulk_render_goes_first_and_the_group_renders_after(
    qtbot: QtBot, studio_window: MainWindow
) -> None:
    window = studio_window
    session = window.session
    session.set_batch_size(4)
    ids = add_lines(window, [("alice", text) for text in TEXTS] + [("bob", "Play me now.")])
    seen = _events(session)
    session.renders.render_lines(ids[:4])
    qtbot.waitUntil(lambda: any(what == "started" for what, _ in seen), timeout=60000)
    assert session.renders.render_now([ids[4]]) == [ids[4]]
    qtbot.waitUntil(lambda: not session.renders.busy, timeout=120000)
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * 5
    settled = [line_id for what, line_id in seen if what not in ("started",)]
    # The played line ended before any line of the bulk group (they gave way)...
    assert settled.index(ids[4]) < min(settled.index(i) for i in ids[:4] if i in settled)
    # ... and each bulk line ended once, done, with one take.
    assert sorted(settled) == sorted(ids)
    assert [len(session.document.line(i).takes) for i in ids] == [1] * 5
