"""Shared by the packaging tests: the checkout's files and a new user's environment."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SMOKE_TEST = PACKAGING / "smoke_test.py"


def require_tool(name: str) -> str:
    """The tool's path; skipped where it is missing, but CI must have it (scripts/setup.sh)."""
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"{name} is missing; scripts/setup.sh installs it")
        pytest.skip(f"{name} is not installed (scripts/setup.sh installs it)")
    return path


def copy_checkout(dest: Path) -> Path:
    """The checkout's tracked and new files (what a clone would have, plus edits) in ``dest``."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target)
    (dest / ".venv").symlink_to(ROOT / ".venv")
    return dest


def user_env(home: Path, data_home: Path) -> dict[str, str]:
    """A new user's environment: HOME and XDG folders given, offscreen, no hub access."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("VOICE_STUDIO_", "XDG_", "HF_", "QT_", "PYTHON"))
    }
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(data_home / "config"),
        XDG_CACHE_HOME=str(data_home / "cache"),
        XDG_DATA_HOME=str(data_home / "share"),
        QT_QPA_PLATFORM="offscreen",
        HF_HUB_OFFLINE="1",
    )
    return env


def run_shell(
    command: str, cwd: Path, env: dict[str, str], timeout: float = 1200
) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        ["bash", "-c", command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        timeout=timeout,
    )
    assert result.returncode == 0, f"{command}:\n{result.stdout}\n{result.stderr}"
    return result


def smoke_test(target: Path, env: dict[str, str]) -> str:
    """packaging/smoke_test.py on an installed command or a bundle; returns its report."""
    result = subprocess.run(
        [sys.executable, str(SMOKE_TEST), str(target)],
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Smoke test passed." in result.stdout
    return result.stdout
