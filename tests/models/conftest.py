"""Fixtures: a fake hub serving the studio's models, a private hub cache and login."""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.models import HubSettings, ModelEntry, pocket_entry, voxcpm_entry
from tests.models.fake_hub import FakeHub, FakeRepo

GRANTED = "hf_granted_token"
NOT_GRANTED = "hf_valid_but_not_granted"


def payload(name: str, size: int) -> bytes:
    """Deterministic bytes that differ from file to file."""
    seed = hashlib.sha256(name.encode()).digest()
    return (seed * (size // len(seed) + 1))[:size]


def pocket_repos(weights_bytes: int = 1_000_000) -> dict[str, FakeRepo]:
    """The two repositories of pocket-tts's packaged config, at its pinned commits."""
    entry = pocket_entry()
    assert entry.source is not None
    weights, tokenizer = entry.source.files
    return {
        weights.repo_id: FakeRepo(
            weights.repo_id,
            {weights.filename: payload(weights.filename, weights_bytes)},
            gated=True,
            commit=weights.revision,
        ),
        tokenizer.repo_id: FakeRepo(
            tokenizer.repo_id,
            {tokenizer.filename: b'{"model": {"type": "Unigram"}}'},
            commit=tokenizer.revision,
        ),
    }


def voxcpm_repo(repo_id: str = "openbmb/VoxCPM2") -> FakeRepo:
    config = {"architecture": "voxcpm2", "patch_size": 4}
    return FakeRepo(
        repo_id,
        {
            "config.json": json.dumps(config).encode(),
            "model.safetensors": payload("model", 400_000),
            "audiovae.safetensors": payload("vae", 120_000),
            "tokenizer.json": b'{"version": "1.0"}',
            "README.md": b"# VoxCPM2 (test copy)\n",
        },
    )


@pytest.fixture(autouse=True)
def private_login(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The hub client's login files in a temporary folder; no token from the environment."""
    from huggingface_hub import constants

    home = tmp_path / "hf-home"
    home.mkdir()
    for name in ("HF_TOKEN", "HUGGING_FACE_HUB_TOKEN", "HF_HUB_OFFLINE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(constants, "HF_TOKEN_PATH", str(home / "token"))
    monkeypatch.setattr(constants, "HF_STORED_TOKENS_PATH", str(home / "stored_tokens"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", False)
    monkeypatch.setenv("VOICE_STUDIO_CONFIG_DIR", str(tmp_path / "config"))
    return home


@pytest.fixture
def fake_hub() -> Iterator[FakeHub]:
    repos = {**pocket_repos(), "openbmb/VoxCPM2": voxcpm_repo()}
    hub = FakeHub(repos, tokens={GRANTED: {"kyutai/pocket-tts"}, NOT_GRANTED: set()})
    yield hub
    hub.close()


@pytest.fixture
def hub(fake_hub: FakeHub, tmp_path: Path) -> HubSettings:
    return HubSettings(endpoint=fake_hub.url, cache_dir=tmp_path / "hf-cache" / "hub")


@pytest.fixture
def granted(hub: HubSettings) -> HubSettings:
    return HubSettings(hub.endpoint, hub.cache_dir, token=GRANTED)


@pytest.fixture
def pocket() -> ModelEntry:
    return pocket_entry()


@pytest.fixture
def voxcpm() -> ModelEntry:
    return voxcpm_entry()


def subprocess_env(tmp_path: Path, endpoint: str) -> dict[str, str]:
    """A user's environment for the real ``voice-studio``: own HF_HOME, the fake hub."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("HF_", "HUGGING_FACE", "VOICE_STUDIO_"))
    }
    env.update(
        HF_ENDPOINT=endpoint,
        HF_HOME=str(tmp_path / "hf-home-sub"),
        VOICE_STUDIO_CONFIG_DIR=str(tmp_path / "config-sub"),
    )
    return env
