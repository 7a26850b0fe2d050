"""A book just opened has which takes match each line worked out while the window idles,
a slice at a time, so the first Render stale finds the answers ready."""

from __future__ import annotations

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from studio.core.document import Document, Line, TakeAudioStore, VoiceEntry
from studio.ui.session import stale_warmer
from studio.ui.session.session import StudioSession
from tests.support import make_take


def _book(lines: int) -> tuple[Document, TakeAudioStore]:
    doc = Document(voices=[VoiceEntry("alice", "a.wav", "", "key-a")])
    store = TakeAudioStore()
    for n in range(lines):
        line = Line(f"l{n}", f"Line {n} of the book, {n * 7} pages in.", "alice")
        spoken = doc.spoken(line).key
        take = make_take(line.text, 240, take_id=f"t{n}", prompt_key="key-a", spoken=spoken)
        store.put(take.id, np.zeros(240, np.float32))
        doc.lines.append(Line(line.id, line.text, "alice", takes=(take,), active_take=take.id))
    return doc, store


def test_an_opened_book_is_matched_ahead_in_slices(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    matched: list[str] = []
    original = Document.take_matches

    def counted(self: Document, line: Line, take: object) -> bool:
        matched.append(line.id)
        return original(self, line, take)  # type: ignore[arg-type]

    monkeypatch.setattr(Document, "take_matches", counted)
    slices: list[int] = []
    on_slice = stale_warmer.StaleWarmer._on_slice_timeout

    def counted_slice(self: stale_warmer.StaleWarmer) -> None:
        slices.append(len(matched))
        on_slice(self)

    monkeypatch.setattr(stale_warmer.StaleWarmer, "_on_slice_timeout", counted_slice)
    session = StudioSession()
    doc, store = _book(2000)
    session.set_document(Document(voices=list(doc.voices), lines=list(doc.lines)), store)
    qtbot.waitUntil(lambda: len(matched) >= 2000, timeout=10000)
    # A slice per turn of the event loop, never the whole book at once.
    assert len(slices) >= 2000 // stale_warmer.SLICE
    matched.clear()
    # Render stale's question: answered without matching a take again (was: every line).
    assert session.document.stale_lines(audio=session.takes) == []
    assert matched == []
    session.shutdown()
