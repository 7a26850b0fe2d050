"""One render path: the window's worker, the command line and a two-worker Ray cluster render
the same script with the same seeds through the same render service, and every line comes
out the same: its events in order, its audio (1e-5), its voice's prompt key and how the
voice's state was had."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Hashable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pytestqt.qtbot import QtBot

from studio.core.store.project import load_project
from studio.engines.info import GenerationParams
from studio.render import AudioChunk, CacheResolved, LineDone, LineStarted
from studio.render.service import JobEvent
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak, tiny_render_args

pytestmark = pytest.mark.slow  # a real process, cluster or install each: see pyproject markers

pytest.importorskip("PySide6")

SCRIPT = [
    ("alice", "The first line is a short one."),
    ("bob", "Here is a second line, spoken by Bob, with a few more words in it."),
    ("alice", "Third."),
    ("alice", "The fourth line goes on for a while longer than the others."),
    ("bob", "Five."),
    ("alice", "Six lines, and this is the last of them."),
]
SEED = 3
MAX_SECONDS = 1.0
TOLERANCE = 1e-5


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("inputs")
    script = folder / "script.txt"
    script.write_text("\n".join(f"{v}: {t}" for v, t in SCRIPT) + "\n", encoding="utf-8")
    return {
        "script": script,
        "alice": speak(folder / "alice.wav", SAMPLE_TEXTS["alice"]),
        "bob": speak(folder / "bob.wav", SAMPLE_TEXTS["bob"]),
    }


def _command_line(inputs: dict[str, Path], folder: Path, *extra: str) -> dict[str, Any]:
    """A ``voice-studio render`` into a project (24-bit takes); the report and the takes."""
    voices = {"alice": inputs["alice"], "bob": inputs["bob"]}
    args = tiny_render_args([inputs["script"]], voices, folder / "out")  # seed 3 for every line
    folder.mkdir(parents=True, exist_ok=True)
    project = folder / "p.vstudio"
    done = subprocess.run(
        [sys.executable, "-m", "studio", *args, "--max-seconds", str(MAX_SECONDS),
         "--batch", "4", "--project", str(project), *extra],
        capture_output=True,
        text=True,
        env={**os.environ, "VOICE_STUDIO_CACHE_DIR": str(folder / "cache"),
             "RAY_TMPDIR": tempfile.mkdtemp(prefix="vs-ray-", dir="/tmp")},
        timeout=900,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    loaded = load_project(project)
    audio = {}
    keys = {}
    for n, line in enumerate(loaded.doc.lines, 1):
        take = line.current_take
        assert take is not None
        audio[n] = loaded.takes.get(take.id)
        keys[n] = take.prompt_key
    return {"report": report, "audio": audio, "keys": keys}


def _window_worker(qtbot: QtBot, inputs: dict[str, Path], folder: Path) -> dict[str, Any]:
    """The window's own worker thread, asked for the same lines as a Render stale would."""
    from studio.ui.session.jobs import EngineConfig, LoadEngine, LoadVoice, RenderLines, line_job
    from studio.ui.session.worker import RenderWorker

    worker = RenderWorker()
    events: list[JobEvent] = []
    keys: dict[str, str] = {}
    worker.sig_render.connect(lambda item: events.append(item))
    worker.sig_voice_loaded.connect(lambda loaded: keys.__setitem__(loaded.name, loaded.prompt_key))
    worker.start()
    try:
        config = EngineConfig("pocket", TINY_MODEL, "cpu", 1, folder / "cache", batch=4)
        with qtbot.waitSignals([worker.sig_request_done] * 3, timeout=120000):
            worker.submit(LoadEngine(config))
            worker.submit(LoadVoice("alice", str(inputs["alice"])))
            worker.submit(LoadVoice("bob", str(inputs["bob"])))
        params = GenerationParams(seed=SEED, max_seconds=MAX_SECONDS)
        jobs = tuple(
            line_job(f"line-{n}", voice, text, params) for n, (voice, text) in enumerate(SCRIPT, 1)
        )
        worker.submit(RenderLines(jobs))
        qtbot.waitUntil(
            lambda: sum(isinstance(e, JobEvent) and isinstance(e.event, LineDone)
                        for e in events) == len(SCRIPT),
            timeout=300000,
        )  # fmt: skip
    finally:
        assert worker.shutdown()
    by_line: dict[int, list[object]] = {}
    for item in events:
        key: Hashable = item.key
        assert isinstance(key, tuple)
        by_line.setdefault(int(str(key[0]).split("-")[1]), []).append(item.event)
    return {"events": by_line, "voice_keys": keys}


def test_the_window_the_command_line_and_the_cluster_render_the_same_lines(
    qtbot: QtBot, inputs: dict[str, Path], tmp_path: Path
) -> None:
    window = _window_worker(qtbot, inputs, tmp_path / "window")
    alone = _command_line(inputs, tmp_path / "cli")
    cluster = _command_line(inputs, tmp_path / "ray", "--ray", "local", "--workers", "2")

    outcomes: list[str] = []
    for n, (voice, _text) in enumerate(SCRIPT, 1):
        line = window["events"][n]
        # The same events, in order, as a line rendered anywhere gets them.
        assert isinstance(line[0], LineStarted) and isinstance(line[1], CacheResolved)
        assert all(isinstance(e, AudioChunk) for e in line[2:-1]) and isinstance(line[-1], LineDone)
        done = line[-1]
        outcomes.append(done.lookup.outcome)
        # The same voice, keyed the same, on every path.
        assert done.prompt_key == window["voice_keys"][voice] == alone["keys"][n]
        assert cluster["keys"][n] == alone["keys"][n]
        # The same audio (the command line's takes are 24-bit FLAC: within its rounding).
        for other in (alone, cluster):
            theirs = other["audio"][n]
            assert theirs.shape == done.audio.shape, f"line {n}"
            assert float(np.max(np.abs(theirs - done.audio))) <= TOLERANCE, f"line {n}"
    # How each voice's state was had: built once per voice, then found in memory, by the
    # window and the command line alike; the cluster builds it once for all its workers.
    assert outcomes == [line["cache"] for line in alone["report"]["lines"]]
    assert outcomes == ["miss", "miss", "memory", "memory", "memory", "memory"]
    ray_outcomes = [line["cache"] for line in cluster["report"]["lines"]]
    assert ray_outcomes.count("miss") == 2 and set(ray_outcomes) <= {"miss", "shared", "memory"}
    # The batches ran through the service, and say how full they were.
    for report in (alone["report"], cluster["report"]):
        assert report["batch"]["size"] == 4 and report["batch"]["occupancy"] is not None
