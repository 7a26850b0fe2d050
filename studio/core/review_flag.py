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
    reason: str  # one sentence for a person
    severity: float  # how far past the limit; compares flags of one kind


__all__ = ["ReviewFlag"]
