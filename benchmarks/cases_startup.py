"""Row 14: start-up, each side in a process of its own, measured from the process's start.

- window: ``python -m studio`` (the desktop entry's command) until the main
  window's first paint, against a bare PySide6 window's first paint;
- model: the same process until the model is ready, against a bare
  ``TTSModel.load_model`` of the same architecture (random weights, the same
  local config) in its own process;
- memory: the studio's resident set once the model is ready and idle;
- on a machine with CUDA, VoxCPM2 on the GPU as users start it (``voxcpm_gpu_start``):
  the time to the model ready and to the first audio of a line, eager, then compiled
  from an empty compile cache (cold), then compiled again with the caches present
  (warm). Where there is no CUDA device the row says so and shows no GPU figures.

Every process gets a fresh home folder (no settings, no recovered work) and
the offscreen Qt platform. The studio runs as installed: its bytecode is
compiled first (``compileall``, what pip does when it installs a wheel, and what
setup.sh does for a checkout), as the bare side's packages have theirs; without
it, where ``PYTHONDONTWRITEBYTECODE`` is set, every start compiles the sources.
The times are wall clock from just before the process is started, so Python's
own start and every import count.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml
from bench_common import BenchConfig, NotMeasured, Row, Spread, verdict_at_most

WINDOW_TARGET_S = 0.7  # the window within 0.7 s of the bare window (issue 25)
MODEL_TARGET = 1.10  # the model ready within 10% of the bare load
TIMEOUT_S = 180.0
# VoxCPM2 on a GPU: a warm compiled start within 1.2x of the eager one, and its first
# line's first audio within 150 ms.
GPU_WARM_TARGET = 1.2
GPU_FIRST_AUDIO_TARGET_S = 0.150
GPU_TIMEOUT_S = 900.0  # a cold compile of the full model took 88 s on an H200
# What run.py's --compile says (auto, on or off), for the subprocesses as for this one.
COMPILE_VARIABLE = "VOICE_STUDIO_BENCH_COMPILE"
HERE = Path(__file__).resolve().parent

BARE_WINDOW = """
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
painted = []
class Window(QMainWindow):
    def paintEvent(self, event):
        if not painted:
            painted.append(time.time())
            QTimer.singleShot(0, QApplication.instance().quit)
        super().paintEvent(event)
app = QApplication(sys.argv[:1])
window = Window()
window.resize(1320, 760)
window.show()
app.exec()
print(json.dumps({"painted_at": painted[0]}))
"""

BARE_MODEL = """
import json, sys, time
import torch
from pocket_tts import TTSModel
torch.set_num_threads(int(sys.argv[2]))
torch.manual_seed(0)
model = TTSModel.load_model(config=sys.argv[1])
print(json.dumps({"ready_at": time.time()}))
"""


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_CACHE_HOME": str(home / ".cache"),
            "QT_QPA_PLATFORM": "offscreen",
        }
    )
    return env


def _run_json(code: str, args: list[str], home: Path) -> tuple[float, dict[str, Any]]:
    """Run ``code`` in a new interpreter; the start time and its last JSON line."""
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=_env(home),
        timeout=TIMEOUT_S,
        check=False,
    )
    if done.returncode != 0:
        last = done.stderr.strip().splitlines()[-1:] or ["no output"]
        raise NotMeasured(f"a bare process exited with {done.returncode}: {last[0]}")
    return start, json.loads(done.stdout.strip().splitlines()[-1])


def _rss_kb(pid: int) -> dict[str, int]:
    found: dict[str, int] = {}
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                found[key] = int(value.split()[0])
    return found


def _studio(model: str, threads: int, home: Path) -> dict[str, float]:
    """One start of the studio: seconds to the first paint and to the model, idle RSS."""
    ready_file = home / "ready.json"
    env = _env(home)
    env["VOICE_STUDIO_READY_FILE"] = str(ready_file)
    command = [sys.executable, "-m", "studio", "--model", model, "--device", "cpu"]
    command += ["--threads", str(threads), "--cache-dir", str(home / "prompt-cache")]
    start = time.time()
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
    )
    try:
        state: dict[str, Any] = {}
        while time.time() - start < TIMEOUT_S:
            if process.poll() is not None:
                last = (process.stderr.read() if process.stderr else "").strip().splitlines()
                raise NotMeasured(f"the studio exited with {process.returncode}: {last[-1:]}")
            try:
                state = json.loads(ready_file.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                state = {}
            if state.get("engine") == "failed":
                raise NotMeasured(f"the model did not load: {state.get('engine_error')}")
            if state.get("engine_ready_at") and state.get("painted_at"):
                break
            time.sleep(0.02)
        else:
            raise NotMeasured(f"the studio was not ready within {TIMEOUT_S:.0f} s")
        time.sleep(2.0)  # idle: the resident set after start, not during it
        memory = _rss_kb(process.pid)
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return {
        "window_s": float(state["painted_at"]) - start,
        "model_s": float(state["engine_ready_at"]) - start,
        "rss_mb": memory.get("VmRSS", 0) / 1024,
        "peak_rss_mb": memory.get("VmHWM", 0) / 1024,
    }


def _compile_studio() -> None:
    """Bring the studio's bytecode up to date, as an installed wheel has it."""
    import studio

    package = Path(studio.__file__).parent
    done = subprocess.run(
        [sys.executable, "-m", "compileall", "-q", "-j", "0", str(package)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise NotMeasured(f"cannot compile the studio's bytecode: {done.stdout[-300:]}")


def _bare_config(model: str, folder: Path) -> Path:
    """The weight-less config of ``random:NAME`` with a local tokenizer, as the studio
    builds it (outside the timed process: the bare side gets it ready-made)."""
    from studio.engines.pocket import DEFAULT_RANDOM_CONFIG, _configs_dir, build_local_tokenizer

    name = model.split(":", 1)[1] if ":" in model else DEFAULT_RANDOM_CONFIG
    raw = yaml.safe_load((_configs_dir() / f"{name}.yaml").read_text(encoding="utf-8"))
    for holder in (raw, raw["flow_lm"], raw["mimi"]):
        holder.pop("weights_path", None)
    raw.pop("weights_path_without_voice_cloning", None)
    table = raw["flow_lm"]["lookup_table"]
    table["tokenizer"] = "tokenizers"
    table["tokenizer_path"] = str(build_local_tokenizer(int(table["n_bins"]), folder / "tok.json"))
    config = folder / f"{name}.yaml"
    config.write_text(yaml.safe_dump(raw), encoding="utf-8")
    return config


def bench_compile() -> str:
    """``--compile``'s choice for the rows that load VoxCPM2 (default: auto)."""
    return os.environ.get(COMPILE_VARIABLE, "auto")


def _voxcpm_start(model: str, device: str, choice: str, cache: Path, home: Path) -> dict[str, Any]:
    """One start of ``voxcpm_start_probe`` in a process of its own: seconds from just
    before the process started to the model ready, and the probe's own figures."""
    env = _env(home)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(HERE.parent)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    )
    command = [sys.executable, str(HERE / "voxcpm_start_probe.py"), "--model", model]
    command += ["--device", device, "--compile", choice, "--cache-dir", str(cache)]
    command += ["--frames", "8" if model.endswith("tiny") else "25"]
    start = time.time()
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, timeout=GPU_TIMEOUT_S, check=False
    )
    if done.returncode != 0:
        last = done.stderr.strip().splitlines()[-1:] or ["no output"]
        raise NotMeasured(f"the VoxCPM2 start exited with {done.returncode}: {last[0]}")
    probe: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    probe["ready_s"] = float(probe["ready_at"]) - start
    return probe


def voxcpm_gpu_start(mode: str, choice: str, device: str = "cuda") -> dict[str, Any]:
    """Row 14's GPU variant: VoxCPM2 (random weights at the real architecture; the
    tiny one in a smoke run) started eager, compiled cold (an empty compile cache),
    then compiled warm (the caches the cold start left), each in a process of its own
    with the same fresh home. ``{"measured": False, "reason": ...}`` without CUDA.
    (``device``: the tests run the same starts on the CPU.)"""
    import torch

    if device == "cuda" and not torch.cuda.is_available():
        return {"measured": False, "reason": "no CUDA device"}
    model = "random:tiny" if mode == "smoke" else "random:full"
    with tempfile.TemporaryDirectory(prefix="studio-gpu-startup-") as tmp:
        folder = Path(tmp)
        home = folder / "home"
        home.mkdir()
        eager = _voxcpm_start(model, device, "off", folder / "eager-cache", home)
        if choice == "off":
            return {"measured": True, "model": model, "compile": choice, "eager": eager}
        cold = _voxcpm_start(model, device, choice, folder / "cache", home)
        warm = _voxcpm_start(model, device, choice, folder / "cache", home)
    return {
        "measured": True,
        "model": model,
        "compile": choice,
        "gpu": eager.get("gpu"),
        "eager": eager,
        "cold": cold,
        "warm": warm,
    }


def gpu_figures(gpu: dict[str, Any]) -> tuple[str, str, bool | None, str]:
    """Row 14's words for the GPU variant: (figures, target, met, verdict); met is None
    when nothing was measured or compiling was off."""
    if not gpu.get("measured"):
        return f"GPU (VoxCPM2): {gpu['reason']}, nothing measured", "", None, ""
    eager = gpu["eager"]
    said = f"GPU (VoxCPM2 {gpu['model']}): ready eager {eager['ready_s']:.1f}s"
    if "warm" not in gpu:
        return said + f" (compile {gpu['compile']})", "", None, ""
    cold, warm = gpu["cold"], gpu["warm"]

    def ms(probe: dict[str, Any]) -> str:
        first = probe.get("first_audio_s")
        return "-" if first is None else f"{first * 1000:.0f} ms"

    said += (
        f", cold {cold['ready_s']:.1f}s, warm {warm['ready_s']:.1f}s; first audio "
        f"cold {ms(cold)}, warm {ms(warm)} (eager {ms(eager)})"
    )
    if not (cold["compiled"] and warm["compiled"]):
        return said + "; NOT compiled", "", False, "GPU: the model was not compiled"
    ratio = warm["ready_s"] / eager["ready_s"]
    ratio_ok, ratio_verdict = verdict_at_most(ratio, GPU_WARM_TARGET)
    first = warm.get("first_audio_s")
    first_ok, first_verdict = (
        verdict_at_most(first, GPU_FIRST_AUDIO_TARGET_S) if first is not None else (False, "NO")
    )
    target = (
        f"GPU warm <= {GPU_WARM_TARGET:.1f}x eager, first audio <= "
        f"{GPU_FIRST_AUDIO_TARGET_S * 1000:.0f} ms"
    )
    verdict = f"GPU warm {ratio:.2f}x {ratio_verdict}; first audio {first_verdict}"
    return said, target, ratio_ok and first_ok, verdict


def startup_row(cfg: BenchConfig) -> Row:
    reps = 1 if cfg.mode == "smoke" else 3
    studio_runs: list[dict[str, float]] = []
    bare_windows: list[float] = []
    bare_models: list[float] = []
    loads: list[float] = []
    _compile_studio()
    with tempfile.TemporaryDirectory(prefix="studio-startup-") as tmp:
        folder = Path(tmp)
        config = _bare_config(cfg.model, folder)
        for rep in range(reps):
            home = folder / f"home-{rep}"
            home.mkdir()
            loads.append(os.getloadavg()[0])
            # Alternate which side goes first, so a warming disk cache favours neither.
            order = ("studio", "bare") if rep % 2 == 0 else ("bare", "studio")
            for side in order:
                if side == "studio":
                    studio_runs.append(_studio(cfg.model, cfg.threads, home))
                else:
                    start, shown = _run_json(BARE_WINDOW, [], home)
                    bare_windows.append(shown["painted_at"] - start)
                    start, loaded = _run_json(BARE_MODEL, [str(config), str(cfg.threads)], home)
                    bare_models.append(loaded["ready_at"] - start)
    window = Spread.of([r["window_s"] for r in studio_runs])
    model = Spread.of([r["model_s"] for r in studio_runs])
    bare_window = Spread.of(bare_windows)
    bare_model = Spread.of(bare_models)
    window_gap = window.median - bare_window.median
    model_ratio = model.median / bare_model.median
    rss = statistics.median(r["rss_mb"] for r in studio_runs)
    peak = statistics.median(r["peak_rss_mb"] for r in studio_runs)
    window_ok, window_verdict = verdict_at_most(window_gap, WINDOW_TARGET_S)
    model_ok, model_verdict = verdict_at_most(model_ratio, MODEL_TARGET)
    gpu = voxcpm_gpu_start(cfg.mode, bench_compile())
    gpu_said, gpu_target, gpu_ok, gpu_verdict = gpu_figures(gpu)
    return Row(
        "14. Start-up",
        f"window {window.fmt()}, model ready {model.fmt()}; idle RSS {rss:.0f} MB "
        f"(peak {peak:.0f} MB); {gpu_said}",
        f"bare window {bare_window.fmt()}; bare load_model {bare_model.fmt()}",
        f"window +{window_gap:.2f}s; model {model_ratio:.2f}x; load "
        f"{min(loads):.1f}-{max(loads):.1f}",
        f"window <= bare + {WINDOW_TARGET_S}s; model <= {MODEL_TARGET:.2f}x bare"
        + (f"; {gpu_target}" if gpu_target else ""),
        window_ok and model_ok and gpu_ok is not False,
        f"window {window_verdict}; model {model_verdict}"
        + (f"; {gpu_verdict}" if gpu_verdict else ""),
        {
            "studio": studio_runs,
            "bare_window_s": bare_windows,
            "bare_model_s": bare_models,
            "window_gap_s": window_gap,
            "model_ratio": model_ratio,
            "idle_rss_mb": rss,
            "peak_rss_mb": peak,
            "load_average": loads,
            "gpu": gpu,
        },
    )


def main(argv: list[str] | None = None) -> int:
    """Row 14's GPU variant alone, where the window cannot run (no Qt on the GPU machine)."""
    import argparse

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("--gpu", action="store_true", help="the VoxCPM2 GPU variant (required)")
    ap.add_argument("--smoke", action="store_true", help="the tiny architecture")
    ap.add_argument("--compile", choices=("auto", "on", "off"), default="auto")
    ap.add_argument("--json", type=Path, default=None, metavar="FILE")
    args = ap.parse_args(argv)
    if not args.gpu:
        ap.error("only --gpu runs alone; the whole row runs in run.py --rows 14")
    gpu = voxcpm_gpu_start("smoke" if args.smoke else "full", args.compile)
    said, target, met, verdict = gpu_figures(gpu)
    print(said)
    print(f"target: {target or '-'}; met: {met}; {verdict}")
    if args.json is not None:
        args.json.write_text(json.dumps(gpu, indent=1), encoding="utf-8")
    return 0 if gpu.get("measured") else 1


__all__ = ["COMPILE_VARIABLE", "bench_compile", "gpu_figures", "startup_row", "voxcpm_gpu_start"]

if __name__ == "__main__":
    raise SystemExit(main())
