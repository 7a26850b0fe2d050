"""One start of VoxCPM2 as the studio starts it, for row 14's GPU variant (no Qt).

    python benchmarks/voxcpm_start_probe.py --model random:full --device cuda \\
        --compile on --cache-dir DIR

Loads the engine through the studio's own loader (random weights at the real
architecture, compiled as ``--compile`` says, torch's compile caches in
``DIR/compiled``), then builds a voice and renders one line of fixed length. Prints
one JSON line: ``ready_at`` (wall clock when the model was ready, to compare with the
moment the parent started this process), whether it was compiled, the compile's
phases as the loader said them, the voice's build time, and the line's time to its
first audio and to its end. The parent (``cases_startup``) times everything from
just before it starts this process, so Python's start and the imports count.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

# Upstream's decode loop draws a tqdm bar per line.
os.environ.setdefault("TQDM_DISABLE", "1")

LINE = "The train leaves at six, so please be on time."


def voice(seconds: float, rate: int) -> Any:
    """A voice-like signal: harmonics with vibrato and a little noise."""
    import numpy as np

    t = np.arange(int(seconds * rate)) / rate
    phase = 2 * np.pi * np.cumsum(140 * (1 + 0.03 * np.sin(2 * np.pi * 5 * t))) / rate
    sig = sum(0.2 / k * np.sin(k * phase) for k in range(1, 6))
    noise = np.random.default_rng(0).standard_normal(t.size)
    return np.asarray(sig + 0.02 * noise, dtype=np.float32)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", default="random:full")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--compile", choices=("auto", "on", "off"), default="auto")
    ap.add_argument("--cache-dir", type=Path, required=True, help="the prompt cache's folder")
    ap.add_argument("--frames", type=int, default=25, help="frames of the line (25: 1 s)")
    args = ap.parse_args(argv)

    import torch

    from studio.engines import load_engine
    from studio.engines.info import CompileOptions, GenerationParams, LoadPhase
    from studio.engines.voxcpm import VoxCPMEngine

    phases: list[dict[str, Any]] = []

    def heard(phase: LoadPhase) -> None:
        phases.append({"phase": phase.phase, "at": time.time(), **_fields(phase)})
        print(f"[probe] {phase}", file=sys.stderr, flush=True)

    options = CompileOptions(args.compile, args.cache_dir, heard)
    engine = load_engine("voxcpm", args.model, args.device, compile=options)
    assert isinstance(engine, VoxCPMEngine)
    cuda = engine.info.device.startswith("cuda")
    if cuda:
        torch.cuda.synchronize()
    ready_at = time.time()
    start = time.perf_counter()
    state = engine.build_prompt_state(voice(5.0, engine.info.sample_rate), None)
    voice_s = time.perf_counter() - start
    chunks = engine.generate_frames(
        state,
        LINE,
        GenerationParams(seed=1),
        threading.Event(),
        min_frames=args.frames,
        max_frames=args.frames,
    )
    start = time.perf_counter()
    first: float | None = None
    samples = 0
    for chunk in chunks:
        if first is None:
            first = time.perf_counter() - start
        samples += len(chunk)
    if cuda:
        torch.cuda.synchronize()
    line_s = time.perf_counter() - start
    audio_s = samples / engine.info.sample_rate
    report = {
        "ready_at": ready_at,
        "compiled": engine.info.compiled,
        "device": engine.info.device,
        "gpu": torch.cuda.get_device_name(0) if cuda else None,
        "phases": phases,
        "voice_s": voice_s,
        "first_audio_s": first,
        "line_s": line_s,
        "audio_s": audio_s,
        "rtf": line_s / audio_s if audio_s else None,
    }
    print(json.dumps(report))
    return 0


def _fields(phase: Any) -> dict[str, Any]:
    return {
        "seconds": phase.seconds,
        "reused": phase.reused,
        "built": phase.built,
        "problem": phase.problem,
    }


if __name__ == "__main__":
    raise SystemExit(main())
