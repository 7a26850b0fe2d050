"""A review flag: why a take should be listened to (a signal check's, or the word check's).

Its own module so the word ranking (``words.ranking``) and the signal review
(``review``) both use it without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from studio.errors import Said


@dataclass(frozen=True)
class ReviewFlag:
    """Why a take should be listened to."""

    kind: str  # clipping, silence, too_long, too_short, loudness, silent, words
    said: Said  # one sentence for a person (context ReviewFlag), said in the window's language
    severity: float  # how far past the limit; compares flags of one kind
    # What the window says the flag from where one template cannot: the number of
    # clipped places (for its plural forms), or the word check itself.
    detail: object = None

    @property
    def reason(self) -> str:
        """The sentence in English (the command line's)."""
        return str(self.said)

    @classmethod
    def of(cls, kind: str, template: str, severity: float, *args: float | int | str) -> ReviewFlag:
        """A flag whose sentence is ``template`` (marked, context ReviewFlag) with ``args``."""
        return cls(kind, Said(template, *args, context="ReviewFlag"), severity)


__all__ = ["ReviewFlag"]
