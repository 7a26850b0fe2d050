"""Fixtures for the voice windows: a library of the test's own, and no analysis left running."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from studio.core.store.voice_library import VoiceLibrary
from studio.ui.voices.analysis_jobs import busy_analysis


@pytest.fixture(autouse=True)
def own_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user's data folder (the voice library lives there) is this test's own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("VOICE_STUDIO_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def library(own_data_dir: Path) -> VoiceLibrary:
    return VoiceLibrary()


@pytest.fixture(autouse=True)
def no_analysis_left() -> Iterator[None]:
    """Fail a test that leaves a reference analysis running on the pool."""
    yield
    deadline = time.monotonic() + 10.0
    while busy_analysis() and time.monotonic() < deadline:
        QCoreApplication.processEvents()
        time.sleep(0.02)
    assert not busy_analysis(), "test left a reference analysis running"
