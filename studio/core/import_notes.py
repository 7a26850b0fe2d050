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


def split_note(split: list[tuple[int, int]], markdown: bool, max_chars: int) -> Said:
    """Which long lines (or Markdown paragraphs) were split, and into how many lines.
    ``split`` holds each one's (characters, lines)."""
    if len(split) == 1:
        chars, lines = split[0]
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
    longest = max(chars for chars, _ in split)
    lines = sum(n for _, n in split)
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
    "character_name",
    "no_bookmarks",
    "no_table_of_contents",
    "removed_note",
    "split_note",
]
