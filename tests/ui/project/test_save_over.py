"""Save As over a project that exists: asked first, Cancel by default, the old one to the trash."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from studio.core.store.project import PROJECT_FILE, load_project
from studio.ui.kit.replace_question import ask_replace
from studio.ui.main_window import MainWindow
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, render_and_wait, save_as


def _tree(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _two_projects(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, Path, Path]:
    """A window with project B open; project A (3 rendered lines) saved beside it."""
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", "A one."), ("bob", "A two."), ("alice", "A three.")])
    render_and_wait(qtbot, window)
    folder_a = save_as(qtbot, window, tmp_path / "A")
    assert window.project.new_project()
    add_lines(window, [("bob", "B is a different book.")])
    render_and_wait(qtbot, window)
    folder_b = save_as(qtbot, window, tmp_path / "B")
    return window, folder_a, folder_b


def test_save_as_over_another_project_asks_and_no_keeps_it_whole(
    qtbot: QtBot, tmp_path: Path, trash: Path
) -> None:
    window, folder_a, folder_b = _two_projects(qtbot, tmp_path)
    project = window.project
    before = _tree(folder_a)
    asked: list[str] = []

    def no(description: str) -> bool:
        asked.append(description)
        return False

    project.ask_replace = no
    messages: list[str] = []
    project._show_message = messages.append
    assert project.save_as(tmp_path / "A")
    qtbot.waitUntil(lambda: bool(asked) and not project.busy, timeout=20000)
    assert asked == ["the project A.vstudio (3 lines, 3 takes)"]
    assert messages[-1] == "Not saved: A.vstudio was left as it is."
    assert _tree(folder_a) == before
    assert project.path == folder_b  # still the project that was open
    assert not (trash / "files").exists()


def test_a_confirmed_replace_saves_in_its_place_and_trashes_the_old_one(
    qtbot: QtBot, tmp_path: Path, trash: Path
) -> None:
    window, folder_a, _ = _two_projects(qtbot, tmp_path)
    project = window.project
    old_lines = [line.text for line in load_project(folder_a).doc.lines]
    project.ask_replace = lambda description: True
    with qtbot.waitSignal(project.sig_saved, timeout=20000):
        assert project.save_as(tmp_path / "A.vstudio")
    assert project.path == folder_a
    assert [line.text for line in load_project(folder_a).doc.lines] == ["B is a different book."]
    assert not load_project(folder_a).missing_audio
    (trashed,) = (trash / "files").iterdir()
    assert trashed.name == "A.vstudio"
    assert [line.text for line in load_project(trashed).doc.lines] == old_lines
    assert not load_project(trashed).missing_audio
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".vstudio") == [
        "A.vstudio",
        "B.vstudio",
    ]


def test_save_as_onto_the_open_project_saves_in_place_without_asking(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window, _, folder_b = _two_projects(qtbot, tmp_path)
    project = window.project
    project.ask_replace = lambda description: (_ for _ in ()).throw(AssertionError("asked"))
    add_lines(window, [("alice", "One more line.")])
    save_as(qtbot, window, folder_b)
    assert len(load_project(folder_b).doc.lines) == 2


def test_a_scripted_window_never_replaces_a_project(qtbot: QtBot, tmp_path: Path) -> None:
    window, folder_a, _ = _two_projects(qtbot, tmp_path)
    before = _tree(folder_a)
    project = window.project
    assert project.save_as(folder_a)  # the real question: interactive is False in tests
    qtbot.waitUntil(lambda: not project.busy, timeout=20000)
    assert _tree(folder_a) == before


def test_a_folder_that_is_not_a_project_is_refused_with_a_sentence(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", "Hello.")])
    photos = tmp_path / "Photos.vstudio"
    photos.mkdir()
    (photos / "holiday.jpg").write_bytes(b"jpeg")
    errors: list[str] = []
    window.project._show_error = lambda title, message: errors.append(message)
    with qtbot.waitSignal(window.project.sig_save_failed, timeout=20000):
        window.project.save_as(photos)
    assert errors == [
        f"{photos} already holds other files and is not a Voice Studio project; "
        "choose another name."
    ]
    assert _tree(photos) == {"holiday.jpg": b"jpeg"}
    assert not (photos / PROJECT_FILE).exists()


def test_enter_in_the_question_cancels(qtbot: QtBot) -> None:
    window = QWidget()  # a window a person uses: the question is really asked
    qtbot.addWidget(window)
    seen: list[str] = []

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.defaultButton().text())
        QTest.keyClick(box, Qt.Key.Key_Return)

    QTimer.singleShot(100, press_enter)
    assert not ask_replace(window, "Replace?", "Replace the project A?", "It goes to the trash.")
    assert seen == ["Cancel"]
