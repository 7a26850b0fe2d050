"""How long a chapter takes to narrate, at the speaking rate of the voice that reads it.

The rate comes from the caller (the voice's own words per minute, measured
from its takes or its reference); the chapter's title counts too when the
script reads it as the chapter's first line (``BookChapter.spoken_title``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from studio.core.books.book import BookChapter, ChapterKind, count_words
from studio.core.books.errors import BookError
from studio.errors import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class ChapterEstimate:
    number: int
    title: str
    kind: ChapterKind
    words: int
    seconds: float


# Spoken characters (letters and digits, as the take review counts them) per word:
# the review's default rate, 15 a second, is then the usual 150 words a minute.
CHARS_PER_WORD = 6.0


def words_per_minute(seconds_per_char: float) -> float:
    """A voice's rate in words a minute, from its seconds per spoken character."""
    if not seconds_per_char > 0:
        return 0.0
    return 60.0 / (seconds_per_char * CHARS_PER_WORD)


def narration_seconds(words: int, words_per_minute: float) -> float:
    if not words_per_minute > 0:
        raise BookError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "A speaking rate of {0:g} words per minute cannot time a "
                "narration; give a rate above zero (narrators speak about 150).",
            ),
            words_per_minute,
        )
    return words * 60.0 / words_per_minute


def estimate(
    chapters: Sequence[BookChapter], words_per_minute: float
) -> tuple[ChapterEstimate, ...]:
    """Each chapter's words (a title that is read included) and narration time at
    ``words_per_minute``."""
    out = []
    for chapter in chapters:
        words = chapter.word_count + (count_words(chapter.title) if chapter.spoken_title else 0)
        seconds = narration_seconds(words, words_per_minute)
        out.append(ChapterEstimate(chapter.number, chapter.title, chapter.kind, words, seconds))
    return tuple(out)


__all__ = ["CHARS_PER_WORD", "ChapterEstimate", "estimate", "narration_seconds", "words_per_minute"]
