"""Every file the studio writes gets the mode a plain ``open()`` would give it."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from studio.cache import DiskTier, prompt_key
from studio.core.exports.export import ExportRequest, export_project
from studio.core.files.atomic_file import write_bytes_atomic, write_text_atomic
from studio.core.sound.audio import write_audio
from studio.core.store.project import save_project
from tests.core.conftest import ProjectFactory


@pytest.fixture
def umask() -> Iterator[None]:
    previous = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(previous)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_new_files_get_the_umask_mode(tmp_path: Path, umask: None) -> None:
    write_text_atomic(tmp_path / "a.json", "{}")
    write_audio(tmp_path / "a.wav", np.zeros(100, np.float32), 24000)
    assert mode(tmp_path / "a.json") == 0o644
    assert mode(tmp_path / "a.wav") == 0o644
    os.umask(0o077)
    write_bytes_atomic(tmp_path / "private.bin", b"x")
    assert mode(tmp_path / "private.bin") == 0o600


def test_a_replaced_file_keeps_its_mode(tmp_path: Path, umask: None) -> None:
    target = tmp_path / "project.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    write_text_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "new" and mode(target) == 0o640


def test_projects_exports_and_cache_files_are_readable_by_others(
    tmp_path: Path, umask: None, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(2)
    folder = save_project(tmp_path / "p", doc, takes, voices)
    export_project(
        doc,
        takes,
        ExportRequest(
            out=tmp_path / "out.flac",
            srt=tmp_path / "out.srt",
            vtt=tmp_path / "out.vtt",
            labels=tmp_path / "labels.txt",
            stems_dir=tmp_path / "stems",
        ),
    )
    disk = DiskTier(tmp_path / "cache", 1 << 20)
    import torch

    disk.put(
        prompt_key("pocket", "m", "float32", 24000, np.ones(8, np.float32)), {"x": torch.ones(2)}
    )
    written = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert len(written) >= 12
    assert {str(p.relative_to(tmp_path)): oct(mode(p)) for p in written if mode(p) != 0o644} == {}
    assert not [p for p in written if p.name.endswith(".part")]
    assert (folder / "project.json").is_file()
