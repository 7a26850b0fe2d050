"""Where the chapters of a PDF without bookmarks start: its lines that read as headings.

A PDF keeps no headings, only lines, so only a line that is a chapter or part
word and its number ("Chapter 2", "CHAPTER II: The Storm", "Kapitel 3",
"Segunda parte"), a prologue or epilogue, or the name of a table of contents
("Contents") starts a chapter (``chapter_names`` in its strict form). A run of
such lines whose titles come again later is the book's table of contents:
its entries start nothing. A title that already started a chapter starts no
second one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from studio.core.books.chapter_names import chapter_name, is_contents
from studio.core.text.import_notes import NOTE_CONTEXT
from studio.errors import QT_TRANSLATE_NOOP, Said

Position = tuple[int, int]  # (page index, line index on that page)


def _letters(text: str) -> str:
    return re.sub(r"[\W_]", "", text.casefold())


def heading_starts(
    pages: Sequence[Sequence[str]], dropped: Sequence[set[int]]
) -> list[tuple[Position, str]]:
    """(position, title) of each chapter start among the lines not ``dropped``."""
    kept = [
        ((n, i), line)
        for n, lines in enumerate(pages)
        for i, line in enumerate(lines)
        if i not in dropped[n]
    ]
    found = [
        k
        for k, (_, line) in enumerate(kept)
        if chapter_name(line, strict=True) is not None or is_contents(line)
    ]
    for k in found:
        kept[k] = (kept[k][0], " ".join(kept[k][1].split()))
    # Runs of headings with nothing but page numbers and leaders between them; a
    # title already in the run ends it (the list is over, its first chapter begins).
    runs: list[list[int]] = []
    for k in found:
        between = kept[runs[-1][-1] + 1 : k] if runs else []
        repeated = runs and _letters(kept[k][1]) in {_letters(kept[j][1]) for j in runs[-1]}
        if runs and not repeated and not any(ch.isalpha() for _, t in between for ch in t):
            runs[-1].append(k)
        else:
            runs.append([k])
    later: dict[str, int] = {}
    for k in found:
        later[_letters(kept[k][1])] = k
    starts: list[tuple[Position, str]] = []
    seen: set[str] = set()
    for run in runs:
        listed = len(run) > 1 and any(later[_letters(kept[k][1])] > run[-1] for k in run)
        for k in run:
            position, text = kept[k]
            key = _letters(text)
            # The last of a list whose title comes no more is the first chapter itself,
            # when the list's entry for it was a running head (and so dropped).
            entry = listed and (k != run[-1] or later[key] > k)
            if is_contents(text) or not (entry or key in seen):
                starts.append((position, text))
                seen.add(key)
    return starts


def chapters_from_headings(source: str) -> Said:
    """The note on a PDF without an outline whose chapters were found from its headings."""
    return Said(
        QT_TRANSLATE_NOOP(
            "ImportNote",
            "{0} has no bookmarks (outline), so its chapters start at the lines that read "
            "as chapter headings, such as Chapter 1 or Part Two.",
        ),
        source,
        context=NOTE_CONTEXT,
    )


__all__ = ["chapters_from_headings", "heading_starts"]
