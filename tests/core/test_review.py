"""Take review: flags on constructed takes, and best of N."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from studio.core.document import Document, Line, TakeAudioStore, VoiceEntry
from studio.core.review.review import (
    DEFAULT_SECONDS_PER_CHAR,
    Reviewer,
    SpeakingRate,
    best_take,
    measure_take,
    review_take,
    speaking_rate,
)
from studio.core.text.spoken import prepare_line

from .conftest import RATE, speechlike, take_of_line

# 60 letters: about 4 s at the default narration rate.
TEXT = "The quick brown fox jumps over the lazy dog near the riverbank."


def speech(seconds: float, seed: int = 0, gain: float = 1.0) -> np.ndarray:
    """Speech-like noise with the crest factor of speech but no full-scale spikes."""
    audio = speechlike(seconds, seed)
    clipped: np.ndarray = np.clip(audio, -0.5, 0.5) * gain
    return clipped


def with_silence(before: float, gap: float, after: float) -> np.ndarray:
    return np.concatenate([speech(before, 1), np.zeros(int(gap * RATE)), speech(after, 2)])


def kinds(audio: np.ndarray, text: str = TEXT, **kwargs: object) -> list[str]:
    flags = review_take(measure_take(audio, RATE), prepare_line(text), **kwargs)  # type: ignore[arg-type]
    return [flag.kind for flag in flags]


def test_a_good_take_has_no_flags() -> None:
    assert kinds(speech(4.0)) == []


def test_clipping() -> None:
    audio = speech(4.0)
    audio[1000:1010] = 1.0
    audio[5000:5004] = -1.0
    audio[9000] = 1.0  # a single sample at full scale is not a clip
    measure = measure_take(audio, RATE)
    assert measure.clipped_runs == 2
    flags = review_take(measure, prepare_line(TEXT))
    assert [f.kind for f in flags] == ["clipping"]
    assert "Clipped in 2 places:" in flags[0].reason


def test_silent_gap_inside_the_speech() -> None:
    audio = with_silence(2.0, 1.6, 2.0)
    measure = measure_take(audio, RATE)
    assert max(measure.silences) == pytest.approx(1.6, abs=0.05)
    assert kinds(audio) == ["silence"]
    # The same gap where the line asks for a pause of that length is fine.
    assert kinds(audio, TEXT.replace("over", "over [pause 1.5]")) == []
    # Silence at the head and tail is not inside the speech.
    padded = np.concatenate([np.zeros(2 * RATE), speech(4.0), np.zeros(2 * RATE)])
    assert kinds(padded) == []


def test_too_long_and_too_short() -> None:
    expected = len([c for c in TEXT if c.isalnum()]) * DEFAULT_SECONDS_PER_CHAR
    assert expected == pytest.approx(3.4)
    assert kinds(speech(9.0)) == ["too_long"]
    assert kinds(speech(1.0)) == ["too_short"]
    # The voice's own rate sets the expectation: a slow voice may take 9 s.
    slow = SpeakingRate(9.0 / 52, 5)
    assert kinds(speech(9.0), rate=slow) == []
    # Short lines vary a lot: one word taking 1.2 s is not flagged.
    assert kinds(speech(1.2), "Hello.") == []


def test_loudness_against_the_neighbours() -> None:
    quiet = speech(4.0, gain=0.2)
    neighbours = [measure_take(speech(4.0, seed), RATE).level_db for seed in range(3, 9)]
    assert kinds(quiet, neighbour_levels=neighbours) == ["loudness"]
    assert kinds(speech(4.0), neighbour_levels=neighbours) == []
    flags = review_take(measure_take(quiet, RATE), prepare_line(TEXT), neighbour_levels=neighbours)
    assert "quieter than the lines around it" in flags[0].reason


def test_speaking_rate_is_the_voice_own() -> None:
    spoken = prepare_line(TEXT)
    pairs = [(spoken, measure_take(speech(s, i), RATE)) for i, s in enumerate((5.0, 5.2, 4.8))]
    rate = speaking_rate(pairs)
    assert rate.takes == 3
    assert rate.seconds_per_char == pytest.approx(5.0 / 52, rel=0.02)
    # Fewer than three takes: the default rate.
    assert speaking_rate(pairs[:2]).seconds_per_char == DEFAULT_SECONDS_PER_CHAR


def test_best_of_n_picks_the_unflagged_take() -> None:
    voice = VoiceEntry("A", "a.wav", prompt_key="k")
    line = Line("l0", TEXT, "A")
    store = TakeAudioStore()
    clipped = speech(4.0, 1)
    clipped[100:200] = 1.0
    audios = {
        "clipped": clipped,
        "gap": with_silence(2.0, 2.0, 2.0),
        "good": speech(4.0, 3),
        "long": speech(10.0, 4),
    }
    options = []
    for seed, (name, audio) in enumerate(audios.items()):
        take = dataclasses.replace(take_of_line(line, voice, len(audio), seed=seed), id=name)
        store.put(take.id, audio)
        options.append(take)
    line = dataclasses.replace(line, takes=tuple(options), active_take="clipped")
    doc = Document(voices=[voice], lines=[line])
    reviewer = Reviewer()
    reviews = reviewer.review(doc, store, candidates={line.id: options})
    assert {take_id: [f.kind for f in r.flags] for take_id, r in reviews.items()} == {
        "clipped": ["clipping"],
        "gap": ["silence"],
        "good": [],
        "long": ["too_long"],
    }
    assert reviewer.best_of(doc, store, line, options).id == "good"
    # The active take's own review, keyed by line.
    assert reviewer.review(doc, store)["l0"].flags[0].kind == "clipping"
    # Fewest flags first, then the mildest.
    assert best_take([("a", reviews["long"].flags), ("b", ())]) == "b"


def test_a_silent_take() -> None:
    assert kinds(np.zeros(RATE, dtype=np.float32)) == ["silent"]
