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
words (before a conjunction when there is one), and only a single "word"
longer than a phrase (a URL, a run of CJK text without punctuation) is cut
inside; a sentence's pieces are packed back together greedily while they
stay within both bounds.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence

MAX_LINE_CHARS = 200
MAX_PHRASE_CHARS = 80

# Marks after which an engine may pause: sentence ends and clause marks, with
# their CJK, Arabic and Devanagari forms.
_SENTENCE_MARKS = ".!?\u2026\u3002\uff01\uff1f\u061f\u06d4\u0964"
_CLAUSE_MARKS = ",;:\u3001\uff0c\uff1b\uff1a\u060c\u061b"
_CLOSERS = "\"'\u201d\u2019)]\u00bb"
_PHRASE_BREAK = re.compile(f"[{re.escape(_SENTENCE_MARKS + _CLAUSE_MARKS)}]")
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
    """Greedily join consecutive parts while the joined line stays ``ok``."""
    out: list[str] = []
    for part in parts:
        if out and ok(out[-1] + " " + part):
            out[-1] = out[-1] + " " + part
        else:
            out.append(part)
    return out


def _cut_words(text: str, ok: Callable[[str], bool], max_phrase: int) -> list[str]:
    """Pieces that are each ``ok``, cut between words."""
    words: list[str] = []
    for word in text.split():
        words.extend(_cut_inside(word, max_phrase) if len(word) > max_phrase else [word])
    pieces: list[str] = []
    current: list[str] = []
    for word in words:
        while current and not ok(" ".join([*current, word])):
            keep, current = _best_cut(current)
            pieces.append(" ".join(keep))
        current.append(word)
    if current:
        pieces.append(" ".join(current))
    return pieces


def _best_cut(words: list[str]) -> tuple[list[str], list[str]]:
    """Where a piece that grew too long ends: before a conjunction in its second half,
    else after its last clause or sentence mark, else after its last word."""
    for i in range(len(words) - 1, len(words) // 2, -1):
        if words[i].lower() in _CONJUNCTIONS:
            return words[:i], words[i:]
    for i in range(len(words) - 1, 0, -1):
        if _PHRASE_BREAK.search(words[i - 1][-1:]):
            return words[:i], words[i:]
    return words, []


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
    "MAX_LINE_CHARS",
    "MAX_PHRASE_CHARS",
    "fits",
    "longest_phrase",
    "sentences",
    "split_long",
]
