"""Row 14's GPU variant in words: no CUDA says so and shows no figure; measured starts
are judged against the targets (a warm start within 1.2x of the eager one, the first
audio after it within 150 ms)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


@pytest.fixture
def startup() -> Iterator[ModuleType]:
    sys.path.insert(0, str(BENCHMARKS))
    try:
        import cases_startup

        yield cases_startup
    finally:
        sys.path.remove(str(BENCHMARKS))


def _start(ready_s: float, first_ms: float, compiled: bool) -> dict[str, Any]:
    return {"ready_s": ready_s, "first_audio_s": first_ms / 1000, "compiled": compiled}


def test_without_cuda_nothing_is_measured(
    startup: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    import torch

    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    gpu = startup.voxcpm_gpu_start("smoke", "auto")
    assert gpu == {"measured": False, "reason": "no CUDA device"}
    said, target, met, verdict = startup.gpu_figures(gpu)
    assert said == "GPU (VoxCPM2): no CUDA device, nothing measured"
    assert (target, met, verdict) == ("", None, "")


def test_measured_starts_are_judged_against_the_targets(startup: ModuleType) -> None:
    base = {"measured": True, "model": "random:full", "compile": "auto"}
    eager = _start(40.0, 320, False)
    good = {**base, "eager": eager, "cold": _start(130.0, 95, True), "warm": _start(46.0, 94, True)}
    said, target, met, verdict = startup.gpu_figures(good)
    assert met is True and "warm 1.15x yes" in verdict
    assert "ready eager 40.0s, cold 130.0s, warm 46.0s" in said
    assert "first audio cold 95 ms, warm 94 ms (eager 320 ms)" in said
    assert target == "GPU warm <= 1.2x eager, first audio <= 150 ms"
    slow = {**good, "warm": _start(60.0, 160, True)}
    assert startup.gpu_figures(slow)[2] is False
    eager_only = {**good, "warm": _start(41.0, 300, False)}
    assert startup.gpu_figures(eager_only)[2] is False  # a start that did not compile fails
    off = {**base, "compile": "off", "eager": eager}
    said, _, met, _ = startup.gpu_figures(off)
    assert met is None and said.endswith("(compile off)")


@pytest.mark.slow
def test_the_starts_run_as_the_row_runs_them(startup: ModuleType) -> None:
    """The GPU variant's own processes, on the CPU (compile off: the compiled starts are
    the GPU's to measure): a start in a process of its own, timed from its launch."""
    gpu = startup.voxcpm_gpu_start("smoke", "off", device="cpu")
    assert gpu["measured"] and gpu["compile"] == "off" and "cold" not in gpu
    eager = gpu["eager"]
    assert eager["compiled"] is False and eager["device"] == "cpu"
    assert 0 < eager["first_audio_s"] <= eager["line_s"] and eager["ready_s"] > 0
    assert eager["audio_s"] > 0 and eager["phases"] == []
    said, _, met, _ = startup.gpu_figures(gpu)
    assert met is None and said.startswith("GPU (VoxCPM2 random:tiny): ready eager")
