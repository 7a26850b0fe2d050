"""``voice-studio download`` as a user runs it: the installed console script, the fake hub."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.models.conftest import GRANTED, subprocess_env
from tests.models.fake_hub import FakeHub
from tests.models.test_local_models import voxcpm_folder

VOICE_STUDIO = Path(sys.executable).parent / "voice-studio"

pytestmark = pytest.mark.skipif(
    not VOICE_STUDIO.exists(), reason="needs the installed console script"
)


def download(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(VOICE_STUDIO), "download", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        stdin=subprocess.DEVNULL,
    )


def one_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("voice-studio:")]
    assert len(lines) == 1 and "Traceback" not in stderr, stderr
    return lines[0]


def test_gated_weights_without_a_token(fake_hub: FakeHub, tmp_path: Path) -> None:
    result = download(env=subprocess_env(tmp_path, fake_hub.url))
    assert result.returncode == 2
    line = one_error_line(result.stderr)
    assert "https://huggingface.co/kyutai/pocket-tts" in line and "access token" in line


def test_ctrl_c_cancels_and_the_same_command_resumes(fake_hub: FakeHub, tmp_path: Path) -> None:
    env = {**subprocess_env(tmp_path, fake_hub.url), "HF_TOKEN": GRANTED}
    blobs = Path(env["HF_HOME"]) / "hub" / "models--kyutai--pocket-tts" / "blobs"
    fake_hub.chunk_delay = 0.05
    process = subprocess.Popen(
        [str(VOICE_STUDIO), "download"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
    )
    try:
        deadline = time.monotonic() + 120
        blobs.mkdir(parents=True, exist_ok=True)
        while not any(p.stat().st_size for p in blobs.glob("*.incomplete")):
            assert time.monotonic() < deadline, "the download did not start"
            assert process.poll() is None, process.communicate()
            time.sleep(0.05)
        process.send_signal(signal.SIGINT)
        _, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 130, stderr
    assert "Download cancelled" in stderr and "run the same command again to resume" in stderr
    [part] = blobs.glob("*.incomplete")
    kept = part.stat().st_size
    assert kept > 0

    fake_hub.chunk_delay = 0.0
    resumed = download(env=env)
    assert resumed.returncode == 0, resumed.stderr
    assert "Resuming:" in resumed.stderr and "downloading: " in resumed.stderr
    assert "it now loads without a connection" in resumed.stderr
    assert fake_hub.seen("GET", "/blob/kyutai/pocket-tts/")[-1].range == f"bytes={kept}-"

    again = download(env=env)
    assert again.returncode == 0 and "is already downloaded" in again.stderr


@pytest.mark.parametrize("offline", ["HF_HUB_OFFLINE=1", "connection refused"])
def test_offline_is_a_quick_answer(fake_hub: FakeHub, tmp_path: Path, offline: str) -> None:
    if offline == "HF_HUB_OFFLINE=1":
        env = {**subprocess_env(tmp_path, fake_hub.url), "HF_HUB_OFFLINE": "1"}
    else:
        env = subprocess_env(tmp_path, "http://127.0.0.1:9")
    start = time.perf_counter()
    result = download(env=env)
    print(
        f"\nvoice-studio download ({offline}): exit {result.returncode} in "
        f"{time.perf_counter() - start:.2f} s, process start included"
    )
    assert result.returncode == 2
    line = one_error_line(result.stderr)
    assert "cannot be reached (offline:" in line and "run this again" in line
    if offline == "HF_HUB_OFFLINE=1":
        assert "unset HF_HUB_OFFLINE" in line
    assert "Retrying" not in result.stderr and fake_hub.requests == []


def test_nothing_to_download_for_the_demo_or_a_local_model(
    fake_hub: FakeHub, tmp_path: Path
) -> None:
    env = subprocess_env(tmp_path, "http://127.0.0.1:9")
    demo = download("--model", "random", env=env)
    assert demo.returncode == 0 and "nothing to download" in demo.stderr
    folder = voxcpm_folder(tmp_path / "vox")
    local = download("--engine", "voxcpm", "--model", str(folder), env=env)
    assert local.returncode == 0 and "nothing to download" in local.stderr
    (folder / "config.json").unlink()
    broken = download("--engine", "voxcpm", "--model", str(folder), env=env)
    assert broken.returncode == 2 and "config.json is missing" in one_error_line(broken.stderr)
