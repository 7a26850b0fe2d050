"""Take review in the window: a clipped take is marked in the table and the takes panel,
an opened project is measured in slices, and best of N pre-selects the unflagged take."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studio.core.commands import RemoveLines, SetParams
from studio.core.document import Document, Line, LineParams, Take, TakeAudioStore, VoiceEntry
from studio.ui.kit.theme import status_icon
from studio.ui.session.script_model import REVIEW_ROLE, STATUS_ROLE, Column
from studio.ui.session.session import StudioSession
from studio.ui.session.take_reviews import MEASURE_AT_ONCE, REVIEW_AT_ONCE
from tests.support import make_take
from tests.ui.helpers import add_lines, render_and_wait
from tests.ui.narration.helpers import review_window
from tests.ui.narration.review_engine import ReviewEngine

RATE = 24000
TEXT = "The quick brown fox jumps over the lazy dog."  # 35 letters: about 2.3 s


def _take(line_id: str, seconds: float, seed: int = 1) -> Take:
    return make_take(
        TEXT, int(seconds * RATE), take_id=f"{line_id}-{seed}", seed=seed, sample_rate=RATE
    )


def _speech(seconds: float, seed: int) -> np.ndarray:
    n = int(seconds * RATE)
    envelope = 0.6 + 0.4 * np.sin(np.arange(n) / RATE * 2 * np.pi * 4) ** 2
    return (0.1 * envelope * np.random.default_rng(seed).standard_normal(n)).astype(np.float32)


def _document(count: int, clipped: int) -> tuple[Document, TakeAudioStore]:
    store = TakeAudioStore()
    lines = []
    for i in range(count):
        take = _take(f"l{i}", 2.3)
        audio = _speech(2.3, i)
        if i == clipped:
            audio[20000:20010] = 1.0
            audio[40000:40010] = -1.0
        store.put(take.id, audio)
        lines.append(Line(f"l{i}", TEXT, "alice", takes=(take,), active_take=take.id))
    return Document(voices=[VoiceEntry("alice", "alice.wav")], lines=lines), store


def test_a_clipped_take_is_marked_with_its_reason(qtbot: QtBot) -> None:
    session = StudioSession()
    doc, store = _document(3, clipped=1)
    session.set_document(doc, store)
    model = session.model
    status = model.index(1, Column.STATUS)
    assert model.data(status, STATUS_ROLE) == "done"  # still a take that matches
    assert model.data(status) == "review"
    review = model.data(status, REVIEW_ROLE)
    assert [flag.kind for flag in review.flags] == ["clipping"]
    tip = model.data(status, Qt.ItemDataRole.ToolTipRole)
    assert "Clipped in 2 places:" in tip
    assert model.data(status, Qt.ItemDataRole.DecorationRole) is not None
    for row in (0, 2):
        assert model.data(model.index(row, Column.STATUS)) == "done"
        assert model.data(model.index(row, Column.STATUS), REVIEW_ROLE) is None
    assert session.reviews.flagged_line_ids() == ["l1"]
    session.shutdown()


def test_an_opened_project_is_measured_in_slices(qtbot: QtBot) -> None:
    session = StudioSession()
    doc, store = _document(MEASURE_AT_ONCE + 4, clipped=5)
    session.set_document(doc, store)
    assert session.reviews.measuring  # not all at once on the GUI thread
    assert session.reviews.flagged_line_ids() == []
    with qtbot.waitSignal(session.reviews.sig_changed, timeout=10000):
        pass
    assert not session.reviews.measuring
    assert session.reviews.flagged_line_ids() == ["l5"]
    session.shutdown()


def test_a_long_document_is_reviewed_off_the_gui_thread_after_each_edit(qtbot: QtBot) -> None:
    session = StudioSession()
    doc, store = _document(REVIEW_AT_ONCE + 2, clipped=5)  # one more after the edit
    session.set_document(doc, store)
    qtbot.waitUntil(lambda: session.reviews.flagged_line_ids() == ["l5"], timeout=60000)
    # An edit does not review 1,000 lines on the GUI thread: the reviews follow later.
    session.edit(RemoveLines(("l5",)))  # the flagged line goes
    assert session.reviews.review("l5") is not None  # still the old reviews, for now
    qtbot.waitUntil(lambda: session.reviews.review("l5") is None, timeout=30000)
    assert session.reviews.flagged_line_ids() == [] and session.reviews.review("l6") is not None
    session.shutdown()


def test_the_takes_panel_marks_flagged_takes(qtbot: QtBot, tmp_path: Path) -> None:
    window = review_window(qtbot, tmp_path, ReviewEngine(clean_seeds={5}))
    session = window.session
    [line_id] = add_lines(window, [("alice", TEXT)])
    session.edit(SetParams((line_id,), (LineParams(seed=5),)))
    render_and_wait(qtbot, window)
    assert session.reviews.flagged_line_ids() == []
    session.edit(SetParams((line_id,), (LineParams(seed=6),)))
    render_and_wait(qtbot, window)
    assert session.reviews.flagged_line_ids() == [line_id]
    window.editor.select_lines([line_id])
    tree = window.takes.tree
    assert tree.topLevelItemCount() == 2
    newest, oldest = tree.topLevelItem(0), tree.topLevelItem(1)
    assert newest is not None and oldest is not None
    assert newest.icon(0).cacheKey() == status_icon("review").cacheKey()
    assert oldest.icon(0).cacheKey() != status_icon("review").cacheKey()
    assert "Review: Clipped in" in newest.toolTip(0)
    assert window.takes.review_label.isVisibleTo(window.takes)
    assert "Clipped in" in window.takes.review_label.text()


def test_best_of_n_preselects_the_unflagged_take_and_can_be_undone(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = review_window(qtbot, tmp_path, ReviewEngine(clean_seeds={12, 21}))
    session = window.session
    ids = add_lines(window, [("alice", TEXT), ("alice", "A second line of the same kind.")])
    best_of = window.narration.best_of
    with qtbot.waitSignal(best_of.sig_finished, timeout=20000) as blocker:
        assert best_of.start(ids, 3, seeds=[[11, 12, 13], [20, 21, 22]]) == 2
        assert session.renders.is_active(ids[0]) and session.renders.busy
    chosen = blocker.args[0]
    first, second = (session.document.line(i) for i in ids)
    assert len(first.takes) == 3 and len(second.takes) == 3
    assert first.current_take is not None and first.current_take.seed == 12
    assert second.current_take is not None and second.current_take.seed == 21
    assert chosen == {ids[0]: first.active_take, ids[1]: second.active_take}
    assert session.reviews.flagged_line_ids() == []
    assert not session.renders.busy
    model = session.model
    assert [model.data(model.index(r, Column.STATUS)) for r in range(2)] == ["done", "done"]

    # The choice is one undo step per line; the user can still choose another take.
    session.undo_stack.undo()
    assert session.document.line(ids[1]).current_take.seed == 22  # the last one rendered
    assert session.reviews.flagged_line_ids() == [ids[1]]
    session.undo_stack.redo()
    assert session.document.line(ids[1]).current_take.seed == 21

    # A line with a fixed seed takes the chosen take's seed, so it is not stale.
    session.edit(SetParams((ids[0],), (LineParams(seed=99),)))
    with qtbot.waitSignal(best_of.sig_finished, timeout=20000):
        best_of.start([ids[0]], 2, seeds=[[98, 12]])
    line = session.document.line(ids[0])
    assert line.params.seed == 12 and line.current_take is not None
    assert line.current_take.seed == 12
    assert not session.document.is_stale(line, session.takes)


def test_best_of_flagged_lines_from_the_menu(qtbot: QtBot, tmp_path: Path) -> None:
    engine = ReviewEngine(clean_seeds=set())
    window = review_window(qtbot, tmp_path, engine)
    session = window.session
    ids = add_lines(window, [("alice", TEXT), ("alice", "Another line.")])
    render_and_wait(qtbot, window)
    assert session.reviews.flagged_line_ids() == ids
    window.editor.select_lines([ids[0]])
    window.narration.act_next_flagged.trigger()
    assert window.editor.selected_line_ids() == [ids[1]]
    assert "Clipped" in window.stats.message_label.text()

    engine.clean_seeds = None  # every seed is clean now
    with qtbot.waitSignal(window.narration.best_of.sig_finished, timeout=20000):
        window.narration.act_best_of_flagged.trigger()  # not interactive: 3 takes each
    assert [len(session.document.line(i).takes) for i in ids] == [4, 4]
    assert session.reviews.flagged_line_ids() == []
