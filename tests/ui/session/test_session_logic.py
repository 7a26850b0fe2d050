"""The session's own logic with a fake engine: queueing, staleness, undo, voices.

Fast (no model); the same flows run on the real pocket-tts code in the other
window tests.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.core.commands import DeleteTake, InsertLines, SetText
from studio.core.document import Line, new_id
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.fake_engine import FakeEngine
from tests.ui.helpers import voice_entry, voice_state


@pytest.fixture
def fake(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[StudioSession, FakeEngine]]:
    engine = FakeEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
        session.voices.add(tone(tmp_path / "a.wav", 2.0, freq=220), "alice")
        session.voices.add(tone(tmp_path / "b.wav", 2.0, freq=330, amp=0.5), "bob")
    assert session.engine_info is not None
    yield session, engine
    session.shutdown()


def _add(session: StudioSession, *items: tuple[str, str]) -> list[str]:
    lines = tuple(Line(new_id(), text, voice) for voice, text in items)
    session.edit(InsertLines(tuple(range(len(lines))), lines))
    return [line.id for line in lines]


def _render(qtbot: QtBot, session: StudioSession, ids: list[str] | None = None) -> None:
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        if ids is None:
            session.renders.render_stale()
        else:
            session.renders.render_lines(ids)


def _stale(session: StudioSession) -> list[str]:
    return [line.id for line in session.document.stale_lines()]


def test_queueing_skips_queued_lines_and_fails_unknown_voices(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    session, engine = fake
    ids = _add(session, ("alice", "One line."), ("carol", "Nobody."), ("bob", "Two."))
    engine.hold.set()
    session.renders.render_lines(ids)
    qtbot.waitUntil(engine.held.is_set, timeout=5000)
    assert session.renders.is_active(ids[0]) and session.renders.is_active(ids[2])
    assert not session.renders.is_active(ids[1])
    assert session.model.status_of(session.document.line(ids[1])) == "failed"
    runtime = session.model.runtime(ids[1])
    assert runtime is not None and "No voice named 'carol'" in runtime.message
    session.renders.render_lines([ids[0]])  # already queued: not queued twice
    engine.hold.clear()
    qtbot.waitUntil(lambda: session.idle, timeout=10000)
    assert [len(session.document.line(i).takes) for i in ids] == [1, 0, 1]


def test_an_edit_makes_a_line_stale_and_undo_makes_it_done(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    session, _ = fake
    ids = _add(session, ("alice", "Hello."), ("bob", "World."))
    _render(qtbot, session)
    assert _stale(session) == []
    session.edit(SetText(ids[1], "World, again."))
    assert _stale(session) == [ids[1]]
    session.undo_stack.undo()
    assert _stale(session) == []
    session.renders.render_stale()  # nothing stale: nothing queued
    assert session.idle and not session.renders.busy
    assert [len(session.document.line(i).takes) for i in ids] == [1, 1]


def test_a_transcript_edit_rekeys_the_voice_and_undo_restores_it(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    session, _ = fake
    ids = _add(session, ("alice", "Hello."), ("bob", "Hi."))
    _render(qtbot, session)
    key = voice_entry(session, "alice").prompt_key
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        session.voices.set_transcript("alice", "What alice says.")
    assert voice_entry(session, "alice").prompt_key != key
    assert _stale(session) == [ids[0]]  # only alice's line
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        session.undo_stack.undo()  # the worker reloads the voice as it was
    assert voice_entry(session, "alice").transcript == ""
    assert voice_entry(session, "alice").prompt_key == key
    assert _stale(session) == []


def test_undoing_a_take_deletion_keeps_renders_made_since(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    session, _ = fake
    (line_id,) = _add(session, ("alice", "Keep every take."))
    _render(qtbot, session)
    first = session.document.line(line_id).takes[0].id
    session.edit(DeleteTake(line_id, first))
    _render(qtbot, session)  # stale again: a second take
    second = session.document.line(line_id).takes[0].id
    session.undo_stack.undo()
    takes = [take.id for take in session.document.line(line_id).takes]
    assert takes == [first, second]
    assert session.document.line(line_id).active_take == first
    session.undo_stack.redo()
    assert [take.id for take in session.document.line(line_id).takes] == [second]


def test_a_bad_file_dropped_twice_is_one_failed_voice(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine], tmp_path: Path
) -> None:
    session, _ = fake
    bad = tmp_path / "notaudio.wav"
    bad.write_text("not audio", encoding="utf-8")
    errors: list[str] = []
    session.voices.sig_voice_error.connect(lambda name, message: errors.append(name))
    for _ in range(2):
        with qtbot.waitSignal(session.sig_idle, timeout=10000):
            session.voices.add(bad)
    assert errors == ["notaudio", "notaudio"]
    failed = [n for n in session.voices.names() if voice_state(session, n).status == "failed"]
    assert failed == ["notaudio"]
    assert "not a readable audio file" in voice_state(session, "notaudio").error


def test_unsaved_follows_edits_undo_renders_and_saves(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    session, _ = fake
    session.mark_saved()
    changes: list[bool] = []
    session.sig_dirty_changed.connect(changes.append)
    (line_id,) = _add(session, ("alice", "Hello."))
    assert session.dirty
    session.undo_stack.undo()
    assert not session.dirty
    session.undo_stack.redo()
    session.mark_saved()
    assert not session.dirty
    _render(qtbot, session)  # a render is not on the stack, and still unsaved
    assert session.dirty
    session.undo_stack.undo()  # back past the render's line: still unsaved
    assert session.dirty
    assert changes == [True, False, True, False, True]


def test_stop_cancels_the_running_line_and_everything_queued(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    session, engine = fake
    ids = _add(session, ("alice", "One."), ("bob", "Two."), ("alice", "Three."))
    engine.hold.set()
    settled: list[tuple[str, str]] = []
    session.sig_line_settled.connect(lambda line_id, how: settled.append((line_id, how)))
    session.renders.render_lines(ids)
    qtbot.waitUntil(engine.held.is_set, timeout=5000)
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        session.stop()
    engine.hold.clear()
    assert settled == [(i, "cancelled") for i in ids]
    assert _stale(session) == ids and not session.renders.busy


def test_voice_edits_rekey_the_voice_and_undo_restores_them(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    from studio.core.sound.voice_edits import VoiceEdits

    session, _ = fake
    ids = _add(session, ("alice", "Hello."), ("bob", "Hi."))
    _render(qtbot, session)
    before = session.document.voice("alice")
    assert before is not None
    trimmed = VoiceEdits(trim_start=0.5, normalize="peak")
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        session.voices.set_edits("alice", trimmed)
    after = session.document.voice("alice")
    assert after is not None and after.edits == trimmed
    assert after.prompt_key != before.prompt_key
    assert session.undo_stack.undoText() == "Edit voice audio"
    state = session.voices.state("alice")
    assert state is not None and state.seconds == pytest.approx(1.5, abs=0.01)
    assert _stale(session) == [ids[0]]
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        session.undo_stack.undo()  # the worker loads the recording as it was
    assert session.document.voice("alice") == before
    assert voice_state(session, "alice").seconds == pytest.approx(2.0, abs=0.01)
    assert _stale(session) == []


def test_a_dictionary_edit_through_the_session_makes_exactly_its_lines_stale(
    qtbot: QtBot, fake: tuple[StudioSession, FakeEngine]
) -> None:
    from studio.core.commands import SetPronunciation
    from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry

    session, _ = fake
    ids = _add(session, ("alice", "Welcome to Nguyen's shop."), ("bob", "Hello there."))
    _render(qtbot, session)
    assert _stale(session) == []
    entry = PronunciationEntry("Nguyen", "Win")
    session.edit(SetPronunciation(PronunciationDictionary().with_entry(entry)))
    assert session.document.pronunciation.entries == (entry,)
    assert session.model.status_of(session.document.line(ids[0])) == "stale"
    assert _stale(session) == [ids[0]]
    session.undo_stack.undo()
    assert not session.document.pronunciation.entries
    assert _stale(session) == []
