"""Rows 1-5: the studio (Renderer + PromptCache) against raw pocket-tts, in one process.

Both sides share one ``TTSModel`` (the studio engine's), the same thread
count, the same fixed number of frames per line and the same seed before
each line. Studio and baseline work alternate line by line (rows 1 and 3
step the studio's render one line at a time: ``render_requests`` through a
``RenderService`` with a batch of one, each line alone and in order), and
which side goes first alternates too, so a colleague's process slowing the
machine for a while hits both sides alike; figures are medians of
per-repetition ratios.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import torch
from bench_common import (
    LINE_TEXTS,
    BenchConfig,
    Row,
    Spread,
    Stopwatch,
    seed_line,
    verdict_at_least,
    verdict_at_most,
)

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.base import GenerationParams
from studio.render import (
    AudioChunk,
    LineDone,
    LineFailed,
    LineRequest,
    Renderer,
    RenderEvent,
    Voice,
)
from studio.render.checks import LineChecked
from studio.render.service import RenderService, render_requests

SEED = 1234
MEMORY_BUDGET = 256 * 1024 * 1024
DISK_BUDGET = 1024 * 1024 * 1024


def _alternate(rep: int, studio: Callable[[], None], baseline: Callable[[], None]) -> None:
    """Run both sides, studio first on even repetitions and baseline first on odd ones."""
    for side in (studio, baseline) if rep % 2 == 0 else (baseline, studio):
        side()


def _collect(events: Any) -> list[LineDone]:
    done: list[LineDone] = []
    for event in events:
        if isinstance(event, LineFailed):
            raise RuntimeError(f"line {event.index} failed: {event.message}")
        if isinstance(event, LineDone):
            done.append(event)
    return done


class _LineStepper:
    """Advances a studio render one line at a time, timing only its own work.

    Rows 1 and 3 alternate single lines of the studio and the baseline, so a
    burst of load from another process lands on both sides instead of on
    whichever side happened to be running a whole repetition. The render is
    paused after a LineDone, when the engine's threads have finished.
    """

    def __init__(self, events: Iterator[RenderEvent | LineChecked]) -> None:
        self._events = events
        self.seconds = 0.0
        self.done: list[LineDone] = []

    def step(self) -> None:
        start = time.perf_counter()
        for event in self._events:
            if isinstance(event, LineFailed):
                raise RuntimeError(f"line {event.index} failed: {event.message}")
            if isinstance(event, LineDone):
                self.done.append(event)
                break
        self.seconds += time.perf_counter() - start


def _one_at_a_time(
    renderer: Renderer, lines: list[ScriptLine], voices: dict[str, Voice], params: GenerationParams
) -> Iterator[RenderEvent | LineChecked]:
    """The lines through the render service, each alone and in order (a batch of one)."""
    service = RenderService(renderer, voices.get, batch_size=1)
    requests = [LineRequest(line, params) for line in lines]
    return render_requests(service, requests, threading.Event())


def _fresh_cache(directory: Path | None) -> PromptCache:
    disk = DiskTier(directory, DISK_BUDGET) if directory is not None else None
    return PromptCache(MemoryTier(MEMORY_BUDGET), disk)


class PocketCases:
    """Holds the shared engine, references and parameters for rows 1-5."""

    def __init__(
        self,
        engine: Any,
        cfg: BenchConfig,
        ref_paths: dict[str, Path],
        short_ref_paths: dict[str, Path],
        workdir: Path,
    ) -> None:
        self.engine = engine
        self.model = engine.model
        self.cfg = cfg
        self.ref_paths = ref_paths
        self.short_ref_paths = short_ref_paths
        self.workdir = workdir
        self.params = GenerationParams(
            seed=SEED, max_seconds=cfg.max_seconds(self.model.config.mimi.frame_rate)
        )
        self.voice = Voice("alice", load_reference(ref_paths["alice"], engine.info.sample_rate))

    # -- helpers -------------------------------------------------------------------------------

    def _upstream_line(self, state: Any, text: str) -> np.ndarray:
        seed_line(SEED)
        audio = self.model.generate_audio(state, text)
        return np.asarray(audio.detach().to("cpu", torch.float32).numpy())

    def warm_up(self) -> None:
        """One line per side, so first-call effects (allocations, lazy init) hit neither row."""
        state = self.engine.build_prompt_state(self.voice.reference.samples, None)
        self._upstream_line(state, LINE_TEXTS[0])
        renderer = Renderer(self.engine, _fresh_cache(None))
        _collect(
            renderer.render_line(
                ScriptLine(1, "alice", LINE_TEXTS[0]), self.voice, self.params, threading.Event()
            )
        )

    # -- row 1 ---------------------------------------------------------------------------------

    def ten_lines(self) -> Row:
        path = self.ref_paths["alice"]
        rate = self.engine.info.sample_rate
        texts = [LINE_TEXTS[i % len(LINE_TEXTS)] for i in range(self.cfg.ten_lines)]
        n = len(texts)
        lines = [ScriptLine(i + 1, "alice", text) for i, text in enumerate(texts)]
        studio_s: list[float] = []
        base_s: list[float] = []
        ratios: list[float] = []
        theories: list[float] = []
        outcomes: list[list[str]] = []
        for rep in range(self.cfg.reps_ten_lines):
            cache = _fresh_cache(self.workdir / f"ten-lines-{rep}")
            with Stopwatch() as sw:
                # A studio user starts from the file too: reading it is on the clock.
                voice = Voice("alice", load_reference(path, rate))
            studio = _LineStepper(
                _one_at_a_time(Renderer(self.engine, cache), lines, {"alice": voice}, self.params)
            )
            studio.seconds += sw.seconds
            builds: list[float] = []
            gens: list[float] = []

            def baseline_line(
                text: str, builds: list[float] = builds, gens: list[float] = gens
            ) -> None:
                t0 = time.perf_counter()
                # The public API with a file prompt: decoded and encoded for every line.
                state = self.model.get_state_for_audio_prompt(path)
                t1 = time.perf_counter()
                self._upstream_line(state, text)
                builds.append(t1 - t0)
                gens.append(time.perf_counter() - t1)

            for i, text in enumerate(texts):
                _alternate(rep + i, studio.step, partial(baseline_line, text))
            b, g = statistics.median(builds), statistics.median(gens)
            base = sum(builds) + sum(gens)
            studio_s.append(studio.seconds)
            base_s.append(base)
            ratios.append(studio.seconds / base)
            theories.append((b + n * g) / (n * (b + g)))
            outcomes.append([d.lookup.outcome for d in studio.done])
        ratio = Spread.of(ratios)
        theory = statistics.median(theories)
        limit = 1.05 * theory
        met, verdict = verdict_at_most(ratio.median, limit)
        misses = outcomes[0].count("miss")
        seconds = self.voice.reference.seconds
        return Row(
            f"1. {n} lines, one {seconds:.0f} s reference",
            f"{Spread.of(studio_s).fmt()} ({misses} miss, {n - misses} hits)",
            Spread.of(base_s).fmt(),
            f"ratio {ratio.fmt('', 3)}; theory {theory:.3f}",
            f"<= 1.05 x theory = {limit:.3f}",
            met,
            verdict,
            {
                "studio_s": Spread.of(studio_s).to_json(),
                "baseline_s": Spread.of(base_s).to_json(),
                "ratio": ratio.to_json(),
                "studio_s_per_rep": studio_s,
                "baseline_s_per_rep": base_s,
                "ratio_per_rep": ratios,
                "theory_per_rep": theories,
                "theory": theory,
                "limit": limit,
                "outcomes_per_rep": outcomes,
            },
        )

    # -- row 2 ---------------------------------------------------------------------------------

    def overhead(self) -> Row:
        line = ScriptLine(1, "alice", LINE_TEXTS[1])
        renderer = Renderer(self.engine, _fresh_cache(None))
        renderer.resolve_voice(self.voice)  # the miss happens here, every timed line is a hit
        state = self.engine.build_prompt_state(self.voice.reference.samples, None)
        studio_s: list[float] = []
        base_s: list[float] = []
        ratios: list[float] = []
        diffs: list[float] = []
        for rep in range(self.cfg.reps_overhead):
            result: dict[str, Any] = {}

            def studio(result: dict[str, Any] = result) -> None:
                with Stopwatch() as sw:
                    done = _collect(
                        renderer.render_line(line, self.voice, self.params, threading.Event())
                    )
                result["studio"] = sw.seconds
                result["audio"] = done[0].audio
                result["outcome"] = done[0].lookup.outcome

            def baseline(result: dict[str, Any] = result) -> None:
                with Stopwatch() as sw:
                    audio = self._upstream_line(state, line.text)
                result["baseline"] = sw.seconds
                result["base_audio"] = audio

            _alternate(rep, studio, baseline)
            assert result["outcome"] == "memory", result["outcome"]
            studio_s.append(result["studio"])
            base_s.append(result["baseline"])
            ratios.append(result["studio"] / result["baseline"])
            a, b = result["audio"], result["base_audio"]
            # Same seed, state and frames: the audio must match (to float noise), or the
            # two sides are not doing the same work and the ratio means nothing.
            diffs.append(float(np.max(np.abs(a - b))) if a.shape == b.shape else float("inf"))
        ratio = Spread.of(ratios)
        met, verdict = verdict_at_most(ratio.median, 1.05)
        same = max(diffs) <= 1e-5
        frames = len(result["audio"]) / (self.model.sample_rate / self.model.config.mimi.frame_rate)
        return Row(
            "2. Studio overhead per line",
            f"{Spread.of(studio_s).fmt()} (memory hit)",
            Spread.of(base_s).fmt(),
            f"ratio {ratio.fmt('', 3)}; same audio: {'yes' if same else 'NO'}",
            "<= 1.05",
            met,
            verdict,
            {
                "studio_s": Spread.of(studio_s).to_json(),
                "baseline_s": Spread.of(base_s).to_json(),
                "ratio": ratio.to_json(),
                "ratio_per_rep": ratios,
                "max_abs_audio_diff": max(diffs),
                "frames_per_line": frames,
            },
        )

    # -- row 3 ---------------------------------------------------------------------------------

    def three_voices(self) -> Row:
        rate = self.engine.info.sample_rate
        names = ["alice", "bob", "carol"]
        voices = {n: Voice(n, load_reference(self.short_ref_paths[n], rate)) for n in names}
        n = self.cfg.three_voices_lines
        lines = [ScriptLine(i + 1, names[i % 3], LINE_TEXTS[i % len(LINE_TEXTS)]) for i in range(n)]
        # pocket-tts's lru_cache keys on the tensor object: one tensor per voice, reused.
        tensors = {n: torch.from_numpy(voices[n].reference.samples)[None, :] for n in names}
        cached = self.model._cached_get_state_for_audio_prompt
        studio_s: list[float] = []
        base_s: list[float] = []
        studio_hits: list[int] = []
        base_hits: list[int] = []
        for rep in range(self.cfg.reps_three_voices):
            cache = _fresh_cache(self.workdir / f"three-voices-{rep}")
            studio = _LineStepper(
                _one_at_a_time(Renderer(self.engine, cache), lines, voices, self.params)
            )
            cached.cache_clear()
            base = [0.0]

            def baseline_line(line: ScriptLine, base: list[float] = base) -> None:
                with Stopwatch() as sw:
                    state = cached(tensors[line.voice])
                    self._upstream_line(state, line.text)
                base[0] += sw.seconds

            for i, line in enumerate(lines):
                _alternate(rep + i, studio.step, partial(baseline_line, line))
            studio_s.append(studio.seconds)
            base_s.append(base[0])
            studio_hits.append(sum(d.lookup.outcome in ("memory", "disk") for d in studio.done))
            base_hits.append(cached.cache_info().hits)
        cached.cache_clear()
        hits = min(studio_hits)
        target = n - len(names)  # one miss per voice, every other line a hit
        met, verdict = verdict_at_least(hits, target) if target > 0 else (True, "yes")
        ratio = Spread.of([s / b for s, b in zip(studio_s, base_s, strict=True)])
        return Row(
            f"3. {n} lines, three voices alternating",
            f"{hits}/{n} hits, {Spread.of(studio_s).fmt()}",
            f"{min(base_hits)}/{n} hits (lru_cache(2)), {Spread.of(base_s).fmt()}",
            f"hits {hits} vs {min(base_hits)}; time ratio {ratio.fmt('', 3)}",
            f">= {target}/{n} hits",
            met,
            verdict,
            {
                "studio_s": Spread.of(studio_s).to_json(),
                "baseline_s": Spread.of(base_s).to_json(),
                "time_ratio": ratio.to_json(),
                "studio_s_per_rep": studio_s,
                "baseline_s_per_rep": base_s,
                "studio_hits": studio_hits,
                "baseline_hits": base_hits,
                "reference_seconds": voices["alice"].reference.seconds,
            },
        )

    # -- row 4 ---------------------------------------------------------------------------------

    def restart(self) -> Row:
        directory = self.workdir / "restart"
        first = Renderer(self.engine, _fresh_cache(directory))
        _, lookup = first.resolve_voice(self.voice)
        assert lookup.outcome == "miss", lookup.outcome
        samples = self.voice.reference.samples
        loads: list[float] = []
        builds: list[float] = []
        for rep in range(self.cfg.reps_restart):

            def studio() -> None:
                # A restart: new renderer, empty memory tier, same cache folder.
                voice = Voice("alice", self.voice.reference)
                renderer = Renderer(self.engine, _fresh_cache(directory))
                with Stopwatch() as sw:
                    _, found = renderer.resolve_voice(voice)
                assert found.outcome == "disk", found.outcome
                loads.append(sw.seconds)

            def baseline() -> None:
                with Stopwatch() as sw:
                    self.model.get_state_for_audio_prompt(torch.from_numpy(samples)[None, :])
                builds.append(sw.seconds)

            _alternate(rep, studio, baseline)
        load = Spread.of(loads)
        build = Spread.of(builds)
        speedup = build.median / load.median
        met, verdict = verdict_at_least(speedup, 50)
        return Row(
            f"4. Restart ({self.voice.reference.seconds:.0f} s voice)",
            f"disk load {Spread.of([x * 1000 for x in loads]).fmt('ms', 1)}",
            f"rebuild {build.fmt()}",
            f"{speedup:.0f}x faster ({lookup.nbytes / 1e6:.1f} MB state)",
            ">= 50x",
            met,
            verdict,
            {
                "load_s": load.to_json(),
                "build_s": build.to_json(),
                "speedup": speedup,
                "state_bytes": lookup.nbytes,
            },
        )

    # -- row 5 ---------------------------------------------------------------------------------

    def first_audio(self) -> Row:
        line = ScriptLine(1, "alice", LINE_TEXTS[2])
        renderer = Renderer(self.engine, _fresh_cache(None))
        renderer.resolve_voice(self.voice)
        state = self.engine.build_prompt_state(self.voice.reference.samples, None)
        studio_ms: list[float] = []
        base_ms: list[float] = []
        for rep in range(self.cfg.reps_first_audio):

            def studio() -> None:
                cancel = threading.Event()
                first: float | None = None
                start = time.perf_counter()
                events: list[RenderEvent] = []
                for event in renderer.render_line(line, self.voice, self.params, cancel):
                    if isinstance(event, AudioChunk) and first is None:
                        first = time.perf_counter() - start
                        cancel.set()  # the rest of the line is not what this row measures
                    events.append(event)
                assert first is not None, events[-1]
                studio_ms.append(first * 1000)

            def baseline() -> None:
                stop = threading.Event()
                first: float | None = None
                seed_line(SEED)
                start = time.perf_counter()
                for _chunk in self.model.generate_audio_stream(state, line.text, stop=stop):
                    if first is None:
                        first = time.perf_counter() - start
                        stop.set()
                assert first is not None
                base_ms.append(first * 1000)

            _alternate(rep, studio, baseline)
        ratio = Spread.of([s / b for s, b in zip(studio_ms, base_ms, strict=True)])
        met, verdict = verdict_at_most(ratio.median, 1.2)
        return Row(
            "5. Time to first audio",
            f"first AudioChunk {Spread.of(studio_ms).fmt('ms', 0)}",
            f"first stream chunk {Spread.of(base_ms).fmt('ms', 0)}",
            f"ratio {ratio.fmt('', 3)}",
            "<= 1.2",
            met,
            verdict,
            {
                "studio_ms": Spread.of(studio_ms).to_json(),
                "baseline_ms": Spread.of(base_ms).to_json(),
                "studio_ms_per_rep": studio_ms,
                "baseline_ms_per_rep": base_ms,
                "ratio": ratio.to_json(),
            },
        )
