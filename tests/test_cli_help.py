"""The command line as people expect it: help for every option with its default, "did you
mean" for a mistyped command, and errors in the input said before any model (or torch)
loads."""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

import pytest

from studio.cli import build_parser


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


@pytest.mark.parametrize("command", list(_subcommands()))
def test_every_option_has_help_that_gives_its_default(command: str) -> None:
    missing: list[str] = []
    for action in _subcommands()[command]._actions:
        if isinstance(action, argparse._HelpAction):
            continue
        name = "/".join(action.option_strings) or action.dest
        text = action.help or ""
        if not text.strip():
            missing.append(f"{name}: no help")
            continue
        takes_value = action.option_strings and action.nargs != 0 and not action.required
        if takes_value and "default" not in text:
            missing.append(f"{name}: help does not give the default")
    assert not missing, missing


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "studio", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_a_mistyped_command_gets_a_suggestion() -> None:
    result = _run("rendr", "script.txt")
    assert result.returncode == 2
    assert "invalid choice: 'rendr' (did you mean 'render'?)" in result.stderr
    assert "unrecognized arguments" not in result.stderr


CHECK_TORCH = (
    "import sys\n"
    "from studio.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "print('torch' in sys.modules, code)\n"
)


@pytest.mark.parametrize(
    "argv",
    [
        ["render", "missing.txt", "--voice", "nope.wav"],
        ["render", "{script}", "--voice", "nope.wav"],
        ["render", "{script}", "--voice", "{script}"],
        ["export", "missing.vstudio", "--out", "x.wav"],
        ["cache", "ls", "--cache-dir", "{folder}"],
    ],
)
def test_commands_that_need_no_model_import_no_torch(argv: list[str], tmp_path: Path) -> None:
    """A missing or wrong input is said before torch (seconds) is imported; cache and export
    never import it."""
    script = tmp_path / "script.txt"
    script.write_text("Hello there.\n", encoding="utf-8")
    filled = [a.format(script=script, folder=tmp_path / "cache") for a in argv]
    start = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-c", CHECK_TORCH, *filled],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
    )
    seconds = time.perf_counter() - start
    torch_loaded, code = result.stdout.split()[-2:]
    assert torch_loaded == "False", result.stderr
    assert code in ("0", "2"), result.stderr
    if code == "2":
        (line,) = result.stderr.strip().splitlines()
        assert line.startswith("voice-studio: ")
    print(f"{' '.join(argv)}: {seconds:.2f} s")  # for the note, not asserted
