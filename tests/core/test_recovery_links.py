"""An autosave of a saved project links the takes the project already holds instead of
copying them: a book's audio is not copied again after every save."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from studio.core.commands import AddTake, SetText
from studio.core.json_codec import take_file_name
from studio.core.store.project import load_project, save_project
from studio.core.store.recovery import SNAPSHOT, Recovery, RecoverySession, restore
from tests.support import make_take

from .conftest import ProjectFactory


def test_an_autosave_links_the_saved_takes_and_copies_none(
    tmp_path: Path, make_project: ProjectFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc, store, voices = make_project(n=6)
    folder = save_project(tmp_path / "book.vstudio", doc, store, voices)
    opened = load_project(folder)
    doc, store = opened.doc, opened.takes
    saved = [take.id for line in doc.lines for take in line.takes]
    copies: list[object] = []
    original = shutil.copyfile

    def copyfile(
        src: str | os.PathLike[str], dst: str | os.PathLike[str], **kwargs: Any
    ) -> str | os.PathLike[str]:
        copies.append(src)
        return original(src, dst, **kwargs)

    monkeypatch.setattr(shutil, "copyfile", copyfile)
    # An unsaved edit and a new take, still in memory.
    SetText("l0", "Edited.").apply(doc)
    fresh = make_take("Edited.", 2400, take_id="fresh", voice=doc.lines[0].voice)
    store.put(fresh.id, np.full(2400, 0.1, np.float32))
    AddTake("l0", fresh).apply(doc)
    recovery = RecoverySession(folder, tmp_path / "data")
    recovery.autosave(doc, store, voices)

    snapshot = recovery.folder / SNAPSHOT
    assert copies == []  # was one copy per take of the book
    for take_id in saved:
        mine, theirs = snapshot / take_file_name(take_id), folder / take_file_name(take_id)
        assert os.path.samefile(mine, theirs)
    assert (snapshot / take_file_name("fresh")).is_file()
    # The project's files go (a later save removed them): the recovery keeps its takes.
    for take_id in saved:
        (folder / take_file_name(take_id)).unlink()
    entry = restore(recovery_of(recovery))
    assert entry.missing_audio == ()
    assert entry.takes.get(saved[0]) is not None and entry.takes.get("fresh") is not None
    recovery.close()


def recovery_of(session: RecoverySession) -> Recovery:
    from studio.core.store.recovery import _read_meta

    found = _read_meta(session.folder)
    assert found is not None
    return found
