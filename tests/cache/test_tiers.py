from __future__ import annotations

import errno
import json
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
import pytest
import torch

from studio.cache import DiskTier, MemoryTier, PromptCache, PromptKey, prompt_key
from studio.core.sound.audio import load_reference
from studio.engines.base import GenerationParams
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

if TYPE_CHECKING:
    from studio.engines.pocket import ModelState, PocketEngine

    # The tiny engine, the key of a reference's prompt state, and that state.
    VoiceState = tuple[PocketEngine, PromptKey, ModelState]


def test_memory_tier_evicts_least_recently_used_by_bytes() -> None:
    tier = MemoryTier(max_bytes=100)
    tier.put("a", "A", 40)
    tier.put("b", "B", 40)
    assert tier.get("a") is not None  # a is now the most recent
    evicted = tier.put("c", "C", 40)  # 120 > 100: the least recent (b) goes
    assert evicted == ["b"]
    assert tier.keys() == ["a", "c"]
    assert tier.nbytes == 80
    # Count does not matter, bytes do: many small entries fit.
    for i in range(10):
        tier.put(f"s{i}", i, 1)
    assert tier.nbytes <= 100
    assert "c" in tier
    # A state bigger than the whole budget is not kept and evicts nothing.
    assert tier.put("huge", "H", 101) == []
    assert "huge" not in tier and "c" in tier


@pytest.fixture(scope="module")
def voice_state(tmp_path_factory: pytest.TempPathFactory) -> VoiceState:
    engine = tiny_engine()
    folder = tmp_path_factory.mktemp("voice")
    ref = load_reference(speak(folder / "a.wav", SAMPLE_TEXTS["alice"]), engine.info.sample_rate)
    key = prompt_key("pocket", engine.info.fingerprint, "float32", 24000, ref.samples)
    return engine, key, engine.build_prompt_state(ref.samples, None)


def _states_equal(a: ModelState, b: ModelState) -> bool:
    if a.keys() != b.keys():
        return False
    for name in a:
        if a[name].keys() != b[name].keys():
            return False
        for k in a[name]:
            x, y = a[name][k], b[name][k]
            if (
                x.dtype != y.dtype
                or x.shape != y.shape
                or not torch.equal(x.nan_to_num(7.0), y.nan_to_num(7.0))
            ):
                return False
    return True


def test_disk_round_trip_restores_an_identical_state(
    tmp_path: Path, voice_state: VoiceState
) -> None:
    engine, key, state = voice_state
    disk = DiskTier(tmp_path, max_bytes=1 << 30)
    written = disk.put(key, engine.state_to_tensors(state))
    assert written > 0 and key.digest in disk
    entry = disk.entry(key.digest)
    assert entry is not None and entry.nbytes == written and entry.meta["key"] == key.digest
    assert disk.entry("0" * 64) is None
    tensors = disk.get(key.digest)
    assert tensors is not None
    restored = engine.state_from_tensors(tensors)
    assert _states_equal(state, restored)
    meta = json.loads((tmp_path / f"{key.digest}.json").read_text())
    assert meta["key"] == key.digest and meta["fingerprint"] == engine.info.fingerprint
    # The restored state generates the same audio as the original.
    cancel = threading.Event()
    params = GenerationParams(seed=3, max_seconds=1.0)
    a = np.concatenate(list(engine.generate(state, "One more time.", params, cancel)))
    b = np.concatenate(list(engine.generate(restored, "One more time.", params, cancel)))
    np.testing.assert_allclose(a, b, atol=1e-5)


@pytest.mark.parametrize("damage", ["flip", "truncate", "meta", "swap"])
def test_corrupted_cache_file_is_rebuilt_not_trusted(
    tmp_path: Path, voice_state: VoiceState, damage: str
) -> None:
    engine, key, state = voice_state
    disk = DiskTier(tmp_path, max_bytes=1 << 30)
    disk.put(key, engine.state_to_tensors(state))
    state_file = tmp_path / f"{key.digest}.safetensors"
    meta_file = tmp_path / f"{key.digest}.json"
    blob = bytearray(state_file.read_bytes())
    if damage == "flip":
        blob[-10] ^= 0xFF
        state_file.write_bytes(bytes(blob))
    elif damage == "truncate":
        state_file.write_bytes(bytes(blob[: len(blob) // 2]))
    elif damage == "meta":
        meta_file.write_text("{not json")
    else:  # a valid file for another key, with matching checksum metadata
        other = prompt_key("pocket", "other-model", "float32", 24000, np.ones(10, np.float32))
        disk.put(other, engine.state_to_tensors(state))
        (tmp_path / f"{other.digest}.safetensors").replace(state_file)
        meta = json.loads(meta_file.read_text())
        meta["sha256"] = json.loads((tmp_path / f"{other.digest}.json").read_text())["sha256"]
        meta_file.write_text(json.dumps(meta))

    builds: list[int] = []

    def build() -> ModelState:
        builds.append(1)
        return state

    cache = PromptCache(MemoryTier(1 << 30), disk)
    _, lookup = cache.get_or_build(
        key, build, engine.state_to_tensors, engine.state_from_tensors, engine.state_nbytes
    )
    assert lookup.outcome == "miss" and builds == [1]
    # Rebuilt and stored again: a fresh cache (new process) now hits on disk.
    fresh = PromptCache(MemoryTier(1 << 30), disk)
    _, again = fresh.get_or_build(
        key, build, engine.state_to_tensors, engine.state_from_tensors, engine.state_nbytes
    )
    assert again.outcome == "disk" and builds == [1]


def test_disk_tier_evicts_by_bytes(tmp_path: Path, voice_state: VoiceState) -> None:
    engine, key, state = voice_state
    tensors = engine.state_to_tensors(state)
    one = DiskTier(tmp_path, 1 << 30).put(key, tensors)
    disk = DiskTier(tmp_path, max_bytes=int(one * 2.5))
    keys = [
        prompt_key("pocket", f"m{i}", "float32", 24000, np.ones(10, np.float32)) for i in range(4)
    ]
    for k in keys:
        disk.put(k, tensors)
    remaining = {e.digest for e in disk.entries()}
    assert len(remaining) == 2 and keys[-1].digest in remaining
    assert disk.nbytes <= disk.max_bytes


def test_full_disk_keeps_the_render_going(
    tmp_path: Path, voice_state: VoiceState, monkeypatch: pytest.MonkeyPatch
) -> None:
    engine, key, state = voice_state
    disk = DiskTier(tmp_path, max_bytes=1 << 30)

    def full(*args: object, **kwargs: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(disk, "put", full)
    cache = PromptCache(MemoryTier(1 << 30), disk)
    got, lookup = cache.get_or_build(
        key, lambda: state, engine.state_to_tensors, engine.state_from_tensors, engine.state_nbytes
    )
    assert got is state and lookup.outcome == "miss"
    assert cache.last_disk_error is not None and "disk is full" in cache.last_disk_error
    _, second = cache.get_or_build(
        key, lambda: state, engine.state_to_tensors, engine.state_from_tensors, engine.state_nbytes
    )
    assert second.outcome == "memory"
    assert not list(tmp_path.glob("*.part"))


def test_a_failed_disk_write_leaves_no_partial_file(
    tmp_path: Path, voice_state: VoiceState, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real write path (not a patched put): ENOSPC at fsync."""
    import studio.core.files.atomic_file as atomic_file

    engine, key, state = voice_state

    def full(path: Path) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic_file, "fsync_file", full)
    disk = DiskTier(tmp_path, max_bytes=1 << 30)
    cache = PromptCache(MemoryTier(1 << 30), disk)
    got, lookup = cache.get_or_build(
        key, lambda: state, engine.state_to_tensors, engine.state_from_tensors, engine.state_nbytes
    )
    assert got is state and lookup.outcome == "miss"
    assert cache.last_disk_error is not None and "disk is full" in cache.last_disk_error
    assert list(tmp_path.iterdir()) == []
    assert key.digest not in disk
