"""The clone check from the voices panel: rendered once, played, reused while the voice is
unchanged, rendered again after an edit, and found again when the edit is undone."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.core.sound.voice_edits import VoiceEdits
from studio.core.text.voice_texts import CLONE_CHECK_TEXT
from studio.ui.main_window import MainWindow
from studio.ui.session.clone_checks import CloneCheckResult
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.audio.capture_output import Capture, capture_factory
from tests.ui.fake_engine import RATE, FakeEngine
from tests.ui.fake_window import fake_window


def _check(qtbot: QtBot, window: MainWindow) -> tuple[CloneCheckResult, bool]:
    """Click the panel's clone-check button; the result, and whether it was rendered."""
    checks = window.session.clone_checks
    started: list[str] = []
    checks.sig_started.connect(started.append)
    with qtbot.waitSignal(checks.sig_ready, timeout=20000) as blocker:
        window.voices.check_button.click()
    checks.sig_started.disconnect(started.append)
    name, result = blocker.args
    assert name == window.voices.current_name()
    assert isinstance(result, CloneCheckResult)
    return result, bool(started)


def test_clone_check_renders_once_plays_and_is_reused(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    capture = Capture()
    # No sound card needed; read at the audio's own pace, so the check is still playing
    # when it is looked at (a sink that reads at once ends a short clip within a stall).
    window.player.output_factory = capture_factory(capture, realtime=True)
    session = window.session
    window.voices.select("alice")
    first, rendered = _check(qtbot, window)
    assert rendered and not first.reused
    take = first.take
    alice = session.document.voice("alice")
    assert alice is not None
    assert (take.text, take.voice, take.prompt_key) == (CLONE_CHECK_TEXT, "alice", alice.prompt_key)
    assert first.sample_rate == RATE and len(first.audio) == take.num_samples > 0
    assert window.player.active and capture.starts == 1  # the check plays at once
    assert "Clone check of alice (rendered in" in window.stats.message_label.text()
    # The check built the voice's prompt state: the panel shows it cached.
    state = session.voices.state("alice")
    assert state is not None and state.cache is not None and state.cache.where == "memory"
    assert session.document.lines == []  # a check is not a line of the script

    again, rendered = _check(qtbot, window)
    assert not rendered and again.reused and again.take == take
    assert "this is the check made before" in window.stats.message_label.text()

    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.voices.set_edits("alice", VoiceEdits(trim_start=0.5))
    edited, rendered = _check(qtbot, window)
    assert rendered and not edited.reused and edited.take.prompt_key != take.prompt_key

    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.undo_stack.undo()
    undone, rendered = _check(qtbot, window)
    assert not rendered and undone.take == take
    window.player.stop()


def test_clone_check_while_rendering_is_one_request_and_stop_cancels_it(
    qtbot: QtBot, tmp_path: Path
) -> None:
    engine = FakeEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "cache"))
        session.voices.add(tone(tmp_path / "bob.wav", 2.0), "bob")
    engine.hold.set()
    window.voices.select("bob")
    failed: list[tuple[str, str]] = []
    session.clone_checks.sig_failed.connect(lambda name, message: failed.append((name, message)))
    window.voices.check_button.click()
    qtbot.waitUntil(engine.held.is_set, timeout=5000)
    assert session.clone_checks.running("bob")
    assert not window.voices.check_button.isEnabled()
    assert window.voices.check_button.text() == "Checking…"
    window.voices.check_button.click()  # ignored while it renders
    with qtbot.waitSignal(session.sig_idle, timeout=10000):
        window.act_stop.trigger()
    engine.hold.clear()
    assert failed == [("bob", "")]  # stopped: nothing to say
    assert not session.clone_checks.running("bob")
    assert window.voices.check_button.isEnabled()


@pytest.mark.parametrize("when", ["no-voice", "loading"])
def test_clone_check_of_a_voice_not_ready_says_so(qtbot: QtBot, tmp_path: Path, when: str) -> None:
    window = fake_window(qtbot, tmp_path)
    if when == "loading":
        window.session.voices.add(tmp_path / "alice.wav", "carol")
        window.voice_tools.check_clone("carol")
        assert "not ready" in window.stats.message_label.text()
        qtbot.waitUntil(lambda: window.session.idle, timeout=20000)
    else:
        window.voices.list.setCurrentRow(-1)
        window.voice_tools.act_clone_check.trigger()
        assert window.stats.message_label.text() == "Select a voice first."
    assert not window.session.clone_checks.running("carol")
