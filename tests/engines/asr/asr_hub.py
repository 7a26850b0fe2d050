"""faster-whisper repositories on the local fake hub (tests/models/fake_hub.py).

A repository holds what Systran's conversions hold: the model folder's files
(here the demo recognizer's real ones, so a download can be loaded and
heard) plus a README and .gitattributes, which a download must leave out.
"""

from __future__ import annotations

from pathlib import Path

from tests.models.fake_hub import FakeRepo

EXTRA_FILES = {
    "README.md": b"# faster-whisper test copy\n",
    ".gitattributes": b"*.bin filter=lfs diff=lfs merge=lfs -text\n",
}


def model_files(folder: Path) -> dict[str, bytes]:
    """The files of a CTranslate2 Whisper folder, by name (the build's marker left out)."""
    return {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.is_file() and not p.name.startswith("voice-studio")
    }


def whisper_repo(repo_id: str, folder: Path) -> FakeRepo:
    """``repo_id`` serving the model in ``folder`` as a faster-whisper repository."""
    return FakeRepo(repo_id, {**model_files(folder), **EXTRA_FILES})
