"""Saving over what exists: never without a yes, then atomically, the old copy to the trash."""

from __future__ import annotations

import math
from dataclasses import replace
from pathlib import Path

import pytest

from studio.core.document import Document, LineParams, TakeAudioStore
from studio.core.files import replacing
from studio.core.files.replacing import ReplaceRefused, describe, existing, replace_file
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.store.project import PROJECT_FILE, load_project, save_project, save_project_as
from studio.errors import OutputError, StudioError

from .conftest import ProjectFactory

# A project's document, its take audio and its voices' audio.
Project = tuple[Document, TakeAudioStore, dict[str, VoiceAudio]]
# Project A saved (its folder and itself), and project B in memory.
TwoProjects = tuple[Path, Project, Project]


def _tree(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def _trashed(trash: Path) -> list[Path]:
    files = trash / "files"
    return sorted(files.iterdir()) if files.is_dir() else []


@pytest.fixture
def two_projects(tmp_path: Path, make_project: ProjectFactory) -> TwoProjects:
    """Project A (5 lines, each with a take) saved on disk, and project B in memory (2 lines)."""
    doc_a, takes_a, voices_a = make_project(5)
    folder_a = save_project(tmp_path / "A", doc_a, takes_a, voices_a)
    doc_b, takes_b, voices_b = make_project(2)
    doc_b.lines[0] = replace(doc_b.lines[0], text="This is project B.")
    return folder_a, (doc_a, takes_a, voices_a), (doc_b, takes_b, voices_b)


def test_save_as_over_a_project_is_refused_naming_what_it_holds(two_projects: TwoProjects) -> None:
    folder_a, _, (doc_b, takes_b, voices_b) = two_projects
    before = _tree(folder_a)
    with pytest.raises(ReplaceRefused) as caught:
        save_project_as(folder_a, doc_b, takes_b, voices_b)
    assert str(caught.value) == (
        "the project A.vstudio (5 lines, 5 takes) already exists; "
        "choose another name, or agree to replace it."
    )
    assert _tree(folder_a) == before
    assert sorted(p.name for p in folder_a.parent.iterdir()) == ["A.vstudio"]


def test_a_confirmed_replace_swaps_the_project_in_and_trashes_the_old_one(
    two_projects: TwoProjects, trash: Path
) -> None:
    folder_a, (doc_a, _, _), (doc_b, takes_b, voices_b) = two_projects
    folder, note = save_project_as(folder_a, doc_b, takes_b, voices_b, replace=True)
    assert (folder, note) == (folder_a, None)
    assert load_project(folder_a).doc == doc_b
    # Nothing is left beside it: no staging folder, no old copy.
    assert sorted(p.name for p in folder_a.parent.iterdir()) == ["A.vstudio"]
    (old,) = _trashed(trash)
    assert old.name == "A.vstudio"
    assert load_project(old).doc == doc_a  # every line and take of A can be restored
    info = (trash / "info" / "A.vstudio.trashinfo").read_text()
    assert f"Path={folder_a}" in info


def test_a_save_that_fails_leaves_the_old_project_whole(two_projects: TwoProjects) -> None:
    folder_a, _, (doc_b, takes_b, voices_b) = two_projects
    before = _tree(folder_a)
    doc_b.lines[1] = replace(doc_b.lines[1], params=LineParams(temperature=math.nan))
    with pytest.raises(StudioError, match="JSON cannot store"):
        save_project_as(folder_a, doc_b, takes_b, voices_b, replace=True)
    assert _tree(folder_a) == before
    assert sorted(p.name for p in folder_a.parent.iterdir()) == ["A.vstudio"]


def test_when_the_trash_refuses_the_old_project_is_kept_beside_and_said(
    two_projects: TwoProjects, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_trash(path: str) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr("send2trash.send2trash", no_trash)
    folder_a, (doc_a, _, _), (doc_b, takes_b, voices_b) = two_projects
    folder, note = save_project_as(folder_a, doc_b, takes_b, voices_b, replace=True)
    assert load_project(folder).doc == doc_b
    (kept,) = [p for p in folder_a.parent.iterdir() if p.name != "A.vstudio"]
    assert kept.name.startswith("A (replaced ") and kept.suffix == ".vstudio"
    assert load_project(kept).doc == doc_a
    assert str(note) == (
        "The old A.vstudio could not go to the trash (Permission denied); "
        f"it was kept as {kept.name}."
    )


def test_a_folder_that_is_not_a_project_is_never_used(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(2)
    folder = tmp_path / "Photos.vstudio"
    folder.mkdir()
    (folder / "holiday.jpg").write_bytes(b"\xff\xd8 not really")
    for replace_it in (False, True):
        with pytest.raises(StudioError, match="not a Voice Studio project"):
            save_project_as(folder, doc, takes, voices, replace=replace_it)
    assert _tree(folder) == {"holiday.jpg": b"\xff\xd8 not really"}
    # An empty folder (one made in the save dialog) is used as it is.
    empty = tmp_path / "New.vstudio"
    empty.mkdir()
    assert save_project_as(empty, doc, takes, voices) == (empty, None)
    assert (empty / PROJECT_FILE).is_file()


def test_existing_describes_projects_folders_and_files(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(3)
    project = save_project(tmp_path / "Book", doc, takes, voices)
    folder = tmp_path / "stems"
    folder.mkdir()
    (folder / "001.flac").write_bytes(b"x")
    file = tmp_path / "narration.mp3"
    file.write_bytes(b"x" * 3000)
    found = existing([project, folder, file, tmp_path / "missing.mp3", None, file])
    assert [(f.path, f.is_project) for f in found] == [
        (project, True),
        (folder, False),
        (file, False),
    ]
    assert found[0].description == "the project Book.vstudio (3 lines, 3 takes)"
    assert found[1].description == "the folder stems (1 item)"
    assert found[2].description.startswith("narration.mp3 (2.9 KB, changed ")
    (project / PROJECT_FILE).write_text("{ damaged")
    assert describe(project) == "the project Book.vstudio (its project.json cannot be read)"


def test_replace_file_trashes_the_old_file_first(tmp_path: Path, trash: Path) -> None:
    target = tmp_path / "narration.wav"
    target.write_bytes(b"old")
    tmp = tmp_path / ".narration.wav.part"
    tmp.write_bytes(b"new")
    assert replace_file(tmp, target) is None
    assert target.read_bytes() == b"new"
    assert [p.read_bytes() for p in _trashed(trash)] == [b"old"]


def test_a_refusal_is_an_output_error_with_one_sentence(tmp_path: Path) -> None:
    file = tmp_path / "a.flac"
    file.write_bytes(b"1")
    other = tmp_path / "b.flac"
    other.write_bytes(b"2")
    with pytest.raises(OutputError) as caught:
        replacing.refuse_existing([file, other], "give --overwrite to replace {it}")
    message = str(caught.value)
    assert message.startswith("a.flac (1 byte, changed ")
    assert " and b.flac (1 byte, changed " in message
    assert message.endswith(" already exist; give --overwrite to replace them.")
