"""``voice-studio export`` as a script runs it: the installed console script in a process
of its own, its exit status and what it says on stderr."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from studio.core.commands import SetChapter
from studio.core.store.project import save_project
from tests.media_probe import probe

from .conftest import ProjectFactory

pytestmark = pytest.mark.slow  # a real process each: see pyproject markers

CONSOLE = Path(sys.executable).with_name("voice-studio")


def export(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(CONSOLE), "export", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_an_export_that_does_not_pass_acx_exits_1(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    """A script can rely on the status: 1 when a file written does not pass ACX (the file
    is written all the same, and the failing checks are named), 0 when every file does."""
    doc, takes, voices = make_project(4, seconds=1.0, audio="speech")
    project = save_project(tmp_path / "story", doc, takes, voices)
    flac = tmp_path / "story.flac"
    failing = export(project, "--out", flac, "--check-acx")
    assert failing.returncode == 1, failing.stderr
    assert "story.flac does not pass ACX" in failing.stderr
    assert "  sample rate: " in failing.stderr and "Traceback" not in failing.stderr
    assert flac.is_file()
    mp3 = tmp_path / "story.mp3"
    passing = export(project, "--out", mp3, "--acx")
    assert passing.returncode == 0, passing.stderr
    assert "story.mp3 passes ACX" in passing.stderr and mp3.is_file()


def test_an_export_of_a_script_without_chapters_lists_none(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    """A script without chapter markers has no chapters to list ("Chapters: Opening" was
    said); its audiobook's one chapter is the book, named after it. A script with
    chapters lists them."""
    doc, takes, voices = make_project(4, seconds=0.5, audio="speech")
    plain = save_project(tmp_path / "story", doc, takes, voices)
    m4b = tmp_path / "story.m4b"
    done = export(plain, "--out", m4b)
    assert done.returncode == 0, done.stderr
    assert "Chapters" not in done.stderr and "Opening" not in done.stderr
    assert [chapter.title for chapter in probe(m4b).chapters] == ["story"]
    SetChapter(("l0", "l2"), ("One", "Two")).apply(doc)
    chaptered = save_project(tmp_path / "book", doc, takes, voices)
    done = export(chaptered, "--out", tmp_path / "book.m4b")
    assert done.returncode == 0, done.stderr
    assert "Chapters: One, Two\n" in done.stderr
