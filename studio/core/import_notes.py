"""The notes an import leaves, one sentence each: what cleaning removed from a
script or a typed line, which long lines were split, how a book without a table
of contents was read.

Each note is a Said (context ``ImportNote``): the command line prints it in
English, the window says it in its language. German and Spanish count as English
does (one, or more), so a count picks one of two templates.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from studio.errors import QT_TRANSLATE_NOOP, Said

NOTE_CONTEXT = "ImportNote"
# Kinds of removed character named in a note; the rest are counted.
NAMED_KINDS = 5


def _note(template: str, *args: object) -> Said:
    return Said(template, *args, context=NOTE_CONTEXT)


def removed_note(removed: Counter[str], where: Literal["script", "line"]) -> Said:
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


def _removed_names(removed: Counter[str]) -> str | Said:
    """The kinds removed, each with its count when over one (Unicode's names, as
    Unicode spells them)."""
    names = [f"{name} ({n})" if n > 1 else name for name, n in removed.items()]
    shown = ", ".join(names[:NAMED_KINDS])
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
    "NOTE_CONTEXT",
    "no_bookmarks",
    "no_table_of_contents",
    "removed_note",
    "split_note",
]
