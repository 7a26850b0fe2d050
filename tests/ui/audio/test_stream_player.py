"""Streaming playback in the window, on the fake engine (the logic; tests/ui/audio/
test_stream_e2e.py hears the real pocket-tts).

Every test reads back what the player's stream handed its output (a test
sink) and compares it with the takes the lines were given.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import QObject, Qt, Slot
from pytestqt.qtbot import QtBot

from studio.engines.base import GenerationParams
from studio.ui.audio.audio_format import mono_to_float32_bytes
from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.script_model import Column
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.audio.capture_output import Capture, capture_factory
from tests.ui.fake_engine import CHUNK, FakeEngine
from tests.ui.helpers import add_lines, render_and_wait, row_values
from tests.ui.quiet import stays

# 19 chunks of 50 ms (about one second of audio) on the fake engine.
LONG = "This line is long enough to take a while, so there is time to listen to it. " * 2 + "End."


class PacedEngine(FakeEngine):
    """The fake engine, taking ``delay`` seconds per 50 ms chunk (a real model's pace)."""

    def __init__(self, delay: float) -> None:
        super().__init__()
        self.delay = delay

    def generate(
        self,
        state: dict[str, float],
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        for chunk in super().generate(state, text, params, cancel):
            if cancel.wait(self.delay):
                return
            yield chunk


def paced_window(
    qtbot: QtBot, tmp_path: Path, delay: float, capture: Capture | None, **output: Any
) -> MainWindow:
    engine = PacedEngine(delay)
    session = StudioSession(engine_factory=lambda config: engine)
    window = MainWindow(session)
    window.interactive = False
    if capture is not None:
        window.player.output_factory = capture_factory(capture, **output)
    else:
        window.player.output_factory = lambda parent: None
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
        session.voices.add(tone(tmp_path / "alice.wav", 2.0, freq=220), "alice")
    return window


class Recorder(QObject):
    """The order of what happened (GUI-thread slots): chunks, line starts and ends, sounds."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.events: list[tuple[str, str, float]] = []
        self.chunks: list[tuple[str, int, int]] = []
        session = window.session
        session.sig_line_chunk.connect(self._on_session_line_chunk)
        session.sig_line_settled.connect(self._on_session_line_settled)
        window.player.sig_started.connect(self._on_player_started)
        session.sig_line_started.connect(self._on_worker_line_started)

    def _note(self, kind: str, key: str) -> None:
        self.events.append((kind, key, time.perf_counter()))

    @Slot(str, int, object)
    def _on_session_line_chunk(self, line_id: str, offset: int, samples: np.ndarray) -> None:
        self.chunks.append((line_id, offset, len(samples)))

    @Slot(str, str)
    def _on_session_line_settled(self, line_id: str, outcome: str) -> None:
        self._note(outcome, line_id)

    @Slot(str)
    def _on_player_started(self, key: str) -> None:
        self._note("heard", key)

    @Slot(str)
    def _on_worker_line_started(self, line_id: str) -> None:
        self._note("started", line_id)

    def of(self, kind: str) -> list[str]:
        return [key for what, key, _ in self.events if what == kind]

    def at(self, kind: str, key: str) -> float:
        return next(t for what, k, t in self.events if what == kind and k == key)


def take_audio(window: MainWindow, line_id: str) -> np.ndarray:
    take = window.session.take_to_play(window.session.document.line(line_id))
    assert take is not None
    audio = window.session.takes.get(take.id)
    assert audio is not None
    return audio


def play(qtbot: QtBot, window: MainWindow, line_ids: list[str], from_here: bool = False) -> None:
    window.editor.select_lines(line_ids[:1] if from_here else line_ids)
    (window.act_play_from if from_here else window.act_play).trigger()


def test_play_on_a_stale_line_streams_it_and_the_heard_audio_is_the_take(
    qtbot: QtBot, tmp_path: Path
) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.01, capture)
    recorder = Recorder(window)
    (line_id,) = add_lines(window, [("alice", LONG)])
    with qtbot.waitSignal(window.player.sig_stopped, timeout=20000):
        play(qtbot, window, [line_id])
    assert row_values(window, line_id)["status"] == "done"
    # Heard from its first chunk on, before the line had finished rendering.
    assert recorder.at("heard", line_id) < recorder.at("done", line_id)
    # Chunks came in order, each where the last one ended, and made up the take.
    take = take_audio(window, line_id)
    offsets = [offset for _, offset, _ in recorder.chunks]
    assert len(offsets) > 10 and offsets == list(range(0, len(take), CHUNK))
    assert bytes(capture.data) == mono_to_float32_bytes(take)
    # The time from Play to the first sound: on the line and in the status bar.
    model = window.session.model
    ms = model.first_sound(line_id)
    assert ms is not None and ms > 0
    tip = model.data(
        model.index(model.row_of(line_id), Column.FIRST_AUDIO_MS), Qt.ItemDataRole.ToolTipRole
    )
    assert tip == f"Play to first sound: {ms:.0f} ms"
    assert f"Play→sound {ms:.0f} ms" in window.stats.play_label.text()
    assert window.playback.last_stats is not None and window.playback.last_stats.streamed
    window.close()


def test_play_from_here_plays_takes_and_streams_stale_lines_in_order(
    qtbot: QtBot, tmp_path: Path
) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.005, capture)
    ids = add_lines(
        window, [("alice", f"Line {n}. " + "Some words to say. " * (n + 1)) for n in range(4)]
    )
    render_and_wait(qtbot, window, [ids[0], ids[2]])
    assert [row_values(window, i)["status"] for i in ids] == ["done", "stale", "done", "stale"]
    recorder = Recorder(window)
    with qtbot.waitSignal(window.player.sig_stopped, timeout=20000):
        play(qtbot, window, ids, from_here=True)
    assert recorder.of("heard") == ids
    assert recorder.of("done") == [ids[1], ids[3]]
    expected = np.concatenate([take_audio(window, i) for i in ids])
    assert bytes(capture.data) == mono_to_float32_bytes(expected)
    window.close()


def test_stop_mid_stream_stops_the_sound_and_the_render_within_one_chunk(
    qtbot: QtBot, tmp_path: Path
) -> None:
    capture = Capture()
    # 30 ms per 50 ms chunk, read at the audio's own pace: like a real model and sound card.
    window = paced_window(qtbot, tmp_path, 0.03, capture, realtime=True)
    recorder = Recorder(window)
    session = window.session
    (line_id,) = add_lines(window, [("alice", LONG)])
    play(qtbot, window, [line_id])
    qtbot.waitUntil(lambda: len(capture.data) >= 2 * CHUNK * 4, timeout=10000)
    chunks_at_stop = len(recorder.chunks)
    heard_at_stop = len(capture.data)
    with qtbot.waitSignal(session.sig_line_settled, timeout=5000) as settled:
        window.act_stop.trigger()
        # The sound stops at once: the output is stopped and reads nothing more.
        assert not window.player.active and not capture.reading
    assert settled.args == [line_id, "cancelled"]
    stays(lambda: len(capture.data) == heard_at_stop, 100, "silence after Stop")
    # The worker checks between chunks: at most the chunk being made when Stop came.
    assert len(recorder.chunks) - chunks_at_stop <= 1
    assert len(recorder.chunks) < 20
    assert row_values(window, line_id)["status"] == "stale"
    window.close()


def test_editing_the_streamed_line_stops_it(qtbot: QtBot, tmp_path: Path) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.03, capture, realtime=True)
    model = window.session.model
    (line_id,) = add_lines(window, [("alice", LONG)])
    play(qtbot, window, [line_id])
    qtbot.waitUntil(lambda: len(capture.data) > 0, timeout=10000)
    with qtbot.waitSignal(window.player.sig_stopped, timeout=2000):
        model.setData(model.index(model.row_of(line_id), Column.TEXT), "Something else.")
    assert "edited" in window.stats.currentMessage()
    heard = len(capture.data)
    stays(lambda: len(capture.data) == heard, 100, "silence after the edit")
    window.session.stop()
    qtbot.waitUntil(lambda: window.session.idle, timeout=10000)
    window.close()


def test_a_line_played_while_bulk_renders_goes_first(qtbot: QtBot, tmp_path: Path) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.01, capture)
    session = window.session
    ids = add_lines(window, [("alice", f"Line {n}. {LONG}") for n in range(4)])
    recorder = Recorder(window)
    session.renders.render_stale()
    # The bulk batch is on its first line; the last line is queued behind three.
    qtbot.waitUntil(
        lambda: any(c[0] == ids[0] and c[1] > 0 for c in recorder.chunks), timeout=10000
    )
    with qtbot.waitSignal(window.player.sig_stopped, timeout=30000):
        play(qtbot, window, [ids[3]])
    # The first line gave way at once (one chunk) and rendered again after it.
    assert recorder.of("started")[:3] == [ids[0], ids[3], ids[0]]
    qtbot.waitUntil(lambda: session.idle, timeout=30000)
    assert recorder.at("heard", ids[3]) < recorder.at("done", ids[0])
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * 4
    # Each line rendered to exactly one take: the queued job of the played line was
    # replaced, not run a second time.
    assert [len(session.document.line(i).takes) for i in ids] == [1, 1, 1, 1]
    assert recorder.of("done") == [ids[3], ids[0], ids[1], ids[2]]
    assert bytes(capture.data) == mono_to_float32_bytes(take_audio(window, ids[3]))
    window.close()


def test_play_on_a_line_already_rendering_streams_it_from_its_start(
    qtbot: QtBot, tmp_path: Path
) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.01, capture)
    session = window.session
    (line_id,) = add_lines(window, [("alice", LONG)])
    recorder = Recorder(window)
    session.renders.render_lines([line_id])
    qtbot.waitUntil(lambda: len(recorder.chunks) >= 3, timeout=10000)
    with qtbot.waitSignal(window.player.sig_stopped, timeout=20000):
        play(qtbot, window, [line_id])
    assert recorder.of("started") == [line_id]  # not interrupted, not rendered again
    assert bytes(capture.data) == mono_to_float32_bytes(take_audio(window, line_id))
    window.close()


def test_without_an_output_device_it_says_so_once_and_still_renders(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = paced_window(qtbot, tmp_path, 0.0, None)
    session = window.session
    messages: list[str] = []
    window.player.sig_unavailable.connect(messages.append)
    (first, second) = add_lines(window, [("alice", "One line."), ("alice", "Another line.")])
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        play(qtbot, window, [first])
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        play(qtbot, window, [second])
    play(qtbot, window, [first])  # rendered now: plays its take, or would
    assert len(messages) == 1 and "No audio output" in messages[0]
    assert [row_values(window, i)["status"] for i in (first, second)] == ["done", "done"]
    assert not window.player.active
    window.close()


@pytest.mark.parametrize("locked", [True, False])
def test_a_locked_line_plays_its_take_instead_of_rendering(
    qtbot: QtBot, tmp_path: Path, locked: bool
) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.0, capture)
    session = window.session
    model = session.model
    (line_id,) = add_lines(window, [("alice", "The first words.")])
    render_and_wait(qtbot, window)
    old_take = take_audio(window, line_id)
    model.setData(model.index(model.row_of(line_id), Column.TEXT), "Words changed since.")
    if locked:
        window.editor.select_lines([line_id])
        window.act_lock.trigger()
    with qtbot.waitSignal(window.player.sig_stopped, timeout=10000):
        play(qtbot, window, [line_id])
    qtbot.waitUntil(lambda: session.idle, timeout=10000)
    takes = len(session.document.line(line_id).takes)
    if locked:
        assert takes == 1 and bytes(capture.data) == mono_to_float32_bytes(old_take)
    else:
        assert takes == 2 and bytes(capture.data) == mono_to_float32_bytes(
            take_audio(window, line_id)
        )
    window.close()


def test_deleting_the_line_being_streamed_skips_it(qtbot: QtBot, tmp_path: Path) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.03, capture, realtime=True)
    session = window.session
    (line_id, done_id) = add_lines(window, [("alice", LONG), ("alice", "A rendered line.")])
    render_and_wait(qtbot, window, [done_id])
    with qtbot.waitSignal(window.player.sig_stopped, timeout=20000):
        play(qtbot, window, [line_id, done_id])  # in script order: the stale line first
        qtbot.waitUntil(lambda: len(capture.data) > 0, timeout=10000)
        window.editor.select_lines([line_id])
        window.act_delete.trigger()
    # What was heard of the deleted line, then the next line whole.
    tail = mono_to_float32_bytes(take_audio(window, done_id))
    assert bytes(capture.data).endswith(tail) and len(capture.data) > len(tail)
    qtbot.waitUntil(lambda: session.idle, timeout=10000)
    window.close()


def test_stop_while_a_played_line_goes_first_cancels_everything(
    qtbot: QtBot, tmp_path: Path
) -> None:
    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.03, capture, realtime=True)
    session = window.session
    ids = add_lines(window, [("alice", f"Line {n}. {LONG}") for n in range(3)])
    recorder = Recorder(window)
    session.renders.render_stale()
    qtbot.waitUntil(lambda: any(c[0] == ids[0] for c in recorder.chunks), timeout=10000)
    play(qtbot, window, [ids[2]])
    qtbot.waitUntil(lambda: len(capture.data) > 0, timeout=10000)
    window.act_stop.trigger()
    qtbot.waitUntil(lambda: session.idle and not session.renders.busy, timeout=10000)
    # The line that gave way is not rendered again after Stop, and nothing is left running.
    assert recorder.of("started") == [ids[0], ids[2]]
    assert sorted(recorder.of("cancelled")) == sorted(ids)
    assert [row_values(window, i)["status"] for i in ids] == ["stale"] * 3
    assert not window.player.active
    window.close()


def test_play_from_here_in_an_opened_book_reads_its_takes_off_the_gui_thread(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """The takes of an opened project are in its folder: Play from here hears each one as
    it was rendered, read on the take-audio thread, a few lines ahead (the window fixture
    fails the test on any read of a take file on the GUI thread)."""
    from tests.ui.helpers import open_project, save_as

    capture = Capture()
    window = paced_window(qtbot, tmp_path, 0.0, capture)
    ids = add_lines(window, [("alice", f"Line {n} of a long book.") for n in range(12)])
    render_and_wait(qtbot, window)
    folder = save_as(qtbot, window, tmp_path / "book")
    assert window.project.new_project()
    assert open_project(qtbot, window, folder)
    session = window.session
    assert all(
        session.takes.peek(t.id) is None for i in ids for t in session.document.line(i).takes
    )
    recorder = Recorder(window)
    with qtbot.waitSignal(window.player.sig_stopped, timeout=30000):
        play(qtbot, window, ids, from_here=True)
    assert recorder.of("heard") == ids
    # As stored in the project (24-bit FLAC), read here only after playing.
    stored = np.concatenate([take_audio(window, i) for i in ids])
    assert bytes(capture.data) == mono_to_float32_bytes(stored)
    window.close()
