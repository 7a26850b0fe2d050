"""A line as spoken: pauses, empty parts and problems."""

from __future__ import annotations

import pytest

from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry
from studio.core.text.spoken import PLAIN, Pause, Speech, TextPrep, prepare_line, split_pauses

NOTHING_TO_SAY = (
    "This line has nothing to say: only emoji or punctuation; write words, or delete the line."
)


def test_pauses_cut_a_line_into_parts() -> None:
    spoken = prepare_line("Hello. [pause 1.2] Then 5 more. [Pause 0.5s][pause .5]", TextPrep())
    assert spoken.parts == (
        Speech("Hello."),
        Pause(1.2),
        Speech("Then five more."),
        Pause(1.0),  # adjacent pauses add up
    )
    assert spoken.problem is None
    assert spoken.pause_seconds == 1.2 + 1.0
    assert spoken.key == "Hello. [pause 1.2] Then five more. [pause 1]"


def test_a_lone_punctuation_part_is_not_sent() -> None:
    assert prepare_line("Hello. [pause 1] .").parts == (Speech("Hello."), Pause(1.0))
    assert prepare_line("[pause 2]").parts == (Pause(2.0),)


def test_problems_are_reported_not_raised() -> None:
    assert "is not a pause" in (prepare_line("Hi [pause soon]").problem or "")
    assert "longer than 60 seconds" in (prepare_line("Hi [pause 90]").problem or "")
    assert "nothing to speak" in (prepare_line("   ").problem or "")


def test_plain_preparation_keeps_the_text() -> None:
    assert prepare_line("It costs $5 at 3pm.", PLAIN).key == "It costs $5 at 3pm."
    assert split_pauses("no pauses") == [Speech("no pauses")]


@pytest.mark.parametrize(
    "text",
    ["👍", "🎉🎉 🎉", "...", "* * *", "—", "?!", "👨\u200d👩\u200d👧", "[pause 1] 👍 [pause 1]"],
)
def test_a_line_of_only_emoji_or_punctuation_has_nothing_to_say(text: str) -> None:
    for prep in (TextPrep(), PLAIN):
        spoken = prepare_line(text, prep)
        assert spoken.problem == NOTHING_TO_SAY, (text, prep)


def test_pauses_and_emoji_among_words_are_not_warned_about() -> None:
    assert prepare_line("[pause 1.2]").problem is None  # silence is legitimate
    assert prepare_line("[pause 1] [pause 0.5]").parts == (Pause(1.5),)
    spoken = prepare_line("Well done 👍!")
    assert spoken.problem is None and spoken.parts == (Speech("Well done 👍!"),)
    assert prepare_line("42").problem is None and prepare_line("$5", PLAIN).problem is None
    assert prepare_line("日本語。").problem is None and prepare_line("مرحبا").problem is None


def test_an_emoji_the_dictionary_spells_out_is_something_to_say() -> None:
    dictionary = PronunciationDictionary((PronunciationEntry("👍", "thumbs up", whole_word=False),))
    spoken = prepare_line("👍", TextPrep(dictionary=dictionary))
    assert spoken.problem is None and spoken.text == "thumbs up"
