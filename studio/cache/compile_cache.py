"""Compiled models on disk: torch's compile caches, one folder per key, bounded by bytes.

When a model is compiled (``torch.compile``), Inductor keeps what it built in its
own caches: the FX graph cache, the AOT autograd cache and the Triton kernels.
The studio points them at a folder of its own, ``compiled/`` inside the prompt
cache's folder, with one folder per key: the model's fingerprint and dtype, the
torch, CUDA, Triton and Python versions, and the device's name (the GPU's), so
another machine or version never reuses what this one built. A second start with
the same key finds the graphs and kernels there and compiles nothing it compiled
before.

Each key folder holds ``key.json`` (the key's fields, when it was made, when it was
last used, how long the last compile took) beside torch's own files. The folders
together are bounded by bytes like the prompt cache: after a compile, the least
recently used other folders go first. Only folders named like a key and holding a
``key.json`` are the cache's own: listing, clearing and eviction leave anything
else alone. No torch and no Qt here; the engine that compiles applies the folder
(``studio.engines.voxcpm.compiling``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from studio.core.files.atomic_file import write_bytes_atomic

log = logging.getLogger(__name__)

COMPILE_FOLDER = "compiled"
# A compiled VoxCPM2 is tens of megabytes of graphs and kernels per key: room for
# several models, GPUs and torch versions.
DEFAULT_COMPILE_CACHE_BYTES = 2 * 1024**3
# Grows when what a key folder holds changes meaning (then old folders are never reused).
COMPILE_FORMAT = 1
KEY_FILE = "key.json"
_OWN_FOLDER = re.compile(r"^[0-9a-f]{20}$")


def compile_cache_dir(prompt_cache_dir: Path) -> Path:
    """The compile caches' folder inside the prompt cache's folder (``--cache-dir``)."""
    return Path(prompt_cache_dir) / COMPILE_FOLDER


@dataclass(frozen=True)
class CompileKey:
    """What a compiled model depends on, beyond what torch's own cache keys check."""

    engine: str
    fingerprint: str
    dtype: str
    device: str  # the GPU's name, or "cpu"
    torch: str
    cuda: str  # "" without CUDA
    triton: str  # "" without Triton
    python: str
    format: int = COMPILE_FORMAT

    def fields(self) -> dict[str, object]:
        return asdict(self)

    @property
    def digest(self) -> str:
        canonical = json.dumps(self.fields(), sort_keys=True).encode()
        return hashlib.sha256(canonical).hexdigest()[:20]


@dataclass(frozen=True)
class CompileEntry:
    """One key folder as ``entries`` found it."""

    digest: str
    folder: Path
    nbytes: int
    last_used: float
    meta: dict[str, object]

    @property
    def compile_seconds(self) -> float | None:
        value = self.meta.get("compile_seconds")
        return float(value) if isinstance(value, int | float) and value >= 0 else None


def folder_bytes(folder: Path) -> int:
    """Bytes of every file under ``folder`` (links not followed; vanishing files skipped)."""
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                continue
    return total


class CompileCache:
    """Key folders of torch's compile caches under ``directory``, bounded by bytes."""

    def __init__(self, directory: str | Path, max_bytes: int = DEFAULT_COMPILE_CACHE_BYTES) -> None:
        self.directory = Path(directory)
        self.max_bytes = max_bytes

    def folder(self, key: CompileKey) -> Path:
        return self.directory / key.digest

    def last_seconds(self, key: CompileKey) -> float | None:
        """How long compiling this key took the last time; None when it never did here."""
        meta = self._read_meta(self.folder(key))
        if meta is None:
            return None
        return CompileEntry(key.digest, self.folder(key), 0, 0.0, meta).compile_seconds

    def open(self, key: CompileKey) -> Path:
        """The key's folder, made when missing and marked as used now (the compile writes there).

        Raises OSError when the folder cannot be made or written.
        """
        folder = self.folder(key)
        folder.mkdir(parents=True, exist_ok=True)
        meta = self._read_meta(folder) or {"created": time.time()}
        meta.update({"key": key.fields(), "last_used": time.time()})
        self._write_meta(folder, meta)
        return folder

    def record(self, key: CompileKey, seconds: float) -> None:
        """Remember how long the compile took, then keep the folders within the budget.

        Raises OSError when the key's folder cannot be written.
        """
        folder = self.folder(key)
        meta = self._read_meta(folder) or {"created": time.time(), "key": key.fields()}
        meta.update({"compile_seconds": round(float(seconds), 3), "last_used": time.time()})
        self._write_meta(folder, meta)
        self.evict(keep=key.digest)

    def entries(self) -> list[CompileEntry]:
        """Every key folder, most recently used first."""
        if not self.directory.is_dir():
            return []
        found: list[CompileEntry] = []
        for folder in self.directory.iterdir():
            if not _OWN_FOLDER.match(folder.name) or not folder.is_dir():
                continue
            meta = self._read_meta(folder)
            if meta is None:
                continue
            used = meta.get("last_used")
            last_used = float(used) if isinstance(used, int | float) else 0.0
            found.append(CompileEntry(folder.name, folder, folder_bytes(folder), last_used, meta))
        found.sort(key=lambda entry: entry.last_used, reverse=True)
        return found

    @property
    def nbytes(self) -> int:
        return sum(entry.nbytes for entry in self.entries())

    def clear(self) -> int:
        """Delete every key folder; return how many went."""
        entries = self.entries()
        for entry in entries:
            shutil.rmtree(entry.folder, ignore_errors=True)
        return len(entries)

    def evict(self, keep: str) -> list[str]:
        """Delete the least recently used folders but ``keep`` until the rest fit the budget;
        return the digests deleted."""
        entries = self.entries()
        total = sum(entry.nbytes for entry in entries)
        removed: list[str] = []
        for entry in reversed(entries):
            if total <= self.max_bytes:
                break
            if entry.digest == keep:
                continue
            shutil.rmtree(entry.folder, ignore_errors=True)
            total -= entry.nbytes
            removed.append(entry.digest)
        if removed:
            log.info("compile cache: removed %d key folders over the budget", len(removed))
        return removed

    @staticmethod
    def _read_meta(folder: Path) -> dict[str, object] | None:
        try:
            meta = json.loads((folder / KEY_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return meta if isinstance(meta, dict) else None

    @staticmethod
    def _write_meta(folder: Path, meta: dict[str, object]) -> None:
        text = json.dumps(meta, indent=1, sort_keys=True)
        write_bytes_atomic(folder / KEY_FILE, text.encode("utf-8"))


__all__ = [
    "COMPILE_FOLDER",
    "COMPILE_FORMAT",
    "DEFAULT_COMPILE_CACHE_BYTES",
    "CompileCache",
    "CompileEntry",
    "CompileKey",
    "compile_cache_dir",
    "folder_bytes",
]
