"""VoxCPM2: per-line time with upstream's latents-only prompt cache vs the studio's KV prefix.

Three ways to render the same line, on the same model instance, with the same
seed and the same fixed number of generated frames:

- ``upstream``: ``VoxCPM2Model.generate_with_prompt_cache_streaming`` with the
  latents cache from ``build_prompt_cache`` (what upstream offers): the base
  and residual LMs prefill the whole ``[103][ref][104][text][101]`` sequence.
- ``full``: the studio engine with its KV prefix switched off. Same ops as
  upstream (the tests check it is bit-identical); it exists to time the prefill
  alone, which upstream does not expose.
- ``kv``: the studio engine with the KV prefix of the reference block: only
  the text suffix is prefilled.

Repetitions rotate the order of the three, so a colleague's process slowing
the machine for a while hits all sides alike; figures are medians with the
min-max spread. Random weights: timings, not audio, are the point.

``--compile`` compiles the model as the studio compiles real weights (auto: on a
GPU; the compile and its warm-up are part of the load), so the figures are the ones
users get; every side then runs the same compiled parts.

    python benchmarks/bench_voxcpm.py --quick
    python benchmarks/bench_voxcpm.py --sizes tiny,full --json voxcpm.json
    python benchmarks/bench_voxcpm.py --device cuda --sizes full --compile on
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import statistics
import sys
import threading
import time
from dataclasses import asdict, dataclass, field
from typing import Any

# Upstream's decode loop draws a tqdm bar per line; it would drown the table.
os.environ.setdefault("TQDM_DISABLE", "1")

import numpy as np  # noqa: E402
import torch  # noqa: E402

from studio.engines.base import GenerationParams  # noqa: E402
from studio.engines.info import CompileOptions, LoadPhase  # noqa: E402
from studio.engines.voxcpm import VoxCPMEngine, VoxCPMPromptState, load_voxcpm_engine  # noqa: E402

# The random models use a character-level tokenizer: a line costs one position
# per character, where the real VoxCPM2 tokenizer needs about one per 3-4. These
# lines are therefore short (23-26 positions with [101]), about what a 15-20 word
# sentence costs the real model, so prefix and suffix keep realistic proportions.
LINES = [
    "Please close the door.",
    "The train leaves at six.",
    "Thank you all for coming.",
]
# Bytes of RAM the full-size model needs on the CPU in float32 (measured peak RSS ~11.1 GB).
FULL_CPU_BYTES = 13 * 1024**3


@dataclass
class Spread:
    median: float
    low: float
    high: float

    @classmethod
    def of(cls, values: list[float]) -> Spread:
        return cls(statistics.median(values), min(values), max(values))

    def fmt(self, unit: float = 1.0, digits: int = 3) -> str:
        return (
            f"{self.median * unit:.{digits}f} "
            f"[{self.low * unit:.{digits}f}-{self.high * unit:.{digits}f}]"
        )


@dataclass
class SizeResult:
    size: str
    device: str
    dtype: str
    compiled: bool
    load_s: float
    ref_seconds: float
    prefix_len: int
    suffix_len: int
    frames: int
    reps: int
    latents_build_s: float
    kv_prefix_build_s: float
    upstream_line_s: Spread
    kv_line_s: Spread
    full_line_s: Spread
    line_speedup: Spread
    line_speedup_cpu: Spread
    full_prefill_s: Spread
    kv_prefill_s: Spread
    prefill_saved_s: Spread
    per_rep: list[dict[str, float]] = field(default_factory=list)


def voice(seconds: float, rate: int = 48000) -> np.ndarray:
    """A voice-like 48 kHz signal (harmonics with vibrato and noise)."""
    t = np.arange(int(seconds * rate)) / rate
    phase = 2 * np.pi * np.cumsum(140 * (1 + 0.03 * np.sin(2 * np.pi * 5 * t))) / rate
    sig = sum(0.2 / k * np.sin(k * phase) for k in range(1, 6))
    noise = np.random.default_rng(0).standard_normal(t.size)
    return np.asarray(sig + 0.02 * noise, dtype=np.float32)


def _sync(engine: VoxCPMEngine) -> None:
    if engine.info.device.startswith("cuda"):
        torch.cuda.synchronize()


def time_upstream(
    engine: VoxCPMEngine, state: VoxCPMPromptState, text: str, seed: int, frames: int
) -> tuple[float, float]:
    """Wall and process-CPU seconds of one line through upstream's latents-only cache."""
    model = engine.tts_model
    torch.manual_seed(seed)
    _sync(engine)
    cpu, start = time.process_time(), time.perf_counter()
    gen = model.generate_with_prompt_cache_streaming(
        target_text=text, prompt_cache=state.upstream_cache(), min_len=frames, max_len=frames
    )
    n = sum(1 for _ in gen)
    _sync(engine)
    wall = time.perf_counter() - start
    assert n == frames, (n, frames)
    return wall, time.process_time() - cpu


def time_engine(
    engine: VoxCPMEngine,
    state: VoxCPMPromptState,
    text: str,
    seed: int,
    frames: int,
    use_prefix: bool,
) -> tuple[float, float, float]:
    """Wall and CPU seconds of one line through the studio engine, and its prefill seconds."""
    _sync(engine)
    cpu, start = time.process_time(), time.perf_counter()
    chunks = engine.generate_frames(
        state,
        text,
        GenerationParams(seed=seed),
        threading.Event(),
        use_prefix=use_prefix,
        min_frames=frames,
        max_frames=frames,
    )
    n = sum(1 for _ in chunks)
    _sync(engine)
    wall = time.perf_counter() - start
    assert n == frames, (n, frames)
    return wall, time.process_time() - cpu, engine.last_line.prefill_s


def time_prefills(
    engine: VoxCPMEngine, state: VoxCPMPromptState, reps: int
) -> tuple[list[float], list[float]]:
    """Prefill alone (no frames), full prompt and KV prefix alternating: the saving, isolated."""
    full: list[float] = []
    kv: list[float] = []
    for rep in range(reps):
        text = LINES[rep % len(LINES)]
        for use_prefix in (rep % 2 == 0, rep % 2 == 1):
            # max_frames=0: the prefill runs, the frame loop does not.
            chunks = engine.generate_frames(
                state,
                text,
                GenerationParams(seed=0),
                threading.Event(),
                use_prefix=use_prefix,
                max_frames=0,
            )
            assert sum(1 for _ in chunks) == 0
            (kv if use_prefix else full).append(engine.last_line.prefill_s)
    return full, kv


def run_size(
    size: str,
    device: str,
    frames: int,
    reps: int,
    prefill_reps: int,
    ref_seconds: float,
    compile_choice: str = "auto",
) -> SizeResult:
    def heard(phase: LoadPhase) -> None:
        print(f"[{size}] {phase}", file=sys.stderr, flush=True)

    t0 = time.perf_counter()
    engine = load_voxcpm_engine(
        f"random:{size}", device, compile=CompileOptions(compile_choice, on_phase=heard)
    )
    load_s = time.perf_counter() - t0
    compiled = " and compiled" if engine.info.compiled else ""
    print(f"[{size}] model built{compiled} in {load_s:.1f} s", file=sys.stderr, flush=True)
    state = engine.build_prompt_state(voice(ref_seconds), None)
    assert state.prefix is not None
    # Warm-up: first calls allocate kernels and caches; not part of any figure.
    time_engine(engine, state, LINES[0], 0, 1, True)
    time_upstream(engine, state, LINES[0], 0, 1)

    rows: list[dict[str, float]] = []
    sides = ["upstream", "full", "kv"]
    prefix_len = suffix_len = 0
    for rep in range(reps):
        text = LINES[rep % len(LINES)]
        seed = 1000 + rep
        row: dict[str, float] = {}
        for side in sides[rep % 3 :] + sides[: rep % 3]:
            if side == "upstream":
                row["upstream_line_s"], row["upstream_line_cpu_s"] = time_upstream(
                    engine, state, text, seed, frames
                )
            elif side == "full":
                row["full_line_s"], row["full_line_cpu_s"], row["full_prefill_s"] = time_engine(
                    engine, state, text, seed, frames, False
                )
            else:
                row["kv_line_s"], row["kv_line_cpu_s"], row["kv_prefill_s"] = time_engine(
                    engine, state, text, seed, frames, True
                )
                prefix_len, suffix_len = engine.last_line.prefix_len, engine.last_line.suffix_len
        row["line_speedup"] = row["upstream_line_s"] / row["kv_line_s"]
        row["line_speedup_cpu"] = row["upstream_line_cpu_s"] / row["kv_line_cpu_s"]
        rows.append(row)
        print(
            f"[{size}] line rep {rep + 1}/{reps}: "
            + ", ".join(f"{k}={v:.4f}" for k, v in row.items()),
            file=sys.stderr,
            flush=True,
        )
    full, kv = time_prefills(engine, state, prefill_reps)
    full += [r["full_prefill_s"] for r in rows]
    kv += [r["kv_prefill_s"] for r in rows]
    print(f"[{size}] prefill full={full} kv={kv}", file=sys.stderr, flush=True)

    def col(name: str) -> Spread:
        return Spread.of([r[name] for r in rows])

    return SizeResult(
        size=size,
        device=engine.info.device,
        dtype=engine.info.dtype,
        compiled=engine.info.compiled,
        load_s=load_s,
        ref_seconds=ref_seconds,
        prefix_len=prefix_len,
        suffix_len=suffix_len,
        frames=frames,
        reps=reps,
        latents_build_s=state.build_seconds.get("latents_s", float("nan")),
        kv_prefix_build_s=state.build_seconds.get("kv_prefix_s", float("nan")),
        upstream_line_s=col("upstream_line_s"),
        kv_line_s=col("kv_line_s"),
        full_line_s=col("full_line_s"),
        line_speedup=col("line_speedup"),
        line_speedup_cpu=col("line_speedup_cpu"),
        full_prefill_s=Spread.of(full),
        kv_prefill_s=Spread.of(kv),
        # Medians of each side, not of pairs: the two prefills of a pair run at
        # different moments, and a busy machine makes pairwise differences noisy.
        prefill_saved_s=Spread(
            statistics.median(full) - statistics.median(kv),
            min(full) - max(kv),
            max(full) - min(kv),
        ),
        per_rep=rows,
    )


def total_ram() -> int:
    try:
        return int(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES"))
    except (ValueError, OSError):
        return 0


def print_table(results: list[SizeResult]) -> None:
    head = (
        f"{'size':<5} {'device':<6} {'prefix+suffix':>13} {'frames':>6} "
        f"{'upstream line s':>22} {'kv-prefix line s':>22} {'speedup':>20} {'speedup cpu':>20} "
        f"{'full prefill ms':>24} {'kv prefill ms':>24} {'saved/line ms':>24}"
    )
    print(head)
    print("-" * len(head))
    for r in results:
        print(
            f"{r.size:<5} {r.device:<6} {f'{r.prefix_len}+{r.suffix_len}':>13} {r.frames:>6} "
            f"{r.upstream_line_s.fmt():>22} {r.kv_line_s.fmt():>22} "
            f"{r.line_speedup.fmt():>20} {r.line_speedup_cpu.fmt():>20} "
            f"{r.full_prefill_s.fmt(1000, 1):>24} {r.kv_prefill_s.fmt(1000, 1):>24} "
            f"{r.prefill_saved_s.fmt(1000, 1):>24}"
        )
    print(
        "median [min-max]; speedup = upstream / kv-prefix per line (cpu: process CPU time, "
        "steadier when other processes share the cores); prefix = [103][reference][104] "
        "positions, suffix = text + [101]; saved = median full - median kv prefill"
    )
    for r in results:
        print(
            f"{r.size}: {r.dtype}, {'compiled' if r.compiled else 'eager'} (loaded in "
            f"{r.load_s:.1f} s), one-time per voice: latents {r.latents_build_s:.3f} s, "
            f"KV prefix {r.kv_prefix_build_s:.3f} s ({r.ref_seconds:g} s reference, "
            f"{r.reps} line reps)"
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--quick", action="store_true", help="tiny model only, few repetitions")
    ap.add_argument(
        "--sizes", help="comma-separated: tiny, full (default: tiny,full; --quick: tiny)"
    )
    ap.add_argument("--device", default="cpu", help="cpu, cuda or auto")
    ap.add_argument(
        "--compile",
        choices=("auto", "on", "off"),
        default="auto",
        help="compile the model as the studio does (auto: on a GPU, never on the CPU)",
    )
    ap.add_argument("--frames", type=int, help="generated frames per line (tiny: 20/8, full: 2)")
    ap.add_argument("--reps", type=int, help="line repetitions per size (tiny: 9/3, full: 3)")
    ap.add_argument(
        "--prefill-reps", type=int, help="extra prefill-only repetitions (tiny: 40/10, full: 2)"
    )
    ap.add_argument("--ref-seconds", type=float, default=5.0, help="reference length (default 5)")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    args = ap.parse_args(argv)

    sizes = (args.sizes or ("tiny" if args.quick else "tiny,full")).split(",")
    results: list[SizeResult] = []
    skipped: dict[str, str] = {}
    for size in sizes:
        if size == "full" and args.device == "cpu" and total_ram() < FULL_CPU_BYTES:
            skipped[size] = (
                f"needs ~13 GB RAM on the CPU, this machine has {total_ram() / 1024**3:.1f} GB"
            )
            print(f"[full] skipped: {skipped[size]}", file=sys.stderr)
            continue
        if size == "tiny":
            frames = args.frames or (8 if args.quick else 20)
            reps = args.reps or (3 if args.quick else 9)
            prefill_reps = args.prefill_reps or (10 if args.quick else 40)
        else:
            frames = args.frames or 2
            reps = args.reps or 3
            prefill_reps = args.prefill_reps if args.prefill_reps is not None else 2
        results.append(
            run_size(size, args.device, frames, reps, prefill_reps, args.ref_seconds, args.compile)
        )
        # Free the model before the next size (the full one is ~11 GB).
        gc.collect()
        if torch.cuda.is_available():
            torch.cuda.empty_cache()

    print_table(results)
    if args.json:
        from importlib.metadata import version

        payload: dict[str, Any] = {
            "bench": "voxcpm_kv_prefix",
            "environment": {
                "torch": torch.__version__,
                "voxcpm": version("voxcpm"),
                "compile": args.compile,
                "gpu": torch.cuda.get_device_name(0) if torch.cuda.is_available() else None,
                "threads": torch.get_num_threads(),
                "cpu_count": os.cpu_count(),
                "machine": platform.machine(),
                "load_average": os.getloadavg(),
            },
            "results": [asdict(r) for r in results],
            "skipped": skipped,
        }
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(payload, fh, indent=2)
        print(f"wrote {args.json}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
