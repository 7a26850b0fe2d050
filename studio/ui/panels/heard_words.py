"""A line's words with those the recognizer heard differently marked (the takes panel).

The line is shown as written. A word the take left out is struck through,
a word heard as another is underlined with what was heard after it, and
words the take added are shown in italics where they were said: the same
alignment as the word check (``studio.core.words``), so the marks and the
check's counts agree. Marked with text styles, not colours, so it reads in
every palette and without colour.
"""

from __future__ import annotations

import html

from studio.core.text.spoken import TextPrep
from studio.core.words.alignment import align
from studio.core.words.check import WordCheck
from studio.core.words.tokens import heard_words, script_words


def marked_words(check: WordCheck, text: str, prep: TextPrep) -> str:
    """Rich text: ``text``'s words, the differing ones marked (see the module docstring)."""
    script = script_words(text, prep)
    heard = heard_words(check.heard.split(), prep.language)
    missing: set[int] = set()
    replaced: dict[int, str] = {}
    extra: dict[int, list[str]] = {}  # before which script token
    for step in align(script.tokens, heard.tokens):
        if step.kind == "del":
            missing.add(step.e0)
        elif step.kind == "sub":
            replaced[step.e0] = heard.tokens[step.h0]
        elif step.kind == "ins":
            extra.setdefault(step.e0, []).append(heard.tokens[step.h0])
    out: list[str] = []
    for group in script.groups:
        tokens = range(group.token_start, group.token_end)
        for token in tokens:
            out += [f"<i>+{html.escape(w)}</i>" for w in extra.get(token, ())]
        written = html.escape(" ".join(script.words[group.word_start : group.word_end]))
        gone = [t for t in tokens if t in missing]
        other = [replaced[t] for t in tokens if t in replaced]
        if tokens and len(gone) == len(tokens):
            out.append(f"<s>{written}</s>")
        elif other or gone:
            said = html.escape(" ".join(other)) if other else "\u2026"
            out.append(f"<u><b>{written}</b></u> <small>({said})</small>")
        else:
            out.append(written)
    out += [f"<i>+{html.escape(w)}</i>" for w in extra.get(len(script.tokens), ())]
    return " ".join(out)


__all__ = ["marked_words"]
