"""Quoted speech in a paragraph, split from the narration around it.

Marks: “…” and "…" (English), «…» and »…« (French, German), ‘…’
(British), „…“ and „…” (German, Polish), 「…」 and 『…』 (CJK). A single
curly quote opens only at the start of a word and closes only where no
letter follows, so the apostrophes of "don’t" and "the boys’" never
count; inside a quote only its own closing mark ends it, so a quote within
a quote stays inside. A quote still open at the end of the paragraph runs
to its end: a speech that goes on into the next paragraph opens each one
and closes only the last.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_CLOSERS = {
    "\u201c": "\u201d",
    '"': '"',
    "\u00ab": "\u00bb",
    "\u00bb": "\u00ab\u00bb",
    "\u2018": "\u2019",
    "\u201e": "\u201c\u201d",
    "\u300c": "\u300d",
    "\u300e": "\u300f",
}
# Marks that are also apostrophes or have no direction: they open only after
# the start, a space or an opening bracket or dash.
_AMBIGUOUS = {'"', "\u2018"}
_OPEN_AFTER = " \t([{\u2014\u2013-/"
_WORDY = re.compile(r"\w")
_SPEECH_END = ",.!?;:\u2026\u2014-"


@dataclass(frozen=True)
class Piece:
    """A run of a paragraph: quoted speech (without its marks) or narration."""

    text: str
    quoted: bool


def _opens(text: str, i: int) -> bool:
    if text[i] not in _AMBIGUOUS:
        return True
    return i == 0 or text[i - 1] in _OPEN_AFTER


def _close(text: str, start: int, mark: str) -> int:
    """Index of the mark that closes a quote opened just before ``start`` (len: none)."""
    closers = _CLOSERS[mark]
    candidates: list[int] = []
    for j in range(start, len(text)):
        if mark == "\u2018" and text[j] == mark and _opens(text, j):
            break  # the next quote opens: this one closed before it
        if text[j] not in closers:
            continue
        if mark != "\u2018":
            return j
        # A closing single quote followed by a letter is an apostrophe ("don\u2019t").
        if j + 1 < len(text) and text[j + 1].isalpha():
            continue
        candidates.append(j)
    # "the boys\u2019 names,\u2019": a mark after punctuation closes speech; a bare one may
    # be a plural possessive, so it closes only when nothing better follows.
    strong = [j for j in candidates if text[j - 1] in _SPEECH_END]
    return (strong or candidates or [len(text)])[0]


def split_quotes(paragraph: str) -> list[Piece]:
    """The paragraph's narration and quotes in order; pieces without a letter or
    digit (the ", " between two quotes) are left out."""
    pieces: list[Piece] = []

    def add(text: str, quoted: bool) -> None:
        text = text.strip()
        if _WORDY.search(text):
            pieces.append(Piece(text, quoted))

    start = i = 0
    while i < len(paragraph):
        mark = paragraph[i]
        if mark in _CLOSERS and _opens(paragraph, i):
            end = _close(paragraph, i + 1, mark)
            add(paragraph[start:i], False)
            add(paragraph[i + 1 : end], True)
            start = i = end + 1
            continue
        i += 1
    add(paragraph[start:], False)
    return pieces


__all__ = ["Piece", "split_quotes"]
