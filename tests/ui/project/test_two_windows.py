"""Two real windows (two processes) on one project, and the command line beside one.

Each window is a real studio window in its own process
(``window_process.py``), so the lock and the on-disk check are tested between
processes, as users meet them.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from studio.core.document import Document, Line, TakeAudioStore
from studio.core.store.project import load_project, save_project
from studio.core.store.project_lock import LOCK_FILE, lock_owner

pytestmark = pytest.mark.slow  # real processes

ROOT = Path(__file__).resolve().parents[3]


class Window:
    """A studio window in a child process."""

    def __init__(self, tmp_path: Path, name: str) -> None:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_DATA_HOME": str(tmp_path / "data"),  # the trash lives here
        }
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.ui.project.window_process",
                str(tmp_path / f"{name}.ini"),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
            env=env,
        )
        assert self._read() == {"ready": True}

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, "the window process ended"
        return dict(json.loads(line))

    def do(self, **command: object) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(command) + "\n")
        self.process.stdin.flush()
        return self._read()

    def quit(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write(json.dumps({"do": "quit"}) + "\n")
            self.process.stdin.close()
            self.process.wait(timeout=60)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    doc = Document(lines=[Line("l1", "Line one.", "alice"), Line("l2", "Line two.", "alice")])
    return save_project(tmp_path / "Q.vstudio", doc, TakeAudioStore(), {})


@pytest.fixture
def windows(tmp_path: Path) -> Iterator[Callable[[str], Window]]:
    made: list[Window] = []

    def make(name: str) -> Window:
        made.append(Window(tmp_path, name))
        return made[-1]

    yield make
    for window in made:
        window.quit()


def texts(folder: Path) -> list[str]:
    return [line.text for line in load_project(folder).doc.lines]


@pytest.mark.parametrize("first", ["a", "b"])
def test_a_second_window_cannot_drop_the_first_windows_saved_edit(
    project: Path, windows: Callable[[str], Window], tmp_path: Path, first: str
) -> None:
    """A opens Q; B opens it too (read-only, its choice); each edits and saves, in
    either order. A's edit is in Q, B's in its copy: nothing is lost."""
    a, b = windows("a"), windows("b")
    assert "opened" in a.do(do="open", path=str(project))
    opened_b = b.do(do="open", path=str(project), locked="read-only")
    assert opened_b["read_only"] is True
    assert "is open in the studio window" in opened_b["asked"]
    assert "read-only" in opened_b["title"]
    a.do(do="edit", line=0, text="A's edit.")
    b.do(do="edit", line=1, text="B's edit.")
    copy = tmp_path / "B copy.vstudio"

    def save_a() -> None:
        assert a.do(do="save")["saved"] == str(project)

    def save_b() -> None:
        # Read-only: Save is a Save As, never a write into Q.
        assert b.do(do="save", save_as=str(copy))["saved"] == str(copy)

    for step in (save_a, save_b) if first == "a" else (save_b, save_a):
        step()
    assert texts(project) == ["A's edit.", "Line two."]
    assert texts(copy) == ["Line one.", "B's edit."]
    # B now holds its copy; A still holds Q.
    assert lock_owner(project) is not None and lock_owner(copy) is not None
    assert lock_owner(project) != lock_owner(copy)


def test_taking_over_leaves_the_first_window_a_copy_not_a_silent_overwrite(
    project: Path, windows: Callable[[str], Window], tmp_path: Path
) -> None:
    a, b = windows("a"), windows("b")
    a.do(do="open", path=str(project))
    assert b.do(do="open", path=str(project), locked="take over")["read_only"] is False
    b.do(do="edit", line=1, text="B's edit.")
    assert b.do(do="save")["saved"] == str(project)
    a.do(do="edit", line=0, text="A's edit.")
    copy = tmp_path / "A copy.vstudio"
    saved = a.do(do="save", changed="copy", save_as=str(copy))
    assert "taken over by the studio window" in saved["asked"]
    assert saved["saved"] == str(copy)
    assert texts(project) == ["Line one.", "B's edit."]
    assert texts(copy) == ["A's edit.", "Line two."]


def test_open_a_copy_opens_a_copy_of_its_own(
    project: Path, windows: Callable[[str], Window]
) -> None:
    a, b = windows("a"), windows("b")
    a.do(do="open", path=str(project))
    opened = b.do(do="open", path=str(project), locked="copy")
    copy = Path(opened["opened"])
    assert copy != project and copy.parent == project.parent
    assert copy.name == "Q copy.vstudio"
    assert not opened["read_only"]
    b.do(do="edit", line=0, text="In the copy.")
    assert b.do(do="save")["saved"] == str(copy)
    assert texts(project) == ["Line one.", "Line two."]
    assert texts(copy) == ["In the copy.", "Line two."]


def test_a_lock_left_by_a_killed_window_is_taken_over_with_a_note(
    project: Path, windows: Callable[[str], Window]
) -> None:
    a = windows("a")
    a.do(do="open", path=str(project))
    os.kill(a.process.pid, signal.SIGKILL)
    a.process.wait(timeout=30)
    assert (project / LOCK_FILE).exists()
    b = windows("b")
    opened = b.do(do="open", path=str(project), locked="cancel")  # never asked
    assert opened["opened"] == str(project)
    assert opened["asked"] is None
    assert "no longer running" in opened["message"]
    b.do(do="edit", line=0, text="After the crash.")
    assert b.do(do="save")["saved"] == str(project)
    assert texts(project)[0] == "After the crash."


@pytest.mark.parametrize("answer", ["reload", "overwrite", "cancel"])
def test_a_project_changed_on_disk_is_never_overwritten_silently(
    project: Path, windows: Callable[[str], Window], tmp_path: Path, answer: str
) -> None:
    """Another program that ignores the lock (a sync tool, an old studio) changes Q
    while the window has it open; the window's save asks."""
    a = windows("a")
    a.do(do="open", path=str(project))
    loaded = load_project(project)
    theirs = Document(lines=[Line("l1", "Theirs.", "alice"), *loaded.doc.lines[1:]])
    save_project(project, theirs, loaded.takes, {})
    a.do(do="edit", line=1, text="Mine.")
    reply = a.do(do="save", changed=answer)
    assert "was changed by another program" in reply["asked"]
    if answer == "reload":
        assert reply["opened"] == str(project)
        assert reply["lines"] == ["Theirs.", "Line two."]
        assert texts(project) == ["Theirs.", "Line two."]
    elif answer == "overwrite":
        assert reply["saved"] == str(project)
        assert texts(project) == ["Line one.", "Mine."]
        trashed = list((tmp_path / "data" / "Trash" / "files").iterdir())
        assert [p.name for p in trashed] == ["project (other version).json"]
        assert json.loads(trashed[0].read_text())["lines"][0]["text"] == "Theirs."
    else:
        assert "failed" in reply
        assert texts(project) == ["Theirs.", "Line two."]
        assert "changed on disk" in reply["message"]


def _cli(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    console = Path(sys.executable).with_name("voice-studio")
    return subprocess.run(
        [str(console), *args],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "VOICE_STUDIO_CACHE_DIR": str(home / "cache")},
        stdin=subprocess.DEVNULL,
    )


def test_the_command_line_does_not_render_into_a_project_a_window_has_open(
    project: Path, windows: Callable[[str], Window], tmp_path: Path
) -> None:
    from tests.support import speak, tiny_render_args

    a = windows("a")
    a.do(do="open", path=str(project))
    script = tmp_path / "script.txt"
    script.write_text("alice: Line one.\nalice: Line two.\n", encoding="utf-8")
    voice = speak(tmp_path / "alice.wav", "A voice for the project, read aloud.")
    before = (project / "project.json").read_bytes()
    args = tiny_render_args([script], {"alice": voice}, tmp_path / "out")
    done = _cli(*args, "--project", str(project), "--resume", home=tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines()[-1].startswith("voice-studio: ")
    assert "is open in the studio window (process" in done.stderr
    assert "render into another --project" in done.stderr
    assert (project / "project.json").read_bytes() == before
    # Once the window lets it go, the same command renders into it.
    a.quit()
    assert not (project / LOCK_FILE).exists()
    done = _cli(*args, "--project", str(project), "--resume", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert all(line.takes for line in load_project(project).doc.lines)
    assert not (project / LOCK_FILE).exists()


def test_a_window_holding_a_project_the_command_line_rendered_sees_it_on_open(
    windows: Callable[[str], Window], tmp_path: Path
) -> None:
    """A render holds the lock while it runs; a window that opens the project during
    it is asked, and after it opens normally."""
    from studio.core.store.project_lock import RENDER, ProjectLock

    project = tmp_path / "R.vstudio"
    project.mkdir()
    lock, _ = ProjectLock.acquire(project, RENDER)  # a render in this process, say
    save_project(project, Document(lines=[Line("l1", "Rendered.", "alice")]), TakeAudioStore(), {})
    a = windows("a")
    reply = a.do(do="open", path=str(project), locked="cancel")
    assert "is open in voice-studio render" in reply["asked"]
    assert reply["path"] is None
    lock.release()
    assert a.do(do="open", path=str(project))["lines"] == ["Rendered."]
