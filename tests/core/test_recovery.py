"""Autosave and recovery: a studio killed mid-edit gives its edits back."""

from __future__ import annotations

import copy
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from studio.core.commands import MoveLine, RemoveLines, SetText
from studio.core.document import TakeAudioStore
from studio.core.history.history import History, HistoryStep
from studio.core.store.recovery import RecoverySession, discard, find_recoveries, restore

from .conftest import ProjectFactory

CHILD = textwrap.dedent(
    """
    import sys, time
    import numpy as np
    from studio.core.commands import InsertLines, SetText
    from studio.core.document import Document, Line, TakeAudioStore, VoiceEntry
    from studio.core.store.recovery import RecoverySession
    from studio.core.sound.voice_audio import VoiceAudio

    session = RecoverySession("/projects/story.vstudio")
    doc = Document(voices=[VoiceEntry("Alice", "a.wav")], lines=[Line("a", "start", "Alice")])
    voices = {"Alice": VoiceAudio(np.zeros(24000, np.float32), 24000)}
    n = 0
    while True:
        n += 1
        InsertLines((len(doc.lines),), (Line(f"x{n}", f"edit {n}", "Alice"),)).apply(doc)
        SetText("a", f"typed {n}").apply(doc)
        session.autosave(doc, TakeAudioStore(), voices)
        print(n, flush=True)
    """
)


def test_killed_mid_edit_is_recovered(tmp_path: Path) -> None:
    env = {**os.environ, "VOICE_STUDIO_DATA_DIR": str(tmp_path)}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        env=env,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    confirmed = 0
    while confirmed < 5:
        line = child.stdout.readline()
        assert line, "the editing process died on its own"
        confirmed = int(line)
    # Still running: its entry is not offered to another studio.
    assert find_recoveries(tmp_path) == []
    child.send_signal(signal.SIGKILL)
    child.wait()
    child.stdout.close()

    found = find_recoveries(tmp_path)
    assert len(found) == 1
    recovery = found[0]
    assert recovery.project_path == "/projects/story.vstudio" and recovery.title == "story"
    doc = restore(recovery).doc
    # At least every confirmed autosave, and a consistent state (no torn edit).
    n = len(doc.lines) - 1
    assert n >= confirmed
    assert doc.lines[0].text == f"typed {n}"
    assert [line.text for line in doc.lines[1:]] == [f"edit {i}" for i in range(1, n + 1)]
    discard(recovery)
    assert find_recoveries(tmp_path) == []


def test_clean_close_and_save_leave_nothing_to_recover(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(2)
    session = RecoverySession(None, base=tmp_path)
    session.autosave(doc, takes, voices)
    session.clear()  # the user saved
    assert find_recoveries(tmp_path) == []
    session.autosave(doc, takes, voices)
    session.close()
    assert find_recoveries(tmp_path) == []
    assert list((tmp_path / "recovery").iterdir()) == []


def test_recovered_takes_keep_their_audio(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(3)
    session = RecoverySession(None, base=tmp_path)
    session.autosave(doc, takes, voices)
    # Simulate the owner dying: release its lock without cleaning up.
    assert session._lock is not None
    session._lock.close()
    session._lock = None
    [recovery] = find_recoveries(tmp_path)
    loaded = restore(recovery)
    assert loaded.doc == doc and recovery.title is None
    assert isinstance(loaded.takes, TakeAudioStore)
    assert sorted(loaded.takes.ids()) == sorted(takes.ids())
    # Saved without a history: the restored project starts with an empty stack.
    assert loaded.history is None and loaded.history_warning is None
    discard(recovery)


def _abandon(session: RecoverySession) -> None:
    """Simulate the owner dying: release its lock without cleaning up."""
    assert session._lock is not None
    session._lock.close()
    session._lock = None


def test_recovery_keeps_the_undo_history(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(3)
    states = [copy.deepcopy(doc)]
    steps: list[HistoryStep] = []
    for command in (SetText("l0", "Changed."), RemoveLines(("l1",)), MoveLine("l2", 0)):
        steps.append(HistoryStep(command.label, command, command.apply(doc)))
        states.append(copy.deepcopy(doc))
    # The last step was undone before the crash: it stays on the redo list.
    undone = steps.pop()
    assert undone.inverse is not None
    redo = HistoryStep(undone.label, undone.inverse.apply(doc))
    assert doc == states[2]
    history = History(tuple(steps), (redo,), clean_index=1)

    session = RecoverySession("/projects/story.vstudio", base=tmp_path)
    session.autosave(doc, takes, voices, history=history)
    _abandon(session)
    [recovery] = find_recoveries(tmp_path)
    loaded = restore(recovery)
    assert loaded.history_warning is None
    assert loaded.history == history
    assert loaded.doc == doc
    # The deleted line's take is in the history, so its audio came through too.
    removed = loaded.history.undo[1].inverse
    assert removed is not None and not any(line.id == "l1" for line in loaded.doc.lines)
    take_id = states[0].lines[1].takes[0].id
    assert loaded.takes.get(take_id) is not None
    # Undo walks back through every step to the state before the first edit.
    restored = loaded.doc
    for i, step in reversed(list(enumerate(loaded.history.undo))):
        assert step.inverse is not None
        step.inverse.apply(restored)
        assert restored == states[i]
    discard(recovery)


def test_a_later_autosave_replaces_the_history(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(2)
    session = RecoverySession(None, base=tmp_path)
    command = SetText("l0", "First.")
    first = History((HistoryStep(command.label, command, command.apply(doc)),))
    session.autosave(doc, takes, voices, history=first)
    command = SetText("l1", "Second.")
    second = History((*first.undo, HistoryStep(command.label, command, command.apply(doc))))
    session.autosave(doc, takes, voices, history=second)
    _abandon(session)
    [recovery] = find_recoveries(tmp_path)
    loaded = restore(recovery)
    assert loaded.history == second and loaded.doc == doc
    discard(recovery)
