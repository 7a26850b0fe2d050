"""``voice-studio cache``: list or clear the prompt cache on disk."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from studio.cli.options import cache_dir_option
from studio.core.wording import plural

EXIT_OK = 0


def add_cache_parser(subparsers: Any) -> argparse.ArgumentParser:
    cache: argparse.ArgumentParser = subparsers.add_parser(
        "cache", help="list or clear the prompt cache on disk"
    )
    cache.add_argument(
        "action",
        choices=("ls", "clear"),
        help="ls lists the cached voice states, clear deletes them",
    )
    cache_dir_option(cache)
    cache.add_argument("--json", action="store_true", help="print the list as one JSON object")
    return cache


def run_cache(args: argparse.Namespace) -> int:
    from studio.cache.disk_tier import DiskTier
    from studio.paths import DEFAULT_DISK_CACHE_BYTES, default_cache_dir

    directory = args.cache_dir or default_cache_dir()
    disk = DiskTier(directory, DEFAULT_DISK_CACHE_BYTES)
    if args.action == "clear":
        removed = disk.clear()
        print(f"Removed {plural(removed, 'cached voice state')} from {directory}.", file=sys.stderr)
        return EXIT_OK
    entries = disk.entries()
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
    return EXIT_OK


def _number(meta: dict[str, object], key: str) -> float:
    """A number from cache metadata; 0 for a missing or hand-edited value."""
    value = meta.get(key, 0)
    return float(value) if isinstance(value, int | float) else 0.0


__all__ = ["add_cache_parser", "run_cache"]
