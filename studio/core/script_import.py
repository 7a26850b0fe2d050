"""Importing a script (.txt or .md) into the document, as one undoable step.

The text goes through ``script_text.normalise_script``, the normaliser
``voice-studio render`` uses too, so a file becomes the same lines in the
window as on the command line, with the same chapters (headings). The window
calls ``prepare_import``: the command and the notes to show once.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from studio.core.commands import InsertLines
from studio.core.document import Document, Line, new_id
from studio.core.line_split import MAX_LINE_CHARS, sentences, split_long
from studio.core.markdown_text import markdown_to_text
from studio.core.script_text import is_markdown, normalise_script, read_script_file


@dataclass(frozen=True)
class ScriptImport:
    """The command inserting a script's lines, and notes (one sentence each) on what
    normalising changed: control characters removed, long lines split."""

    command: InsertLines
    notes: tuple[str, ...]


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


__all__ = [
    "MAX_LINE_CHARS",
    "ScriptImport",
    "markdown_to_text",
    "prepare_import",
    "prepare_text",
    "read_script_file",
    "sentences",
    "split_long",
]
