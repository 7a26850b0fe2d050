"""The processes a local Ray instance leaves behind, found and ended (Linux: ``/proc``).

A local instance's node agents can outlive ``ray.shutdown`` by minutes; the
driver ends whatever its own instance started that is still running.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path


def descendants() -> set[int]:
    """This process's descendants (Linux: read from /proc; elsewhere none are known)."""
    parents: dict[int, list[int]] = {}
    proc = Path("/proc")
    if not proc.is_dir():
        return set()
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # The parent id is the 2nd field after the command name, which may hold spaces.
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        parents.setdefault(ppid, []).append(int(entry.name))
    found: set[int] = set()
    todo = [os.getpid()]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def end(pids: set[int], grace_s: float = 5.0) -> None:
    """Stop processes that are still running: asked first, killed after ``grace_s``."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        left = set()
        for pid in pids:
            if not running(pid):
                continue
            try:
                os.kill(pid, sig)
                left.add(pid)
            except ProcessLookupError:
                continue
        deadline = time.monotonic() + grace_s
        while left and time.monotonic() < deadline:
            left = {pid for pid in left if running(pid)}
            time.sleep(0.05)
        pids = left


def running(pid: int) -> bool:
    """Whether the process still runs (an exited one nobody has reaped yet does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


__all__ = ["descendants", "end", "running"]
