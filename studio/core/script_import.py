"""Importing a script (.txt or .md) as lines, as one undoable step.

Both models skip or slur words when one input runs long, so a paragraph
longer than ``max_chars`` becomes one line per sentence, and a sentence still
too long is cut at commas (then at spaces). Hard-wrapped prose is rejoined
first: a text line that does not end a sentence continues on the next one.

Chapters: a heading starts a chapter, in Markdown (``#``, or a title
underlined with ``===``) and in plain text alike (a line ``# Title``). When
a file has headings of several levels, those of its top level are chapters
and deeper ones are read as ordinary lines; except that a single top-level
heading that opens the file is the book's title, and then the next level
makes the chapters (``# Book`` then ``## Chapter 1``, ``## Chapter 2``).
The heading's text is read aloud as the chapter's first line.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from studio.core.commands import InsertLines
from studio.core.document import Document, Line, new_id
from studio.errors import ScriptError

MAX_LINE_CHARS = 200

_SPEAKER = re.compile(r"^\s*([^:\s][^:]{0,63}?)\s*:\s*(.+)$")
_SENTENCE_END = re.compile(r"[.!?\u2026\u3002\uff01\uff1f][\"'\u201d\u2019)\]]*$")
# A sentence ends at . ! ? ... followed by space and something that can start one.
_SENTENCE_SPLIT = re.compile(
    r"(?<=[.!?\u2026])[\"'\u201d\u2019)\]]*\s+(?=[\"'\u201c\u2018(\[]?[A-Z0-9\u00c0-\u024f])"
    r"|(?<=[\u3002\uff01\uff1f])"
)
_CLAUSE_SPLIT = re.compile(r"(?<=[,;:\u2014\u3001])\s+|\s+(?=\u2014)|(?<=\u2014)")
# Abbreviations that end in a full stop without ending the sentence.
_ABBREVIATIONS = {
    "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "vs", "etc", "e.g", "i.e", "no",
    "fig", "approx", "dept", "inc", "ltd", "co", "mt", "jan", "feb", "mar", "apr", "jun",
    "jul", "aug", "sep", "sept", "oct", "nov", "dec",
}  # fmt: skip


# ---------------------------------------------------------------- markdown


def markdown_to_text(source: str) -> str:
    """Plain paragraphs from Markdown: headings kept as their own paragraph,
    emphasis, links, images, code, HTML and tables reduced to the words read aloud."""
    return _HEADING_LINE.sub(lambda m: m.group(2), _markdown_lines(source))


_HEADING_LINE = re.compile(r"^(#{1,6}) +(.+?)$", re.M)


def _markdown_lines(source: str) -> str:
    """``markdown_to_text`` with headings kept as ``# Title`` lines (``##`` and so on)."""
    source = re.sub(r"\A---\n.*?\n(---|\.\.\.)\n", "", source, flags=re.S)  # front matter
    source = re.sub(r"<!--.*?-->", "", source, flags=re.S)
    source = re.sub(r"^(```|~~~).*?^\1[^\n]*$", "", source, flags=re.S | re.M)  # code blocks
    out: list[str] = []
    for raw in source.splitlines():
        line = raw.rstrip()
        if re.match(r"^\s*\[[^\]]+\]:\s*\S+", line):  # link definitions
            continue
        if re.match(r"^\s*([-*_])(\s*\1){2,}\s*$", line):  # horizontal rules
            out.append("")
            continue
        if re.match(r"^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$", line):  # table rule
            continue
        if re.match(r"^\s*(=+|-+)\s*$", line):  # setext heading underline
            if line.strip().startswith("=") and out and out[-1].strip():
                out[-1] = "# " + out[-1].strip()
            out.append("")
            continue
        heading = re.match(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if heading:
            # A heading is read as its own line, so it is its own paragraph.
            out.extend(["", f"{heading.group(1)} {heading.group(2)}", ""])
            continue
        line = re.sub(r"^\s*(>\s?)+", "", line)  # block quotes
        item = re.match(r"^\s*([-*+]|\d+[.)])\s+(.*)$", line)
        if item:
            out.extend(["", item.group(2)])
            continue
        if line.strip().startswith("|") and line.strip().endswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            line = ", ".join(c for c in cells if c)
        out.append(line)
    return _strip_inline("\n".join(out))


def _strip_inline(text: str) -> str:
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", text)  # images
    text = re.sub(r"!\[[^\]]*\]\[[^\]]*\]", "", text)
    text = re.sub(r"\[\^[^\]]+\]", "", text)  # footnote markers
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)  # links
    text = re.sub(r"\[([^\]]+)\]\[[^\]]*\]", r"\1", text)
    text = re.sub(r"<(https?://|mailto:)[^>]+>", "", text)  # autolinks
    text = re.sub(r"</?[A-Za-z][^>]*>", "", text)  # inline HTML
    text = re.sub(r"`+([^`]*)`+", r"\1", text)
    for marker in (r"\*\*\*", r"___", r"\*\*", r"__", r"~~", r"\*", r"_"):
        # Only markers that hug a word: "2 * 3" and snake_case survive.
        text = re.sub(rf"(?<![\w*_]){marker}(?=\S)(.+?)(?<=\S){marker}(?![\w*_])", r"\1", text)
    return re.sub(r"\\([\\`*_{}\[\]()#+\-.!>])", r"\1", text)


# ---------------------------------------------------------------- splitting


def paragraphs(text: str) -> list[str]:
    """Blank-line separated paragraphs, with hard-wrapped lines rejoined.

    A line that ends a sentence ends its unit (scripts written one sentence
    per line stay that way); a line that stops mid-sentence continues.
    """
    units: list[str] = []
    current: list[str] = []
    for raw in text.splitlines():
        line = " ".join(raw.split())
        if not line:
            if current:
                units.append(" ".join(current))
                current = []
            continue
        if current and _SPEAKER.match(line) and not _SENTENCE_END.search(current[-1]):
            # "NAME: ..." starts a new speaker's line even after an unfinished one.
            units.append(" ".join(current))
            current = []
        current.append(line)
        if _SENTENCE_END.search(line):
            units.append(" ".join(current))
            current = []
    if current:
        units.append(" ".join(current))
    return units


def sentences(text: str) -> list[str]:
    """Split at sentence ends, not after common abbreviations or initials."""
    pieces: list[str] = []
    start = 0
    for match in _SENTENCE_SPLIT.finditer(text):
        before = text[start : match.start()].rstrip("\"'\u201d\u2019)]")
        last_word = before.rsplit(None, 1)[-1] if before.split() else ""
        word = last_word.rstrip(".").lower()
        if word in _ABBREVIATIONS or (
            len(word) == 1 and word.isalpha() and last_word.endswith(".")
        ):
            continue
        pieces.append(
            text[start : match.start()].strip() + text[match.start() : match.end()].strip()
        )
        start = match.end()
    pieces.append(text[start:].strip())
    return [p for p in pieces if p]


def _pack(parts: Sequence[str], max_chars: int, joiner: str = " ") -> list[str]:
    """Greedily join consecutive parts while they fit in ``max_chars``."""
    out: list[str] = []
    for part in parts:
        if out and len(out[-1]) + len(joiner) + len(part) <= max_chars:
            out[-1] = out[-1] + joiner + part
        else:
            out.append(part)
    return out


def split_long(text: str, max_chars: int = MAX_LINE_CHARS) -> list[str]:
    """One paragraph as lines of at most ``max_chars`` (when the words allow it)."""
    text = " ".join(text.split())
    if len(text) <= max_chars:
        return [text] if text else []
    lines: list[str] = []
    for sentence in sentences(text):
        if len(sentence) <= max_chars:
            lines.append(sentence)
            continue
        clauses = [c for c in _CLAUSE_SPLIT.split(sentence) if c.strip()]
        for clause in _pack(clauses, max_chars):
            if len(clause) <= max_chars:
                lines.append(clause)
            else:
                lines.extend(_pack(clause.split(), max_chars))
    return lines


@dataclass(frozen=True)
class ScriptPiece:
    """One line of speech from a script: who says it (None: not named), what, and
    the title of the chapter it starts (None: it continues one)."""

    speaker: str | None
    text: str
    chapter: str | None = None


def heading(line: str) -> tuple[int, str] | None:
    """(level, title) of a ``# Title`` line, or None."""
    match = _HEADING_LINE.match(line.strip())
    if match is None or not match.group(2).strip():
        return None
    return len(match.group(1)), match.group(2).strip()


def chapter_level(lines: Sequence[str]) -> int | None:
    """The heading level that makes chapters (see the module's docstring)."""
    levels = [found[0] for found in map(heading, lines) if found is not None]
    if not levels:
        return None
    top = min(levels)
    deeper = [level for level in levels if level > top]
    if levels.count(top) == 1 and levels[0] == top and deeper:
        return min(deeper)
    return top


def script_pieces(
    text: str, markdown: bool = False, max_chars: int = MAX_LINE_CHARS
) -> list[ScriptPiece]:
    """Every line of speech in a script, with speakers and chapter starts."""
    raw = (_markdown_lines(text) if markdown else text).splitlines()
    level = chapter_level(raw)
    # A heading is a paragraph of its own even without blank lines around it.
    spaced: list[str] = []
    for line in raw:
        spaced.extend(["", line, ""] if heading(line) else [line])
    result: list[ScriptPiece] = []
    for unit in paragraphs("\n".join(spaced)):
        found = heading(unit)
        if found is not None:
            title = found[1]
            pieces = split_long(title, max_chars)
            for i, piece in enumerate(pieces):
                chapter = title if i == 0 and found[0] == level else None
                result.append(ScriptPiece(None, piece, chapter))
            continue
        speaker: str | None = None
        match = _SPEAKER.match(unit)
        if match:
            speaker, unit = match.group(1), match.group(2)
        result.extend(ScriptPiece(speaker, line) for line in split_long(unit, max_chars))
    return result


def split_script(
    text: str, markdown: bool = False, max_chars: int = MAX_LINE_CHARS
) -> list[tuple[str | None, str]]:
    """(speaker or None, text) for each line of speech in a script."""
    return [(p.speaker, p.text) for p in script_pieces(text, markdown, max_chars)]


# ---------------------------------------------------------------- commands


def import_text(
    doc: Document,
    text: str,
    *,
    markdown: bool = False,
    voice: str | None = None,
    at: int | None = None,
    max_chars: int = MAX_LINE_CHARS,
) -> InsertLines:
    """The command inserting ``text`` as lines at ``at`` (default: the end).

    ``NAME: text`` picks voice NAME when the document has it; other lines get
    ``voice`` (default: the first voice, or none yet). Apply it through the
    undo stack: the whole import is one step.
    """
    known = {v.name for v in doc.voices}
    fallback = voice if voice is not None else (doc.voices[0].name if doc.voices else "")
    lines: list[Line] = []
    for piece in script_pieces(text, markdown, max_chars):
        speaker, line_text = piece.speaker, piece.text
        if speaker is not None and speaker in known:
            lines.append(Line(new_id(), line_text, speaker, chapter=piece.chapter))
        elif speaker is not None:
            # Not a voice: the colon was part of the sentence ("Note: ...").
            lines.append(Line(new_id(), f"{speaker}: {line_text}", fallback, chapter=piece.chapter))
        else:
            lines.append(Line(new_id(), line_text, fallback, chapter=piece.chapter))
    if not lines:
        raise ScriptError("The script has no lines of speech; write at least one sentence.")
    start = len(doc.lines) if at is None else max(0, min(at, len(doc.lines)))
    return InsertLines(tuple(range(start, start + len(lines))), tuple(lines), "Import script")


def read_script_file(path: str | Path) -> str:
    path = Path(path)
    if not path.is_file():
        raise ScriptError(f"{path}: no such script file; check the path.")
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ScriptError(f"{path} is not UTF-8 text; save the script as UTF-8.") from exc
    except OSError as exc:
        raise ScriptError(f"Cannot read {path}: {exc.strerror or exc}.") from exc


def import_script(
    doc: Document,
    path: str | Path,
    *,
    voice: str | None = None,
    at: int | None = None,
    max_chars: int = MAX_LINE_CHARS,
) -> InsertLines:
    """``import_text`` for a .txt or .md file (Markdown by extension)."""
    markdown = Path(path).suffix.lower() in (".md", ".markdown")
    return import_text(
        doc, read_script_file(path), markdown=markdown, voice=voice, at=at, max_chars=max_chars
    )


__all__ = [
    "MAX_LINE_CHARS",
    "ScriptPiece",
    "chapter_level",
    "heading",
    "import_script",
    "import_text",
    "markdown_to_text",
    "paragraphs",
    "read_script_file",
    "sentences",
    "split_long",
    "script_pieces",
    "split_script",
]
