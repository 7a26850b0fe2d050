"""The command line as a person types it, on the cases that once went wrong: no display,
a voice name given twice, ``NAME:`` in another case, a control character between words,
a long line with no punctuation, and the temperature ``render --help`` promises.

Each runs the installed console script in a process of its own, as a user (or a
script relying on the exit status) would.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

pytestmark = pytest.mark.slow  # a real process each: see pyproject markers

CONSOLE = Path(sys.executable).with_name("voice-studio")
NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
DOCS = Path(__file__).resolve().parents[1] / "docs"


def run(
    *args: str, env: dict[str, str] | None = None, cwd: Path | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(CONSOLE), *args],
        capture_output=True,
        text=True,
        env=os.environ if env is None else env,
        cwd=cwd,
        timeout=300,
        check=False,
    )


def one_sentence(done: subprocess.CompletedProcess[str]) -> str:
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    assert len(lines) == 1 and lines[0].startswith("voice-studio: "), lines
    assert lines[0].endswith("."), lines[0]
    return lines[0]


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("voices")
    return {name: speak(folder / f"{name}.wav", SAMPLE_TEXTS[name]) for name in ("alice", "bob")}


def test_without_a_display_the_window_says_so_and_exits_2(tmp_path: Path) -> None:
    """Qt aborts the process (SIGABRT, 134) when it finds no display: the command says so
    first, and points at what works without one."""
    env = {key: value for key, value in os.environ.items() if key not in NO_DISPLAY}
    for argv in ([], ["gui"], ["-v", "--engine", "pocket"]):
        done = run(*argv, env=env, cwd=tmp_path)
        sentence = one_sentence(done)
        assert sentence == (
            "voice-studio: No display was found (DISPLAY and WAYLAND_DISPLAY are not set), so "
            "the window cannot open; `voice-studio render` works without one."
        )
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("names", "expected"),
    [
        (("a", "a"), "Two --voice options are named 'a'; give each voice a name of its own."),
        (
            ("Bob", "bob"),
            "Two --voice options are named 'Bob' and 'bob', which a NAME: line cannot tell "
            "apart; give each voice a name of its own.",
        ),
    ],
)
def test_one_voice_name_given_twice_is_refused(
    voices: dict[str, Path], tmp_path: Path, names: tuple[str, str], expected: str
) -> None:
    script = tmp_path / "s.txt"
    script.write_text("a: Hello there.\n", encoding="utf-8")
    out = tmp_path / "out"
    first, second = names
    done = run(
        "render", str(script), "--voice", f"{first}={voices['alice']}",
        "--voice", f"{second}={voices['bob']}", "--model", TINY_MODEL, "--out", str(out),
    )  # fmt: skip
    assert one_sentence(done) == f"voice-studio: {expected}"
    assert not out.exists()


def test_prefixes_in_any_case_control_characters_and_a_line_without_punctuation(
    voices: dict[str, Path], tmp_path: Path
) -> None:
    """``ALICE:`` and ``Bob:`` pick alice and bob, their prefix unspoken; a NUL (or another
    control character) between words separates them; a line of more than 5,000 characters
    with no punctuation is split between words into lines of even length, and a note says
    so before the model loads."""
    words = "the river ran on past the old mill and the quiet town at night".split()
    no_marks = " ".join(words[i % len(words)] for i in range(1200))
    assert len(no_marks) > 5000 and not re.search(r"[.,;:!?]", no_marks)
    script = tmp_path / "s.txt"
    script.write_bytes(
        b"ALICE: Good evening.\nBob: Hello\x00world, and\x1fwelcome.\n"
        b"alice: Back to you.\ncarol: Not a voice.\n" + no_marks.encode() + b" a.\n"
    )
    done = run(
        "render", str(script), "--voice", f"alice={voices['alice']}",
        "--voice", f"bob={voices['bob']}", "--model", TINY_MODEL, "--device", "cpu",
        "--max-seconds", "0.08", "--seed", "3", "--out", str(tmp_path / "out"), "--json",
        "--cache-dir", str(tmp_path / "cache"),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = json.loads(done.stdout)["lines"]
    assert [(line["voice"], line["text"]) for line in lines[:4]] == [
        ("alice", "Good evening."),
        ("bob", "Hello world, and welcome."),
        ("alice", "Back to you."),
        ("alice", "carol: Not a voice."),
    ]
    # The long line: cut between words only, into lines of about even length; no line
    # left with a word or two ("a.").
    pieces = [line["text"] for line in lines[4:]]
    assert " ".join(pieces) == no_marks + " a."
    lengths = [len(piece) for piece in pieces]
    assert len(pieces) > 60 and min(lengths) > max(lengths) // 2, lengths
    assert all(len(piece.split()) > 3 for piece in pieces)
    notes = [line for line in done.stderr.splitlines() if line.startswith("Note: A line of")]
    assert notes == [
        f"Note: A line of {len(no_marks) + 3:,} characters, more than the 5,000 a line of "
        f"speech should have, was split into {len(pieces)} lines between words, with no "
        "punctuation to cut at; check that it is the text you meant."
    ]
    assert done.stderr.index(notes[0]) < done.stderr.index("Loading pocket model")
    assert "Note: Removed 2 control or invisible characters from the script" in done.stderr


def test_render_help_gives_the_temperature_pocket_tts_uses(tmp_path: Path) -> None:
    """The default ``--temperature`` is the model's own: what pocket-tts's default config
    says, read through pocket-tts itself; the manual says the same."""
    from pocket_tts.utils.config import CONFIGS_DIR, load_config

    real = load_config(Path(CONFIGS_DIR) / "english.yaml").default_temperature
    done = run("render", "--help", env={**os.environ, "COLUMNS": "400"})
    assert done.returncode == 0, done.stderr
    assert f"sampling temperature (default: the model's own, {real:g} for pocket-tts)" in (
        " ".join(done.stdout.split())
    )
    manual = (DOCS / "command-line.md").read_text(encoding="utf-8")
    row = next(line for line in manual.splitlines() if line.startswith("| `--temperature"))
    assert f"(default: the model's own, {real:g} for pocket-tts)" in row
