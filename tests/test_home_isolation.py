"""The tests run in a home folder of their own, and a run that writes into the real one fails.

``tests/home_isolation.py`` swaps HOME and the XDG folders for the whole run
(see ``tests/conftest.py``). These tests check the swap in this process and in
a process a test starts, that the sound server and pip's settings are still
found, and, in a pytest run of its own, that the session check fails a run
whose test writes into the home it was started with.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests import home_isolation
from tests.home_isolation import GUARD, Places, isolated_environ

ROOT = Path(__file__).resolve().parents[1]
APP = "voice-studio"


def test_this_process_uses_the_runs_own_home() -> None:
    from platformdirs import user_cache_dir, user_config_dir, user_data_dir

    from studio.paths import default_cache_dir, default_config_dir

    home = GUARD.folder
    assert GUARD.real.home != home
    assert Path.home() == home
    places: list[str | Path] = [user_config_dir(APP), user_cache_dir(APP), user_data_dir(APP)]
    for place in [*places, default_cache_dir(), default_config_dir()]:
        assert Path(place).is_relative_to(home), place
    for name in home_isolation.DROPPED:
        assert name not in os.environ, name


def test_qt_settings_and_test_paths_stay_in_the_runs_home() -> None:
    QtCore = pytest.importorskip("PySide6.QtCore")
    locations = QtCore.QStandardPaths
    for kind in (locations.StandardLocation.AppConfigLocation,
                 locations.StandardLocation.CacheLocation,
                 locations.StandardLocation.AppDataLocation):  # fmt: skip
        assert Path(locations.writableLocation(kind)).is_relative_to(GUARD.folder)
    assert Path(QtCore.QDir.homePath()) == GUARD.folder


def test_a_process_a_test_starts_uses_the_runs_own_home() -> None:
    code = (
        "import json, pathlib, platformdirs; from huggingface_hub import constants; "
        "print(json.dumps([str(pathlib.Path.home()), platformdirs.user_config_dir('x'), "
        "platformdirs.user_cache_dir('x'), constants.HF_HUB_CACHE, constants.HF_TOKEN_PATH]))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    import json

    for place in json.loads(done.stdout):
        assert Path(place).is_relative_to(GUARD.folder), place


def _listening_socket(path: Path) -> socket.socket:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(1)
    return server


def test_the_new_home_still_finds_the_sound_server_pip_and_git(tmp_path: Path) -> None:
    machine = None
    for id_file in ("/etc/machine-id", "/var/lib/dbus/machine-id"):
        if Path(id_file).is_file():
            machine = Path(id_file).read_text(encoding="ascii").strip()
            break
    if not machine:
        pytest.skip("no machine id: the sound server is found by its runtime folder only")
    real = tmp_path / "real"
    runtime = tmp_path / "pulse-run"
    runtime.mkdir()
    pulse = real / ".config" / "pulse"
    pulse.mkdir(parents=True)
    (pulse / f"{machine}-runtime").symlink_to(runtime)
    (pulse / "cookie").write_bytes(b"c" * 256)
    (real / ".config" / "pip").mkdir()
    (real / ".config" / "pip" / "pip.conf").write_text("[global]\nfind-links = /somewhere\n")
    (real / ".gitconfig").write_text("[user]\n\tname = Someone\n")
    env = {"HOME": str(real), "PATH": os.environ.get("PATH", ""), "HF_TOKEN": "hf_secret"}
    server = _listening_socket(runtime / "native")
    try:
        isolated = isolated_environ(tmp_path / "home", env)
    finally:
        server.close()
    home = tmp_path / "home"
    assert isolated["HOME"] == str(home)
    local = home / ".local"
    expected = Places(home, home / ".config", home / ".cache", local / "share", local / "state")
    assert Places.of(isolated) == expected
    assert isolated["PULSE_SERVER"] == f"unix:{runtime.resolve() / 'native'}"
    assert (home / ".config" / "pulse" / "cookie").read_bytes() == b"c" * 256
    assert "find-links" in (home / ".config" / "pip" / "pip.conf").read_text()
    assert (home / ".gitconfig").is_file()
    assert "HF_TOKEN" not in isolated
    runtime_dir = Path(isolated["XDG_RUNTIME_DIR"])
    assert runtime_dir.is_relative_to(home) and (runtime_dir.stat().st_mode & 0o777) == 0o700


@pytest.mark.skipif(not shutil.which("pactl"), reason="no PulseAudio client (pactl)")
def test_a_sound_server_of_the_real_home_answers_here() -> None:
    if "PULSE_SERVER" not in os.environ:
        pytest.skip("no sound server was running for the real home")
    done = subprocess.run(["pactl", "info"], capture_output=True, text=True, timeout=10)
    assert done.returncode == 0, done.stderr


def _run_pytest_on(test_file: Path, real_home: Path) -> subprocess.CompletedProcess[str]:
    """A pytest run of ``test_file`` with the isolation plugin, whose real home is
    ``real_home``."""
    env = isolated_environ(real_home, os.environ)
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "tests.home_isolation", "-p", "no:cacheprovider",
         "-q", "--rootdir", str(test_file.parent), str(test_file)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip


def test_a_run_that_writes_into_the_real_home_fails(tmp_path: Path) -> None:
    real_home = tmp_path / "real-home"
    settings = real_home / ".config" / "voice-studio" / "voice-studio.conf"
    tests = tmp_path / "tiny"
    tests.mkdir()
    test_file = tests / "test_writes.py"
    test_file.write_text(
        textwrap.dedent(
            f"""
            from pathlib import Path

            def test_writes_settings_where_it_was_told():
                target = Path({str(settings)!r})
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_text("[General]\\nrecent=/tmp/a-test-project.vstudio\\n")
            """
        )
    )
    done = _run_pytest_on(test_file, real_home)
    out = done.stdout + done.stderr
    assert "1 passed" in out, out  # the test itself passed ...
    assert done.returncode == pytest.ExitCode.TESTS_FAILED, out  # ... the run did not
    assert "files changed in the real home folder" in out
    assert f"created {settings}" in out


def test_a_run_that_writes_only_into_its_own_home_passes(tmp_path: Path) -> None:
    real_home = tmp_path / "real-home"
    tests = tmp_path / "tiny"
    tests.mkdir()
    test_file = tests / "test_writes.py"
    # In the test and in a process it starts: the settings and cache the studio would write.
    test_file.write_text(
        textwrap.dedent(
            """
            import subprocess, sys
            from pathlib import Path

            WRITE = (
                "from platformdirs import user_cache_dir, user_config_dir; "
                "from pathlib import Path; "
                "p = Path(user_config_dir('voice-studio')); p.mkdir(parents=True, exist_ok=True); "
                "(p / 'voice-studio.conf').write_text('x'); "
                "c = Path(user_cache_dir('voice-studio')) / 'prompts'; c.mkdir(parents=True); "
                "(c / 'state.safetensors').write_bytes(b'x')"
            )

            def test_writes_into_its_own_home():
                (Path.home() / ".qttest").mkdir()
                (Path.home() / ".qttest" / "take.wav").write_bytes(b"RIFF")
                subprocess.run([sys.executable, "-c", WRITE], check=True)
            """
        )
    )
    done = _run_pytest_on(test_file, real_home)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out
    assert "files changed in the real home folder" not in out
    assert not (real_home / ".config" / "voice-studio").exists()
    assert not (real_home / ".cache" / "voice-studio").exists()
    assert not (real_home / ".qttest").exists()
