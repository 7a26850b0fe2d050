"""Projects against the robustness matrix: ``voice-studio export`` and the core's load and save.

A project that cannot be used ends in one sentence (exit 2 in the CLI) and
nothing in the folder changes; a save that fails (full disk, read-only
folder, the process killed at any moment) leaves the project opening as its
old state or its new one, never a mix.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from studio.cli import main
from studio.core.document import Line
from studio.core.store.project import PROJECT_FILE, load_project, save_project
from studio.errors import StudioError
from tests.faults import fill, remount_read_only, small_disk

from .conftest import ProjectFactory, take_of_line, tone

ROOT = Path(__file__).resolve().parents[2]


def snapshot(folder: Path) -> dict[str, str]:
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def edit_json(folder: Path, change: Callable[[dict[str, Any]], None]) -> None:
    data = json.loads((folder / PROJECT_FILE).read_text(encoding="utf-8"))
    change(data)
    (folder / PROJECT_FILE).write_text(json.dumps(data), encoding="utf-8")


def take_file(folder: Path, number: int) -> Path:
    data = json.loads((folder / PROJECT_FILE).read_text(encoding="utf-8"))
    name: str = data["lines"][number - 1]["takes"][0]["file"]
    return folder / name


def _set(path: list[object], value: object) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _delete(path: list[object]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return change


DAMAGE: dict[str, tuple[Callable[[Path], object], str]] = {
    "corrupt JSON": (
        lambda f: (f / PROJECT_FILE).write_text(
            '{"lines": [{"id": "a", "text": "unfinished', "utf-8"
        ),
        "is damaged (unterminated string starting at line 1, column 32)",
    ),
    "not UTF-8": (
        lambda f: (f / PROJECT_FILE).write_bytes(b'{"lines": "\xff"}'),
        "is not UTF-8 text",
    ),
    "wrong types": (
        lambda f: edit_json(f, _set(["lines", 0, "text"], 5)),
        "lines[0].text must be text, found 5",
    ),
    "missing fields": (
        lambda f: edit_json(f, _delete(["lines", 1, "voice"])),
        "lines[1].voice is missing",
    ),
    "a newer version": (
        lambda f: edit_json(f, _set(["schema_version"], 99)),
        "saved by a newer Voice Studio",
    ),
    "a missing take file": (
        lambda f: take_file(f, 2).unlink(),
        "The take audio of line 2 is missing from the project; open the project in the studio "
        "window to render it, then export again.",
    ),
    "a damaged take file": (
        lambda f: take_file(f, 1).write_bytes(b"fLaC\x00\x00 not really"),
        "The take audio of line 1 is missing from the project",
    ),
    "a voice path outside the project": (
        lambda f: edit_json(f, _set(["voices", 0, "file"], "../../../etc/passwd")),
        "voices[0].file must be a file in voices/",
    ),
    "a take id that is a path": (
        lambda f: edit_json(
            f,
            lambda d: d["lines"][0].update(
                active_take="../../../../etc/passwd",
                takes=[{**d["lines"][0]["takes"][0], "id": "../../../../etc/passwd"}],
            ),
        ),
        "The take audio of line 1 is missing from the project",
    ),
    "project.json missing": (
        lambda f: (f / PROJECT_FILE).unlink(),
        "is not a Voice Studio project (it has no project.json)",
    ),
}


@pytest.mark.parametrize("case", list(DAMAGE))
def test_export_of_a_damaged_project_is_one_sentence(
    tmp_path: Path,
    make_project: ProjectFactory,
    capsys: pytest.CaptureFixture[str],
    case: str,
) -> None:
    damage, expected = DAMAGE[case]
    doc, takes, voices = make_project(3)
    folder = save_project(tmp_path / "story", doc, takes, voices)
    damage(folder)
    before = snapshot(folder)
    code = main(["export", str(folder), "--out", str(tmp_path / "out.flac"), "--srt",
                 str(tmp_path / "out.srt")])  # fmt: skip
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith("voice-studio: ") and lines[0].endswith("."), lines[0]
    assert expected in lines[0]
    assert snapshot(folder) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["story.vstudio"]


def test_export_from_a_read_only_project_and_into_a_read_only_folder(
    tmp_path: Path, make_project: ProjectFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    doc, takes, voices = make_project(2)
    with small_disk(tmp_path / "disk", "4m") as disk:
        folder = save_project(disk / "story", doc, takes, voices)
        remount_read_only(disk)
        before = snapshot(folder)
        assert load_project(folder).doc == doc  # opening never writes
        assert main(["export", str(folder), "--out", str(tmp_path / "ok.wav")]) == 0
        code = main(["export", str(folder), "--out", str(disk / "out.wav")])
        err = capsys.readouterr().err.strip().splitlines()
        assert code == 2 and err[-1] == (
            f"voice-studio: Cannot write {disk / 'out.wav'}: permission denied; "
            "choose another folder."
        )
        with pytest.raises(StudioError, match="permission denied|read-only"):
            save_project(folder, doc, takes, voices)
        assert snapshot(folder) == before


def test_full_disk_during_save_keeps_the_old_project(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(3)
    with small_disk(tmp_path / "disk", "1m") as disk:
        folder = save_project(disk / "story", doc, takes, voices)
        before = snapshot(folder)
        fill(disk)
        bigger = type(doc)(list(doc.voices), list(doc.lines), doc.defaults, doc.engine, doc.model)
        line = Line("new", "A line rendered while the disk filled up.", "Alice")
        take = take_of_line(line, doc.voices[0], 48000, seed=9)
        takes.put(take.id, tone(2.0))
        bigger.lines.append(Line(line.id, line.text, line.voice, line.params, (take,), take.id))
        with pytest.raises(StudioError, match="the disk is full; free some space"):
            save_project(folder, bigger, takes, voices)
        assert snapshot(folder) == before
        loaded = load_project(folder)
        assert loaded.doc == doc and loaded.missing_audio == ()


def test_full_disk_during_export_leaves_no_file(
    tmp_path: Path, make_project: ProjectFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    doc, takes, voices = make_project(3, seconds=1.0)
    folder = save_project(tmp_path / "story", doc, takes, voices)
    with small_disk(tmp_path / "disk", "128k") as disk:
        fill(disk)
        code = main(["export", str(folder), "--out", str(disk / "story.wav"), "--srt",
                     str(disk / "story.srt")])  # fmt: skip
        err = capsys.readouterr().err.strip().splitlines()
        assert code == 2 and len(err) == 1, err
        assert "the disk is full; free some space and try again." in err[0]
        assert sorted(p.name for p in disk.iterdir()) == ["filler"]


CHILD = """
import sys
from studio.core.store.project import load_project, save_project
target = sys.argv[3]
states = [load_project(sys.argv[1]), load_project(sys.argv[2])]
i = 0
while True:
    s = states[i % 2]
    print("start", i % 2, flush=True)
    save_project(target, s.doc, s.takes, s.voice_audio, s.export)
    print("done", i % 2, flush=True)
    i += 1
"""


@pytest.mark.slow
def test_killed_at_random_points_of_a_save_opens_as_old_or_new(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(4)
    old = save_project(tmp_path / "old", doc, takes, voices)
    # The new state: a line edited and re-rendered (a new take file, the old one
    # dropped), a line deleted, a line added, a voice replaced (a new voice file).
    new_doc = type(doc)(list(doc.voices), list(doc.lines), doc.defaults, doc.engine, doc.model)
    first = new_doc.lines[0]
    retake = take_of_line(first, doc.voices[0], 30000, seed=77)
    takes.put(retake.id, tone(1.25, 330.0))
    new_doc.lines[0] = Line(first.id, "Edited.", first.voice, first.params, (retake,), retake.id)
    del new_doc.lines[2]
    added = Line("added", "Added at the end.", "Bob")
    added_take = take_of_line(added, doc.voices[1], 20000, seed=5)
    takes.put(added_take.id, tone(0.8, 410.0))
    new_doc.lines.append(
        Line(added.id, added.text, "Bob", added.params, (added_take,), added_take.id)
    )
    new_voices = {**voices, "Alice": type(voices["Alice"])(tone(1.7, 200.0, rate=16000), 16000)}
    new = save_project(tmp_path / "new", new_doc, takes, new_voices)
    states = {"old": load_project(old), "new": load_project(new)}
    target = tmp_path / "target.vstudio"
    save_project(target, doc, takes, voices)

    rng = random.Random(1234)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    seen: list[str] = []
    mid_save = 0
    for _ in range(20):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(old), str(new), str(target)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert child.stdout is not None
        assert child.stdout.readline().startswith("start")  # saving has begun
        time.sleep(rng.uniform(0.0, 0.25))
        child.send_signal(signal.SIGKILL)
        out, err = child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL, err
        # Nothing printed after the first "start", or a "start" last: killed inside a save.
        last = out.strip().splitlines()[-1] if out.strip() else "start"
        mid_save += last.startswith("start")
        loaded = load_project(target)
        name = "old" if loaded.doc == states["old"].doc else "new"
        state = states[name]
        assert loaded.doc == state.doc
        assert loaded.missing_audio == ()
        for line in loaded.doc.lines:
            for take in line.takes:
                got, want = loaded.takes.get(take.id), state.takes.get(take.id)
                assert got is not None and want is not None
                assert np.array_equal(got, want)
        for voice, audio in loaded.voice_audio.items():
            assert np.array_equal(audio.samples, state.voice_audio[voice].samples)
        seen.append(name)
    # Most kills land inside a save (its writes take most of the loop's time).
    assert mid_save >= 10, (mid_save, seen)
