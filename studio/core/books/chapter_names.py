"""Whether a heading reads as a chapter, in the languages the studio ships.

Three kinds of name start a chapter, whatever the markup says about them:

- a part: a part word and a number ("Part Two", "Book III", "Zweiter Teil",
  "Parte 1", "Primera parte");
- a chapter: a chapter word and a number ("Chapter 3", "CHAPTER IV", "Kapitel
  drei", "3. Kapitel", "Capítulo uno"), or a prologue, epilogue, foreword,
  preface or afterword ("Prolog", "Epílogo");
- a numbered title: a number alone or before a title ("12", "IV", "One",
  "1. Loomings", "IV - The Storm"). A Roman numeral there is upper case and
  at most 89, so "C. S. Lewis" and "I Was There" stay titles.

Any of them may go on with a title after a colon, a full stop or a dash
("Chapter 1: Loomings"). Numbers are digits, Roman numerals, or words in
English, German or Spanish (num2words spells them: cardinals, and ordinals in
the forms the languages decline them to).

``strict`` is for a line of running text (a PDF has no headings): only part
and chapter words count there, a title must follow a colon, full stop or dash
and be short, and a line that ends in a page number is a contents entry, not
a heading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Literal

NameKind = Literal["part", "chapter", "numbered"]

_PART_WORDS = tuple("part book volume teil buch band parte libro tomo volumen".split())
_CHAPTER_WORDS = tuple("chapter kapitel cap\u00edtulo capitulo".split())
_ALONE_WORDS = tuple(
    "prologue epilogue foreword preface afterword prolog epilog vorwort nachwort "
    "pr\u00f3logo prologo ep\u00edlogo epilogo prefacio".split()
)
# Few lines of running text hold a name word among their first four words: the
# others are not looked at further.
_NAME_WORDS = frozenset(_PART_WORDS + _CHAPTER_WORDS + _ALONE_WORDS)
# The names of a table of contents (also front matter by their title, see ``matter``).
CONTENTS_NAMES = (
    "(table of )?contents|toc|inhalt|inhaltsverzeichnis|[ií]ndice( general)?"
    "|contenidos?|tabla de contenidos?|sumario"
)
_CONTENTS = re.compile(CONTENTS_NAMES)
_CONTENTS_CHARS = 40
_ROMAN = re.compile(r"(?=[ivxlcdm])m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})")
# A numbered title's Roman numeral: I to LXXXIX.
_SMALL_ROMAN = re.compile(r"(?=[ivxl])(?:xl|l?x{0,3})(?:ix|iv|v?i{0,3})")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}
_NAME_WORD = re.compile(rf"(?:(?P<part>{'|'.join(_PART_WORDS)})|{'|'.join(_CHAPTER_WORDS)})\b")
_ALONE = re.compile(rf"(?:{'|'.join(_ALONE_WORDS)})\b")
_THE = re.compile(r"\s+(?:the\s+)?")
_DIGITS = re.compile(r"\d{1,4}\b")
_WORDS = re.compile(r"[^\W\d_]+(?: [^\W\d_]+){0,2}")
_AFTER_NUMBER = re.compile(r"\.?\s+")
# What may follow a name: a title after punctuation or a space (any heading), or
# after punctuation only, short and starting with a letter (a line of running text).
_LOOSE_REST = re.compile(r"(?:\s*[:.)\u2013\u2014-]\s*|\s+)\S.*|[.:]?")
_PUNCTUATED_REST = re.compile(r"\s*[:.)\u2013\u2014-]\s*\S.*|[.:]?")
_STRICT_REST = re.compile(
    r"(?:\s*[:.]\s+|\s+[\u2013\u2014-]\s+|\s*[\u2013\u2014]\s*)[^\W\d_\"'].{0,59}|[.:]?"
)
_ENDS_IN_PAGE_NUMBER = re.compile(r"(?:\s|[.\u2026\u00b7_])\d{1,4}$")
_WORDS_UP_TO = 100


@dataclass(frozen=True)
class ChapterName:
    """What kind of chapter name a heading is, and its number (None for "Prologue")."""

    kind: NameKind
    number: int | None


@cache
def _number_words() -> tuple[dict[str, int], dict[str, int]]:
    """Number words in English, German and Spanish: the cardinals ("three", "drei",
    "tres"), and every word a chapter or part word takes, ordinals included ("third",
    "drittes", "tercera")."""
    # num2words is imported when the first heading is read, not at start.
    from num2words import num2words

    cardinals: dict[str, int] = {}
    words: dict[str, int] = {}
    for n in range(_WORDS_UP_TO, 0, -1):
        for lang in ("en", "de", "es"):
            cardinals[_plain(num2words(n, lang=lang))] = n
            ordinal = _plain(num2words(n, lang=lang, to="ordinal"))
            words[ordinal] = n
            if lang == "de":
                words.update({ordinal + ending: n for ending in "snrm"})
            if lang == "es":
                words[re.sub(r"o\b", "a", ordinal)] = n
    words.update({"primer": 1, "tercer": 3, "una": 1})
    words.update(cardinals)
    return cardinals, words


def _plain(text: str) -> str:
    """Lower case, runs of whitespace as one space, a hyphen inside a word a space."""
    return " ".join(re.sub(r"(?<=\w)-(?=\w)", " ", text.casefold()).split())


def _number(text: str, at: int) -> tuple[int, int] | None:
    """(value, end) of the number that starts at ``at``: digits, a Roman numeral, or
    one to three number words."""
    digits = _DIGITS.match(text, at)
    if digits is not None:
        return int(digits.group()), digits.end()
    found = _WORDS.match(text, at)
    if found is None:
        return None
    words = _number_words()[1]
    phrase = found.group().split(" ")
    for count in range(len(phrase), 0, -1):
        candidate = " ".join(phrase[:count])
        if candidate in words:
            return words[candidate], at + len(candidate)
    if _ROMAN.fullmatch(phrase[0]):
        return _roman(phrase[0]), at + len(phrase[0])
    return None


def _roman(numeral: str) -> int:
    values = [_ROMAN_VALUES[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _rest_ok(text: str, at: int, strict: bool) -> bool:
    rest = text[at:]
    if strict:
        return _STRICT_REST.fullmatch(rest) is not None and not (
            rest.strip(".: ") and _ENDS_IN_PAGE_NUMBER.search(rest)
        )
    return _LOOSE_REST.fullmatch(rest) is not None


def _named(text: str, strict: bool) -> ChapterName | None:
    """A part or chapter word with its number (either order), or a word that is a
    chapter alone ("Prologue")."""
    alone = _ALONE.match(text)
    if alone is not None and _rest_ok(text, alone.end(), strict):
        return ChapterName("chapter", None)
    word = _NAME_WORD.match(text)
    if word is not None:
        space = _THE.match(text, word.end())
        number = _number(text, space.end()) if space is not None else None
        if number is not None and _rest_ok(text, number[1], strict):
            return ChapterName("part" if word.group("part") else "chapter", number[0])
        return None
    number = _number(text, 0)
    if number is None:
        return None
    space = _AFTER_NUMBER.match(text, number[1])
    word = _NAME_WORD.match(text, space.end()) if space is not None else None
    if word is not None and _rest_ok(text, word.end(), strict):
        return ChapterName("part" if word.group("part") else "chapter", number[0])
    return None


def _numbered(text: str, original: str) -> ChapterName | None:
    """A number alone or before a title: "12", "IV", "One", "1. Loomings"."""
    digits = _DIGITS.match(text)
    if digits is not None:
        end = digits.end() + text[digits.end() :].startswith(".")
        if len(digits.group()) <= 3 and _LOOSE_REST.fullmatch(text[end:]):
            return ChapterName("numbered", int(digits.group()))
        return None
    roman = _SMALL_ROMAN.match(text)
    if roman is not None and roman.end() and original[: roman.end()].isupper():
        if _PUNCTUATED_REST.fullmatch(text[roman.end() :]):
            return ChapterName("numbered", _roman(roman.group()))
    found = _WORDS.match(text)
    phrase = found.group().split(" ") if found is not None else []
    cardinals = _number_words()[0]
    for count in range(len(phrase), 0, -1):
        candidate = " ".join(phrase[:count])
        if candidate in cardinals and _PUNCTUATED_REST.fullmatch(text[len(candidate) :]):
            return ChapterName("numbered", cardinals[candidate])
    return None


def chapter_name(heading: str, *, strict: bool = False) -> ChapterName | None:
    """How ``heading`` reads as a chapter (see the module's docstring), or None."""
    if strict and _NAME_WORDS.isdisjoint(
        [word.strip(".:") for word in heading[:60].casefold().split(None, 4)[:4]]
    ):
        return None
    original = " ".join(heading.split())
    text = _plain(original)
    if not text or len(text) > 120:
        return None
    return _named(text, strict) or (None if strict else _numbered(text, original))


def is_contents(heading: str) -> bool:
    """Whether ``heading`` names a table of contents ("Contents", "Inhalt", "Índice")."""
    if len(heading) > _CONTENTS_CHARS:
        return False
    return (
        _CONTENTS.fullmatch(" ".join(re.sub(r"[^\w\s]", " ", heading.casefold()).split()))
        is not None
    )


__all__ = ["CONTENTS_NAMES", "ChapterName", "NameKind", "chapter_name", "is_contents"]
