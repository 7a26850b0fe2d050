"""Take audio by take id: in memory until saved, then read from the project when asked.

A project of a whole book holds hours of takes; reading them all at open
would take long and hold gigabytes. The store instead remembers which file
holds each saved take and reads it on ``get``, keeping the most recently used
audio up to ``cache_bytes``. Audio that is not in a file yet (a new render)
stays in memory until a save writes it.

The folder a store reads from must stay while the store refers to it: a save
that deletes a file the store still uses first reads that audio back into
memory (``retain``), and a project about to be deleted is opened with
``lazy_audio=False``.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable
from pathlib import Path

import numpy as np
import soundfile as sf

# About 45 minutes of 24 kHz float audio: plenty to play and compare takes.
DEFAULT_CACHE_BYTES = 256 * 2**20


def read_take_file(path: Path) -> np.ndarray | None:
    """A take's mono float32 samples, or None when the file is missing or unreadable."""
    try:
        data, _ = sf.read(str(path), dtype="float32", always_2d=False)
    except (OSError, RuntimeError, sf.LibsndfileError):
        return None
    samples = np.asarray(data, dtype=np.float32)
    return samples if samples.ndim == 1 else None


class TakeAudioStore:
    """Take audio by take id (float32 mono). Lives beside the document.

    Safe to read from another thread (a background save) while the owner adds.
    """

    def __init__(self, cache_bytes: int = DEFAULT_CACHE_BYTES) -> None:
        self.cache_bytes = cache_bytes
        self._unsaved: dict[str, np.ndarray] = {}
        self._files: dict[str, Path] = {}
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cached_bytes = 0
        # The file a take was read from before a save pointed it elsewhere: read from
        # there if the new file goes (another save into the same folder removed it).
        self._earlier: dict[str, Path] = {}
        self._lock = threading.Lock()
        # The store this one is a subset of: files a save deletes are kept there too.
        self._parent: TakeAudioStore | None = None

    # ------------------------------------------------------------ the API

    def put(self, take_id: str, audio: np.ndarray) -> None:
        with self._lock:
            self._drop(take_id)
            self._unsaved[take_id] = np.asarray(audio, dtype=np.float32)

    def get(self, take_id: str) -> np.ndarray | None:
        with self._lock:
            audio = self._unsaved.get(take_id)
            if audio is not None:
                return audio
            audio = self._cache.get(take_id)
            if audio is not None:
                self._cache.move_to_end(take_id)
                return audio
            path = self._files.get(take_id)
            earlier = self._earlier.get(take_id)
        audio = self._read_file(path, earlier)
        if audio is not None:
            with self._lock:
                if self._files.get(take_id) == path:
                    self._remember(take_id, audio)
        return audio

    def peek(self, take_id: str) -> np.ndarray | None:
        """The take's audio if it is in memory (unsaved, or read recently); never reads a
        file, so the GUI thread may ask it of any take."""
        with self._lock:
            audio = self._unsaved.get(take_id)
            return audio if audio is not None else self._cache.get(take_id)

    def in_memory(self) -> InMemory:
        """This store as an audio source that never reads a file (``peek``)."""
        return InMemory(self)

    def read(self, take_id: str) -> np.ndarray | None:
        """The take's audio like ``get``, but a file read is not kept in the cache (a
        pass over every take, such as measuring them, must not evict the ones in use)."""
        with self._lock:
            audio = self._unsaved.get(take_id)
            if audio is None:
                audio = self._cache.get(take_id)
            if audio is not None:
                return audio
            path = self._files.get(take_id)
            earlier = self._earlier.get(take_id)
        return self._read_file(path, earlier)

    @staticmethod
    def _read_file(path: Path | None, earlier: Path | None) -> np.ndarray | None:
        for candidate in (path, earlier):
            if candidate is not None:
                audio = read_take_file(candidate)
                if audio is not None:
                    return audio
        return None

    def discard(self, take_id: str) -> None:
        with self._lock:
            self._drop(take_id)

    def __contains__(self, take_id: object) -> bool:
        with self._lock:
            return take_id in self._unsaved or take_id in self._files

    def ids(self) -> list[str]:
        with self._lock:
            return list(self._unsaved) + [i for i in self._files if i not in self._unsaved]

    # ------------------------------------------------------------ files

    def add_file(self, take_id: str, path: Path) -> None:
        """The take's audio is in ``path`` (read when first asked for)."""
        with self._lock:
            self._drop(take_id)
            self._files[take_id] = path

    def file_of(self, take_id: str) -> Path | None:
        """The file holding the take's audio, when it is saved and not replaced since."""
        with self._lock:
            if take_id in self._unsaved:
                return None
            path = self._files.get(take_id)
            earlier = self._earlier.get(take_id)
        if path is not None and not path.is_file() and earlier is not None and earlier.is_file():
            return earlier
        return path

    def saved(self, take_id: str, path: Path) -> None:
        """A save wrote (or found) the take in ``path``: its memory may now be freed."""
        with self._lock:
            audio = self._unsaved.pop(take_id, None)
            self._repoint(take_id, path)
            if audio is not None:
                self._remember(take_id, audio)

    def retain(self, paths: Iterable[Path]) -> None:
        """Read back into memory the takes whose file is one of ``paths`` (about to be deleted).

        A subset passes the request on to the store it was taken from.
        """
        doomed = {_resolved(p) for p in paths}
        if not doomed:
            return
        if self._parent is not None:
            self._parent.retain(doomed)
        with self._lock:
            affected = [i for i, p in self._files.items() if _resolved(p) in doomed]
        for take_id in affected:
            audio = self.get(take_id)
            with self._lock:
                if audio is not None:
                    self._unsaved[take_id] = audio
                    self._forget_cached(take_id)
                self._files.pop(take_id, None)

    def subset(self, take_ids: Iterable[str]) -> TakeAudioStore:
        """A store of these takes that shares this one's audio and files (reads nothing).

        For a save on another thread: it reads each take when it writes it.
        """
        copy = TakeAudioStore(self.cache_bytes)
        copy._parent = self
        with self._lock:
            for take_id in take_ids:
                if take_id in self._unsaved:
                    copy._unsaved[take_id] = self._unsaved[take_id]
                elif take_id in self._files:
                    copy._files[take_id] = self._files[take_id]
        return copy

    @property
    def memory_bytes(self) -> int:
        """Bytes of audio held in memory (unsaved takes plus the read cache)."""
        with self._lock:
            return self._cached_bytes + sum(a.nbytes for a in self._unsaved.values())

    # ------------------------------------------------------------ inside the lock

    def _repoint(self, take_id: str, path: Path) -> None:
        old = self._files.get(take_id)
        if old is not None and old != path:
            self._earlier[take_id] = old
        self._files[take_id] = path

    def _drop(self, take_id: str) -> None:
        self._unsaved.pop(take_id, None)
        self._files.pop(take_id, None)
        self._earlier.pop(take_id, None)
        self._forget_cached(take_id)

    def _forget_cached(self, take_id: str) -> None:
        audio = self._cache.pop(take_id, None)
        if audio is not None:
            self._cached_bytes -= audio.nbytes

    def _remember(self, take_id: str, audio: np.ndarray) -> None:
        self._forget_cached(take_id)
        if audio.nbytes > self.cache_bytes:
            return
        self._cache[take_id] = audio
        self._cached_bytes += audio.nbytes
        while self._cached_bytes > self.cache_bytes:
            _, old = self._cache.popitem(last=False)
            self._cached_bytes -= old.nbytes


class InMemory:
    """A store's audio that is already in memory: ``get`` is its ``peek``."""

    def __init__(self, store: TakeAudioStore) -> None:
        self._store = store

    def get(self, take_id: str) -> np.ndarray | None:
        return self._store.peek(take_id)


def _resolved(path: Path) -> Path:
    try:
        return path.resolve()
    except OSError:
        return path.absolute()


__all__ = ["DEFAULT_CACHE_BYTES", "InMemory", "TakeAudioStore", "read_take_file"]
