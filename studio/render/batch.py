"""``LineBatch``: the lines of a voice rendered together by a batching engine, as
render events.

The lines go to the engine's ``generate_batch`` (``BatchEngine``) against the
voice's prompt state (a line of another voice with its own, where the engine
mixes voices). Each line gets the events ``render_line`` would give it; the
lines of a batch interleave, told apart by ``index``. A batch that runs out of
memory goes on at half the size, nothing lost.

A line with pauses is spoken part by part, as ``render_line`` speaks it: each
spoken part is a line of the batch (same seed and settings, from the same
state), and the line's audio is its parts in order with the pauses' silence
between them. A part's audio that arrives before the parts ahead of it are
done waits, so each line's chunks still come in order.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from studio.cache import CacheLookup
from studio.core.sound.take_measure import measure_take
from studio.core.text.spoken import Pause, SpokenLine, prepare_line
from studio.engines.info import (
    BatchAudio,
    BatchEnded,
    BatchEvent,
    BatchLine,
    BatchStarted,
    BatchStats,
)
from studio.errors import Said, StudioError
from studio.render.events import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
    LineRequest,
    LineStarted,
    LineTimings,
    RenderEvent,
)
from studio.render.failures import (
    NO_AUDIO,
    OUT_OF_MEMORY_SAID,
    STOPPED,
    internal_error_said,
    is_out_of_memory,
    no_voice,
    release_device_memory,
)
from studio.render.renderer import Renderer
from studio.render.voices import Voice

if TYPE_CHECKING:
    from studio.engines.base import BatchEngine

log = logging.getLogger(__name__)


def batch_engine(renderer: Renderer) -> BatchEngine | None:
    """The renderer's engine, as a batching one, when its lines of a voice may go to it
    together: an engine that batches, and a cache (without one, every line encodes its
    voice again); else None."""
    from studio.engines.base import BatchEngine  # the protocol's module imports torch

    engine = renderer.engine
    if renderer.cache is None or not isinstance(engine, BatchEngine):
        return None
    return engine


def can_batch(renderer: Renderer) -> bool:
    """Whether the renderer's lines of a voice may go to the engine together."""
    return batch_engine(renderer) is not None


def render_each(
    renderer: Renderer, requests: Sequence[LineRequest], voice: Voice, cancel: threading.Event
) -> Iterator[RenderEvent]:
    """``render_line`` for each request in turn."""
    for request in requests:
        if cancel.is_set():
            return
        either = cancel if request.cancel is None else EitherEvent(cancel, request.cancel)
        yield from renderer.render_line(request.line, voice, request.params, either)


class EitherEvent(threading.Event):
    """Set when it, or any of the given events, is; engines only poll ``is_set``."""

    def __init__(self, *events: threading.Event | None) -> None:
        super().__init__()
        self._events = tuple(e for e in events if e is not None)

    def is_set(self) -> bool:
        return super().is_set() or any(event.is_set() for event in self._events)


@dataclass(eq=False)
class _Line:
    """One requested line in the batch: its spoken parts and what has come back."""

    key: int
    request: LineRequest
    spoken: SpokenLine
    stop: EitherEvent
    parts: list[int | float] = field(default_factory=list)  # part keys; a float is a pause
    lookup: CacheLookup | None = None
    start: float = 0.0
    first_audio_ms: float | None = None
    chunks: list[np.ndarray] = field(default_factory=list)
    offset: int = 0
    current: int = 0  # the part whose audio is streamed now
    waiting: dict[int, list[np.ndarray]] = field(default_factory=dict)  # later parts' audio
    ended: set[int] = field(default_factory=set)
    announced: bool = False
    finished: bool = False
    # A line of another voice than the batch's (an engine whose batches mix voices):
    # that voice, its lookup said when it starts. None: the batch's voice.
    voice: Voice | None = None
    # Samples to drop from what comes next: rendered again after the batch ran out of
    # memory, the line's first samples were handed on already.
    skip: int = 0


class LineBatch:
    """The lines of one voice rendered by a batching engine, as render events.

    ``requests`` start the batch; with ``more``, the batch asks it for another
    line whenever the engine has a free place, so lines queued while it runs
    join it (continuous batching) until ``more`` has none. With ``voices`` and an
    engine whose batches mix voices, a line of another voice joins too, with its
    own voice's prompt state.
    """

    def __init__(
        self,
        renderer: Renderer,
        engine: BatchEngine,
        voice: Voice,
        requests: Sequence[LineRequest],
        more: Callable[[], LineRequest | None] | None = None,
        stats: BatchStats | None = None,
        voices: Callable[[str], Voice | None] | None = None,
    ) -> None:
        self.renderer = renderer
        self.engine = engine
        self.voice = voice
        self.voices = voices if getattr(engine, "mixes_voices", False) else None
        self.requests = list(requests)
        self.more = more
        self.stats = stats
        self.lines: list[_Line] = []
        self.owner: dict[int, _Line] = {}  # part key -> its line
        self.parts: deque[BatchLine] = deque()  # planned parts the engine has not taken yet
        self.next_key = 0
        self.said: list[RenderEvent] = []  # events of lines planned while the engine ran
        self.lookup: CacheLookup | None = None
        # The prompt state of each line of another voice, by the line's key.
        self.parts_state: dict[int, object] = {}

    def events(self, cancel: threading.Event, batch_size: int) -> Iterator[RenderEvent]:
        usable: list[_Line] = []
        for request in self.requests:
            line = self._plan(request)
            if line is not None:
                usable.append(line)
        yield from self._said()
        if not usable:
            return
        first = usable[0]
        yield self._started(first)
        try:
            state, lookup = self.renderer.resolve_voice(self.voice)
        except Exception as exc:  # noqa: BLE001 - the voice fails every line, one by one
            yield from self._fail_all(usable, exc)
            return
        self.lookup = lookup
        yield CacheResolved(first.request.line.index, self.voice.name, lookup)
        first.lookup = lookup
        for line in usable:
            self._pauses_only(line)
        yield from self._said()
        if not self.parts and self.more is None:
            return  # pauses only: nothing for the engine
        yield from self._generate(state, lookup, cancel, max(1, batch_size))

    def _generate(
        self, state: object, lookup: CacheLookup, cancel: threading.Event, size: int
    ) -> Iterator[RenderEvent]:
        """Run the engine over the parts planned (and the lines ``more`` adds), ``size``
        at a time, and hand on what it says; out of memory, it goes on at half the size.
        A line announced that the engine never finished was stopped: it fails so."""
        while True:
            try:
                for event in self.engine.generate_batch(
                    state, self._next_part, cancel, size, self.stats
                ):
                    yield from self._said()
                    yield from self._on_event(event, lookup)
                yield from self._said()
            except Exception as exc:  # noqa: BLE001 - a failed batch must not stop the lines
                if is_out_of_memory(exc) and size > 1:
                    size = self._smaller(size, exc)
                    continue
                yield from self._after_failure(exc, cancel)
                return
            break
        for line in self.lines:
            if line.announced and not line.finished:
                # Announced before the batch began (the first line), then cancelled.
                yield self._failed(line, STOPPED, cancelled=True)

    # ------------------------------------------------------------ planning

    def _plan(self, request: LineRequest) -> _Line | None:
        """Split a line into its parts, queued for the engine; a line that cannot be
        spoken fails now. Returns the line when it goes to the engine."""
        line = request.line
        spoken = line.spoken if line.spoken is not None else prepare_line(line.text)
        item = _Line(len(self.lines), request, spoken, EitherEvent(request.cancel))
        self.lines.append(item)
        if spoken.problem_said is not None:
            self.said.append(self._started(item))
            self.said.append(self._failed(item, spoken.problem_said))
            return None
        state = None
        if line.voice != self.voice.name:
            state = self._other_voice(item)
            if item.finished:
                return None
            self.parts_state[item.key] = state
        for part in spoken.parts:
            if isinstance(part, Pause):
                item.parts.append(float(part.seconds))
            else:
                key = self.next_key
                self.next_key += 1
                self.parts.append(BatchLine(key, part.text, request.params, item.stop, state))
                self.owner[key] = item
                item.parts.append(key)
        return item

    def _other_voice(self, line: _Line) -> object | None:
        """The prompt state of a line of another voice (found on a tier now, as the
        queue only hands such a line over when its state is there); the line fails
        when its voice cannot be had."""
        name = line.request.line.voice
        voice = self.voices(name) if self.voices is not None else None
        if voice is None:
            self.said.append(self._started(line))
            self.said.append(self._failed(line, no_voice(name)))
            return None
        line.voice = voice
        state: object
        try:
            state, lookup = self.renderer.resolve_voice(voice)
        except StudioError as exc:
            self.said.append(self._started(line))
            self.said.append(self._failed(line, exc.said))
            return None
        line.lookup = lookup
        return state

    def _voice_of(self, line: _Line) -> Voice:
        return self.voice if line.voice is None else line.voice

    def _pauses_only(self, line: _Line) -> None:
        """A line of pauses only needs nothing of the engine: its silence is its take."""
        if any(isinstance(part, int) for part in line.parts):
            return
        assert self.lookup is not None
        lookup = line.lookup if line.voice is not None and line.lookup else self.lookup
        if not line.announced:
            self.said.append(self._started(line))
            name = self._voice_of(line).name
            self.said.append(CacheResolved(line.request.line.index, name, lookup))
        line.lookup = lookup
        line.start = time.perf_counter()
        self.said.extend(self._advance(line))

    def _next_part(self) -> BatchLine | None:
        """The engine's source: the next part planned, else the next line ``more`` has."""
        while not self.parts:
            request = self.more() if self.more is not None else None
            if request is None:
                return None
            line = self._plan(request)
            if line is not None:
                self._pauses_only(line)
        return self.parts.popleft()

    def _said(self) -> Iterator[RenderEvent]:
        said, self.said = self.said, []
        yield from said

    def _smaller(self, size: int, exc: BaseException) -> int:
        """The batch ran out of memory: its lines go again at half the size. Every line
        not finished is planned anew; what it already handed on is not said twice (the
        same seed renders the same audio, so its first samples are skipped)."""
        smaller = max(1, size // 2)
        log.warning(
            "a batch of voice %s ran out of memory at %d lines (%s); its lines go on %d at a time",
            self.voice.name,
            size,
            exc,
            smaller,
        )
        release_device_memory()
        if self.stats is not None:
            self.stats.out_of_memory.append(size)
        self.parts.clear()
        for line in self.lines:
            if line.finished or not any(isinstance(part, int) for part in line.parts):
                continue
            line.skip = line.offset
            line.current = 0
            line.waiting.clear()
            line.ended.clear()
            parts: list[int | float] = []
            state = self.parts_state.get(line.key)
            for part in line.spoken.parts:
                if isinstance(part, Pause):
                    parts.append(float(part.seconds))
                    continue
                key = self.next_key
                self.next_key += 1
                request = line.request
                self.parts.append(BatchLine(key, part.text, request.params, line.stop, state))
                self.owner[key] = line
                parts.append(key)
            line.parts = parts
        return smaller

    # ------------------------------------------------------------ engine events

    def _on_event(self, event: BatchEvent, first_lookup: CacheLookup) -> Iterator[RenderEvent]:
        line = self.owner[event.key]
        if line.finished:
            return
        if isinstance(event, BatchStarted):
            if not line.announced:
                yield self._started(line)
                if line.voice is not None and line.lookup is not None:
                    lookup = line.lookup  # its own voice, looked up when it joined
                else:
                    try:
                        _, lookup = self.renderer.resolve_voice(self.voice)
                    except StudioError:
                        lookup = first_lookup
                yield CacheResolved(line.request.line.index, self._voice_of(line).name, lookup)
                line.lookup = lookup
            if not line.start:
                line.start = time.perf_counter()
        elif isinstance(event, BatchAudio):
            if event.key == line.parts[line.current]:
                yield from self._emit(line, event.samples)
            else:
                line.waiting.setdefault(event.key, []).append(event.samples)
        else:
            yield from self._part_ended(line, event)

    def _part_ended(self, line: _Line, event: BatchEnded) -> Iterator[RenderEvent]:
        if event.cancelled or event.error is not None:
            line.stop.set()  # the line's other parts leave the batch too
            if event.cancelled:
                yield self._failed(line, STOPPED, cancelled=True)
            else:
                yield self._failed(line, Said(event.error or ""))
            return
        line.ended.add(event.key)
        yield from self._advance(line)

    def _advance(self, line: _Line) -> Iterator[RenderEvent]:
        """Hand on the parts now complete, in order, with the pauses between them."""
        rate = self.engine.info.sample_rate
        while line.current < len(line.parts):
            part = line.parts[line.current]
            if isinstance(part, float):
                yield from self._emit(line, np.zeros(int(round(part * rate)), dtype=np.float32))
            else:
                for samples in line.waiting.pop(part, []):
                    yield from self._emit(line, samples)
                if part not in line.ended:
                    return  # still speaking: the rest of its audio is handed on as it comes
            line.current += 1
        yield self._done(line)

    def _emit(self, line: _Line, samples: np.ndarray) -> Iterator[RenderEvent]:
        if line.skip:
            # Rendered again after the batch ran out of memory: handed on already.
            dropped = min(line.skip, len(samples))
            line.skip -= dropped
            samples = samples[dropped:]
            if not len(samples):
                return
        if line.first_audio_ms is None and len(samples):
            line.first_audio_ms = (time.perf_counter() - line.start) * 1000
        line.chunks.append(samples)
        yield AudioChunk(line.request.line.index, samples, line.offset)
        line.offset += len(samples)

    # ------------------------------------------------------------ line events

    def _started(self, line: _Line) -> LineStarted:
        line.announced = True
        request = line.request.line
        return LineStarted(request.index, self._voice_of(line).name, request.text)

    def _done(self, line: _Line) -> LineDone | LineFailed:
        if not line.chunks:
            return self._failed(line, NO_AUDIO)
        line.finished = True
        request = line.request
        audio = np.concatenate(line.chunks).astype(np.float32, copy=False)
        rate = self.engine.info.sample_rate
        generate_ms = (time.perf_counter() - line.start) * 1000
        lookup = line.lookup
        assert lookup is not None
        timings = LineTimings(lookup.ms, line.first_audio_ms, generate_ms, len(audio) / rate)
        voice = self._voice_of(line)
        return LineDone(
            request.line.index,
            voice.name,
            request.line.text,
            audio,
            rate,
            lookup,
            timings,
            request.params,
            lookup.key,
            line.spoken.key,
            measure_take(audio, rate),
            self.renderer.similarity(voice, lookup.key, audio, rate),
        )

    def _failed(
        self, line: _Line, said: Said, cancelled: bool = False, internal: bool = False
    ) -> LineFailed:
        line.finished = True
        line.stop.set()
        request = line.request.line
        return LineFailed.saying(
            request.index, self._voice_of(line).name, request.text, said, cancelled, internal
        )

    def _fail_all(self, lines: list[_Line], exc: Exception) -> Iterator[RenderEvent]:
        internal = not isinstance(exc, StudioError)
        if isinstance(exc, StudioError):
            message = exc.said
        else:
            log.exception("voice %s failed", self.voice.name)
            message = internal_error_said(exc)
        for line in lines:
            if not line.announced:
                yield self._started(line)
            yield self._failed(line, message, internal=internal)

    def _after_failure(self, exc: Exception, cancel: threading.Event) -> Iterator[RenderEvent]:
        """The batch broke: its lines fail, the lines it had not started render one by one."""
        if is_out_of_memory(exc):
            log.warning("a batch of voice %s ran out of memory: %s", self.voice.name, exc)
            release_device_memory()
            message, internal = OUT_OF_MEMORY_SAID, False
        else:
            log.exception("batched render of voice %s failed", self.voice.name)
            message = internal_error_said(exc)
            internal = True
        for line in self.lines:
            if line.announced and not line.finished:
                yield self._failed(line, message, internal=internal)
        for line in self.lines:
            if not line.announced:
                yield from render_each(self.renderer, [line.request], self._voice_of(line), cancel)
        # Lines still to come render alone too, the batch being broken.
        while self.more is not None and (request := self.more()) is not None:
            voice = self.voice
            if request.line.voice != voice.name and self.voices is not None:
                voice = self.voices(request.line.voice) or voice
            yield from render_each(self.renderer, [request], voice, cancel)


__all__ = ["EitherEvent", "LineBatch", "can_batch", "render_each"]
