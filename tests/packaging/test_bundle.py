"""The frozen one-folder bundle: built, smoke-tested and added to the menu.

Slow (a build environment of about 6 GB, then several minutes of PyInstaller
and a bundle of several GB), so it runs only when ``VOICE_STUDIO_BUILD_ENV``
names the folder for packaging/build.sh's environment, kept between runs.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from studio import APP_ID
from tests.packaging.helpers import copy_checkout, run_shell, user_env

BUILD_BUNDLE = "bash packaging/build.sh"
SMOKE = "python3 packaging/smoke_test.py dist/voice-studio"
ADD_BUNDLE_TO_MENU = "bash packaging/install.sh --exec dist/voice-studio/voice-studio"

BUILD_ENV = os.environ.get("VOICE_STUDIO_BUILD_ENV")


@pytest.mark.skipif(
    not BUILD_ENV, reason="set VOICE_STUDIO_BUILD_ENV to build the bundle (slow, several GB)"
)
def test_bundle_builds_starts_and_installs(tmp_path: Path) -> None:
    checkout = copy_checkout(tmp_path / "checkout")
    (tmp_path / "home").mkdir()
    env = user_env(tmp_path / "home", tmp_path / "xdg")
    assert BUILD_ENV is not None
    env["VOICE_STUDIO_BUILD_ENV"] = BUILD_ENV
    built = run_shell(BUILD_BUNDLE, checkout, env, timeout=3600)
    assert re.search(r"Built dist/voice-studio \(.+\) in \d+ s\.", built.stdout), built.stdout
    print(built.stdout.strip().splitlines()[-1])

    bundle = checkout / "dist" / "voice-studio"
    internal = bundle / "_internal" / "studio" / "resources"
    assert (internal / "icons" / "app.svg").is_file()
    assert (internal / "icons" / "app" / "512x512.png").is_file()
    assert (internal / "sample_script.txt").is_file()
    # What the app never imports stays out.
    assert not (bundle / "_internal" / "triton").exists()

    smoke = run_shell(SMOKE, checkout, env, timeout=1200).stdout
    assert "Smoke test passed." in smoke, smoke
    print(smoke)

    run_shell(ADD_BUNDLE_TO_MENU, checkout, env)
    entry = Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop"
    assert f"TryExec={bundle / 'voice-studio'}" in entry.read_text(encoding="utf-8")
