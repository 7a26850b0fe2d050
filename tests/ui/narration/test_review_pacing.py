"""A book's reviews keep out of the GUI thread's way: reviews on the thread are paced,
a take is measured where it was rendered, and the takes panel of a book not yet
reviewed goes through no whole document on the GUI thread."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from studio.core.commands import RemoveLines, SetParams
from studio.core.document import Document, LineParams
from studio.core.review.review import AudioSource, Reviewer, SpeakingRate
from studio.core.sound.take_measure import TakeMeasure
from studio.ui.session import take_reviews
from studio.ui.session.session import StudioSession
from studio.ui.session.take_reviews import REVIEW_AT_ONCE, REVIEW_GAP_S
from tests.ui.helpers import add_lines, render_and_wait
from tests.ui.narration.helpers import review_window
from tests.ui.narration.review_engine import ReviewEngine
from tests.ui.narration.test_review import TEXT, _document


def test_a_books_reviews_on_the_thread_are_paced_not_back_to_back(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    runs: list[tuple[float, float]] = []
    original = take_reviews.review_book

    def timed(*args: object) -> take_reviews.BookReview:
        started = time.monotonic()
        try:
            return original(*args)  # type: ignore[arg-type]
        finally:
            runs.append((started, time.monotonic()))

    monkeypatch.setattr(take_reviews, "review_book", timed)
    session = StudioSession()
    doc, store = _document(REVIEW_AT_ONCE + 2, clipped=5)
    session.set_document(doc, store)
    qtbot.waitUntil(lambda: session.reviews.flagged_line_ids() == ["l5"], timeout=60000)
    before = len(runs)
    # Edits in quick succession, as a bulk render's takes arrive: each changes the document.
    for n in range(8):
        session.edit(SetParams((f"l{n + 10}",), (LineParams(seed=n),)))
        qtbot.wait(20)
    session.edit(RemoveLines(("l5",)))
    qtbot.waitUntil(lambda: session.reviews.review("l5") is None, timeout=30000)
    paced = runs[before - 1 :]
    assert 2 <= len(paced) <= 1 + 9  # coalesced: never more reviews than changes
    for (_, ended), (started, _) in zip(paced, paced[1:], strict=False):
        assert started - ended >= REVIEW_GAP_S - 0.02  # the next waits for its turn
    assert session.reviews.flagged_line_ids() == []
    session.shutdown()


def test_the_takes_panel_of_a_book_not_yet_reviewed_measures_no_rates_on_the_gui_thread(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[threading.Thread] = []
    original = Reviewer.rates  # the class take_reviews reviews with

    def rates(self: Reviewer, doc: Document, takes: AudioSource) -> dict[str, SpeakingRate]:
        threads.append(threading.current_thread())
        return original(self, doc, takes)

    monkeypatch.setattr(Reviewer, "rates", rates)
    session = StudioSession()
    doc, store = _document(REVIEW_AT_ONCE + 2, clipped=5)
    session.set_document(doc, store)
    line = session.document.line("l5")
    reviews = session.reviews.take_reviews(line)  # the book's review is still on its thread
    assert threading.main_thread() not in threads
    assert set(reviews) <= {take.id for take in line.takes}
    qtbot.waitUntil(lambda: session.reviews.flagged_line_ids() == ["l5"], timeout=60000)
    assert threads and threading.main_thread() not in threads
    # Once the book is reviewed, a line's takes are reviewed against its voices' rates.
    assert [f.kind for f in session.reviews.take_reviews(line)[line.takes[0].id].flags] == [
        "clipping"
    ]
    session.shutdown()


def test_a_rendered_take_is_measured_on_the_thread_that_rendered_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.core.review import review

    on_gui: list[int] = []
    original = review.measure_take

    def measure(audio: np.ndarray, rate: int) -> TakeMeasure:
        if threading.current_thread() is threading.main_thread():
            on_gui.append(len(audio))
        return original(audio, rate)

    monkeypatch.setattr(review, "measure_take", measure)
    window = review_window(qtbot, tmp_path, ReviewEngine(clean_seeds=set()))
    session = window.session
    [line_id] = add_lines(window, [("alice", TEXT)])
    session.edit(SetParams((line_id,), (LineParams(seed=6),)))
    render_and_wait(qtbot, window)
    window.editor.select_lines([line_id])  # the takes panel reviews its takes too
    assert session.reviews.flagged_line_ids() == [line_id]  # reviewed, from its measure
    assert on_gui == []
