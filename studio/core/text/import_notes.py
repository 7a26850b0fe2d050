"""The notes an import leaves, one sentence each: what cleaning removed from a
script or a typed line, which long lines were split, how a book without a table
of contents was read.

Each note is a Said (context ``ImportNote``): the command line prints it in
English, the window says it in its language. German and Spanish count as English
does (one, or more), so a count picks one of two templates.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from studio.errors import QT_TRANSLATE_NOOP, Said, joined

NOTE_CONTEXT = "ImportNote"
# Kinds of removed character named in a note; the rest are counted.
NAMED_KINDS = 5


def _note(template: str, *args: object) -> Said:
    return Said(template, *args, context=NOTE_CONTEXT)


ESCAPE_SEQUENCE_NAME = _note(QT_TRANSLATE_NOOP("ImportNote", "escape sequence"))
# Characters named in our words (the window's language); the abbreviations are the same
# in every language, the rest Unicode's own names.
_CONTROL_NAMES: dict[str, str | Said] = {
    "\x00": "NUL",
    "\x07": "BEL",
    "\x08": _note(QT_TRANSLATE_NOOP("ImportNote", "backspace")),
    "\x1b": "ESC",
    "\x7f": "DEL",
    "\ufeff": _note(QT_TRANSLATE_NOOP("ImportNote", "byte order mark")),
}


def character_name(char: str) -> str | Said:
    """What a removed character is called in a note: its abbreviation, our name for it,
    or Unicode's name (lower case), or its code point."""
    if char in _CONTROL_NAMES:
        return _CONTROL_NAMES[char]
    name = unicodedata.name(char, "")
    if name:
        return name.lower()
    return _note(QT_TRANSLATE_NOOP("ImportNote", "control character {0}"), f"U+{ord(char):04X}")


def removed_note(removed: Counter[str | Said], where: Literal["script", "line"]) -> Said:
    """Which control and invisible characters cleaning removed, and how many."""
    count = sum(removed.values())
    names = _removed_names(removed)
    if where == "script":
        if count == 1:
            return _note(
                QT_TRANSLATE_NOOP(
                    "ImportNote",
                    "Removed 1 control or invisible character from the script: they cannot "
                    "be spoken ({0}).",
                ),
                names,
            )
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "Removed {0} control or invisible characters from the script: they cannot "
                "be spoken ({1}).",
            ),
            count,
            names,
        )
    if count == 1:
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "Removed 1 control or invisible character from the line: they cannot be "
                "spoken ({0}).",
            ),
            names,
        )
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "Removed {0} control or invisible characters from the line: they cannot be "
            "spoken ({1}).",
        ),
        count,
        names,
    )


def _removed_names(removed: Counter[str | Said]) -> Said:
    """The kinds removed (``character_name``), each with its count when over one."""
    names = [name if n == 1 else Said("{0} ({1})", name, n) for name, n in removed.items()]
    shown = joined(names[:NAMED_KINDS], ", ")
    if len(names) <= NAMED_KINDS:
        return shown
    return _note(
        QT_TRANSLATE_NOOP("ImportNote", "{0} and {1} other kinds"),
        shown,
        len(names) - NAMED_KINDS,
    )


@dataclass(frozen=True)
class SplitLine:
    """A line (or Markdown paragraph) that was split: its characters, the lines it
    became, and how many cuts fell between words rather than at punctuation."""

    chars: int
    lines: int
    cuts_between_words: int = 0

    @property
    def cuts_at_marks(self) -> int:
        return self.lines - 1 - self.cuts_between_words


def _how(split: Sequence[SplitLine]) -> Said:
    """Where the cuts of ``split`` fell, as the end of a note's sentence."""
    if not any(line.cuts_between_words for line in split):
        return _note(QT_TRANSLATE_NOOP("ImportNote", "at sentence and clause boundaries"))
    if not any(line.cuts_at_marks for line in split):
        return _note(
            QT_TRANSLATE_NOOP("ImportNote", "between words, with no punctuation to cut at")
        )
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "at sentence and clause boundaries and, where a stretch had no punctuation, "
            "between words",
        )
    )


def split_notes(
    split: Sequence[SplitLine], markdown: bool, max_chars: int, long_chars: int
) -> tuple[Said, ...]:
    """What was split and how: one note for the lines over ``long_chars`` (too long to be
    a line of speech, perhaps not the text meant), one for the others."""
    long = [line for line in split if line.chars > long_chars]
    rest = [line for line in split if line.chars <= long_chars]
    notes: list[Said] = []
    if long:
        notes.append(_long_note(long, markdown, long_chars))
    if rest:
        notes.append(split_note(rest, markdown, max_chars))
    return tuple(notes)


def _long_note(split: Sequence[SplitLine], markdown: bool, long_chars: int) -> Said:
    how = _how(split)
    lines = sum(line.lines for line in split)
    if len(split) == 1:
        if markdown:
            return _note(
                QT_TRANSLATE_NOOP(
                    "ImportNote",
                    "A paragraph of {0:,} characters, more than the {1:,} a line of speech "
                    "should have, was split into {2:,} lines {3}; check that it is the text "
                    "you meant.",
                ),
                split[0].chars,
                long_chars,
                lines,
                how,
            )
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "A line of {0:,} characters, more than the {1:,} a line of speech should "
                "have, was split into {2:,} lines {3}; check that it is the text you meant.",
            ),
            split[0].chars,
            long_chars,
            lines,
            how,
        )
    longest = max(line.chars for line in split)
    if markdown:
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "{0} paragraphs of more than {1:,} characters (the longest {2:,}), more than "
                "a line of speech should have, were split into {3:,} lines {4}; check that "
                "they are the text you meant.",
            ),
            len(split),
            long_chars,
            longest,
            lines,
            how,
        )
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "{0} lines of more than {1:,} characters (the longest {2:,}), more than a line "
            "of speech should have, were split into {3:,} lines {4}; check that they are "
            "the text you meant.",
        ),
        len(split),
        long_chars,
        longest,
        lines,
        how,
    )


def split_note(split: Sequence[SplitLine], markdown: bool, max_chars: int) -> Said:
    """Which long lines (or Markdown paragraphs) were split, into how many lines, and
    where the cuts fell."""
    if any(line.cuts_between_words for line in split):
        return _split_between_words(split, markdown, max_chars)
    if len(split) == 1:
        chars, lines = split[0].chars, split[0].lines
        if markdown:
            return _note(
                QT_TRANSLATE_NOOP(
                    "ImportNote",
                    "A paragraph of {0:,} characters was split into {1} lines at sentence "
                    "and clause boundaries, so that each can be spoken whole.",
                ),
                chars,
                lines,
            )
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "A line of {0:,} characters was split into {1} lines at sentence and "
                "clause boundaries, so that each can be spoken whole.",
            ),
            chars,
            lines,
        )
    longest = max(line.chars for line in split)
    lines = sum(line.lines for line in split)
    if markdown:
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "{0} paragraphs longer than {1} characters (the longest {2:,}) were split "
                "into {3} lines at sentence and clause boundaries, so that each can be "
                "spoken whole.",
            ),
            len(split),
            max_chars,
            longest,
            lines,
        )
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "{0} lines longer than {1} characters (the longest {2:,}) were split into {3} "
            "lines at sentence and clause boundaries, so that each can be spoken whole.",
        ),
        len(split),
        max_chars,
        longest,
        lines,
    )


def _split_between_words(split: Sequence[SplitLine], markdown: bool, max_chars: int) -> Said:
    how = _how(split)
    lines = sum(line.lines for line in split)
    if len(split) == 1:
        if markdown:
            return _note(
                QT_TRANSLATE_NOOP(
                    "ImportNote",
                    "A paragraph of {0:,} characters was split into {1} lines {2}, so that "
                    "each can be spoken whole.",
                ),
                split[0].chars,
                lines,
                how,
            )
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "A line of {0:,} characters was split into {1} lines {2}, so that each can "
                "be spoken whole.",
            ),
            split[0].chars,
            lines,
            how,
        )
    longest = max(line.chars for line in split)
    if markdown:
        return _note(
            QT_TRANSLATE_NOOP(
                "ImportNote",
                "{0} paragraphs longer than {1} characters (the longest {2:,}) were split "
                "into {3} lines {4}, so that each can be spoken whole.",
            ),
            len(split),
            max_chars,
            longest,
            lines,
            how,
        )
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "{0} lines longer than {1} characters (the longest {2:,}) were split into {3} "
            "lines {4}, so that each can be spoken whole.",
        ),
        len(split),
        max_chars,
        longest,
        lines,
        how,
    )


def no_table_of_contents(source: str, documents: int) -> Said:
    """An EPUB read without a usable table of contents."""
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "{0} has no usable table of contents, so each of its {1} text documents "
            "became a chapter.",
        ),
        source,
        documents,
    )


def no_bookmarks(source: str) -> Said:
    """A PDF read without an outline."""
    return _note(
        QT_TRANSLATE_NOOP(
            "ImportNote", "{0} has no bookmarks (outline), so it was read as one chapter."
        ),
        source,
    )


__all__ = [
    "ESCAPE_SEQUENCE_NAME",
    "NOTE_CONTEXT",
    "SplitLine",
    "character_name",
    "no_bookmarks",
    "no_table_of_contents",
    "removed_note",
    "split_note",
    "split_notes",
]
