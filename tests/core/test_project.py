"""Project files: exact round trips, migrations, and never losing a good save."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import numpy as np
import pytest

from studio.core.document import Document, LineParams
from studio.core.exports.export import ExportSettings
from studio.core.files import atomic_file
from studio.core.store.project import (
    PROJECT_FILE,
    ProjectError,
    load_project,
    save_project,
)
from studio.core.store.project_migrations import SCHEMA_VERSION
from studio.errors import OutputError

from .conftest import ProjectFactory


def _assert_same_audio(a: np.ndarray, b: np.ndarray) -> None:
    assert a.shape == b.shape
    # 24-bit FLAC: within one quantisation step.
    assert np.max(np.abs(a - b)) < 2**-22


def test_round_trip_is_exact(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(5)
    doc.engine, doc.model = "voxcpm", "random:tiny"
    settings = ExportSettings(
        format="mp3", sample_rate=44100, loudness=-16.0, title="T", artist="A"
    )
    folder = save_project(tmp_path / "story", doc, takes, voices, settings)
    assert folder.name == "story.vstudio"

    loaded = load_project(folder)
    assert loaded.doc == doc  # script, voices, params, takes, active take, locked, defaults
    assert loaded.export == settings
    assert loaded.missing_audio == ()
    for line in doc.lines:
        for take in line.takes:
            _assert_same_audio(loaded.takes.get(take.id), takes.get(take.id))  # type: ignore[arg-type]
    for name, audio in voices.items():
        assert loaded.voice_audio[name].sample_rate == audio.sample_rate
        _assert_same_audio(loaded.voice_audio[name].samples, audio.samples)
    # Saving what was loaded writes the same JSON (nothing drifts on each save).
    before = (folder / PROJECT_FILE).read_text()
    save_project(folder, loaded.doc, loaded.takes, loaded.voice_audio, loaded.export)
    assert (folder / PROJECT_FILE).read_text() == before


def test_deleted_takes_are_cleaned_up_after_save(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(3)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    gone = doc.lines[0].takes[0].id
    doc.lines[0] = type(doc.lines[0])(doc.lines[0].id, "x", "Alice")
    save_project(folder, doc, takes, voices)
    assert not (folder / "takes" / f"{gone}.flac").exists()
    assert len(list((folder / "takes").iterdir())) == 2


def test_half_written_save_never_replaces_a_good_project(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, takes, voices = make_project(3)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    good = (folder / PROJECT_FILE).read_bytes()

    doc.lines.append(type(doc.lines[0])("new", "A new line.", "Bob"))
    calls: list[Path] = []

    def disk_full(path: Path) -> None:
        # What a full disk looks like with delayed allocation: half the data
        # landed, then fsync fails.
        calls.append(path)
        data = path.read_bytes()
        path.write_bytes(data[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_file, "fsync_file", disk_full)
    with pytest.raises(OutputError, match="disk is full"):
        save_project(folder, doc, takes, voices)
    assert [p.name.startswith(".project.json") for p in calls] == [True]
    assert (folder / PROJECT_FILE).read_bytes() == good
    assert not [p for p in folder.iterdir() if p.name.endswith(".part")]
    assert len(load_project(folder).doc.lines) == 3


def test_killed_during_save_keeps_the_old_project(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crash after the audio but before the rename leaves the old project.json in force."""
    doc, takes, voices = make_project(2)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    good = (folder / PROJECT_FILE).read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "replace", crash)
    doc.lines[0] = type(doc.lines[0])(doc.lines[0].id, "Changed.", "Alice")
    with pytest.raises(OutputError):
        save_project(folder, doc, takes, voices)
    monkeypatch.undo()
    assert (folder / PROJECT_FILE).read_bytes() == good
    assert load_project(folder).doc.lines[0].text == "Line number 0, spoken by Alice."


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b'{"schema_version": 1, "lines": [', "damaged"),
        (b"\xff\xfe garbage", "not UTF-8"),
        (b"[1, 2]", "no JSON object"),
        (
            b'{"schema_version": 1, "lines": [{"id": "a", "voice": "x"}]}',
            r"lines\[0\]\.text is missing",
        ),
        (b'{"schema_version": 1, "lines": [{"id": "a", "text": 3, "voice": "x"}]}', "must be text"),
        (
            b'{"schema_version": 1, "lines": [{"id": "a", "text": "t", "voice": "x", '
            b'"takes": [{"id": "t1", "seed": "abc"}]}]}',
            r"lines\[0\]\.takes\[0\]\.text is missing",
        ),
        (
            b'{"schema_version": 1, "lines": [{"id": "a", "text": "t", "voice": "x", '
            b'"active_take": "zz"}]}',
            "active_take",
        ),
        (b'{"schema_version": 1, "defaults": {"temperature": "hot"}}', r"defaults\.temperature"),
        (b'{"schema_version": "one"}', "schema_version"),
        (
            b'{"schema_version": 1, "voices": [{"name": "a", "file": "../../etc/passwd"}]}',
            "voices/",
        ),
    ],
)
def test_corrupt_project_gives_one_clear_error_and_writes_nothing(
    tmp_path: Path, content: bytes, message: str
) -> None:
    folder = tmp_path / "bad.vstudio"
    folder.mkdir()
    (folder / PROJECT_FILE).write_bytes(content)
    before = sorted(p.name for p in folder.rglob("*"))
    with pytest.raises(ProjectError, match=message) as info:
        load_project(folder)
    assert "\n" not in str(info.value)
    assert (folder / PROJECT_FILE).read_bytes() == content
    assert sorted(p.name for p in folder.rglob("*")) == before


def test_newer_schema_is_refused_clearly(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(1)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    data = json.loads((folder / PROJECT_FILE).read_text())
    data["schema_version"] = SCHEMA_VERSION + 1
    (folder / PROJECT_FILE).write_text(json.dumps(data))
    before = (folder / PROJECT_FILE).read_bytes()
    with pytest.raises(ProjectError, match="newer Voice Studio"):
        load_project(folder)
    assert (folder / PROJECT_FILE).read_bytes() == before


def test_v0_project_is_migrated(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(2)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    data = json.loads((folder / PROJECT_FILE).read_text())
    # Rewrite it the way the v0 prototype stored it.
    v0 = {k: v for k, v in data.items() if k not in ("schema_version", "defaults", "export")}
    v0["version"] = 0
    v0["gap"] = 0.5
    for line in v0["lines"]:
        params = line.pop("params")
        line["seed"], line["temperature"] = params["seed"], params["temperature"]
        del line["locked"]
    (folder / PROJECT_FILE).write_text(json.dumps(v0))

    loaded = load_project(folder)
    assert loaded.doc.defaults == LineParams(seed=None, temperature=None, gap_after=0.5)
    assert loaded.doc.lines[0].params == LineParams(seed=doc.lines[0].params.seed)
    assert loaded.doc.lines[1].params.temperature == 0.5
    assert not any(line.locked for line in loaded.doc.lines)
    assert [t.id for t in loaded.doc.lines[0].takes] == [t.id for t in doc.lines[0].takes]


def test_missing_take_audio_keeps_the_take(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(2)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    lost = doc.lines[1].takes[0].id
    (folder / "takes" / f"{lost}.flac").write_bytes(b"not flac")
    loaded = load_project(folder)
    assert loaded.missing_audio == (lost,)
    assert loaded.doc == doc
    assert lost not in loaded.takes


def test_save_refuses_a_foreign_folder_and_a_missing_parent(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(1)
    foreign = tmp_path / "thesis.vstudio"
    foreign.mkdir()
    (foreign / "chapter1.docx").write_text("precious")
    with pytest.raises(ProjectError, match="not a Voice Studio project"):
        save_project(foreign, doc, takes, voices)
    assert sorted(p.name for p in foreign.iterdir()) == ["chapter1.docx"]
    with pytest.raises(OutputError, match="does not exist"):
        save_project(tmp_path / "nope" / "p", doc, takes, voices)


def test_empty_document_round_trips(tmp_path: Path) -> None:
    from studio.core.document import TakeAudioStore

    doc = Document()
    folder = save_project(tmp_path / "empty", doc, TakeAudioStore(), {})
    assert load_project(folder).doc == doc
