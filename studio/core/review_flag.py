"""A review flag: why a take should be listened to (a signal check's, or the word check's).

Its own module so the word ranking (``words.ranking``) and the signal review
(``review``) both use it without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ReviewFlag:
    """Why a take should be listened to."""

    kind: str  # clipping, silence, too_long, too_short, loudness, silent, words
    reason: str  # one sentence for a person, in English (the command line's)
    severity: float  # how far past the limit; compares flags of one kind
    # The sentence as a template (marked for translation) and its values, so the
    # window can say it in its language; "" when the reason has no template (the
    # word check's flag carries the check itself, which the window describes).
    template: str = ""
    args: tuple[object, ...] = ()

    @classmethod
    def said(
        cls, kind: str, template: str, severity: float, *args: float | int | str
    ) -> ReviewFlag:
        """A flag whose reason is ``template`` with ``args`` filled in."""
        return cls(kind, template.format(*args), severity, template, tuple(args))


__all__ = ["ReviewFlag"]
