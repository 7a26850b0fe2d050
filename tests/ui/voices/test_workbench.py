"""The reference workbench over a session with the fake engine: edits, suggestions, warnings.

The analysis is the real one (Silero VAD on espeak-ng speech); only the
engine is fake, since nothing here depends on what the model says.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from studio.core.sound.vad import Region
from studio.core.sound.voice_edits import VoiceEdits
from studio.ui.audio.player import PlayItem
from studio.ui.main_window import MainWindow
from studio.ui.voices.workbench import VoiceWorkbench
from tests.core.speech_signals import (
    RATE,
    clean_take,
    join,
    noise,
    phrase,
    silence,
    speech_rms,
    with_noise,
)
from tests.ui.fake_window import fake_window
from tests.ui.helpers import (
    add_lines,
    open_project,
    render_and_wait,
    save_as,
    voice_entry,
    voice_state,
)
from tests.ui.voices.helpers import wait_analysed

# The VAD pads speech by 30 ms and the trim adds 150 ms.
EDGE_TOLERANCE = 0.3


def _stale(window: MainWindow) -> list[str]:
    return [line.id for line in window.session.document.stale_lines()]


def _add_voice(qtbot: QtBot, window: MainWindow, path: Path, name: str) -> None:
    with qtbot.waitSignal(window.session.sig_idle, timeout=20000):
        window.session.voices.add(path, name)


def _apply(qtbot: QtBot, window: MainWindow, click: Callable[[], object]) -> None:
    """Do an edit in the workbench and wait until it is applied and its key is built."""
    with qtbot.waitSignal(window.session.sig_idle, timeout=30000):
        click()


def test_edits_are_undoable_make_the_lines_stale_and_survive_save_and_reopen(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    ids = add_lines(window, [("alice", "Hello there."), ("bob", "Hi.")])
    render_and_wait(qtbot, window)
    before = session.document.voice("alice")
    assert before is not None and _stale(window) == []

    workbench = window.voice_tools.open_workbench("alice")
    assert window.voice_tools.open_workbench("alice") is workbench  # one per voice
    wait_analysed(qtbot, workbench)
    assert not workbench.trim_button.isEnabled()  # nothing selected yet
    workbench.view.set_selection(Region(0.5, 1.5))
    _apply(qtbot, window, workbench.trim_button.click)
    trimmed = session.document.voice("alice")
    assert trimmed is not None and trimmed.edits == VoiceEdits(trim_start=0.5, trim_end=1.5)
    assert trimmed.prompt_key != before.prompt_key
    assert _stale(window) == [ids[0]]
    assert workbench.act_undo.text() == "&Undo Edit voice audio"
    assert workbench.view.selection() == Region(0.5, 1.5)
    assert "0.50–1.50 s" in workbench.kept_label.text()
    # The new key's prompt state was built in the background, and the cache line says so.
    state = session.voices.state("alice")
    assert state is not None and state.cache is not None
    assert (state.cache.where, state.cache.key) == ("memory", trimmed.prompt_key)
    assert workbench.cache_label.text().startswith(
        f"Prompt key {trimmed.prompt_key[:8]}: in memory"
    )

    loudness = workbench.normalize_combo.findData("loudness")
    _apply(qtbot, window, lambda: workbench.normalize_combo.setCurrentIndex(loudness))
    normalised = session.document.voice("alice")
    assert normalised is not None and normalised.edits.normalize == "loudness"
    workbench.transcript.setPlainText("  A tone, not a word.  ")
    assert workbench.transcript_button.isEnabled()
    _apply(qtbot, window, workbench.transcript_button.click)
    edited = session.document.voice("alice")
    assert edited is not None and edited.transcript == "A tone, not a word."
    assert not workbench.transcript_button.isEnabled()

    # Undo from the workbench walks back through all three; the old take matches again.
    for _ in range(3):
        with qtbot.waitSignal(session.sig_idle, timeout=20000):
            workbench.act_undo.trigger()
    assert session.document.voice("alice") == before
    assert _stale(window) == []
    assert workbench.normalize_combo.currentData() == "none"
    assert workbench.transcript.toPlainText() == ""
    for _ in range(3):
        with qtbot.waitSignal(session.sig_idle, timeout=20000):
            workbench.act_redo.trigger()
    assert session.document.voice("alice") == edited

    folder = save_as(qtbot, window, tmp_path / "edited")
    assert open_project(qtbot, window, folder, ask=False)
    assert "alice" not in window.voice_tools.workbenches  # closed with the old document
    qtbot.waitUntil(lambda: voice_state(session, "alice").status == "ready", timeout=20000)
    reopened = session.document.voice("alice")
    assert reopened is not None
    assert (reopened.edits, reopened.transcript, reopened.prompt_key) == (
        edited.edits,
        edited.transcript,
        edited.prompt_key,
    )
    assert _stale(window) == [ids[0]]
    workbench = window.voice_tools.open_workbench("alice")
    wait_analysed(qtbot, workbench)
    assert "0.50–1.50 s" in workbench.kept_label.text()
    assert workbench.normalize_combo.currentData() == "loudness"
    assert workbench.transcript.toPlainText() == "A tone, not a word."
    workbench.close()


def _bad_take(path: Path) -> tuple[Path, Region, Region]:
    """Clipped, clean and noisy stretches with silence around: where the speech is, and
    where the clean part is."""
    clipped = np.clip(phrase("a") * 6, -1.0, 1.0)
    margin = silence(0.4)
    noisy = np.concatenate([margin, phrase("c"), margin])
    noisy = noisy + noise(len(noisy), speech_rms("c") / 4, seed=3)
    signal, parts = join(
        [
            silence(2.0),
            clipped,
            silence(1.0),
            phrase("b"),
            silence(0.5),
            phrase("d"),
            silence(1.0),
            noisy,
            silence(2.0),
        ]
    )
    sf.write(str(path), signal, RATE)
    speech = Region(parts[1].start, parts[7].end - 0.4)
    clean = Region(parts[3].start, parts[5].end)
    return path, speech, clean


def test_auto_trim_and_best_window_set_the_expected_region(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    path, speech, clean = _bad_take(tmp_path / "take.wav")
    _add_voice(qtbot, window, path, "take")
    workbench = window.voice_tools.open_workbench("take")
    wait_analysed(qtbot, workbench)
    assert workbench.view.seconds == pytest.approx(sf.info(str(path)).duration, abs=1e-3)

    _apply(qtbot, window, workbench.auto_trim_button.click)
    trim = voice_entry(window.session, "take").edits
    assert abs(trim.trim_start - speech.start) < EDGE_TOLERANCE
    assert trim.trim_end is not None and abs(trim.trim_end - speech.end) < EDGE_TOLERANCE
    assert workbench.view.selection() == Region(trim.trim_start, trim.trim_end)

    _apply(qtbot, window, workbench.best_window_button.click)
    best = voice_entry(window.session, "take").edits
    assert best.trim_end is not None
    assert 5.0 <= best.trim_end - best.trim_start <= 20.0
    assert clean.start - EDGE_TOLERANCE <= best.trim_start <= clean.start + EDGE_TOLERANCE
    assert clean.end - EDGE_TOLERANCE <= best.trim_end <= clean.end + EDGE_TOLERANCE
    wait_analysed(qtbot, workbench)
    assert workbench.analysis.warning_texts() == []  # the clipped and noisy parts are gone

    _apply(qtbot, window, workbench.keep_all_button.click)
    assert not voice_entry(window.session, "take").edits.trimmed
    assert workbench.view.selection() is None
    workbench.close()


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (clean_take, []),
        (
            lambda: np.clip(with_noise(np.concatenate([clean_take()] * 2), 8.0) * 3, -1.0, 1.0),
            ["long", "clipped", "noise"],
        ),
    ],
    ids=["clean", "long-noisy-clipped"],
)
def test_warnings_for_a_bad_take_and_none_for_a_clean_one(
    qtbot: QtBot, tmp_path: Path, make: Callable[[], np.ndarray], expected: list[str]
) -> None:
    window = fake_window(qtbot, tmp_path)
    sf.write(str(tmp_path / "take.wav"), make(), RATE)
    _add_voice(qtbot, window, tmp_path / "take.wav", "take")
    workbench = window.voice_tools.open_workbench("take")
    wait_analysed(qtbot, workbench)
    texts = workbench.analysis.warning_texts()
    assert len(texts) == len(expected)
    for text, word in zip(texts, expected, strict=True):
        assert word in text and text.endswith(".")
    if not expected:
        assert workbench.analysis.lines() == [
            ("okLabel", "✓ No problems found: this voice is ready.")
        ]
    workbench.close()


def test_normalising_does_not_hide_clipping_in_the_kept_part(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    sf.write(str(tmp_path / "take.wav"), np.clip(clean_take() * 5, -1.0, 1.0), RATE)
    _add_voice(qtbot, window, tmp_path / "take.wav", "take")
    workbench = window.voice_tools.open_workbench("take")
    wait_analysed(qtbot, workbench)
    assert any("clipped" in text for text in workbench.analysis.warning_texts())
    peak = workbench.normalize_combo.findData("peak")
    _apply(qtbot, window, lambda: workbench.normalize_combo.setCurrentIndex(peak))
    wait_analysed(qtbot, workbench)
    assert any("clipped" in text for text in workbench.analysis.warning_texts())
    workbench.close()


def test_drag_selects_zoom_scrolls_and_a_click_clears(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    workbench = window.voice_tools.open_workbench("alice")
    wait_analysed(qtbot, workbench)
    view = workbench.view
    view.resize(600, 160)
    start_x, end_x = int(view.x_at(0.5)), int(view.x_at(1.5))
    QTest.mousePress(view, Qt.MouseButton.LeftButton, pos=QPoint(start_x, 80))
    QTest.mouseMove(view, QPoint((start_x + end_x) // 2, 80))
    QTest.mouseMove(view, QPoint(end_x, 80))
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(end_x, 80))
    selection = view.selection()
    assert selection is not None
    pixel = view.seconds / 590
    assert selection.start == pytest.approx(0.5, abs=2 * pixel)
    assert selection.end == pytest.approx(1.5, abs=2 * pixel)
    assert workbench.editor.selection_label.text().startswith(f"Selection: {selection.start:.2f}–")
    assert workbench.trim_button.isEnabled()

    # Dragging the end edge moves only that edge.
    edge = int(view.x_at(selection.end))
    QTest.mousePress(view, Qt.MouseButton.LeftButton, pos=QPoint(edge, 80))
    QTest.mouseMove(view, QPoint(int(view.x_at(1.8)), 80))
    QTest.mouseRelease(view, Qt.MouseButton.LeftButton, pos=QPoint(int(view.x_at(1.8)), 80))
    moved = view.selection()
    assert moved is not None and moved.start == selection.start
    assert moved.end == pytest.approx(1.8, abs=2 * pixel)

    assert not workbench.editor.scrollbar.isVisible()
    workbench.editor.zoom_in_button.click()
    assert view.view().seconds == pytest.approx(2.0 / 1.5)
    assert workbench.editor.scrollbar.isVisible() and workbench.editor.scrollbar.maximum() > 0
    workbench.editor.scrollbar.setValue(workbench.editor.scrollbar.maximum())
    assert view.view().end == pytest.approx(2.0, abs=1e-3)
    workbench.editor.zoom_fit_button.click()
    assert view.view() == Region(0.0, view.seconds) and not workbench.editor.scrollbar.isVisible()

    QTest.mouseClick(view, Qt.MouseButton.LeftButton, pos=QPoint(300, 80))
    assert view.selection() is None and not workbench.trim_button.isEnabled()
    workbench.close()


def test_play_selection_plays_and_stops(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    workbench = window.voice_tools.open_workbench("alice")
    wait_analysed(qtbot, workbench)
    workbench.view.set_selection(Region(0.2, 0.6))
    player = window.player
    if player.output_device() is None:
        workbench.play_button.click()
        assert "No audio output" in workbench.message.text()
    else:
        played: list[PlayItem] = []
        original = player.play

        def play(items: Sequence[PlayItem], *a: Any, **k: Any) -> bool:
            played.extend(items)
            return original(items, *a, **k)

        player.play = play  # type: ignore[method-assign]
        with qtbot.waitSignal(player.sig_started, timeout=5000):
            workbench.play_button.click()
        assert player.active and len(played) == 1
        assert len(played[0].samples) == pytest.approx(0.4 * 22050, abs=2)
        qtbot.waitUntil(lambda: workbench.view.playhead is not None, timeout=2000)
        with qtbot.waitSignal(player.sig_stopped, timeout=5000):
            workbench.act_play.trigger()  # Space again stops
        assert workbench.view.playhead is None
    workbench.close()


def test_a_removed_voice_leaves_the_workbench_saying_so(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    workbench: VoiceWorkbench = window.voice_tools.open_workbench("bob")
    wait_analysed(qtbot, workbench)
    window.session.voices.remove("bob")
    assert "no longer in the project" in workbench.message.text()
    assert not workbench.auto_trim_button.isEnabled()
    window.session.undo_stack.undo()  # the worker still holds the voice: nothing to load
    assert workbench.message.text() == ""
    assert workbench.play_button.isEnabled()
    workbench.close()
