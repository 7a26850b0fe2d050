"""The disk tier: one safetensors file per prompt state plus JSON metadata.

Both files are written atomically (temp file, fsync, rename); the JSON file
is written last, so its presence means the state file is complete. On load,
the state file's checksum and embedded key are verified: a file that fails
any check is deleted and reported as a miss, never trusted. No pickle.
"""

from __future__ import annotations

import errno
import hashlib
import json
import logging
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import safetensors  # its error type only: safetensors.torch (and torch) load when used

from studio.cache.keys import CACHE_FORMAT_VERSION, PromptKey
from studio.core.files.atomic_file import TEMP_SUFFIX, new_temp, unlink_quietly, write_bytes_atomic
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said

if TYPE_CHECKING:
    import torch

log = logging.getLogger(__name__)

STATE_SUFFIX = ".safetensors"
META_SUFFIX = ".json"
# Only files named like this are the tier's own: a cache folder pointed at a
# folder holding other files never touches them (clear, eviction, listing).
_OWN_FILE = re.compile(r"^\.?[0-9a-f]{64}(\.safetensors|\.json)(\.[0-9a-f]+\.part)?$")


@dataclass(frozen=True)
class DiskEntry:
    digest: str
    nbytes: int
    meta: dict[str, object]


def _embedded_key(blob: bytes) -> object:
    """The ``key`` in a safetensors blob's header metadata (read from memory, not disk)."""
    size = int.from_bytes(blob[:8], "little")
    header = json.loads(blob[8 : 8 + size])
    metadata = header.get("__metadata__") if isinstance(header, dict) else None
    return metadata.get("key") if isinstance(metadata, dict) else None


def encode_state(digest: str, tensors: dict[str, torch.Tensor]) -> bytes:
    """A prompt state as the tier stores it: safetensors bytes on the CPU, with the key
    embedded (also how a state travels between the machines of a cluster)."""
    import safetensors.torch  # here, not at import: the window imports no torch to start

    cpu = {name: t.detach().to("cpu").contiguous() for name, t in tensors.items()}
    return safetensors.torch.save(cpu, metadata={"key": digest})


def decode_state(blob: bytes, digest: str, sha256: object) -> dict[str, torch.Tensor]:
    """The tensors of ``encode_state``'s bytes, checked against their checksum and key.

    Raises ValueError (or safetensors' own error) for bytes that fail a check.
    """
    import safetensors.torch

    if hashlib.sha256(blob).hexdigest() != sha256:
        raise ValueError("checksum mismatch")
    tensors = safetensors.torch.load(blob)
    # The embedded key guards against a state file swapped under a valid JSON file.
    if _embedded_key(blob) != digest:
        raise ValueError("embedded key mismatch")
    return tensors


def _is_digest(name: str) -> bool:
    return len(name) == 64 and all(c in "0123456789abcdef" for c in name)


def write_problem(directory: Path, exc: BaseException) -> Said:
    """One sentence: the cache cannot be written, why, and what to do (``str`` of it
    is the English; the window translates it)."""
    cause = exc.__cause__ if isinstance(exc, OutputError) and exc.__cause__ else exc
    code = cause.errno if isinstance(cause, OSError) else None
    other_folder = Said(QT_TRANSLATE_NOOP("StudioError", "choose another cache folder"))
    reason: str | Said
    if code in (errno.ENOSPC, errno.EDQUOT):
        reason = Said(QT_TRANSLATE_NOOP("StudioError", "the disk is full"))
        hint = Said(QT_TRANSLATE_NOOP("StudioError", "free some space to keep them next time"))
    elif code in (errno.EACCES, errno.EPERM, errno.EROFS):
        reason, hint = Said(QT_TRANSLATE_NOOP("StudioError", "permission denied")), other_folder
    elif code in (errno.EEXIST, errno.ENOTDIR):
        reason, hint = Said(QT_TRANSLATE_NOOP("StudioError", "a file is in the way")), other_folder
    else:
        strerror = cause.strerror if isinstance(cause, OSError) else None
        reason, hint = (strerror or str(cause)).rstrip("."), other_folder
    return Said(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "The prompt cache cannot be saved in {0} ({1}), so voice states are "
            "kept in memory only; {2}.",
        ),
        directory,
        reason,
        hint,
    )


class DiskTier:
    """Prompt states on disk, bounded by bytes (least recently used go first)."""

    def __init__(self, directory: str | Path, max_bytes: int) -> None:
        self.directory = Path(directory)
        self.max_bytes = max_bytes
        # digest -> (state file bytes, last use): built from one folder scan,
        # then kept current by put/get/discard, so the size shown after every
        # line costs nothing however many entries the folder holds.
        self._index: dict[str, tuple[int, float]] | None = None

    def _scan(self) -> dict[str, tuple[int, float]]:
        if self._index is None:
            index: dict[str, tuple[int, float]] = {}
            if self.directory.is_dir():
                for meta_path in self.directory.glob(f"*{META_SUFFIX}"):
                    digest = meta_path.name[: -len(META_SUFFIX)]
                    if not _is_digest(digest):
                        continue
                    try:
                        size = (self.directory / f"{digest}{STATE_SUFFIX}").stat().st_size
                        used = meta_path.stat().st_mtime
                    except OSError:
                        continue
                    index[digest] = (size, used)
            self._index = index
        return self._index

    def _paths(self, digest: str) -> tuple[Path, Path]:
        return (
            self.directory / f"{digest}{STATE_SUFFIX}",
            self.directory / f"{digest}{META_SUFFIX}",
        )

    def put(
        self,
        key: PromptKey,
        tensors: dict[str, torch.Tensor],
        extra: dict[str, object] | None = None,
    ) -> int:
        """Store a state; return the bytes written.

        Raises OutputError (a full disk, no permission) and leaves no partial file.
        """
        import torch

        self.directory.mkdir(parents=True, exist_ok=True)
        blob = encode_state(key.digest, tensors)
        state_path, meta_path = self._paths(key.digest)
        meta: dict[str, object] = {
            **key.fields(),
            **(extra or {}),
            "key": key.digest,
            "format_version": CACHE_FORMAT_VERSION,
            "created": time.time(),
            "nbytes": len(blob),
            "sha256": hashlib.sha256(blob).hexdigest(),
            "torch": torch.__version__,
        }
        write_bytes_atomic(state_path, blob)
        write_bytes_atomic(meta_path, json.dumps(meta, indent=1, sort_keys=True).encode())
        # _evict rescans the folder, which picks up the entry just written.
        self._evict(keep=key.digest)
        return len(blob)

    def get(self, digest: str) -> dict[str, torch.Tensor] | None:
        """Load and verify a state; None when absent or discarded as bad."""
        state_path, meta_path = self._paths(digest)
        if not meta_path.exists():
            return None
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            if not isinstance(meta, dict):
                raise ValueError("metadata is not a JSON object")
            if meta.get("format_version") != CACHE_FORMAT_VERSION or meta.get("key") != digest:
                raise ValueError("metadata does not match this key or format")
            blob = state_path.read_bytes()
            tensors = decode_state(blob, digest, meta.get("sha256"))
        except (OSError, ValueError, json.JSONDecodeError, safetensors.SafetensorError) as exc:
            log.warning("discarding cached prompt state %s: %s", digest[:12], exc)
            self.discard(digest)
            return None
        now = time.time()
        try:
            os.utime(meta_path, (now, now))
        except OSError:
            pass
        self._scan()[digest] = (len(blob), now)
        return tensors

    def discard(self, digest: str) -> None:
        if self._index is not None:
            self._index.pop(digest, None)
        for path in self._paths(digest):
            try:
                path.unlink()
            except FileNotFoundError:
                pass

    def entries(self) -> list[DiskEntry]:
        """Every complete entry, most recently used first."""
        if not self.directory.is_dir():
            return []
        found: list[tuple[float, DiskEntry]] = []
        for meta_path in self.directory.glob(f"*{META_SUFFIX}"):
            digest = meta_path.name[: -len(META_SUFFIX)]
            read = self._read_entry(digest) if _is_digest(digest) else None
            if read is not None:
                found.append(read)
        found.sort(key=lambda item: item[0], reverse=True)
        return [entry for _, entry in found]

    def entry(self, digest: str) -> DiskEntry | None:
        """One entry's size and metadata, reading only its own files."""
        read = self._read_entry(digest)
        return None if read is None else read[1]

    def _read_entry(self, digest: str) -> tuple[float, DiskEntry] | None:
        state_path, meta_path = self._paths(digest)
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
            size = state_path.stat().st_size
            used = meta_path.stat().st_mtime
        except (OSError, ValueError):
            return None
        if not isinstance(meta, dict):
            return None
        return used, DiskEntry(digest, size, meta)

    @property
    def nbytes(self) -> int:
        """Bytes of all states, as this tier last saw the folder (no disk access)."""
        return sum(size for size, _ in self._scan().values())

    def __contains__(self, digest: object) -> bool:
        return isinstance(digest, str) and self._paths(digest)[1].exists()

    def clear(self) -> int:
        """Delete every entry (and stray temp files); return how many entries went."""
        self._index = None
        if not self.directory.is_dir():
            return 0
        count = 0
        for path in self.directory.iterdir():
            if not _OWN_FILE.match(path.name):
                continue
            if path.suffix == META_SUFFIX:
                count += 1
            if path.suffix in (META_SUFFIX, STATE_SUFFIX, TEMP_SUFFIX):
                path.unlink(missing_ok=True)
        return count

    def check_writable(self) -> None:
        """Raise OutputError when no state could be written here (checked before a render)."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            said = write_problem(self.directory, exc)
            raise OutputError(said) from exc
        probe = new_temp(self.directory / ("0" * 64 + STATE_SUFFIX))
        unlink_quietly(probe)

    def _evict(self, keep: str) -> None:
        # Rescan first: another process may share the folder.
        self._index = None
        index = self._scan()
        total = sum(size for size, _ in index.values())
        for digest, (size, _) in sorted(index.items(), key=lambda item: item[1][1]):
            if total <= self.max_bytes:
                break
            if digest == keep:
                continue
            self.discard(digest)
            total -= size
