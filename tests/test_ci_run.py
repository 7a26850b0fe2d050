"""`.ci/run` uses the environment it built, runs what the pre-commit hooks run, and
leaves no sound server, stream or temporary folder behind.

The whole script installs everything and runs the suite (longer than a test may
take), so its pieces are tested here: the helpers of ``.ci/lib.sh``, run by bash
in a folder of their own with stand-ins for ``pulseaudio``, ``pactl`` and
``pacat`` on the PATH (real processes, so that what is left running can be
seen), and the lint commands, read from both files.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CI_RUN = ROOT / ".ci" / "run"
CI_LIB = ROOT / ".ci" / "lib.sh"


def bash(
    script: str, cwd: Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``script`` in bash as .ci/run runs: strict mode, .ci/lib.sh sourced."""
    return subprocess.run(
        ["bash", "-c", f"set -euo pipefail\nsource {shlex.quote(str(CI_LIB))}\n{script}"],
        cwd=cwd, env=env, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip


def test_a_venv_folder_of_the_checkout_is_refused_not_linked_into(tmp_path: Path) -> None:
    own = tmp_path / ".venv"
    (own / "bin").mkdir(parents=True)
    built = tmp_path / "cache" / "venv-1234"
    (built / "bin").mkdir(parents=True)
    done = bash(f"ci_link_venv {shlex.quote(str(built))}", tmp_path)
    assert done.returncode != 0
    assert ".venv is a folder of this checkout's own" in done.stderr
    # ``ln -sfn`` would have put a link to the new environment inside the old one.
    assert sorted(p.name for p in own.iterdir()) == ["bin"]
    assert not own.is_symlink()


def test_a_link_to_another_environment_is_replaced(tmp_path: Path) -> None:
    old = tmp_path / "cache" / "venv-old"
    new = tmp_path / "cache" / "venv-new"
    for venv in (old, new):
        (venv / "bin").mkdir(parents=True)
    (tmp_path / ".venv").symlink_to(old)
    done = bash(f"ci_link_venv {shlex.quote(str(new))}", tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / ".venv").resolve() == new.resolve()
    assert list(old.iterdir()) == [old / "bin"]  # nothing was linked inside the old one

    fresh = tmp_path / "clone"
    fresh.mkdir()
    done = bash(f"ci_link_venv {shlex.quote(str(new))}", fresh)
    assert done.returncode == 0, done.stderr
    assert (fresh / ".venv").resolve() == new.resolve()


STAND_INS = {
    # A sound server that is a real process; its state lives in files under $FAKE_PULSE.
    "pulseaudio": r"""
        log="$FAKE_PULSE/log" daemon="$FAKE_PULSE/daemon"
        case "$1" in
          -D) sleep 300 >/dev/null 2>&1 & echo $! > "$daemon"; echo started >> "$log" ;;
          --kill) kill "$(cat "$daemon")"; rm "$daemon"; echo killed >> "$log" ;;
          --check) [ -f "$daemon" ] ;;
        esac
    """,
    "pactl": r"""
        [ -f "$FAKE_PULSE/daemon" ] || exit 1
        echo "$*" >> "$FAKE_PULSE/log"
        case "$1" in
          info) echo "Server Name: stand-in" ;;
          load-module)
            n=$(( $(cat "$FAKE_PULSE/next" 2>/dev/null || echo 40) + 1 ))
            echo $n > "$FAKE_PULSE/next"; echo $n ;;
          get-default-sink) echo the-users-speakers ;;
          get-default-source) echo the-users-microphone ;;
          list) ;;
        esac
    """,
    "pacat": "exec sleep 300",
}


@pytest.fixture
def stand_ins(tmp_path: Path) -> Iterator[tuple[dict[str, str], Path]]:
    """A PATH whose pulseaudio, pactl and pacat are the stand-ins above; on teardown
    every process they started is stopped."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    state = tmp_path / "pulse"
    state.mkdir()
    for name, body in STAND_INS.items():
        tool = bin_dir / name
        tool.write_text("#!/usr/bin/env bash\n" + textwrap.dedent(body))
        tool.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}:{os.environ['PATH']}", "FAKE_PULSE": str(state)}
    yield env, state
    for pid_file in (state / "daemon", tmp_path / "pacat-pid"):
        if pid_file.exists():
            try:
                os.kill(int(pid_file.read_text()), signal.SIGKILL)
            except (ProcessLookupError, ValueError):
                pass


def _alive(pid_file: Path) -> bool:
    pid = int(pid_file.read_text())
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # A zombie is gone too; it waits only for its parent to read its status.
    status = Path(f"/proc/{pid}/status")
    return not (status.exists() and "State:\tZ" in status.read_text())


RUN_LIKE_CI = """
trap ci_cleanup EXIT
ci_tmp="$(mktemp -d)"
echo "$ci_tmp" > tmp-folder
ci_start_sound_card
echo "$ci_pacat_pid" > pacat-pid
pactl info >/dev/null
echo "the suite runs here"
{end}
"""


@pytest.mark.parametrize("end", ["true", "false", "kill -TERM $$"])
def test_the_sound_server_stream_and_temp_folder_go_when_the_run_ends(
    tmp_path: Path, stand_ins: tuple[dict[str, str], Path], end: str
) -> None:
    env, state = stand_ins
    script = "trap 'exit 143' TERM\n" + RUN_LIKE_CI.format(end=end)
    done = bash(script, tmp_path, env)
    assert "the suite runs here" in done.stdout, done.stderr
    assert done.returncode == {"true": 0, "false": 1, "kill -TERM $$": 143}[end]
    log = (state / "log").read_text().splitlines()
    assert log[0] == "started" and log[-1] == "killed", log
    assert "load-module module-null-sink sink_name=testsink" in log
    assert not (state / "daemon").exists()
    assert not _alive(tmp_path / "pacat-pid")
    assert not Path((tmp_path / "tmp-folder").read_text().strip()).exists()


def test_a_server_that_was_running_is_left_running_as_it_was(
    tmp_path: Path, stand_ins: tuple[dict[str, str], Path]
) -> None:
    env, state = stand_ins
    subprocess.run(["pulseaudio", "-D"], env=env, check=True)  # the user's own server
    done = bash(RUN_LIKE_CI.format(end="true"), tmp_path, env)
    assert done.returncode == 0, done.stderr
    assert _alive(state / "daemon")
    log = (state / "log").read_text().splitlines()
    assert "killed" not in log
    # What the run loaded is unloaded (last first), and the user's defaults are back.
    assert [line for line in log if "-module" in line] == [
        "load-module module-null-sink sink_name=testsink",
        "load-module module-remap-source master=testsink.monitor source_name=testmic",
        "unload-module 42",
        "unload-module 41",
    ]
    assert log[-2:] == [
        "set-default-sink the-users-speakers",
        "set-default-source the-users-microphone",
    ]
    assert not _alive(tmp_path / "pacat-pid")


def test_without_a_sound_server_the_run_goes_on(tmp_path: Path) -> None:
    # No pactl, no pulseaudio on the PATH: nothing to start, nothing to stop.
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("mktemp", "rm", "cat", "bash"):
        (bin_dir / tool).symlink_to(subprocess.run(
            ["bash", "-c", f"command -v {tool}"], capture_output=True, text=True, check=True
        ).stdout.strip())  # fmt: skip
    done = bash(RUN_LIKE_CI.format(end="true").replace("pactl info >/dev/null\n", ""),
                tmp_path, {"PATH": str(bin_dir)})  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert not Path((tmp_path / "tmp-folder").read_text().strip()).exists()


def _ci_commands() -> list[str]:
    return [
        line.strip()
        for line in CI_RUN.read_text(encoding="utf-8").splitlines()
        if line.strip().startswith(".venv/bin/")
    ]


def test_ci_runs_every_check_of_the_pre_commit_hooks() -> None:
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    entries = [hook["entry"] for repo in config["repos"] for hook in repo["hooks"]]
    assert entries, "no hooks"
    ci = _ci_commands()
    missing = [entry for entry in entries if entry not in ci]
    assert not missing, f"hooks that .ci/run does not run: {missing}"
    assert any("ruff format --check" in c for c in ci) and ".venv/bin/lint-imports" in ci


def test_contributing_shows_the_checks_ci_runs() -> None:
    text = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    ci = _ci_commands()
    for command in ci:
        if "pytest" in command or "mkdocs" in command:
            continue
        assert command in text, f"CONTRIBUTING.md does not show {command}"
    # The hooks are installed with the environment's pre-commit, which the line before
    # installs there: a bare `pre-commit` is not on a new contributor's PATH.
    assert ".venv/bin/pre-commit install" in text
    assert "\npre-commit install" not in text
