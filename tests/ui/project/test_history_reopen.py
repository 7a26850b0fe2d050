"""Close the app, reopen the project, and undo back through the saved edits."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import soundfile as sf
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from studio.core.commands import DeleteTake, MoveLine, RemoveLines, SetParams, SetVoice
from studio.core.document import Document, LineParams
from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.script_model import Column
from studio.ui.session.session import StudioSession
from tests.ui.helpers import (
    add_lines,
    open_project,
    render_and_wait,
    row_values,
    save_as,
)

State = tuple[object, ...]


def _state(doc: Document) -> State:
    return (tuple(doc.voices), tuple(doc.lines), doc.defaults)


def _wait_ready(qtbot: QtBot, window: MainWindow) -> None:
    session = window.session
    qtbot.waitUntil(
        lambda: (
            session.idle
            and all(
                (state := session.voices.state(v.name)) is not None and state.status == "ready"
                for v in session.document.voices
            )
        ),
        timeout=30000,
    )


def _open_fresh(qtbot: QtBot, config: EngineConfig, folder: Path) -> MainWindow:
    """A new window and session (as after restarting the app) with the project open."""
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        session.start(config)
    assert open_project(qtbot, window, folder)
    _wait_ready(qtbot, window)
    return window


def _ctrl_z(qtbot: QtBot, window: MainWindow) -> None:
    window.activateWindow()
    window.setFocus()
    before = window.session.undo_stack.index()
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    if window.session.undo_stack.index() == before:
        # Offscreen, the shortcut may miss a window without focus: the action is the same.
        window.act_undo.trigger()
    assert window.session.undo_stack.index() == before - 1


def test_reopened_project_undoes_each_saved_edit_exactly(
    qtbot: QtBot, studio_window: MainWindow, tiny_config: EngineConfig, tmp_path: Path
) -> None:
    window = studio_window
    session, stack, model = window.session, window.session.undo_stack, window.session.model
    # states[i]: the document at undo-stack index i (from the voices the fixture added).
    states: dict[int, State] = {}

    def record() -> None:
        states[stack.index()] = _state(session.document)

    record()
    ids = add_lines(
        window,
        [("alice", "First."), ("bob", "Second."), ("alice", "Third."), ("bob", "Fourth.")],
    )
    render_and_wait(qtbot, window)  # takes come from renders, outside the stack
    record()
    model.setData(model.index(0, Column.TEXT), "First, changed.", Qt.ItemDataRole.EditRole)
    record()
    model.setData(model.index(2, Column.TEXT), "Third, changed.", Qt.ItemDataRole.EditRole)
    record()
    for command in (
        MoveLine(ids[3], 0),
        RemoveLines((ids[1],)),
        SetVoice((ids[0],), ("bob",)),
        DeleteTake(ids[2], session.document.line(ids[2]).takes[0].id),
        SetParams((ids[0],), (LineParams(seed=5, temperature=0.5),)),
    ):
        if isinstance(command, DeleteTake):
            before_delete = stack.index()
        stack.push_command(command)
        record()
    with qtbot.waitSignal(stack.indexChanged, timeout=30000):
        session.voices.set_transcript("alice", "Hello there, my name is Alice.")  # "Edit voice"
    _wait_ready(qtbot, window)
    record()
    top = stack.index()
    stack.undo()  # one step on the redo list, saved too
    saved_index = stack.index()
    assert _state(session.document) == states[saved_index]
    save_as(qtbot, window, tmp_path / "story")
    folder = tmp_path / "story.vstudio"
    window.close()

    reopened = _open_fresh(qtbot, tiny_config, folder)
    try:
        s, st = reopened.session, reopened.session.undo_stack
        assert st.index() == saved_index and st.count() == top
        assert st.isClean() and not reopened.isWindowModified()
        assert _state(s.document) == states[saved_index]
        st.redo()
        assert _state(s.document) == states[top]
        st.undo()
        while st.index() > 0:
            _ctrl_z(qtbot, reopened)
            assert _state(s.document) == states.get(st.index(), _state(s.document))
            if st.index() in states:
                continue
            # Below the recorded steps: the voices the fixture added go one by one.
            assert len(s.document.voices) == st.index()
        assert s.document.lines == [] and s.document.voices == []
        # Redo to before the take was deleted: it is back, with its audio.
        st.setIndex(before_delete)
        assert _state(s.document) == states[before_delete]
        restored = s.document.line(ids[2]).takes
        assert restored and all(s.takes.get(take.id) is not None for take in restored)
        assert reopened.isWindowModified()
    finally:
        reopened.close()


def test_renders_stay_protected_from_undo_after_reopening(
    qtbot: QtBot, studio_window: MainWindow, tiny_config: EngineConfig, tmp_path: Path
) -> None:
    window = studio_window
    session, stack = window.session, window.session.undo_stack
    (line_id,) = add_lines(window, [("alice", "One take, then another.")])
    render_and_wait(qtbot, window)
    first = session.document.line(line_id).takes[0]
    stack.push_command(DeleteTake(line_id, first.id))
    render_and_wait(qtbot, window)  # a new take while the deletion is on the stack
    second = session.document.line(line_id).takes[0]
    assert second.id != first.id
    save_as(qtbot, window, tmp_path / "takes")
    window.close()

    reopened = _open_fresh(qtbot, tiny_config, tmp_path / "takes.vstudio")
    try:
        s = reopened.session
        _ctrl_z(qtbot, reopened)
        # Undoing the deletion brings the first take back and keeps the later render.
        assert [t.id for t in s.document.line(line_id).takes] == [first.id, second.id]
        assert s.takes.get(first.id) is not None and s.takes.get(second.id) is not None
    finally:
        reopened.close()


def test_float_wav_voice_keeps_its_takes_after_reopening(
    qtbot: QtBot,
    studio_window: MainWindow,
    tiny_config: EngineConfig,
    voice_files: dict[str, Path],
    tmp_path: Path,
) -> None:
    # A float WAV whose samples 24-bit FLAC cannot hold exactly.
    speech, rate = sf.read(str(voice_files["alice"]), dtype="float64")
    rng = np.random.default_rng(3)
    floaty = (speech * 0.9 + rng.uniform(-1e-6, 1e-6, len(speech))).astype(np.float32)
    path = tmp_path / "float-voice.wav"
    sf.write(str(path), floaty, rate, subtype="FLOAT")

    window = studio_window
    session = window.session
    with qtbot.waitSignal(session.undo_stack.indexChanged, timeout=30000):
        name = session.voices.add(path, "floaty")
    _wait_ready(qtbot, window)
    entry = session.document.voice(name)
    assert entry is not None and entry.audio_path == str(path)
    state = session.voices.state(name)
    assert state is not None and state.source == str(path)
    (line_id,) = add_lines(window, [(name, "Spoken by a float voice.")])
    render_and_wait(qtbot, window)
    assert row_values(window, line_id)["status"] == "done"
    save_as(qtbot, window, tmp_path / "floaty")
    window.close()

    reopened = _open_fresh(qtbot, tiny_config, tmp_path / "floaty.vstudio")
    try:
        assert reopened.session.document.voice(name) == entry  # same prompt key
        assert row_values(reopened, line_id)["status"] == "done"
        assert reopened.session.document.stale_lines() == []
        assert not reopened.isWindowModified()
    finally:
        reopened.close()
