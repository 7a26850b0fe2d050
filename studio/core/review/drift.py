"""Drift across a book: each line's similarity to its voice, speaking rate and loudness, in
script order, with where each chapter starts.

Long narration drifts: a voice that slowly stops sounding like its reference,
a pace that creeps, a level that sags. These are the points the window's drift
plot and the review report draw, taken from each line's chosen take: its
similarity (``Take.similarity``, when the voice check measured it) and its
measure (``TakeMeasure``: speech length and level). Plain data, no Qt.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from studio.core.document import Document, Take
from studio.core.review.review import spoken_chars
from studio.core.sound.take_measure import TakeMeasure
from studio.core.text.spoken import SpokenLine


@dataclass(frozen=True)
class DriftPoint:
    """One line's chosen take; a figure is None when it was not measured."""

    row: int  # 1-based line number
    line_id: str
    voice: str
    similarity: float | None
    chars_per_second: float | None  # spoken letters and digits a second of speech
    level_db: float | None  # speech level, dBFS


@dataclass(frozen=True)
class ChapterMark:
    """Where a chapter starts (its first line's number) and its title."""

    row: int
    title: str


@dataclass(frozen=True)
class Drift:
    points: tuple[DriftPoint, ...]
    chapters: tuple[ChapterMark, ...]

    def has(self, figure: str) -> bool:
        """Whether any point has ``figure`` (a DriftPoint field) measured."""
        return any(getattr(point, figure) is not None for point in self.points)


def drift_of(
    doc: Document,
    measure_of: Callable[[Take], TakeMeasure | None],
    spoken_of: Callable[[Take], SpokenLine] | None = None,
) -> Drift:
    """The drift of ``doc``'s chosen takes; ``measure_of`` gives a take's measure when it
    is known (None: not measured yet), ``spoken_of`` what it spoke (default: the line as
    spoken now)."""
    points: list[DriftPoint] = []
    marks: list[ChapterMark] = []
    for row, line in enumerate(doc.lines, start=1):
        if line.chapter is not None:
            marks.append(ChapterMark(row, line.chapter))
        take = line.current_take
        if take is None:
            continue
        measure = measure_of(take)
        rate = level = None
        if measure is not None:
            spoken = spoken_of(take) if spoken_of is not None else doc.spoken(line)
            speech = measure.speech_seconds - spoken.pause_seconds
            chars = spoken_chars(spoken)
            rate = chars / speech if speech > 0 and chars else None
            level = measure.level_db if math.isfinite(measure.level_db) else None
        points.append(DriftPoint(row, line.id, line.voice, take.similarity, rate, level))
    return Drift(tuple(points), tuple(marks))


__all__ = ["ChapterMark", "Drift", "DriftPoint", "drift_of"]
