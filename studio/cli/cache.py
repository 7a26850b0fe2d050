"""``voice-studio cache``: list or clear the prompt cache on disk, and the compiled models
kept beside it (torch's compile caches, one folder per model, machine and version)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from studio.cli.options import cache_dir_option
from studio.core.text.wording import plural

EXIT_OK = 0


def add_cache_parser(subparsers: Any) -> argparse.ArgumentParser:
    cache: argparse.ArgumentParser = subparsers.add_parser(
        "cache", help="list or clear the prompt cache and the compiled models on disk"
    )
    cache.add_argument(
        "action",
        choices=("ls", "clear"),
        help="ls lists the cached voice states and compiled models, clear deletes them",
    )
    cache_dir_option(cache)
    cache.add_argument("--json", action="store_true", help="print the list as one JSON object")
    return cache


def run_cache(args: argparse.Namespace) -> int:
    from studio.cache.compile_cache import CompileCache, compile_cache_dir
    from studio.cache.disk_tier import DiskTier
    from studio.paths import DEFAULT_DISK_CACHE_BYTES, default_cache_dir

    directory = args.cache_dir or default_cache_dir()
    disk = DiskTier(directory, DEFAULT_DISK_CACHE_BYTES)
    compiled = CompileCache(compile_cache_dir(directory))
    if args.action == "clear":
        removed = disk.clear()
        print(f"Removed {plural(removed, 'cached voice state')} from {directory}.", file=sys.stderr)
        removed = compiled.clear()
        print(
            f"Removed {plural(removed, 'compiled model')} from {compiled.directory}.",
            file=sys.stderr,
        )
        return EXIT_OK
    entries = disk.entries()
    models = compiled.entries()
    if args.json:
        print(
            json.dumps(
                {
                    "cache_dir": str(directory),
                    "entries": [
                        {
                            "key": e.digest,
                            "nbytes": e.nbytes,
                            **{k: v for k, v in e.meta.items() if k != "key"},
                        }
                        for e in entries
                    ],
                    "compiled_dir": str(compiled.directory),
                    "compiled": [
                        {
                            "key": m.digest,
                            "nbytes": m.nbytes,
                            "last_used": m.last_used,
                            "compile_seconds": m.compile_seconds,
                            "fields": m.meta.get("key", {}),
                        }
                        for m in models
                    ],
                }
            )
        )
        return EXIT_OK
    print(f"{plural(len(entries), 'cached voice state')} in {directory}")
    for entry in entries:
        meta = entry.meta
        created = time.strftime("%Y-%m-%d %H:%M", time.localtime(_number(meta, "created")))
        print(
            f"  {entry.digest[:12]}  {meta.get('engine', '?'):7}  {entry.nbytes / 1e6:8.2f} MB  "
            f"built in {_number(meta, 'build_ms'):8.0f} ms  {created}  "
            f"{meta.get('fingerprint', '')}"
        )
    print(f"{plural(len(models), 'compiled model')} in {compiled.directory}")
    for model in models:
        fields = model.meta.get("key")
        key = fields if isinstance(fields, dict) else {}
        used = time.strftime("%Y-%m-%d %H:%M", time.localtime(model.last_used))
        took = model.compile_seconds
        print(
            f"  {model.digest[:12]}  {model.nbytes / 1e6:8.2f} MB  last used {used}  "
            f"compiled in {'?' if took is None else f'{took:.1f} s'}  "
            + ", ".join(
                f"{name} {key.get(name) or '-'}"
                for name in ("engine", "device", "dtype", "torch", "cuda")
            )
            + f"  {key.get('fingerprint', '')}"
        )
    return EXIT_OK


def _number(meta: dict[str, object], key: str) -> float:
    """A number from cache metadata; 0 for a missing or hand-edited value."""
    value = meta.get(key, 0)
    return float(value) if isinstance(value, int | float) else 0.0


__all__ = ["add_cache_parser", "run_cache"]
