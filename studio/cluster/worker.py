"""One cluster worker: an engine, a Renderer and its own memory tier, in a Ray actor.

The driver wraps ``RenderWorker`` with ``ray.remote``; nothing here imports
Ray, so the class is plain Python that a test or a benchmark can also call
directly. A voice's prompt state is built by one worker (``build_state``) and
reaches the others as the cache's own safetensors bytes through Ray's object
store: ``render`` loads those bytes into its memory tier instead of building
the state again.
"""

from __future__ import annotations

import hashlib
import os
import socket
import threading
import time
from dataclasses import dataclass, replace

from studio.cache import CacheLookup, MemoryTier, PromptCache
from studio.cache.disk_tier import decode_state, encode_state
from studio.engines import load_engine
from studio.engines.base import EngineInfo, ModelFetch
from studio.errors import StudioError
from studio.paths import DEFAULT_MEMORY_CACHE_BYTES
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.service import RenderService, render_requests
from studio.render.voice_match import VoiceMatcher


@dataclass(frozen=True)
class BuiltState:
    """What the driver learns of a state a worker built (the bytes stay in the object store)."""

    voice: str
    key: str
    outcome: str  # "miss" when built here, "memory" when the worker had it already
    sha256: str
    nbytes: int
    build_ms: float
    encode_ms: float


@dataclass(frozen=True)
class WorkerCounts:
    """A worker's prompt-cache counts since it started."""

    memory_hits: int
    misses: int
    shared_loads: int  # states taken from the object store instead of built
    shared_load_ms: float
    batch_places: int = 0  # the batches' size
    batch_steps: int = 0
    batch_row_steps: int = 0  # rows decoding, summed over the steps


@dataclass(frozen=True)
class RenderedLines:
    """The outcome of one ``render`` call: every line's LineDone or LineFailed."""

    events: list[LineDone | LineFailed]
    counts: WorkerCounts


class RenderWorker:
    """Owns one engine, loaded once, on the device Ray gave this worker."""

    def __init__(
        self,
        engine_id: str,
        model: str,
        device: str,
        threads: int | None,
        mode: str,
        check_voice: bool = False,
    ) -> None:
        self.engine = load_engine(engine_id, model, device, threads, mode, ModelFetch())
        self.cache = PromptCache(MemoryTier(DEFAULT_MEMORY_CACHE_BYTES))
        self.renderer = Renderer(self.engine, self.cache)
        if check_voice:
            # Each take's similarity to its voice, measured here as a local render does.
            self.renderer.voice_match = VoiceMatcher()
            problem = self.renderer.voice_match.load()
            if problem is not None:
                raise StudioError(problem)
        self._voices: dict[str, Voice] = {}
        # The same scheduler as a render on one machine: lines of a voice batched, and
        # joining the batch as places free.
        self.service = RenderService(self.renderer, self._voices.get)
        self._shared_loads = 0
        self._shared_load_ms = 0.0
        # How this worker had each state (built here, or loaded from the object store)
        # until a finished line says it: a call whose lines all fail leaves it to the next.
        self._unsaid: dict[str, CacheLookup] = {}

    def info(self) -> EngineInfo:
        return self.engine.info

    def where(self) -> tuple[str, int]:
        """The machine and process this worker runs in."""
        return socket.gethostname(), os.getpid()

    def voice_keys(self, voices: list[Voice]) -> dict[str, str]:
        return {voice.name: self.renderer.voice_key(voice).digest for voice in voices}

    def batch_size(self) -> int:
        """How many lines of a voice this worker's device renders together (measured once)."""
        return self.service.batch_size()

    def build_state(self, voice: Voice) -> tuple[BuiltState, bytes]:
        """Build (or find) the voice's state, keep it here, and give its bytes to share."""
        state, lookup = self.renderer.resolve_voice(voice)
        start = time.perf_counter()
        blob = encode_state(lookup.key, self.engine.state_to_tensors(state))
        encode_ms = (time.perf_counter() - start) * 1000
        if lookup.outcome == "miss":
            # In the bytes shared, as a line loading them from the object store says.
            self._unsaid[lookup.key] = CacheLookup("miss", lookup.ms, len(blob), lookup.key)
        built = BuiltState(
            voice.name,
            lookup.key,
            lookup.outcome,
            hashlib.sha256(blob).hexdigest(),
            len(blob),
            lookup.ms,
            encode_ms,
        )
        return built, blob

    def load_state(self, built: BuiltState, blob: bytes) -> CacheLookup | None:
        """Put a state another worker built into this worker's memory tier (once); returns
        how it was had when this call loaded it, None when it was here already."""
        if built.key in self.cache.memory:
            return None
        start = time.perf_counter()
        state = self.engine.state_from_tensors(decode_state(blob, built.key, built.sha256))
        self.cache.memory.put(built.key, state, self.engine.state_nbytes(state))
        load_ms = (time.perf_counter() - start) * 1000
        self._shared_loads += 1
        self._shared_load_ms += load_ms
        loaded = CacheLookup("shared", load_ms, built.nbytes, built.key)
        self._unsaid[built.key] = loaded
        return loaded

    def render(
        self,
        voice: Voice,
        built: BuiltState,
        blob: bytes,
        requests: list[LineRequest],
        batch_size: int,
    ) -> RenderedLines:
        """Render lines of one voice, batched as a local render batches them.

        The first line of a voice this worker finishes says how the worker had its
        state: built here (``miss``, with the build time) or loaded from the object
        store (``shared``); the others found it in memory. A worker that stops
        before it finishes a line of a voice says nothing of it, so a voice whose
        builder stopped early has no ``miss`` line: the line that finally renders
        it says how its own worker had it.
        """
        self.load_state(built, blob)
        events: list[LineDone | LineFailed] = []
        self._voices[voice.name] = voice
        self.service.batch_setting = batch_size
        for event in render_requests(self.service, requests, threading.Event()):
            had = self._unsaid.get(built.key) if isinstance(event, LineDone) else None
            if isinstance(event, LineDone) and had is not None:
                del self._unsaid[built.key]
                timings = replace(event.timings, cache_ms=had.ms)
                event = replace(event, lookup=had, timings=timings)
            if isinstance(event, LineDone | LineFailed):
                events.append(event)
        return RenderedLines(events, self.counts())

    def counts(self) -> WorkerCounts:
        stats = self.cache.stats
        batches = self.service.stats
        return WorkerCounts(
            stats.memory_hits,
            stats.misses,
            self._shared_loads,
            self._shared_load_ms,
            batches.size,
            batches.steps,
            batches.row_steps,
        )
