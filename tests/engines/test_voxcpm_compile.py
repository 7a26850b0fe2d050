"""Compiling VoxCPM2: when ``--compile`` compiles, where torch's caches go while the
compiled parts run, the warm-up inside the load, the phases said, and what a failed
compile leaves (tiny random-weight model, CPU).

The wiring tests replace ``torch.compile`` by a recorder that returns the part as it
is (so a compile costs nothing and the audio must stay the same); the slow test at
the end compiles for real with Inductor, in two processes, and checks that the second
start compiles nothing the first one compiled.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import torch

pytest.importorskip("voxcpm")

import torch._functorch.config  # noqa: E402
import torch._inductor.config  # noqa: E402

from studio.cache.compile_cache import CompileCache, compile_cache_dir  # noqa: E402
from studio.engines.base import GenerationParams  # noqa: E402
from studio.engines.info import CompileOptions, LoadPhase  # noqa: E402
from studio.engines.voxcpm import (  # noqa: E402
    VoxCPMEngine,
    compiling,  # noqa: E402
    load_voxcpm_engine,
)
from studio.errors import StudioError  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CACHE_VARIABLES = ("TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR")


class RecordingCompile:
    """Stands in for ``torch.compile``: returns the part unchanged and records, at each
    call of a compiled part, the thread and torch's cache settings then in force."""

    def __init__(self, fail: bool = False) -> None:
        self.compiled: list[str] = []
        self.calls: list[dict[str, Any]] = []
        self.fail = fail

    def __call__(self, part: Any, *, mode: str, fullgraph: bool) -> Any:
        assert (mode, fullgraph) == ("reduce-overhead", True)  # as upstream's optimize
        self.compiled.append(getattr(part, "__name__", type(part).__name__))

        def call(*args: Any, **kwargs: Any) -> Any:
            self.calls.append(
                {
                    "thread": threading.get_ident(),
                    "env": {name: os.environ.get(name) for name in CACHE_VARIABLES},
                    "fx_graph_cache": torch._inductor.config.fx_graph_cache,
                    "autograd_cache": torch._functorch.config.enable_autograd_cache,
                }
            )
            if self.fail:
                raise RuntimeError("backend compiler failed: no C++ compiler")
            return part(*args, **kwargs)

        return call


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[bool], RecordingCompile]]:
    def install(fail: bool = False) -> RecordingCompile:
        fake = RecordingCompile(fail)
        monkeypatch.setattr(torch, "compile", fake)
        return fake

    for name in CACHE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    yield install


def _line(engine: VoxCPMEngine, audio: np.ndarray) -> np.ndarray:
    state = engine.build_prompt_state(audio, None)
    chunks = engine.generate_frames(
        state, "Hello there.", GenerationParams(seed=3), threading.Event(), max_frames=4
    )
    return np.concatenate(list(chunks))


def _audio() -> np.ndarray:
    t = np.arange(48000) / 48000
    return (0.2 * np.sin(2 * np.pi * 140 * t)).astype(np.float32)


def test_auto_compiles_on_a_gpu_with_triton_and_never_on_the_cpu(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    wanted = compiling.compile_wanted
    assert not wanted("auto", "cpu") and not wanted("off", "cuda") and wanted("on", "cpu")
    find_spec = f"{compiling.__name__}.importlib.util.find_spec"
    monkeypatch.setattr(find_spec, lambda name: object())
    assert wanted("auto", "cuda") and wanted("auto", "cuda:1")
    monkeypatch.setattr(find_spec, lambda name: None)
    assert not wanted("auto", "cuda")  # no Triton: torch.compile cannot build GPU kernels
    with pytest.raises(StudioError, match="Unknown compile choice 'fast'"):
        wanted("fast", "cpu")


def test_the_cpu_by_default_compiles_nothing_and_keeps_no_folder(
    recorder: Callable[[bool], RecordingCompile], tmp_path: Path
) -> None:
    fake = recorder(False)
    heard: list[LoadPhase] = []
    for choice in ("auto", "off"):
        engine = load_voxcpm_engine(
            "random", "cpu", compile=CompileOptions(choice, tmp_path, heard.append)
        )
        assert not engine.info.compiled
    assert fake.compiled == [] and heard == []
    assert not compile_cache_dir(tmp_path).exists()


@pytest.mark.parametrize("mode", ["reference", "continuation"])
def test_compiling_warms_up_in_the_load_with_the_key_folder_in_force(
    recorder: Callable[[bool], RecordingCompile], tmp_path: Path, mode: str
) -> None:
    plain = load_voxcpm_engine("random", "cpu", mode="reference")
    expected = _line(plain, _audio())
    fake = recorder(False)
    heard: list[LoadPhase] = []
    engine = load_voxcpm_engine(
        "random", "cpu", mode=mode, compile=CompileOptions("on", tmp_path, heard.append)
    )
    # Upstream's four parts, compiled as its optimize does.
    assert sorted(fake.compiled) == ["VoxCPMLocDiT", "VoxCPMLocEnc", "forward_step", "forward_step"]
    assert engine.info.compiled
    # The warm-up ran every compiled part before the load returned, on this thread, with
    # torch's caches pointed at this model's key folder and switched on.
    (entry,) = CompileCache(compile_cache_dir(tmp_path)).entries()
    assert fake.calls and {c["thread"] for c in fake.calls} == {threading.get_ident()}
    assert all(
        c["env"]["TORCHINDUCTOR_CACHE_DIR"] == str(entry.folder.resolve() / "inductor")
        and c["env"]["TRITON_CACHE_DIR"] == str(entry.folder.resolve() / "triton")
        and c["fx_graph_cache"]
        and c["autograd_cache"]
        for c in fake.calls
    )
    # ...and only then: nothing leaks to what runs next in the process.
    assert all(os.environ.get(name) is None for name in CACHE_VARIABLES)
    assert [p.phase for p in heard] == ["compiling", "compiled"]
    assert heard[0].seconds is None  # never compiled here before
    assert heard[1].seconds is not None and entry.compile_seconds == round(heard[1].seconds, 3)
    assert entry.meta["key"]["fingerprint"] == engine.info.fingerprint  # type: ignore[index]
    # A line renders through the compiled parts and sounds as it does uncompiled.
    calls = len(fake.calls)
    if mode == "reference":
        np.testing.assert_allclose(_line(engine, _audio()), expected, atol=1e-5)
        assert len(fake.calls) > calls
    # The next start of the same model says how long this one took.
    again: list[LoadPhase] = []
    load_voxcpm_engine(
        "random", "cpu", mode=mode, compile=CompileOptions("on", tmp_path, again.append)
    )
    assert again[0] == LoadPhase("compiling", entry.compile_seconds)


def test_a_failed_compile_leaves_the_eager_model_or_says_why(
    recorder: Callable[[bool], RecordingCompile], tmp_path: Path
) -> None:
    plain = load_voxcpm_engine("random", "cpu")
    expected = _line(plain, _audio())
    recorder(True)
    with pytest.raises(StudioError, match="could not be compiled .*backend compiler failed"):
        load_voxcpm_engine("random", "cpu", compile=CompileOptions("on", tmp_path))
    heard: list[LoadPhase] = []
    # auto compiles only on a GPU: ask for it as a GPU would, on the CPU.
    compiling_auto = CompileOptions("auto", tmp_path, heard.append)
    engine = load_voxcpm_engine("random", "cpu")
    compiling.compile_engine(engine, compiling_auto)
    assert not engine.info.compiled
    assert [p.phase for p in heard] == ["compiling", "not compiled"]
    assert "backend compiler failed" in heard[1].problem
    model = engine.tts_model
    assert "forward_step" not in vars(model.base_lm) and "forward_step" not in vars(
        model.residual_lm
    )
    assert type(model.feat_encoder).__name__ == "VoxCPMLocEnc"
    assert type(model.feat_decoder.estimator).__name__ == "VoxCPMLocDiT"
    np.testing.assert_allclose(_line(engine, _audio()), expected, atol=1e-5)


def test_cache_settings_put_back_what_was_there(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", "/somewhere/else")
    monkeypatch.delenv("TRITON_CACHE_DIR", raising=False)
    monkeypatch.setattr(torch._inductor.config, "fx_graph_cache", False)
    seen: dict[str, object] = {}

    def part() -> None:
        seen.update(
            inductor=os.environ.get("TORCHINDUCTOR_CACHE_DIR"),
            triton=os.environ.get("TRITON_CACHE_DIR"),
            fx=torch._inductor.config.fx_graph_cache,
        )

    settings = compiling.CacheSettings(Path("/tmp/key-folder"))
    settings.around(part)()
    assert seen == {
        "inductor": str(Path("/tmp/key-folder").resolve() / "inductor"),
        "triton": str(Path("/tmp/key-folder").resolve() / "triton"),
        "fx": True,
    }
    assert os.environ["TORCHINDUCTOR_CACHE_DIR"] == "/somewhere/else"
    assert "TRITON_CACHE_DIR" not in os.environ
    assert torch._inductor.config.fx_graph_cache is False


PROBE = """
import json, sys
from pathlib import Path
from torch._dynamo.utils import counters
from studio.engines import load_engine
from studio.engines.info import CompileOptions
heard = []
engine = load_engine(
    "voxcpm", "random", "cpu", compile=CompileOptions("on", Path(sys.argv[1]), heard.append)
)
print(json.dumps({
    "compiled": engine.info.compiled,
    "phases": [[p.phase, p.seconds, p.reused, p.built] for p in heard],
    "fx_miss": counters["inductor"]["fxgraph_cache_miss"],
}))
"""


@pytest.mark.slow
def test_a_second_start_compiles_nothing_the_first_compiled(tmp_path: Path) -> None:
    """Real Inductor on the CPU (minutes on two cores): torch's caches land in the key
    folder, and a new process with the same key reuses every graph."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TQDM_DISABLE": "1"}
    for name in CACHE_VARIABLES:
        env.pop(name, None)
    runs = []
    for _ in range(2):
        done = subprocess.run(
            [sys.executable, "-c", PROBE, str(tmp_path)],
            capture_output=True,
            text=True,
            env=env,
            timeout=1500,
            check=False,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        runs.append(json.loads(done.stdout.strip().splitlines()[-1]))
    cold, warm = runs
    assert cold["compiled"] and warm["compiled"]
    assert cold["phases"][0][:2] == ["compiling", None]
    assert cold["phases"][1][0] == "compiled" and cold["phases"][1][3] > 0  # graphs built
    # The warm start was told the cold one's time, found its graphs and built none.
    assert warm["phases"][0][0] == "compiling" and warm["phases"][0][1] is not None
    assert warm["phases"][1][2] > 0 and warm["phases"][1][3] == 0
    assert warm["fx_miss"] == 0
    (entry,) = CompileCache(compile_cache_dir(tmp_path)).entries()
    assert (entry.folder / "inductor" / "fxgraph").is_dir()
    assert (entry.folder / "inductor" / "aotautograd").is_dir()
