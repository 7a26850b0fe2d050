"""Choosing among takes by their words and voice, and deciding when to render a line again.

Best-of-N and "retake until it says the text (or sounds like the voice)"
share one order: the fewest word errors first, then the highest similarity
to the voice's reference, then the signal review's order (fewest flags,
then the mildest: ``review.best_take``), then the earliest take. A take
without a word check (no recognizer, or it failed) ranks after every checked
take and is never retaken for its words; one without a similarity ranks
after those with one and is never retaken for its voice.

The retake loop lives in the render service; this module only decides.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from studio.core.sound.review_flag import ReviewFlag
from studio.core.words.check import WordCheck
from studio.errors import Said

T = TypeVar("T")

Candidate = tuple[T, WordCheck | None, Sequence[ReviewFlag]]
"""A take (any object naming one), its word check, and its signal review flags."""


Similarity = Callable[[T], "float | None"]
"""A take's similarity to its voice's reference (None: not measured)."""


def rank_key(
    check: WordCheck | None,
    flags: Sequence[ReviewFlag],
    index: int = 0,
    similarity: float | None = None,
) -> tuple[float, float, int, float, float, int]:
    """Sort key of one take: lower is better."""
    errors = math.inf if check is None else float(check.errors)
    wer = math.inf if check is None else check.wer
    unlike = math.inf if similarity is None else -similarity
    return (errors, unlike, len(flags), sum(f.severity for f in flags), wer, index)


def rank_takes(
    candidates: Sequence[Candidate[T]], similarity: Similarity[T] | None = None
) -> list[T]:
    """The takes, best first (``similarity`` gives each take's, when voices are checked)."""

    def key(i: int) -> tuple[float, float, int, float, float, int]:
        take, check, flags = candidates[i]
        return rank_key(check, flags, i, None if similarity is None else similarity(take))

    return [candidates[i][0] for i in sorted(range(len(candidates)), key=key)]


def best_heard_take(
    candidates: Sequence[Candidate[T]], similarity: Similarity[T] | None = None
) -> T:
    """The take to keep: fewest word errors, then the most like its voice, then fewest and
    mildest flags, then the first."""
    if not candidates:
        raise ValueError("no takes to choose from")
    return rank_takes(candidates, similarity)[0]


@dataclass(frozen=True)
class RetakePolicy:
    """When a take is rendered again for its words.

    ``max_wer``: the most word error rate a take may have and be kept (0:
    every word must be heard as written). ``max_retakes``: renders after the
    first, at most, for its words; then the best of them is kept.
    ``min_similarity``: the least similarity to the voice's reference a take
    may have and be kept (None: its voice is not checked);
    ``voice_retakes``: renders after the first, at most, for its voice.
    """

    max_wer: float = 0.0
    max_retakes: int = 3
    min_similarity: float | None = None
    voice_retakes: int = 0


@dataclass(frozen=True)
class RetakeDecision:
    retake: bool
    reason: str  # one sentence for a person (the line's status, a log)


def should_retake(
    check: WordCheck | None,
    retakes_done: int,
    policy: RetakePolicy = RetakePolicy(),
    similarity: float | None = None,
    words: bool = True,
) -> RetakeDecision:
    """Whether to render the line again after a take with ``check`` (``words``: whether
    words are checked at all) and ``similarity``, ``retakes_done`` renders after its first
    so far. A take is retaken while it fails a check that has retakes left."""
    said: list[str] = []
    wanted = False
    left = False
    if words:
        if check is None:
            said.append("The take was not heard by a recognizer; kept as it is.")
        else:
            said.append(check.describe())
            if check.wer > policy.max_wer:
                wanted = True
                left = left or retakes_done < policy.max_retakes
    low = policy.min_similarity
    if low is not None and similarity is not None:
        said.append(_voice_said(similarity, low))
        if similarity < low:
            wanted = True
            left = left or retakes_done < policy.voice_retakes
    elif low is not None:
        said.append("Its voice could not be measured.")
    text = " ".join(said) or "The take was not checked."
    if wanted and left:
        return RetakeDecision(True, f"{text} Rendering it again.")
    if wanted and retakes_done:
        return RetakeDecision(
            False, f"{text} No retake left ({retakes_done} done); the best take is kept."
        )
    return RetakeDecision(False, text)


def _voice_said(similarity: float, low: float) -> str:
    if similarity < low:
        return (
            f"Its voice differs from the reference (similarity {similarity:.2f}, below {low:.2f})."
        )
    return f"Its voice is like the reference's (similarity {similarity:.2f})."


def word_flag(check: WordCheck | None, policy: RetakePolicy = RetakePolicy()) -> ReviewFlag | None:
    """The check as a review flag (kind ``words``) when too many words differ, else None."""
    if check is None or check.wer <= policy.max_wer:
        return None
    return ReviewFlag("words", Said(check.describe()), check.wer, detail=check)


__all__ = [
    "Candidate",
    "RetakeDecision",
    "RetakePolicy",
    "Similarity",
    "best_heard_take",
    "rank_key",
    "rank_takes",
    "should_retake",
    "word_flag",
]
