"""The word check in the window: each take heard by the worker's recognizer thread (a
scripted recognizer here), the check kept with the take (and in the project), the
tooltip and the takes panel showing what was heard, the "words differ" flag that F8
walks, Render stale retaking until the line says its text, and Transcribe."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.core.store.project import load_project
from studio.render.checks import CheckSettings
from studio.ui.main_window import MainWindow
from studio.ui.session.script_model import Column
from tests.engines.asr.scripted import ScriptedRecognizer
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, open_project, save_as, voice_entry
from tests.ui.narration.helpers import review_window

LINE = "Meet me at 5 pm by the old mill."


@pytest.fixture
def hears(monkeypatch: pytest.MonkeyPatch) -> ScriptedRecognizer:
    """The worker's recognizer: hears what the test sets in ``hears.readings``."""
    import studio.render.checks as checks

    recognizer = ScriptedRecognizer("nothing yet")
    monkeypatch.setattr(checks, "load_for_checks", lambda settings: recognizer)
    return recognizer


def _checks_on(window: MainWindow) -> None:
    window.session.renders.set_checks(CheckSettings("scripted"), True)


def _wait_idle(qtbot: QtBot, window: MainWindow, start: Callable[[], object]) -> None:
    with qtbot.waitSignal(window.session.sig_idle, timeout=60000):
        start()


def test_render_stale_retakes_a_line_until_it_says_the_text(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    hears.readings = ["meet me at five p m by the mill", "meet me at five p.m. by the old mill"]
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    _checks_on(window)
    (line_id,) = add_lines(window, [("alice", LINE)])
    session = window.session
    _wait_idle(qtbot, window, lambda: session.renders.render_stale(retakes=3))
    line = session.document.line(line_id)
    assert len(line.takes) == 2  # the first, then one retake that said it all
    first, second = line.takes
    assert first.check is not None and first.check.missing == ("old",)
    assert second.check is not None and second.check.matches and second.seed != first.seed
    assert line.active_take == second.id
    assert not session.renders.busy and not session.document.is_stale(line, session.takes)
    # The tooltip of the text says what was heard in the chosen take.
    model = session.model
    tip = model.data(model.index(model.row_of(line_id), Column.TEXT), 0x0003)  # ToolTipRole
    assert "Heard: meet me at five p.m. by the old mill" in tip
    # The takes panel marks the word the first take left out.
    window.takes.set_line(line_id)
    window.takes.select_takes([first.id])
    assert "<s>old</s>" in window.takes.heard_label.text()
    window.takes.select_takes([second.id])
    assert "<s>" not in window.takes.heard_label.text()
    # The checks are saved with the takes and come back on opening.
    folder = save_as(qtbot, window, tmp_path / "book")
    reopened = load_project(folder).doc.line(line_id).takes
    assert [(t.check.heard, t.check.missing) for t in reopened if t.check] == [
        (first.check.heard, ("old",)),
        (second.check.heard, ()),
    ]
    assert [len(t.check.timings) for t in reopened if t.check] == [9, 9]
    assert open_project(qtbot, window, folder, ask=False)
    check = window.session.document.line(line_id).takes[0].check
    assert check is not None and check.missing == ("old",)


def test_retakes_stop_at_n_and_the_take_with_fewest_errors_is_chosen(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    hears.readings = [
        "meet at five by mill",
        "meet me at five p m by the mill",  # one word missing: the best
        "meet me at five by mill",
    ]
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    _checks_on(window)
    (line_id,) = add_lines(window, [("alice", LINE)])
    session = window.session
    _wait_idle(qtbot, window, lambda: session.renders.render_stale(retakes=2))
    line = session.document.line(line_id)
    assert len(line.takes) == 3
    assert line.active_take == line.takes[1].id
    assert [len(t.check.missing) for t in line.takes if t.check] == [5, 1, 4]  # "pm": p m
    # Choosing is one undoable step.
    session.undo_stack.undo()
    assert session.document.line(line_id).active_take == line.takes[2].id


def test_a_take_that_matches_after_normalisation_is_not_retaken(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    hears.readings = ["Meet me at five p.m. by the old mill."]
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    _checks_on(window)
    (line_id,) = add_lines(window, [("alice", LINE)])
    _wait_idle(qtbot, window, lambda: window.session.renders.render_stale(retakes=3))
    (take,) = window.session.document.line(line_id).takes
    assert take.check is not None and take.check.matches


def test_a_line_whose_words_differ_is_flagged_and_f8_walks_to_it(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    text = "The quick brown fox jumps over the lazy dog."
    hears.readings = [text, "the quick brown fox jumps over the dog", text]
    window = review_window(qtbot, tmp_path)
    _checks_on(window)
    ids = add_lines(window, [("alice", text)] * 3)
    session = window.session
    _wait_idle(qtbot, window, session.renders.render_stale)
    checks = [session.document.line(i).takes[0].check for i in ids]
    assert [None if c is None else bool(c.matches) for c in checks] == [
        True,
        False,
        True,
    ]

    def flagged() -> bool:
        review = session.reviews.review(ids[1])
        return review is not None and any(f.kind == "words" for f in review.flags)

    qtbot.waitUntil(flagged, timeout=20000)
    assert ids[1] in session.reviews.flagged_line_ids()
    for other in (ids[0], ids[2]):
        review = session.reviews.review(other)
        assert review is None or all(f.kind != "words" for f in review.flags)
    window.editor.select_lines([ids[0]])
    window.narration.act_next_flagged.trigger()
    assert window.editor.selected_line_ids() == [ids[1]]
    # A threshold above the take's share of differing words lifts the flag.
    session.reviews.set_word_limit(0.5)
    qtbot.waitUntil(lambda: not flagged(), timeout=20000)


def test_transcribe_writes_the_voice_transcript_as_an_undoable_edit(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    hears.readings = ["Hello there, my name is Alice."]
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    session = window.session
    with qtbot.waitSignal(session.transcripts.sig_transcribed, timeout=20000) as blocker:
        assert session.transcripts.transcribe("alice")
    assert blocker.args[:2] == ["alice", "Hello there, my name is Alice."]
    qtbot.waitUntil(lambda: voice_entry(session, "alice").transcript != "", timeout=20000)
    assert voice_entry(session, "alice").transcript == "Hello there, my name is Alice."
    session.undo_stack.undo()
    assert voice_entry(session, "alice").transcript == ""
    session.undo_stack.redo()
    assert voice_entry(session, "alice").transcript == "Hello there, my name is Alice."
    qtbot.waitUntil(lambda: session.idle, timeout=20000)
    folder = save_as(qtbot, window, tmp_path / "voices")
    assert open_project(qtbot, window, folder, ask=False)
    assert voice_entry(window.session, "alice").transcript == "Hello there, my name is Alice."


def test_a_new_voice_is_transcribed_when_the_preference_says(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    from tests.support import tone

    hears.readings = ["Good morning."]
    window = fake_window(qtbot, tmp_path, voices=())
    session = window.session
    session.transcripts.auto = True
    with qtbot.waitSignal(session.transcripts.sig_transcribed, timeout=20000):
        session.voices.add(tone(tmp_path / "carol.wav", 2.0), "carol")
    qtbot.waitUntil(lambda: voice_entry(session, "carol").transcript == "Good morning.")


def test_the_workbench_transcribe_button_fills_the_transcript(
    qtbot: QtBot, tmp_path: Path, hears: ScriptedRecognizer
) -> None:
    hears.readings = ["Hello there, my name is Alice."]
    window = fake_window(qtbot, tmp_path, voices=("alice",))
    workbench = window.voice_tools.open_workbench("alice")
    with qtbot.waitSignal(window.session.transcripts.sig_transcribed, timeout=20000):
        workbench.transcribe_button.click()
    assert "heard as en" in workbench.transcribe_note.text()
    qtbot.waitUntil(
        lambda: workbench.transcript.toPlainText() == "Hello there, my name is Alice.",
        timeout=20000,
    )
    assert workbench.transcribe_button.isEnabled()
    qtbot.waitUntil(lambda: window.session.idle, timeout=20000)
    workbench.close()
