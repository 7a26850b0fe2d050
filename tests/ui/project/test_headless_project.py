"""A project written by ``voice-studio render --project`` (killed and resumed on the way)
opens in the window with every line done and its takes intact."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from studio.ui.main_window import MainWindow
from tests.support import tiny_render_args
from tests.ui.helpers import open_project, row_values

SCRIPT = [f"{'alice' if n % 2 else 'bob'}: Line number {n} of the book." for n in range(1, 9)]


def _saved_takes(folder: Path) -> int:
    import json

    try:
        data = json.loads((folder / "project.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(len(line["takes"]) for line in data["lines"])


@pytest.mark.slow
def test_a_killed_and_resumed_headless_render_opens_ready_to_review(
    qtbot: QtBot, studio_window: MainWindow, voice_files: dict[str, Path], tmp_path: Path
) -> None:
    script = tmp_path / "book.txt"
    script.write_text("\n".join(SCRIPT) + "\n", encoding="utf-8")
    project = tmp_path / "book.vstudio"
    voices = {"alice": voice_files["alice"], "bob": voice_files["bob"]}
    out = tmp_path / "out"
    args = [sys.executable, "-m", "studio"]
    args += tiny_render_args([script], voices, out, "--batch", "1", "--project", str(project))
    env = {**os.environ, "VOICE_STUDIO_CACHE_DIR": str(tmp_path / "cli-cache")}
    render = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    try:
        deadline = time.monotonic() + 300
        while _saved_takes(project) < 2 and time.monotonic() < deadline:
            assert render.poll() is None, "the render ended before it could be killed"
            time.sleep(0.02)
        os.kill(render.pid, signal.SIGKILL)
    finally:
        render.wait(timeout=60)
    assert 2 <= _saved_takes(project) < len(SCRIPT)
    resumed = subprocess.run([*args, "--resume"], capture_output=True, text=True, env=env)
    assert resumed.returncode == 0, resumed.stderr

    window = studio_window
    assert open_project(qtbot, window, project, ask=False)
    session = window.session
    qtbot.waitUntil(lambda: session.idle, timeout=60000)  # the project's voices loaded
    ids = session.model.line_ids()
    assert [f"{line.voice}: {line.text}" for line in session.document.lines] == SCRIPT
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * len(SCRIPT)
    for line in session.document.lines:
        (take,) = line.takes
        audio = session.takes.get(take.id)
        assert audio is not None and len(audio) == take.num_samples
    assert session.document.stale_lines(audio=session.takes) == []
