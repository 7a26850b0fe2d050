"""Importing a script (.txt or .md) into the document, as one undoable step.

The text goes through ``script_text.normalise_script``, the normaliser
``voice-studio render`` uses too, so a file becomes the same lines in the
window as on the command line, with the same chapters (headings). The window
calls ``prepare_import``: the command and the notes to show once.

A line typed into the table goes through the same cleaning and splitting
(``prepare_edit``): a line too long for an engine becomes several, as an
import would make it, in one undo step.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from studio.core.commands import Command, InsertLines, Macro, SetText
from studio.core.document import Document, Line, new_id
from studio.core.text.line_split import MAX_LINE_CHARS, MAX_PHRASE_CHARS, sentences, split_long
from studio.core.text.markdown_text import markdown_to_text
from studio.core.text.script_files import is_markdown, read_script_file
from studio.core.text.script_text import normalise_line, normalise_script
from studio.errors import Said

SPLIT_LABEL = "Split long line"


@dataclass(frozen=True)
class ScriptImport:
    """The command inserting a script's lines, and notes (one sentence each) on what
    normalising changed: control characters removed, long lines split."""

    command: InsertLines
    notes: tuple[Said, ...]


def prepare_text(
    doc: Document,
    text: str,
    *,
    markdown: bool = False,
    voice: str | None = None,
    at: int | None = None,
    max_chars: int = MAX_LINE_CHARS,
) -> ScriptImport:
    """The import of ``text`` at ``at`` (default: the end); ScriptError when it has no lines.

    ``NAME: text`` picks voice NAME when the document has it; other lines get
    ``voice`` (default: the first voice, or none yet). Apply the command
    through the undo stack: the whole import is one step.
    """
    known = [v.name for v in doc.voices]
    fallback = voice if voice is not None else (known[0] if known else "")
    script = normalise_script(text, known, markdown=markdown, max_chars=max_chars)
    lines = tuple(
        Line(new_id(), piece.text, piece.voice or fallback, chapter=piece.chapter)
        for piece in script.pieces
    )
    start = len(doc.lines) if at is None else max(0, min(at, len(doc.lines)))
    command = InsertLines(tuple(range(start, start + len(lines))), lines, "Import script")
    return ScriptImport(command, script.notes)


def prepare_import(
    doc: Document,
    path: str | Path,
    *,
    voice: str | None = None,
    at: int | None = None,
    max_chars: int = MAX_LINE_CHARS,
) -> ScriptImport:
    """``prepare_text`` for a .txt or .md file (Markdown by extension)."""
    return prepare_text(
        doc,
        read_script_file(path),
        markdown=is_markdown(path),
        voice=voice,
        at=at,
        max_chars=max_chars,
    )


@dataclass(frozen=True)
class LineEdit:
    """The undo steps that give a line its new text, in order, how many lines it makes
    (1: not split), and notes (one sentence each) on what cleaning removed."""

    steps: tuple[Command, ...]
    pieces: int
    notes: tuple[Said, ...]


def prepare_edit(
    doc: Document,
    line_id: str,
    text: str,
    *,
    max_chars: int = MAX_LINE_CHARS,
    max_phrase: int = MAX_PHRASE_CHARS,
) -> LineEdit | None:
    """The edit that gives a line ``text``; None when that changes nothing (or leaves
    nothing to say).

    The first step is the edit as typed (cleaned): a ``SetText``, so a typing burst
    still merges into one undo step. A text too long for an engine gets a second
    step that splits it as an import would: the line keeps the first piece (and its
    id, voice, settings, lock, takes and chapter marker), the others follow it with
    the same voice, settings and lock. Like an editor's autocorrection, undoing that
    one step gives back the one long line as typed; undoing again, the text before.
    Both are commands a project's undo history already stores.
    """
    row = doc.index_of(line_id)
    line = doc.lines[row]
    prepared = normalise_line(text, max_chars=max_chars, max_phrase=max_phrase)
    if not prepared.lines or prepared.lines == (line.text,):
        return None
    typed = " ".join(prepared.lines)
    steps: list[Command] = [] if typed == line.text else [SetText(line_id, typed)]
    first, *rest = prepared.lines
    if rest:
        at = row + 1
        others = tuple(
            Line(new_id(), piece, line.voice, line.params, locked=line.locked) for piece in rest
        )
        split = (
            SetText(line_id, first, SPLIT_LABEL),
            InsertLines(tuple(range(at, at + len(others))), others, SPLIT_LABEL),
        )
        steps.append(Macro(split, SPLIT_LABEL))
    return LineEdit(tuple(steps), len(prepared.lines), prepared.notes)


__all__ = [
    "MAX_LINE_CHARS",
    "LineEdit",
    "SPLIT_LABEL",
    "ScriptImport",
    "markdown_to_text",
    "prepare_edit",
    "prepare_import",
    "prepare_text",
    "read_script_file",
    "sentences",
    "split_long",
]
