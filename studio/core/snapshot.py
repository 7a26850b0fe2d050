"""Copies of a document that another thread may read while the GUI keeps editing.

Lines and takes are frozen dataclasses, so copying the document's two lists is
a complete snapshot; take audio arrays are never modified in place (a new take
gets a new array), so a snapshot shares them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from studio.core.document import Document, TakeAudioStore
from studio.core.export import chosen_lines
from studio.core.history import History
from studio.errors import StudioError


def snapshot_document(doc: Document) -> Document:
    """A copy of the document another thread may read (lines are frozen)."""
    return replace(doc, voices=list(doc.voices), lines=list(doc.lines))


def snapshot_takes(
    takes: TakeAudioStore, doc: Document, history: History | None = None
) -> TakeAudioStore:
    """The audio of the document's takes, and of the takes ``history`` can bring
    back (undoing a deleted take must bring its audio too)."""
    copy = TakeAudioStore()
    wanted = [take for line in doc.lines for take in line.takes]
    if history is not None:
        wanted += history.takes()
    for take in wanted:
        audio = takes.get(take.id)
        if audio is not None:
            copy.put(take.id, audio)
    return copy


def snapshot_for_export(
    doc: Document, takes: TakeAudioStore, line_ids: Sequence[str] | None
) -> tuple[Document, TakeAudioStore]:
    """The document and the audio of the chosen lines' takes, for an export."""
    copy = snapshot_document(doc)
    audio = TakeAudioStore()
    try:
        picked = chosen_lines(copy, line_ids)
    except StudioError:
        picked = []  # the export itself reports the unknown lines
    for _, line in picked:
        take = line.current_take
        samples = takes.get(take.id) if take is not None else None
        if take is not None and samples is not None:
            audio.put(take.id, samples)
    return copy, audio


__all__ = ["snapshot_document", "snapshot_for_export", "snapshot_takes"]
