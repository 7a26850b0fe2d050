"""The GPU rows: what ``benchmarks/gpu.sh`` measures on a lent GPU machine.

    python benchmarks/gpu_rows.py [--json FILE] [--parts steps,equal,rows,book,first]

Runs the full-size pocket-tts architecture (random weights) on CUDA, the studio
and raw pocket-tts in the same process on the same ``TTSModel``:

- ``steps``: one batched flow-LM step at 1 to 256 rows, replayed as CUDA graphs
  and run eagerly (``VOICE_STUDIO_CUDA_GRAPHS``), and one Mimi decode of the
  same rows (the decoder runs on its own thread, beside the steps).
- ``equal``: eight lines batched against each line alone, by the GPU's rule
  (``bench_common.same_audio``: 60 dB), then with deterministic kernels (no
  TF32) by the CPU's 1e-5.
- ``rows``: rows 10 and 11 (``cases_batch``) on the GPU, full mode.
- ``book``: 1,200 lines of one voice through the render service (the
  benchmark length rule: a line lasts frames in proportion to its tokens),
  at the automatic batch size and at 256: seconds, times real time, occupancy.
- ``first``: time to the first audio of one line, the studio's render service
  against upstream's ``generate_audio_stream``.

Every part is timed after a warm-up, with the device synchronised; each writes
its figures into the JSON file as soon as it ends, so a run stopped by its time
limit keeps what it measured. On a machine without CUDA it says so and exits 2;
``--smoke`` runs every part on the CPU with the smallest architecture and a few
lines (a check that the script works before device time is spent on it).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
import traceback
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
for entry in (str(HERE), str(HERE.parent)):
    if entry not in sys.path:
        sys.path.insert(0, entry)

os.environ.setdefault("VOICE_STUDIO_BENCH_DEVICE", "cuda")

import numpy as np  # noqa: E402
import torch  # noqa: E402
from bench_common import (  # noqa: E402
    MODEL_SPEC,
    SMOKE_MODEL,
    BenchConfig,
    device_facts,
    make_deterministic,
    make_workdir,
    same_audio,
    speech,
    write_reference,
)
from cases_batch import BatchCases, chapter  # noqa: E402

SIZES: tuple[int, ...] = (1, 8, 16, 32, 64, 128, 256)
BOOK_LINES = 1200
STEPS_TIMED = 20


def _sync() -> None:
    if torch.cuda.is_available():
        torch.cuda.synchronize()


def step_costs(model: Any, sizes: tuple[int, ...], graphs: bool) -> dict[str, Any]:
    """Milliseconds per flow-LM step and per Mimi decode of one latent, at each size."""
    from pocket_tts.modules.stateful_module import init_states

    from studio.engines.pocket_steps import FlowBatch, MimiStage

    flow_lm = model.flow_lm
    device = next(flow_lm.parameters()).device
    flow_ms: dict[int, float] = {}
    mimi_ms: dict[int, float] = {}
    captures: dict[int, int] = {}
    with torch.no_grad():
        for size in sizes:
            flow = FlowBatch(model, size, graphs=graphs)
            row = init_states(flow_lm, batch_size=1, sequence_length=256)
            for module_state in row.values():
                if "cache" in module_state:
                    module_state["cache"].normal_(0.0, 0.1)
                    module_state["offset"].fill_(200)
            for _ in range(size):
                flow.rows.add(row)
            flow.rows.reserve(200 + STEPS_TIMED + 8)
            inputs = torch.full((size, 1, flow_lm.ldim), float("nan"), device=device)
            noise = torch.randn((size, flow_lm.ldim), device=device)
            for _ in range(3):  # warm-up (and the capture of the graph)
                latents, _ = flow.step(inputs, noise)
                inputs = latents[:, None, :]
            _sync()
            start = time.perf_counter()
            for _ in range(STEPS_TIMED):
                latents, _ = flow.step(inputs, noise)
                inputs = latents[:, None, :]
            _sync()
            flow_ms[size] = (time.perf_counter() - start) / STEPS_TIMED * 1000
            captures[size] = flow.static.captures if flow.static is not None else 0
            mimi = MimiStage(model, size)
            ids = tuple(range(size))
            mimi.decode_now(ids, latents[:, None, :])
            _sync()
            start = time.perf_counter()
            for _ in range(5):
                mimi.decode_now(ids, latents[:, None, :])
            _sync()
            mimi_ms[size] = (time.perf_counter() - start) / 5 * 1000
    return {"graphs": graphs, "flow_ms": flow_ms, "mimi_ms": mimi_ms, "captures": captures}


def equal_part(cases: BatchCases) -> dict[str, Any]:
    """Eight lines batched (at 8) against each alone: default kernels, then deterministic."""
    texts = chapter(8)
    result: dict[str, Any] = {}
    for label in ("default", "deterministic"):
        if label == "deterministic":
            make_deterministic()
            os.environ["VOICE_STUDIO_BENCH_DETERMINISTIC"] = "1"
        _, batched = cases.studio(texts, 8)
        _, alone = cases.baseline(texts)
        same, worst, sdr = same_audio(alone, batched)
        result[label] = {"same": same, "max_abs_diff": worst, "min_sdr_db": sdr}
    os.environ.pop("VOICE_STUDIO_BENCH_DETERMINISTIC", None)
    torch.use_deterministic_algorithms(False)
    torch.backends.cudnn.allow_tf32 = True
    return result


def book_part(cases: BatchCases, sizes: tuple[int, ...]) -> dict[str, Any]:
    """1,200 lines of one voice through the render service, at each batch size."""
    texts = chapter(BOOK_LINES)
    found: dict[str, Any] = {}
    for size in sizes:
        clock, audio = cases.studio(texts, size)
        seconds = sum(len(a) for a in audio) / cases.engine.info.sample_rate
        found[str(size)] = {
            "wall_s": clock.wall,
            "audio_s": seconds,
            "times_real_time": seconds / clock.wall,
            "occupancy": clock.occupancy,
            "seconds_by_part": clock.parts,
            "gpu_memory_peak_gb": torch.cuda.max_memory_allocated() / 1e9,
        }
        print(f"book at {size}: {found[str(size)]}", file=sys.stderr, flush=True)
    return found


def first_part(cases: BatchCases) -> dict[str, Any]:
    """First audio of one line: the render service's, then upstream's stream."""
    from studio.core.text.script import ScriptLine
    from studio.engines.base import GenerationParams
    from studio.render import LineDone, LineRequest
    from studio.render.service import RenderService, render_requests

    studio_ms: list[float] = []
    upstream_ms: list[float] = []
    for rep in range(3 if SIZES[-1] < 8 else 6):
        service = RenderService(cases.renderer, {"alice": cases.voice}.get, 1)
        request = LineRequest(
            ScriptLine(1, "alice", chapter(1)[0]), GenerationParams(seed=100 + rep)
        )
        for event in render_requests(service, [request], threading.Event()):
            if isinstance(event, LineDone) and event.timings.first_audio_ms is not None:
                studio_ms.append(event.timings.first_audio_ms)
        torch.manual_seed(100 + rep)
        start = time.perf_counter()
        first: float | None = None
        # Read to the end: upstream generates on a thread of its own, which must not run
        # beside the next batch (recording a CUDA graph while another thread draws
        # random numbers is refused).
        for _chunk in cases.model.generate_audio_stream(cases.state, chapter(1)[0]):
            if first is None:
                _sync()
                first = (time.perf_counter() - start) * 1000
        assert first is not None
        upstream_ms.append(first)
    return {
        "studio_ms": studio_ms[1:],
        "upstream_ms": upstream_ms[1:],
        "studio_median_ms": statistics.median(studio_ms[1:]),
        "upstream_median_ms": statistics.median(upstream_ms[1:]),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", type=Path, default=HERE / "out" / "results-gpu.json")
    parser.add_argument("--parts", default="steps,equal,rows,book,first")
    parser.add_argument("--model", default=MODEL_SPEC)
    parser.add_argument("--smoke", action="store_true", help="on the CPU, tiny sizes")
    args = parser.parse_args()
    global SIZES, BOOK_LINES, STEPS_TIMED
    if args.smoke:
        os.environ["VOICE_STUDIO_BENCH_DEVICE"] = "cpu"
        args.model = SMOKE_MODEL
        SIZES, BOOK_LINES, STEPS_TIMED = (1, 4), 12, 2
    elif not torch.cuda.is_available():
        print("gpu_rows: no CUDA device here; run it on a GPU machine.", file=sys.stderr)
        return 2
    parts = [p.strip() for p in args.parts.split(",") if p.strip()]
    started = time.perf_counter()
    results: dict[str, Any] = {"machine": device_facts(), "model": args.model, "parts": {}}

    def save() -> None:
        results["elapsed_s"] = time.perf_counter() - started
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(results, indent=1), encoding="utf-8")

    cfg = BenchConfig.make("smoke" if args.smoke else "full", 1)
    cfg = BenchConfig(**{**cfg.to_json(), "model": args.model})
    rows = (2, 4, (2,)) if args.smoke else (10, 40, (16, 32, 64))
    workdir = make_workdir()
    voice, text = "en", "Hello there, my name is Alice and I like reading stories aloud."
    reference = write_reference(
        speech(cfg.reference_seconds, voice, text, 24000, workdir), 24000, workdir / "alice.wav"
    )
    cases = BatchCases(cfg, reference)
    cases.warm_up()
    results["auto_batch_size"] = cases.auto_size
    save()
    for part in parts:
        print(f"[{time.perf_counter() - started:6.1f}s] {part}", file=sys.stderr, flush=True)
        found: dict[str, Any]
        try:
            if part == "steps":
                found = {
                    "graphs": step_costs(cases.model, SIZES, graphs=True),
                    "eager": step_costs(cases.model, SIZES, graphs=False),
                }
            elif part == "equal":
                found = equal_part(cases)
            elif part == "rows":
                reps = 1 if args.smoke else 3
                found = {
                    "10": cases.row(10, rows[0], reps, ()).to_json(),
                    "11": cases.row(11, rows[1], reps, rows[2]).to_json(),
                }
            elif part == "book":
                found = book_part(cases, tuple(sorted({cases.auto_size, max(SIZES)})))
            elif part == "first":
                found = first_part(cases)
            else:
                found = {"error": f"unknown part {part}"}
        except Exception as exc:  # noqa: BLE001 - one part's failure is recorded, the rest go on
            found = {"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()}
        results["parts"][part] = found
        print(json.dumps({part: found}, default=str)[:3000], file=sys.stderr, flush=True)
        save()
    print(json.dumps(results, default=str))
    return 0


if __name__ == "__main__":
    np.seterr(all="ignore")
    raise SystemExit(main())
