"""What a speech recognizer heard: plain data, no torch, no recognizer package.

The recognizer engines (``studio.engines.asr``) return these; the word check
and the window read them without importing anything heavy.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Word:
    """One word as the recognizer wrote it, with its place in the audio.

    ``text`` is the recognizer's own spelling, punctuation included;
    ``probability`` is its confidence in the word (0 to 1).
    """

    text: str
    start_s: float
    end_s: float
    probability: float


@dataclass(frozen=True)
class Transcript:
    """A recognizer's reading of one take.

    ``language`` is the language it heard (or was told); ``duration_s`` is
    the length of the audio it was given, which bounds every word's times.
    """

    text: str
    language: str
    words: tuple[Word, ...] = ()
    language_probability: float = 1.0
    duration_s: float = 0.0

    @classmethod
    def from_words(cls, words: tuple[Word, ...], language: str, duration_s: float) -> Transcript:
        """A transcript whose text is its words joined (scripted recognizers, tests)."""
        text = " ".join(w.text.strip() for w in words if w.text.strip())
        return cls(text, language, words, 1.0, duration_s)


__all__ = ["Transcript", "Word"]
