"""The benchmark code runs: every row of ``benchmarks/run.py --smoke``, and no row loses the others.

The smoke run is a test rather than a step of ``.ci/run`` so that whoever
changes a helper the benchmarks use (the worker, the engine, the renderer)
finds the broken row in their own test run, not in a release measurement.
It checks that each row produces a figure, never the figure itself. The run
has a home folder of its own, and a run without ``--json`` never rewrites the
recorded results (``benchmarks/results*.json``).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.home_isolation import isolated_environ

pytestmark = pytest.mark.slow  # a real process, cluster or install each: see pyproject markers

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"


def test_smoke_run_measures_every_row(tmp_path: Path) -> None:
    out = tmp_path / "results.json"
    # A home of its own: the window rows' settings and recent projects stay in it (the
    # session's check in tests/home_isolation.py fails the run if the real one changed).
    env = {
        **isolated_environ(tmp_path / "home", os.environ),
        "TMPDIR": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
    }
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "run.py"), "--smoke", "--json", str(out)],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr[-4000:]
    result = json.loads(out.read_text(encoding="utf-8"))
    assert result["mode"] == "smoke"
    rows = result["rows"]
    numbers = [row["case"].split(".")[0] for row in rows]
    assert numbers == [str(n) for n in range(1, 19)], numbers
    not_measured = [row["case"] + ": " + row["studio"] for row in rows if row["met"] is None]
    assert not_measured == []
    gui = rows[6]["detail"]
    # The studio's own worker ran the GUI row, not the stand-in thread.
    assert gui["worker"] == "studio.ui.session.worker.RenderWorker" and "fallback_reason" not in gui
    assert gui["lines_done"] == gui["lines"] and gui["max_gap_ms"] is not None
    # The streaming rows played through the studio's player, every line of the script.
    stream = rows[8]["detail"]
    assert stream["first_sound_ms"] > 0 and stream["upstream_first_chunk_ms"] > 0
    assert stream["lines_rendered"] == stream["script_lines"] == 3
    # The batched rows rendered the same audio as line by line.
    for batched in rows[9:11]:
        assert batched["detail"]["max_abs_audio_diff"] <= 1e-5
    # The book opened whole, every line done, no take audio read on the GUI thread; every
    # interaction was measured, and the render and best of N did their work.
    project = rows[11]["detail"]
    assert project["lines_shown"] == project["lines"] and project["stale_after_open"] == 0
    assert project["take_audio_cached_mb_after_open"] == 0
    assert project["main_thread_take_reads"] == 0
    assert set(project["longest_stall_ms"]) == {
        "open", "select", "play", "edit", "render_start", "render", "best_of", "save",
        "duplicate", "save_after_render", "import",
    }  # fmt: skip
    assert set(project["longest_stall_gui_cpu_ms"]) <= set(project["longest_stall_ms"])
    assert set(project["longest_stall_gui_queued_ms"]) == set(project["longest_stall_gui_cpu_ms"])
    assert project["stale_rendered"] == project["stale_before_render"] > 0
    # The duplicated lines were stale, every one rendered before the save; the book came in.
    assert project["duplicates_stale"] == project["duplicated"] > 0
    assert project["duplicates_stale_after_render"] == 0
    assert project["imported_lines"] > 0
    # Its first take, the stale render's, and three more.
    assert all(takes == 1 + 1 + 3 for takes in project["best_of_takes"])
    # Checking the words heard every take and left the audio as it was.
    check = rows[12]["detail"]
    assert len(check["transcribe_ms_per_take"]) == check["lines"]
    assert check["max_abs_audio_diff"] <= 1e-5
    # Row 14's GPU variant (VoxCPM2 compiled, cold and warm) says why it has no figures
    # on a machine without CUDA, and has its three starts on one with it.
    gpu = rows[13]["detail"]["gpu"]
    starts = {"eager", "cold", "warm"}
    assert gpu == {"measured": False, "reason": "no CUDA device"} or starts <= gpu.keys()
    # The voice check measured every take and left the audio as it was.
    voice = rows[15]["detail"]
    assert voice["takes_measured"] >= voice["lines"] and voice["max_abs_audio_diff"] <= 1e-5
    # The server answered every request of every client with the voice and text asked for.
    serve = rows[16]["detail"]
    assert serve["same_audio"] is True and serve["clients"] * serve["requests_each"] > 0
    # The same through Ray Serve: every answer as one at a time, by up to two replicas.
    on_ray = rows[17]["detail"]
    assert on_ray["same_audio"] is True and on_ray["ray_replicas"] == 2
    assert all(1 <= count <= 2 for count in on_ray["replicas_running"])
    assert "not measured" not in done.stdout


@pytest.fixture
def run_module() -> Iterator[ModuleType]:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import run

        yield run
    finally:
        sys.path.remove(str(BENCHMARKS))


def test_a_row_that_fails_says_why_and_the_table_goes_on(run_module: ModuleType) -> None:
    def broken(bench: object) -> object:
        raise ZeroDivisionError("division by zero")

    def no_figure(bench: object) -> object:
        raise run_module.NotMeasured("no line rendered (engine did not load)")

    failed = run_module.measure(run_module.RowSpec(8, "8. Broken", broken), None)
    empty = run_module.measure(run_module.RowSpec(9, "9. Empty", no_figure), None)
    assert not failed.measured and failed.met is None
    assert failed.studio == "not measured: ZeroDivisionError: division by zero"
    assert empty.studio == "not measured: no line rendered (engine did not load)"
    table = run_module.format_table([failed, empty])
    assert "8. Broken" in table and "9. Empty" in table and table.count("not measured") == 4


def test_a_run_without_json_leaves_the_recorded_results_alone(
    run_module: ModuleType, tmp_path: Path
) -> None:
    tracked = subprocess.run(
        ["git", "ls-files", "benchmarks"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    assert "benchmarks/results.json" in tracked  # the recorded quick run
    for mode in ("quick", "full"):
        path = run_module.default_json_path(mode, tmp_path)
        relative = path.relative_to(ROOT).as_posix()
        assert relative not in tracked, relative
        # Ignored by git: a run leaves nothing for `git status` to show.
        ignored = subprocess.run(["git", "check-ignore", "-q", relative], cwd=ROOT, check=False)
        assert ignored.returncode == 0, f"{relative} is not ignored by git"
    # A smoke run writes into its own temporary folder.
    assert run_module.default_json_path("smoke", tmp_path) == tmp_path / "results.json"
