"""Offline is known within seconds, never after the hub client's retry loop.

The tests assert that an answer comes back and what it says; the time it
took is printed (``pytest -s``), not asserted: the machines running the
suite are too busy for time limits to mean anything.
"""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from studio.engines import ModelFetch, load_engine
from studio.errors import HubOfflineError, ModelNotInstalledError
from studio.models import (
    HubSettings,
    ModelEntry,
    check_connection,
    ensure_installed,
)
from studio.models import hub as hub_module
from tests.models.fake_hub import FakeHub


@pytest.fixture
def closed_port() -> str:
    """An address where nothing listens: connections are refused at once."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def silent_server() -> Iterator[str]:
    """A server that accepts connections and never answers (a black hole)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    yield f"http://127.0.0.1:{sock.getsockname()[1]}"
    sock.close()


def timed_probe(endpoint: str, cache_dir: Path, **kwargs: float) -> tuple[bool, str, float]:
    start = time.perf_counter()
    answer = check_connection(HubSettings(endpoint, cache_dir), max_age=0, **kwargs)
    seconds = time.perf_counter() - start
    print(f"\nprobe of {endpoint}: {answer.describe()} in {seconds:.2f} s")
    return answer.online, str(answer.reason), seconds


def test_the_fake_hub_is_online(fake_hub: FakeHub, tmp_path: Path) -> None:
    online, reason, _ = timed_probe(fake_hub.url, tmp_path)
    assert online and reason == ""
    assert fake_hub.seen("HEAD", "/")


def test_a_refused_connection_is_offline(closed_port: str, tmp_path: Path) -> None:
    online, reason, _ = timed_probe(closed_port, tmp_path)
    assert not online and reason.startswith("cannot connect")


def test_a_server_that_never_answers_is_offline_after_the_deadline(
    silent_server: str, tmp_path: Path
) -> None:
    online, reason, seconds = timed_probe(silent_server, tmp_path, timeout=0.5)
    assert not online and ("in time" in reason or "no answer" in reason)


def test_hf_hub_offline_is_honoured_without_a_request(
    fake_hub: FakeHub, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    online, reason, _ = timed_probe(fake_hub.url, tmp_path)
    assert not online and reason == "HF_HUB_OFFLINE is set"
    assert fake_hub.requests == []


def test_one_probe_answers_for_a_while(fake_hub: FakeHub, tmp_path: Path) -> None:
    settings = HubSettings(fake_hub.url, tmp_path)
    hub_module.forget_probe()
    first = check_connection(settings)
    second = check_connection(settings)
    assert first is second and len(fake_hub.seen("HEAD")) == 1


def test_a_missing_model_offline_is_one_sentence(
    closed_port: str, tmp_path: Path, pocket: ModelEntry
) -> None:
    start = time.perf_counter()
    with pytest.raises(HubOfflineError) as caught:
        ensure_installed(pocket, hub=HubSettings(closed_port, tmp_path / "hub"))
    print(f"\nmissing model while offline answered in {time.perf_counter() - start:.2f} s")
    message = str(caught.value)
    assert message.count(". ") == 0, "one sentence"
    assert "offline" in message and "Models" in message and "--model random" in message
    assert "voice-studio download --engine pocket" in message


def test_not_allowed_to_download_answers_without_the_network(
    fake_hub: FakeHub, hub: HubSettings, pocket: ModelEntry
) -> None:
    with pytest.raises(ModelNotInstalledError, match="not downloaded yet: download it from Models"):
        ensure_installed(pocket, allow_download=False, hub=hub)
    assert fake_hub.requests == []


def test_the_engine_path_does_not_download_when_told_not_to(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from huggingface_hub import constants

    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(tmp_path / "empty-cache"))
    with pytest.raises(ModelNotInstalledError):
        load_engine("pocket", "default", "cpu", 1, fetch=ModelFetch(allow_download=False))


@pytest.mark.slow
def test_loading_the_default_model_offline_answers_quickly(tmp_path: Path) -> None:
    """The window's worker path, in a fresh process, with the real (unreachable) hub."""
    code = (
        "import time\n"
        "from studio.engines import load_engine\n"
        "from studio.errors import ModelUnavailableError\n"
        "import pocket_tts, studio.engines.pocket\n"
        "start = time.perf_counter()\n"
        "try:\n"
        "    load_engine('pocket', 'default', 'cpu', 1)\n"
        "except ModelUnavailableError as exc:\n"
        "    print(f'{time.perf_counter() - start:.2f}', exc)\n"
    )
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "HF_HOME": str(tmp_path / "hf"),
        # An endpoint that refuses connections stands for "no network" on any machine.
        "HF_ENDPOINT": "http://127.0.0.1:9",
    }
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )
    seconds, _, message = out.stdout.strip().partition(" ")
    print(f"\nload_engine('pocket', 'default') offline answered in {seconds} s (after imports)")
    assert "offline" in message and "--model random" in message, out.stderr[-2000:]
    assert "Retrying" not in out.stderr
