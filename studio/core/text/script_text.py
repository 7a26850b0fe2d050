"""Script text to lines of speech: the one normaliser every way in goes through.

``voice-studio render``, the window's Import, paste and ``--script`` all call
``normalise_script``, so the same text becomes the same lines everywhere:

- Plain text is one line of speech per non-empty line. Markdown (``.md``,
  ``.markdown``) is prose: its wrapped lines are joined into paragraphs,
  except that a line ending a sentence ends its unit and ``NAME:`` starts one.
- ``NAME: text`` is spoken by voice NAME when NAME is a voice, whatever its
  case ("ALICE:" and "Alice:" for alice), and the prefix leaves the text;
  otherwise the colon belongs to the sentence ("Note: ...") and stays in the text.
- Control and invisible format characters (NUL, BEL, escape sequences,
  bidirectional overrides, zero-width spaces, ...) are removed and said once
  in a note; emoji and every script, right-to-left ones included, are kept.
  That is one rule for a paste, an Import, ``render`` and a line typed into
  the table (``normalise_line``): a stray NUL in UTF-8 text is a control
  character like the others. A control character between two words stands
  where a separator was ("Hello\\0world" is "Hello world"); a format character
  inside a word (a soft hyphen) joins its halves. Only bytes that are not UTF-8
  text (UTF-16, a file full of NULs) are refused, by
  ``script_files.decode_script``, before any of it.
- A line too long for an engine is cut into several (``line_split``); the
  pieces keep the line's voice, and a ``NAME:`` kept as text stays on the
  first piece only. A note says how (at punctuation, or between words), and
  one over ``LONG_LINE_CHARS`` (5,000) gets a note of its own asking the
  person to check it is the text they meant.
- Chapters: a heading starts a chapter, in Markdown (``#``, or a title
  underlined with ``===``) and in plain text alike (a line ``# Title``). When
  a script has headings of several levels, those of its top level are
  chapters and deeper ones are read as ordinary lines; except that a single
  top-level heading that opens the script is the book's title, and then the
  next level makes the chapters (``# Book``, then ``## Chapter 1``, ...).
  The heading's text is read aloud as the chapter's first line.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass

from studio.core.text.import_notes import (
    ESCAPE_SEQUENCE_NAME,
    SplitLine,
    character_name,
    removed_note,
    split_notes,
)
from studio.core.text.line_split import (
    LONG_LINE_CHARS,
    MAX_LINE_CHARS,
    MAX_PHRASE_CHARS,
    cut_kinds,
    split_long,
)
from studio.core.text.markdown_text import markdown_to_text
from studio.errors import QT_TRANSLATE_NOOP, Said, ScriptError

SPEAKER = re.compile(r"^\s*([^:\s][^:]{0,63}?)\s*:\s*(.+)$")
HEADING = re.compile(r"^(#{1,6}) +(.+?)$")
# Characters cleaned in one regex pass (see ``_clean_in_parts``).
CLEAN_PART_CHARS = 1 << 16

_SENTENCE_END = re.compile(
    r"[.!?\u2026\u3002\uff01\uff1f\u061f\u06d4\u0964][\"'\u201d\u2019)\]\u00bb]*$"
)
_ESCAPE_SEQUENCE = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: terminal titles, links
    r"|\x1b[ -/]*[0-~]"  # the other escapes
    r"|\x9b[0-?]*[ -/]*[@-~]"  # CSI as one C1 character
)
_LINE_BREAK = re.compile(r"\r\n|[\r\v\f\x85\u2028\u2029]")
# Every character that may be a control (Cc), format (Cf) or surrogate (Cs)
# character; an emoji tag sequence (the flags of England, Scotland, Wales) comes
# first so that its tag characters are kept whole.
_SUSPECT = re.compile(
    "\U0001f3f4[\U000e0020-\U000e007e]+\U000e007f"
    "|[\x00-\x08\x0b-\x1f\x7f-\x9f\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2"
    "\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb"
    "\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0001\U000e0020-\U000e007f\ud800-\udfff]"
)
# Zero-width (non-)joiners spell words in Persian and Indic scripts and join emoji.
_KEPT = {"\u200c", "\u200d"}
# Where cleaning removed a control character, until ``_separate_words`` decides what
# stands there (a NUL: every NUL of the text is removed before the marks are read).
_CONTROL_MARK = "\x00"
_CONTROL_MARKS = re.compile(f"{_CONTROL_MARK}+")


@dataclass(frozen=True)
class ScriptPiece:
    """One line of speech: the voice its ``NAME:`` named (None: the caller's default),
    and the title of the chapter it starts (None: it continues one)."""

    voice: str | None
    text: str
    chapter: str | None = None


def heading(line: str) -> tuple[int, str] | None:
    """(level, title) of a ``# Title`` line, or None."""
    match = HEADING.match(line.strip())
    if match is None or not match.group(2).strip():
        return None
    return len(match.group(1)), match.group(2).strip()


def chapter_level(lines: Sequence[str]) -> int | None:
    """The heading level that makes chapters (see the module's docstring)."""
    return chapter_level_of([found[0] for found in map(heading, lines) if found is not None])


def chapter_level_of(levels: Sequence[int]) -> int | None:
    """``chapter_level`` from the levels of a text's headings in order (books use it
    for their Word heading styles, HTML headings and tables of contents)."""
    if not levels:
        return None
    top = min(levels)
    deeper = [level for level in levels if level > top]
    if levels.count(top) == 1 and levels[0] == top and deeper:
        return min(deeper)
    return top


def folded_names(voices: Iterable[str]) -> dict[str, str]:
    """Each voice name by its case-folded form (the first of names that fold alike)."""
    folded: dict[str, str] = {}
    for name in voices:
        folded.setdefault(name.casefold(), name)
    return folded


def speaker_voice(
    name: str, voices: Collection[str], folded: Mapping[str, str] | None = None
) -> str | None:
    """The voice a ``NAME:`` prefix names: the voice of that name, else the one whose
    name differs only in case ("ALICE:", "Alice:" for alice); None when there is none.
    ``folded``: ``folded_names(voices)``, when the caller asks for many prefixes."""
    if name in voices:
        return name
    return (folded_names(voices) if folded is None else folded).get(name.casefold())


@dataclass(frozen=True)
class ScriptText:
    """A normalised script: its lines, and notes (one sentence each) on what was changed."""

    pieces: tuple[ScriptPiece, ...]
    notes: tuple[Said, ...]


def normalise_script(
    text: str,
    voices: Collection[str],
    *,
    markdown: bool = False,
    max_chars: int = MAX_LINE_CHARS,
    max_phrase: int = MAX_PHRASE_CHARS,
) -> ScriptText:
    """The lines of speech in ``text``; ScriptError when there are none.

    ``voices`` are the names a ``NAME:`` prefix may pick.
    """
    if not text.strip():
        if text:
            raise ScriptError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The script has only blank lines, no lines of speech; "
                    "write one sentence per line.",
                )
            )
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The script is empty, with no lines of speech; write one sentence per line.",
            )
        )
    cleaned, removed = _clean_in_parts(text)
    folded = folded_names(voices)
    plain = markdown_to_text(cleaned, keep_headings=True) if markdown else cleaned
    units = _markdown_units(plain) if markdown else _text_units(plain)
    level = chapter_level(units)
    if not units:
        count = sum(removed.values())
        if count == 1:
            raise ScriptError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The script has no lines of speech once its {0} control or invisible "
                    "character are removed; write one sentence per line.",
                ),
                count,
            )
        if count:
            raise ScriptError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The script has no lines of speech once its {0} control or invisible "
                    "characters are removed; write one sentence per line.",
                ),
                count,
            )
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The script has no lines of speech; write one sentence per line."
            )
        )
    pieces: list[ScriptPiece] = []
    split: list[SplitLine] = []
    for unit in units:
        found = heading(unit)
        if found is not None:
            number, title = found
            titles = split_long(title, max_chars, max_phrase)
            pieces.extend(
                ScriptPiece(None, line, title if i == 0 and number == level else None)
                for i, line in enumerate(titles)
            )
            continue
        voice: str | None = None
        match = SPEAKER.match(unit)
        if match:
            voice = speaker_voice(match.group(1), voices, folded)
            if voice is not None:
                unit = match.group(2)
        # An unknown "NAME: " stays text, so it is split with the rest and
        # lands on the first piece only.
        lines = split_long(unit, max_chars, max_phrase)
        if len(lines) > 1:
            split.append(SplitLine(len(unit), len(lines), cut_kinds(lines)[1]))
        pieces.extend(ScriptPiece(voice, line) for line in lines)
    notes: list[Said] = []
    if removed:
        notes.append(removed_note(removed, "script"))
    notes.extend(split_notes(split, markdown, max_chars, LONG_LINE_CHARS))
    return ScriptText(tuple(pieces), tuple(notes))


@dataclass(frozen=True)
class LineText:
    """One line typed (or pasted) into the table: the lines it becomes, and notes."""

    lines: tuple[str, ...]
    notes: tuple[Said, ...]


def normalise_line(
    text: str, *, max_chars: int = MAX_LINE_CHARS, max_phrase: int = MAX_PHRASE_CHARS
) -> LineText:
    """``text`` cleaned and split as ``normalise_script`` cleans and splits a script line.

    The text is that line's words: a ``NAME:`` or ``# Title`` typed in it stays text
    (the line already has its voice and chapter). No lines when nothing is left.
    """
    cleaned, removed = clean_text(text)
    lines = split_long(cleaned, max_chars, max_phrase)
    notes = (removed_note(removed, "line"),) if removed and lines else ()
    return LineText(tuple(lines), notes)


def clean_text(text: str) -> tuple[str, Counter[str | Said]]:
    """``text`` without control and invisible format characters, and what was removed.

    Line breaks of every kind become ``\\n`` and tabs become spaces; an escape
    sequence (``ESC [31m``) goes as a whole, not leaving ``[31m`` behind.
    """
    removed: Counter[str | Said] = Counter()

    def escape(match: re.Match[str]) -> str:
        removed[ESCAPE_SEQUENCE_NAME] += 1
        return ""

    def suspect(match: re.Match[str]) -> str:
        found = match.group(0)
        if len(found) > 1 or found in _KEPT:
            return found
        category = unicodedata.category(found)
        if category not in ("Cc", "Cf", "Cs"):
            return found
        removed[character_name(found)] += 1
        # A control character stands where a separator was (a NUL between two words
        # of a C string, a unit separator): it is marked, and becomes a space below
        # when it stood between words. A format character (a soft hyphen, a byte
        # order mark, a word joiner) sits inside a word, and goes.
        return _CONTROL_MARK if category == "Cc" else ""

    text = _ESCAPE_SEQUENCE.sub(escape, text)
    text = _LINE_BREAK.sub("\n", text).replace("\t", " ")
    text = _SUSPECT.sub(suspect, text)
    if _CONTROL_MARK in text:
        text = _CONTROL_MARKS.sub(_separate_words, text)
    return text, removed


def _separate_words(match: re.Match[str]) -> str:
    """A run of control characters: a space when it stands between two words
    ("Hello\\0world"), nothing when it already touches a space or stands before
    punctuation ("Fine\\0, thanks")."""
    text = match.string
    start, end = match.start(), match.end()
    if start == 0 or end == len(text):
        return ""
    before, after = text[start - 1], text[end]
    if before.isspace() or unicodedata.category(before) in ("Ps", "Pi"):
        return ""
    if unicodedata.category(after)[0] in "LNS" or unicodedata.category(after) in ("Ps", "Pi"):
        return " "
    return ""


def _clean_in_parts(text: str) -> tuple[str, Counter[str | Said]]:
    """``clean_text`` a few pages at a time, cut after line breaks.

    One regex pass over a whole book holds the interpreter lock for a tenth of a
    second or more, and so the window's GUI thread while a pool thread imports
    the book. (An escape sequence never spans a line break, so nothing changes;
    only a terminal title left open that runs past a cut ends at the cut.)
    """
    if len(text) <= CLEAN_PART_CHARS:
        return clean_text(text)
    parts: list[str] = []
    removed: Counter[str | Said] = Counter()
    start = 0
    while start < len(text):
        end = text.find("\n", start + CLEAN_PART_CHARS)
        end = len(text) if end < 0 else end + 1
        cleaned, found = clean_text(text[start:end])
        parts.append(cleaned)
        removed.update(found)
        start = end
    return "".join(parts), removed


def _text_units(text: str) -> list[str]:
    units = (" ".join(line.split()) for line in text.split("\n"))
    return [unit for unit in units if unit]


def _markdown_units(text: str) -> list[str]:
    """Markdown's wrapped lines joined into paragraphs.

    A line that ends a sentence ends its unit (scripts written one sentence per
    line stay that way); ``NAME: ...`` starts a new one.
    """
    units: list[str] = []
    current: list[str] = []
    for raw in text.split("\n"):
        line = " ".join(raw.split())
        if not line:
            if current:
                units.append(" ".join(current))
                current = []
            continue
        if heading(line) is not None:
            # A heading is a unit of its own, blank lines around it or not.
            if current:
                units.append(" ".join(current))
                current = []
            units.append(line)
            continue
        if current and SPEAKER.match(line) and not _SENTENCE_END.search(current[-1]):
            units.append(" ".join(current))
            current = []
        current.append(line)
        if _SENTENCE_END.search(line):
            units.append(" ".join(current))
            current = []
    if current:
        units.append(" ".join(current))
    return units


# ---------------------------------------------------------------- reading


__all__ = [
    "HEADING",
    "SPEAKER",
    "ScriptPiece",
    "chapter_level",
    "chapter_level_of",
    "heading",
    "LineText",
    "speaker_voice",
    "ScriptText",
    "clean_text",
    "folded_names",
    "normalise_line",
    "normalise_script",
]
