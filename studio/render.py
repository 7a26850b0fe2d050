"""The Renderer: script lines + voices -> audio, as a stream of events.

The CLI iterates it directly; the GUI's worker thread iterates it and turns
each event into a signal. It never imports Qt. One Renderer belongs to the
thread that owns its engine.

``render_line`` renders one line (a line someone waits to hear);
``render_batched`` renders many, the lines of a voice together when the
engine can batch them (``BatchEngine``), with the same events per line.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from studio.cache import CacheLookup, PromptCache, PromptKey, prompt_key
from studio.cache.keys import audio_digest
from studio.core.audio import ReferenceAudio
from studio.core.script import ScriptLine
from studio.engines.base import (
    BatchAudio,
    BatchEnded,
    BatchEngine,
    BatchLine,
    BatchStarted,
    Engine,
    GenerationParams,
)
from studio.errors import StudioError

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Voice:
    """A reference voice: its audio (already at the engine's rate) and transcript."""

    name: str
    reference: ReferenceAudio
    transcript: str | None = None

    @cached_property
    def audio_sha256(self) -> str:
        return audio_digest(self.reference.samples)


@dataclass(frozen=True)
class LineTimings:
    """Milliseconds for each step of one line, and the audio it produced."""

    cache_ms: float
    first_audio_ms: float | None
    generate_ms: float
    audio_seconds: float

    @property
    def total_ms(self) -> float:
        return self.cache_ms + self.generate_ms

    @property
    def real_time_factor(self) -> float | None:
        """Generation time over audio time: below 1 is faster than real time."""
        if self.audio_seconds <= 0:
            return None
        return self.generate_ms / 1000 / self.audio_seconds


@dataclass(frozen=True)
class LineStarted:
    index: int
    voice: str
    text: str


@dataclass(frozen=True)
class CacheResolved:
    index: int
    voice: str
    lookup: CacheLookup


@dataclass(frozen=True)
class AudioChunk:
    index: int
    samples: np.ndarray
    offset: int


@dataclass(frozen=True)
class LineDone:
    index: int
    voice: str
    text: str
    audio: np.ndarray
    sample_rate: int
    lookup: CacheLookup
    timings: LineTimings
    params: GenerationParams
    prompt_key: str


@dataclass(frozen=True)
class LineFailed:
    index: int
    voice: str
    text: str
    message: str
    cancelled: bool = False
    internal: bool = False


RenderEvent = LineStarted | CacheResolved | AudioChunk | LineDone | LineFailed


@dataclass(frozen=True)
class LineRequest:
    """A line to render with its own settings; ``cancel`` stops this line alone."""

    line: ScriptLine
    params: GenerationParams
    cancel: threading.Event | None = None


@dataclass
class Renderer:
    """Renders lines with one engine, resolving each voice through the prompt cache.

    With ``cache=None`` the voice is encoded again for every line (the
    baseline the cache is measured against); lookups then report ``off``.
    """

    engine: Engine
    cache: PromptCache | None
    _keys: dict[tuple[str, str, str], PromptKey] = field(default_factory=dict, repr=False)

    def voice_key(self, voice: Voice) -> PromptKey:
        info = self.engine.info
        options = self.engine.prompt_options(voice.transcript)
        memo = (voice.audio_sha256, repr(sorted(options.items())), info.fingerprint)
        key = self._keys.get(memo)
        if key is None:
            key = prompt_key(
                info.engine_id,
                info.fingerprint,
                info.dtype,
                info.sample_rate,
                voice.reference.samples,
                options,
                audio_sha256=voice.audio_sha256,
            )
            self._keys[memo] = key
        return key

    def resolve_voice(self, voice: Voice) -> tuple[Any, CacheLookup]:
        """The voice's prompt state, from memory, disk or a fresh build."""
        if voice.reference.sample_rate != self.engine.info.sample_rate:
            raise StudioError(
                f"Voice {voice.name!r} was prepared at {voice.reference.sample_rate} Hz but the "
                f"model runs at {self.engine.info.sample_rate} Hz; load the voice again."
            )
        key = self.voice_key(voice)

        def build() -> Any:
            return self.engine.build_prompt_state(voice.reference.samples, voice.transcript)

        if self.cache is None:
            start = time.perf_counter()
            state = build()
            ms = (time.perf_counter() - start) * 1000
            return state, CacheLookup("off", ms, self.engine.state_nbytes(state), key.digest)
        return self.cache.get_or_build(
            key,
            build,
            self.engine.state_to_tensors,
            self.engine.state_from_tensors,
            self.engine.state_nbytes,
        )

    def render_line(
        self,
        line: ScriptLine,
        voice: Voice,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[RenderEvent]:
        """Render one line; the last event is LineDone or LineFailed."""
        yield LineStarted(line.index, voice.name, line.text)
        try:
            if cancel.is_set():
                raise _Cancelled
            state, lookup = self.resolve_voice(voice)
            yield CacheResolved(line.index, voice.name, lookup)
            chunks: list[np.ndarray] = []
            offset = 0
            first_audio_ms: float | None = None
            start = time.perf_counter()
            for chunk in self.engine.generate(state, line.text, params, cancel):
                if first_audio_ms is None:
                    first_audio_ms = (time.perf_counter() - start) * 1000
                chunks.append(chunk)
                yield AudioChunk(line.index, chunk, offset)
                offset += len(chunk)
            generate_ms = (time.perf_counter() - start) * 1000
            if cancel.is_set():
                raise _Cancelled
            if not chunks:
                raise StudioError("The model produced no audio for this line; try another seed.")
            audio = np.concatenate(chunks).astype(np.float32, copy=False)
            rate = self.engine.info.sample_rate
            timings = LineTimings(lookup.ms, first_audio_ms, generate_ms, len(audio) / rate)
            yield LineDone(
                line.index, voice.name, line.text, audio, rate, lookup, timings, params, lookup.key
            )
        except _Cancelled:
            yield LineFailed(line.index, voice.name, line.text, "Stopped.", cancelled=True)
        except StudioError as exc:
            yield LineFailed(line.index, voice.name, line.text, str(exc))
        except Exception as exc:  # noqa: BLE001 - one line's bug must not stop the others
            log.exception("line %d failed", line.index)
            yield LineFailed(
                line.index,
                voice.name,
                line.text,
                f"Internal error ({type(exc).__name__}: {exc}); please report it.",
                internal=True,
            )

    def render(
        self,
        lines: Sequence[ScriptLine],
        voices: Mapping[str, Voice],
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[RenderEvent]:
        """Render lines in order. A failed line never stops the others; cancel stops all."""
        for line in lines:
            if cancel.is_set():
                return
            voice = voices.get(line.voice)
            if voice is None:
                yield LineFailed(
                    line.index,
                    line.voice,
                    line.text,
                    f"No voice named {line.voice!r}; add it first.",
                )
                continue
            yield from self.render_line(line, voice, params, cancel)

    def render_batched(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
        batch_size: int | None = None,
    ) -> Iterator[RenderEvent]:
        """Render lines grouped by voice, up to ``batch_size`` at once against the voice's state.

        Voices are taken in the order they first appear, and each voice's lines
        in their order. Every line gets the events ``render_line`` gives it
        (started, cache, audio chunks, done or failed), but the lines of a batch
        interleave: tell them apart by ``index``. A line's audio is the same as
        rendered alone with the same settings. ``batch_size`` None picks it from
        the engine's measured step cost; 1 (or an engine that cannot batch, or
        no cache: every line then encodes its voice again) renders one line at a
        time. ``cancel`` stops everything within a step; lines not started then
        get no event. A request's own ``cancel`` stops that line alone.
        """
        groups: dict[str, list[LineRequest]] = {}
        for request in requests:
            line = request.line
            if line.voice not in voices:
                yield LineFailed(
                    line.index,
                    line.voice,
                    line.text,
                    f"No voice named {line.voice!r}; add it first.",
                )
                continue
            groups.setdefault(line.voice, []).append(request)
        for name, group in groups.items():
            if cancel.is_set():
                return
            engine = self.engine
            size = 1
            if len(group) > 1 and self.cache is not None and isinstance(engine, BatchEngine):
                size = batch_size if batch_size is not None else engine.auto_batch_size()
            if size <= 1 or not isinstance(engine, BatchEngine):
                yield from self._render_each(group, voices[name], cancel)
            else:
                yield from LineBatch(self, engine, voices[name], group).events(cancel, size)

    def _render_each(
        self, requests: Sequence[LineRequest], voice: Voice, cancel: threading.Event
    ) -> Iterator[RenderEvent]:
        for request in requests:
            if cancel.is_set():
                return
            either = cancel if request.cancel is None else _EitherEvent(cancel, request.cancel)
            yield from self.render_line(request.line, voice, request.params, either)


class _Cancelled(Exception):
    pass


class _EitherEvent(threading.Event):
    """Set when either of two events is; engines only poll ``is_set``."""

    def __init__(self, first: threading.Event, second: threading.Event) -> None:
        super().__init__()
        self._events = (first, second)

    def is_set(self) -> bool:
        return super().is_set() or any(event.is_set() for event in self._events)


@dataclass
class _Progress:
    lookup: CacheLookup
    start: float
    chunks: list[np.ndarray] = field(default_factory=list)
    offset: int = 0
    first_audio_ms: float | None = None


class LineBatch:
    """The lines of one voice rendered by a batching engine, as render events."""

    def __init__(
        self,
        renderer: Renderer,
        engine: BatchEngine,
        voice: Voice,
        requests: Sequence[LineRequest],
    ) -> None:
        self.renderer = renderer
        self.engine = engine
        self.voice = voice
        self.requests = list(requests)
        self.progress: dict[int, _Progress] = {}
        self.announced: set[int] = set()
        self.finished: set[int] = set()

    def events(self, cancel: threading.Event, batch_size: int) -> Iterator[RenderEvent]:
        first = self.requests[0].line
        yield self._started(0)
        try:
            state, lookup = self.renderer.resolve_voice(self.voice)
        except Exception as exc:  # noqa: BLE001 - the voice fails every line, one by one
            yield from self._fail_all(exc)
            return
        yield CacheResolved(first.index, self.voice.name, lookup)
        lines = [
            BatchLine(key, r.line.text, r.params, r.cancel) for key, r in enumerate(self.requests)
        ]
        size = max(1, min(batch_size, len(lines)))
        try:
            for event in self.engine.generate_batch(state, lines, cancel, size):
                yield from self._on_event(event, lookup)
        except Exception as exc:  # noqa: BLE001 - a bug in the batch must not stop the lines
            log.exception("batched render of voice %s failed", self.voice.name)
            message = f"Internal error ({type(exc).__name__}: {exc}); please report it."
            for key in sorted(self.announced - self.finished):
                yield self._failed(key, message, internal=True)
            rest = [r for key, r in enumerate(self.requests) if key not in self.announced]
            yield from self.renderer._render_each(rest, self.voice, cancel)
            return
        for key in sorted(self.announced - self.finished):
            # Announced before the batch began (the first line), then cancelled.
            yield self._failed(key, "Stopped.", cancelled=True)

    def _on_event(
        self, event: BatchStarted | BatchAudio | BatchEnded, first_lookup: CacheLookup
    ) -> Iterator[RenderEvent]:
        key = event.key
        line = self.requests[key].line
        if isinstance(event, BatchStarted):
            lookup = first_lookup
            if key != 0:
                yield self._started(key)
                try:
                    _, lookup = self.renderer.resolve_voice(self.voice)
                except StudioError:
                    lookup = first_lookup
                yield CacheResolved(line.index, self.voice.name, lookup)
            self.progress[key] = _Progress(lookup, time.perf_counter())
        elif isinstance(event, BatchAudio):
            progress = self.progress[key]
            if progress.first_audio_ms is None:
                progress.first_audio_ms = (time.perf_counter() - progress.start) * 1000
            progress.chunks.append(event.samples)
            yield AudioChunk(line.index, event.samples, progress.offset)
            progress.offset += len(event.samples)
        else:
            yield self._ended(key, event)

    def _started(self, key: int) -> LineStarted:
        self.announced.add(key)
        line = self.requests[key].line
        return LineStarted(line.index, self.voice.name, line.text)

    def _ended(self, key: int, event: BatchEnded) -> LineDone | LineFailed:
        if event.cancelled:
            return self._failed(key, "Stopped.", cancelled=True)
        if event.error is not None:
            return self._failed(key, event.error)
        progress = self.progress.pop(key)
        if not progress.chunks:
            return self._failed(key, "The model produced no audio for this line; try another seed.")
        self.finished.add(key)
        request = self.requests[key]
        line = request.line
        audio = np.concatenate(progress.chunks).astype(np.float32, copy=False)
        rate = self.engine.info.sample_rate
        generate_ms = (time.perf_counter() - progress.start) * 1000
        lookup = progress.lookup
        timings = LineTimings(lookup.ms, progress.first_audio_ms, generate_ms, len(audio) / rate)
        return LineDone(
            line.index,
            self.voice.name,
            line.text,
            audio,
            rate,
            lookup,
            timings,
            request.params,
            lookup.key,
        )

    def _failed(
        self, key: int, message: str, cancelled: bool = False, internal: bool = False
    ) -> LineFailed:
        self.finished.add(key)
        self.progress.pop(key, None)
        line = self.requests[key].line
        return LineFailed(line.index, self.voice.name, line.text, message, cancelled, internal)

    def _fail_all(self, exc: Exception) -> Iterator[RenderEvent]:
        internal = not isinstance(exc, StudioError)
        if internal:
            log.exception("voice %s failed", self.voice.name)
            message = f"Internal error ({type(exc).__name__}: {exc}); please report it."
        else:
            message = str(exc)
        for key in range(len(self.requests)):
            if key not in self.announced:
                yield self._started(key)
            yield self._failed(key, message, internal=internal)
