"""``voice-studio render --ray``: a local Ray instance with two workers.

Ray runs in the CLI's own process (a subprocess here), so this test process
starts no Ray thread; every test checks that no process of its Ray instance is
left behind (they are found by the RAY_TMPDIR each run is given).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf

from studio.cli import main
from studio.core.store.project import load_project
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak, tiny_render_args

pytestmark = pytest.mark.slow  # a real process, cluster or install each: see pyproject markers

SCRIPT = [
    "alice: The first line is short.",
    "bob: Here is a second line, spoken by Bob, with a few more words in it.",
    "alice: Third.",
    "alice: The fourth line goes on for a while longer than the others do.",
    "alice: Five.",
    "bob: Six lines and this is the sixth of them.",
    "alice: Seven is a lucky number, they say.",
    "alice: The eighth line is here.",
    "alice: Nine lines now.",
    "alice: Ten is a round number.",
    "bob: Eleven is one more.",
    "alice: And the twelfth line ends the script.",
]
# Files written as 16-bit PCM: two renders of a line may differ by rounding only.
PCM_STEP = 2 / 32768


@pytest.fixture(scope="module")
def inputs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("inputs")
    # A book in two chapter files, rendered with one command.
    one, two = folder / "chapter-one.txt", folder / "chapter-two.txt"
    one.write_text("\n".join(SCRIPT[:6]) + "\n", encoding="utf-8")
    two.write_text("\n".join(SCRIPT[6:]) + "\n", encoding="utf-8")
    return {
        "one": one,
        "two": two,
        "alice": speak(folder / "alice.wav", SAMPLE_TEXTS["alice"]),
        "bob": speak(folder / "bob.wav", SAMPLE_TEXTS["bob"]),
    }


@pytest.fixture(scope="module")
def ray_dir() -> Iterator[Path]:
    # Short: Ray's socket paths under it must fit the 107 bytes of a Unix socket name.
    with tempfile.TemporaryDirectory(prefix="vs-ray-", dir="/tmp") as folder:
        yield Path(folder)


def render_args(inputs: dict[str, Path], out: Path, *extra: str) -> list[str]:
    voices = {"alice": inputs["alice"], "bob": inputs["bob"]}
    return tiny_render_args([inputs["one"], inputs["two"]], voices, out, *extra)


def environment(cache: Path, ray_dir: Path) -> dict[str, str]:
    return {**os.environ, "VOICE_STUDIO_CACHE_DIR": str(cache), "RAY_TMPDIR": str(ray_dir)}


def start(args: list[str], cache: Path, ray_dir: Path) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "studio", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=environment(cache, ray_dir),
    )


def ray_processes(ray_dir: Path) -> dict[int, str]:
    """Processes of the Ray instances started with ``ray_dir`` (they inherit RAY_TMPDIR),
    with their command lines."""
    marker = f"RAY_TMPDIR={ray_dir}".encode()
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if marker in (entry / "environ").read_bytes().split(b"\0"):
                found[int(entry.name)] = (entry / "cmdline").read_bytes().decode(errors="replace")
        except OSError:  # gone, or another user's
            continue
    return found


def assert_no_ray_left(ray_dir: Path, driver_killed: bool = False) -> None:
    """Nothing of a Ray instance outlives its render. After a killed driver, Ray's node
    agents still try to report the node's death for a couple of minutes; the rest (the
    raylet, the GCS, the workers) must go with the driver, and the test ends the agents."""
    deadline = time.monotonic() + 30
    left = ray_processes(ray_dir)
    while time.monotonic() < deadline:
        left = ray_processes(ray_dir)
        if driver_killed:
            left = {pid: cmd for pid, cmd in left.items() if "agent" not in cmd}
        if not left:
            break
        time.sleep(0.2)
    assert left == {}, "a Ray process outlived its render"
    for pid in ray_processes(ray_dir):
        os.kill(pid, signal.SIGKILL)


def takes_saved(folder: Path) -> int:
    try:
        data = json.loads((folder / "project.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(len(line["takes"]) for line in data["lines"])


def line_saved(folder: Path, index: int) -> bool:
    """Whether line ``index`` has a take in the project saved so far."""
    try:
        data = json.loads((folder / "project.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    lines = data["lines"]
    return len(lines) >= index and bool(lines[index - 1]["takes"])


def wait_for_takes(
    process: subprocess.Popen[str], project: Path, count: int, line: int | None = None
) -> None:
    """Until ``count`` takes are saved (and line ``line`` has one). No deadline: on a busy
    machine the workers take minutes to load, and the render's end bounds the wait."""
    while takes_saved(project) < count or (line is not None and not line_saved(project, line)):
        assert process.poll() is None, "the render ended before it could be interrupted"
        time.sleep(0.02)


def line_audio(report: dict[str, Any]) -> dict[int, np.ndarray]:
    return {line["index"]: sf.read(line["file"], dtype="float32")[0] for line in report["lines"]}


@pytest.fixture(scope="module")
def single(inputs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The same script and seed rendered in one process, batched."""
    folder = tmp_path_factory.mktemp("single")
    args = render_args(inputs, folder / "out", "--project", str(folder / "p.vstudio"))
    done = subprocess.run(
        [sys.executable, "-m", "studio", *args, "--batch", "2"],
        capture_output=True,
        text=True,
        env={**os.environ, "VOICE_STUDIO_CACHE_DIR": str(folder / "cache")},
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    report: dict[str, Any] = json.loads(done.stdout)
    return report


@pytest.fixture(scope="module")
def cluster(
    inputs: dict[str, Path], tmp_path_factory: pytest.TempPathFactory, ray_dir: Path
) -> dict[str, Any]:
    """Two workers, one line at a time; worker 1 (it built alice's state) is killed
    once line 1 is saved. Line 1 is always worker 1's first (it holds alice, whose
    line comes first), so worker 1 has finished a line of the voice it built, however
    the two workers' lines interleave."""
    folder = tmp_path_factory.mktemp("cluster")
    project = folder / "book.vstudio"
    args = render_args(
        inputs, folder / "out", "--project", str(project), "--batch", "1", "--ray", "local"
    )
    process = start([*args, "--workers", "2"], folder / "cache", ray_dir)
    try:
        assert process.stderr is not None
        pids: dict[int, int] = {}
        for text in process.stderr:
            ready = re.match(r"Worker (\d) ready on .* \(pid (\d+)\)", text)
            if ready:
                pids[int(ready[1])] = int(ready[2])
            if len(pids) == 2:
                break
        wait_for_takes(process, project, 1, line=1)
        os.kill(pids[1], signal.SIGKILL)
        out, err = process.communicate(timeout=600)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, err
    assert_no_ray_left(ray_dir)
    report: dict[str, Any] = json.loads(out)
    report["stderr"] = err
    return report


def test_a_cluster_render_sounds_as_a_single_process_render(
    cluster: dict[str, Any], single: dict[str, Any]
) -> None:
    ours, theirs = line_audio(cluster), line_audio(single)
    assert sorted(ours) == list(range(1, len(SCRIPT) + 1)) == sorted(theirs)
    for index, audio in ours.items():
        assert audio.shape == theirs[index].shape, f"line {index}"
        assert np.abs(audio - theirs[index]).max() <= PCM_STEP, f"line {index}"
    assert sf.info(cluster["output"]).frames == sf.info(single["output"]).frames
    # The two chapter files made one book of two chapters.
    assert cluster["chapters"] == single["chapters"]
    assert cluster["chapters"] == [
        {"number": 1, "title": "chapter-one", "lines": [1, 2, 3, 4, 5, 6]},
        {"number": 2, "title": "chapter-two", "lines": [7, 8, 9, 10, 11, 12]},
    ]


def test_each_voice_is_built_once_for_the_whole_cluster(cluster: dict[str, Any]) -> None:
    states = cluster["cluster"]["states"]
    # Voices go to the workers in turn: alice's state to worker 1, bob's to worker 2.
    assert sorted((s["voice"], s["outcome"], s["worker"]) for s in states) == [
        ("alice", "miss", 1),
        ("bob", "miss", 2),
    ]
    assert cluster["cache"]["misses"] == 2
    assert cluster["cache"]["memory_hits"] >= len(SCRIPT)
    # Each line says how the worker that finished it had the voice: the first line of a
    # voice a worker finishes says "miss" where the state was built and "shared" where it
    # came from the object store, the others "memory". What each worker finished is in
    # the report, so this holds in whatever order the workers finished their lines.
    built_by = {s["voice"]: s["worker"] for s in states}
    voice_of = {line["index"]: line["voice"] for line in cluster["lines"]}
    expected: dict[int, str] = {}
    for worker in cluster["cluster"]["per_worker"]:
        seen: set[str] = set()
        for index in worker["done"]:
            voice = voice_of[index]
            first = voice not in seen
            seen.add(voice)
            mine = built_by[voice] == worker["worker"]
            expected[index] = ("miss" if mine else "shared") if first else "memory"
    assert {line["index"]: line["cache"] for line in cluster["lines"]} == expected
    assert cluster["cache"]["shared_loads"] == list(expected.values()).count("shared")
    # Worker 1 was killed after line 1, its first, was saved; line 2 is worker 2's first.
    assert sorted(i for i, outcome in expected.items() if outcome == "miss") == [1, 2]


def test_a_killed_worker_costs_only_its_unfinished_lines(cluster: dict[str, Any]) -> None:
    assert cluster["cluster"]["workers"] == 2
    assert cluster["cluster"]["workers_lost"] == 1
    workers = {w["worker"]: w for w in cluster["cluster"]["per_worker"]}
    assert not workers[1]["running"] and workers[2]["running"]
    assert workers[1]["lines"] + workers[2]["lines"] == len(SCRIPT)
    assert workers[2]["lines"] > 0
    assert "Worker 1 (pid" in cluster["stderr"] and "stopped" in cluster["stderr"]
    assert [line.get("error") for line in cluster["lines"]] == [None] * len(SCRIPT)
    doc = load_project(Path(cluster["project"])).doc
    # Every line has exactly one take: a line is never kept twice by a retry.
    assert [len(line.takes) for line in doc.lines] == [1] * len(SCRIPT)
    assert doc.stale_lines(include_locked=True) == []


def test_a_killed_driver_resumes_on_the_cluster(
    inputs: dict[str, Path], tmp_path: Path, ray_dir: Path, single: dict[str, Any]
) -> None:
    project = tmp_path / "book.vstudio"
    args = render_args(inputs, tmp_path / "out", "--project", str(project), "--ray", "local")
    process = start([*args, "--batch", "2"], tmp_path / "cache", ray_dir)
    try:
        # Killed at the first save: the driver saves a line at once, then again only
        # after a while (saving takes a small share of the time), and the workers' fed
        # batches finish the tiny model's lines within that while.
        wait_for_takes(process, project, 1)
        os.kill(process.pid, signal.SIGKILL)
    finally:
        process.communicate(timeout=60)
    # The local Ray instance goes with its driver.
    assert_no_ray_left(ray_dir, driver_killed=True)
    saved = takes_saved(project)
    assert 1 <= saved < len(SCRIPT)

    resumed = start([*args, "--resume", "--batch", "2"], tmp_path / "cache", ray_dir)
    out, err = resumed.communicate(timeout=600)
    assert resumed.returncode == 0, err
    assert_no_ray_left(ray_dir)
    report = json.loads(out)
    assert len(report["resumed_lines"]) == saved
    assert sorted(line["index"] for line in report["lines"]) == sorted(
        set(range(1, len(SCRIPT) + 1)) - set(report["resumed_lines"])
    )
    doc = load_project(project).doc
    assert [len(line.takes) for line in doc.lines] == [1] * len(SCRIPT)
    by_index = {line["index"]: line for line in single["lines"]}
    assert [line.takes[0].num_samples for line in doc.lines] == [
        sf.info(by_index[i]["file"]).frames for i in range(1, len(SCRIPT) + 1)
    ]


def test_ray_not_installed_says_how_to_install_it(
    inputs: dict[str, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # as if it were not installed
    assert main(render_args(inputs, tmp_path / "out", "--ray", "local")) == 2
    err = capsys.readouterr().err
    assert "pip install 'voice-studio[cluster]'" in err
    assert len(err.strip().splitlines()) == 1


def test_every_line_on_the_cluster_gets_its_check_retakes_included(
    inputs: dict[str, Path], tmp_path: Path, ray_dir: Path
) -> None:
    """``--check-words`` on the cluster: each worker hears its own takes (the demo
    recognizer, which a random model gets, hears nonsense: every take asks for its one
    retake), and the retakes render on the workers like any other take."""
    args = render_args(
        inputs, tmp_path / "out", "--ray", "local", "--workers", "2", "--batch", "2",
        "--check-words", "--retake-until-match", "1", "--max-seconds", "1",
    )  # fmt: skip
    process = start(args, tmp_path / "cache", ray_dir)
    out, err = process.communicate(timeout=900)
    assert process.returncode == 0, err
    assert_no_ray_left(ray_dir)
    assert "speech recognizer 'random'" in err and "hears nonsense" in err
    report = json.loads(out)
    lines = report["lines"]
    assert sorted(line["index"] for line in lines) == list(range(1, len(SCRIPT) + 1))
    for line in lines:
        assert line["check"]["recognizer"] == "random", line
        assert set(line["check"]) == {"heard", "wer", "missing", "extra", "replaced", "recognizer"}
        assert line["takes"] == 2, line  # the first take and its one retake
    # Every take was rendered on a worker: the first takes and the retakes.
    per_worker = report["cluster"]["per_worker"]
    assert sum(len(w["done"]) for w in per_worker) == 2 * len(SCRIPT)
    assert all(w["done"] for w in per_worker)


def test_a_model_the_workers_cannot_load_says_why(
    inputs: dict[str, Path], tmp_path: Path, ray_dir: Path
) -> None:
    args = render_args(inputs, tmp_path / "out", "--ray", "local", "--workers", "1")
    args[args.index(TINY_MODEL)] = "random:no_such_architecture"
    process = start(args, tmp_path / "cache", ray_dir)
    out, err = process.communicate(timeout=300)
    assert process.returncode == 2, err
    assert out == ""
    (said,) = [line for line in err.splitlines() if line.startswith("voice-studio:")]
    assert "Unknown pocket-tts architecture 'no_such_architecture'" in said
    assert "Traceback" not in err
    assert_no_ray_left(ray_dir)


def test_workers_without_a_cluster_is_one_sentence(
    inputs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(render_args(inputs, tmp_path / "out", "--workers", "3")) == 2
    (said,) = capsys.readouterr().err.strip().splitlines()
    assert said == (
        "voice-studio: --workers is for a cluster render; add --ray local or --ray ADDRESS."
    )
