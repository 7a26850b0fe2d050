"""When each word of the script is spoken, from a recognizer's word timestamps.

The times belong to the script's own words, not to the recognizer's
spelling: a take of "Meet me at 5pm" heard as "five p.m." gives "5pm" one
time, from the start of "five" to the end of "m"; "New York" heard as
"newyork" gives "New" and "York" a share of that word each. The path is
recognizer words -> their spoken tokens -> the script's spoken tokens
(aligned) -> the script's words.

Words the recognizer missed get times interpolated between the words
around them (``estimated``), so every word of the line has a time.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from studio.core.words.alignment import Step
from studio.core.words.tokens import SpokenWords
from studio.core.words.transcript import Word

# About 15 letters a second (the review's narration rate), for words missed
# at either end of a take, where no neighbour bounds them.
DEFAULT_SECONDS_PER_CHAR = 1 / 15


@dataclass(frozen=True)
class WordTiming:
    """One word of the script as written, and when it is spoken (seconds into the take).

    ``probability`` is the recognizer's confidence (its lowest, when the
    word came from several of the recognizer's words); ``estimated`` words
    were not heard and sit between their neighbours.
    """

    text: str
    start_s: float
    end_s: float
    probability: float | None = None
    estimated: bool = False


_Span = tuple[float, float, float | None]  # start, end, probability


def time_words(
    script: SpokenWords,
    heard: SpokenWords,
    words: Sequence[Word],
    steps: Sequence[Step],
    duration_s: float,
) -> tuple[WordTiming, ...]:
    """Times for every word of ``script``; ``heard`` maps ``words`` (the recognizer's)."""
    heard_times = _heard_token_times(heard, words)
    token_times: list[_Span | None] = [None] * len(script.tokens)
    for step in steps:
        times = [t for t in heard_times[step.h0 : step.h1] if t is not None]
        if not times or step.kind in ("del", "ins"):
            continue
        joined = _union(times)
        if step.kind == "join":
            shares = _share(joined, [len(t) for t in script.tokens[step.e0 : step.e1]])
            token_times[step.e0 : step.e1] = shares
        else:
            token_times[step.e0] = joined
    spans: list[_Span | None] = [None] * len(script.words)
    for group in script.groups:
        times = [t for t in token_times[group.token_start : group.token_end] if t is not None]
        if times:
            lengths = [len(w) for w in script.words[group.word_start : group.word_end]]
            spans[group.word_start : group.word_end] = _share(_union(times), lengths)
    return _fill(script.words, spans, duration_s)


def _heard_token_times(heard: SpokenWords, words: Sequence[Word]) -> list[_Span | None]:
    times: list[_Span | None] = [None] * len(heard.tokens)
    for group in heard.groups:
        if group.token_end == group.token_start:
            continue
        mine = words[group.word_start : group.word_end]
        span = (
            mine[0].start_s,
            max(mine[-1].end_s, mine[0].start_s),
            min(w.probability for w in mine),
        )
        lengths = [len(t) for t in heard.tokens[group.token_start : group.token_end]]
        times[group.token_start : group.token_end] = _share(span, lengths)
    return times


def _union(times: Sequence[_Span]) -> _Span:
    probabilities = [p for _, _, p in times if p is not None]
    return (
        min(t[0] for t in times),
        max(t[1] for t in times),
        min(probabilities) if probabilities else None,
    )


def _share(span: _Span, lengths: Sequence[int]) -> list[_Span]:
    """``span`` cut into consecutive pieces in proportion to ``lengths``."""
    start, end, probability = span
    total = sum(max(1, n) for n in lengths) or 1
    out: list[_Span] = []
    position = start
    for n in lengths:
        step = (end - start) * max(1, n) / total
        out.append((position, position + step, probability))
        position += step
    return out


def _fill(
    texts: Sequence[str], spans: Sequence[_Span | None], duration_s: float
) -> tuple[WordTiming, ...]:
    """Timings for all words, the unheard ones interpolated between their neighbours."""
    known = [(i, s) for i, s in enumerate(spans) if s is not None]
    rates = [(s[1] - s[0]) / max(1, len(texts[i])) for i, s in known if s[1] > s[0]]
    per_char = statistics.median(rates) if rates else DEFAULT_SECONDS_PER_CHAR
    end_of_audio = duration_s if duration_s > 0 else None
    out: list[WordTiming] = []
    i = 0
    while i < len(texts):
        span = spans[i]
        if span is not None:
            start, end, probability = span
            out.append(WordTiming(texts[i], start, end, probability))
            i += 1
            continue
        j = i
        while j < len(texts) and spans[j] is None:
            j += 1
        run = texts[i:j]
        wanted = per_char * sum(max(1, len(t)) for t in run)
        low, high = _gap(out[-1].end_s if out else None, _start_of(spans, j), wanted)
        if end_of_audio is not None and not out and j == len(texts):
            low, high = 0.0, end_of_audio  # nothing heard at all: the whole take
        elif end_of_audio is not None:
            high = min(high, max(low, end_of_audio))
        for start, end, _ in _share((low, high, None), [len(t) for t in run]):
            out.append(WordTiming(texts[len(out)], start, end, None, estimated=True))
        i = j
    return tuple(_clamped(t, end_of_audio) for t in out)


def _start_of(spans: Sequence[_Span | None], index: int) -> float | None:
    span = spans[index] if index < len(spans) else None
    return span[0] if span is not None else None


def _gap(before: float | None, after: float | None, wanted: float) -> tuple[float, float]:
    """Where a run of unheard words goes: between its neighbours, or next to the one it has."""
    if before is None and after is None:
        return 0.0, wanted
    if before is None:
        assert after is not None
        return max(0.0, after - wanted), after
    if after is None:
        return before, before + wanted
    return before, max(before, after)


def _clamped(timing: WordTiming, end_of_audio: float | None) -> WordTiming:
    start = max(0.0, timing.start_s)
    end = max(start, timing.end_s)
    if end_of_audio is not None:
        start, end = min(start, end_of_audio), min(end, end_of_audio)
    if (start, end) == (timing.start_s, timing.end_s):
        return timing
    return WordTiming(timing.text, start, end, timing.probability, timing.estimated)


__all__ = ["DEFAULT_SECONDS_PER_CHAR", "WordTiming", "time_words"]
