"""packaging/install.sh puts the desktop entry and icons in XDG_DATA_HOME and takes them out."""

from __future__ import annotations

import configparser
import os
import subprocess
from pathlib import Path

import pytest

from studio import APP_ID
from tests.packaging.helpers import PACKAGING, require_tool

INSTALL = PACKAGING / "install.sh"


def run_install(*args: str, data_home: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["XDG_DATA_HOME"] = str(data_home)
    return subprocess.run(
        ["bash", str(INSTALL), *args], env=env, capture_output=True, text=True, timeout=60
    )


def exec_argv(value: str) -> list[str]:
    """Split an Exec value as the Desktop Entry Specification says a launcher does.

    First the string escapes (a doubled backslash is one backslash), then the
    arguments: separated by spaces, double-quoted where they hold reserved
    characters; inside quotes a backslash escapes a double quote, a backtick, a
    dollar sign or a backslash. ``%%`` stands for ``%``.
    """
    text = value.replace("\\\\", "\\")
    args: list[str] = []
    current, quoted, in_arg, i = "", False, False, 0
    while i < len(text):
        char = text[i]
        if quoted and char == "\\" and i + 1 < len(text) and text[i + 1] in '"`$\\':
            current += text[i + 1]
            i += 1
        elif char == '"':
            quoted, in_arg = not quoted, True
        elif char == " " and not quoted:
            if in_arg:
                args.append(current)
            current, in_arg = "", False
        elif char == "%" and text[i + 1 : i + 2] == "%":
            current += "%"
            in_arg = True
            i += 1
        else:
            current += char
            in_arg = True
        i += 1
    assert not quoted, f"unbalanced quotes in Exec={value}"
    if in_arg:
        args.append(current)
    return args


@pytest.fixture
def program(tmp_path: Path) -> Path:
    """A stand-in for voice-studio in a folder whose name needs quoting in Exec."""
    folder = tmp_path / 'my apps $HOME "100%"'
    folder.mkdir()
    path = folder / "voice-studio"
    path.write_text('#!/bin/sh\necho "started with $#"\n', encoding="utf-8")
    path.chmod(0o755)
    return path


def test_install_then_uninstall(tmp_path: Path, program: Path) -> None:
    data_home = tmp_path / "share"
    result = run_install("--exec", str(program), data_home=data_home)
    assert result.returncode == 0, result.stderr

    entry_path = data_home / "applications" / f"{APP_ID}.desktop"
    icons = data_home / "icons" / "hicolor"
    pngs = sorted(icons.glob(f"*/apps/{APP_ID}.png"))
    assert len(pngs) == 9 and (icons / "512x512" / "apps" / f"{APP_ID}.png") in pngs
    assert (icons / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (data_home / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()

    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(entry_path, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Icon"] == APP_ID
    assert section["TryExec"] == str(program)
    # The Exec line, unquoted the way a launcher does, starts exactly this program.
    argv = exec_argv(section["Exec"])
    assert argv == [str(program)]
    started = subprocess.run(argv, capture_output=True, text=True)
    assert started.stdout.strip() == "started with 0"

    validate = require_tool("desktop-file-validate")
    check = subprocess.run([validate, str(entry_path)], capture_output=True, text=True)
    assert check.returncode == 0 and not check.stdout.strip(), check.stdout

    result = run_install("--uninstall", data_home=data_home)
    assert result.returncode == 0, result.stderr
    left = [p for p in data_home.rglob("*") if p.is_file() and APP_ID in p.name]
    assert left == []


def test_install_twice_keeps_one_entry(tmp_path: Path, program: Path) -> None:
    data_home = tmp_path / "share"
    for _ in range(2):
        assert run_install("--exec", str(program), data_home=data_home).returncode == 0
    assert [p.name for p in (data_home / "applications").glob("*.desktop")] == [f"{APP_ID}.desktop"]


def test_missing_program_is_one_clear_error(tmp_path: Path) -> None:
    data_home = tmp_path / "share"
    result = run_install("--exec", str(tmp_path / "nowhere" / "voice-studio"), data_home=data_home)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "not an executable" in result.stderr
    assert not data_home.exists()
