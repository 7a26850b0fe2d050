"""Projects through the window: save, open, the unsaved mark, import, bad files."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from studio.core.commands import SetParams
from studio.core.document import LineParams
from studio.core.store.project import PROJECT_FILE
from studio.ui.main_window import MainWindow
from studio.ui.project.controller import UnsavedAnswer
from studio.ui.session.script_model import Column
from tests.ui.helpers import (
    add_lines,
    open_project,
    render_and_wait,
    row_values,
    save_as,
)


def _wait_voices(qtbot: QtBot, window: MainWindow) -> None:
    session = window.session
    qtbot.waitUntil(
        lambda: (
            all(
                (state := session.voices.state(v.name)) is not None and state.status == "ready"
                for v in session.document.voices
            )
            and session.idle
        ),
        timeout=30000,
    )


def test_save_open_round_trip_and_unsaved_mark(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path
) -> None:
    window = studio_window
    session = window.session
    project = window.project
    assert window.isWindowModified()  # voices were added: unsaved
    ids = add_lines(window, [("alice", "One line."), ("bob", "Another line.")])
    session.edit(SetParams((ids[1],), (LineParams(seed=7, temperature=0.5),)))
    render_and_wait(qtbot, window)
    before = session.document
    lines_before = list(before.lines)
    voices_before = list(before.voices)

    save_as(qtbot, window, tmp_path / "story")
    folder = tmp_path / "story.vstudio"
    assert (folder / PROJECT_FILE).is_file()
    assert not window.isWindowModified()
    assert "story[*]" in window.windowTitle()

    # The mark follows the undo stack's clean state both ways.
    model = session.model
    model.setData(model.index(0, Column.TEXT), "Changed.", Qt.ItemDataRole.EditRole)
    assert window.isWindowModified()
    session.undo_stack.undo()
    assert not window.isWindowModified()

    assert project.new_project()
    assert session.document.lines == []
    assert open_project(qtbot, window, folder)
    doc = session.document
    assert doc.lines == lines_before
    assert doc.voices == voices_before
    assert not window.isWindowModified()
    for line in doc.lines:
        for take in line.takes:
            assert session.takes.get(take.id) is not None
    # The voices load from the project's own copy and keep their prompt keys:
    # nothing becomes stale by closing and reopening.
    _wait_voices(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done"]
    assert session.document.voices == voices_before
    assert not window.isWindowModified()
    assert str(folder) in window.settings.recent_projects


def test_render_marks_unsaved_and_close_asks(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path
) -> None:
    window = studio_window
    project = window.project
    add_lines(window, [("alice", "Hello.")])
    save_as(qtbot, window, tmp_path / "p")
    render_and_wait(qtbot, window)
    # A render adds a take outside the undo stack; it is still unsaved work.
    assert window.isWindowModified()
    asked: list[bool] = []

    def answer() -> UnsavedAnswer:
        asked.append(True)
        return "cancel"

    project.ask_unsaved = answer
    window.close()
    assert asked and window.isVisible()
    project.ask_unsaved = lambda: "save"
    window.close()
    # The save runs off the GUI thread; the window closes once it has worked.
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=30000)
    from studio.core.store.project import load_project

    loaded = load_project(tmp_path / "p.vstudio")
    assert len(loaded.doc.lines[0].takes) == 1 and not loaded.missing_audio


def test_corrupt_project_is_a_clear_error_and_nothing_changes(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path
) -> None:
    window = studio_window
    folder = tmp_path / "bad.vstudio"
    folder.mkdir()
    (folder / PROJECT_FILE).write_text("{ not json", encoding="utf-8")
    ids = add_lines(window, [("alice", "Keep me.")])
    errors: list[str] = []
    window.project._show_error = lambda title, message: errors.append(message)
    window.project.ask_unsaved = lambda: "discard"
    assert not open_project(qtbot, window, folder)
    assert errors and "damaged" in errors[0]
    assert window.session.model.line_ids() == ids
    assert (folder / PROJECT_FILE).read_text(encoding="utf-8") == "{ not json"


def test_import_script_is_one_undo_step(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path
) -> None:
    window = studio_window
    script = tmp_path / "chapter.md"
    script.write_text(
        "# Chapter one\n\nIt was late. The rain kept falling on the roof.\n\nbob: Who is there?\n",
        encoding="utf-8",
    )
    ids = window.project.import_script(script)
    doc = window.session.document
    assert len(ids) >= 3
    assert [doc.line(i).voice for i in ids][-1] == "bob"
    window.session.undo_stack.undo()
    assert window.session.document.lines == []


def test_open_recent_menu_lists_saved_projects(
    qtbot: QtBot, studio_window: MainWindow, tmp_path: Path
) -> None:
    window = studio_window
    add_lines(window, [("alice", "Hi.")])
    save_as(qtbot, window, tmp_path / "recent")
    window.project.recent_menu.aboutToShow.emit()
    actions = window.project.recent_menu.actions()
    assert actions and Path(str(actions[0].data())) == tmp_path / "recent.vstudio"
