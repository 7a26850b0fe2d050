"""``voice-studio export`` reads one consistent state of a project another program saves."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

import pytest
import soundfile as sf

import studio.cli.export as export_command
from studio.cli.export import add_export_parser, run_export
from studio.core.store.project import LoadedProject, load_project, save_project
from studio.errors import StudioError

from .conftest import ProjectFactory


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="voice-studio")
    add_export_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["export", *argv])


def _save_without_line_1_take(folder: Path) -> None:
    """What a window's save does after the take of line 1 was replaced: the old take's
    file goes (unreferenced), a new take takes its place."""
    now = load_project(folder)
    first = now.doc.lines[0]
    other = now.doc.lines[1].takes[0]
    now.doc.lines[0] = replace(first, takes=(other,), active_take=other.id)
    save_project(folder, now.doc, now.takes, now.voice_audio)


def test_an_export_reads_the_project_again_when_a_save_removed_its_takes(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, takes, voices = make_project(3, seconds=0.5)
    folder = save_project(tmp_path / "story", doc, takes, voices)
    reads: list[LoadedProject] = []

    def load_then_saved_by_another(path: Path) -> LoadedProject:
        loaded = load_project(path)
        if not reads:
            _save_without_line_1_take(folder)  # between the read and the export
        reads.append(loaded)
        return loaded

    monkeypatch.setattr(export_command, "load_project", load_then_saved_by_another)
    out = tmp_path / "story.flac"
    assert run_export(_args(str(folder), "--out", str(out))) == 0
    assert len(reads) == 2  # read again, once
    assert sf.info(str(out)).frames > 0


def test_an_export_of_a_project_that_keeps_changing_says_so(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, takes, voices = make_project(3, seconds=0.5)
    folder = save_project(tmp_path / "story", doc, takes, voices)
    pristine = load_project(folder)

    def always_changed(path: Path) -> LoadedProject:
        # Each read sees the original state, then another save removes one of its takes.
        save_project(folder, pristine.doc, pristine.takes, pristine.voice_audio)
        loaded = load_project(path)
        _save_without_line_1_take(folder)
        return loaded

    monkeypatch.setattr(export_command, "load_project", always_changed)
    with pytest.raises(StudioError, match="kept changing while it was exported"):
        run_export(_args(str(folder), "--out", str(tmp_path / "story.flac")))
    assert not (tmp_path / "story.flac").exists()
