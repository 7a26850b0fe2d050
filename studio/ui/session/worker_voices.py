"""The render worker's voices: what the engine needs of each, and what the window is told
about them (loaded, failed, where its prompt state is, its clone check).

The voices' work that renders goes through the render service like every line:
a clone check is a ``sample`` job and a cache build a ``prepare`` job (see
``studio.ui.session.jobs``); ``deliver`` turns their events into the window's
replies. Reading a recording and the library's keys run here, on the worker
thread. No Qt: the worker hands in its signals' ``emit``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from studio.cache import CacheLookup, PromptCache
from studio.core.sound.voice_audio import read_voice_audio
from studio.core.sound.voice_edits import edited_reference
from studio.errors import Said, StudioError
from studio.render import CacheResolved, LineDone, LineFailed, LineStarted, Renderer, Voice
from studio.render.failures import STOPPED
from studio.render.service import JobEvent, ServiceEvent
from studio.serve.host import VOICE_PREFIX
from studio.ui.base.i18n import error_text, said_text
from studio.ui.session.jobs import (
    CacheSnapshot,
    CloneCheckDone,
    CloneCheckFailed,
    CloneCheckKey,
    LibraryCacheQuery,
    LibraryCacheReply,
    LoadedVoice,
    LoadVoice,
    PrepareKey,
    RemoveVoice,
    VoiceCacheStatus,
    VoiceLoadFailed,
)
from studio.ui.session.worker_cache import cache_snapshot, cache_status, library_cache
from studio.ui.session.worker_engine import NOT_LOADED


@dataclass(frozen=True)
class VoiceSignals:
    """Where the worker's replies about voices go (its signals' ``emit``)."""

    loaded: Callable[[LoadedVoice], None]
    failed: Callable[[VoiceLoadFailed], None]
    cache: Callable[[str, VoiceCacheStatus], None]
    stats: Callable[[CacheSnapshot], None]
    clone_check: Callable[[CloneCheckDone | CloneCheckFailed], None]
    library: Callable[[LibraryCacheReply], None]
    done: Callable[[], None]  # a clone check or a cache build has ended, as a request does


class VoiceHolds:
    """Voices with a load queued: the service holds their lines until it is done, so a
    line asked for just after its voice renders with it (any thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._loads: dict[str, int] = {}

    def hold(self, name: str, step: int = 1) -> None:
        """Count a queued load of voice ``name`` (+1) or one handled (-1)."""
        with self._lock:
            left = self._loads.get(name, 0) + step
            if left > 0:
                self._loads[name] = left
            else:
                self._loads.pop(name, None)

    def __call__(self, name: str) -> bool:
        with self._lock:
            return name in self._loads


class WorkerVoices:
    """The engine's voices and the loaded model's cache, on the worker thread."""

    def __init__(self, signals: VoiceSignals) -> None:
        self._signals = signals
        # What the engine needs of each voice; the GUI's VoiceRegistry owns the rest.
        self.voices: dict[str, Voice] = {}
        self._renderer: Renderer | None = None
        self._cache: PromptCache | None = None
        self.engine_error: str | None = None  # why the last model did not load
        self._library_keys: dict[tuple[object, ...], str] = {}  # see ``library_cache``
        self.holds = VoiceHolds()  # voices with a load queued: their lines wait for it

    def engine_ready(self, renderer: Renderer, cache: PromptCache) -> None:
        self._renderer = renderer
        self._cache = cache
        self.engine_error = None
        self.emit_stats()

    def engine_gone(self, error: str | None = None) -> None:
        """The model is unloaded (``error``: why the next one did not load)."""
        self._renderer = None
        self._cache = None
        self.voices.clear()
        self.engine_error = error

    def project(self) -> dict[str, Voice]:
        """The window's own voices as prepared for the loaded model (any thread: a copy;
        a server's voices, kept here under their own prefix, are left out)."""
        voices = dict(self.voices)  # one step under the GIL, as the worker may add one
        return {name: v for name, v in voices.items() if not name.startswith(VOICE_PREFIX)}

    def not_loaded(self) -> Said:
        """Why nothing renders: the last load's failure, or no model yet."""
        return Said(self.engine_error) if self.engine_error else NOT_LOADED

    # --- requests -------------------------------------------------------

    def load(self, request: LoadVoice) -> None:
        """Read, edit and key a voice's recording (queued with ``holds.hold``)."""
        try:
            self._load(request)
        finally:
            self.holds.hold(request.name, -1)  # its lines may render now (or fail: why)

    def _load(self, request: LoadVoice) -> None:
        renderer = self._renderer
        try:
            audio = request.audio or read_voice_audio(request.source)
            # With no model the recording is still read and checked at its own rate: the
            # voice joins the project now and is prepared when a model loads.
            rate = renderer.engine.info.sample_rate if renderer is not None else audio.sample_rate
            reference = edited_reference(
                audio.samples, audio.sample_rate, request.edits, rate, request.source
            )
        except StudioError as exc:
            self._signals.failed(VoiceLoadFailed(request.name, error_text(exc), request.request_id))
            return
        key, status = "", VoiceCacheStatus(None, False, None, None, "")
        if renderer is not None:
            voice = Voice(request.name, reference, request.transcript or None)
            self.voices[request.name] = voice
            key = renderer.voice_key(voice).digest
            status = self._status(key)
        self._signals.loaded(
            LoadedVoice(
                request.name,
                request.source,
                request.transcript,
                audio,
                reference,
                key,
                status,
                request.edits,
                request.request_id,
                waiting=renderer is None,
            )
        )

    def remove(self, request: RemoveVoice) -> None:
        self.voices.pop(request.name, None)

    def library(self, request: LibraryCacheQuery) -> None:
        error = said_text(self.not_loaded())
        reply = library_cache(self._renderer, self._cache, request, self._library_keys, error)
        self._signals.library(reply)

    # --- the service's events -------------------------------------------

    def deliver(self, item: ServiceEvent) -> bool:
        """Note where a voice's state is after any job's cache lookup; hand a clone check's
        or a cache build's events to the window as their replies. True when the event
        was theirs (the window's lines get the rest)."""
        if not isinstance(item, JobEvent):
            return isinstance(item.key, CloneCheckKey | PrepareKey)
        event, key = item.event, item.key
        if isinstance(event, CacheResolved):
            self._note_lookup(event.voice, event.lookup)
            self.emit_stats()
        if not isinstance(key, CloneCheckKey | PrepareKey):
            return False
        if isinstance(event, LineStarted):
            self._note_building(key.name)
        elif isinstance(event, LineFailed):
            self._failed(key, event)
        elif isinstance(event, LineDone) and isinstance(key, CloneCheckKey):
            self._signals.clone_check(CloneCheckDone(key.name, event, key.request_id))
        if (
            isinstance(event, LineFailed | LineDone)
            or isinstance(key, PrepareKey)
            and isinstance(event, CacheResolved)
        ):
            self._signals.done()  # the check or the build has ended
        return True

    def _failed(self, key: CloneCheckKey | PrepareKey, event: LineFailed) -> None:
        self._note_where(key.name)  # a build that never started is not running
        said = said_text(event.said or STOPPED)
        if isinstance(key, CloneCheckKey):
            self._signals.clone_check(
                CloneCheckFailed(key.name, said, event.cancelled, key.request_id)
            )
        elif not event.cancelled and key.name in self.voices:
            self._signals.failed(VoiceLoadFailed(key.name, said))

    # --- the cache ------------------------------------------------------

    def emit_stats(self) -> None:
        if self._cache is not None:
            self._signals.stats(cache_snapshot(self._cache))

    def _status(
        self, digest: str, nbytes: int | None = None, build_ms: float | None = None
    ) -> VoiceCacheStatus:
        assert self._cache is not None
        return cache_status(self._cache, digest, nbytes, build_ms)

    def _note_lookup(self, name: str, lookup: CacheLookup) -> None:
        if self._cache is None:
            return
        build_ms = lookup.ms if lookup.outcome in ("miss", "off") else None
        self._signals.cache(name, self._status(lookup.key, lookup.nbytes, build_ms))

    def _note_building(self, name: str) -> None:
        """A check or a build starts: the voice is building when its state is on no tier."""
        voice = self.voices.get(name)
        renderer = self._renderer
        if voice is not None and renderer is not None and renderer.where(voice) is None:
            self._signals.cache(name, VoiceCacheStatus(None, building=True))

    def _note_where(self, name: str) -> None:
        """Tell where a voice's state is now."""
        voice = self.voices.get(name)
        renderer = self._renderer
        if voice is not None and renderer is not None and self._cache is not None:
            self._signals.cache(name, self._status(renderer.voice_key(voice).digest))


__all__ = ["VoiceHolds", "VoiceSignals", "WorkerVoices"]
