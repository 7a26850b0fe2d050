"""Words as spoken: normalised, lower-cased tokens, each traced back to the words it came from.

Two texts are compared word by word only after both are read the way the
studio reads a line: numbers, times, money and abbreviations spelled out
(``normalize.py``), then lower-cased with punctuation stripped. "5pm" and
"five p.m." both become ``five p m``.

Normalising changes the number of words ("5pm" is three spoken words,
"$5 million" reads "five million dollars"), so each token keeps the span of
source words it came from: a ``WordGroup``. The source words are the line's
words as written, or the recognizer's words as heard; timings found for
tokens are carried back to those words through the groups.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from studio.core.text.normalize import normalize_text
from studio.core.text.spoken import Speech, TextPrep, prepare_text, split_pauses

# A word: letters and digits, with inner apostrophes ("don't", "o'clock").
# Hyphens, dashes and dots separate words: "well-known" is two, "p.m." too.
_TOKEN = re.compile(r"[^\W_]+(?:['\u2019\u02bc][^\W_]+)*")
_APOSTROPHES = re.compile(r"['\u2019\u02bc]")
# Scripts written without spaces: each character is compared on its own.
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_UNSPACED_OR_RUN = re.compile(_UNSPACED.pattern + r"|(?:(?!" + _UNSPACED.pattern + r").)+")
_WORD_CHAR = re.compile(r"[^\W_]")
DEFAULT_PREP = TextPrep()


@dataclass(frozen=True)
class WordGroup:
    """Source words ``[word_start, word_end)`` are spoken as tokens ``[token_start, token_end)``."""

    word_start: int
    word_end: int
    token_start: int
    token_end: int


@dataclass(frozen=True)
class SpokenWords:
    """Source words, the tokens they are spoken as, and which words give which tokens.

    ``groups`` are in order, cover every word and every token once; a group
    may hold no token (a word the normaliser drops).
    """

    words: tuple[str, ...]
    tokens: tuple[str, ...]
    groups: tuple[WordGroup, ...]


def token_spans(text: str) -> list[tuple[str, int, int]]:
    """The comparable words of ``text``: (token, start, end), lower-cased, no punctuation."""
    out: list[tuple[str, int, int]] = []
    for match in _TOKEN.finditer(text):
        word = match.group(0)
        pieces = (
            [(m.group(0), m.start()) for m in _UNSPACED_OR_RUN.finditer(word)]
            if _UNSPACED.search(word)
            else [(word, 0)]
        )
        for piece, offset in pieces:
            token = _APOSTROPHES.sub("", unicodedata.normalize("NFKC", piece).casefold())
            if token:
                start = match.start() + offset
                out.append((token, start, start + len(piece)))
    return out


def tokenize(text: str) -> tuple[str, ...]:
    """``text`` as comparable words (no normalisation): ``"Hello, World!"`` -> hello, world."""
    return tuple(token for token, _, _ in token_spans(text))


def written_words(text: str) -> list[str]:
    """A text's words as written: whitespace-separated, a lone punctuation mark kept
    with the word before it (or after it, at the start) so nothing visible is lost."""
    words: list[str] = []
    pending = ""
    for run in text.split():
        if _WORD_CHAR.search(run):
            words.append(f"{pending} {run}".strip())
            pending = ""
        elif words:
            words[-1] = f"{words[-1]} {run}"
        else:
            pending = f"{pending} {run}".strip()
    if pending:
        words.append(pending)
    return words


def map_words(words: Sequence[str], speak: Callable[[str], str]) -> SpokenWords:
    """Tokens of ``speak(" ".join(words))``, each traced back to the words it came from.

    The spoken text is aligned to the source characters (difflib): a stretch
    the normaliser rewrote ("5pm" -> "five p m") maps to the words it
    rewrote, unchanged text maps one to one.
    """
    source = " ".join(words)
    starts: list[int] = []
    position = 0
    for word in words:
        starts.append(position)
        position += len(word) + 1
    spoken = speak(source)
    spans = token_spans(spoken)
    if not spans:
        return SpokenWords(tuple(words), (), _groups([], len(words)))
    origin = _origins(source, spoken)
    ranges: list[tuple[int, int]] = []
    for _, start, end in spans:
        low = min(origin[i][0] for i in range(start, end))
        high = max(origin[i][1] for i in range(start, end))
        ranges.append(_word_range(starts, words, low, high))
    return SpokenWords(
        tuple(words), tuple(token for token, _, _ in spans), _groups(ranges, len(words))
    )


def _origins(source: str, spoken: str) -> list[tuple[int, int]]:
    """For each character of ``spoken``, the span of ``source`` characters it stands for."""
    if source == spoken:
        return [(i, i + 1) for i in range(len(spoken))]
    # Per-character lower case keeps the lengths ("Dr." -> "Doctor" still shares a D and r).
    matcher = difflib.SequenceMatcher(
        None, [c.lower() for c in source], [c.lower() for c in spoken], autojunk=False
    )
    origin: list[tuple[int, int]] = [(0, 0)] * len(spoken)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        for j in range(j1, j2):
            origin[j] = (i1 + (j - j1), i1 + (j - j1) + 1) if tag == "equal" else (i1, i2)
    return origin


def _word_range(
    starts: Sequence[int], words: Sequence[str], low: int, high: int
) -> tuple[int, int]:
    """The words (first, last, inclusive) that source characters ``[low, high)`` touch."""
    pairs = enumerate(zip(starts, words, strict=True))
    touched = [i for i, (s, w) in pairs if s < high and low < s + len(w)]
    if touched:
        return touched[0], touched[-1]
    # Inserted text (nothing of the source behind it): the word it was put into
    # ("e.g." -> "for example"), else the word it follows ("$5" -> "... dollars").
    inside = [
        i for i, (s, w) in enumerate(zip(starts, words, strict=True)) if s <= low < s + len(w)
    ]
    before = [i for i, s in enumerate(starts) if s < max(low, 1)]
    index = inside[0] if inside else before[-1] if before else 0
    return index, index


def _groups(ranges: Sequence[tuple[int, int]], word_count: int) -> tuple[WordGroup, ...]:
    """Contiguous groups from each token's word range; overlapping ranges merge."""
    merged: list[list[int]] = []  # [word_start, word_end, token_start, token_end]
    for token, (first, last) in enumerate(ranges):
        while merged and first < merged[-1][0] and len(merged) > 1:
            # A token reaching back before the last group (a reordering rewrite): merge.
            tail = merged.pop()
            merged[-1][1], merged[-1][3] = max(merged[-1][1], tail[1]), tail[3]
        if merged and first < merged[-1][1]:
            group = merged[-1]
            group[0], group[1], group[3] = min(group[0], first), max(group[1], last + 1), token + 1
        else:
            merged.append([first, last + 1, token, token + 1])
    groups: list[WordGroup] = []
    word = 0
    token = 0
    for word_start, word_end, token_start, token_end in merged:
        while word < word_start:
            groups.append(WordGroup(word, word + 1, token, token))
            word += 1
        groups.append(WordGroup(word_start, word_end, token_start, token_end))
        word, token = word_end, token_end
    while word < word_count:
        groups.append(WordGroup(word, word + 1, token, token))
        word += 1
    return tuple(groups)


def comparison_prep(prep: TextPrep) -> TextPrep:
    """How a script is read for comparison: its dictionary, always normalised."""
    return TextPrep(prep.dictionary, True, prep.language)


def script_words(text: str, prep: TextPrep = DEFAULT_PREP) -> SpokenWords:
    """A line of script: its words as written, and the tokens they are spoken as.

    Pause tags are left out; each stretch between pauses is prepared on its
    own, as the engine is given it (dictionary respellings, then numbers and
    abbreviations in words; normalised even when the line's own switch is off,
    so that "5pm" compares equal to a recognizer's "five p.m.").
    """
    reading = comparison_prep(prep)
    parts = [part.text for part in split_pauses(text) if isinstance(part, Speech)]
    mapped = [map_words(written_words(part), lambda s: prepare_text(s, reading)) for part in parts]
    return join_spoken(mapped)


def heard_words(words: Sequence[str], language: str = "en") -> SpokenWords:
    """A recognizer's words (its own spelling), and the tokens they are spoken as."""
    return map_words([w.strip() for w in words], lambda s: normalize_text(s, language))


def join_spoken(parts: Sequence[SpokenWords]) -> SpokenWords:
    """Several mapped stretches as one, indices shifted."""
    words: list[str] = []
    tokens: list[str] = []
    groups: list[WordGroup] = []
    for part in parts:
        w, t = len(words), len(tokens)
        groups += [
            WordGroup(g.word_start + w, g.word_end + w, g.token_start + t, g.token_end + t)
            for g in part.groups
        ]
        words += part.words
        tokens += part.tokens
    return SpokenWords(tuple(words), tuple(tokens), tuple(groups))


__all__ = [
    "SpokenWords",
    "WordGroup",
    "comparison_prep",
    "heard_words",
    "join_spoken",
    "map_words",
    "script_words",
    "token_spans",
    "tokenize",
    "written_words",
]
