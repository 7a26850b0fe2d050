"""The compile caches' folders: one per key, the last compile's time, bounded by bytes
(least recently used first), and only their own folders touched."""

from __future__ import annotations

import json
import os
import time
from dataclasses import replace
from pathlib import Path

from studio.cache.compile_cache import (
    KEY_FILE,
    CompileCache,
    CompileKey,
    compile_cache_dir,
    folder_bytes,
)

KEY = CompileKey(
    engine="voxcpm 2.0.3",
    fingerprint="random:full@0:abcdef",
    dtype="bfloat16",
    device="NVIDIA H200",
    torch="2.11.0+cu130",
    cuda="13.0",
    triton="3.6.0",
    python="3.12.3",
)


def _fill(cache: CompileCache, key: CompileKey, nbytes: int, used: float) -> Path:
    """A key folder holding ``nbytes`` of compiled files, last used at ``used``."""
    folder = cache.open(key)
    (folder / "inductor").mkdir(exist_ok=True)
    (folder / "inductor" / "graph.bin").write_bytes(b"\0" * nbytes)
    meta = json.loads((folder / KEY_FILE).read_text(encoding="utf-8"))
    meta["last_used"] = used
    (folder / KEY_FILE).write_text(json.dumps(meta), encoding="utf-8")
    return folder


def test_every_field_of_the_key_names_its_own_folder(tmp_path: Path) -> None:
    cache = CompileCache(compile_cache_dir(tmp_path))
    others = [
        replace(KEY, fingerprint="hf:openbmb/VoxCPM2@" + "0" * 40),
        replace(KEY, device="NVIDIA H100 80GB HBM3"),
        replace(KEY, torch="2.14.1+cu130"),
        replace(KEY, cuda="12.8"),
        replace(KEY, dtype="float32"),
        replace(KEY, triton="3.5.1"),
    ]
    folders = {cache.folder(key) for key in [KEY, *others]}
    assert len(folders) == 1 + len(others)
    assert cache.folder(KEY) == cache.folder(replace(KEY))  # the same key, the same folder
    assert cache.folder(KEY).parent == tmp_path / "compiled"


def test_the_last_compile_time_is_kept_per_key(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path / "compiled")
    assert cache.last_seconds(KEY) is None
    folder = cache.open(KEY)
    assert folder.is_dir() and cache.last_seconds(KEY) is None  # opened, never finished
    cache.record(KEY, 87.94)
    assert cache.last_seconds(KEY) == 87.94
    assert cache.last_seconds(replace(KEY, device="NVIDIA L4")) is None
    # A new start of the same key keeps what the last one took until it finishes.
    cache.open(KEY)
    assert cache.last_seconds(KEY) == 87.94
    (entry,) = cache.entries()
    assert entry.compile_seconds == 87.94 and entry.meta["key"] == KEY.fields()


def test_the_oldest_key_folders_go_first_and_the_one_in_use_stays(tmp_path: Path) -> None:
    cache = CompileCache(tmp_path / "compiled", max_bytes=25_000)
    now = time.time()
    keys = [replace(KEY, fingerprint=f"model-{i}") for i in range(3)]
    oldest = _fill(cache, keys[0], 10_000, now - 300)
    middle = _fill(cache, keys[1], 10_000, now - 200)
    newest = _fill(cache, keys[2], 10_000, now - 100)
    assert [e.digest for e in cache.entries()] == [k.digest for k in reversed(keys)]
    assert cache.nbytes >= 30_000
    cache.record(keys[2], 1.0)  # over the budget: the least recently used goes
    assert not oldest.exists() and middle.exists() and newest.exists()
    # The folder in use is kept even when it alone is over the budget.
    small = CompileCache(tmp_path / "compiled", max_bytes=1)
    _fill(small, keys[0], 50_000, now)
    small.record(keys[0], 2.0)
    assert [e.digest for e in small.entries()] == [keys[0].digest]


def test_clear_and_eviction_leave_what_is_not_theirs(tmp_path: Path) -> None:
    directory = tmp_path / "compiled"
    cache = CompileCache(directory, max_bytes=0)
    _fill(cache, KEY, 1000, time.time())
    _fill(cache, replace(KEY, cuda="12.8"), 1000, time.time() - 10)
    foreign = directory / "notes"
    foreign.mkdir()
    (foreign / "readme.txt").write_text("mine", encoding="utf-8")
    (directory / "torch-notes.txt").write_text("also mine", encoding="utf-8")
    lookalike = directory / ("0" * 20)  # named like a key, but holds no key file
    lookalike.mkdir()
    (lookalike / "data").write_bytes(b"x")
    cache.record(KEY, 1.0)
    assert len(cache.entries()) == 1
    assert cache.clear() == 1 and cache.entries() == []
    assert (foreign / "readme.txt").exists() and (directory / "torch-notes.txt").exists()
    assert (lookalike / "data").exists()


def test_a_missing_folder_lists_nothing_and_sizes_count_every_file(tmp_path: Path) -> None:
    assert CompileCache(tmp_path / "none").entries() == []
    assert CompileCache(tmp_path / "none").clear() == 0
    folder = tmp_path / "f"
    (folder / "a" / "b").mkdir(parents=True)
    (folder / "a" / "b" / "one").write_bytes(b"1" * 300)
    (folder / "two").write_bytes(b"2" * 200)
    os.symlink(folder / "two", folder / "link")  # a link counts as itself, not its target
    assert folder_bytes(folder) == 500 + os.lstat(folder / "link").st_size
