"""Row 6: resident memory over a long render with a 256 MB memory tier.

Runs in its own process (``run.py`` starts it) so the RSS it reads is the
studio's alone: the model, the cached states and whatever the render keeps.
The studio side renders through the render service one line at a time
(``render_requests`` with a batch of one), the lines in their order.
The consumer drops each line's audio as a CLI writing files would, so any
growth is the studio's. ``--side upstream`` runs the same lines through raw
pocket-tts (states built once, ``generate_audio`` per line) for comparison:
growth both sides show comes from pocket-tts, torch or the allocator.
Prints one JSON object on its last stdout line.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from pathlib import Path

import numpy as np
import torch
from bench_common import LINE_TEXTS, MODES, BenchConfig, fix_frames, load_engine, rss_bytes

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.base import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.service import RenderService, render_requests

MEMORY_BUDGET = 256 * 1024 * 1024


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--side", choices=("studio", "upstream"), default="studio")
    parser.add_argument("refs", nargs="+", type=Path, help="reference WAVs, one per voice")
    args = parser.parse_args()
    cfg = BenchConfig.make(args.mode, args.threads)

    rss_start = rss_bytes()
    engine = load_engine(cfg.threads, cfg.model)
    fix_frames(engine.model, cfg.frames)
    rate = engine.info.sample_rate
    params_max = cfg.max_seconds(engine.model.config.mimi.frame_rate)
    params = GenerationParams(seed=1234, max_seconds=params_max)
    voices = {p.stem: Voice(p.stem, load_reference(p, rate)) for p in args.refs}
    names = sorted(voices)
    lines = [
        ScriptLine(i + 1, names[i % len(names)], LINE_TEXTS[i % len(LINE_TEXTS)])
        for i in range(cfg.memory_lines)
    ]
    cache = PromptCache(MemoryTier(MEMORY_BUDGET))
    rss_loaded = rss_bytes()
    samples: list[int] = []
    tier_peak = 0
    if args.side == "studio":
        service = RenderService(Renderer(engine, cache), voices.get, batch_size=1)
        requests = [LineRequest(line, params) for line in lines]
        for event in render_requests(service, requests, threading.Event()):
            if isinstance(event, LineFailed):
                raise SystemExit(f"line {event.index} failed: {event.message}")
            if isinstance(event, LineDone):
                samples.append(rss_bytes())
                tier_peak = max(tier_peak, cache.memory.nbytes)
    else:
        model = engine.model
        states: dict[str, object] = {}
        for line in lines:
            if line.voice not in states:
                audio = torch.from_numpy(voices[line.voice].reference.samples)[None, :]
                states[line.voice] = model.get_state_for_audio_prompt(audio)
            torch.manual_seed(params.seed)
            model.generate_audio(states[line.voice], line.text)
            samples.append(rss_bytes())

    # Warm-up: the first pass over every voice (cache misses) plus the allocator settling.
    # A smoke run has too few lines for that; it keeps two points, enough to fit a line.
    warmup = min(max(10, len(samples) // 5), max(0, len(samples) - 2))
    y = np.array(samples[warmup:], dtype=np.float64) / 1e6
    x = np.arange(warmup, len(samples), dtype=np.float64)
    slope_per_line = float(np.polyfit(x, y, 1)[0])
    report = {
        "side": args.side,
        "lines": len(samples),
        "voices": len(voices),
        "warmup_lines": warmup,
        "rss_start_mb": rss_start / 1e6,
        "rss_after_load_mb": rss_loaded / 1e6,
        "rss_after_warmup_mb": samples[warmup] / 1e6,
        "rss_end_mb": samples[-1] / 1e6,
        "rss_max_mb": max(samples) / 1e6,
        "slope_mb_per_100_lines": slope_per_line * 100,
        "growth_after_warmup_mb": (samples[-1] - samples[warmup]) / 1e6,
        # RSS tends to move in steps (allocator arenas, mmap thresholds), not ramps.
        "steps_over_1mb_after_warmup": [
            {"line": i + 1, "mb": (samples[i] - samples[i - 1]) / 1e6}
            for i in range(warmup + 1, len(samples))
            if samples[i] - samples[i - 1] > 1_000_000
        ],
        "tier_bytes": cache.memory.nbytes,
        "tier_peak_bytes": tier_peak,
        "tier_budget_bytes": MEMORY_BUDGET,
        "tier_entries": len(cache.memory),
        "rss_per_line_mb": [s / 1e6 for s in samples],
        "hits": cache.stats.memory_hits,
        "misses": cache.stats.misses,
    }
    sys.stdout.write(json.dumps(report) + "\n")


if __name__ == "__main__":
    main()
