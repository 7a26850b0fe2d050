"""The pronunciation dictionary: words or phrases the engine should say differently.

An entry maps a term ("Nguyen", "SQL", "New York") to a respelling the
engine reads as intended ("win", "sequel", "noo york"). Matching is done on
the line's text before normalisation; the respelling is spoken as written.

How entries apply, in one scan from left to right:
- at each place the longest matching term wins, so "New York City" beats
  "New York"; a match is never scanned again, so one respelling never feeds
  another entry;
- whole-word entries match only between non-word characters ("cat" not in
  "concatenate"); others match inside words too;
- case-insensitive entries match any case; a case-sensitive one only its own;
- spaces in a term match any run of white space (a phrase split over a line
  break still matches).

A project's dictionary and the user's global one are combined with
``merged_over``: on the same term the project's entry wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from studio.errors import QT_TRANSLATE_NOOP, StudioError


class DictionaryError(StudioError):
    """A pronunciation entry or dictionary file that cannot be used."""


@dataclass(frozen=True)
class PronunciationEntry:
    """One term and how to say it."""

    term: str
    respelling: str
    whole_word: bool = True
    match_case: bool = False

    def __post_init__(self) -> None:
        # Frozen: normalise through object.__setattr__ so equal entries compare equal.
        object.__setattr__(self, "term", " ".join(self.term.split()))
        object.__setattr__(self, "respelling", " ".join(self.respelling.split()))
        if not self.term:
            raise DictionaryError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "A pronunciation entry needs a word or phrase; type one."
                )
            )
        if not self.respelling:
            raise DictionaryError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "The entry for {0!r} has no respelling; type how to say it."
                ),
                self.term,
            )

    @property
    def key(self) -> tuple[str, bool]:
        """Entries with the same key are one entry: the term (folded unless case matters)."""
        return (self.term if self.match_case else self.term.casefold(), self.match_case)

    def pattern(self) -> re.Pattern[str]:
        body = r"\s+".join(re.escape(word) for word in self.term.split(" "))
        if self.whole_word:
            body = rf"(?<!\w){body}(?!\w)"
        return re.compile(body, 0 if self.match_case else re.IGNORECASE)


@dataclass(frozen=True)
class Match:
    """Where an entry applies in a text."""

    start: int
    end: int
    entry: PronunciationEntry


@dataclass(frozen=True)
class PronunciationDictionary:
    """An ordered set of entries (one per key). Immutable: edits return a new one."""

    entries: tuple[PronunciationEntry, ...] = ()

    def __post_init__(self) -> None:
        seen: dict[tuple[str, bool], int] = {}
        unique: list[PronunciationEntry] = []
        for entry in self.entries:
            if entry.key in seen:
                unique[seen[entry.key]] = entry  # the later one wins, in the earlier place
            else:
                seen[entry.key] = len(unique)
                unique.append(entry)
        object.__setattr__(self, "entries", tuple(unique))

    def __len__(self) -> int:
        return len(self.entries)

    def __bool__(self) -> bool:
        return bool(self.entries)

    def find(self, term: str, match_case: bool = False) -> PronunciationEntry | None:
        probe = " ".join(term.split())
        key = (probe if match_case else probe.casefold(), match_case)
        for entry in self.entries:
            if entry.key == key:
                return entry
        return None

    def with_entry(
        self, entry: PronunciationEntry, replacing: PronunciationEntry | None = None
    ) -> PronunciationDictionary:
        """This dictionary with ``entry`` added, or put in the place of ``replacing``."""
        entries = list(self.entries)
        target = replacing.key if replacing is not None else entry.key
        for i, old in enumerate(entries):
            if old.key == target:
                entries[i] = entry
                # An edit that changes the key onto another entry's key replaces that one too.
                rest = [e for j, e in enumerate(entries) if j != i and e.key == entry.key]
                return PronunciationDictionary(tuple(e for e in entries if e not in rest))
        return PronunciationDictionary((*entries, entry))

    def without(self, entry: PronunciationEntry) -> PronunciationDictionary:
        return PronunciationDictionary(tuple(e for e in self.entries if e.key != entry.key))

    def merged_over(self, other: PronunciationDictionary) -> PronunciationDictionary:
        """This dictionary's entries first, then ``other``'s that this one does not override."""
        if not other:
            return self
        if not self:
            return other
        mine = {entry.key for entry in self.entries}
        return PronunciationDictionary(
            self.entries + tuple(e for e in other.entries if e.key not in mine)
        )

    @cached_property
    def matcher(self) -> _Matcher:
        return _Matcher(self.entries)

    def matches(self, text: str) -> list[Match]:
        """Every place an entry applies in ``text``, left to right, never overlapping."""
        return list(self.matcher.scan(text)) if self.entries else []

    def segments(self, text: str) -> list[tuple[str, bool]]:
        """``text`` cut into (piece, is_respelling) with every match replaced."""
        out: list[tuple[str, bool]] = []
        position = 0
        for match in self.matches(text):
            if match.start > position:
                out.append((text[position : match.start], False))
            out.append((match.entry.respelling, True))
            position = match.end
        if position < len(text):
            out.append((text[position:], False))
        return out

    def apply(self, text: str) -> str:
        return "".join(piece for piece, _ in self.segments(text))

    def entries_in(self, text: str) -> list[PronunciationEntry]:
        """The entries that apply to ``text`` (each once, in order of first use)."""
        found: dict[tuple[str, bool], PronunciationEntry] = {}
        for match in self.matches(text):
            found.setdefault(match.entry.key, match.entry)
        return list(found.values())


class _Matcher:
    """Finds entries by how their term starts.

    One regular expression alternating over every term is simple but slow:
    with 3,000 entries it takes ~0.8 s per line, since every alternative is
    tried at every position. Here a whole-word term that starts with a word
    is looked up by that first word, anything else by its first two
    characters (folded), and the few candidates found are checked with their
    own anchored pattern: well under a millisecond a line.
    """

    def __init__(self, entries: Sequence[PronunciationEntry]) -> None:
        self._by_word: dict[str, list[tuple[int, PronunciationEntry, re.Pattern[str]]]] = {}
        self._by_start: dict[str, list[tuple[int, PronunciationEntry, re.Pattern[str]]]] = {}
        for order, entry in enumerate(entries):
            item = (order, entry, entry.pattern())
            first = _WORD.match(entry.term)
            if entry.whole_word and first is not None:
                self._by_word.setdefault(first.group().lower(), []).append(item)
            else:
                self._by_start.setdefault(entry.term[:2].lower(), []).append(item)

    def _candidates(
        self, text: str, position: int
    ) -> Iterator[tuple[int, PronunciationEntry, re.Pattern[str]]]:
        if self._by_word and (position == 0 or not _WORD.match(text[position - 1])):
            word = _WORD.match(text, position)
            if word is not None:
                yield from self._by_word.get(word.group().lower(), ())
        if self._by_start:
            for key in {text[position : position + 2].lower(), text[position].lower()}:
                yield from self._by_start.get(key, ())

    def scan(self, text: str) -> Iterator[Match]:
        # With whole-word entries only, a match can start only where a word does.
        starts: Iterator[int] = (
            iter(range(len(text)))
            if self._by_start
            else (m.start() for m in _WORD_START.finditer(text))
        )
        done = 0
        for position in starts:
            if position < done:
                continue
            # Longest match wins; on equal length, the entry that comes first.
            best: tuple[int, int, PronunciationEntry] | None = None  # (end, -order, entry)
            for order, entry, pattern in self._candidates(text, position):
                found = pattern.match(text, position)
                if found is None or found.end() == position:
                    continue
                candidate = (found.end(), -order, entry)
                if best is None or candidate[:2] > best[:2]:
                    best = candidate
            if best is not None:
                yield Match(position, best[0], best[2])
                done = best[0]


_WORD = re.compile(r"\w+")
_WORD_START = re.compile(r"(?<!\w)\w")


def dictionary_to_json(dictionary: PronunciationDictionary) -> list[dict[str, object]]:
    return [
        {
            "term": e.term,
            "respelling": e.respelling,
            "whole_word": e.whole_word,
            "match_case": e.match_case,
        }
        for e in dictionary.entries
    ]


def dictionary_from_json(data: object, source: str) -> PronunciationDictionary:
    """Entries from a list (or ``{"entries": [...]}``), naming the bad one on failure."""
    items = data.get("entries") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise DictionaryError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0}: the entries must be a list; fix or delete the file."
            ),
            source,
        )
    entries: list[PronunciationEntry] = []
    for i, item in enumerate(items):
        if not (
            isinstance(item, dict)
            and isinstance(item.get("term"), str)
            and isinstance(item.get("respelling"), str)
            and isinstance(item.get("whole_word", True), bool)
            and isinstance(item.get("match_case", False), bool)
        ):
            raise DictionaryError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0}: entry {1} needs a text term and respelling; fix or delete it.",
                ),
                source,
                i + 1,
            )
        try:
            entries.append(
                PronunciationEntry(
                    item["term"],
                    item["respelling"],
                    item.get("whole_word", True),
                    item.get("match_case", False),
                )
            )
        except DictionaryError as exc:
            raise DictionaryError(
                QT_TRANSLATE_NOOP("StudioError", "{0}: entry {1}: {2}"), source, i + 1, exc.said
            ) from exc
    return PronunciationDictionary(tuple(entries))


EMPTY_DICTIONARY = PronunciationDictionary()


__all__ = [
    "DictionaryError",
    "EMPTY_DICTIONARY",
    "Match",
    "PronunciationDictionary",
    "PronunciationEntry",
    "dictionary_from_json",
    "dictionary_to_json",
]
