"""Word alignment: what was expected against what was heard, by the fewest edits.

A Levenshtein alignment over tokens, with one addition: a word the
recognizer wrote joined ("newyork" for "new york") or split ("can not" for
"cannot") costs nothing when the letters agree, since the speech was right
and only the spelling differs. Written here rather than taken from a
library because no alignment package is installed and the join/split steps
are not something jiwer or rapidfuzz offer; it is a few dozen lines.

Cost is O(expected x heard) in pure Python: about 10 ms for a 50-word line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

StepKind = Literal["match", "sub", "del", "ins", "join", "split"]
# The most tokens one side may join into a single token of the other.
MAX_JOIN = 3


@dataclass(frozen=True)
class Step:
    """One step of an alignment: ``expected[e0:e1]`` against ``heard[h0:h1]``.

    ``match``: the same word; ``sub``: another word in its place; ``del``:
    an expected word missing; ``ins``: a heard word the script lacks;
    ``join``: several expected words heard as one; ``split``: one expected
    word heard as several.
    """

    kind: StepKind
    e0: int
    e1: int
    h0: int
    h1: int

    @property
    def is_error(self) -> bool:
        return self.kind in ("sub", "del", "ins")


def align(expected: Sequence[str], heard: Sequence[str]) -> tuple[Step, ...]:
    """The cheapest alignment (substitution, deletion, insertion cost 1; match, join, split 0)."""
    n, m = len(expected), len(heard)
    # cost[i][j]: of the cheapest alignment of expected[:i] against heard[:j], reached by
    # back[i][j]; a cell starts dearer than any alignment.
    cost = [[n + m + 1] * (m + 1) for _ in range(n + 1)]
    back: list[list[Step | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0
    for i in range(n + 1):
        for j in range(m + 1):
            if i or j:
                cost[i][j], back[i][j] = _cheapest_step(expected, heard, cost, i, j)
    return _traced(back, n, m)


def _cheapest_step(
    expected: Sequence[str], heard: Sequence[str], cost: list[list[int]], i: int, j: int
) -> tuple[int, Step | None]:
    """The cheapest last step of an alignment of ``expected[:i]`` against ``heard[:j]``,
    and that alignment's cost, from the cells before it (filled already)."""
    best = len(expected) + len(heard) + 1
    step: Step | None = None
    # Order matters only for ties: a match or join beats an edit.
    if i and j:
        same = expected[i - 1] == heard[j - 1]
        c = cost[i - 1][j - 1] + (0 if same else 1)
        if c < best:
            best, step = c, Step("match" if same else "sub", i - 1, i, j - 1, j)
    for k in range(2, MAX_JOIN + 1):
        if i >= k and j and cost[i - k][j - 1] < best:
            if "".join(expected[i - k : i]) == heard[j - 1]:
                best, step = cost[i - k][j - 1], Step("join", i - k, i, j - 1, j)
        if j >= k and i and cost[i - 1][j - k] < best:
            if "".join(heard[j - k : j]) == expected[i - 1]:
                best, step = cost[i - 1][j - k], Step("split", i - 1, i, j - k, j)
    if i and cost[i - 1][j] + 1 < best:
        best, step = cost[i - 1][j] + 1, Step("del", i - 1, i, j, j)
    if j and cost[i][j - 1] + 1 < best:
        best, step = cost[i][j - 1] + 1, Step("ins", i, i, j - 1, j)
    return best, step


def _traced(back: list[list[Step | None]], i: int, j: int) -> tuple[Step, ...]:
    """The steps of the alignment that ends at cell ``(i, j)``, first to last."""
    steps: list[Step] = []
    while i or j:
        step = back[i][j]
        assert step is not None
        steps.append(step)
        i, j = step.e0, step.h0
    steps.reverse()
    return tuple(steps)


def error_count(steps: Sequence[Step]) -> int:
    return sum(1 for step in steps if step.is_error)


__all__ = ["MAX_JOIN", "Step", "StepKind", "align", "error_count"]
