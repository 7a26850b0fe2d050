"""The access token goes through the hub client's own login, in a fresh process.

``HF_ENDPOINT`` and ``HF_HOME`` point the real login at the fake hub and a
temporary folder, as a user's environment would point it at the real ones.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.models.conftest import GRANTED, subprocess_env
from tests.models.fake_hub import FakeHub

SCRIPT = """
import sys
from studio.errors import StudioError
from studio.models import forget_token, save_token, token_state
action, token = sys.argv[1], sys.argv[2]
try:
    if action == "save":
        save_token(token)
    else:
        forget_token()
except StudioError as exc:
    print("ERR", type(exc).__name__, exc)
state = token_state()
print("STATE", state.present, state.source)
"""


def run(action: str, token: str, env: dict[str, str]) -> tuple[str, str]:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, action, token],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    return out.stdout, out.stderr


def test_a_token_is_checked_saved_where_the_hub_client_keeps_it_and_forgotten(
    fake_hub: FakeHub, tmp_path: Path
) -> None:
    env = subprocess_env(tmp_path, fake_hub.url)
    stdout, stderr = run("save", GRANTED, env)
    assert "ERR" not in stdout and "STATE True saved by the Hugging Face login" in stdout
    assert fake_hub.seen("GET", "/api/whoami-v2")
    token_file = Path(env["HF_HOME"]) / "token"
    assert token_file.read_text().strip() == GRANTED
    # Nowhere else: not in the studio's settings, not in what it printed.
    config = Path(env["VOICE_STUDIO_CONFIG_DIR"])
    leaked = [p for p in config.rglob("*") if p.is_file() and GRANTED in p.read_text()]
    assert leaked == [] and GRANTED not in stdout + stderr

    stdout, _ = run("forget", "", env)
    assert "STATE False" in stdout and not token_file.exists()


def test_a_refused_token_says_where_to_get_one(fake_hub: FakeHub, tmp_path: Path) -> None:
    stdout, _ = run("save", "hf_not_a_real_token", subprocess_env(tmp_path, fake_hub.url))
    assert "ERR StudioError The Hugging Face hub refused this token" in stdout
    assert "https://huggingface.co/settings/tokens" in stdout and "STATE False" in stdout


def test_an_empty_token_is_refused_without_asking_the_hub(
    fake_hub: FakeHub, tmp_path: Path
) -> None:
    stdout, _ = run("save", "   ", subprocess_env(tmp_path, fake_hub.url))
    assert "ERR StudioError Paste an access token first" in stdout
    assert fake_hub.requests == []


def test_a_token_cannot_be_checked_offline(tmp_path: Path) -> None:
    stdout, _ = run("save", GRANTED, subprocess_env(tmp_path, "http://127.0.0.1:9"))
    assert "ERR HubOfflineError The token can only be checked" in stdout
