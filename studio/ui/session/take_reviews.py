"""Take review in the window: every line's chosen take checked as the document changes.

The core ``Reviewer`` measures each take once and then reviews from the
measures alone, checking again only the lines whose surroundings changed, so
the reviews are recomputed whenever the document changes: a render, a take
chosen or deleted, lines moved (the neighbours' loudness changes), an undo.

Nothing here reads a take's file on the GUI thread: the reviewer is given
only the audio already in memory (``TakeAudioStore.in_memory``). A take just
rendered comes measured from the worker (``LineDone.measure``);
the takes of an opened project, and the older takes of a line the takes
panel shows, are read and measured on a thread of their own, and their
reviews follow. A document of more than ``REVIEW_AT_ONCE`` lines is reviewed
on that thread too, coalesced and paced: the next review starts no sooner
than ``REVIEW_GAP_S`` after the last ended, nor sooner than ``REVIEW_PACE``
times its length (but within ``REVIEW_MAX_WAIT_S``: the first review of an
opened book measures every take and takes seconds). A review is Python that
holds the interpreter, so while a bulk render changes the document several
times a second, reviewing back to back would keep the GUI thread waiting for it
(a 5,000-line book, best of 3 on 20 lines: the longest stall was 92-130 ms
with reviews back to back; now row 12 of docs/benchmarks.md).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from studio.core.document import Document, Line, Take, TakeAudioStore
from studio.core.review.review import (
    LineReview,
    Reviewer,
    ReviewLimits,
    SpeakingRate,
    TakeMeasure,
    measure_take,
)
from studio.core.store.snapshot import snapshot_document
from studio.ui.kit.job_pool import JobPool
from studio.ui.session.script_model import ScriptModel

log = logging.getLogger(__name__)

# Up to this many unmeasured takes are measured at once; more go to the thread.
MEASURE_AT_ONCE = 8
# Documents longer than this are reviewed on the thread too (a whole review is linear
# in the lines: a millisecond or two here, about 30 ms at 5,000); shorter ones at once.
REVIEW_AT_ONCE = 200
# A review on the thread waits this long after the last one, and this many times
# as long as the last one took (so it takes at most a quarter of the interpreter).
REVIEW_GAP_S = 0.25
REVIEW_PACE = 3
REVIEW_MAX_WAIT_S = 1.0


def measure_all(takes: TakeAudioStore, wanted: list[tuple[str, int]]) -> dict[str, TakeMeasure]:
    """Measure takes (id, sample rate) from their audio (off the GUI thread)."""
    measures: dict[str, TakeMeasure] = {}
    for take_id, rate in wanted:
        audio = takes.read(take_id)
        if audio is not None:
            measures[take_id] = measure_take(audio, rate)
        # Hand the interpreter to the GUI thread if it waits (an opened book is
        # thousands of takes, seconds of Python between the file reads).
        time.sleep(0)
    return measures


@dataclass(frozen=True)
class BookReview:
    """A long document reviewed on the thread: the reviews, and what differs from before."""

    reviews: dict[str, LineReview]
    changed: list[str]  # lines whose review is new, gone or different
    unreadable: frozenset[str]  # takes whose audio could not be read


def review_book(
    reviewer: Reviewer,
    doc: Document,
    takes: TakeAudioStore,
    unreadable: frozenset[str],
    shown: dict[str, LineReview],
) -> BookReview:
    """Measure the chosen takes not measured yet, review every line, and compare with the
    reviews ``shown`` (the review thread)."""
    wanted = [
        (take.id, take.sample_rate)
        for line in doc.lines
        if (take := line.current_take) is not None
        and not reviewer.known(take.id)
        and take.id not in unreadable
        and take.id in takes
    ]
    measures = measure_all(takes, wanted)
    reviewer.add_measures(measures)
    lost = frozenset(take_id for take_id, _ in wanted if take_id not in measures)
    reviews = reviewer.review(doc, takes.in_memory())
    changed = [
        line_id
        for line_id in shown.keys() | reviews.keys()
        if shown.get(line_id) != reviews.get(line_id)
    ]
    return BookReview(reviews, changed, lost)


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
        self._candidates: set[str] = set()  # takes of a shown line being measured
        self._next_review_at = 0.0  # monotonic seconds: no review on the thread before
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._on_pace_timeout)
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

    def set_word_limit(self, max_wer: float) -> None:
        """The share of a line's words that may differ before its take is flagged."""
        limits = self._reviewer.limits
        if limits.max_wer != max_wer:
            self._reviewer.limits = replace(limits, max_wer=max_wer)
            self.refresh()

    @property
    def limits(self) -> ReviewLimits:
        """Where the review's checks start flagging."""
        return self._reviewer.limits

    def measure_of(self, take: Take) -> TakeMeasure | None:
        """The take's measure when it is known (never reads audio: the GUI thread's)."""
        return self._reviewer.known_measure(take.id)

    def set_voice_limit(self, min_similarity: float | None) -> None:
        """The similarity to its voice below which a take is flagged (None: never)."""
        limits = self._reviewer.limits
        if limits.min_similarity != min_similarity:
            self._reviewer.limits = replace(limits, min_similarity=min_similarity)
            self.refresh()

    def take_reviews(self, line: Line) -> dict[str, LineReview]:
        """Reviews of every take of ``line`` (keyed by take id), in the line's surroundings.

        Takes not measured yet whose audio is in a file are measured on the
        thread; ``sig_changed`` names the line when their reviews are ready.
        """
        if not line.takes:
            return {}
        takes = self._takes()
        unmeasured = [
            take
            for take in line.takes
            if not self._reviewer.known(take.id)
            and take.id in takes
            and take.id not in self._unreadable
            and take.id not in self._candidates
            and takes.peek(take.id) is None
        ]
        if unmeasured and not self._stopped:
            self._measure_candidates(line.id, unmeasured)
        return self._reviewer.review(
            self._model.document,
            takes.in_memory(),
            [line.id],
            {line.id: line.takes},
            self._rates(),
        )

    def best_of(self, line: Line, options: list[Take]) -> Take:
        """Among takes of ``line`` (just rendered: in memory), the one with the fewest flags."""
        return self._reviewer.best_of(
            self._model.document,
            self._takes().in_memory(),
            line,
            options,
            self._rates(),
        )

    def _rates(self) -> dict[str, SpeakingRate] | None:
        """The voices' rates for reviewing one line's takes: the last whole review's.
        Before there is one, a short document measures them now (None); a book says
        the default rate (``{}``) rather than go through every line on the GUI thread,
        and its lines' reviews follow when the review on the thread is done."""
        if self._reviewer.rates_seen:
            return self._reviewer.rates_seen
        return None if len(self._model.document.lines) <= REVIEW_AT_ONCE else {}

    def _measure_candidates(self, line_id: str, unmeasured: list[Take]) -> None:
        wanted = [(take.id, take.sample_rate) for take in unmeasured]
        self._candidates.update(take_id for take_id, _ in wanted)
        generation = self._generation

        def measured(measures: dict[str, TakeMeasure]) -> None:
            self._candidates.difference_update(take_id for take_id, _ in wanted)
            if generation != self._generation:
                return
            self._reviewer.add_measures(measures)
            self._unreadable.update(take_id for take_id, _ in wanted if take_id not in measures)
            self.sig_changed.emit([line_id])

        self._pool.run(
            measure_all,
            self._takes(),
            wanted,
            returned=measured,
            errored=self._on_candidates_failed,
        )

    def add_measure(self, take_id: str, measure: TakeMeasure) -> None:
        """A take's measure made where it was rendered (the worker's thread)."""
        self._reviewer.add_measures({take_id: measure})

    @property
    def measuring(self) -> bool:
        """Takes are still being measured (an opened project): reviews come when done."""
        return self._measuring > 0

    def speaking_rate(self, voice: str) -> SpeakingRate:
        """The voice's rate as the last review measured it (the default before any)."""
        return self._reviewer.rates_seen.get(voice, SpeakingRate())

    # --- keeping current -----------------------------------------------

    def reset(self) -> None:
        """Another document (and take store) is coming: forget every measure."""
        self._generation += 1
        self._reviewer = Reviewer()
        self._reviews = {}
        self._unreadable = set()
        self._candidates = set()
        self._review_again = False
        self._next_review_at = 0.0  # a new document is reviewed at once
        self._pace.stop()

    def stop(self) -> None:
        """Stop measuring and reviewing (the window closes): waits for the job in flight."""
        self._stopped = True
        self._generation += 1
        self._review_again = False
        self._pace.stop()
        self._pool.wait()

    def refresh(self) -> None:
        if self._stopped:
            return
        doc = self._model.document
        if len(doc.lines) > REVIEW_AT_ONCE:
            # Even finding the takes not measured yet is linear in the book: all of it,
            # measuring and comparing with the reviews shown included, is the thread's.
            self._review_in_background()
            return
        takes = self._takes()
        known = self._reviewer.known
        unmeasured = [
            take
            for line in doc.lines
            if (take := line.current_take) is not None
            and not known(take.id)
            and take.id not in self._unreadable
            and take.id in takes
        ]
        memory = takes.in_memory()
        if len(unmeasured) <= MEASURE_AT_ONCE:
            # Just rendered, so in memory: measured now. Any in a file go to the thread.
            unmeasured = [
                take for take in unmeasured if self._reviewer.measure(take, memory) is None
            ]
        if unmeasured:
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
        self._update(self._reviewer.review(doc, memory))

    def _review_in_background(self) -> None:
        if self._reviewing:
            self._review_again = True
            return
        if self._pace.isActive():
            return  # the paced review to come sees this change too
        wait = self._next_review_at - time.monotonic()
        if wait > 0:
            self._pace.start(max(1, round(wait * 1000)))
            return
        self._reviewing = True
        generation = self._generation
        started = time.monotonic()
        self._pool.run(
            review_book,
            self._reviewer,
            snapshot_document(self._model.document),
            self._takes(),
            frozenset(self._unreadable),
            self._reviews,
            returned=lambda result: self._on_reviewed(generation, started, result),
            errored=self._on_review_failed,
        )

    @Slot()
    def _on_pace_timeout(self) -> None:
        if not self._stopped:
            self._review_in_background()

    def _on_reviewed(self, generation: int, started: float, result: BookReview) -> None:
        self._reviewing = False
        ended = time.monotonic()
        wait = min(REVIEW_MAX_WAIT_S, max(REVIEW_GAP_S, REVIEW_PACE * (ended - started)))
        self._next_review_at = ended + wait
        if generation == self._generation:
            self._unreadable |= result.unreadable
            self._reviews = result.reviews
            if result.changed:
                self._model.refresh_lines(result.changed)
                self.sig_changed.emit(result.changed)
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

    def _on_candidates_failed(self, exc: Exception) -> None:
        self._candidates.clear()
        log.error("measuring a line's takes failed", exc_info=exc)


__all__ = ["TakeReviews"]
