"""What rendering a line reports, as plain data: the events and the request.

A line's events come in order (started, cache resolved, audio chunks, then
done or failed); the lines of a batch interleave, told apart by ``index``. No
torch and no Qt: the window's GUI thread and the command line read them.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import numpy as np

from studio.cache.prompt_cache import CacheLookup
from studio.core.sound.take_measure import TakeMeasure
from studio.core.text.script import ScriptLine
from studio.engines.info import GenerationParams
from studio.errors import Said


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
    # What the take review needs from the audio, measured on the thread that rendered
    # it, so the window's GUI thread never measures a take (None: not measured).
    measure: TakeMeasure | None = field(default=None, compare=False)
    # How much it sounds like the voice's reference (the renderer's ``voice_match``,
    # measured on the same thread; None: the voice check is off or could not say).
    similarity: float | None = field(default=None, compare=False)


@dataclass(frozen=True)
class LineFailed:
    index: int
    voice: str
    text: str
    message: str  # in English (the command line's)
    cancelled: bool = False
    internal: bool = False
    # The message as a sentence the window translates; the message itself when not given.
    said: Said | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if self.said is None:
            object.__setattr__(self, "said", Said(self.message))

    @classmethod
    def saying(
        cls,
        index: int,
        voice: str,
        text: str,
        said: Said,
        cancelled: bool = False,
        internal: bool = False,
    ) -> LineFailed:
        """A failure whose message is ``said`` (in English, and for the window to translate)."""
        return cls(index, voice, text, str(said), cancelled, internal, said)


RenderEvent = LineStarted | CacheResolved | AudioChunk | LineDone | LineFailed


@dataclass(frozen=True)
class LineRequest:
    """A line to render with its own settings; ``cancel`` stops this line alone."""

    line: ScriptLine
    params: GenerationParams
    cancel: threading.Event | None = None


__all__ = [
    "AudioChunk",
    "CacheResolved",
    "LineDone",
    "LineFailed",
    "LineRequest",
    "LineStarted",
    "LineTimings",
    "RenderEvent",
]
