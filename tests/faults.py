"""Real faults for tests: a full disk, a read-only folder, a file nobody may read.

CI runs as root, and root reads and writes any file whatever its mode bits,
so these use what binds root too: a small tmpfs (a real ENOSPC from the
kernel, in Python and in libsndfile alike), that tmpfs remounted read-only
(EROFS), and a child process without the capabilities that let root ignore
permissions (``setpriv``). Where the machine allows none of that (not root,
no util-linux) the test is skipped with the reason; the same cases are also
covered by tests that inject the error at the write call.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest


@contextlib.contextmanager
def small_disk(path: Path, size: str = "256k") -> Iterator[Path]:
    """A folder on a tmpfs of ``size`` bytes, unmounted afterwards."""
    path.mkdir(parents=True, exist_ok=True)
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield path
    finally:
        subprocess.run(["umount", "-l", str(path)], capture_output=True, check=False)


def fill(folder: Path) -> None:
    """Fill the file system of ``folder`` up to the last byte."""
    fd = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for size in (1 << 16, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(fd, b"\0" * size)
    finally:
        os.close(fd)


def remount_read_only(mounted: Path) -> None:
    subprocess.run(["mount", "-o", "remount,ro", str(mounted)], check=True, capture_output=True)


def without_permission_override(command: Sequence[str]) -> list[str]:
    """``command`` run so that file mode bits apply to it, even as root."""
    if os.geteuid() != 0:
        return list(command)
    if shutil.which("setpriv") is None:
        pytest.skip("running as root, and setpriv (util-linux) is missing to drop DAC override")
    return ["setpriv", "--bounding-set", "-dac_override,-dac_read_search", *command]
