"""The Renderer: one line and its voice -> audio, as a stream of events.

``render_line`` renders one line; ``batch.LineBatch`` renders the lines of a
voice together when the engine can batch them, with the same events per
line; ``service.RenderService`` decides which lines go next and how many go
together (``service.render_requests`` renders a list of lines through it).
One Renderer belongs to the thread that owns its engine. No Qt, and no torch
at import.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from studio.cache.keys import PromptKey
from studio.cache.prompt_cache import CacheLookup, Outcome
from studio.core.document import Take, new_id
from studio.core.sound.take_measure import measure_take
from studio.core.text.script import ScriptLine
from studio.core.text.spoken import Pause, SpokenLine, prepare_line
from studio.engines.info import EngineInfo, GenerationParams
from studio.errors import QT_TRANSLATE_NOOP, StudioError
from studio.render.events import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
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
    release_device_memory,
)
from studio.render.voice_match import VoiceMatcher
from studio.render.voices import Voice, voice_prompt_key

if TYPE_CHECKING:
    from studio.cache.prompt_cache import PromptCache
    from studio.engines.base import Engine

log = logging.getLogger(__name__)


@dataclass
class Renderer:
    """Renders lines with one engine, resolving each voice through the prompt cache.

    With ``cache=None`` the voice is encoded again for every line (the
    baseline the cache is measured against); lookups then report ``off``.
    """

    engine: Engine
    cache: PromptCache | None
    _keys: dict[tuple[str, str, str], PromptKey] = field(default_factory=dict, repr=False)
    # Measures each take's similarity to its voice's reference (None: the voice check
    # is off); may be set or cleared between lines from any thread.
    voice_match: VoiceMatcher | None = None

    def voice_key(self, voice: Voice) -> PromptKey:
        info = self.engine.info
        options = self.engine.prompt_options(voice.transcript)
        memo = (voice.audio_sha256, repr(sorted(options.items())), info.fingerprint)
        key = self._keys.get(memo)
        if key is None:
            key = voice_prompt_key(self.engine, voice)
            self._keys[memo] = key
        return key

    def similarity(self, voice: Voice, key: str, audio: np.ndarray, rate: int) -> float | None:
        """The take's similarity to ``voice``'s reference (``key``: its prompt key), when the
        voice check is on; measured here, on the thread that rendered the take."""
        matcher = self.voice_match
        return None if matcher is None else matcher.similarity(voice, key, audio, rate)

    def where(self, voice: Voice) -> Outcome | None:
        """Which cache tier holds the voice's prompt state now (None: not built yet).

        Reads no state: cheap enough to ask for every voice of the library.
        """
        if self.cache is None:
            return None
        return self.cache.where(self.voice_key(voice).digest)

    def resolve_voice(self, voice: Voice) -> tuple[Any, CacheLookup]:
        """The voice's prompt state, from memory, disk or a fresh build."""
        if voice.reference.sample_rate != self.engine.info.sample_rate:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "Voice {0!r} was prepared at {1} Hz but the model runs at {2} Hz; "
                    "load the voice again.",
                ),
                voice.name,
                voice.reference.sample_rate,
                self.engine.info.sample_rate,
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
            if spoken.problem_said is not None:
                raise StudioError(spoken.problem_said)
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
                raise StudioError(NO_AUDIO)
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
                measure_take(audio, rate),
                self.similarity(voice, lookup.key, audio, rate),
            )
        except _Cancelled:
            yield LineFailed.saying(line.index, voice.name, line.text, STOPPED, cancelled=True)
        except StudioError as exc:
            yield LineFailed.saying(line.index, voice.name, line.text, exc.said)
        except Exception as exc:  # noqa: BLE001 - one line's failure must not stop the others
            if is_out_of_memory(exc):
                log.warning("line %d ran out of memory: %s", line.index, exc)
                release_device_memory()
                yield LineFailed.saying(line.index, voice.name, line.text, OUT_OF_MEMORY_SAID)
                return
            log.exception("line %d failed", line.index)
            yield LineFailed.saying(
                line.index,
                voice.name,
                line.text,
                internal_error_said(exc),
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
        similarity=done.similarity,
    )


__all__ = ["Renderer", "take_of"]
