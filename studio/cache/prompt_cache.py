"""The two-tier prompt cache and the lookup report every caller sees."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

from studio.cache.disk_tier import DiskTier, write_problem
from studio.cache.keys import PromptKey
from studio.cache.memory_tier import MemoryTier
from studio.errors import OutputError, Said

if TYPE_CHECKING:
    import torch

log = logging.getLogger(__name__)

# "shared": a cluster worker loaded the state another worker built, from Ray's object store.
Outcome = Literal["memory", "disk", "miss", "off", "shared"]


@dataclass(frozen=True)
class CacheLookup:
    """How a prompt state was found: where, how long it took, how big it is.

    ``ms`` is the build time on a miss (or with the cache off), the load time
    on a disk hit, and the lookup time on a memory hit.
    """

    outcome: Outcome
    ms: float
    nbytes: int
    key: str

    def to_json(self) -> dict[str, object]:
        return {
            "outcome": self.outcome,
            "ms": round(self.ms, 3),
            "nbytes": self.nbytes,
            "key": self.key,
        }


@dataclass
class CacheStats:
    memory_hits: int = 0
    disk_hits: int = 0
    misses: int = 0


class PromptCache:
    """Memory tier in front of an optional disk tier.

    ``build`` makes a state on a miss; ``to_tensors``/``from_tensors`` move it
    to and from the disk tier (``from_tensors`` puts it on the engine's
    device). A disk write failure (disk full, no permission) is logged, the
    state is still used, and no further state is written (so it is reported
    once, in ``last_disk_error``) until ``resume_disk_writes``: a cache that
    cannot persist must not stop a render. The disk tier is still read.
    """

    def __init__(self, memory: MemoryTier, disk: DiskTier | None = None) -> None:
        self.memory = memory
        self.disk = disk
        self.stats = CacheStats()
        # Why states are not written to disk any more; None while they are.
        self.disk_problem: Said | None = None

    @property
    def last_disk_error(self) -> str | None:
        """``disk_problem`` in English (the command line's sentence)."""
        return None if self.disk_problem is None else str(self.disk_problem)

    def stop_disk_writes(self, reason: Said) -> None:
        """Keep states in memory only from now on (``reason``: one sentence for the user)."""
        self.disk_problem = reason
        log.warning("%s", reason)

    def resume_disk_writes(self) -> None:
        """Try the disk tier again (the user freed space or fixed the folder)."""
        self.disk_problem = None

    def get_or_build(
        self,
        key: PromptKey,
        build: Callable[[], Any],
        to_tensors: Callable[[Any], dict[str, torch.Tensor]],
        from_tensors: Callable[[dict[str, torch.Tensor]], Any],
        nbytes: Callable[[Any], int],
    ) -> tuple[Any, CacheLookup]:
        start = time.perf_counter()
        entry = self.memory.get(key.digest)
        if entry is not None:
            self.stats.memory_hits += 1
            ms = (time.perf_counter() - start) * 1000
            return entry.state, CacheLookup("memory", ms, entry.nbytes, key.digest)

        if self.disk is not None:
            tensors = self.disk.get(key.digest)
            state = None
            if tensors is not None:
                try:
                    state = from_tensors(tensors)
                except (ValueError, KeyError, RuntimeError) as exc:
                    # Checksummed but not a state this engine can use (a bug or a
                    # format change that kept the key): rebuild, never trust it.
                    log.warning("discarding cached prompt state %s: %s", key.short, exc)
                    self.disk.discard(key.digest)
            if state is not None:
                size = nbytes(state)
                self.memory.put(key.digest, state, size)
                self.stats.disk_hits += 1
                ms = (time.perf_counter() - start) * 1000
                return state, CacheLookup("disk", ms, size, key.digest)

        state = build()
        build_ms = (time.perf_counter() - start) * 1000
        size = nbytes(state)
        self.memory.put(key.digest, state, size)
        self.stats.misses += 1
        if self.disk is not None and self.disk_problem is None:
            try:
                self.disk.put(key, to_tensors(state), {"build_ms": round(build_ms, 3)})
            except (OSError, OutputError) as exc:
                self.stop_disk_writes(write_problem(self.disk.directory, exc))
        return state, CacheLookup("miss", build_ms, size, key.digest)

    def where(self, digest: str) -> Outcome | None:
        """Which tier holds a key now (memory first), without loading it."""
        if digest in self.memory:
            return "memory"
        if self.disk is not None and digest in self.disk:
            return "disk"
        return None
