"""Copies of a document that another thread may read while the GUI keeps editing.

Lines and takes are frozen dataclasses, so copying the document's two lists is
a complete snapshot; take audio arrays are never modified in place (a new take
gets a new array), so a snapshot shares them, and audio still in the project
folder is read by whoever uses the snapshot (on its own thread), not here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from studio.core.document import Document, TakeAudioStore
from studio.core.exports.export import chosen_lines
from studio.core.history.history import History
from studio.errors import StudioError


def snapshot_document(doc: Document) -> Document:
    """A copy of the document another thread may read (lines are frozen)."""
    return replace(doc, voices=list(doc.voices), lines=list(doc.lines))


def snapshot_takes(
    takes: TakeAudioStore, doc: Document, history: History | None = None
) -> TakeAudioStore:
    """The audio of the document's takes, and of the takes ``history`` can bring
    back (undoing a deleted take must bring its audio too)."""
    wanted = [take.id for line in doc.lines for take in line.takes]
    if history is not None:
        wanted += [take.id for take in history.takes()]
    return takes.subset(wanted)


def snapshot_for_export(
    doc: Document, takes: TakeAudioStore, line_ids: Sequence[str] | None
) -> tuple[Document, TakeAudioStore]:
    """The document and the audio of the chosen lines' takes, for an export."""
    copy = snapshot_document(doc)
    try:
        picked = chosen_lines(copy, line_ids)
    except StudioError:
        picked = []  # the export itself reports the unknown lines
    current = [line.current_take for _, line in picked]
    return copy, takes.subset(take.id for take in current if take is not None)


__all__ = ["snapshot_document", "snapshot_for_export", "snapshot_takes"]
