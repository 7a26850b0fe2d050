"""Undo of every command restores the exact previous document; stale tracking."""

from __future__ import annotations

import copy
import itertools
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from studio.core.commands import (
    AddTake,
    Command,
    DeleteTake,
    InsertLines,
    Macro,
    MoveLine,
    RemoveLines,
    SelectTake,
    SetDefaults,
    SetLocked,
    SetParams,
    SetText,
    SetVoice,
    SetVoiceEdits,
    SetVoiceEntry,
)
from studio.core.document import Document, Line, LineParams, Take, VoiceEdits, VoiceEntry

from .conftest import ProjectFactory, take_of_line


def _take(line_id: str, n: int) -> Take:
    line = Line(line_id, "t", "Alice")
    return take_of_line(line, VoiceEntry("Alice", ""), 100 + n, seed=n)


params_st = st.builds(
    LineParams,
    seed=st.none() | st.integers(0, 2**31),
    temperature=st.none() | st.floats(0.1, 2.0),
    cfg=st.none() | st.floats(1.0, 3.0),
    steps=st.none() | st.integers(1, 30),
    gap_after=st.none() | st.floats(0.0, 2.0),
)


edits_st = st.builds(
    VoiceEdits,
    trim_start=st.floats(0.0, 5.0),
    trim_end=st.none() | st.floats(6.0, 30.0),
    normalize=st.sampled_from(["none", "peak", "loudness"]),
    target_db=st.none() | st.floats(-40.0, 0.0),
)


# Ids are unique for the life of a document in the app (uuids); a counter keeps
# generated ones unique even when a sequence removes and re-inserts lines.
_UNIQUE = itertools.count()


def _command(doc: Document, data: st.DataObject) -> Command | None:
    """A valid random command for the current document."""
    ids = [line.id for line in doc.lines]
    kinds = ["insert", "voice_entry", "defaults"]
    if doc.voices:
        kinds.append("voice_edits")
    if ids:
        kinds += ["text", "voice", "params", "locked", "remove", "move", "add_take", "macro"]
        if any(line.takes for line in doc.lines):
            kinds += ["delete_take", "select_take"]
    kind = data.draw(st.sampled_from(kinds))
    pick = st.sampled_from(ids) if ids else st.nothing()
    if kind == "insert":
        count = data.draw(st.integers(1, 3))
        start = data.draw(st.integers(0, len(ids)))
        new = tuple(Line(f"n{next(_UNIQUE)}", "new", "Alice") for i in range(count))
        return InsertLines(tuple(range(start, start + count)), new)
    if kind == "voice_entry":
        name = data.draw(st.sampled_from(["Alice", "Bob", "Carol"]))
        entry = data.draw(st.none() | st.builds(VoiceEntry, st.just(name), st.text(max_size=5)))
        return SetVoiceEntry(name, entry)
    if kind == "voice_edits":
        name = data.draw(st.sampled_from([voice.name for voice in doc.voices]))
        return SetVoiceEdits(name, data.draw(edits_st), data.draw(st.text(max_size=5)))
    if kind == "defaults":
        return SetDefaults(data.draw(params_st))
    chosen = tuple(data.draw(st.lists(pick, min_size=1, max_size=3, unique=True)))
    if kind == "text":
        return SetText(chosen[0], data.draw(st.text(max_size=20)))
    if kind == "voice":
        return SetVoice(chosen, tuple(data.draw(st.sampled_from(["Alice", "Bob"])) for _ in chosen))
    if kind == "params":
        return SetParams(chosen, tuple(data.draw(params_st) for _ in chosen))
    if kind == "locked":
        return SetLocked(chosen, tuple(data.draw(st.booleans()) for _ in chosen))
    if kind == "remove":
        return RemoveLines(chosen)
    if kind == "move":
        return MoveLine(chosen[0], data.draw(st.integers(-1, len(ids) + 1)))
    if kind == "add_take":
        return AddTake(chosen[0], _take(chosen[0], 10**7 + next(_UNIQUE)), data.draw(st.booleans()))
    if kind == "macro":
        return Macro((SetText(chosen[0], "macro"), SetLocked((chosen[0],), (True,))))
    with_takes = [line for line in doc.lines if line.takes]
    line = data.draw(st.sampled_from(with_takes))
    take_id = data.draw(st.sampled_from([t.id for t in line.takes]))
    if kind == "delete_take":
        return DeleteTake(line.id, take_id)
    return SelectTake(line.id, data.draw(st.none() | st.just(take_id)))


@settings(max_examples=50, deadline=None)
@given(st.data())
def test_undo_redo_of_any_command_sequence_is_exact(data: st.DataObject) -> None:
    doc = Document(
        voices=[VoiceEntry("Alice", "a.wav")],
        lines=[Line("a", "one", "Alice"), Line("b", "two", "Alice")],
    )
    history: list[tuple[Document, Command]] = []
    for _ in range(data.draw(st.integers(1, 12))):
        command = _command(doc, data)
        assert command is not None
        before = copy.deepcopy(doc)
        inverse = command.apply(doc)
        history.append((before, inverse))
    # Undo everything, checking each step restores the exact earlier document,
    # then redo it all and land on the same final state.
    final = copy.deepcopy(doc)
    redo: list[Command] = []
    for before, inverse in reversed(history):
        redo.append(inverse.apply(doc))
        assert doc == before
    for command in reversed(redo):
        command.apply(doc)
    assert doc == final


def test_typing_merges_into_one_step() -> None:
    doc = Document(lines=[Line("a", "he", "Alice")])
    first = SetText("a", "hel")
    merged = first.merge(SetText("a", "hello"))
    assert merged is not None
    inverse = merged.apply(doc)
    assert doc.lines[0].text == "hello"
    inverse.apply(doc)
    assert doc.lines[0].text == "he"


def test_only_the_edited_line_goes_stale(make_project: ProjectFactory) -> None:
    doc, _, _ = make_project(4)
    assert doc.stale_lines(include_locked=True) == []

    def stale_ids() -> list[str]:
        return [line.id for line in doc.stale_lines(include_locked=True)]

    undo = SetText("l0", "A new sentence.").apply(doc)
    assert stale_ids() == ["l0"]
    undo.apply(doc)
    undo = SetVoice(("l1",), ("Alice",)).apply(doc)
    assert stale_ids() == ["l1"]
    undo.apply(doc)
    undo = SetParams(("l3",), (replace(doc.lines[3].params, temperature=1.3),)).apply(doc)
    assert stale_ids() == ["l3"]
    undo.apply(doc)
    # The gap only affects export: never a reason to render again.
    undo = SetParams(("l2",), (replace(doc.lines[2].params, gap_after=2.0),)).apply(doc)
    assert stale_ids() == []
    undo.apply(doc)
    # A changed voice recording (new prompt key) makes exactly that voice's lines stale.
    bob = doc.voice("Bob")
    assert bob is not None
    SetVoiceEntry("Bob", replace(bob, prompt_key="key-bob-2")).apply(doc)
    assert stale_ids() == ["l1", "l3"]
