"""Writing files so that a crash or a full disk never leaves half a file.

Every writer goes to a temp file in the destination folder (so the final
``os.replace`` is a rename on one file system, which is atomic), fsyncs it,
and only then renames it over the destination. A failure unlinks the temp
file and raises ``OutputError`` with a message a person can act on.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

from studio.errors import QT_TRANSLATE_NOOP, OutputError

TEMP_SUFFIX = ".part"
_O_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def describe_os_error(path: Path, exc: OSError) -> OutputError:
    """An OutputError that says what went wrong writing ``path`` and what to do."""
    if isinstance(exc, PermissionError) or exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return OutputError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot write {0}: permission denied; choose another folder."
            ),
            path,
        )
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return _disk_full_error(path)
    if exc.errno == errno.ENOENT:
        return _no_folder_error(path, path.parent)
    reason = exc.strerror or str(exc)
    return OutputError(
        QT_TRANSLATE_NOOP("StudioError", "Cannot write {0}: {1}; choose another folder."),
        path,
        reason,
    )


def _disk_full_error(path: Path) -> OutputError:
    return OutputError(
        QT_TRANSLATE_NOOP(
            "StudioError", "Cannot write {0}: the disk is full; free some space and try again."
        ),
        path,
    )


def _no_folder_error(path: Path, folder: Path) -> OutputError:
    return OutputError(
        QT_TRANSLATE_NOOP("StudioError", "Cannot write {0}: the folder {1} does not exist."),
        path,
        folder,
    )


def disk_full(path: Path) -> bool:
    """Whether the file system ``path`` is on has (next to) no room left.

    libsndfile reports a full disk as "System error" or a failed encoder, not
    as ENOSPC; this tells the person what actually happened.
    """
    try:
        stats = os.statvfs(path if path.is_dir() else path.parent)
    except OSError:
        return False
    return stats.f_bavail * stats.f_frsize < 64 * 1024


def describe_write_failure(path: Path, exc: Exception, label: str = "") -> OutputError:
    """An OutputError for a writer (libsndfile) that failed without an OSError;
    ``label`` names the format it was writing ("MP3"), if any."""
    if disk_full(path):
        return _disk_full_error(path)
    if label:
        return OutputError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot write {0} as {1}: {2}; choose another folder or format."
            ),
            path,
            label,
            str(exc),
        )
    return OutputError(
        QT_TRANSLATE_NOOP("StudioError", "Cannot write {0}: {1}; choose another folder or format."),
        path,
        str(exc),
    )


def check_folder(path: Path) -> None:
    """Fail early, before any work, when the destination folder is missing."""
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise _no_folder_error(path, folder)


def new_temp(path: Path) -> Path:
    """Create an empty temp file beside ``path`` (same folder, so rename is atomic).

    Its mode is the one a plain ``open(path, "w")`` would leave: a new file gets
    what the umask allows (0644 under umask 022), a replaced file keeps its
    mode. ``mkstemp`` would make every file 0600, unreadable to the other
    programs and people the user shares exports and projects with.
    """
    check_folder(path)
    for _ in range(100):
        # The name is cut so that the temp name stays within the 255 bytes a file name may have.
        tmp = path.with_name(f".{path.name[:200]}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
        try:
            # Mode 0666 before the umask, exactly as open() creates a file.
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_NOFOLLOW, 0o666)
        except FileExistsError:
            continue
        except OSError as exc:
            raise describe_os_error(path, exc) from exc
        try:
            _keep_mode_of(path, fd)
        finally:
            os.close(fd)
        return tmp
    raise OutputError(
        QT_TRANSLATE_NOOP("StudioError", "Cannot write {0}: no free temporary name in {1}."),
        path,
        path.parent,
    )


def _keep_mode_of(path: Path, fd: int) -> None:
    try:
        mode = stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return  # no file to replace: the umask's mode stands
    with contextlib.suppress(OSError):
        os.fchmod(fd, mode)


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_folder(folder: Path) -> None:
    """Make a rename durable; not every platform can open a folder, which is fine."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def unlink_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


@contextlib.contextmanager
def staged(path: Path, before_replace: Callable[[], object] | None = None) -> Iterator[Path]:
    """Yield a temp path to write; on success it is fsynced and renamed over ``path``.

    ``before_replace`` runs once the new file is complete, just before the
    rename (a confirmed replace moves the old file to the trash there). Any
    exception inside the block (or in fsync/rename) removes the temp file;
    OSErrors become OutputError.
    """
    tmp = new_temp(path)
    try:
        yield tmp
        fsync_file(tmp)
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
    except OSError as exc:
        unlink_quietly(tmp)
        raise describe_os_error(path, exc) from exc
    except BaseException:
        unlink_quietly(tmp)
        raise
    fsync_folder(path.parent)


def write_bytes_atomic(
    path: Path, data: bytes, before_replace: Callable[[], object] | None = None
) -> None:
    """Replace ``path`` with ``data`` all at once, or not at all."""
    with staged(path, before_replace) as tmp, open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()


def write_text_atomic(
    path: Path, text: str, before_replace: Callable[[], object] | None = None
) -> None:
    write_bytes_atomic(path, text.encode("utf-8"), before_replace)
