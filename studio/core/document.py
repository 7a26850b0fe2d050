"""The script document: voices, lines, takes, and which lines are stale.

Plain data, no Qt, no torch. The GUI's table model is a thin adapter over a
``Document``; every edit goes through a command in ``commands.py`` so it can
be undone. Take audio lives beside the document (``TakeAudioStore``), keyed by
take id, so the document itself stays small and JSON-serialisable.
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field, replace

import numpy as np

from studio.core.voice_edits import VoiceEdits


def new_id() -> str:
    return uuid.uuid4().hex[:12]


@dataclass(frozen=True)
class LineParams:
    """Generation settings; None means "use the project default"."""

    seed: int | None = None
    temperature: float | None = None
    cfg: float | None = None
    steps: int | None = None
    gap_after: float | None = None

    def merged_over(self, defaults: LineParams) -> LineParams:
        """These settings with the defaults filling what is None."""
        return LineParams(
            seed=self.seed if self.seed is not None else defaults.seed,
            temperature=self.temperature if self.temperature is not None else defaults.temperature,
            cfg=self.cfg if self.cfg is not None else defaults.cfg,
            steps=self.steps if self.steps is not None else defaults.steps,
            gap_after=self.gap_after if self.gap_after is not None else defaults.gap_after,
        )

    def render_signature(self) -> tuple[object, ...]:
        """What a take must match: everything but the gap (which only affects export).

        A seed of None means "new seed each take", so any seed matches it.
        """
        return (self.seed, self.temperature, self.cfg, self.steps)


@dataclass(frozen=True)
class VoiceEntry:
    """A reference voice in the document: its original audio file, transcript and edits."""

    name: str
    audio_path: str
    transcript: str = ""
    # The prompt key of the processed audio as last loaded; changes when the
    # audio, its edits or the transcript change, which makes the voice's lines stale.
    prompt_key: str = ""
    edits: VoiceEdits = VoiceEdits()


@dataclass(frozen=True)
class Take:
    """One render of a line, with everything needed to reproduce it."""

    id: str
    text: str
    voice: str
    prompt_key: str
    engine: str
    model_fingerprint: str
    seed: int
    temperature: float | None
    cfg: float | None
    steps: int | None
    sample_rate: int
    num_samples: int
    cache_outcome: str
    cache_ms: float
    first_audio_ms: float | None
    generate_ms: float
    created: float = field(default_factory=time.time)

    @property
    def audio_seconds(self) -> float:
        return self.num_samples / self.sample_rate if self.sample_rate else 0.0

    @property
    def real_time_factor(self) -> float | None:
        if self.audio_seconds <= 0:
            return None
        return self.generate_ms / 1000 / self.audio_seconds


@dataclass(frozen=True)
class Line:
    """One line of the script and its takes."""

    id: str
    text: str
    voice: str
    params: LineParams = LineParams()
    takes: tuple[Take, ...] = ()
    active_take: str | None = None
    locked: bool = False

    def take(self, take_id: str | None) -> Take | None:
        for take in self.takes:
            if take.id == take_id:
                return take
        return None

    @property
    def current_take(self) -> Take | None:
        return self.take(self.active_take)


def take_fits(take: Take, text: str, voice: VoiceEntry, params: LineParams) -> bool:
    """Whether ``take`` is what rendering ``text`` in ``voice`` with ``params`` gives now.

    ``params`` are the effective settings (defaults merged in). A voice whose
    prompt key is not known yet matches on its name alone.
    """
    if take.text != text:
        return False
    if voice.prompt_key and take.prompt_key != voice.prompt_key:
        return False
    if params.seed is not None and take.seed != params.seed:
        return False
    return (params.temperature, params.cfg, params.steps) == (
        take.temperature,
        take.cfg,
        take.steps,
    )


@dataclass
class Document:
    """Voices, lines and project defaults. Mutated only through commands."""

    voices: list[VoiceEntry] = field(default_factory=list)
    lines: list[Line] = field(default_factory=list)
    defaults: LineParams = LineParams(seed=None, temperature=None, gap_after=0.3)
    engine: str = "pocket"
    model: str = "default"

    def index_of(self, line_id: str) -> int:
        for i, line in enumerate(self.lines):
            if line.id == line_id:
                return i
        raise KeyError(line_id)

    def line(self, line_id: str) -> Line:
        return self.lines[self.index_of(line_id)]

    def voice(self, name: str) -> VoiceEntry | None:
        for voice in self.voices:
            if voice.name == name:
                return voice
        return None

    def effective_params(self, line: Line) -> LineParams:
        return line.params.merged_over(self.defaults)

    def take_matches(self, line: Line, take: Take) -> bool:
        """Whether a take was rendered from the line's current text, voice and settings."""
        voice = self.voice(line.voice)
        if voice is None or take.voice != line.voice:
            return False
        return take_fits(take, line.text, voice, self.effective_params(line))

    def matching_take(self, line: Line) -> Take | None:
        """The active take if it matches, else the newest matching take."""
        active = line.current_take
        if active is not None and self.take_matches(line, active):
            return active
        for take in reversed(line.takes):
            if self.take_matches(line, take):
                return take
        return None

    def is_stale(self, line: Line) -> bool:
        return self.matching_take(line) is None

    def stale_lines(self, include_locked: bool = False) -> list[Line]:
        return [
            line
            for line in self.lines
            if self.is_stale(line) and (include_locked or not line.locked)
        ]


class TakeAudioStore:
    """Take audio by take id (float32 mono). Lives beside the document."""

    def __init__(self) -> None:
        self._audio: dict[str, np.ndarray] = {}

    def put(self, take_id: str, audio: np.ndarray) -> None:
        self._audio[take_id] = np.asarray(audio, dtype=np.float32)

    def get(self, take_id: str) -> np.ndarray | None:
        return self._audio.get(take_id)

    def discard(self, take_id: str) -> None:
        self._audio.pop(take_id, None)

    def __contains__(self, take_id: object) -> bool:
        return take_id in self._audio

    def ids(self) -> list[str]:
        return list(self._audio)


__all__ = [
    "Document",
    "Line",
    "LineParams",
    "Take",
    "TakeAudioStore",
    "take_fits",
    "VoiceEdits",
    "VoiceEntry",
    "new_id",
    "replace",
]
