"""What the File menu's flows ask of the controller that owns them.

Saving, opening and restoring each live in a module of their own, composed
into ``ProjectController``. They share its path, autosaver, busy mark,
questions, messages and signals, and reach them through this protocol so that
they need not import the controller (that would be an import cycle). The
questions and messages are looked up on the controller at each use, because
tests and scripted runs replace them there.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import SignalInstance

from studio.core.store.project_lock import ProjectLock
from studio.ui.project.autosave import Autosaver
from studio.ui.project.file_jobs import FileJobs
from studio.ui.project.locking import ChangedAnswer, LockedAnswer, OpenMode

Then = Callable[[], object]  # what runs once a save has worked


class ProjectHost(Protocol):
    """The controller, as its flows see it (its private members are theirs too)."""

    @property
    def path(self) -> Path | None: ...

    @property
    def autosaver(self) -> Autosaver | None: ...

    @property
    def lock(self) -> ProjectLock | None: ...

    @property
    def fingerprint(self) -> str | None: ...

    @property
    def read_only(self) -> bool: ...

    @property
    def jobs(self) -> FileJobs: ...

    @property
    def sig_saved(self) -> SignalInstance: ...

    @property
    def sig_save_failed(self) -> SignalInstance: ...

    @property
    def sig_opened(self) -> SignalInstance: ...

    @property
    def sig_open_failed(self) -> SignalInstance: ...

    def ask_save_path(self) -> str: ...

    def ask_replace(self, description: str) -> bool: ...

    def ask_locked(self, message: str) -> LockedAnswer: ...

    def ask_changed(self, message: str, can_overwrite: bool) -> ChangedAnswer: ...

    def open_project(self, path: Path, ask: bool = True, mode: OpenMode = "lock") -> None: ...

    def save_as(self, path: Path | None = None, then: Then | None = None) -> bool: ...

    def confirm_discard(self, then: Then) -> bool: ...

    def _set_busy(self, delta: int, what: str) -> None: ...

    def _set_path(
        self,
        path: Path | None,
        lock: ProjectLock | None = None,
        fingerprint: str | None = None,
        read_only: bool = False,
    ) -> None: ...

    def _show_error(self, title: str, message: str) -> None: ...

    def _show_message(self, message: str) -> None: ...


__all__ = ["ProjectHost", "Then"]
