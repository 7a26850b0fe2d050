"""Autosave of unsaved changes, and recovery after a crash or a kill.

Each running studio owns one recovery entry: a folder in the user's data dir
(``$VOICE_STUDIO_DATA_DIR`` overrides it) holding a snapshot that is itself a
project folder (written by ``save_project``, so it is just as crash-safe, new
takes are written only once, take files the project already holds are linked
rather than copied, and the undo history is kept the same way), a
``meta.json`` saying which project it belongs to, and a lock file the owner
holds open while it runs. On the next start, entries whose lock nobody holds
are offered for recovery: their owner died before it could save or discard
them.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from platformdirs import user_data_dir

from studio.core.document import Document, TakeAudioStore
from studio.core.exports.export import ExportSettings
from studio.core.files.atomic_file import fsync_folder, write_text_atomic
from studio.core.history.history import History
from studio.core.json_codec import TAKES_DIR, take_file_name
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.project import PROJECT_FILE, LoadedProject, load_project, save_project
from studio.errors import QT_TRANSLATE_NOOP, StudioError

APP_NAME = "voice-studio"
SNAPSHOT = "snapshot.vstudio"
META = "meta.json"
LOCK = "owner.lock"


def data_dir() -> Path:
    """``$VOICE_STUDIO_DATA_DIR`` or the platform's user data folder."""
    override = os.environ.get("VOICE_STUDIO_DATA_DIR")
    if override:
        return Path(override).expanduser()
    return Path(user_data_dir(APP_NAME))


def recovery_dir(base: Path | None = None) -> Path:
    return (base or data_dir()) / "recovery"


def _try_lock(handle: IO[bytes]) -> bool:
    """Take an exclusive, non-blocking lock; the OS drops it when the process dies."""
    try:
        if sys.platform == "win32":
            import msvcrt

            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


@dataclass(frozen=True)
class Recovery:
    """An autosave left behind by a studio that did not close cleanly."""

    folder: Path
    project_path: str | None  # the project it belongs to; None for an untitled one
    saved_at: float
    line_count: int
    # The project.json the unsaved work was based on (None: unknown or untitled).
    project_fingerprint: str | None = None

    @property
    def title(self) -> str | None:
        """The project's name, or None for a project never saved (the window says
        "Untitled" in its language)."""
        return Path(self.project_path).stem if self.project_path else None


class RecoverySession:
    """This process's recovery entry. Create one at start, on the GUI thread.

    ``autosave`` may run on a worker thread if it is given a snapshot of the
    document (the lines are frozen, so copying the two lists is enough).
    """

    def __init__(self, project_path: str | Path | None = None, base: Path | None = None) -> None:
        root = recovery_dir(base)
        try:
            root.mkdir(parents=True, exist_ok=True)
            self.folder = root / f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}"
            self.folder.mkdir(exist_ok=True)
            self._lock: IO[bytes] | None = open(self.folder / LOCK, "wb")  # noqa: SIM115
        except OSError as exc:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "Cannot create the recovery folder {0}: {1}; "
                    "set VOICE_STUDIO_DATA_DIR to a writable folder.",
                ),
                root,
                exc.strerror or exc,
            ) from exc
        if not _try_lock(self._lock):
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "Another Voice Studio is using {0}; try again."),
                self.folder,
            )
        self.project_path = None if project_path is None else str(project_path)
        self.project_fingerprint: str | None = None

    def set_project_path(
        self, project_path: str | Path | None, fingerprint: str | None = None
    ) -> None:
        """After Save As or Open: the recovery now belongs to that project, whose
        project.json had ``fingerprint`` when this program last read or wrote it."""
        self.project_path = None if project_path is None else str(project_path)
        self.project_fingerprint = fingerprint

    def autosave(
        self,
        doc: Document,
        takes: TakeAudioStore,
        voice_audio: Mapping[str, VoiceAudio],
        export: ExportSettings | None = None,
        history: History | None = None,
    ) -> None:
        """Write the unsaved state (call every few seconds while the document is dirty).

        ``history`` is the undo stack at ``doc`` (an immutable ``History``, so
        a worker thread may write it); it is stored as a project stores it, so
        after a crash the user can still undo back through the unsaved edits.
        ``takes`` should hold the audio of ``history.takes()`` too.
        """
        snapshot = self.folder / SNAPSHOT
        _link_saved_takes(snapshot, doc, takes, history)
        save_project(snapshot, doc, takes, voice_audio, export, history=history)
        meta = {
            "project_path": self.project_path,
            "project_fingerprint": self.project_fingerprint,
            "saved_at": time.time(),
            "line_count": len(doc.lines),
            "pid": os.getpid(),
        }
        write_text_atomic(self.folder / META, json.dumps(meta))

    def clear(self) -> None:
        """Nothing unsaved any more (the project was just saved): drop the snapshot."""
        with contextlib.suppress(OSError):
            (self.folder / META).unlink()
        shutil.rmtree(self.folder / SNAPSHOT, ignore_errors=True)

    def close(self) -> None:
        """A clean exit: remove the entry entirely."""
        self.clear()
        self.release()
        shutil.rmtree(self.folder, ignore_errors=True)

    def release(self) -> None:
        """Let go of the entry but keep it: the next start offers to restore it."""
        if self._lock is not None:
            self._lock.close()
            self._lock = None


def _link_saved_takes(
    snapshot: Path, doc: Document, takes: TakeAudioStore, history: History | None
) -> None:
    """Hard-link into the snapshot the take files a project folder already holds.

    A take's file never changes for its id, so a link is as good as a copy, and it
    survives the project's own file being deleted. Copying instead cost the first
    autosave after every save a copy of the whole book's audio (5,000 files at 5,000
    lines: 5-30 s of the file thread, which a save then waits behind). A take that
    cannot be linked (another file system, no permission) is copied by the save.
    """
    wanted = [take.id for line in doc.lines for take in line.takes]
    if history is not None:
        wanted += [take.id for take in history.capped().takes()]
    folder = snapshot / TAKES_DIR
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return  # the save says why
    linked = 0
    for take_id in wanted:
        source = takes.file_of(take_id)
        if source is None:
            continue  # in memory: the save writes it
        try:
            os.link(source, snapshot / take_file_name(take_id))
        except OSError:  # linked already, or it cannot be: the save sees to it
            continue
        linked += 1
    if linked:
        fsync_folder(folder)


def find_recoveries(base: Path | None = None) -> list[Recovery]:
    """Autosaves whose owner is gone, newest first (call once at start)."""
    root = recovery_dir(base)
    if not root.is_dir():
        return []
    found: list[Recovery] = []
    for folder in sorted(root.iterdir()):
        if not folder.is_dir():
            continue
        try:
            with open(folder / LOCK, "ab") as handle:
                if not _try_lock(handle):
                    continue  # its owner is still running
        except OSError:
            continue
        meta = _read_meta(folder)
        if meta is None or not (folder / SNAPSHOT / PROJECT_FILE).is_file():
            # Owner died before its first autosave: nothing to offer.
            shutil.rmtree(folder, ignore_errors=True)
            continue
        found.append(meta)
    return sorted(found, key=lambda r: r.saved_at, reverse=True)


def _read_meta(folder: Path) -> Recovery | None:
    try:
        data = json.loads((folder / META).read_text(encoding="utf-8"))
        project = data.get("project_path")
        fingerprint = data.get("project_fingerprint")
        return Recovery(
            folder=folder,
            project_path=project if isinstance(project, str) else None,
            saved_at=float(data.get("saved_at", 0.0)),
            line_count=int(data.get("line_count", 0)),
            project_fingerprint=fingerprint if isinstance(fingerprint, str) else None,
        )
    except (OSError, ValueError, TypeError, AttributeError):
        return None


def restore(recovery: Recovery) -> LoadedProject:
    """The autosaved project, with its undo history (``history``; None when none was
    kept, or ``history_warning`` says why it could not be used). It stays on disk
    until ``discard``: discard it once the restored document is saved or
    autosaved by the new session."""
    # Read all audio now: the entry is deleted once the work is safe elsewhere.
    return load_project(recovery.folder / SNAPSHOT, lazy_audio=False)


def discard(recovery: Recovery) -> None:
    shutil.rmtree(recovery.folder, ignore_errors=True)


__all__ = [
    "Recovery",
    "RecoverySession",
    "data_dir",
    "discard",
    "find_recoveries",
    "recovery_dir",
    "restore",
]
