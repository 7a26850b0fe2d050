"""A stateful property test of the session: random sequences of edits, voices,
renders (finished and cancelled), take choices and deletions, undo and redo,
and save and reopen, with the fake engine.

Invariants after every step: the table shows exactly the document; no take is
lost that the user did not delete (each take of a line that still exists lives
in the document or in the undo history: a line the user removed, by deleting
it or by undoing its creation and then editing on, takes its takes with it);
undoing everything and redoing everything gives the same document.
The leak fixture then checks that no thread or timer is left.
"""

from __future__ import annotations

import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import hypothesis.strategies as st
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from studio.core.commands import (
    DeleteTake,
    InsertLines,
    MoveLine,
    RemoveLines,
    SelectTake,
    SetText,
)
from studio.core.document import Document, Line, new_id
from studio.core.store.project import load_project, save_project
from studio.core.store.snapshot import snapshot_document, snapshot_takes
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.script_model import Column
from studio.ui.session.session import StudioSession
from tests.support import tone
from tests.ui.fake_engine import FakeEngine

VOICES = ("alice", "bob")
WORDS = st.sampled_from(["Hello.", "A line.", "Another one!", "Why not?", "Fine, then."])


def _pump_until(done: Callable[[], object], timeout_s: float = 20.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError("the session did not settle in time")
        QCoreApplication.processEvents()
        time.sleep(0.002)


def _document_state(doc: Document) -> tuple[object, ...]:
    """What must survive undo/redo and save/reopen (voice files move on saving)."""
    voices = tuple((v.name, v.transcript, v.prompt_key, v.edits) for v in doc.voices)
    return voices, tuple(doc.lines), doc.defaults


class SessionStates(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="session-states-"))
        engine = FakeEngine()
        self.session = StudioSession(engine_factory=lambda config: engine)
        self.session.start(EngineConfig("fake", "fake", "cpu", 1, self.folder / "cache"))
        for n, name in enumerate(VOICES):
            self.session.voices.add(
                tone(self.folder / f"{name}.wav", 2.0, freq=220 + 110 * n), name
            )
        self._settle()
        self.user_deleted: set[str] = set()
        self.ever_rendered: dict[str, str] = {}  # take id -> its line
        # Every run starts from a small rendered script, so that take edits,
        # undo and renders meet from the first step.
        self.add_lines(["Hello.", "A line."], "alice")
        self.add_lines(["Why not?"], "bob")
        self.render([0, 1, 2], cancel=False)

    def teardown(self) -> None:
        self.session.shutdown()
        self.session.deleteLater()
        QCoreApplication.processEvents()

    def _settle(self) -> None:
        _pump_until(lambda: self.session.idle)

    @property
    def doc(self) -> Document:
        return self.session.document

    def _line(self, pick: int) -> Line:
        return self.doc.lines[pick % len(self.doc.lines)]

    # --- edits ----------------------------------------------------------

    @rule(texts=st.lists(WORDS, min_size=1, max_size=3), voice=st.sampled_from(VOICES))
    def add_lines(self, texts: list[str], voice: str) -> None:
        lines = tuple(Line(new_id(), text, voice) for text in texts)
        start = len(self.doc.lines)
        self.session.edit(InsertLines(tuple(range(start, start + len(lines))), lines))

    @precondition(lambda self: self.doc.lines)
    @rule(pick=st.integers(0, 50), text=WORDS)
    def edit_text(self, pick: int, text: str) -> None:
        line = self._line(pick)
        if line.text != text:
            self.session.edit(SetText(line.id, text))

    @precondition(lambda self: len(self.doc.lines) > 1)
    @rule(pick=st.integers(0, 50), to=st.integers(0, 50))
    def move_line(self, pick: int, to: int) -> None:
        self.session.edit(MoveLine(self._line(pick).id, to % len(self.doc.lines)))

    @precondition(lambda self: self.doc.lines)
    @rule(pick=st.integers(0, 50))
    def delete_line(self, pick: int) -> None:
        self.session.edit(RemoveLines((self._line(pick).id,)))

    @rule(name=st.sampled_from(VOICES))
    def remove_voice(self, name: str) -> None:
        if self.doc.voice(name) is not None:
            self.session.voices.remove(name)
            self._settle()

    # --- renders and takes ------------------------------------------------

    @precondition(lambda self: self.doc.lines)
    @rule(picks=st.lists(st.integers(0, 50), min_size=1, max_size=3), cancel=st.booleans())
    def render(self, picks: list[int], cancel: bool) -> None:
        ids = list(dict.fromkeys(self._line(p).id for p in picks))
        before = {t.id for line in self.doc.lines for t in line.takes}
        self.session.renders.render_lines(ids)
        if cancel:
            self.session.stop()
        self._settle()
        for line in self.doc.lines:
            for take in line.takes:
                if take.id not in before:
                    self.ever_rendered[take.id] = line.id
        if not cancel:
            rendered = [i for i in ids if self.doc.voice(self.doc.line(i).voice) is not None]
            assert all(self.doc.line(i).takes for i in rendered)

    @precondition(lambda self: any(line.takes for line in self.doc.lines))
    @rule(pick=st.integers(0, 50), which=st.integers(0, 5))
    def choose_take(self, pick: int, which: int) -> None:
        lines = [line for line in self.doc.lines if line.takes]
        line = lines[pick % len(lines)]
        take = line.takes[which % len(line.takes)]
        if line.active_take != take.id:
            self.session.edit(SelectTake(line.id, take.id))

    @precondition(lambda self: any(line.takes for line in self.doc.lines))
    @rule(pick=st.integers(0, 50), which=st.integers(0, 5))
    def delete_take(self, pick: int, which: int) -> None:
        lines = [line for line in self.doc.lines if line.takes]
        line = lines[pick % len(lines)]
        take = line.takes[which % len(line.takes)]
        self.session.edit(DeleteTake(line.id, take.id))
        self.user_deleted.add(take.id)

    @precondition(lambda self: any(line.takes for line in self.doc.lines))
    @rule(pick=st.integers(0, 50), which=st.integers(0, 5))
    def delete_take_render_again_then_undo(self, pick: int, which: int) -> None:
        """A common change of mind: delete a take, render the line anew, undo the delete."""
        lines = [line for line in self.doc.lines if line.takes]
        line = lines[pick % len(lines)]
        self.delete_take(pick, which)
        self.render([self.doc.index_of(line.id)], cancel=False)
        self.undo()

    # --- history and files -------------------------------------------------

    @precondition(lambda self: self.session.undo_stack.canUndo())
    @rule()
    def undo(self) -> None:
        self.session.undo_stack.undo()
        self._settle()

    @precondition(lambda self: self.session.undo_stack.canRedo())
    @rule()
    def redo(self) -> None:
        self.session.undo_stack.redo()
        self._settle()

    @rule()
    def undo_all_then_redo_all(self) -> None:
        stack = self.session.undo_stack
        before = _document_state(self.doc)
        index = stack.index()
        while stack.canUndo():
            stack.undo()
        self._settle()
        while stack.index() < index:
            stack.redo()
        self._settle()
        assert _document_state(self.doc) == before

    @rule()
    def save_and_reopen(self) -> None:
        s = self.session
        doc = snapshot_document(s.document)
        history = s.undo_stack.history(saving=True)
        takes = snapshot_takes(s.takes, doc, history.capped())
        folder = save_project(
            self.folder / "p.vstudio",
            doc,
            takes,
            s.voices.audio_for_save(),
            s.export_settings,
            history=history,
        )
        before = _document_state(doc)
        loaded = load_project(folder)
        assert loaded.history_warning is None
        s.set_document(loaded.doc, loaded.takes, loaded.voice_audio, loaded.export, loaded.history)
        s.mark_saved()
        self._settle()
        assert _document_state(s.document) == before

    # --- invariants ---------------------------------------------------------

    @invariant()
    def table_shows_the_document(self) -> None:
        model = self.session.model
        assert model.rowCount() == len(self.doc.lines)
        for row, line in enumerate(self.doc.lines):
            shown = model.data(model.index(row, Column.TEXT), Qt.ItemDataRole.DisplayRole)
            assert shown == line.text
            assert model.line_at(row).id == line.id

    @invariant()
    def no_take_is_lost_that_the_user_did_not_delete(self) -> None:
        kept = {t.id for line in self.doc.lines for t in line.takes}
        kept |= {t.id for t in self.session.undo_stack.history().takes()}
        lines = {line.id for line in self.doc.lines}
        lost = {
            take_id
            for take_id, line_id in self.ever_rendered.items()
            if line_id in lines and take_id not in kept and take_id not in self.user_deleted
        }
        assert not lost, lost


SessionStates.TestCase.settings = settings(
    max_examples=40,
    stateful_step_count=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def test_session_states(qtbot: QtBot) -> None:
    # The QApplication of pytest-qt drives the session's queued signals.
    SessionStates.TestCase().runTest()
