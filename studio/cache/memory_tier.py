"""The memory tier: an LRU of prompt states bounded by bytes, not by count."""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class MemoryEntry:
    state: Any
    nbytes: int


class MemoryTier:
    """Least-recently-used states, evicted until their bytes fit ``max_bytes``.

    Used from the worker thread; the lock only makes the statistics safe to
    read from another thread.
    """

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self._entries: OrderedDict[str, MemoryEntry] = OrderedDict()
        self._bytes = 0
        self._lock = threading.Lock()

    def get(self, key: str) -> MemoryEntry | None:
        with self._lock:
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
            return entry

    def put(self, key: str, state: Any, nbytes: int) -> list[str]:
        """Store a state; return the keys evicted to make room.

        A state larger than the whole budget is not kept at all.
        """
        evicted: list[str] = []
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old.nbytes
            if nbytes > self.max_bytes:
                return evicted
            self._entries[key] = MemoryEntry(state, nbytes)
            self._bytes += nbytes
            while self._bytes > self.max_bytes:
                old_key, old_entry = self._entries.popitem(last=False)
                self._bytes -= old_entry.nbytes
                evicted.append(old_key)
        return evicted

    def discard(self, key: str) -> None:
        with self._lock:
            old = self._entries.pop(key, None)
            if old is not None:
                self._bytes -= old.nbytes

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._bytes = 0

    def __contains__(self, key: object) -> bool:
        with self._lock:
            return key in self._entries

    def __len__(self) -> int:
        with self._lock:
            return len(self._entries)

    @property
    def nbytes(self) -> int:
        with self._lock:
            return self._bytes

    def keys(self) -> list[str]:
        with self._lock:
            return list(self._entries)
