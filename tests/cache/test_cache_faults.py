"""The cache folder as found in the field: foreign files, damage, no space, no permission.

A render never stops for the cache: a bad file is rebuilt, a folder that
cannot be written means states stay in memory (said once), and files that
are not the cache's own are never touched.
"""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pytest

from studio.cache import (
    CacheLookup,
    DiskTier,
    MemoryTier,
    PromptCache,
    PromptKey,
    prompt_key,
)
from studio.core.sound.audio import load_reference
from tests.faults import fill, remount_read_only, small_disk
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

if TYPE_CHECKING:
    from studio.engines.pocket import ModelState, PocketEngine

    # The tiny engine, the key of a reference's prompt state, and that state.
    VoiceState = tuple[PocketEngine, PromptKey, ModelState]


@pytest.fixture(scope="module")
def voice_state(tmp_path_factory: pytest.TempPathFactory) -> VoiceState:
    engine = tiny_engine()
    folder = tmp_path_factory.mktemp("voice")
    ref = load_reference(speak(folder / "a.wav", SAMPLE_TEXTS["bob"]), engine.info.sample_rate)
    key = prompt_key("pocket", engine.info.fingerprint, "float32", 24000, ref.samples)
    return engine, key, engine.build_prompt_state(ref.samples, None)


def lookup(cache: PromptCache, voice_state: VoiceState, builds: list[int]) -> CacheLookup:
    engine, key, state = voice_state

    def build() -> ModelState:
        builds.append(1)
        return state

    return cache.get_or_build(
        key, build, engine.state_to_tensors, engine.state_from_tensors, engine.state_nbytes
    )[1]


FOREIGN = {
    "notes.json": b'{"mine": true}',
    "photo.safetensors": b"not a tensor file",
    "holiday.jpg": b"\xff\xd8\xff",
    "list.json": b"[1, 2, 3]",
}


def test_foreign_files_are_never_touched(tmp_path: Path, voice_state: VoiceState) -> None:
    for name, data in FOREIGN.items():
        (tmp_path / name).write_bytes(data)
    disk = DiskTier(tmp_path, max_bytes=1)  # every put evicts whatever it may
    builds: list[int] = []
    assert lookup(PromptCache(MemoryTier(1 << 30), disk), voice_state, builds).outcome == "miss"
    assert [e.digest for e in disk.entries()] == [voice_state[1].digest]
    assert disk.clear() == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(FOREIGN)
    assert all((tmp_path / n).read_bytes() == d for n, d in FOREIGN.items())


@pytest.mark.parametrize("meta", [b"[1, 2]", b'"text"', b"{}", b'{"key": 5}', b"\xff\xfe", b""])
def test_metadata_that_is_not_an_entry_is_rebuilt(
    tmp_path: Path, voice_state: VoiceState, meta: bytes
) -> None:
    disk = DiskTier(tmp_path, max_bytes=1 << 30)
    builds: list[int] = []
    lookup(PromptCache(MemoryTier(1 << 30), disk), voice_state, builds)
    (tmp_path / f"{voice_state[1].digest}.json").write_bytes(meta)
    assert lookup(PromptCache(MemoryTier(1 << 30), disk), voice_state, builds).outcome == "miss"
    assert builds == [1, 1]
    # Rebuilt and written again: the next process hits the disk.
    assert lookup(PromptCache(MemoryTier(1 << 30), disk), voice_state, builds).outcome == "disk"


def test_a_failed_write_is_said_once_and_not_retried(
    tmp_path: Path, voice_state: VoiceState, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine, key, state = voice_state
    disk = DiskTier(tmp_path, max_bytes=1 << 30)
    calls: list[str] = []

    def full(key: PromptKey, tensors: object, extra: object = None) -> None:
        calls.append(key.digest)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(disk, "put", full)
    cache = PromptCache(MemoryTier(1 << 30), disk)
    builds: list[int] = []
    assert lookup(cache, voice_state, builds).outcome == "miss"
    message = cache.last_disk_error
    assert message == (
        f"The prompt cache cannot be saved in {tmp_path} (the disk is full), so voice states "
        "are kept in memory only; free some space to keep them next time."
    )
    other = prompt_key("pocket", "m2", "float32", 24000, np.ones(10, np.float32))
    cache.get_or_build(
        other,
        lambda: state,
        engine.state_to_tensors,
        engine.state_from_tensors,
        engine.state_nbytes,
    )
    assert calls == [key.digest] and cache.last_disk_error == message
    cache.resume_disk_writes()
    third = prompt_key("pocket", "m3", "float32", 24000, np.ones(10, np.float32))
    cache.get_or_build(
        third,
        lambda: state,
        engine.state_to_tensors,
        engine.state_from_tensors,
        engine.state_nbytes,
    )
    assert len(calls) == 2


def test_a_cache_path_through_a_file_cannot_be_written(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x", encoding="utf-8")
    disk = DiskTier(tmp_path / "file" / "cache", 1 << 30)
    with pytest.raises(Exception, match="a file is in the way") as info:
        disk.check_writable()
    assert "choose another cache folder" in str(info.value)


def test_real_full_disk_keeps_the_render_going(tmp_path: Path, voice_state: VoiceState) -> None:
    with small_disk(tmp_path / "disk", "64k") as folder:
        fill(folder)
        disk = DiskTier(folder / "cache", 1 << 30)
        cache = PromptCache(MemoryTier(1 << 30), disk)
        builds: list[int] = []
        assert lookup(cache, voice_state, builds).outcome == "miss"
        assert cache.last_disk_error is not None and "the disk is full" in cache.last_disk_error
        assert lookup(cache, voice_state, builds).outcome == "memory"
        leftovers = (
            [p.name for p in (folder / "cache").iterdir()] if (folder / "cache").exists() else []
        )
        assert [n for n in leftovers if n.endswith(".part")] == []
        assert disk.entries() == []


def test_read_only_cache_is_still_read(tmp_path: Path, voice_state: VoiceState) -> None:
    with small_disk(tmp_path / "disk", "8m") as folder:
        disk = DiskTier(folder / "cache", 1 << 30)
        builds: list[int] = []
        lookup(PromptCache(MemoryTier(1 << 30), disk), voice_state, builds)
        remount_read_only(folder)
        with pytest.raises(Exception, match="permission denied"):
            disk.check_writable()
        cache = PromptCache(MemoryTier(1 << 30), disk)
        assert lookup(cache, voice_state, builds).outcome == "disk" and builds == [1]
        assert json.loads((folder / "cache" / f"{voice_state[1].digest}.json").read_text())
