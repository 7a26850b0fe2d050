"""The window against the robustness matrix: audio, scripts, projects and the cache as
users have them, through the window's own ways in (drop or add a voice, Import,
Open, the worker's cache).

Each input that cannot be used ends in one sentence that says what to do, with
no traceback (pytest-qt fails a test on an exception in a slot), no frozen
window, and no change to any file the user had; the rest of the window keeps
working. Usable but unusual inputs work.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.script_model import Column
from studio.ui.session.session import StudioSession
from tests.core.test_project_matrix import DAMAGE
from tests.test_cli_matrix import BAD_AUDIO, BAD_TEXT, speech, write_matrix_inputs
from tests.ui.fake_engine import FakeEngine
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, open_project, render_and_wait, row_values, save_as

RATE = 22050


def snapshot(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A user's folder with every input of the matrix (as the CLI tests make them)."""
    folder = tmp_path_factory.mktemp("inputs")
    write_matrix_inputs(folder)
    # Usable, if unusual.
    sf.write(folder / "eight bit.wav", speech(2.0), RATE, subtype="PCM_U8")
    sf.write(folder / "float.wav", speech(2.0) * 1.4, RATE, subtype="FLOAT")
    sf.write(folder / "8k.wav", speech(2.0, 8000), 8000)
    sf.write(folder / "96k.flac", speech(2.0, 96000), 96000)
    sf.write(folder / "six.wav", np.stack([speech(2.0)] * 6, axis=1), RATE)
    sf.write(folder / "ten minutes.flac", np.tile(speech(2.0), 300), RATE)
    sf.write(folder / "clipped.wav", np.clip(speech(2.0) * 8, -1, 1), RATE)
    sf.write(folder / "Zoë 🎤 = -x 'quote'.wav", speech(2.0), RATE)
    return folder


@pytest.mark.parametrize("case", list(BAD_AUDIO))
def test_unusable_audio_dropped_on_the_window_is_one_sentence(
    qtbot: QtBot, tmp_path: Path, inputs: Path, case: str
) -> None:
    name, expected = BAD_AUDIO[case]
    before = snapshot(inputs)
    window = fake_window(qtbot, tmp_path)
    session = window.session
    with qtbot.waitSignal(session.voices.sig_voice_error, timeout=20000) as error:
        window.voices.add_files([inputs / name])
    voice, message = error.args
    assert expected in message and message.endswith("."), message
    state = session.voices.state(voice)
    assert state is not None and state.status == "failed"
    assert snapshot(inputs) == before
    # The rest of the window goes on: a line in a loaded voice renders.
    (line,) = add_lines(window, [("alice", "Still working.")])
    render_and_wait(qtbot, window, [line])
    assert row_values(window, line)["status"] == "done"


def test_usable_audio_of_every_kind_loads_in_the_window(
    qtbot: QtBot, tmp_path: Path, inputs: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    session = window.session
    names = [
        "eight bit.wav", "float.wav", "8k.wav", "96k.flac", "six.wav", "ten minutes.flac",
        "clipped.wav", "Zoë 🎤 = -x 'quote'.wav",
    ]  # fmt: skip
    errors: list[str] = []
    session.voices.sig_voice_error.connect(lambda name, message: errors.append(message))
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        added = [session.voices.add(inputs / name) for name in names]
    assert errors == []
    for voice in added:
        state = session.voices.state(voice)
        assert state is not None and state.status == "ready", voice
    # Ten minutes: the first 30 s are the reference.
    long_state = session.voices.state(added[5])
    assert long_state is not None and long_state.seconds == pytest.approx(30.0, abs=0.01)


@pytest.mark.parametrize("case", list(BAD_TEXT))
def test_unusable_scripts_imported_in_the_window_are_one_sentence(
    qtbot: QtBot, tmp_path: Path, inputs: Path, case: str
) -> None:
    name, expected = BAD_TEXT[case]
    before = snapshot(inputs)
    window = fake_window(qtbot, tmp_path)
    lines_before = list(window.session.document.lines)
    errors: list[str] = []
    window.show_error = lambda title, message: errors.append(message)  # type: ignore[method-assign]
    window.project._show_error = window.show_error
    assert window.project.import_script(inputs / name) == []
    assert len(errors) == 1 and expected in errors[0] and errors[0].endswith("."), errors
    assert window.session.document.lines == lines_before
    assert snapshot(inputs) == before


def test_a_stray_nul_is_removed_alike_by_import_and_paste_in_the_window(
    qtbot: QtBot, tmp_path: Path, inputs: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    messages: list[str] = []
    window.project._show_message = messages.append
    note = "Removed 1 control or invisible character from the script: they cannot be spoken (NUL)."
    (imported,) = window.project.import_script(inputs / "nul.txt")
    assert window.session.document.line(imported).text == "Hello there."
    assert messages == [f"Imported 1 line from nul.txt. {note}"]
    notices: list[str] = []
    window.editor.sig_notice.connect(notices.append)
    QGuiApplication.clipboard().setText((inputs / "nul.txt").read_bytes().decode())
    assert window.editor.paste_lines() == 1
    assert [line.text for line in window.session.document.lines] == ["Hello there."] * 2
    assert notices == [note]


def test_a_line_with_nothing_to_say_is_marked_and_fails_with_that_sentence(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    model = window.session.model
    emoji, words, pause = add_lines(
        window, [("alice", "🎉🎉🎉"), ("alice", "Well done 👍!"), ("alice", "[pause 1.2]")]
    )
    sentence = (
        "This line has nothing to say: only emoji or punctuation; write words, or delete the line."
    )

    def text_cell(line_id: str, role: Qt.ItemDataRole) -> object:
        return model.data(model.index(model.row_of(line_id), Column.TEXT), role)

    assert text_cell(emoji, Qt.ItemDataRole.DecorationRole) is not None
    assert sentence in str(text_cell(emoji, Qt.ItemDataRole.ToolTipRole))
    for fine in (words, pause):
        assert text_cell(fine, Qt.ItemDataRole.DecorationRole) is None
    render_and_wait(qtbot, window, [emoji, words])
    assert row_values(window, emoji)["status"] == "failed"
    status = model.index(model.row_of(emoji), Column.STATUS)
    assert model.data(status, Qt.ItemDataRole.ToolTipRole) == sentence
    assert row_values(window, words)["status"] == "done"


WINDOW_OPENS = {"a missing take file", "a damaged take file", "a take id that is a path"}


@pytest.mark.parametrize("case", list(DAMAGE))
def test_damaged_projects_opened_in_the_window(qtbot: QtBot, tmp_path: Path, case: str) -> None:
    damage, expected = DAMAGE[case]
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", "One."), ("bob", "Two."), ("alice", "Three.")])
    render_and_wait(qtbot, window)
    folder = save_as(qtbot, window, tmp_path / "story")
    damage(folder)
    before = snapshot(folder)
    kept = list(window.session.document.lines)
    errors: list[str] = []
    messages: list[str] = []
    window.project._show_error = lambda title, message: errors.append(message)
    window.project._show_message = messages.append
    opened = open_project(qtbot, window, folder, ask=False)
    if case in WINDOW_OPENS:
        # The window opens it and names the lines to render again.
        assert opened and "Render stale" in messages[-1], messages
    else:
        assert not opened and len(errors) == 1, errors
        assert expected in errors[0] and errors[0].endswith("."), errors[0]
        assert window.session.document.lines == kept  # the open project stays
    assert snapshot(folder) == before


@pytest.mark.parametrize("damage", ["truncate", "flip", "foreign"])
def test_a_damaged_cache_folder_is_rebuilt_in_the_window(
    qtbot: QtBot, tmp_path: Path, damage: str
) -> None:
    cache = tmp_path / "cache"
    first = fake_window(qtbot, tmp_path)
    (line,) = add_lines(first, [("alice", "Cache me.")])
    render_and_wait(qtbot, first, [line])
    first.close()
    states = sorted(cache.glob("*.safetensors"))
    assert states
    for path in states:
        data = path.read_bytes()
        if damage == "truncate":
            path.write_bytes(data[: len(data) // 2])
        elif damage == "flip":
            path.write_bytes(data[:-8] + bytes(b ^ 0xFF for b in data[-8:]))
    (cache / "notes.txt").write_text("mine", encoding="utf-8")
    second = fake_window(qtbot, tmp_path)
    (line,) = add_lines(second, [("alice", "Again.")])
    render_and_wait(qtbot, second, [line])
    assert row_values(second, line)["status"] == "done"
    assert (cache / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_a_cache_folder_that_cannot_be_written_keeps_the_window_rendering(
    qtbot: QtBot, tmp_path: Path
) -> None:
    (tmp_path / "a file").write_text("mine", encoding="utf-8")
    engine = FakeEngine()
    session = StudioSession(engine_factory=lambda config: engine)
    window = MainWindow(session)
    window.interactive = False
    qtbot.addWidget(window)
    from tests.support import tone

    with qtbot.waitSignal(session.sig_idle, timeout=20000):
        session.start(EngineConfig("fake", "fake", "cpu", 1, tmp_path / "a file" / "cache"))
        session.voices.add(tone(tmp_path / "alice.wav", 2.0), "alice")
    ids = add_lines(window, [("alice", "One."), ("alice", "Two.")])
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]
    stats = session.last_stats
    assert stats is not None and stats.disk_error and stats.disk_error.endswith(".")
    assert (tmp_path / "a file").read_text(encoding="utf-8") == "mine"
    assert not (tmp_path / "cache").exists()
