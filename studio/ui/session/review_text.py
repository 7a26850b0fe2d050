"""A take's review in the window's language: each flag's template translated, its
figures written as the locale writes numbers (the command line keeps the English)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from studio.core.review.review import LineReview
from studio.core.sound.review_flag import ReviewFlag
from studio.core.words.check import WordCheck
from studio.ui.base.i18n import said_text
from studio.ui.session.spoken_text import describe_check


class _Counted(QObject):
    """The reasons with a count, whose translations give singular and plural forms
    (lupdate reads a count from ``tr`` only)."""

    def clipping(self, runs: int) -> str:
        return self.tr(
            "Clipped in %n place(s): the waveform hits full scale; render again or lower "
            "the level.",
            "",
            runs,
        )


def flag_text(flag: ReviewFlag) -> str:
    """Why the take should be listened to, in the window's language."""
    if flag.kind == "clipping" and isinstance(flag.detail, int):
        return _Counted().clipping(flag.detail)
    if flag.kind == "words" and isinstance(flag.detail, WordCheck):
        return describe_check(flag.detail)
    return said_text(flag.said)


def review_text(review: LineReview, separator: str = "\n") -> str:
    """Every reason of ``review``, one per line (a tooltip) or joined by ``separator``."""
    return separator.join(flag_text(flag) for flag in review.flags)


__all__ = ["flag_text", "review_text"]
