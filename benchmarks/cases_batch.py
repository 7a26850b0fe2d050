"""Rows 10 and 11: a chapter of one voice (10, then 40 lines), batched studio against
raw pocket-tts line by line.

Studio: the render service every program renders through (``RenderService``,
continuous batching: a line joins the batch as soon as a place is free), the
voice's state in the memory tier as after its first line, at the automatic
batch size, then at a few fixed sizes to find the best; with the batches' mean
occupancy (rows decoding / places, over the steps). Beside it, the cost of one
batched step at 1, 8, 16 and 32 rows on this machine, and the speed-up those
costs allow (rows per second against one row): the ceiling batching can reach.

Baseline: what a pocket-tts user does with a state in hand,
``torch.manual_seed`` then ``generate_audio`` for each line. Both sides run
on the same ``TTSModel``, with the same seed per line, and every line's audio
is compared (max abs difference): the two sides must do the same work.

Lines differ in length as a chapter's do: half a sentence, a sentence, a
sentence and a half (each one chunk for pocket-tts, as such lines are with
the real tokenizer; the tests cover lines split into chunks). Random weights
end speech at random, so end of speech is off and each line lasts a number of
frames proportional to its tokens (``--quick``: 10 frames for a typical
sentence, full: 25), on both sides alike. A whole batch cannot be interleaved with the baseline line
by line: the two sides alternate by repetition (which goes first alternates
too), and the table gives the median ratio with its min..max over repetitions.
A burst of other work during one side still skews a repetition, so the CPU
time of this process (both sides run two threads: the flow LM and the Mimi
decoder) is reported beside the wall time, with the load average.
"""

from __future__ import annotations

import os
import statistics
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import torch
from bench_common import (
    LINE_TEXTS,
    BenchConfig,
    Row,
    Spread,
    device_facts,
    load_engine,
    same_audio,
    verdict_at_least,
)

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.base import GenerationParams
from studio.engines.batch_size import measure_pocket_steps
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.service import RenderService, render_requests

SEED = 4321
# Times faster than line by line, on the 2-core build machine (issue 21).
TARGETS = {10: 2.5, 11: 3.2}
TYPICAL_TOKENS = 35  # tokens of a typical LINE_TEXTS sentence with the local tokenizer


def _half(text: str) -> str:
    words = text.rstrip(".?!").split()
    return " ".join(words[: max(2, len(words) // 2)]) + "."


def chapter(n: int) -> list[str]:
    """``n`` lines: a sentence, half a sentence, a sentence and a half, a sentence, in turn."""
    lines: list[str] = []
    for i in range(n):
        text = LINE_TEXTS[i % len(LINE_TEXTS)]
        kind = i % 4
        if kind == 1:
            text = _half(text)
        elif kind == 2:
            text = f"{text} {_half(LINE_TEXTS[(i + 3) % len(LINE_TEXTS)])}"
        lines.append(text)
    return lines


def fix_lengths(model: Any, frames: int) -> None:
    """End of speech off; a chunk of ``t`` tokens lasts ``frames * t / TYPICAL_TOKENS`` frames."""
    model.eos_threshold = 1e9
    model._estimate_max_gen_len = lambda tokens: max(4, round(frames * tokens / TYPICAL_TOKENS))


class BatchCases:
    def __init__(self, cfg: BenchConfig, reference: Path) -> None:
        self.cfg = cfg
        self.engine = load_engine(cfg.threads, cfg.model)
        self.model = self.engine.model
        fix_lengths(self.model, cfg.frames)
        self.voice = Voice("alice", load_reference(reference, self.engine.info.sample_rate))
        self.renderer = Renderer(self.engine, PromptCache(MemoryTier(256 * 2**20)))
        _, self.lookup = self.renderer.resolve_voice(self.voice)  # the miss, before any timing
        self.state = self.engine.build_prompt_state(self.voice.reference.samples, None)
        self.auto_size = self.engine.auto_batch_size()

    def studio(self, texts: list[str], size: int) -> tuple[Clock, list[np.ndarray]]:
        requests = [
            LineRequest(ScriptLine(i + 1, "alice", text), GenerationParams(seed=SEED + i))
            for i, text in enumerate(texts)
        ]
        audio: dict[int, np.ndarray] = {}
        service = RenderService(self.renderer, {"alice": self.voice}.get, size)
        clock = Clock()
        for event in render_requests(service, requests, threading.Event()):
            if isinstance(event, LineFailed):
                raise RuntimeError(f"line {event.index} failed: {event.message}")
            if isinstance(event, LineDone):
                assert event.lookup.outcome == "memory"
                audio[event.index] = event.audio
        clock.stop()
        clock.occupancy = service.stats.occupancy or 0.0
        clock.parts = dict(service.stats.seconds)
        return clock, [audio[i + 1] for i in range(len(texts))]

    def step_costs(self, sizes: tuple[int, ...] = (1, 8, 16, 32)) -> dict[int, float]:
        """Seconds per batched step at each size (flow LM and decoder), on this machine."""
        return measure_pocket_steps(self.model, sizes)

    def baseline(self, texts: list[str]) -> tuple[Clock, list[np.ndarray]]:
        audio: list[np.ndarray] = []
        clock = Clock()
        for i, text in enumerate(texts):
            torch.manual_seed(SEED + i)
            out = self.model.generate_audio(self.state, text)
            audio.append(np.asarray(out.detach().to("cpu", torch.float32).numpy()))
        if torch.cuda.is_available():
            torch.cuda.synchronize()
        return clock.stop(), audio

    def warm_up(self) -> None:
        texts = chapter(2)
        self.studio(texts, 2)
        self.baseline(texts[:1])

    def row(self, number: int, n: int, reps: int, sizes: tuple[int, ...]) -> Row:
        texts = chapter(n)
        studio_s: list[float] = []
        base_s: list[float] = []
        ratios: list[float] = []
        cpu_ratios: list[float] = []
        loads: list[float] = []
        diffs: list[tuple[bool, float, float]] = []
        occupancy: list[float] = []
        audio_s = 0.0
        for rep in range(reps):
            result: dict[str, Any] = {}
            order = ("studio", "baseline") if rep % 2 == 0 else ("baseline", "studio")
            for side in order:
                if side == "studio":
                    result["studio"] = self.studio(texts, self.auto_size)
                else:
                    result["baseline"] = self.baseline(texts)
            (s, a), (b, base_audio) = result["studio"], result["baseline"]
            studio_s.append(s.wall)
            occupancy.append(s.occupancy)
            base_s.append(b.wall)
            ratios.append(b.wall / s.wall)
            cpu_ratios.append(b.cpu / s.cpu)
            loads += [s.load, b.load]
            diffs.append(same_audio(base_audio, a))
            audio_s = sum(len(x) for x in base_audio) / self.engine.info.sample_rate
        sweep: dict[int, float] = {}
        for size in sizes:
            clock, sweep_audio = self.studio(texts, size)
            sweep[size] = clock.wall
            diffs.append(same_audio(result["baseline"][1], sweep_audio))
        best = min(sweep, key=lambda size: sweep[size]) if sweep else self.auto_size
        speedup = Spread.of(ratios)
        cpu = Spread.of(cpu_ratios)
        same = all(ok for ok, _, _ in diffs)
        worst = max(diff for _, diff, _ in diffs)
        lowest = min(sdr for _, _, sdr in diffs)
        target = TARGETS[number]
        met, verdict = verdict_at_least(speedup.median, target)
        # The automatic size should be within 10% of the best size of the sweep.
        auto_s = sweep.get(self.auto_size, statistics.median(studio_s))
        auto_gap = auto_s / sweep[best] - 1.0 if sweep else 0.0
        if sweep and auto_gap > 0.10:
            met, verdict = False, f"NO: auto size {auto_gap:.0%} slower than the best"
        if not same:
            met, verdict = False, "NO: the audio differs"
        sweep_text = ", ".join(f"{size}: {sec:.1f}s" for size, sec in sweep.items())
        costs = self.step_costs() if number == 11 else {}
        ceiling = {size: size * costs[1] / cost for size, cost in costs.items()} if costs else {}
        cost_text = (
            "; step ms "
            + ", ".join(f"{b}: {c * 1000:.0f}" for b, c in costs.items())
            + " (allow "
            + ", ".join(f"{b}: {x:.1f}x" for b, x in ceiling.items())
            + ")"
            if costs
            else ""
        )
        return Row(
            f"{number}. {n} lines, one voice, batched",
            f"{Spread.of(studio_s).fmt()} at batch {self.auto_size} (auto), occupancy "
            f"{statistics.median(occupancy):.2f}; sweep {sweep_text}; best {best} "
            f"(auto {auto_gap:+.0%}){cost_text}",
            f"{Spread.of(base_s).fmt()} line by line",
            f"{speedup.fmt('x', 2)} faster (CPU time {cpu.median:.2f}x); same audio: "
            f"{'yes' if same else 'NO'} (max diff {worst:.1e}, {lowest:.0f} dB); "
            f"{audio_s:.0f} s of audio; "
            f"load {min(loads):.1f}-{max(loads):.1f}",
            f">= {target}x, same audio, auto size within 10% of best",
            met,
            verdict,
            {
                "lines": n,
                "audio_seconds": audio_s,
                "auto_batch_size": self.auto_size,
                "studio_s_per_rep": studio_s,
                "baseline_s_per_rep": base_s,
                "speedup_per_rep": ratios,
                "speedup": speedup.to_json(),
                "cpu_time_speedup_per_rep": cpu_ratios,
                "load_average_per_side": loads,
                "sweep_s": sweep,
                "best_batch_size": best,
                "auto_vs_best": auto_gap,
                "occupancy_per_rep": occupancy,
                "step_seconds": costs,
                "speedup_allowed_by_step_cost": ceiling,
                "max_abs_audio_diff": worst,
                "min_signal_to_difference_db": lowest,
                "device": device_facts(),
                "median_speedup": statistics.median(ratios),
            },
        )


class Clock:
    """Wall time, this process's CPU time (every thread) and the load average of one side."""

    def __init__(self) -> None:
        self._wall = time.perf_counter()
        self._cpu = time.process_time()
        self.wall = self.cpu = self.load = 0.0
        self.occupancy = 0.0  # the studio side's batches: rows decoding / places
        self.parts: dict[str, float] = {}  # seconds in each part of the batch loop

    def stop(self) -> Clock:
        self.wall = time.perf_counter() - self._wall
        self.cpu = time.process_time() - self._cpu
        self.load = os.getloadavg()[0]
        return self


# Lines per chapter of rows 10 and 11.
ROW_LINES = {10: 10, 11: 40}


def batch_row(bench: Any, number: int) -> Row:
    """Row 10 (10 lines) or 11 (40 lines, with a sweep of fixed batch sizes).

    The engine and references are shared by the two rows (kept on ``bench``).
    """
    cfg: BenchConfig = bench.cfg
    cases: BatchCases | None = bench.batch_cases
    if cases is None:
        cases = BatchCases(cfg, bench.long_refs["alice"])
        cases.warm_up()
        bench.batch_cases = cases
    reps = 1 if cfg.quick else 3
    sizes: tuple[int, ...] = ()
    if number == 11:
        sizes = (4, 8, 16, 24) if cfg.quick else (4, 8, 12, 16, 24, 32)
    return cases.row(number, ROW_LINES[number], reps, sizes)


__all__ = ["ROW_LINES", "batch_row", "chapter"]
