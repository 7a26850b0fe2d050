"""Fixtures: the demo recognizer built once per session, a fake hub serving it as
``Systran/faster-whisper-tiny``, and the hub client's login kept private."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.models import HubSettings
from tests.engines.asr.asr_hub import whisper_repo
from tests.models.conftest import private_login  # noqa: F401 - the same private login, autouse
from tests.models.fake_hub import FakeHub

TINY_REPO = "Systran/faster-whisper-tiny"


@pytest.fixture(scope="session")
def recognizer_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where the demo recognizer is built, shared by the session (built once)."""
    return tmp_path_factory.mktemp("recognizers")


@pytest.fixture(scope="session")
def random_folder(recognizer_cache: Path) -> Path:
    from studio.engines.asr import build_random_whisper

    folder, _ = build_random_whisper(recognizer_cache)
    return folder


@pytest.fixture
def asr_hub(random_folder: Path) -> Iterator[FakeHub]:
    hub = FakeHub({TINY_REPO: whisper_repo(TINY_REPO, random_folder)})
    yield hub
    hub.close()


@pytest.fixture
def hub(asr_hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> HubSettings:
    """A private hub cache on the fake hub, also what ``HubSettings.current()`` answers
    (``load_recognizer`` asks it, as the engines do)."""
    settings = HubSettings(endpoint=asr_hub.url, cache_dir=tmp_path / "hf-cache" / "hub")
    monkeypatch.setattr(HubSettings, "current", classmethod(lambda cls: settings))
    return settings
