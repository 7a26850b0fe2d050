"""The word check: what a (scripted) recognizer heard against the line, the words that
differ, retakes and best-of-N by words, and word timings carried to the script's words."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from studio.core.json_codec import ProjectError
from studio.core.review.review import ReviewFlag
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry
from studio.core.text.spoken import TextPrep
from studio.core.words import (
    RetakePolicy,
    Transcript,
    Word,
    WordCheck,
    WordTiming,
    align,
    best_heard_take,
    check_take,
    heard_as,
    rank_takes,
    script_words,
    should_retake,
    tokenize,
    word_flag,
)
from studio.errors import Said
from tests.engines.asr.scripted import ScriptedRecognizer

LINE = "Meet me at 5pm in New York."
TAKE = np.zeros(48_000, dtype=np.float32)  # 2 s at 24 kHz; the scripted recognizer ignores it


def hear(recognizer: ScriptedRecognizer, text: str = LINE) -> WordCheck:
    return check_take(recognizer.transcribe(TAKE, 24_000, "en"), text)


# ---------------------------------------------------------------- words as spoken


def test_tokens_are_lower_case_without_punctuation() -> None:
    assert tokenize("Hello, World! Don't stop\u2014well-known p.m.") == (
        "hello", "world", "dont", "stop", "well", "known", "p", "m",
    )  # fmt: skip
    assert tokenize("\u4f60\u597d world") == ("\u4f60", "\u597d", "world")


def test_the_script_is_read_as_the_engine_reads_it() -> None:
    spoken = script_words("Meet me at 5pm [pause 0.5] for $5 million \u2014 really!")
    assert spoken.words == ("Meet", "me", "at", "5pm", "for", "$5", "million \u2014", "really!")
    assert spoken.tokens == (
        "meet", "me", "at", "five", "p", "m", "for", "five", "million", "dollars", "really",
    )  # fmt: skip
    five_pm = spoken.groups[3]
    assert (five_pm.word_start, five_pm.word_end) == (3, 4)
    assert spoken.tokens[five_pm.token_start : five_pm.token_end] == ("five", "p", "m")


def test_rewritten_words_keep_what_they_became() -> None:
    spoken = script_words("Great, e.g. 3x faster.")
    pairs = [
        (spoken.words[g.word_start : g.word_end], spoken.tokens[g.token_start : g.token_end])
        for g in spoken.groups
    ]
    assert pairs == [
        (("Great,",), ("great",)),
        (("e.g.",), ("for", "example")),
        (("3x",), ("three", "times")),
        (("faster.",), ("faster",)),
    ]


def test_normalised_even_when_the_lines_switch_is_off() -> None:
    assert script_words("at 5pm", TextPrep(normalize=False)).tokens == ("at", "five", "p", "m")


# ---------------------------------------------------------------- word errors


def test_a_take_that_matches_after_normalisation_is_not_flagged() -> None:
    check = hear(ScriptedRecognizer("Meet me at five p.m. in New York."))
    assert check.matches and check.wer == 0.0 and check.errors == 0
    assert check.describe() == "Every word was heard as written."
    assert not should_retake(check, 0).retake
    assert word_flag(check) is None


def test_digits_as_heard_match_words_as_written() -> None:
    check = hear(
        ScriptedRecognizer("Meet me at five pm in New York."), "Meet me at 5 PM in New York"
    )
    assert check.matches, check.describe()


def test_a_take_that_drops_a_word_is_flagged_and_would_be_retaken() -> None:
    check = hear(ScriptedRecognizer("Meet me at 5pm in York."))
    assert check.missing == ("new",) and check.extra == () and check.replaced == ()
    assert check.wer == pytest.approx(1 / 9)
    decision = should_retake(check, 0, RetakePolicy(max_wer=0.0, max_retakes=2))
    assert decision.retake and "1 word missing (new)" in decision.reason
    flag = word_flag(check)
    assert flag is not None and flag.kind == "words" and flag.severity == check.wer


def test_added_and_replaced_words_are_named() -> None:
    check = hear(ScriptedRecognizer("Meet me at 5pm in the New Jersey."))
    assert check.extra == ("the",) and check.replaced == (("york", "jersey"),)
    assert check.errors == 2 and "york \u2192 jersey" in check.describe()


def test_joined_and_split_words_are_not_errors() -> None:
    assert align(["new", "york"], ["newyork"])[0].kind == "join"
    assert align(["cannot"], ["can", "not"])[0].kind == "split"
    assert hear(ScriptedRecognizer("Meet me at 5pm in newyork")).matches
    assert hear(ScriptedRecognizer("I can not go"), "I cannot go.").matches


def test_a_threshold_keeps_a_nearly_right_take() -> None:
    check = hear(ScriptedRecognizer("Meet me at 5pm in York."))
    assert not should_retake(check, 0, RetakePolicy(max_wer=0.2)).retake


def test_a_respelled_word_matches_either_spelling() -> None:
    entry = PronunciationEntry(term="Nguyen", respelling="win")
    prep = TextPrep(dictionary=PronunciationDictionary((entry,)))
    for heard in ("Ask Nguyen today", "Ask win today"):
        transcript = ScriptedRecognizer(heard).transcribe(TAKE, 24_000)
        assert check_take(transcript, "Ask Nguyen today.", prep).matches, heard


def test_nothing_heard_is_every_word_missing() -> None:
    check = check_take(Transcript("", "en", (), 1.0, 2.0), "Three words here.")
    assert check.missing == ("three", "words", "here") and check.wer == 1.0
    assert check.timings == (), "no word timings without the recognizer's words"


# ---------------------------------------------------------------- retakes and ranking


def test_retakes_stop_at_n_and_the_best_take_wins() -> None:
    # Every render drops a word, one drops two: the loop stops after N retakes
    # and keeps the take with the fewest errors.
    recognizer = ScriptedRecognizer(
        "Meet me at 5pm in York.",
        "Meet at in York.",
        "Meet me at 5pm in York.",
        "Meet me at 5pm York.",
    )
    policy = RetakePolicy(max_wer=0.0, max_retakes=2)
    takes: list[tuple[str, WordCheck | None, tuple[ReviewFlag, ...]]] = []
    while True:
        check = hear(recognizer)
        takes.append((f"take-{len(takes)}", check, ()))
        decision = should_retake(check, len(takes) - 1, policy)
        if not decision.retake:
            break
    assert len(takes) == 3 and recognizer.calls == 3, "one render and two retakes"
    assert "No retake left (2 done)" in decision.reason
    assert best_heard_take(takes) == "take-0"
    assert rank_takes(takes) == ["take-0", "take-2", "take-1"]


def test_a_retake_that_says_the_text_ends_the_loop() -> None:
    recognizer = ScriptedRecognizer("Meet me at in New York.", "Meet me at 5pm in New York.")
    retakes = 0
    while should_retake(hear(recognizer), retakes).retake:
        retakes += 1
    assert retakes == 1 and recognizer.calls == 2


def test_ranking_by_words_first_then_other_flags() -> None:
    exact = hear(ScriptedRecognizer(LINE))
    one_off = hear(ScriptedRecognizer("Meet me at 5pm in York."))
    loud = ReviewFlag("loudness", Said("7 dB louder than the lines around it."), 1.0)
    clipped = ReviewFlag("clipping", Said("Clipped in 3 places."), 3.0)
    candidates: list[tuple[str, WordCheck | None, tuple[ReviewFlag, ...]]] = [
        ("wrong-words", one_off, ()),
        ("right-but-loud-and-clipped", exact, (loud, clipped)),
        ("right-but-loud", exact, (loud,)),
        ("unchecked", None, ()),
    ]
    assert rank_takes(candidates) == [
        "right-but-loud", "right-but-loud-and-clipped", "wrong-words", "unchecked",
    ]  # fmt: skip
    assert not should_retake(None, 0).retake, "no recognizer, no retake"
    with pytest.raises(ValueError):
        best_heard_take([])


# ---------------------------------------------------------------- word timings


def test_timings_belong_to_the_scripts_words_when_the_recognizer_splits_them() -> None:
    recognizer = ScriptedRecognizer(
        [("Meet", 0.1, 0.3), ("me", 0.3, 0.4), ("at", 0.4, 0.5), ("five", 0.6, 0.8),
         ("p", 0.8, 0.9), ("m", 0.9, 1.1), ("in", 1.2, 1.3), ("New", 1.3, 1.5),
         ("York.", 1.5, 1.9)]
    )  # fmt: skip
    timings = hear(recognizer).timings
    assert [t.text for t in timings] == ["Meet", "me", "at", "5pm", "in", "New", "York."]
    five_pm = timings[3]
    assert (five_pm.start_s, five_pm.end_s) == pytest.approx((0.6, 1.1))
    assert not any(t.estimated for t in timings)


def test_timings_split_a_word_the_recognizer_merged() -> None:
    recognizer = ScriptedRecognizer(
        [("Meet", 0.1, 0.3), ("me", 0.3, 0.4), ("at", 0.4, 0.5), ("5pm", 0.6, 1.2),
         ("in", 1.2, 1.3), ("newyork", 1.3, 2.0)]
    )  # fmt: skip
    by_word = {t.text: t for t in hear(recognizer).timings}
    assert (by_word["5pm"].start_s, by_word["5pm"].end_s) == pytest.approx((0.6, 1.2))
    new, york = by_word["New"], by_word["York."]
    assert new.start_s == pytest.approx(1.3) and york.end_s == pytest.approx(2.0)
    assert new.end_s == pytest.approx(york.start_s) and 1.3 < new.end_s < 2.0
    # The script written out, the recognizer using digits: each written word gets its part.
    spelled = hear(
        ScriptedRecognizer(
            [("See", 0.0, 0.2), ("you", 0.2, 0.4), ("at", 0.4, 0.5), ("5pm", 0.6, 1.2)]
        ),  # fmt: skip
        "See you at five p m",
    ).timings
    five, p, m = spelled[3:]
    assert five.start_s == pytest.approx(0.6) and m.end_s == pytest.approx(1.2)
    assert five.end_s == pytest.approx(p.start_s) and p.end_s == pytest.approx(m.start_s)
    assert five.end_s - five.start_s > p.end_s - p.start_s, "shares follow the letters"


def test_missed_words_get_times_between_their_neighbours() -> None:
    recognizer = ScriptedRecognizer(
        [("Meet", 0.1, 0.3), ("me", 0.3, 0.4), ("at", 0.4, 0.5), ("in", 1.2, 1.3),
         ("York.", 1.6, 1.9)]
    )  # fmt: skip
    check = hear(recognizer)
    assert check.missing == ("five", "p", "m", "new")
    timings = {t.text: t for t in check.timings}
    assert timings["5pm"].estimated and timings["New"].estimated
    assert timings["5pm"].probability is None
    assert (timings["5pm"].start_s, timings["5pm"].end_s) == pytest.approx((0.5, 1.2))
    assert (timings["New"].start_s, timings["New"].end_s) == pytest.approx((1.3, 1.6))
    starts = [t.start_s for t in check.timings]
    assert starts == sorted(starts)


def test_words_missed_at_the_ends_stay_inside_the_take() -> None:
    recognizer = ScriptedRecognizer([("at", 0.9, 1.0), ("five", 1.1, 1.3)])
    timings = check_take(recognizer.transcribe(TAKE, 24_000), "Meet me at five pm now").timings
    assert [t.estimated for t in timings] == [True, True, False, False, True, True]
    assert all(0.0 <= t.start_s <= t.end_s <= 2.0 for t in timings)
    assert timings[1].end_s == pytest.approx(0.9) and timings[4].start_s == pytest.approx(1.3)


# ---------------------------------------------------------------- kept with a take


def test_json_round_trip_is_exact_and_plain() -> None:
    check = hear(ScriptedRecognizer("Meet me at 5pm in the New Jersey."))
    check = WordCheck(
        check.heard, check.wer, ("x",), check.extra, check.replaced, check.timings, "hf:x@1"
    )
    text = json.dumps(check.to_json())
    again = WordCheck.from_json(json.loads(text))
    assert again.heard == check.heard and again.replaced == check.replaced
    assert again.missing == ("x",) and again.recognizer == "hf:x@1"
    assert [t.text for t in again.timings] == [t.text for t in check.timings]
    for a, b in zip(again.timings, check.timings, strict=True):
        assert a.start_s == pytest.approx(b.start_s, abs=1e-4) and a.estimated == b.estimated
    assert WordCheck.from_json(again.to_json()) == again


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"wer": "high"}, "word_check.wer"),
        ({"wer": -1}, "word_check.wer"),
        ({"missing": [3]}, "word_check.missing[0]"),
        ({"replaced": [["a"]]}, "word_check.replaced[0]"),
        ({"timings": [{"text": "a", "start": 2.0, "end": 1.0}]}, "word_check.timings[0].end"),
        ({"timings": [{"start": 0, "end": 1}]}, "word_check.timings[0].text"),
    ],
)
def test_a_damaged_check_names_the_field(change: dict[str, object], field: str) -> None:
    data = {**WordCheck("hi", 0.0, timings=(WordTiming("hi", 0.0, 0.5, 0.9),)).to_json(), **change}
    with pytest.raises(ProjectError, match=field.replace("[", r"\[").replace("]", r"\]")):
        WordCheck.from_json(data)


def test_a_check_without_words_of_its_own() -> None:
    transcript = Transcript("Meet me at 5pm in New York.", "en", (), 1.0, 2.0)
    check = check_take(transcript, LINE)
    assert check.matches and check.timings == ()
    assert math.isclose(heard_as([("a", 0, 1)], 1.0).words[0].end_s, 1.0)
    assert isinstance(heard_as([("a", 0, 1)], 1.0).words[0], Word)
