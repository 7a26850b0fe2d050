"""The entries of a zip archive (EPUB, DOCX) that came from anywhere, read with limits.

A book is a zip of XML from strangers, so:

- the central directory's size and entry count are read from its end record
  before ``zipfile`` builds one object per entry (a million empty entries
  would cost hundreds of megabytes before any check could run);
- an entry whose declared size passes its cap (or takes the total read past
  its own) is refused before a byte is decompressed; otherwise it is
  decompressed in 1 MiB chunks that are counted as they come, so nothing is
  ever unpacked first. A header that lies cannot get past the caps either:
  zipfile stops at the declared size and then fails the CRC, which ends as
  a damaged file after at most the declared size;
- entry names that climb out of the archive (``../x``, ``/etc/x``, ``C:x``)
  are not entries at all: nothing can name them.
"""

from __future__ import annotations

import re
import struct
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import BinaryIO

from studio.core.books.errors import BookError, ProtectedBookError, UnsafeBookError
from studio.errors import QT_TRANSLATE_NOOP, Said

MIB = 2**20
_CHUNK = MIB
_END_RECORD = struct.Struct("<4s4H2LH")
_ZIP64_LOCATOR = struct.Struct("<4sLQL")
_ZIP64_END_RECORD = struct.Struct("<4sQ2H2L4Q")


@dataclass(frozen=True)
class ArchiveLimits:
    """Caps on what one book may unpack to. A 300,000-word novel is about 3 MB of
    XHTML (20 MB as DOCX XML), so the defaults leave a wide margin for
    legitimate books while a bomb is stopped after one chunk."""

    max_entry_bytes: int = 64 * MIB
    max_total_bytes: int = 256 * MIB
    max_entries: int = 20_000
    max_directory_bytes: int = 8 * MIB


DEFAULT_LIMITS = ArchiveLimits()


def is_safe_name(name: str) -> bool:
    """Whether an entry name stays inside the archive."""
    if not name or "\x00" in name or "\\" in name or name.startswith("/"):
        return False
    if re.match(r"[A-Za-z]:", name):
        return False
    return ".." not in name.split("/")


class Archive:
    """A zip archive opened for reading entries under ``limits``; use it as a context manager.

    ``what`` names the kind of book in messages ("EPUB", or a clause marked for
    translation: "Word document").
    """

    def __init__(
        self, path: Path, what: str | Said, limits: ArchiveLimits = DEFAULT_LIMITS
    ) -> None:
        self.source = str(path)
        self.what = what
        self.limits = limits
        self._read_total = 0
        try:
            with open(path, "rb") as handle:
                self._check_directory(handle)
            self._zip = zipfile.ZipFile(path)
        except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, struct.error, ValueError):
            raise self.damaged(
                Said(QT_TRANSLATE_NOOP("StudioError", "its zip index cannot be read"))
            ) from None
        except OSError as exc:
            raise BookError(
                QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."),
                self.source,
                exc.strerror or exc,
            ) from None
        self._infos = {
            info.filename: info
            for info in self._zip.infolist()
            if is_safe_name(info.filename) and not info.is_dir()
        }

    def __enter__(self) -> Archive:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self._zip.close()

    @property
    def names(self) -> frozenset[str]:
        return frozenset(self._infos)

    def has(self, name: str) -> bool:
        return name in self._infos

    def size(self, name: str) -> int:
        """The entry's unpacked size as its header declares it (not trusted when reading)."""
        return self._infos[name].file_size

    def read(self, name: str) -> bytes:
        """The entry's bytes; UnsafeBookError as soon as a cap is passed."""
        info = self._infos.get(name)
        if info is None:
            raise self.damaged(
                Said(
                    QT_TRANSLATE_NOOP("StudioError", "it names {0!r}, which it does not hold"), name
                )
            )
        if info.flag_bits & 0x1:
            raise ProtectedBookError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} is encrypted with a password ({1!r} cannot be opened), so "
                    "the studio cannot read it; import a copy without the password.",
                ),
                self.source,
                name,
            )
        self._check_size(name, info.file_size, self._read_total + info.file_size)
        chunks: list[bytes] = []
        size = 0
        try:
            with self._zip.open(info) as stream:
                while chunk := stream.read(_CHUNK):
                    size += len(chunk)
                    self._check_size(name, size, self._read_total + size)
                    chunks.append(chunk)
        except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError):
            raise self.damaged(
                Said(QT_TRANSLATE_NOOP("StudioError", "{0!r} cannot be unpacked"), name)
            ) from None
        except OSError as exc:
            raise BookError(
                QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."),
                self.source,
                exc.strerror or exc,
            ) from None
        self._read_total += size
        return b"".join(chunks)

    def damaged(self, detail: Said) -> BookError:
        """The error for a damaged archive; ``detail`` says what is wrong (a clause)."""
        return BookError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is not a readable {1} ({2}); the file may be damaged, "
                "so get another copy or save it again from the program that made it.",
            ),
            self.source,
            self.what,
            detail,
        )

    def _check_size(self, name: str, entry: int, total: int) -> None:
        if entry > self.limits.max_entry_bytes:
            raise UnsafeBookError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} holds {1!r}, which unpacks to more than "
                    "{2} MB, far more than any book needs (the "
                    "file may be a zip bomb); it was not read, so get another copy of the book.",
                ),
                self.source,
                name,
                self.limits.max_entry_bytes // MIB,
            )
        if total > self.limits.max_total_bytes:
            raise UnsafeBookError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} unpacks to more than {1} MB of "
                    "text, far more than any book needs (the file may be a zip bomb); it was not "
                    "read, so get another copy of the book.",
                ),
                self.source,
                self.limits.max_total_bytes // MIB,
            )

    def _check_directory(self, handle: BinaryIO) -> None:
        """Refuse an index with more entries, or bytes, than a book has."""
        handle.seek(0, 2)
        end = handle.tell()
        tail_start = max(0, end - _END_RECORD.size - 65535)
        handle.seek(tail_start)
        tail = handle.read()
        at = tail.rfind(b"PK\x05\x06")
        if at < 0 or len(tail) - at < _END_RECORD.size:
            raise zipfile.BadZipFile("no end record")
        record = _END_RECORD.unpack_from(tail, at)
        entries, directory = record[4], record[5]
        if (entries == 0xFFFF or directory == 0xFFFFFFFF) and at >= _ZIP64_LOCATOR.size:
            locator = _ZIP64_LOCATOR.unpack_from(tail, at - _ZIP64_LOCATOR.size)
            if locator[0] == b"PK\x06\x07":
                handle.seek(locator[2])
                record64 = _ZIP64_END_RECORD.unpack(handle.read(_ZIP64_END_RECORD.size))
                entries, directory = record64[7], record64[8]
        if entries > self.limits.max_entries or directory > self.limits.max_directory_bytes:
            raise UnsafeBookError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} holds {1:,} files in a {2:.0f} MB index, far "
                    "more than any book needs (the file may be a zip bomb); it was not read, so "
                    "get another copy of the book.",
                ),
                self.source,
                entries,
                directory / MIB,
            )


__all__ = ["DEFAULT_LIMITS", "MIB", "Archive", "ArchiveLimits", "is_safe_name"]
