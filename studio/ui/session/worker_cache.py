"""What the worker tells the window about the prompt cache: where a voice's state is, the
cache's totals, and the library voices' keys. Plain functions of the cache (no Qt), run
on the worker thread."""

from __future__ import annotations

from studio.cache import PromptCache
from studio.core.store.voice_library import VoiceLibrary
from studio.errors import StudioError
from studio.render import Renderer, library_voice
from studio.ui.base.i18n import error_text, said_text
from studio.ui.session.jobs import (
    CacheSnapshot,
    CacheWhere,
    LibraryCacheQuery,
    LibraryCacheReply,
    LibraryVoiceCache,
    VoiceCacheStatus,
)


def cache_status(
    cache: PromptCache, digest: str, nbytes: int | None = None, build_ms: float | None = None
) -> VoiceCacheStatus:
    """Where a state is now; size and build time from the disk tier when not given."""
    where = cache.where(digest)
    disk = cache.disk
    if where == "disk" and disk is not None and (nbytes is None or build_ms is None):
        entry = disk.entry(digest)
        if entry is not None:
            nbytes = entry.nbytes if nbytes is None else nbytes
            value = entry.meta.get("build_ms")
            if build_ms is None and isinstance(value, int | float):
                build_ms = float(value)
    return VoiceCacheStatus(
        where if where in ("memory", "disk") else None, False, nbytes, build_ms, digest
    )


def cache_snapshot(cache: PromptCache) -> CacheSnapshot:
    """The cache's sizes, budgets and hit counts, for the stats bar."""
    disk = cache.disk
    return CacheSnapshot(
        memory_bytes=cache.memory.nbytes,
        memory_budget=cache.memory.max_bytes,
        disk_bytes=disk.nbytes if disk is not None else 0,
        disk_budget=disk.max_bytes if disk is not None else 0,
        memory_hits=cache.stats.memory_hits,
        disk_hits=cache.stats.disk_hits,
        misses=cache.stats.misses,
        disk_error=None if cache.disk_problem is None else said_text(cache.disk_problem),
    )


def library_cache(
    renderer: Renderer | None,
    cache: PromptCache | None,
    request: LibraryCacheQuery,
    keys: dict[tuple[object, ...], str],
    no_model: str,
) -> LibraryCacheReply:
    """Each library voice's prompt key for this model, and where its state is cached.

    ``keys`` remembers a voice's key while its file says the same: reading and
    resampling every voice again would hold up the renders queued behind.
    """
    found: list[LibraryVoiceCache] = []
    library = VoiceLibrary(request.folder)
    for voice_id in request.voice_ids:
        if renderer is None or cache is None:
            found.append(LibraryVoiceCache(voice_id, None, "", no_model))
            continue
        info = renderer.engine.info
        try:
            memo = (request.folder, voice_id, library.get(voice_id).info, info.fingerprint)
            digest = keys.get(memo)
            if digest is None:
                voice = library_voice(library, voice_id, info.sample_rate)
                digest = keys[memo] = renderer.voice_key(voice).digest
        except StudioError as exc:
            found.append(LibraryVoiceCache(voice_id, None, "", error_text(exc)))
            continue
        where = cache.where(digest)
        cached: CacheWhere | None = (
            "memory" if where == "memory" else "disk" if where == "disk" else None
        )
        found.append(LibraryVoiceCache(voice_id, cached, digest))
    return LibraryCacheReply(request.request_id, tuple(found))


__all__ = ["cache_snapshot", "cache_status", "library_cache"]
