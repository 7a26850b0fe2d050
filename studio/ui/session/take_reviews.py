"""Take review in the window: every line's chosen take checked as the document changes.

The core ``Reviewer`` measures each take once and then reviews from the
measures alone (20-35 ms for 1,000 lines on the 2-core build machine), so the reviews are simply
recomputed whenever the document changes: a render, a take chosen or
deleted, lines moved (the neighbours' loudness changes), an undo. Only the
measuring reads audio, about 0.4 ms for a 4 s take: a new take is measured
at once, while a whole opened project is measured a slice at a time from the
event loop, so the window never stalls on it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from studio.core.document import Line, Take, TakeAudioStore
from studio.core.review import LineReview, Reviewer
from studio.ui.session.script_model import ScriptModel

# Up to this many unmeasured takes are measured at once; more go in slices.
MEASURE_AT_ONCE = 8
SLICE_SECONDS = 0.02


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
        self._to_measure: list[Take] = []
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._on_timer_timeout)
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
        return self._timer.isActive()

    # --- keeping current -----------------------------------------------

    def reset(self) -> None:
        """Another document (and take store) is coming: forget every measure."""
        self._timer.stop()
        self._to_measure = []
        self._reviewer = Reviewer()
        self._reviews = {}

    def stop(self) -> None:
        """Stop measuring (the window closes)."""
        self._timer.stop()
        self._to_measure = []

    def refresh(self) -> None:
        doc = self._model.document
        takes = self._takes()
        unmeasured = [
            take
            for line in doc.lines
            if (take := line.current_take) is not None
            and take.id in takes
            and not self._reviewer.known(take.id)
        ]
        if len(unmeasured) > MEASURE_AT_ONCE:
            self._to_measure = unmeasured
            self._timer.start()
            return
        self._update(self._reviewer.review(doc, takes))

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

    @Slot()
    def _on_timer_timeout(self) -> None:
        deadline = time.perf_counter() + SLICE_SECONDS
        takes = self._takes()
        while self._to_measure and time.perf_counter() < deadline:
            self._reviewer.measure(self._to_measure.pop(), takes)
        if not self._to_measure:
            self._timer.stop()
            self.refresh()


__all__ = ["TakeReviews"]
