"""Save As never nests a project inside the open one; no dialog starts inside a project."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from studio.core.document import Document, Line, TakeAudioStore
from studio.core.json_codec import ProjectError
from studio.core.store.project import PROJECT_FILE, load_project, save_project, write_project_as
from studio.core.store.project_lock import WINDOW, ProjectLock, ProjectLocked
from studio.core.store.project_nesting import dialog_start, outside_projects
from studio.ui.project.saving import ask_save_path, save_path_proposal
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, save_as


def _doc(text: str) -> Document:
    return Document(lines=[Line("l1", text, "alice")])


def _project(folder: Path, text: str = "A line.") -> Path:
    return save_project(folder, _doc(text), TakeAudioStore(), {})


def _dialog_start(qtbot: QtBot, call: Callable[[], object]) -> tuple[str, list[str]]:
    """Run a function that opens a real (Qt, non-native) file dialog; return the folder
    it opened in and the file it proposed, then cancel it."""
    seen: list[tuple[str, list[str]]] = []

    def look() -> None:
        shown = [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QFileDialog) and w.isVisible()
        ]
        if not shown:
            QTimer.singleShot(20, look)
            return
        dialog = shown[0]
        seen.append((dialog.directory().absolutePath(), dialog.selectedFiles()))
        dialog.reject()

    QTimer.singleShot(0, look)
    assert call() == ""
    qtbot.waitUntil(lambda: bool(seen), timeout=10000)
    return seen[0]


def test_save_as_opens_beside_the_open_project_not_inside_it(qtbot: QtBot, tmp_path: Path) -> None:
    project = _project(tmp_path / "Q.vstudio")
    folder, selected = _dialog_start(qtbot, lambda: ask_save_path(None, project, str(project)))
    assert Path(folder) == tmp_path
    assert [Path(p) for p in selected] == [tmp_path / "Q copy.vstudio"]


def test_the_old_proposal_opened_inside_the_project(qtbot: QtBot, tmp_path: Path) -> None:
    """What Save As used to propose (the open project's own path) makes Qt's dialog
    open inside that folder: why the proposal is a free name beside it."""
    project = _project(tmp_path / "Q.vstudio")
    folder, _ = _dialog_start(
        qtbot, lambda: QFileDialog.getSaveFileName(None, "Save", str(project))[0]
    )
    assert Path(folder) == project


def test_save_as_proposals_are_never_inside_a_project(tmp_path: Path) -> None:
    outer = _project(tmp_path / "Q.vstudio")
    inner_dir = outer / "notes"
    inner_dir.mkdir()
    # The last folder used was inside a project (an older version let it be).
    assert save_path_proposal(None, str(inner_dir), "Untitled") == tmp_path / "Untitled.vstudio"
    assert save_path_proposal(outer, "", "Untitled") == tmp_path / "Q copy.vstudio"
    _project(tmp_path / "Q copy.vstudio")
    assert save_path_proposal(outer, "", "Untitled") == tmp_path / "Q copy 2.vstudio"
    assert outside_projects(outer / "takes") == tmp_path
    assert dialog_start(str(outer / "narration.wav"), tmp_path) == str(tmp_path / "narration.wav")
    assert dialog_start("", tmp_path) == str(tmp_path)
    assert dialog_start(str(tmp_path / "x.wav"), tmp_path / "y") == str(tmp_path / "x.wav")


def test_saving_a_project_inside_another_is_refused(tmp_path: Path) -> None:
    outer = _project(tmp_path / "Q.vstudio")
    before = sorted(p.name for p in outer.rglob("*"))
    with pytest.raises(ProjectError, match=r"would be inside the project Q\.vstudio"):
        write_project_as(outer / "Chapter2", _doc("Nested."), TakeAudioStore(), {})
    with pytest.raises(ProjectError, match="would be inside the project"):
        write_project_as(outer / "takes" / "deep" / "C", _doc("Deeper."), TakeAudioStore(), {})
    assert sorted(p.name for p in outer.rglob("*")) == before


def test_replacing_a_project_that_holds_other_projects_is_refused(
    tmp_path: Path, trash: Path
) -> None:
    outer = tmp_path / "Q.vstudio"
    _project(outer, "Outer.")
    # Nested by an older version (or by hand): replacing Q would trash it too.
    (outer / "old").mkdir()
    inner = outer / "old" / "Chapter2.vstudio"
    inner.mkdir()
    (inner / PROJECT_FILE).write_text((outer / PROJECT_FILE).read_text())
    with pytest.raises(ProjectError, match=r"holds other projects \(Chapter2\.vstudio\)"):
        write_project_as(outer, _doc("New."), TakeAudioStore(), {}, replace=True)
    assert load_project(outer).doc.lines[0].text == "Outer."
    assert (inner / PROJECT_FILE).is_file()


def test_replacing_a_project_another_program_has_open_is_refused(tmp_path: Path) -> None:
    import subprocess
    import sys

    outer = _project(tmp_path / "Q.vstudio", "Theirs.")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from studio.core.store.project_lock import "
            "ProjectLock; held = ProjectLock.acquire(Path(sys.argv[1]), 'window'); print('HELD', "
            "flush=True); sys.stdin.readline()",
            str(outer),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "HELD"
        with pytest.raises(ProjectLocked, match="is open in the studio window"):
            write_project_as(outer, _doc("Mine."), TakeAudioStore(), {}, replace=True)
        assert load_project(outer).doc.lines[0].text == "Theirs."
    finally:
        holder.communicate("\n", timeout=30)
    # With nobody holding it, the (agreed) replace goes ahead.
    lock, _ = ProjectLock.acquire(outer, WINDOW)
    lock.release()
    write_project_as(outer, _doc("Mine."), TakeAudioStore(), {}, replace=True)
    assert load_project(outer).doc.lines[0].text == "Mine."


def test_the_window_refuses_a_save_as_typed_inside_the_open_project(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", "Chapter one.")])
    folder = save_as(qtbot, window, tmp_path / "Q")
    errors: list[str] = []
    window.project._show_error = lambda title, text: errors.append(text)
    with qtbot.waitSignal(window.project.sig_save_failed, timeout=60000):
        assert window.project.save_as(folder / "Chapter2")
    assert "would be inside the project Q.vstudio" in errors[0]
    assert not (folder / "Chapter2.vstudio").exists()
    assert window.project.path == folder


def test_the_command_line_does_not_render_a_project_into_another(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from studio.cli import main
    from tests.support import speak, tiny_render_args

    outer = _project(tmp_path / "Q.vstudio")
    script = tmp_path / "script.txt"
    script.write_text("alice: Hello there.\n", encoding="utf-8")
    voice = speak(tmp_path / "alice.wav", "A voice to clone, read aloud.")
    args = tiny_render_args([script], {"alice": voice}, tmp_path / "out")
    assert main([*args, "--project", str(outer / "Chapter2")]) == 2
    assert "would be inside the project Q.vstudio" in capsys.readouterr().err
    assert not (outer / "Chapter2.vstudio").exists()
