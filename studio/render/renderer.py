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
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from studio.cache import CacheLookup, PromptCache, PromptKey, prompt_key
from studio.cache.keys import audio_digest
from studio.cache.prompt_cache import Outcome
from studio.core.audio import ReferenceAudio
from studio.core.document import Take, new_id
from studio.core.script import ScriptLine
from studio.core.spoken import Pause, SpokenLine, prepare_line
from studio.core.voice_edits import VoiceEdits, edited_reference
from studio.core.voice_library import VoiceLibrary
from studio.core.voice_texts import CLONE_CHECK_TEXT
from studio.engines.base import Engine, EngineInfo, GenerationParams
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
    # What was spoken (``SpokenLine.key``); a take records it.
    spoken: str = ""


@dataclass(frozen=True)
class LineFailed:
    index: int
    voice: str
    text: str
    message: str
    cancelled: bool = False
    internal: bool = False


RenderEvent = LineStarted | CacheResolved | AudioChunk | LineDone | LineFailed

# The line index a clone check's events carry (script lines count from 1).
CLONE_CHECK_INDEX = 0


def voice_prompt_key(engine: Engine, voice: Voice) -> PromptKey:
    """The prompt-cache key of ``voice`` for ``engine``: the same for a project voice and a
    library voice with the same original audio, edits and transcript."""
    info = engine.info
    return prompt_key(
        info.engine_id,
        info.fingerprint,
        info.dtype,
        info.sample_rate,
        voice.reference.samples,
        engine.prompt_options(voice.transcript),
        audio_sha256=voice.audio_sha256,
    )


def edited_voice(
    name: str,
    samples: np.ndarray,
    rate: int,
    edits: VoiceEdits,
    transcript: str,
    sample_rate: int,
) -> Voice:
    """A voice from its original recording (any rate, mono or channels) and its edits,
    prepared for an engine running at ``sample_rate``."""
    reference = edited_reference(samples, rate, edits, sample_rate, name)
    return Voice(name, reference, transcript or None)


def library_voice(library: VoiceLibrary, voice_id: str, sample_rate: int) -> Voice:
    """A library voice prepared for an engine at ``sample_rate``: what ``Renderer.where``
    needs for its cache status, and ``Renderer.clone_check`` to render its check."""
    voice = library.get(voice_id)
    return Voice(voice.name, library.reference(voice_id, sample_rate), voice.transcript or None)


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
            key = voice_prompt_key(self.engine, voice)
            self._keys[memo] = key
        return key

    def where(self, voice: Voice) -> Outcome | None:
        """Which cache tier holds the voice's prompt state now (None: not built yet).

        Reads no state: cheap enough to ask for every voice of the library.
        """
        if self.cache is None:
            return None
        return self.cache.where(self.voice_key(voice).digest)

    def clone_check(
        self, voice: Voice, params: GenerationParams, cancel: threading.Event
    ) -> Iterator[RenderEvent]:
        """Render ``CLONE_CHECK_TEXT`` in ``voice``, exactly as a script line is rendered.

        The prompt state comes from (and goes to) the cache under the voice's
        key, so the script's lines reuse it; the events carry index
        ``CLONE_CHECK_INDEX``, and ``take_of`` makes the LineDone a take.
        """
        line = ScriptLine(CLONE_CHECK_INDEX, voice.name, CLONE_CHECK_TEXT)
        yield from self.render_line(line, voice, params, cancel)

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
        """Render one line; the last event is LineDone or LineFailed.

        A line with pauses is spoken part by part and joined with exact
        silences: one take, one LineDone.
        """
        yield LineStarted(line.index, voice.name, line.text)
        try:
            if cancel.is_set():
                raise _Cancelled
            spoken = line.spoken if line.spoken is not None else prepare_line(line.text)
            if spoken.problem:
                raise StudioError(spoken.problem)
            state, lookup = self.resolve_voice(voice)
            yield CacheResolved(line.index, voice.name, lookup)
            chunks: list[np.ndarray] = []
            offset = 0
            first_audio_ms: float | None = None
            start = time.perf_counter()
            for chunk in self._spoken_audio(state, spoken, params, cancel):
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
                line.index,
                voice.name,
                line.text,
                audio,
                rate,
                lookup,
                timings,
                params,
                lookup.key,
                spoken.key,
            )
        except _Cancelled:
            yield LineFailed(line.index, voice.name, line.text, "Stopped.", cancelled=True)
        except StudioError as exc:
            yield LineFailed(line.index, voice.name, line.text, str(exc))
        except Exception as exc:  # noqa: BLE001 - one line's failure must not stop the others
            if _is_out_of_memory(exc):
                log.warning("line %d ran out of memory: %s", line.index, exc)
                _release_device_memory()
                yield LineFailed(line.index, voice.name, line.text, OUT_OF_MEMORY)
                return
            log.exception("line %d failed", line.index)
            yield LineFailed(
                line.index,
                voice.name,
                line.text,
                f"Internal error ({type(exc).__name__}: {exc}); please report it.",
                internal=True,
            )

    def _spoken_audio(
        self,
        state: Any,
        spoken: SpokenLine,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        """The engine's chunks for each spoken part, with a pause as one chunk of zeros.

        Every part starts from the same prompt state and settings (the engine
        copies the state), so a part sounds as it would as a line of its own.
        """
        rate = self.engine.info.sample_rate
        for part in spoken.parts:
            if cancel.is_set():
                return
            if isinstance(part, Pause):
                yield np.zeros(int(round(part.seconds * rate)), dtype=np.float32)
            else:
                yield from self.engine.generate(state, part.text, params, cancel)

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
        from studio.render_batch import render_batched

        return render_batched(self, requests, voices, cancel, batch_size)


class _Cancelled(Exception):
    pass


def take_of(done: LineDone, info: EngineInfo, take_id: str | None = None) -> Take:
    """The take a finished render makes (a line's, or a clone check's), recording what
    was spoken (for staleness)."""
    t = done.timings
    return Take(
        id=take_id or new_id(),
        text=done.text,
        voice=done.voice,
        prompt_key=done.prompt_key,
        engine=info.engine_id,
        model_fingerprint=info.fingerprint,
        seed=done.params.seed,
        temperature=done.params.temperature,
        cfg=done.params.cfg,
        steps=done.params.steps,
        sample_rate=done.sample_rate,
        num_samples=len(done.audio),
        cache_outcome=done.lookup.outcome,
        cache_ms=t.cache_ms,
        first_audio_ms=t.first_audio_ms,
        generate_ms=t.generate_ms,
        spoken=done.spoken or None,
    )


OUT_OF_MEMORY = (
    "The model ran out of memory on this line; close other programs, or choose a smaller "
    "model or the CPU, then render the line again."
)


def _is_out_of_memory(exc: BaseException) -> bool:
    if isinstance(exc, MemoryError):
        return True
    # torch's own error (GPU memory) is a RuntimeError; torch is loaded when an engine is.
    torch = sys.modules.get("torch")
    oom = getattr(torch, "OutOfMemoryError", None) if torch is not None else None
    return oom is not None and isinstance(exc, oom)


def _release_device_memory() -> None:
    """Give the GPU's cached blocks back, so the next line has the memory this one lacked."""
    torch = sys.modules.get("torch")
    try:
        if torch is not None and torch.cuda.is_available():
            torch.cuda.empty_cache()
    except Exception:  # noqa: BLE001 - best effort after an error already reported
        log.debug("could not empty the CUDA cache", exc_info=True)
