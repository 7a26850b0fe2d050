"""Cutting long text into lines an engine can say whole.

pocket-tts splits a line into chunks of at most 50 tokens at sentence ends
and, inside a long sentence, at commas, semicolons and colons; a stretch
with no such mark that is longer than 50 tokens stays one chunk, and the
model then skips words (it warns "Chunk has N tokens (max 50)"). VoxCPM2 does
not split at all and slurs long inputs. So two bounds, in characters because
the core knows no tokenizer:

- ``MAX_PHRASE_CHARS`` (80): the longest stretch between two of those marks.
  The tokenizer the tests build has about 2 characters a token on prose
  (1.95-2.2 measured on the benchmark sentences) and 1.5 on text dense with
  numbers, so 80 characters is about 40 tokens of prose and at most about 53
  of figures. pocket-tts's own English tokenizer has 4000 pieces that include
  whole words, so the same text should be fewer tokens still (not measured:
  its weights cannot be downloaded here).
- ``MAX_LINE_CHARS`` (200): the longest line, several sentences at most, so
  a line stays something a person edits and re-renders as one unit.

A line within both bounds is never touched. A longer one becomes one line per
sentence; a sentence still too long is cut at clause marks, then between
words (into parts of even length, before a conjunction when one is near), and
only a single "word" longer than a phrase (a URL, a run of CJK text without
punctuation) is cut inside; a sentence's pieces are packed back together
greedily into as few lines as fit both bounds, and a last line under half the
length of the one before shares those two lines' pieces evenly, so no cut
leaves a line of a word or two behind ("a.").
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from collections.abc import Callable, Sequence

MAX_LINE_CHARS = 200
MAX_PHRASE_CHARS = 80
# A line of more characters than this (five minutes of speech or so) is no line of
# speech: more likely a file with no line breaks, or text pasted by mistake. It is
# split as any long line is, and the note on it asks the person to check it.
LONG_LINE_CHARS = 5_000

# Marks after which an engine may pause: sentence ends and clause marks, with
# their CJK, Arabic and Devanagari forms.
_SENTENCE_MARKS = ".!?\u2026\u3002\uff01\uff1f\u061f\u06d4\u0964"
_CLAUSE_MARKS = ",;:\u3001\uff0c\uff1b\uff1a\u060c\u061b"
_CLOSERS = "\"'\u201d\u2019)]\u00bb"
_PHRASE_BREAK = re.compile(f"[{re.escape(_SENTENCE_MARKS + _CLAUSE_MARKS)}]")
_MARKS = frozenset(_SENTENCE_MARKS + _CLAUSE_MARKS)
_SENTENCE_CANDIDATE = re.compile(
    f"(?<=[{re.escape(_SENTENCE_MARKS)}])[{re.escape(_CLOSERS)}]*\\s+"
    # Ideographic sentence ends need no space after them.
    "|(?<=[\u3002\uff01\uff1f])"
)
_CLAUSE_SPLIT = re.compile(
    # A comma needs a space after it ("3,450" is a number); the ideographic marks don't.
    "(?<=[,;:\u060c\u061b])\\s+|(?<=[\u3001\uff0c\uff1b\uff1a])\\s*|\\s+(?=\u2014)|(?<=\u2014)\\s*"
)
_OPENERS = "\"'\u201c\u2018([\u00ab"
# Abbreviations that end in a full stop without ending the sentence.
_ABBREVIATIONS = {
    "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "no",
    "fig", "approx", "dept", "inc", "ltd", "co", "mt", "jan", "feb", "mar", "apr", "jun",
    "jul", "aug", "sep", "sept", "oct", "nov", "dec",
}  # fmt: skip
# Words a long clause is best cut before, when it has to be cut between words.
_CONJUNCTIONS = {
    "and", "but", "or", "nor", "so", "yet", "because", "although", "though", "while",
    "whereas", "which", "who", "whom", "whose", "that", "when", "where", "if", "unless",
    "until", "since", "after", "before", "then", "as",
}  # fmt: skip


def longest_phrase(text: str) -> int:
    """Characters of the longest stretch without a sentence end or clause mark."""
    return max((len(part.strip()) for part in _PHRASE_BREAK.split(text)), default=0)


def fits(text: str, max_chars: int = MAX_LINE_CHARS, max_phrase: int = MAX_PHRASE_CHARS) -> bool:
    return len(text) <= max_chars and longest_phrase(text) <= max_phrase


def sentences(text: str) -> list[str]:
    """Split at sentence ends, not after common abbreviations or initials.

    A sentence starts with an upper-case letter, a digit, an opening quote or a
    letter of a script without case (Arabic, Hebrew, CJK, ...).
    """
    pieces: list[str] = []
    start = 0
    for match in _SENTENCE_CANDIDATE.finditer(text):
        rest = text[match.end() :].lstrip(_OPENERS)
        if rest and not _starts_sentence(rest[0]):
            continue
        before = text[start : match.start()].rstrip(_CLOSERS)
        last_word = before.rsplit(None, 1)[-1] if before.split() else ""
        word = last_word.rstrip(".").lower()
        if last_word.endswith(".") and (
            word in _ABBREVIATIONS or (len(word) == 1 and word.isalpha())
        ):
            continue
        pieces.append(
            text[start : match.start()].strip() + text[match.start() : match.end()].strip()
        )
        start = match.end()
    pieces.append(text[start:].strip())
    return [p for p in pieces if p]


def _starts_sentence(char: str) -> bool:
    return char.isupper() or char.isdigit() or (char.isalpha() and not char.islower())


def split_long(
    text: str, max_chars: int = MAX_LINE_CHARS, max_phrase: int = MAX_PHRASE_CHARS
) -> list[str]:
    """One line of text as lines within both bounds; nothing dropped, nothing reordered.

    Joining the result with single spaces gives ``text`` with its runs of
    whitespace collapsed, except inside a word too long for one phrase.
    """
    text = " ".join(text.split())
    if not text:
        return []

    def ok(piece: str) -> bool:
        return fits(piece, max_chars, max_phrase)

    if ok(text):
        return [text]
    lines: list[str] = []
    for sentence in sentences(text):
        if ok(sentence):
            lines.append(sentence)
            continue
        pieces: list[str] = []
        for clause in (c.strip() for c in _CLAUSE_SPLIT.split(sentence)):
            if not clause:
                continue
            if ok(clause):
                pieces.append(clause)
            else:
                pieces.extend(_cut_words(clause, ok, min(max_phrase, max_chars)))
        lines.extend(_pack(pieces, ok))
    return lines


def _pack(parts: Sequence[str], ok: Callable[[str], bool]) -> list[str]:
    """Greedily join consecutive parts while the joined line stays ``ok``: the fewest
    lines (each part must be ``ok`` alone). A last line under half the length of the
    one before it ("a." after a full line) shares the two lines' parts evenly."""
    lines: list[list[str]] = []
    for part in parts:
        if lines and ok(" ".join([*lines[-1], part])):
            lines[-1].append(part)
        else:
            lines.append([part])
    out = [" ".join(line) for line in lines]
    if len(out) > 1 and 2 * len(out[-1]) < len(out[-2]):
        tail = [*lines[-2], *lines[-1]]
        cuts = _even(tail, 2, lambda i, j: ok(" ".join(tail[i:j])))
        if cuts is not None:
            out[-2:] = _lines(tail, cuts)
    return out


def _cut_words(text: str, ok: Callable[[str], bool], limit: int) -> list[str]:
    """Pieces that are each ``ok``: the runs between the marks left inside a clause
    ("home. and they"), each one too long cut between words into parts of even length.

    Greedy filling alone leaves what is over to the last piece: 80, 80 and "a."
    characters. So the count of pieces is the fewest that hold the run, and each
    cut falls at the word boundary nearest its even share of the length, or before
    a conjunction within a quarter of a share of it. Should no even cut fit (a word
    far longer than the others), one piece more is tried, then greedy filling.
    """
    runs: list[list[str]] = [[]]
    for word in text.split():
        runs[-1].extend(_cut_inside(word, limit) if len(word) > limit else [word])
        if word.rstrip(_CLOSERS)[-1:] in _MARKS:
            runs.append([])
    pieces: list[str] = []
    for run in filter(None, runs):
        joined = " ".join(run)
        pieces.extend([joined] if ok(joined) else _even_words(run, limit))
    return pieces


def _even_words(words: Sequence[str], limit: int) -> list[str]:
    """``words`` (no mark among them but after the last) in the fewest lines of at most
    ``limit`` characters, of about even length."""
    starts = _starts(words)

    def fits_line(i: int, j: int) -> bool:
        return starts[j] - starts[i] - 1 <= limit

    greedy = [0]
    for j in range(1, len(words)):
        if not fits_line(greedy[-1], j + 1):
            greedy.append(j)
    greedy.append(len(words))
    count = len(greedy) - 1
    tried = (_even(words, n, fits_line) for n in range(count, count + 3))
    return _lines(words, next((cuts for cuts in tried if cuts is not None), greedy))


def _starts(parts: Sequence[str]) -> list[int]:
    """Where each part starts in the parts joined with spaces, and (last) where the
    joined text would start a next one."""
    starts = [0]
    for part in parts:
        starts.append(starts[-1] + len(part) + 1)
    return starts


def _lines(parts: Sequence[str], cuts: Sequence[int]) -> list[str]:
    return [" ".join(parts[i:j]) for i, j in zip(cuts, cuts[1:], strict=False)]


def _even(
    parts: Sequence[str], count: int, fits_line: Callable[[int, int], bool]
) -> list[int] | None:
    """Where to cut ``parts`` into ``count`` lines near even shares of their length (the
    indices that start each line, then the end); None when no such cut makes lines that
    ``fits_line(first, end)`` allows."""
    starts = _starts(parts)
    share = (starts[-1] - 1) / count
    cuts = [0]
    for k in range(1, count):
        ideal = k * share
        # The line is parts[cuts[-1]:cut]; each line after it needs a part of its own.
        low = max(cuts[-1] + 1, bisect.bisect_left(starts, ideal - share))
        high = min(len(parts) - (count - k), bisect.bisect_right(starts, ideal + share))
        order = sorted(range(low, high + 1), key=lambda i: abs(starts[i] - 1 - ideal))
        near = [
            i
            for i in order
            if abs(starts[i] - 1 - ideal) <= share / 4 and _pause(parts[i - 1], parts[i])
        ]
        cut = next(
            (i for i in (*near, *order) if fits_line(cuts[-1], i)),
            None,
        )
        if cut is None:
            return None
        cuts.append(cut)
    if not fits_line(cuts[-1], len(parts)):
        return None
    return [*cuts, len(parts)]


def _pause(before: str, after: str) -> bool:
    """Whether a cut between ``before`` and ``after`` falls where a reader pauses: after
    a sentence or clause mark, or before a conjunction."""
    return before.rstrip(_CLOSERS)[-1:] in _MARKS or (
        after.split(None, 1)[0].lower() in _CONJUNCTIONS if after.strip() else False
    )


def cut_kinds(lines: Sequence[str]) -> tuple[int, int]:
    """How ``split_long`` cut a text into ``lines``: (cuts at a sentence end or clause
    mark, cuts elsewhere: between words, or inside a word too long for a phrase)."""
    at_marks = between = 0
    for before, after in zip(lines, lines[1:], strict=False):
        end = before.rstrip(_CLOSERS)[-1:]
        if (end and (end in _SENTENCE_MARKS or end in _CLAUSE_MARKS or end == "\u2014")) or (
            after.startswith("\u2014")
        ):
            at_marks += 1
        else:
            between += 1
    return at_marks, between


def _cut_inside(word: str, limit: int) -> list[str]:
    """A single over-long word in pieces, never inside a character sequence
    (a combining accent, an emoji joined with ZWJ or a variation selector)."""
    pieces: list[str] = []
    start = 0
    while len(word) - start > limit:
        end = start + limit
        while end > start + 1 and _joins_previous(word[end], word[end - 1]):
            end -= 1
        pieces.append(word[start:end])
        start = end
    pieces.append(word[start:])
    return pieces


def _joins_previous(char: str, previous: str) -> bool:
    return (
        unicodedata.category(char).startswith("M")
        or char in "\u200d\ufe0e\ufe0f"
        or previous == "\u200d"
        or 0x1F3FB <= ord(char) <= 0x1F3FF  # skin tone modifiers
    )


__all__ = [
    "LONG_LINE_CHARS",
    "MAX_LINE_CHARS",
    "MAX_PHRASE_CHARS",
    "cut_kinds",
    "fits",
    "longest_phrase",
    "sentences",
    "split_long",
]
