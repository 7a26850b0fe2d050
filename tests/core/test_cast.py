"""The cast: a speaker's voice, merged names, undo, exactly that speaker's lines stale, saved."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import numpy as np
import pytest

from studio.core.books import prepare_book_import
from studio.core.books.book import Book, BookChapter
from studio.core.cast import EMPTY_CAST, Cast
from studio.core.commands import Command
from studio.core.document import Document, Line, TakeAudioStore, VoiceEntry
from studio.core.history.cast_edits import (
    SetCast,
    cast_rows,
    cast_speaker,
    merge_speakers,
    separate_speaker,
)
from studio.core.history.cast_json import cast_from_json, cast_to_json
from studio.core.history.history import History, HistoryStep
from studio.core.history.history_json import command_from_json, command_to_json
from studio.core.json_codec import ProjectError, Reader
from studio.core.store.project import PROJECT_FILE, load_project, save_project

from .conftest import take_of_line

PARAGRAPHS = (
    "\u201cWill you come?\u201d asked Alice.",
    "\u201cI will,\u201d said Mr. Darcy.",
    "\u201cThen come now.\u201d",
    "\u201cAt once.\u201d",
    "The rain fell all night.",
    "\u201cGood evening,\u201d said Darcy.",
    "\u201cHello there,\u201d Bob said.",
)
VOICES = [
    VoiceEntry("narrator", "/n.wav", prompt_key="key-n"),
    VoiceEntry("alto", "/a.wav", prompt_key="key-a"),
    VoiceEntry("bass", "/b.wav", prompt_key="key-b"),
]


def _book() -> Book:
    return Book("novel.epub", "epub", "Novel", "", (BookChapter(1, "One", PARAGRAPHS),))


def _rendered_book() -> Document:
    """The book imported and every line rendered: nothing stale."""
    doc = Document(voices=list(VOICES))
    prepare_book_import(doc, _book()).command.apply(doc)
    for i, line in enumerate(doc.lines):
        voice = doc.voice(line.voice)
        assert voice is not None
        take = take_of_line(line, voice, 240, seed=i)
        doc.lines[i] = dataclasses.replace(line, takes=(take,), active_take=take.id)
    assert doc.stale_lines() == []
    return doc


def _spoken_by(doc: Document) -> list[tuple[str | None, str, str]]:
    return [(line.speaker, line.voice, line.text) for line in doc.lines]


def _apply(doc: Document, command: Command | None) -> Command:
    assert command is not None
    return command.apply(doc)


def test_book_lines_carry_their_speakers() -> None:
    doc = _rendered_book()
    assert _spoken_by(doc) == [
        (None, "narrator", "One"),
        ("Alice", "narrator", "Will you come?"),
        (None, "narrator", "asked Alice."),
        ("Mr. Darcy", "narrator", "I will,"),
        (None, "narrator", "said Mr. Darcy."),
        # Turn-taking in a two-person exchange: no tags, yet known speakers.
        ("Alice", "narrator", "Then come now."),
        ("Mr. Darcy", "narrator", "At once."),
        (None, "narrator", "The rain fell all night."),
        ("Darcy", "narrator", "Good evening,"),
        (None, "narrator", "said Darcy."),
        ("Bob", "narrator", "Hello there,"),
        (None, "narrator", "Bob said."),
    ]
    assert [(r.speaker, r.lines, r.samples[0]) for r in cast_rows(doc)] == [
        ("Alice", 2, "Will you come?"),
        ("Mr. Darcy", 2, "I will,"),
        ("Bob", 1, "Hello there,"),
        ("Darcy", 1, "Good evening,"),
    ]


def test_casting_a_speaker_stales_exactly_their_lines_and_undo_brings_the_takes_back() -> None:
    doc = _rendered_book()
    undo = _apply(doc, cast_speaker(doc, "Alice", "alto"))
    stale = doc.stale_lines()
    assert [(line.speaker, line.voice) for line in stale] == [("Alice", "alto")] * 2
    assert doc.cast == Cast.of(voices={"Alice": "alto"})
    redo = undo.apply(doc)
    assert doc.stale_lines() == [] and doc.cast == EMPTY_CAST
    redo.apply(doc)
    assert len(doc.stale_lines()) == 2
    # Casting the same voice again changes nothing; back to the narrator is a step.
    assert cast_speaker(doc, "Alice", "alto") is None
    _apply(doc, cast_speaker(doc, "Alice", None))
    assert doc.stale_lines() == [] and doc.cast.voices == ()
    with pytest.raises(KeyError):
        cast_speaker(doc, "Alice", "tenor")


def test_merging_names_gives_one_speaker_one_voice() -> None:
    doc = _rendered_book()
    _apply(doc, cast_speaker(doc, "Mr. Darcy", "bass"))
    _apply(doc, cast_speaker(doc, "Darcy", "alto"))
    before = _spoken_by(doc)
    stale_before = {line.id for line in doc.stale_lines()}
    undo = _apply(doc, merge_speakers(doc, "Darcy", "Mr. Darcy"))
    rows = {row.speaker: row for row in cast_rows(doc)}
    assert "Darcy" not in rows
    assert (rows["Mr. Darcy"].lines, rows["Mr. Darcy"].merged) == (3, ("Darcy",))
    assert rows["Mr. Darcy"].voice == "bass"
    darcy = [line for line in doc.lines if line.speaker in ("Darcy", "Mr. Darcy")]
    assert {line.voice for line in darcy} == {"bass"}
    # The merge changed the voice of Darcy's one line and of no other.
    changed = [new for old, new in zip(before, _spoken_by(doc), strict=True) if old != new]
    assert changed == [("Darcy", "bass", "Good evening,")]
    assert {line.id for line in doc.stale_lines()} == stale_before
    undo.apply(doc)
    assert _spoken_by(doc) == before and "Darcy" in {r.speaker for r in cast_rows(doc)}
    _apply(doc, merge_speakers(doc, "Darcy", "Mr. Darcy"))
    # Casting a merged name casts the speaker it was merged into, and all their lines.
    _apply(doc, cast_speaker(doc, "Darcy", "alto"))
    voices = {line.voice for line in doc.lines if line.speaker in ("Darcy", "Mr. Darcy")}
    assert voices == {"alto"}
    assert doc.cast.voice_map == {"Mr. Darcy": "alto"}
    _apply(doc, separate_speaker(doc, "Darcy"))
    assert [line.voice for line in doc.lines if line.speaker == "Darcy"] == ["narrator"]


def test_merge_chains_and_json() -> None:
    cast = Cast.of("narrator", {"Elizabeth Bennet": "alto"}).with_merge("Lizzy", "Elizabeth")
    cast = cast.with_merge("Elizabeth", "Elizabeth Bennet")
    assert cast.alias_map == {"Lizzy": "Elizabeth Bennet", "Elizabeth": "Elizabeth Bennet"}
    assert cast.voice_of("Lizzy") == "alto"
    assert cast.with_merge("Lizzy", "Elizabeth Bennet") == cast
    text = json.dumps(cast_to_json(cast))
    assert cast_from_json(Reader(json.loads(text), "cast")) == cast
    assert cast_from_json(Reader({}, "cast")) == EMPTY_CAST
    bad = {"aliases": [{"name": "A", "into": "B"}, {"name": "B", "into": "C"}]}
    with pytest.raises(ProjectError, match=r"^project\.json: cast\.aliases merges a name into"):
        cast_from_json(Reader(bad, "cast"))


def test_cast_steps_round_trip_through_the_history_json() -> None:
    doc = _rendered_book()
    command = cast_speaker(doc, "Alice", "alto")
    assert command is not None
    stored = command_from_json(Reader(json.loads(json.dumps(command_to_json(command))), "c"))
    assert stored == command
    assert command_to_json(SetCast(EMPTY_CAST))["type"] == "set_cast"


def test_save_and_reopen_keep_speakers_cast_and_the_cast_undo(tmp_path: Path) -> None:
    doc = _rendered_book()
    takes = TakeAudioStore()
    for line in doc.lines:
        for take in line.takes:
            takes.put(take.id, np.zeros(240, np.float32))
    cast_step = cast_speaker(doc, "Alice", "alto")
    assert cast_step is not None
    inverse = cast_step.apply(doc)
    history = History((HistoryStep(cast_step.label, cast_step, inverse),), (), 1)
    folder = save_project(tmp_path / "book", doc, takes, {}, history=history)
    loaded = load_project(folder)
    assert loaded.doc.cast == doc.cast
    assert _spoken_by(loaded.doc) == _spoken_by(doc)
    assert loaded.history is not None
    (step,) = loaded.history.undo
    assert step.inverse is not None
    step.inverse.apply(loaded.doc)
    assert loaded.doc.cast == EMPTY_CAST and loaded.doc.stale_lines() == []
    # A project without a book writes neither field: its file is as it always was.
    plain = Document(voices=list(VOICES), lines=[Line("l1", "Hello.", "narrator")])
    text = (
        save_project(tmp_path / "plain", plain, TakeAudioStore(), {}) / PROJECT_FILE
    ).read_text()
    assert '"cast"' not in text and '"speaker"' not in text
