"""The best window on takes with long pauses, with and without background noise, and on
takes too short for one: it never keeps a long pause, and says why when there is none."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from studio.core.sound.reference_analysis import (
    MAX_WINDOW_PAUSE_SECONDS,
    MAX_WINDOW_SECONDS,
    MIN_WINDOW_SECONDS,
    analyse_reference,
)

from .speech_signals import RATE, overlap, phrase, silence, spaced_take, with_noise

# The VAD pads speech by 30 ms and a window by 100 ms; phrases start and end
# with quiet consonants it may count either way.
EDGE_TOLERANCE = 0.3

Mix = Callable[[np.ndarray], np.ndarray]
MIXES: dict[str, Mix] = {
    "clean": lambda signal: signal,
    "noise-20dB": lambda signal: with_noise(signal, 20.0, seed=5),
    "noise-0dB": lambda signal: with_noise(signal, 0.0, seed=5),
}


def _sentence(text: str) -> None:
    assert text.endswith(".") and ". " not in text and "\n" not in text, text
    assert any(verb in text for verb in ("record", "trim")), text


@pytest.mark.parametrize("mix", list(MIXES), ids=list(MIXES))
def test_the_window_is_one_passage_and_never_a_long_pause(mix: str) -> None:
    # Three passages (two sentences, two sentences, one) 10 s apart.
    signal, groups, pauses = spaced_take([["a", "b"], ["c", "d"], ["e"]])
    analysis = analyse_reference(MIXES[mix](signal), RATE)
    window = analysis.best_window
    assert window is not None
    assert MIN_WINDOW_SECONDS <= window.seconds <= MAX_WINDOW_SECONDS
    for pause in pauses:
        assert overlap(window, pause) <= MAX_WINDOW_PAUSE_SECONDS, (window, pause)
    # All of one of the two-sentence passages (the one-sentence one is under 5 s).
    group = max(groups, key=lambda g: overlap(window, g))
    assert group in groups[:2]
    assert window.start >= group.start - EDGE_TOLERANCE and window.end <= group.end + EDGE_TOLERANCE
    assert overlap(window, group) >= group.seconds - 2 * 0.5 - EDGE_TOLERANCE


@pytest.mark.parametrize("mix", list(MIXES), ids=list(MIXES))
def test_sentences_10_s_apart_never_make_a_window_across_a_pause(mix: str) -> None:
    # The take of the report: single sentences (each under 5 s) with 10 s of silence between.
    signal, _, pauses = spaced_take([["a"], ["b"], ["c"], ["d"]])
    analysis = analyse_reference(MIXES[mix](signal), RATE)
    assert analysis.speech_seconds > 15
    window = analysis.best_window
    if window is None:
        assert analysis.best_window_reason is not None
        _sentence(analysis.best_window_reason)
        assert "pause" in analysis.best_window_reason
    else:
        assert MIN_WINDOW_SECONDS <= window.seconds <= MAX_WINDOW_SECONDS
        for pause in pauses:
            assert overlap(window, pause) <= MAX_WINDOW_PAUSE_SECONDS, (window, pause)


def test_sentences_far_apart_and_each_under_5_s_have_no_window_and_say_why() -> None:
    signal, _, _ = spaced_take([["c"], ["e"], ["c"]])
    analysis = analyse_reference(signal, RATE)
    assert analysis.best_window is None
    reason = analysis.best_window_reason
    assert reason is not None
    _sentence(reason)
    assert "pause" in reason and "5 s" in reason


def test_a_voice_under_5_s_of_speech_has_no_window_and_says_why_with_the_same_figure() -> None:
    # A 4.9 s voice whose speech runs from its first sample nearly to its end.
    signal = np.concatenate([phrase("a"), silence(0.2)])
    assert len(signal) / RATE == pytest.approx(4.9, abs=0.05)
    analysis = analyse_reference(signal, RATE)
    assert analysis.best_window is None
    reason = analysis.best_window_reason
    assert reason is not None
    _sentence(reason)
    figure = f"{analysis.speech_seconds:.1f} s"
    assert f"only {figure} of speech" in reason
    short = analysis.warning("too_short")
    assert short is not None and f"only {figure} of speech" in short.message


def test_a_window_is_found_and_has_no_reason() -> None:
    signal, _, _ = spaced_take([["a", "b"]])
    analysis = analyse_reference(signal, RATE)
    assert analysis.best_window is not None and analysis.best_window_reason is None


def test_no_speech_has_no_window_and_says_why() -> None:
    analysis = analyse_reference(silence(6.0), RATE)
    assert analysis.best_window is None
    assert analysis.best_window_reason is not None
    _sentence(analysis.best_window_reason)


def test_a_window_bridges_the_pauses_between_sentences() -> None:
    # Pauses under a second stay inside: one passage of three sentences.
    signal, groups, _ = spaced_take([["a", "b", "c"]], inner=0.6)
    window = analyse_reference(signal, RATE).best_window
    assert window is not None and window.seconds >= 14
    group = groups[0]
    assert window.start >= group.start - EDGE_TOLERANCE and window.end <= group.end + EDGE_TOLERANCE
