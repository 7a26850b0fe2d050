"""Take review in the window: every line's chosen take checked as the document changes.

The core ``Reviewer`` measures each take once and then reviews from the
measures alone (20-35 ms for 1,000 lines on the 2-core build machine), so the reviews are simply
recomputed whenever the document changes: a render, a take chosen or
deleted, lines moved (the neighbours' loudness changes), an undo. Only the
measuring reads audio, about 0.4 ms for a 4 s take: a new take is measured
at once, while the takes of an opened project are read and measured on a
thread of their own (a 5,000-line project's take files take seconds to read),
so the window never stalls on them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot

from studio.core.document import Line, Take, TakeAudioStore
from studio.core.review import LineReview, Reviewer, TakeMeasure, measure_take
from studio.core.snapshot import snapshot_document
from studio.ui.job_pool import JobPool
from studio.ui.session.script_model import ScriptModel

log = logging.getLogger(__name__)

# Up to this many unmeasured takes are measured at once; more go to the thread.
MEASURE_AT_ONCE = 8
# Documents longer than this are reviewed on the thread too (5,000 lines take about
# 150 ms, too long to hold the GUI on every edit); shorter ones at once.
REVIEW_AT_ONCE = 1000


def measure_all(takes: TakeAudioStore, wanted: list[tuple[str, int]]) -> dict[str, TakeMeasure]:
    """Measure takes (id, sample rate) from their audio (off the GUI thread)."""
    measures: dict[str, TakeMeasure] = {}
    for take_id, rate in wanted:
        audio = takes.read(take_id)
        if audio is not None:
            measures[take_id] = measure_take(audio, rate)
    return measures


class TakeReviews(QObject):
    """The review of each line's chosen take (GUI thread)."""

    sig_changed = Signal(list)  # ids of the lines whose review changed

    def __init__(
        self,
        model: ScriptModel,
        takes: Callable[[], TakeAudioStore],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._model = model
        self._takes = takes
        self._reviewer = Reviewer()
        self._reviews: dict[str, LineReview] = {}
        self._pool = JobPool("take-reviews", 1, self)
        self._measuring = 0  # jobs in flight
        self._generation = 0  # a reset makes the replies of older jobs void
        self._unreadable: set[str] = set()  # takes whose audio could not be read
        self._reviewing = False  # a review job in flight
        self._stopped = False  # the window closed: no more jobs
        self._review_again = False  # the document changed while it ran
        model.review_source = self.review
        model.sig_document_changed.connect(self._on_model_document_changed)

    # --- reading -------------------------------------------------------

    def review(self, line_id: str) -> LineReview | None:
        """The review of the line's chosen take (None: no take, or not measured yet)."""
        return self._reviews.get(line_id)

    def flagged_line_ids(self) -> list[str]:
        """Lines whose chosen take has flags, in script order."""
        return [
            line.id
            for line in self._model.document.lines
            if (review := self._reviews.get(line.id)) is not None and review.flagged
        ]

    def take_reviews(self, line: Line) -> dict[str, LineReview]:
        """Reviews of every take of ``line`` (keyed by take id), in the line's surroundings."""
        if not line.takes:
            return {}
        return self._reviewer.review(
            self._model.document, self._takes(), [line.id], {line.id: line.takes}
        )

    def best_of(self, line: Line, options: list[Take]) -> Take:
        """Among takes of ``line``, the one with the fewest flags."""
        return self._reviewer.best_of(self._model.document, self._takes(), line, options)

    @property
    def measuring(self) -> bool:
        """Takes are still being measured (an opened project): reviews come when done."""
        return self._measuring > 0

    # --- keeping current -----------------------------------------------

    def reset(self) -> None:
        """Another document (and take store) is coming: forget every measure."""
        self._generation += 1
        self._reviewer = Reviewer()
        self._reviews = {}
        self._unreadable = set()
        self._review_again = False

    def stop(self) -> None:
        """Stop measuring and reviewing (the window closes): waits for the job in flight."""
        self._stopped = True
        self._generation += 1
        self._review_again = False
        self._pool.wait()

    def refresh(self) -> None:
        if self._stopped:
            return
        doc = self._model.document
        takes = self._takes()
        unmeasured = [
            take
            for line in doc.lines
            if (take := line.current_take) is not None
            and take.id in takes
            and not self._reviewer.known(take.id)
            and take.id not in self._unreadable
        ]
        if len(unmeasured) > MEASURE_AT_ONCE:
            if not self._measuring:
                self._measuring += 1
                generation = self._generation
                wanted = [(take.id, take.sample_rate) for take in unmeasured]
                self._pool.run(
                    measure_all,
                    takes,
                    wanted,
                    returned=lambda measures: self._on_measured(generation, wanted, measures),
                    errored=self._on_measure_failed,
                )
            return
        if len(doc.lines) > REVIEW_AT_ONCE:
            self._review_in_background()
            return
        self._update(self._reviewer.review(doc, takes))

    def _review_in_background(self) -> None:
        if self._reviewing:
            self._review_again = True
            return
        self._reviewing = True
        generation = self._generation
        self._pool.run(
            self._reviewer.review,
            snapshot_document(self._model.document),
            self._takes(),
            returned=lambda reviews: self._on_reviewed(generation, reviews),
            errored=self._on_review_failed,
        )

    def _on_reviewed(self, generation: int, reviews: dict[str, LineReview]) -> None:
        self._reviewing = False
        if generation == self._generation:
            self._update(reviews)
        else:
            self._review_again = True  # another document came meanwhile
        if self._review_again:
            self._review_again = False
            self.refresh()

    def _on_review_failed(self, exc: Exception) -> None:
        self._reviewing = False
        self._review_again = False
        log.error("reviewing the takes failed", exc_info=exc)

    def _update(self, reviews: dict[str, LineReview]) -> None:
        old = self._reviews
        self._reviews = reviews
        changed = [
            line_id
            for line_id in old.keys() | reviews.keys()
            if old.get(line_id) != reviews.get(line_id)
        ]
        if changed:
            self._model.refresh_lines(changed)
            self.sig_changed.emit(changed)

    @Slot()
    def _on_model_document_changed(self) -> None:
        self.refresh()

    def _on_measured(
        self, generation: int, wanted: list[tuple[str, int]], measures: dict[str, TakeMeasure]
    ) -> None:
        self._measuring -= 1
        if generation != self._generation:
            self.refresh()  # another document came meanwhile: measure that one
            return
        self._reviewer.add_measures(measures)
        self._unreadable.update(take_id for take_id, _ in wanted if take_id not in measures)
        self.refresh()

    def _on_measure_failed(self, exc: Exception) -> None:
        self._measuring -= 1
        log.error("measuring the takes failed", exc_info=exc)


__all__ = ["TakeReviews"]
