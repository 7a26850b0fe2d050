"""When all of a line's takes are in: the one place that says it.

A line renders one take, or ``best_of`` takes (best of N); each take that is
heard (a word or voice check) is in only once its check has come back, and a
check may ask for a retake, which the line then waits for too. Clients count
what comes back per line here and ask ``complete``.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field


@dataclass
class TakeTally:
    """Takes per line: asked for, ended (done or failed), and rendered but not heard."""

    takes_per_line: int = 1
    checking: bool = False  # every take that renders is heard before it is in
    _ended: dict[Hashable, int] = field(default_factory=dict)
    _expected: dict[Hashable, int] = field(default_factory=dict)
    _hearing: dict[Hashable, int] = field(default_factory=dict)

    def take_ended(self, line: Hashable, rendered: bool) -> int:
        """A take of ``line`` ended (``rendered``: with audio); returns how many have."""
        self._ended[line] = self._ended.get(line, 0) + 1
        if rendered and self.checking:
            self._hearing[line] = self._hearing.get(line, 0) + 1
        return self._ended[line]

    def heard(self, line: Hashable, retake: bool) -> None:
        """A take of ``line`` was heard; ``retake``: its check asked for another take."""
        self._hearing[line] = self._hearing.get(line, 0) - 1
        if retake:
            self._expected[line] = self.expected(line) + 1

    def expected(self, line: Hashable) -> int:
        return self._expected.get(line, self.takes_per_line)

    def complete(self, line: Hashable) -> bool:
        """Whether every take ``line`` asked for has ended and been heard."""
        return self._ended.get(line, 0) >= self.expected(line) and not self._hearing.get(line)


__all__ = ["TakeTally"]
