"""A line as spoken: pauses, empty parts and problems."""

from __future__ import annotations

from studio.core.spoken import PLAIN, Pause, Speech, TextPrep, prepare_line, split_pauses


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
    # A line that is only punctuation keeps it (the engine gets what it always got).
    assert prepare_line("...").parts == (Speech("..."),)
    assert prepare_line("[pause 2]").parts == (Pause(2.0),)


def test_problems_are_reported_not_raised() -> None:
    assert "is not a pause" in (prepare_line("Hi [pause soon]").problem or "")
    assert "longer than 60 seconds" in (prepare_line("Hi [pause 90]").problem or "")
    assert "nothing to speak" in (prepare_line("   ").problem or "")


def test_plain_preparation_keeps_the_text() -> None:
    assert prepare_line("It costs $5 at 3pm.", PLAIN).key == "It costs $5 at 3pm."
    assert split_pauses("no pauses") == [Speech("no pauses")]
