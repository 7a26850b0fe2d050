"""A PDF's extracted lines made into paragraphs a narrator reads.

- Running heads and feet go: a line among the first or last two of a page
  that recurs there on three pages or more (with its digits ignored, so
  "Page 7" and "Page 8" are one line), or on every page of a short PDF,
  and a bare page number there ("12", "- 12 -", "Page 12", "12 of 300", "xii").
  A chapter heading ("Chapter 7") keeps its digits, so each heading that
  appears once stays; one that recurs as the running head of its chapter's
  pages stays where it first stands apart from other headings (a table of
  contents lists them together), and goes from the pages after.
- A word hyphenated across a line end is joined ("exam-" + "ple" is
  "example"). A hyphen that the text also uses inside a line ("well-known"
  elsewhere) is kept, since joining would make a word the book never uses.
- A line ends its paragraph when it is blank, or noticeably shorter than the
  text's full lines (the last line of a paragraph, a heading, a line of
  dialogue). PDFs keep no paragraphs, so this is a guess; the script splits
  long paragraphs into sentences anyway.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from studio.core.books.chapter_names import chapter_name, is_contents

_EDGE = 2
_PAGE_NUMBER = re.compile(
    r"[-\u2013\u2014\s]*(page\s+)?"
    r"(\d+|(?=[ivxlcdm])m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3}))"
    r"(\s*(of|/)\s*\d+)?[-\u2013\u2014\s]*"
)
_HYPHENS = "-\u00ad\u2010"
_IN_LINE_HYPHEN = re.compile(r"\b([^\W\d_]+)-([^\W\d_]+)\b")
_SHORT = 0.85


def _heading(line: str) -> bool:
    return chapter_name(line, strict=True) is not None or is_contents(line)


def _key(line: str) -> str:
    plain = " ".join(line.casefold().split())
    return "\0" + plain if _heading(line) else re.sub(r"\d+", "#", plain)


def _edges(lines: Sequence[str]) -> set[int]:
    filled = [i for i, line in enumerate(lines) if line.strip()]
    return set(filled[:_EDGE] + filled[-_EDGE:])


def _apart(lines: Sequence[str], i: int) -> bool:
    """Whether line ``i`` stands apart from other headings (not in a contents list)."""
    return not any(_heading(lines[j]) for j in (i - 1, i + 1) if 0 <= j < len(lines))


def running_lines(pages: Sequence[Sequence[str]]) -> list[set[int]]:
    """For each page, the indices of its running heads, feet and page numbers."""
    keys = [{i: _key(lines[i]) for i in _edges(lines)} for lines in pages]
    counts: Counter[str] = Counter()
    for edges in keys:
        counts.update(set(edges.values()))
    with_text = sum(1 for lines in pages if any(line.strip() for line in lines))
    needed = 3 if with_text >= 3 else max(2, with_text)
    dropped: list[set[int]] = []
    heads: set[str] = set()
    for lines, edges in zip(pages, keys, strict=True):
        found = set()
        for i, key in sorted(edges.items()):
            if _PAGE_NUMBER.fullmatch(lines[i].casefold()):
                found.add(i)
            elif counts[key] >= needed:
                if key.startswith("\0") and key not in heads and _apart(lines, i):
                    heads.add(key)
                else:
                    found.add(i)
        dropped.append(found)
    return dropped


def hyphenated_words(lines: Sequence[str]) -> set[str]:
    """Words written with a hyphen inside a line ("well-known"), in lower case."""
    return {m.group(0).casefold() for line in lines for m in _IN_LINE_HYPHEN.finditer(line)}


def _joins(current: str, line: str, keep: set[str]) -> str:
    """``current`` continued by the next ``line``."""
    if (
        len(current) > 1
        and current[-1] in _HYPHENS
        and current[-2].isalpha()
        and line[:1].islower()
    ):
        head = current[:-1]
        word = (head.rsplit(None, 1)[-1] + "-" + line.split(None, 1)[0]).casefold()
        if current[-1] == "-" and word.strip(".,;:!?") in keep:
            return current + line
        return head + line
    if current.endswith(("\u2014", "/")):
        return current + line
    return current + " " + line


def paragraphs(lines: Sequence[str], keep: set[str] | None = None) -> list[str]:
    """Lines (of one chapter, across its pages) joined into paragraphs.

    ``keep``: hyphenated words to keep whole when split at a line end (by
    default those of ``lines`` themselves).
    """
    cleaned = [" ".join(line.split()) for line in lines]
    keep = hyphenated_words(cleaned) if keep is None else keep
    lengths = sorted(len(line) for line in cleaned if line)
    full = lengths[int(len(lengths) * 0.8)] if len(lengths) >= 5 else max(lengths, default=0)
    out: list[str] = []
    current = ""
    for line in cleaned:
        if not line:
            if current:
                out.append(current)
            current = ""
            continue
        current = _joins(current, line, keep) if current else line
        if len(line) < _SHORT * full and line[-1] not in _HYPHENS:
            out.append(current)
            current = ""
    if current:
        out.append(current)
    return out


__all__ = ["running_lines", "hyphenated_words", "paragraphs"]
