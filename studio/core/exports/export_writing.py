"""Writing an export's files: each to a temp file beside it, all renamed into place or none.

``Staging`` collects the temp files; ``commit`` renames every one over its
destination only when all were written (an existing file moves to the trash
first when the user confirmed that), and ``abort`` deletes them and any
folder it made, so a failure or a cancel leaves no new file, half-written or
not. Audio goes through ``write_audio``: libsndfile for WAV, FLAC and OGG,
PyAV for MP3 and M4B (``audiobook``).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import soundfile as sf

from studio.core.exports.audiobook import BookTags, ChapterMark, write_m4b, write_mp3
from studio.core.exports.export_formats import AudioFormat
from studio.core.exports.export_settings import ExportRequest, ExportSettings
from studio.core.files.atomic_file import (
    check_folder,
    describe_os_error,
    describe_write_failure,
    fsync_file,
    fsync_folder,
    new_temp,
    unlink_quietly,
)
from studio.core.files.replacing import OnExisting, replace_file
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said, StudioError


def book_tags(settings: ExportSettings, book_name: str = "", credit: str = "") -> BookTags:
    """The tags of a file of the book: its title, author, cover, the book as album, and
    the models' credit as its comment."""
    cover = Path(settings.cover).expanduser() if settings.cover else None
    return BookTags(
        settings.title, settings.artist, cover, album=settings.title or book_name, comment=credit
    )


def write_audio(
    path: Path,
    samples: np.ndarray,
    rate: int,
    fmt: AudioFormat,
    settings: ExportSettings,
    chapters: Sequence[ChapterMark],
    tags: BookTags,
    shown: Path | None = None,
) -> None:
    """Write mono float ``samples`` to ``path`` as ``fmt``; errors name ``shown`` (the
    destination a temp file stands for)."""
    named = shown or path
    try:
        if fmt.container == "M4B":
            write_m4b(path, samples, rate, chapters, tags)
        elif fmt.name == "mp3":
            write_mp3(path, samples, rate, settings.bit_rate, chapters, tags)
        else:
            _write_libsndfile(path, samples, rate, fmt, tags)
    except OSError as exc:
        raise describe_os_error(named, exc) from exc
    except (RuntimeError, AssertionError, sf.LibsndfileError) as exc:
        raise describe_write_failure(named, exc, fmt.label) from exc


def _write_libsndfile(
    path: Path, samples: np.ndarray, rate: int, fmt: AudioFormat, tags: BookTags
) -> None:
    data = samples if fmt.subtype == "FLOAT" else np.clip(samples, -1.0, 1.0)
    with sf.SoundFile(
        str(path), "w", samplerate=rate, channels=1, format=fmt.container, subtype=fmt.subtype
    ) as handle:
        # libsndfile only stores tags set before the first frame.
        if tags.title:
            handle.title = tags.title
        if tags.author:
            handle.artist = tags.author
        if tags.book:
            handle.album = tags.book
        if tags.comment:
            handle.comment = tags.comment
        handle.write(data)


class Staging:
    """Temp files waiting to be renamed over their destinations, all or none."""

    def __init__(self, on_existing: OnExisting = "overwrite") -> None:
        self._pending: list[tuple[Path, Path]] = []
        self._made_folders: list[Path] = []
        self._trash_old = on_existing == "trash"
        # Sentences about replaced files the trash would not take.
        self.notes: list[Said] = []

    def make_folder(self, folder: Path) -> None:
        if folder.is_dir():
            return
        check_folder(folder)
        try:
            folder.mkdir()
        except OSError as exc:
            raise describe_os_error(folder, exc) from exc
        self._made_folders.append(folder)

    def audio(
        self,
        path: Path,
        samples: np.ndarray,
        rate: int,
        fmt: AudioFormat,
        settings: ExportSettings,
        chapters: Sequence[ChapterMark] = (),
        tags: BookTags | None = None,
    ) -> Path:
        """Write the audio of ``path`` to its temp file; returns the temp file (to check)."""
        tmp = self._temp(path)
        write_audio(
            tmp, samples, rate, fmt, settings, chapters, tags or book_tags(settings), shown=path
        )
        return tmp

    def text(self, path: Path, text: str) -> None:
        tmp = self._temp(path)
        try:
            with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
        except OSError as exc:
            raise describe_os_error(path, exc) from exc

    def _temp(self, path: Path) -> Path:
        if path.is_dir():
            raise _is_a_folder(path)
        tmp = new_temp(path)
        self._pending.append((tmp, path))
        return tmp

    def commit(self) -> tuple[Path, ...]:
        current = Path()
        try:
            for tmp, current in self._pending:  # noqa: B007 - named in the error below
                fsync_file(tmp)
            for tmp, current in self._pending:
                if self._trash_old:
                    note = replace_file(tmp, current)
                    if note is not None:
                        self.notes.append(note)
                else:
                    os.replace(tmp, current)
        except OSError as exc:
            self.abort()
            raise describe_os_error(current, exc) from exc
        for folder in {path.parent for _, path in self._pending}:
            fsync_folder(folder)
        done = tuple(path for _, path in self._pending)
        self._pending.clear()
        return done

    def abort(self) -> None:
        for tmp, _ in self._pending:
            unlink_quietly(tmp)
        self._pending.clear()
        for folder in reversed(self._made_folders):
            try:
                folder.rmdir()
            except OSError:
                pass


def check_destinations(request: ExportRequest) -> None:
    """Fail in milliseconds, before any audio work, on paths that cannot be written."""
    for path in (request.out, request.srt, request.vtt, request.labels):
        if path is not None:
            check_folder(path)
            if path.is_dir():
                raise _is_a_folder(path)
    for folder in (request.stems_dir, request.chapters_dir):
        if folder is not None:
            if folder.exists() and not folder.is_dir():
                raise OutputError(
                    QT_TRANSLATE_NOOP(
                        "StudioError", "{0} exists and is not a folder; choose another."
                    ),
                    folder,
                )
            check_folder(folder)
    cover = request.settings.cover
    if cover and not Path(cover).expanduser().is_file():
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such cover image; check the path."), cover
        )


def _is_a_folder(path: Path) -> OutputError:
    return OutputError(
        QT_TRANSLATE_NOOP("StudioError", "Cannot write {0}: it is a folder; give a file name."),
        path,
    )


__all__ = ["Staging", "book_tags", "check_destinations", "write_audio"]
