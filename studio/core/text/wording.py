"""Counts in messages: "1 line", "2 lines", never "1 lines" or "line(s)"."""

from __future__ import annotations

from collections.abc import Sequence


def plural(count: int, noun: str, nouns: str | None = None) -> str:
    """``count`` and the noun in the right number: ``plural(1, "take")`` is "1 take"."""
    return f"{count} {noun if count == 1 else (nouns or noun + 's')}"


def numbers(values: Sequence[int], shown: int = 10) -> str:
    """ "3", "3, 5, 9", or the first ``shown`` and how many more."""
    text = ", ".join(str(v) for v in values[:shown])
    return f"{text} and {len(values) - shown} more" if len(values) > shown else text


__all__ = ["numbers", "plural"]
