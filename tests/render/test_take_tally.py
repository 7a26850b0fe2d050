"""``TakeTally``: the one rule for when all of a line's takes are in, for the command line
(so many takes a line) and the window (a take asked for each job)."""

from __future__ import annotations

from studio.render.take_tally import TakeTally


def test_best_of_two_with_checks_waits_for_both_takes_and_both_checks() -> None:
    tally = TakeTally(takes_per_line=2, checking=True)
    tally.take_ended(1, rendered=True)
    assert not tally.complete(1) and tally.left(1) == 1
    tally.take_ended(1, rendered=False)  # the second failed: nothing to hear
    assert not tally.complete(1)  # the first is still being heard
    tally.heard(1, retake=False)
    assert tally.complete(1)


def test_a_retake_is_one_more_take_to_wait_for() -> None:
    tally = TakeTally(checking=True)
    tally.take_ended("a", rendered=True)
    tally.heard("a", retake=True)
    assert not tally.complete("a") and tally.left("a") == 1
    tally.take_ended("a", rendered=True)
    tally.heard("a", retake=False)
    assert tally.complete("a")


def test_the_window_asks_per_job_and_says_per_take_whether_it_is_heard() -> None:
    tally = TakeTally(takes_per_line=0)
    assert tally.complete("x") and tally.left("x") == 0  # nothing asked: nothing to wait for
    tally.ask("x", 2)
    tally.take_ended("x", rendered=True, heard=False)  # checks were off for this one
    tally.take_ended("x", rendered=True, heard=True)
    assert tally.left("x") == 0 and not tally.complete("x")
    assert tally.complete_lines() == []
    tally.stop_hearing()  # checks turned off: it will never be heard
    assert tally.complete_lines() == ["x"]
    tally.forget("x")
    tally.ask("x")
    assert tally.left("x") == 1  # afresh
