"""Voice edits: the pure function, undo, staleness, and saving them with a project."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
import torch

from studio.core.commands import SetVoiceEdits
from studio.core.document import Document, Line, TakeAudioStore, VoiceEdits, VoiceEntry
from studio.core.history.history import History, HistoryStep
from studio.core.sound.audio import load_reference
from studio.core.sound.loudness import integrated_loudness, true_peak
from studio.core.sound.voice_audio import VoiceAudio, quantize_like_stored
from studio.core.sound.voice_edits import (
    EDGE_FADE_SECONDS,
    apply_edits,
    load_edited_reference,
)
from studio.core.store.project import (
    PROJECT_FILE,
    ProjectError,
    load_project,
    save_project,
)
from studio.errors import AudioInputError

from .conftest import ProjectFactory, take_of_line
from .speech_signals import RATE, clean_take


def test_no_edits_leave_the_recording_itself() -> None:
    take = clean_take()
    assert apply_edits(take, RATE, VoiceEdits()) is take
    stereo = np.stack([take, take], axis=1)
    assert apply_edits(stereo, RATE, VoiceEdits()) is stereo


def test_no_edits_load_exactly_like_a_plain_reference(tmp_path: Path) -> None:
    path = tmp_path / "v.wav"
    sf.write(str(path), np.stack([clean_take(), clean_take() * 0.5], axis=1), RATE)
    plain = load_reference(path, 24000)
    edited = load_edited_reference(path, 24000, VoiceEdits())
    assert np.array_equal(plain.samples, edited.samples)


def test_trim_keeps_exactly_the_region_with_short_fades_at_the_cuts() -> None:
    take = clean_take()
    out = apply_edits(take, RATE, VoiceEdits(1.0, 5.0))
    start, end = RATE, 5 * RATE
    assert len(out) == end - start
    fade = int(EDGE_FADE_SECONDS * RATE)
    assert np.array_equal(out[fade:-fade], take[start + fade : end - fade])
    assert abs(out[0]) <= abs(take[start]) and abs(out[-1]) <= abs(take[end - 1])
    # No cut at the recording's own ends, so no fade there.
    assert np.array_equal(apply_edits(take, RATE, VoiceEdits(1.0))[-fade:], take[-fade:])


def test_stereo_is_mixed_down_before_editing() -> None:
    take = clean_take()
    stereo = np.stack([take, take * 0.5], axis=1)
    out = apply_edits(stereo, RATE, VoiceEdits(0.0, 2.0))
    assert out.ndim == 1
    np.testing.assert_allclose(out[200:-200], (take * 0.75)[200 : 2 * RATE - 200], atol=1e-7)


def test_peak_normalisation_reaches_its_true_peak() -> None:
    out = apply_edits(clean_take() * 0.1, RATE, VoiceEdits(normalize="peak"))
    assert 20 * np.log10(true_peak(out, RATE)) == pytest.approx(-1.0, abs=0.02)
    out = apply_edits(clean_take(), RATE, VoiceEdits(normalize="peak", target_db=-6.0))
    assert 20 * np.log10(true_peak(out, RATE)) == pytest.approx(-6.0, abs=0.02)


def test_loudness_normalisation_reaches_its_target_under_the_ceiling() -> None:
    out = apply_edits(clean_take() * 0.05, RATE, VoiceEdits(normalize="loudness"))
    assert integrated_loudness(out, RATE) == pytest.approx(-20.0, abs=0.05)
    # A target the peaks cannot reach stops at the -1 dBTP ceiling, unlimited.
    loud = apply_edits(clean_take(), RATE, VoiceEdits(normalize="loudness", target_db=-8.0))
    assert 20 * np.log10(true_peak(loud, RATE)) == pytest.approx(-1.0, abs=0.02)
    assert integrated_loudness(loud, RATE) < -8.0
    np.testing.assert_allclose(
        loud / np.max(np.abs(loud)), clean_take() / np.max(np.abs(clean_take())), atol=1e-6
    )


def test_edits_give_the_same_samples_whatever_the_thread_count() -> None:
    take = quantize_like_stored(clean_take() * 0.3)
    edits = VoiceEdits(0.4, 9.0, "loudness")
    before = torch.get_num_threads()
    try:
        torch.set_num_threads(1)
        one = apply_edits(take, RATE, edits)
        torch.set_num_threads(2)
        two = apply_edits(take, RATE, edits)
    finally:
        torch.set_num_threads(before)
    assert one.tobytes() == two.tobytes()


def test_a_trim_outside_the_recording_is_refused_with_a_sentence() -> None:
    with pytest.raises(
        AudioInputError,
        match=r"keeps nothing of a \d+\.\d\d s recording; choose a region inside it\.",
    ):
        apply_edits(clean_take(), RATE, VoiceEdits(30.0, 40.0))
    with pytest.raises(AudioInputError, match="silent"):
        apply_edits(np.zeros(RATE * 2, np.float32), RATE, VoiceEdits(normalize="peak"))


@pytest.mark.parametrize(
    "kwargs",
    [
        {"trim_start": -1.0},
        {"trim_start": 2.0, "trim_end": 1.0},
        {"trim_end": float("nan")},
        {"normalize": "rms"},
        {"target_db": float("inf")},
    ],
)
def test_impossible_edits_cannot_be_made(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        VoiceEdits(**kwargs)  # type: ignore[arg-type]


# ---------------------------------------------------------------- document


def test_an_edit_makes_the_voices_lines_stale_and_undo_makes_them_fresh(
    make_project: ProjectFactory,
) -> None:
    doc, _, _ = make_project(4)
    assert doc.stale_lines(include_locked=True) == []
    undo = SetVoiceEdits("Bob", VoiceEdits(0.2, 1.0, "peak"), "key-bob-trimmed").apply(doc)
    bob = doc.voice("Bob")
    assert bob is not None and bob.edits == VoiceEdits(0.2, 1.0, "peak")
    assert [line.id for line in doc.stale_lines(include_locked=True)] == ["l1", "l3"]
    redo = undo.apply(doc)
    assert doc.voice("Bob") == VoiceEntry("Bob", "/home/me/bob.flac", "", "key-bob")
    assert doc.stale_lines(include_locked=True) == []
    redo.apply(doc)
    assert [line.id for line in doc.stale_lines(include_locked=True)] == ["l1", "l3"]


def test_editing_a_voice_that_is_not_there_fails_like_any_stale_command() -> None:
    with pytest.raises(KeyError):
        SetVoiceEdits("Nobody", VoiceEdits(1.0), "k").apply(Document())


# ---------------------------------------------------------------- project


def _edited_project(tmp_path: Path) -> tuple[Path, Document, VoiceAudio, History]:
    original = VoiceAudio(quantize_like_stored(clean_take()), RATE)
    entry = VoiceEntry("Alice", "/home/me/alice.wav", "Hello there.", "key-0")
    line = Line("l1", "A line.", "Alice")
    line = replace(line, takes=(take_of_line(line, entry, 100),))
    doc = Document(voices=[entry], lines=[line])
    command = SetVoiceEdits("Alice", VoiceEdits(0.3, 6.5, "loudness", -21.0), "key-1")
    inverse = command.apply(doc)
    history = History(undo=(HistoryStep(command.label, command, inverse),), clean_index=1)
    folder = save_project(tmp_path / "p", doc, _no_take_audio(), {"Alice": original})
    save_project(folder, doc, _no_take_audio(), {"Alice": original}, history=history)
    return folder, doc, original, history


def _no_take_audio() -> TakeAudioStore:
    return TakeAudioStore()


def test_edits_survive_save_and_reopen_and_give_the_same_reference(tmp_path: Path) -> None:
    folder, doc, original, _ = _edited_project(tmp_path)
    loaded = load_project(folder)
    assert loaded.doc.voices == doc.voices
    entry = loaded.doc.voices[0]
    assert entry.edits == VoiceEdits(0.3, 6.5, "loudness", -21.0)
    # The project keeps the original; the processed reference is made again, identically.
    reopened = loaded.voice_audio["Alice"]
    assert np.array_equal(reopened.samples, original.samples)
    before = apply_edits(original.samples, RATE, entry.edits)
    after = apply_edits(reopened.samples, reopened.sample_rate, entry.edits)
    assert before.tobytes() == after.tobytes()
    assert len(after) == int(round(6.2 * RATE))


def test_a_reopened_project_can_undo_the_edit(tmp_path: Path) -> None:
    folder, _, _, _ = _edited_project(tmp_path)
    loaded = load_project(folder)
    assert loaded.history is not None and loaded.history_warning is None
    step = loaded.history.undo[-1]
    assert step.inverse is not None
    step.inverse.apply(loaded.doc)
    assert loaded.doc.voices[0] == VoiceEntry(
        "Alice", "/home/me/alice.wav", "Hello there.", "key-0"
    )
    assert not loaded.doc.is_stale(loaded.doc.lines[0])


def test_a_project_from_before_edits_opens_with_none(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(2)
    folder = save_project(tmp_path / "old", doc, takes, voices)
    data = json.loads((folder / PROJECT_FILE).read_text())
    for voice in data["voices"]:
        del voice["edits"]
    data["schema_version"] = 3  # the format before voice edits
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    loaded = load_project(folder)
    assert loaded.doc == doc
    assert all(voice.edits == VoiceEdits() for voice in loaded.doc.voices)


@pytest.mark.parametrize(
    ("edits", "message"),
    [
        ({"normalize": "loud"}, r"voices\[0\]\.edits\.normalize must be one of none, peak"),
        ({"trim_start": -2}, r"voices\[0\]\.edits\.trim_start must be 0 or more"),
        ({"trim_start": 3, "trim_end": 1}, r"voices\[0\]\.edits\.trim_end must be after"),
        ({"target_db": "loud"}, r"voices\[0\]\.edits\.target_db must be a number or null"),
        ([], r"voices\[0\]\.edits must be an object"),
    ],
)
def test_bad_edits_in_a_project_file_are_named(
    tmp_path: Path, make_project: ProjectFactory, edits: object, message: str
) -> None:
    doc, takes, voices = make_project(1)
    folder = save_project(tmp_path / "bad", doc, takes, voices)
    data = json.loads((folder / PROJECT_FILE).read_text())
    data["voices"][0]["edits"] = edits
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    with pytest.raises(ProjectError, match=message) as caught:
        load_project(folder)
    assert str(caught.value).startswith("project.json: ")
    assert str(caught.value).endswith("fix the file or restore a backup.")
