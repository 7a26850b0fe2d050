"""The word check of a take: did it say the line's words, and when was each said.

``check_take(transcript, text, prep)`` compares what a recognizer heard
with the line as the engine was asked to speak it, both read by the
studio's normaliser, and gives a ``WordCheck``: the word error rate, the
words missing, added and replaced, and a time for every word of the line.
A ``WordCheck`` is plain data with explicit JSON, kept with its take.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from studio.core.files.json_reader import PROJECT_ADVICE, PROJECT_JSON, Reader
from studio.core.text.pronunciation import EMPTY_DICTIONARY
from studio.core.text.spoken import TextPrep
from studio.core.words.alignment import Step, align, error_count
from studio.core.words.timing import WordTiming, time_words
from studio.core.words.tokens import DEFAULT_PREP, SpokenWords, heard_words, script_words
from studio.core.words.transcript import Transcript, Word

# The most words of each kind that a one-sentence summary lists.
SUMMARY_WORDS = 4


@dataclass(frozen=True)
class WordCheck:
    """What a recognizer heard in a take, measured against the line.

    ``wer``: word errors (missing + extra + replaced) over the line's spoken
    words. Words are the normalised spoken tokens ("5pm" counts as "five",
    "p", "m"). ``replaced`` pairs are (expected, heard). ``timings`` has one
    entry per word of the line as written. ``recognizer`` names what heard
    it (a check by the random demo recognizer means nothing).
    """

    heard: str
    wer: float
    missing: tuple[str, ...] = ()
    extra: tuple[str, ...] = ()
    replaced: tuple[tuple[str, str], ...] = ()
    timings: tuple[WordTiming, ...] = ()
    recognizer: str = ""

    @property
    def errors(self) -> int:
        return len(self.missing) + len(self.extra) + len(self.replaced)

    @property
    def matches(self) -> bool:
        """Every word heard as written."""
        return self.errors == 0

    def describe(self) -> str:
        """One sentence for a person: what differs, or that nothing does."""
        if self.matches:
            return "Every word was heard as written."
        parts: list[str] = []
        if self.missing:
            parts.append(f"{_count(len(self.missing), 'word')} missing ({listed(self.missing)})")
        if self.replaced:
            pairs = [f"{e} \u2192 {h}" for e, h in self.replaced]
            parts.append(f"{len(self.replaced)} heard differently ({listed(pairs)})")
        if self.extra:
            parts.append(f"{len(self.extra)} not in the text ({listed(self.extra)})")
        return (
            f"Heard \u201c{self.heard}\u201d: {'; '.join(parts)}; "
            f"{self.wer:.0%} of the words differ."
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "heard": self.heard,
            "wer": self.wer,
            "missing": list(self.missing),
            "extra": list(self.extra),
            "replaced": [[expected, heard] for expected, heard in self.replaced],
            "timings": [_timing_to_json(t) for t in self.timings],
            "recognizer": self.recognizer,
        }

    @classmethod
    def from_json(
        cls,
        obj: object,
        where: str = "word_check",
        file: str = PROJECT_JSON,
        advice: str = PROJECT_ADVICE,
    ) -> WordCheck:
        """Read ``to_json`` output back; a bad field raises ProjectError naming it."""
        r = Reader(obj, where, file, advice)
        wer = r.number("wer")
        if wer < 0:
            raise r.bad(f"{where}.wer", "must not be negative", wer)
        return cls(
            heard=r.text("heard", ""),
            wer=wer,
            missing=_texts(r, "missing"),
            extra=_texts(r, "extra"),
            replaced=tuple(_pair(r, "replaced", i, v) for i, v in enumerate(r.items("replaced"))),
            timings=tuple(
                _timing_from_json(Reader(v, f"{where}.timings[{i}]", file, advice))
                for i, v in enumerate(r.items("timings"))
            ),
            recognizer=r.text("recognizer", ""),
        )


def check_take(
    transcript: Transcript, text: str, prep: TextPrep = DEFAULT_PREP, recognizer: str = ""
) -> WordCheck:
    """Compare what was heard in a take with the line's ``text`` (as written, pause tags
    and all) read with ``prep`` (the document's dictionary and language).

    When the dictionary respells a word of the line, the recognizer may
    write either the respelling or the word itself; the reading that fits
    better counts.
    """
    heard = heard_words(_heard_texts(transcript), prep.language)
    best = _compare(transcript, heard, script_words(text, prep), recognizer)
    if prep.dictionary.entries_in(text):
        plain = TextPrep(EMPTY_DICTIONARY, True, prep.language)
        other = _compare(transcript, heard, script_words(text, plain), recognizer)
        if other.errors < best.errors:
            best = other
    return best


def _heard_texts(transcript: Transcript) -> list[str]:
    if transcript.words:
        return [w.text for w in transcript.words]
    return transcript.text.split()


def _compare(
    transcript: Transcript, heard: SpokenWords, script: SpokenWords, recognizer: str
) -> WordCheck:
    steps = align(script.tokens, heard.tokens)
    timings = (
        time_words(script, heard, transcript.words, steps, transcript.duration_s)
        if transcript.words
        else ()
    )
    return WordCheck(
        heard=" ".join(transcript.text.split()),
        wer=error_count(steps) / max(1, len(script.tokens)),
        missing=_expected(steps, script, "del"),
        extra=tuple(heard.tokens[s.h0] for s in steps if s.kind == "ins"),
        replaced=tuple((script.tokens[s.e0], heard.tokens[s.h0]) for s in steps if s.kind == "sub"),
        timings=timings,
        recognizer=recognizer,
    )


def _expected(steps: Sequence[Step], script: SpokenWords, kind: str) -> tuple[str, ...]:
    return tuple(script.tokens[s.e0] for s in steps if s.kind == kind)


def heard_as(words: Sequence[tuple[str, float, float]], duration_s: float) -> Transcript:
    """A transcript from (text, start, end) triples, certain of every word (for scripted
    recognizers and tests)."""
    return Transcript.from_words(
        tuple(Word(text, start, end, 1.0) for text, start, end in words), "en", duration_s
    )


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def listed(items: Sequence[str]) -> str:
    """The first few of ``items``, with an ellipsis when there are more."""
    shown = ", ".join(items[:SUMMARY_WORDS])
    return shown + (", \u2026" if len(items) > SUMMARY_WORDS else "")


def _timing_to_json(timing: WordTiming) -> dict[str, Any]:
    out: dict[str, Any] = {
        "text": timing.text,
        "start": round(timing.start_s, 4),
        "end": round(timing.end_s, 4),
    }
    if timing.probability is not None:
        out["probability"] = round(timing.probability, 4)
    if timing.estimated:
        out["estimated"] = True
    return out


def _timing_from_json(r: Reader) -> WordTiming:
    start, end = r.number("start"), r.number("end")
    if start < 0 or end < start:
        raise r.bad(f"{r.where}.end", "must not come before its start", end)
    return WordTiming(
        r.text("text"), start, end, r.opt_number("probability"), r.flag("estimated", False)
    )


def _texts(r: Reader, key: str) -> tuple[str, ...]:
    values = r.items(key)
    for i, value in enumerate(values):
        if not isinstance(value, str):
            raise r.bad(f"{r.where}.{key}[{i}]", "must be text", value)
    return tuple(values)


def _pair(r: Reader, key: str, index: int, value: object) -> tuple[str, str]:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value)):
        raise r.bad(f"{r.where}.{key}[{index}]", "must be a pair of words", value)
    return value[0], value[1]


__all__ = ["WordCheck", "check_take", "heard_as", "listed"]
