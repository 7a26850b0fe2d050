"""One writer per project: the lock file, stale locks, take-over, the on-disk check.

Locks are between processes, so the other holder here is always a real process.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from studio.core.document import Document, Line, TakeAudioStore
from studio.core.store.project import UNCHECKED, load_project, save_project, write_project
from studio.core.store.project_lock import (
    LOCK_FILE,
    RENDER,
    WINDOW,
    ProjectChanged,
    ProjectLock,
    ProjectLocked,
    lock_owner,
)

HOLDER = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from studio.core.store.project_lock import ProjectLock
    lock, note = ProjectLock.acquire(Path(sys.argv[1]), "window")
    print("HELD", flush=True)
    sys.stdin.readline()  # hold it until told to go (or killed)
    lock.release()
    """
)


def _project(tmp_path: Path, text: str = "One line.") -> Path:
    doc = Document(lines=[Line("l1", text, "alice")])
    return save_project(tmp_path / "Q.vstudio", doc, TakeAudioStore(), {})


def _holder(folder: Path) -> subprocess.Popen[str]:
    child = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "HELD"
    return child


def test_a_project_held_by_another_process_is_refused_naming_it(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    child = _holder(folder)
    try:
        with pytest.raises(ProjectLocked) as caught:
            ProjectLock.acquire(folder, WINDOW)
        assert caught.value.owner.pid == child.pid
        assert f"process {child.pid} on {socket.gethostname()}" in str(caught.value)
        assert "the studio window" in str(caught.value)
        assert lock_owner(folder) is not None
    finally:
        assert child.stdin is not None
        child.stdin.write("\n")
        child.stdin.flush()
        child.wait(timeout=30)
    # Released by its holder: the file is gone and the next program takes it quietly.
    assert not (folder / LOCK_FILE).exists()
    lock, note = ProjectLock.acquire(folder, WINDOW)
    assert note is None
    lock.release()


def test_a_lock_left_by_a_killed_process_is_taken_over_with_a_note(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    child = _holder(folder)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    assert (folder / LOCK_FILE).exists()  # left behind
    assert lock_owner(folder) is None  # but stale
    lock, note = ProjectLock.acquire(folder, RENDER)
    try:
        assert note is not None
        assert f"process {child.pid}" in str(note)
        assert "no longer running" in str(note)
        assert json.loads((folder / LOCK_FILE).read_text())["pid"] == os.getpid()
    finally:
        lock.release()


def test_a_lock_whose_pid_was_reused_is_stale(tmp_path: Path) -> None:
    """A live process with the lock's pid that does not hold the flock is not its owner."""
    folder = _project(tmp_path)
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        stale = {
            "host": socket.gethostname(),
            "pid": sleeper.pid,
            "program": WINDOW,
            "since": 0.0,
            "token": "0" * 16,
        }
        (folder / LOCK_FILE).write_text(json.dumps(stale))
        assert lock_owner(folder) is None
        lock, note = ProjectLock.acquire(folder, WINDOW)
        assert note is not None
        lock.release()
    finally:
        sleeper.kill()
        sleeper.wait()


def test_a_lock_from_another_host_counts_as_live(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    other = {"host": "not-" + socket.gethostname(), "pid": 1, "program": RENDER, "since": 0.0}
    (folder / LOCK_FILE).write_text(json.dumps({**other, "token": "1" * 16}))
    with pytest.raises(ProjectLocked, match="voice-studio render"):
        ProjectLock.acquire(folder, WINDOW)


def test_taking_over_leaves_the_old_holder_unable_to_save(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    child = _holder(folder)
    try:
        mine, note = ProjectLock.acquire(folder, WINDOW, take_over=True)
        assert note is not None and str(child.pid) in str(note)
        assert mine.held() is None
    finally:
        assert child.stdin is not None
        child.stdin.write("\n")
        child.stdin.flush()
        child.wait(timeout=30)
    # The old holder's release did not remove the lock it no longer owned.
    assert mine.held() is None
    mine.release()


def test_a_lost_lock_refuses_the_save(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    lock, _ = ProjectLock.acquire(folder, WINDOW)
    child = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; from studio.core.store.project_lock import "
            "ProjectLock; ProjectLock.acquire(Path(sys.argv[1]), 'render', take_over=True)",
            str(folder),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert child.returncode == 0, child.stderr
    with pytest.raises(ProjectChanged, match="taken over by voice-studio render"):
        lock.check_held()
    lock.release()


def test_a_save_refuses_a_project_json_another_program_changed(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    loaded = load_project(folder)
    assert loaded.fingerprint is not None
    # Another program (not honouring locks) saves its own edit.
    subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from pathlib import Path; "
            "from studio.core.store.project import load_project, save_project; "
            "from dataclasses import replace; p = load_project(Path(sys.argv[1])); "
            "p.doc.lines[0] = replace(p.doc.lines[0], text='Theirs.'); "
            "save_project(p.path, p.doc, p.takes, p.voice_audio)",
            str(folder),
        ],
        check=True,
        timeout=60,
    )
    before = (folder / "project.json").read_bytes()
    mine = Document(lines=[Line("l1", "Mine.", "alice")])
    with pytest.raises(ProjectChanged, match="changed by another program"):
        write_project(folder, mine, loaded.takes, {}, expect=loaded.fingerprint)
    assert (folder / "project.json").read_bytes() == before
    # Checked against the version now on disk, the save goes through.
    now = load_project(folder)
    saved = write_project(folder, mine, now.takes, {}, expect=now.fingerprint)
    assert load_project(folder).doc.lines[0].text == "Mine."
    assert load_project(folder).fingerprint == saved.fingerprint
    # UNCHECKED (a person chose to overwrite) writes over anything.
    write_project(folder, Document(), now.takes, {}, expect=UNCHECKED)
