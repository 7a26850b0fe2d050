"""Choosing among takes by their words, and deciding when to render a line again.

Best-of-N and "retake until it says the text" share one order: the fewest
word errors first, then the signal review's order (fewest flags, then the
mildest: ``review.best_take``), then the earliest take. A take without a
word check (no recognizer, or it failed) ranks after every checked take
and is never retaken for its words.

The retake loop lives in the render service; this module only decides.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from studio.core.review_flag import ReviewFlag
from studio.core.words.check import WordCheck
from studio.errors import Said

T = TypeVar("T")

Candidate = tuple[T, WordCheck | None, Sequence[ReviewFlag]]
"""A take (any object naming one), its word check, and its signal review flags."""


def rank_key(
    check: WordCheck | None, flags: Sequence[ReviewFlag], index: int = 0
) -> tuple[float, int, float, float, int]:
    """Sort key of one take: lower is better."""
    errors = math.inf if check is None else float(check.errors)
    wer = math.inf if check is None else check.wer
    return (errors, len(flags), sum(f.severity for f in flags), wer, index)


def rank_takes(candidates: Sequence[Candidate[T]]) -> list[T]:
    """The takes, best first."""
    order = sorted(
        range(len(candidates)),
        key=lambda i: rank_key(candidates[i][1], candidates[i][2], i),
    )
    return [candidates[i][0] for i in order]


def best_heard_take(candidates: Sequence[Candidate[T]]) -> T:
    """The take to keep: fewest word errors, then fewest and mildest flags, then the first."""
    if not candidates:
        raise ValueError("no takes to choose from")
    return rank_takes(candidates)[0]


@dataclass(frozen=True)
class RetakePolicy:
    """When a take is rendered again for its words.

    ``max_wer``: the most word error rate a take may have and be kept (0:
    every word must be heard as written). ``max_retakes``: renders after the
    first, at most; then the best of them is kept.
    """

    max_wer: float = 0.0
    max_retakes: int = 3


@dataclass(frozen=True)
class RetakeDecision:
    retake: bool
    reason: str  # one sentence for a person (the line's status, a log)


def should_retake(
    check: WordCheck | None, retakes_done: int, policy: RetakePolicy = RetakePolicy()
) -> RetakeDecision:
    """Whether to render the line again after a take with ``check``, ``retakes_done``
    renders after its first so far."""
    if check is None:
        return RetakeDecision(False, "The take was not heard by a recognizer; kept as it is.")
    if check.wer <= policy.max_wer:
        return RetakeDecision(False, check.describe())
    if retakes_done >= policy.max_retakes:
        return RetakeDecision(
            False,
            f"{check.describe()} No retake left ({policy.max_retakes} done); "
            "the best take is kept.",
        )
    return RetakeDecision(True, f"{check.describe()} Rendering it again.")


def word_flag(check: WordCheck | None, policy: RetakePolicy = RetakePolicy()) -> ReviewFlag | None:
    """The check as a review flag (kind ``words``) when too many words differ, else None."""
    if check is None or check.wer <= policy.max_wer:
        return None
    return ReviewFlag("words", Said(check.describe()), check.wer, detail=check)


__all__ = [
    "Candidate",
    "RetakeDecision",
    "RetakePolicy",
    "best_heard_take",
    "rank_key",
    "rank_takes",
    "should_retake",
    "word_flag",
]
