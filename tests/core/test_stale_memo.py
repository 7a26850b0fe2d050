"""Which lines are stale, asked of a whole book again and again (Render stale, auto-render):
each line's takes are matched once while the line and what matching depends on stay the
same, and every change that can make a line stale still does."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from studio.core.commands import SetDefaults, SetPronunciation, SetText
from studio.core.document import Document, Line, LineParams, TakeAudioStore, VoiceEntry
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry
from tests.support import make_take


def _book(lines: int) -> tuple[Document, TakeAudioStore]:
    doc = Document(voices=[VoiceEntry("alice", "a.wav", "", "key-a")])
    store = TakeAudioStore()
    for n in range(lines):
        text = f"Line {n} of the book."
        take = make_take(text, 240, take_id=f"t{n}", voice="alice", prompt_key="key-a")
        store.put(take.id, np.zeros(240, np.float32))
        doc.lines.append(Line(f"l{n}", text, "alice", takes=(take,), active_take=take.id))
    return doc, store


@pytest.fixture
def matched(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The ids of the lines whose takes were matched against them, in order."""
    calls: list[str] = []
    original = Document.take_matches

    def counted(self: Document, line: Line, take: object) -> bool:
        calls.append(line.id)
        return original(self, line, take)  # type: ignore[arg-type]

    monkeypatch.setattr(Document, "take_matches", counted)
    return calls


def test_a_book_asked_again_matches_only_the_lines_that_changed(matched: list[str]) -> None:
    doc, store = _book(2000)
    assert doc.stale_lines(audio=store) == []
    assert len(matched) == 2000
    matched.clear()
    # Asked again: nothing changed, nothing is matched again (was: every line, every time).
    assert doc.stale_lines(audio=store) == []
    assert matched == []
    SetText("l7", "Line 7, edited.").apply(doc)
    assert [line.id for line in doc.stale_lines(audio=store)] == ["l7"]
    assert matched == ["l7"]


def test_whatever_makes_a_line_stale_still_does(matched: list[str]) -> None:
    doc, store = _book(3)
    assert doc.stale_lines(audio=store) == []
    # A voice given a new prompt key in place (as the command line's record does).
    doc.voices[0] = replace(doc.voices[0], prompt_key="key-b")
    assert len(doc.stale_lines()) == 3
    doc.voices[0] = replace(doc.voices[0], prompt_key="key-a")
    assert doc.stale_lines() == []
    # The project's settings: a fixed seed the takes were not rendered with.
    SetDefaults(LineParams(seed=99)).apply(doc)
    assert len(doc.stale_lines()) == 3
    SetDefaults(LineParams(seed=None)).apply(doc)
    assert doc.stale_lines() == []
    # A dictionary entry changes what one line speaks (its takes recorded what they spoke).
    spoken = replace(doc.lines[1].takes[0], spoken=doc.spoken(doc.lines[1]).key)
    doc.lines[1] = replace(doc.lines[1], takes=(spoken,))
    entry = PronunciationEntry("Line", "Lyne")
    SetPronunciation(PronunciationDictionary((entry,))).apply(doc)
    assert [line.id for line in doc.stale_lines()] == ["l1"]
    SetPronunciation(PronunciationDictionary()).apply(doc)
    assert doc.stale_lines() == []
    # Audio gone behind the studio's back: stale with the audio asked about, not without.
    store.discard("t2")
    assert [line.id for line in doc.stale_lines(audio=store)] == ["l2"]
    assert doc.lost_audio(doc.lines[2], store) and doc.stale_lines() == []
