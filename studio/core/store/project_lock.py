"""One writer per project folder: a lock file, and a check of what is on disk.

A program that writes a project (the window that has it open, ``voice-studio
render --project``) holds ``.voice-studio.lock`` in its folder: a small JSON
file naming the host, the process, the program and the time, plus a random
token. Another program that finds a live lock does not write; it says who holds
it. The holder keeps the file open under an exclusive ``flock``, so on the same
host a lock is live only while its process runs *and* holds that lock; a
lock left by a process that died (or whose pid was reused) is stale and is
taken over with a note. A lock from another host cannot be checked and counts
as live until a person takes it over.

The lock keeps well-behaved programs apart. A sync tool or an older studio
does not look at it, so a save also checks that ``project.json`` still holds
what this program loaded or last wrote (its SHA-256, ``fingerprint``) before
writing over it (``check_unchanged``).
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import json
import os
import secrets
import socket
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from studio.core.files.replacing import PROJECT_FILE
from studio.core.json_codec import ProjectError
from studio.errors import QT_TRANSLATE_NOOP, Said

LOCK_FILE = ".voice-studio.lock"
# What a lock file says of its program; a person reads it translated (``LockOwner.said``).
WINDOW = "window"
RENDER = "render"
_PROGRAMS = {
    WINDOW: QT_TRANSLATE_NOOP("StudioError", "the studio window"),
    RENDER: QT_TRANSLATE_NOOP("StudioError", "voice-studio render"),
}


@dataclass(frozen=True)
class LockOwner:
    """Who holds (or held) a project's lock."""

    host: str
    pid: int
    program: str
    since: float  # seconds since the epoch
    token: str

    def said(self) -> Said:
        """ "the studio window (process 4242 on studio-pc, since 14:03)" for a person."""
        when = datetime.datetime.fromtimestamp(self.since)
        shown = when.strftime("%H:%M" if when.date() == datetime.date.today() else "%Y-%m-%d %H:%M")
        program = _PROGRAMS.get(self.program)
        return Said(
            QT_TRANSLATE_NOOP("StudioError", "{0} (process {1} on {2}, since {3})"),
            Said(program) if program is not None else self.program,
            self.pid,
            self.host,
            shown,
        )

    def to_json(self) -> dict[str, object]:
        return {
            "host": self.host,
            "pid": self.pid,
            "program": self.program,
            "since": self.since,
            "token": self.token,
        }


class ProjectLocked(ProjectError):
    """Another live program holds the project's lock."""

    def __init__(self, folder: Path, owner: LockOwner) -> None:
        super().__init__(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is open in {1}; close it there first, or open it read-only or as a copy.",
            ),
            folder.name,
            owner.said(),
        )
        self.folder = folder
        self.owner = owner


class ProjectChanged(ProjectError):
    """``project.json`` is not what this program loaded or last wrote."""

    def __init__(self, folder: Path, owner: LockOwner | None) -> None:
        if owner is not None:
            super().__init__(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} was taken over by {1}, so it was not saved; save your work as a copy.",
                ),
                folder.name,
                owner.said(),
            )
        else:
            super().__init__(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} was changed by another program since it was opened, so it was not "
                    "saved; reload it, save your work as a copy, or overwrite it.",
                ),
                folder.name,
            )
        self.folder = folder
        self.owner = owner


def is_lock_file(name: str) -> bool:
    """Whether a file name in a project folder is a lock (or one being written)."""
    return name == LOCK_FILE or name.startswith(LOCK_FILE + ".")


def fingerprint(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def project_fingerprint(folder: Path) -> str | None:
    """The SHA-256 of the folder's project.json; None when it has none."""
    try:
        return fingerprint((folder / PROJECT_FILE).read_bytes())
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."),
            folder / PROJECT_FILE,
            exc.strerror or exc,
        ) from exc


def check_unchanged(folder: Path, expected: str | None) -> None:
    """Raise ProjectChanged unless project.json still has the ``expected`` fingerprint
    (None: the folder must hold no project.json yet)."""
    if project_fingerprint(folder) != expected:
        raise ProjectChanged(folder, None)


# ---------------------------------------------------------------- the lock


def _flock(handle: IO[bytes], exclusive: bool) -> bool:
    """A non-blocking flock on ``handle``; True when taken. Where the platform has
    none (Windows), False: liveness then rests on the process id alone."""
    if sys.platform == "win32":
        return False
    import fcntl

    try:
        fcntl.flock(
            handle.fileno(), (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB
        )
    except OSError:
        return False
    return True


def _process_alive(pid: int) -> bool:
    if sys.platform == "win32":
        return True  # no safe probe without extra packages: a person decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # someone else's process: alive
    return True


def _read_owner(path: Path) -> LockOwner | None:
    """The owner a lock file names; None when it is missing or unreadable (a lock
    file cut short by a crash before its first write holds nobody)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return LockOwner(
            host=str(data["host"]),
            pid=int(data["pid"]),
            program=str(data["program"]),
            since=float(data["since"]),
            token=str(data["token"]),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _live(path: Path, owner: LockOwner) -> bool:
    """Whether ``owner`` still holds the lock file at ``path``."""
    if owner.host != socket.gethostname():
        return True  # cannot be checked from here
    if owner.pid == os.getpid():
        return True  # this process (another window of it)
    if not _process_alive(owner.pid):
        return False
    if sys.platform == "win32":
        return True
    # The pid runs; it is the owner only if the flock is still held (a pid reused by
    # an unrelated process holds no flock on this file).
    try:
        with path.open("rb") as probe:
            if _flock(probe, exclusive=False):
                return False
    except OSError:
        return True
    return True


def lock_owner(folder: Path) -> LockOwner | None:
    """The live holder of ``folder``'s lock, or None (no lock, or a stale one)."""
    path = folder / LOCK_FILE
    owner = _read_owner(path)
    if owner is None or not _live(path, owner):
        return None
    return owner


class ProjectLock:
    """This program's hold on one project folder. Released with ``release``."""

    def __init__(self, folder: Path, owner: LockOwner, handle: IO[bytes]) -> None:
        self.folder = folder
        self.owner = owner
        self._handle: IO[bytes] | None = handle

    @classmethod
    def acquire(
        cls, folder: Path, program: str, *, take_over: bool = False
    ) -> tuple[ProjectLock, Said | None]:
        """Lock ``folder`` for this process. Raises ProjectLocked when a live program
        holds it (unless ``take_over``). Returns the lock and a note for a person
        when a stale or live lock was taken over, else None."""
        path = folder / LOCK_FILE
        owner = LockOwner(socket.gethostname(), os.getpid(), program, time.time(), _token())
        temp = folder / f".voice-studio.lock.{owner.token}.tmp"
        handle = _write_locked(temp, owner)
        note: Said | None = None
        try:
            if not _link(temp, path):
                previous = _read_owner(path)
                if previous is not None and _live(path, previous):
                    if not take_over:
                        raise ProjectLocked(folder, previous)
                    note = Said(
                        QT_TRANSLATE_NOOP(
                            "StudioError",
                            "Took {0} over from {1}, which can no longer save it.",
                        ),
                        folder.name,
                        previous.said(),
                    )
                elif previous is not None:
                    note = Said(
                        QT_TRANSLATE_NOOP(
                            "StudioError",
                            "{0} had a lock left by {1}, which is no longer running; "
                            "it was taken over.",
                        ),
                        folder.name,
                        previous.said(),
                    )
                os.replace(temp, path)
                # Two programs that took a stale lock at once: the last rename wins.
                now = _read_owner(path)
                if now is None or now.token != owner.token:
                    raise ProjectLocked(folder, now or previous or owner)
        except BaseException:
            handle.close()
            with contextlib.suppress(OSError):
                temp.unlink()
            raise
        return cls(folder, owner, handle), note

    def held(self) -> LockOwner | None:
        """None while this lock is still this program's; else who holds the folder now
        (another program took it over, or the lock file is gone)."""
        current = _read_owner(self.folder / LOCK_FILE)
        if current is not None and current.token == self.owner.token:
            return None
        if current is None:
            return self.owner  # removed under us: nobody else named, but not ours either
        return current

    def check_held(self) -> None:
        """Raise ProjectChanged when the lock is no longer this program's."""
        other = self.held()
        if other is not None:
            raise ProjectChanged(self.folder, None if other is self.owner else other)

    def release(self) -> None:
        """Let the folder go: its lock file is removed if it is still this program's."""
        if self._handle is None:
            return
        if self.held() is None:
            with contextlib.suppress(OSError):
                (self.folder / LOCK_FILE).unlink()
        self._handle.close()
        self._handle = None

    @property
    def released(self) -> bool:
        return self._handle is None


def _token() -> str:
    return secrets.token_hex(8)


def _write_locked(path: Path, owner: LockOwner) -> IO[bytes]:
    """Write ``owner`` to ``path`` and return the file held open under an exclusive
    flock: the lock file is never visible unlocked."""
    try:
        handle = path.open("w+b")
    except OSError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot lock {0}: {1}; check the folder's permissions."
            ),
            path.parent,
            exc.strerror or exc,
        ) from exc
    try:
        _flock(handle, exclusive=True)
        handle.write(json.dumps(owner.to_json()).encode("utf-8"))
        handle.flush()
        os.fsync(handle.fileno())
    except OSError as exc:
        handle.close()
        with contextlib.suppress(OSError):
            path.unlink()
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot lock {0}: {1}; check the folder's permissions."
            ),
            path.parent,
            exc.strerror or exc,
        ) from exc
    return handle


def _link(temp: Path, path: Path) -> bool:
    """Put ``temp`` at ``path`` only if nothing is there; True when it was put.
    ``link`` is atomic where the file system has hard links; elsewhere an exclusive
    create is the next best thing."""
    try:
        os.link(temp, path)
    except FileExistsError:
        return False
    except OSError:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            return False
        os.close(fd)
        os.replace(temp, path)
        return True
    with contextlib.suppress(OSError):
        temp.unlink()
    return True


__all__ = [
    "LOCK_FILE",
    "RENDER",
    "WINDOW",
    "LockOwner",
    "ProjectChanged",
    "ProjectLock",
    "ProjectLocked",
    "check_unchanged",
    "fingerprint",
    "is_lock_file",
    "lock_owner",
    "project_fingerprint",
]
