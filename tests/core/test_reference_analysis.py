"""Reference analysis on synthetic takes: espeak-ng speech with silence, clipping and noise."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest
import torch

from studio.core.sound.reference_analysis import (
    MAX_WINDOW_SECONDS,
    MIN_WINDOW_SECONDS,
    ReferenceAnalysis,
    analyse_reference,
)
from studio.core.sound.vad import Region
from studio.core.sound.voice_edits import VoiceEdits, apply_edits

from .speech_signals import (
    RATE,
    clean_take,
    join,
    noise,
    phrase,
    silence,
    speech_rms,
    with_noise,
)

# The VAD pads speech by 30 ms and the trim adds 150 ms; phrases start and
# end with quiet consonants it may count either way.
EDGE_TOLERANCE = 0.3


def _kinds(analysis: ReferenceAnalysis) -> set[str]:
    return {w.kind for w in analysis.warnings}


def _covers(outer: Region, inner: Region, tolerance: float = EDGE_TOLERANCE) -> bool:
    return outer.start <= inner.start + tolerance and outer.end >= inner.end - tolerance


def _inside(inner: Region, outer: Region, tolerance: float = EDGE_TOLERANCE) -> bool:
    return inner.start >= outer.start - tolerance and inner.end <= outer.end + tolerance


def test_trim_drops_leading_and_trailing_silence_even_under_room_hiss() -> None:
    signal, parts = join([silence(2.0), phrase("a"), silence(0.4), phrase("b"), silence(3.0)])
    # Hiss at -60 dBFS: a level check would call it sound, the VAD does not.
    signal = signal + noise(len(signal), 1e-3)
    analysis = analyse_reference(signal, RATE)
    speech = Region(parts[1].start, parts[3].end)
    assert analysis.trim is not None
    assert abs(analysis.trim.start - speech.start) < EDGE_TOLERANCE
    assert abs(analysis.trim.end - speech.end) < EDGE_TOLERANCE
    assert analysis.seconds == pytest.approx(len(signal) / RATE)


def test_a_clean_take_gets_no_warning_and_is_its_own_best_window() -> None:
    signal = clean_take()
    analysis = analyse_reference(signal, RATE)
    assert analysis.warnings == ()
    assert analysis.trim is not None and analysis.best_window is not None
    assert _covers(analysis.best_window, analysis.trim, 0.15)
    assert analysis.snr_db is not None and analysis.snr_db > 40
    assert analysis.loudness_lufs == pytest.approx(-20, abs=3)
    assert analysis.clipped_seconds == 0


@pytest.mark.parametrize("layout", ["clean-middle", "clean-first", "clean-last"])
def test_best_window_avoids_clipped_and_noisy_phrases(layout: str) -> None:
    clipped = np.clip(phrase("a") * 6, -1.0, 1.0)
    clean = [phrase("b"), silence(0.5), phrase("d")]
    # A passing noise (12 dB below the speech) over a phrase and 0.4 s either side of it.
    margin = silence(0.4)
    noisy_part = np.concatenate([margin, phrase("c"), margin])
    noisy = [noisy_part + noise(len(noisy_part), speech_rms("c") / 4, seed=3)]
    blocks = {
        "clean-middle": [[clipped], clean, noisy],
        "clean-first": [clean, [clipped], noisy],
        "clean-last": [noisy, [clipped], clean],
    }[layout]
    parts: list[np.ndarray] = [silence(1.0)]
    clean_index = 0
    for block in blocks:
        if block is clean:
            clean_index = len(parts)
        parts += [*block, silence(1.0)]
    signal, regions = join(parts)
    clean_region = Region(regions[clean_index].start, regions[clean_index + 2].end)

    analysis = analyse_reference(signal, RATE)
    window = analysis.best_window
    assert window is not None
    assert MIN_WINDOW_SECONDS <= window.seconds <= MAX_WINDOW_SECONDS
    assert _inside(window, clean_region) and _covers(window, clean_region)
    assert analysis.warning("clipping") is not None


def test_best_window_leaves_out_a_phrase_far_below_the_usual_level() -> None:
    # The speaker turned away from the microphone for the last sentence.
    signal, parts = join(
        [
            silence(0.5),
            phrase("a"),
            silence(0.4),
            phrase("b"),
            silence(0.4),
            phrase("d") * 0.05,
            silence(0.5),
        ]
    )
    window = analyse_reference(signal, RATE).best_window
    assert window is not None
    assert _covers(window, Region(parts[1].start, parts[3].end))
    assert window.end < parts[5].start + EDGE_TOLERANCE


def test_best_window_of_a_long_take_is_whole_phrases_within_20_seconds() -> None:
    parts: list[np.ndarray] = [silence(0.5)]
    for name in ["a", "b", "c", "d", "e", "a", "b"]:
        parts += [phrase(name), silence(0.6)]
    signal, _ = join(parts)
    analysis = analyse_reference(signal, RATE)
    window = analysis.best_window
    assert window is not None and analysis.seconds > 30
    assert 15 <= window.seconds <= MAX_WINDOW_SECONDS
    # Both edges fall in a pause (espeak-ng's pauses are digital silence), so
    # no word is cut; and most of the window is speech.
    for edge in (window.start, window.end):
        around = signal[int((edge - 0.03) * RATE) : int((edge + 0.03) * RATE)]
        assert np.max(np.abs(around)) < 1e-3
    frames = signal[int(window.start * RATE) : int(window.end * RATE)]
    frames = frames[: len(frames) // 320 * 320].reshape(-1, 320)
    assert np.mean(np.max(np.abs(frames), axis=1) > 1e-3) > 0.75


def test_a_short_take_has_no_window_and_says_why() -> None:
    signal, _ = join([silence(0.5), phrase("c")[: int(2.5 * RATE)], silence(0.5)])
    analysis = analyse_reference(signal, RATE)
    assert analysis.best_window is None and analysis.trim is not None
    assert analysis.best_window_reason is not None
    assert f"only {analysis.speech_seconds:.1f} s of speech" in analysis.best_window_reason
    assert _kinds(analysis) == {"too_short"}


def _quiet() -> np.ndarray:
    return clean_take() * 0.01


def _clipped() -> np.ndarray:
    clipped: np.ndarray = np.clip(clean_take() * 5, -1.0, 1.0)
    return clipped


def _long() -> np.ndarray:
    return np.concatenate([clean_take()] * 2)


def _very_long() -> np.ndarray:
    return np.concatenate([clean_take()] * 3)


def _noisy() -> np.ndarray:
    return with_noise(clean_take(), 10.0)


def _short() -> np.ndarray:
    return join([silence(0.3), phrase("c")[: int(3.0 * RATE)], silence(0.3)])[0]


def _hiss_only() -> np.ndarray:
    return noise(6 * RATE, 0.01)


def _stereo() -> np.ndarray:
    take = clean_take()
    return np.stack([take, take * 0.5], axis=1)


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (clean_take, set()),
        (_stereo, set()),
        (lambda: with_noise(clean_take(), 35.0), set()),
        (_quiet, {"too_quiet"}),
        (_clipped, {"clipping"}),
        (_long, {"too_long"}),
        (_very_long, {"too_long"}),
        (_noisy, {"too_noisy"}),
        (_short, {"too_short"}),
        (_hiss_only, {"no_speech"}),
        (lambda: with_noise(_long(), 8.0), {"too_long", "too_noisy"}),
    ],
    ids=[
        "clean",
        "stereo",
        "faint-hiss",
        "quiet",
        "clipped",
        "long",
        "very-long",
        "noisy",
        "short",
        "hiss-only",
        "long-and-noisy",
    ],
)
def test_warnings_fire_on_their_input_and_only_there(
    make: Callable[[], np.ndarray], expected: set[str]
) -> None:
    analysis = analyse_reference(make(), RATE)
    assert _kinds(analysis) == expected
    for warning in analysis.warnings:
        # One sentence that says what to do.
        text = warning.message
        assert text.endswith(".") and ". " not in text and "\n" not in text
        assert any(verb in text for verb in ("record", "trim", "normalise", "choose")), text


def test_empty_audio_has_no_speech_and_no_crash() -> None:
    analysis = analyse_reference(np.zeros(0, np.float32), RATE)
    assert (analysis.trim, analysis.best_window, analysis.seconds) == (None, None, 0.0)
    assert _kinds(analysis) == {"no_speech"}


def test_very_long_warning_says_only_30_seconds_are_used() -> None:
    warning = analyse_reference(_very_long(), RATE).warning("too_long")
    assert warning is not None and "first 30 s" in warning.message


@pytest.mark.parametrize("snr_db", [5.0, 10.0, 20.0, 30.0])
def test_snr_estimate_follows_the_true_snr(snr_db: float) -> None:
    analysis = analyse_reference(with_noise(clean_take(), snr_db, seed=7), RATE)
    assert analysis.snr_db == pytest.approx(snr_db, abs=3.0)


def test_trimming_to_the_suggested_window_clears_the_warnings_it_can() -> None:
    # A too-long take whose first half is noisy: the window is in the clean half,
    # and the reference cut to it (and normalised) draws no warning at all.
    noisy_half = with_noise(clean_take(), 6.0, seed=11)
    take = np.concatenate([noisy_half, clean_take() * 0.3, clean_take() * 0.3])
    before = analyse_reference(take, RATE)
    assert {"too_long", "too_noisy"} <= _kinds(before)
    window = before.best_window
    assert window is not None and window.start >= len(noisy_half) / RATE - EDGE_TOLERANCE
    edits = VoiceEdits().with_trim(window.start, window.end).with_normalization("loudness")
    after = analyse_reference(apply_edits(take, RATE, edits), RATE)
    assert after.warnings == ()
    assert after.loudness_lufs == pytest.approx(-20, abs=0.5)


def test_analysis_keeps_the_callers_torch_thread_count() -> None:
    before = torch.get_num_threads()
    torch.set_num_threads(2)
    try:
        analyse_reference(clean_take(), RATE)
        assert torch.get_num_threads() == 2
    finally:
        torch.set_num_threads(before)
