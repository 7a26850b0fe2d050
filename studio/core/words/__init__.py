"""Words of a take: what a recognizer heard, checked against the line, and when each was said.

No torch, no recognizer package: the window, the render service and the
exporters all import this cheaply.

- ``Transcript`` / ``Word``: a recognizer's reading of a take;
- ``check_take(transcript, text, prep)`` -> ``WordCheck`` (word error rate,
  missing / extra / replaced words, a ``WordTiming`` per word of the line);
- ``rank_takes`` / ``best_heard_take`` / ``should_retake``: best-of-N and retakes;
- ``script_words`` / ``heard_words`` / ``align``: the pieces, for other uses.
"""

from __future__ import annotations

from studio.core.words.alignment import Step, align, error_count
from studio.core.words.check import WordCheck, check_take, heard_as
from studio.core.words.ranking import (
    RetakeDecision,
    RetakePolicy,
    best_heard_take,
    rank_key,
    rank_takes,
    should_retake,
    word_flag,
)
from studio.core.words.timing import WordTiming, time_words
from studio.core.words.tokens import SpokenWords, WordGroup, heard_words, script_words, tokenize
from studio.core.words.transcript import Transcript, Word

__all__ = [
    "RetakeDecision",
    "RetakePolicy",
    "SpokenWords",
    "Step",
    "Transcript",
    "Word",
    "WordCheck",
    "WordGroup",
    "WordTiming",
    "align",
    "best_heard_take",
    "check_take",
    "error_count",
    "heard_as",
    "heard_words",
    "rank_key",
    "rank_takes",
    "script_words",
    "should_retake",
    "time_words",
    "tokenize",
    "word_flag",
]
