"""One writer per project: what Open does about another program's lock, and the
questions a window asks when its project is locked or was changed on disk.

The jobs here run on the project-file thread (``FileJobs``): taking a lock,
reading the project, copying it. The questions run on the GUI thread.
"""

from __future__ import annotations

import contextlib
import shutil
from pathlib import Path
from typing import Literal, NamedTuple

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from studio.core.store.project import PROJECT_SUFFIX, LoadedProject, load_project, project_dir
from studio.core.store.project_lock import LOCK_FILE, WINDOW, ProjectLock, ProjectLocked
from studio.errors import Said
from studio.ui.kit.replace_question import scripted as _scripted

# How a project is opened: with its lock (taking a stale one over), read-only,
# as a copy beside it, taking a live lock over, or again by the window that holds it.
OpenMode = Literal["lock", "read-only", "copy", "take over", "reload"]
LockedAnswer = Literal["read-only", "copy", "take over", "cancel"]
ChangedAnswer = Literal["reload", "copy", "overwrite", "cancel"]


class Opened(NamedTuple):
    """A project read for a window, with the lock taken for it and a note for a person."""

    loaded: LoadedProject
    lock: ProjectLock | None
    note: Said | None
    mode: OpenMode


def open_job(path: Path, mode: OpenMode) -> Opened:
    """Lock (as ``mode`` says) and read a project (the project-file thread)."""
    folder = _folder_of(path)
    if mode in ("read-only", "reload"):
        return Opened(load_project(folder), None, None, mode)
    if mode == "copy":
        folder = copy_project(folder)
    lock, note = ProjectLock.acquire(folder, WINDOW, take_over=mode == "take over")
    try:
        loaded = load_project(folder)
    except BaseException:
        lock.release()
        raise
    return Opened(loaded, lock, note, mode)


def lock_saved(folder: Path) -> tuple[ProjectLock | None, Said | None]:
    """Lock a folder this window has just written as a new project (the file thread).
    None when another program took it in the meantime: the window then has it read-only."""
    try:
        return ProjectLock.acquire(folder, WINDOW)
    except ProjectLocked as exc:
        return None, exc.said


def copy_project(folder: Path) -> Path:
    """A copy of ``folder`` beside it under a free name ("Book copy.vstudio"), without
    the other program's lock; the copy is this window's own project."""
    target = free_sibling(folder, "copy")
    staging = target.with_name(f".{target.name}.partial")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        shutil.copytree(
            folder, staging, ignore=shutil.ignore_patterns(LOCK_FILE, ".voice-studio.lock.*")
        )
        staging.rename(target)
    except BaseException:
        with contextlib.suppress(OSError):
            shutil.rmtree(staging, ignore_errors=True)
        raise
    return target


def free_sibling(folder: Path, word: str) -> Path:
    """``Book copy.vstudio``, or ``Book copy 2.vstudio``…: a name beside ``folder`` that
    nothing uses yet."""
    stem = folder.name.removesuffix(PROJECT_SUFFIX)
    for n in range(1, 1000):
        name = f"{stem} {word}" if n == 1 else f"{stem} {word} {n}"
        candidate = folder.with_name(name + PROJECT_SUFFIX)
        if not candidate.exists():
            return candidate
    return folder.with_name(f"{stem} {word} {folder.stat().st_mtime_ns}{PROJECT_SUFFIX}")


def _folder_of(path: Path) -> Path:
    return (
        project_dir(path) if path.suffix == PROJECT_SUFFIX or path.name == "project.json" else path
    )


def ask_locked_dialog(parent: QWidget, message: str) -> LockedAnswer:
    """Another program has the project open: read-only, a copy, take over, or cancel.
    A scripted window (no person) is never asked: it cancels."""
    if _scripted(parent):
        return "cancel"
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(
        QCoreApplication.translate("ProjectLocking", "The project is open elsewhere")
    )
    box.setText(message)
    box.setInformativeText(
        QCoreApplication.translate(
            "ProjectLocking",
            "Taking it over means the other program can no longer save it, and what it "
            "has not saved is lost to this project.",
        )
    )
    read_only = box.addButton(
        QCoreApplication.translate("ProjectLocking", "Open &read-only"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    copy = box.addButton(
        QCoreApplication.translate("ProjectLocking", "Open a &copy"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    take = box.addButton(
        QCoreApplication.translate("ProjectLocking", "&Take over"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(read_only)
    box.exec()
    clicked = box.clickedButton()
    if clicked is read_only:
        return "read-only"
    if clicked is copy:
        return "copy"
    if clicked is take:
        return "take over"
    return "cancel"


def ask_changed_dialog(parent: QWidget, message: str, can_overwrite: bool) -> ChangedAnswer:
    """The project on disk is not the one this window loaded: reload, save a copy,
    overwrite (the other version goes to the trash), or cancel. A scripted window
    (no person) is never asked: it cancels, so nothing is overwritten."""
    if _scripted(parent):
        return "cancel"
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("ProjectLocking", "The project changed on disk"))
    box.setText(message)
    box.setInformativeText(
        QCoreApplication.translate(
            "ProjectLocking",
            "Reload shows what is on disk and drops your changes; Save a copy keeps both; "
            "Overwrite replaces it with yours, and its version goes to the trash.",
        )
    )
    copy = box.addButton(
        QCoreApplication.translate("ProjectLocking", "Save a &copy…"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    reload = box.addButton(
        QCoreApplication.translate("ProjectLocking", "&Reload"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    overwrite = None
    if can_overwrite:
        overwrite = box.addButton(
            QCoreApplication.translate("ProjectLocking", "&Overwrite"),
            QMessageBox.ButtonRole.DestructiveRole,
        )
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(copy)
    box.exec()
    clicked = box.clickedButton()
    if clicked is copy:
        return "copy"
    if clicked is reload:
        return "reload"
    if overwrite is not None and clicked is overwrite:
        return "overwrite"
    return "cancel"


__all__ = [
    "ChangedAnswer",
    "LockedAnswer",
    "OpenMode",
    "Opened",
    "ask_changed_dialog",
    "ask_locked_dialog",
    "copy_project",
    "free_sibling",
    "lock_saved",
    "open_job",
]
