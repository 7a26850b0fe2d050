"""When all of a line's takes are in: the one place that says it.

A line renders one take, or ``best_of`` takes (best of N); each take that is
heard (a word or voice check) is in only once its check has come back, and a
check may ask for a retake, which the line then waits for too. Clients count
what comes back per line here and ask ``complete``: the command line (a
render's lines, ``takes_per_line`` each) and the window (``ask`` for each job
it queues, however many a line has; ``left`` is what its line table shows).
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

    def ask(self, line: Hashable, takes: int = 1) -> None:
        """``takes`` more takes of ``line`` were asked for."""
        self._expected[line] = self.expected(line) + takes

    def take_ended(self, line: Hashable, rendered: bool, heard: bool | None = None) -> int:
        """A take of ``line`` ended (``rendered``: with audio; ``heard``: its check is to come,
        None: as ``checking`` says); returns how many have."""
        self._ended[line] = self._ended.get(line, 0) + 1
        if rendered and (self.checking if heard is None else heard):
            self._hearing[line] = self._hearing.get(line, 0) + 1
        return self._ended[line]

    def heard(self, line: Hashable, retake: bool) -> None:
        """A take of ``line`` was heard; ``retake``: its check asked for another take."""
        self._hearing[line] = max(0, self._hearing.get(line, 0) - 1)
        if retake:
            self.ask(line)

    def expected(self, line: Hashable) -> int:
        return self._expected.get(line, self.takes_per_line)

    def left(self, line: Hashable) -> int:
        """Takes of ``line`` asked for that have not ended."""
        return max(0, self.expected(line) - self._ended.get(line, 0))

    def complete(self, line: Hashable) -> bool:
        """Whether every take ``line`` asked for has ended and been heard."""
        return self._ended.get(line, 0) >= self.expected(line) and not self._hearing.get(line)

    def complete_lines(self) -> list[Hashable]:
        """The lines counted here whose takes are all in."""
        lines = set(self._ended) | set(self._expected) | set(self._hearing)
        return [line for line in lines if self.complete(line)]

    def forget(self, line: Hashable) -> None:
        """Start ``line`` afresh (its takes are all in, or another document is open)."""
        for counts in (self._ended, self._expected, self._hearing):
            counts.pop(line, None)

    def stop_hearing(self) -> None:
        """Checks were turned off: takes waiting to be heard never will be."""
        self._hearing.clear()

    def clear(self) -> None:
        for counts in (self._ended, self._expected, self._hearing):
            counts.clear()


__all__ = ["TakeTally"]
