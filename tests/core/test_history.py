"""The undo history kept in the project: exact JSON, reopen-and-undo, bad histories."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import io
import json
import tempfile
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from hypothesis import given, settings
from hypothesis import strategies as st

from studio.core import commands
from studio.core.commands import (
    AddTake,
    Command,
    DeleteTake,
    InsertLines,
    Macro,
    MoveLine,
    RemoveLines,
    SelectTake,
    SetChapter,
    SetDefaults,
    SetEngineModel,
    SetLocked,
    SetParams,
    SetPronunciation,
    SetText,
    SetTextOptions,
    SetVoice,
    SetVoiceEdits,
    SetVoiceEntry,
)
from studio.core.document import (
    Document,
    Line,
    LineParams,
    TakeAudioStore,
    VoiceEdits,
    VoiceEntry,
)
from studio.core.history.history import MAX_STEPS, History, HistoryStep
from studio.core.history.history_json import (
    command_from_json,
    command_to_json,
    history_from_json,
    history_to_json,
)
from studio.core.json_codec import Reader
from studio.core.sound.voice_audio import quantize_like_stored
from studio.core.store.project import PROJECT_FILE, load_project, save_project
from studio.core.store.project_migrations import SCHEMA_VERSION
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry
from studio.core.words.check import WordCheck

from .conftest import ProjectFactory, take_of_line
from .test_commands import _command


def _through_json(command: Command) -> Command:
    text = json.dumps(command_to_json(command), allow_nan=False)
    return command_from_json(Reader(json.loads(text), "command"))


def _every_command() -> list[Command]:
    """One of each command type, the private inverses included."""
    voice = VoiceEntry("Alice", "/a.wav", "Hi, I am Alice.", "key-a")
    line = Line("l1", "Hello.", "Alice", LineParams(seed=3, temperature=0.5, cfg=2.0, steps=9))
    take = take_of_line(line, voice, 240)
    rendered = dataclasses.replace(line, takes=(take,), active_take=take.id, locked=True)
    restored_take, restored_voice = (
        DeleteTake("l1", take.id).apply(Document([voice], [rendered])),
        SetVoiceEntry("Alice", None).apply(Document([voice])),
    )
    assert type(restored_take).__name__ == "RestoreTake"
    assert type(restored_voice).__name__ == "RestoreVoice"
    return [
        SetText("l1", "Héllo — “quoted”\nnew line", "Edit text"),
        SetVoice(("l1", "l2"), ("Alice", "Bob")),
        SetParams(("l1",), (LineParams(seed=None, temperature=0.7, gap_after=0.25),)),
        SetDefaults(LineParams(seed=1, temperature=1.1, cfg=None, steps=4, gap_after=0.5)),
        SetLocked(("l1", "l2"), (True, False)),
        InsertLines((0, 2), (rendered, Line("l2", "Two.", "Bob")), "Import script"),
        RemoveLines(("l1", "l2")),
        MoveLine("l1", -1),
        AddTake("l1", take, make_active=False),
        DeleteTake("l1", take.id),
        SelectTake("l1", take.id),
        SelectTake("l1", None),
        commands.SetTakeCheck("l1", "t1", WordCheck("the mill", 0.25, missing=("old",))),
        commands.SetTakeCheck("l1", "t1", None),
        SetVoiceEntry("Bob", VoiceEntry("Bob", "/b.flac")),
        SetVoiceEntry("Bob", VoiceEntry("Bob", "/b.flac", "", "k", VoiceEdits(0.25, 7.5, "peak"))),
        SetVoiceEntry("Bob", None, "Remove voice"),
        restored_take,
        SetVoiceEdits("Alice", VoiceEdits(1.0, None, "loudness", -23.0), "key-a2"),
        SetVoiceEdits("Alice", VoiceEdits(), "key-a"),
        restored_voice,
        SetEngineModel("pocket", "random:english_2m_2026-10"),
        Macro((SetText("l1", "x"), Macro((SetLocked(("l1",), (True,)),), "inner")), "outer"),
        SetChapter(("l1", "l2"), ("Chapter One: “Début”", None)),
        SetPronunciation(
            PronunciationDictionary(
                (
                    PronunciationEntry("Nguyen", "win"),
                    PronunciationEntry("SQL", "sequel", whole_word=False, match_case=True),
                )
            )
        ),
        SetTextOptions(normalize=False, language="de"),
    ]


def test_every_command_type_round_trips_through_json() -> None:
    samples = _every_command()
    for command in samples:
        assert _through_json(command) == command
    # Every command class in commands.py has a sample above, so a new command
    # type cannot be added without a way to store it.
    classes: set[type] = {
        cls
        for _, cls in inspect.getmembers(commands, inspect.isclass)
        if dataclasses.is_dataclass(cls)
        and hasattr(cls, "apply")
        and cls.__module__ == commands.__name__
    }
    assert classes == {type(command) for command in samples}


def test_history_round_trips_through_json() -> None:
    samples = _every_command()
    history = History(
        undo=tuple(HistoryStep(c.label, c, c) for c in samples),
        redo=(HistoryStep("Edit text", SetText("l1", "again")),),
        clean_index=3,
    )
    text = json.dumps(history_to_json(history), allow_nan=False)
    assert history_from_json(json.loads(text)) == history


def _doc() -> Document:
    return Document(
        voices=[VoiceEntry("Alice", "a.wav", "", "key-a")],
        lines=[Line("a", "one", "Alice"), Line("b", "two", "Alice")],
    )


@settings(max_examples=40, deadline=None)
@given(st.data())
def test_reopened_history_undoes_back_to_the_original(data: st.DataObject) -> None:
    doc = _doc()
    states = [copy.deepcopy(doc)]
    steps: list[HistoryStep] = []
    for _ in range(data.draw(st.integers(1, 12))):
        command = _command(doc, data)
        assert command is not None
        steps.append(HistoryStep(command.label, command, command.apply(doc)))
        states.append(copy.deepcopy(doc))
    # Undo some steps before saving: they go on the redo list.
    undone = data.draw(st.integers(0, len(steps)))
    redo: list[HistoryStep] = []
    for step in reversed(steps[len(steps) - undone :]):
        assert step.inverse is not None
        redo.insert(0, HistoryStep(step.label, step.inverse.apply(doc)))
    done = steps[: len(steps) - undone]
    history = History(tuple(done), tuple(redo), len(done))

    with tempfile.TemporaryDirectory() as tmp:
        folder = save_project(Path(tmp) / "p", doc, TakeAudioStore(), {}, history=history)
        loaded = load_project(folder)
    assert loaded.history_warning is None
    assert loaded.history == history
    reopened = loaded.doc
    assert reopened == states[len(done)]
    # Redo what was undone, then undo every step: each earlier state, exactly.
    inverses = [step.inverse for step in loaded.history.undo]
    for step in loaded.history.redo:
        inverses.append(step.command.apply(reopened))
    assert reopened == states[-1]
    for i, inverse in reversed(list(enumerate(inverses))):
        assert inverse is not None
        inverse.apply(reopened)
        assert reopened == states[i]


def _saved_with_history(tmp_path: Path, make_project: ProjectFactory) -> tuple[Path, Document]:
    doc, takes, voices = make_project(3)
    steps = []
    for command in (SetText("l0", "Changed."), MoveLine("l2", 0), RemoveLines(("l1",))):
        steps.append(HistoryStep(command.label, command, command.apply(doc)))
    folder = save_project(
        tmp_path / "p", doc, takes, voices, history=History(tuple(steps), (), len(steps))
    )
    return folder, doc


def test_deleted_lines_keep_their_take_audio_for_undo(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    folder, doc = _saved_with_history(tmp_path, make_project)
    loaded = load_project(folder)
    assert loaded.history is not None
    removed = loaded.history.undo[-1].inverse
    assert isinstance(removed, InsertLines)
    take_id = removed.lines[0].takes[0].id
    # The line is gone from the script, but undo can bring it back with its audio.
    assert all(line.id != "l1" for line in loaded.doc.lines)
    assert (folder / "takes" / f"{take_id}.flac").is_file()
    assert loaded.takes.get(take_id) is not None


def test_unknown_command_type_drops_the_history_not_the_script(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    folder, doc = _saved_with_history(tmp_path, make_project)
    data = json.loads((folder / PROJECT_FILE).read_text())
    data["history"]["undo"][1]["command"]["type"] = "transpose_voice"
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    loaded = load_project(folder)
    assert loaded.doc == doc
    assert loaded.history is None
    assert "transpose_voice" in str(loaded.history_warning)
    assert "undo" in str(loaded.history_warning)


@pytest.mark.parametrize(
    "edit",
    [
        lambda h: h["undo"][0]["inverse"].update(line_id="nope"),  # no such line
        lambda h: h["undo"][1].pop("inverse"),
        lambda h: h.update(undo="lots"),
        lambda h: h.update(format=99),
    ],
)
def test_broken_history_opens_without_it(
    tmp_path: Path, make_project: ProjectFactory, edit: object
) -> None:
    folder, doc = _saved_with_history(tmp_path, make_project)
    data = json.loads((folder / PROJECT_FILE).read_text())
    edit(data["history"])  # type: ignore[operator]
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    loaded = load_project(folder)
    assert loaded.doc == doc
    assert loaded.history is None
    assert loaded.history_warning is not None


def test_v1_project_opens_without_history(tmp_path: Path, make_project: ProjectFactory) -> None:
    assert SCHEMA_VERSION == 4
    doc, takes, voices = make_project(2)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    data = json.loads((folder / PROJECT_FILE).read_text())
    del data["history"], data["text"]
    data["schema_version"] = 1
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    loaded = load_project(folder)
    # Older projects keep speaking their text as written (no normalisation).
    doc = dataclasses.replace(doc, normalize_text=False)
    assert loaded.doc == doc
    assert (loaded.history, loaded.history_warning) == (None, None)
    # The old tuple shape still unpacks.
    loaded_doc, _takes, _voices, _export, missing, path = loaded[:6]
    assert loaded_doc == doc and missing == () and path == folder
    # Saving it writes the current format.
    save_project(folder, loaded.doc, loaded.takes, loaded.voice_audio, loaded.export)
    assert json.loads((folder / PROJECT_FILE).read_text())["schema_version"] == SCHEMA_VERSION


def test_stored_history_is_capped(tmp_path: Path) -> None:
    doc = _doc()
    steps = []
    for i in range(MAX_STEPS + 100):
        command = SetText("a", f"text {i}")
        steps.append(HistoryStep(command.label, command, command.apply(doc)))
    history = History(
        tuple(steps[:-10]), tuple(HistoryStep(s.label, s.command) for s in steps[-10:])
    )
    for step in reversed(steps[-10:]):
        assert step.inverse is not None
        step.inverse.apply(doc)
    history = dataclasses.replace(history, clean_index=len(history.undo))
    folder = save_project(tmp_path / "p", doc, TakeAudioStore(), {}, history=history)
    loaded = load_project(folder)
    assert loaded.history is not None
    # The newest done steps win: being able to undo matters more than redo.
    assert loaded.history.undo == history.undo[-MAX_STEPS:]
    assert loaded.history.redo == ()
    assert loaded.history.clean_index == len(loaded.history.undo)
    assert (folder / PROJECT_FILE).stat().st_size < 200_000


def _flac_round_trip(samples: np.ndarray, rate: int = 24000) -> np.ndarray:
    buffer = io.BytesIO()
    sf.write(buffer, np.clip(samples, -1, 1), rate, format="FLAC", subtype="PCM_24")
    buffer.seek(0)
    return np.asarray(sf.read(buffer, dtype="float32")[0])


def test_capping_keeps_redo_steps_that_fit() -> None:
    steps = tuple(
        HistoryStep("Edit text", SetText("a", str(i)), SetText("a", "")) for i in range(8)
    )
    history = History(steps[:5], tuple(HistoryStep(s.label, s.command) for s in steps[5:]), 0)
    capped = history.capped(6)
    assert (capped.undo, capped.redo, capped.clean_index) == (steps[:5], history.redo[:1], 0)
    capped = history.capped(4)
    assert (capped.undo, capped.redo) == (steps[1:5], ())
    assert capped.clean_index is None  # the saved state was among the dropped steps
    assert history.capped(8) == history


def test_quantize_like_stored_is_exactly_what_flac_gives_back() -> None:
    rng = np.random.default_rng(1)
    lsb = 2.0**-23
    edges = np.array(
        [0.0, 1.0, -1.0, 1.5, -1.5, 0.5 * lsb, 1.5 * lsb, -0.5 * lsb, -2.5 * lsb, 1 - lsb / 2],
        dtype=np.float32,
    )
    mono = np.concatenate([edges, rng.uniform(-1, 1, 20000).astype(np.float32)])
    stereo = rng.uniform(-1, 1, (5000, 2)).astype(np.float32)
    for samples in (mono, stereo):
        quantized = quantize_like_stored(samples)
        assert np.array_equal(quantized, _flac_round_trip(samples))
        # Stored again after a reopen: not one sample moves.
        assert np.array_equal(_flac_round_trip(quantized), quantized)
        assert np.array_equal(quantize_like_stored(quantized), quantized)


def _legacy_line(line: Line, takes: tuple[object, ...], active: str) -> dict[str, object]:
    from studio.core.json_codec import line_to_json

    return line_to_json(dataclasses.replace(line, takes=takes, active_take=active))  # type: ignore[arg-type]


def test_an_older_history_of_whole_line_restores_keeps_later_renders() -> None:
    """Older projects undid a take deletion by restoring the whole line and listed
    renders to keep; read now, each step becomes take edits and keeps them."""
    from studio.core.history.history import check_history
    from studio.core.history.history_upgrade import rendered_takes_of_legacy, upgrade_steps

    voice = VoiceEntry("Alice", "a.wav", "", "key-a")
    line = Line("l1", "Hello.", "Alice")
    t0, t1, t2 = (take_of_line(line, voice, 100, seed=n) for n in range(3))
    # Done: "Delete take t0" (stored inverse: the line with t0 and t1). Then a
    # render added t2. Undone and saved: the redo list holds the restore that
    # deletes t0 again (the line with t1 only).
    doc = Document([voice], [dataclasses.replace(line, takes=(t0, t1, t2), active_take=t0.id)])
    stored = {
        "format": 1,
        "clean_index": 0,
        "undo": [],
        "redo": [
            {
                "label": "Delete take",
                "command": {
                    "type": "restore_line",
                    "line": _legacy_line(line, (t1,), t1.id),
                    "label": "Delete take",
                },
            }
        ],
        "protected_takes": [{"line": "l1", "take": t2.id}],
    }
    history = upgrade_steps(doc, history_from_json(stored), rendered_takes_of_legacy(stored))
    check_history(doc, history)
    assert "restore_line" not in json.dumps(history_to_json(history))
    work = copy.deepcopy(doc)
    inverse = history.redo[0].command.apply(work)
    assert [t.id for t in work.lines[0].takes] == [t1.id, t2.id]  # the render stays
    inverse.apply(work)
    assert [t.id for t in work.lines[0].takes] == [t0.id, t1.id, t2.id]

    # The same in the done list: undo brings t0 back and keeps t2.
    after = Document([voice], [dataclasses.replace(line, takes=(t1, t2), active_take=t2.id)])
    done = {
        "format": 1,
        "undo": [
            {
                "label": "Delete take",
                "command": {"type": "delete_take", "line_id": "l1", "take_id": t0.id, "label": "x"},
                "inverse": {
                    "type": "restore_line",
                    "line": _legacy_line(line, (t0, t1), t0.id),
                    "label": "Delete take",
                },
            }
        ],
        "redo": [],
        "protected_takes": [{"line": "l1", "take": t2.id}],
    }
    history = upgrade_steps(after, history_from_json(done), rendered_takes_of_legacy(done))
    check_history(after, history)
    work = copy.deepcopy(after)
    assert history.undo[0].inverse is not None
    history.undo[0].inverse.apply(work)
    assert [t.id for t in work.lines[0].takes] == [t0.id, t1.id, t2.id]
    assert work.lines[0].active_take == t0.id
