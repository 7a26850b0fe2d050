"""The word check's data: its settings, retake keys and seeds, and the events it yields.

Plain data, no thread and no recognizer: the render service's jobs, the
command line's report and the window read these (``checks`` holds the
checker that makes them).
"""

from __future__ import annotations

import hashlib
from collections.abc import Hashable
from dataclasses import dataclass

import numpy as np

from studio.core.text.spoken import TextPrep
from studio.core.words.check import WordCheck
from studio.core.words.ranking import RetakePolicy
from studio.core.words.transcript import Transcript
from studio.models.asr_catalog import DEFAULT_ASR

STOPPED = "Stopped before its words were checked."


@dataclass(frozen=True)
class CheckSettings:
    """Whether and how takes are checked.

    ``recognizer``: a catalog name (``studio.models.asr_catalog``).
    ``max_wer``: the most word error rate a take may have and pass (0: every
    word as written). ``retakes``: renders after the first, at most, for a
    take whose words differ (0: check only). ``threads``: CPU threads of the
    recognizer (one leaves the others to rendering). ``words``: whether words
    are heard at all (off: no recognizer loads, and only the voice decides).
    ``min_similarity``: the least similarity to its voice's reference a take
    may have and pass (None: the voice does not decide; the renderer measures
    it, ``Renderer.voice_match``). ``voice_retakes``: renders after the
    first, at most, for a take whose voice differs.
    """

    recognizer: str = DEFAULT_ASR
    device: str = "cpu"
    threads: int | None = 1
    max_wer: float = 0.0
    retakes: int = 0
    words: bool = True
    min_similarity: float | None = None
    voice_retakes: int = 0

    @property
    def policy(self) -> RetakePolicy:
        return RetakePolicy(self.max_wer, self.retakes, self.min_similarity, self.voice_retakes)

    def same_recognizer(self, other: CheckSettings) -> bool:
        return (self.words, self.recognizer, self.device, self.threads) == (
            other.words,
            other.recognizer,
            other.device,
            other.threads,
        )


@dataclass(frozen=True)
class RetakeKey:
    """The key of a retake job: the key of the line's first job, and which retake (1..N)."""

    of: Hashable
    attempt: int


def first_key(key: Hashable) -> Hashable:
    """The key of the job a retake's chain started from (the key itself for a first take)."""
    return key.of if isinstance(key, RetakeKey) else key


def attempt_of(key: Hashable) -> int:
    """0 for a first take, N for its N-th retake."""
    return key.attempt if isinstance(key, RetakeKey) else 0


def retake_seed(seed: int, attempt: int) -> int:
    """A new seed for a retake: fixed by the first take's seed and the attempt (so a
    repeated render retakes the same way), and far from the seeds best-of uses
    (seed, seed+1, ...)."""
    digest = hashlib.blake2b(f"{seed}:{attempt}".encode(), digest_size=4).digest()
    return int.from_bytes(digest, "big") % 2**31


@dataclass(frozen=True)
class LineChecked:
    """What was heard in a take of line ``index`` (the one with ``seed``).

    ``check`` is None when no recognizer could hear it (``message`` says
    why). ``retake`` is the key of the job queued to render the line again,
    if one was. ``message`` is one sentence for a person.
    """

    index: int
    voice: str
    text: str
    seed: int
    check: WordCheck | None
    message: str
    attempt: int = 0
    retake: Hashable | None = None
    cancelled: bool = False
    recognizer: str = ""
    transcribe_ms: float = 0.0
    # The take's similarity to its voice's reference, as rendered (None: not measured).
    similarity: float | None = None


@dataclass(frozen=True, eq=False)
class CheckRequest:
    """A take to hear: its audio and the line it should say."""

    index: int
    voice: str
    text: str
    audio: np.ndarray
    sample_rate: int
    seed: int
    prep: TextPrep = TextPrep()
    attempt: int = 0
    retakes: int | None = None  # at most, for this line (None: the settings')
    similarity: float | None = None  # to the voice's reference (``LineDone.similarity``)


@dataclass(frozen=True, eq=False)
class Heard:
    """A checked take, with the ``tag`` it was handed in with (the service's job)."""

    tag: object
    checked: LineChecked
    retake: bool = False


@dataclass(frozen=True)
class Transcribed:
    """What was heard in a recording (a voice's reference): text and language, or why not."""

    transcript: Transcript | None
    error: str = ""


__all__ = [
    "STOPPED",
    "CheckRequest",
    "CheckSettings",
    "Heard",
    "LineChecked",
    "RetakeKey",
    "Transcribed",
    "attempt_of",
    "first_key",
    "retake_seed",
]
