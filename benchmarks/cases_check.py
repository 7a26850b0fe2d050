"""Row 13: what checking the words costs, a 20-line bulk render with the check on against the
same render without it, side by side in one run.

Every side is the render service every program renders through
(``render_requests``, continuous batching at the automatic size), on the same
engine, voice state (in memory) and seeds. A checked side adds the word check
stage (``studio.render.checks.TakeChecker``): each take is heard by
faster-whisper on the checker's thread (one CTranslate2 thread, loaded there, at
the lowest CPU priority) while the next lines render, and the render ends when
the last take is heard. The figure is checked wall time over unchecked wall time
(median over repetitions, the order of the sides rotating); the audio of every
side must be the same, and every take's check (its words and its verdict) the
same as the take heard by itself, outside any render (compared on the first
repetition).

This machine has no real Whisper weights and no network, so the recognizer is
a random-weight Whisper built here with the **tiny** model's dimensions
(d_model 384, 6 heads, 4 + 4 layers: the cost of ``tiny`` per window and per
decoded token) and decoded greedily, capped at about as many tokens as a person
says words (the demo recognizer's options). The target is judged with 30 s
windows, as Whisper's own weights need them; the second checked side cuts each
window to the take (``fit_windows``, as the demo recognizer hears), which only a
model trained for it allows. A take that fits one window is heard in one, as a
real Whisper hears a short take (decoded without timestamps, faster-whisper
would go back to the last word it placed and hear the rest again, two or three
windows a take for random weights). Batching windows through the encoder buys
nothing on a CPU (``encoder_batch_probe.py``: the encoder is bound by its
arithmetic), so with 30 s windows the row is bound by one encoder pass a take.
``--smoke`` uses the smaller demo recognizer and three lines: it checks the row
runs.
"""

from __future__ import annotations

import statistics
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from bench_common import BenchConfig, Row, Spread, load_engine, same_audio, verdict_at_most
from cases_batch import Clock, chapter, fix_lengths

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.core.text.spoken import TextPrep
from studio.core.words import check_take
from studio.core.words.ranking import should_retake
from studio.engines.asr.random_whisper import RandomWhisperConfig
from studio.engines.base import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.checks import CheckSettings, LineChecked, TakeChecker
from studio.render.service import RenderService, render_requests

TARGET = 1.25  # checking adds at most 25%
SEED = 2468
LINES = {"smoke": 3, "quick": 20, "full": 20}
REPS = {"smoke": 1, "quick": 3, "full": 5}
# Whisper tiny's dimensions, with random weights.
TINY_SHAPE = RandomWhisperConfig(d_model=384, heads=6, encoder_layers=4, decoder_layers=4, ffn=1536)
SETTINGS = CheckSettings("tiny")
# The sides: no check, the check with 30 s windows, the check with windows cut to the take.
PLAIN, FULL_WINDOWS, FITTED = "plain", "30 s windows", "fitted windows"


def tiny_recognizer(
    cache: Path, config: RandomWhisperConfig, *, fit_windows: bool = False, threads: int = 1
) -> Any:
    """A random-weight Whisper of ``config``'s shape through the real faster-whisper code,
    loaded on the calling thread (whose CPU priority its threads take)."""
    from studio.engines.asr import RANDOM_OPTIONS, load_whisper
    from studio.engines.asr.random_whisper import build_random_whisper_apart

    folder, fingerprint = build_random_whisper_apart(cache, config)
    name = "tiny (random weights)" if config == TINY_SHAPE else "random"
    return load_whisper(
        folder,
        name,
        fingerprint,
        is_random=True,
        threads=threads,
        options=RANDOM_OPTIONS,
        fit_windows=fit_windows,
    )


@dataclass
class Side:
    clock: Clock
    audio: list[np.ndarray]
    checked: dict[int, LineChecked]
    rendered_s: float  # until the last take was rendered (the checks may go on)


class CheckCases:
    def __init__(self, cfg: BenchConfig, reference: Path, workdir: Path) -> None:
        self.cfg = cfg
        self.engine = load_engine(cfg.threads, cfg.model)
        fix_lengths(self.engine.model, cfg.frames)
        self.voice = Voice("alice", load_reference(reference, self.engine.info.sample_rate))
        self.renderer = Renderer(self.engine, PromptCache(MemoryTier(256 * 2**20)))
        self.renderer.resolve_voice(self.voice)  # the miss, before any timing
        self.size = self.engine.auto_batch_size()
        self.shape = RandomWhisperConfig() if cfg.mode == "smoke" else TINY_SHAPE
        self.cache = workdir / "recognizers"
        # Built once, in a process of its own; each checked side loads it on its checker's
        # thread, as the studio does, before its clock starts.
        tiny_recognizer(self.cache, self.shape)

    def side(self, texts: list[str], name: str) -> Side:
        requests = [
            LineRequest(ScriptLine(i + 1, "alice", text), GenerationParams(seed=SEED + i))
            for i, text in enumerate(texts)
        ]
        fit = name == FITTED
        checker = (
            None
            if name == PLAIN
            else TakeChecker(
                SETTINGS, factory=lambda s: tiny_recognizer(self.cache, self.shape, fit_windows=fit)
            )
        )
        service = RenderService(self.renderer, {"alice": self.voice}.get, self.size, checks=checker)
        audio: dict[int, np.ndarray] = {}
        checked: dict[int, LineChecked] = {}
        try:
            if checker is not None:
                checker.start()
                if (error := checker.wait_loaded()) is not None:
                    raise RuntimeError(error)
            clock, started, rendered_s = Clock(), time.perf_counter(), 0.0
            for event in render_requests(service, requests, threading.Event()):
                if isinstance(event, LineFailed):
                    raise RuntimeError(f"line {event.index} failed: {event.message}")
                if isinstance(event, LineDone):
                    audio[event.index] = event.audio
                    rendered_s = time.perf_counter() - started
                elif isinstance(event, LineChecked):
                    if event.check is None:
                        raise RuntimeError(f"line {event.index} was not heard: {event.message}")
                    checked[event.index] = event
            clock.stop()
        finally:
            if checker is not None:
                checker.close()
        if checker is not None and len(checked) != len(texts):
            raise RuntimeError(f"{len(checked)} of {len(texts)} takes were heard")
        return Side(clock, [audio[i + 1] for i in range(len(texts))], checked, rendered_s)

    def differ_alone(self, side: Side, fit: bool) -> list[int]:
        """The lines whose check (words or verdict) differs from their take heard alone."""
        alone = tiny_recognizer(self.cache, self.shape, fit_windows=fit)
        prep, rate = TextPrep(), self.engine.info.sample_rate
        differ = []
        for index, got in side.checked.items():
            heard = alone.transcribe(side.audio[index - 1], rate, prep.language)
            check = check_take(heard, got.text, prep, alone.info.name)
            verdict = should_retake(check, 0, SETTINGS.policy, got.similarity, True)
            if (check, verdict.reason) != (got.check, got.message):
                differ.append(index)
        return differ

    def row(self) -> Row:
        mode = self.cfg.mode
        texts = chapter(LINES[mode])
        self.side(texts[:2], FULL_WINDOWS)  # warm up the paths
        sides = [PLAIN, FULL_WINDOWS, FITTED]
        walls: dict[str, list[float]] = {name: [] for name in sides}
        rendered: dict[str, list[float]] = {name: [] for name in sides}
        ratios: dict[str, list[float]] = {FULL_WINDOWS: [], FITTED: []}
        heard_ms: dict[str, list[float]] = {FULL_WINDOWS: [], FITTED: []}
        loads: list[float] = []
        diffs: list[tuple[bool, float, float]] = []
        not_alone: dict[str, list[int]] = {}
        audio_s = 0.0
        for rep in range(REPS[mode]):
            order = sides[rep % 3 :] + sides[: rep % 3]
            result = {name: self.side(texts, name) for name in order}
            plain = result[PLAIN]
            for name in (FULL_WINDOWS, FITTED):
                on = result[name]
                walls[name].append(on.clock.wall)
                ratios[name].append(on.clock.wall / plain.clock.wall)
                heard_ms[name] += [c.transcribe_ms for c in on.checked.values()]
                diffs.append(same_audio(plain.audio, on.audio))
                if rep == 0:
                    not_alone[name] = self.differ_alone(on, name == FITTED)
            walls[PLAIN].append(plain.clock.wall)
            for name, side in result.items():
                rendered[name].append(side.rendered_s)
            loads += [side.clock.load for side in result.values()]
            audio_s = sum(len(a) for a in plain.audio) / self.engine.info.sample_rate
        ratio, fitted = Spread.of(ratios[FULL_WINDOWS]), Spread.of(ratios[FITTED])
        met, verdict = verdict_at_most(ratio.median, TARGET)
        same = all(ok for ok, _, _ in diffs)
        worst = max(diff for _, diff, _ in diffs)
        alone = not any(not_alone.values())
        if not same:
            met, verdict = False, "NO: checking changed the audio"
        elif not alone:
            met, verdict = False, "NO: a take's check differs from the take heard alone"
        shape = "tiny-shaped" if self.shape == TINY_SHAPE else "demo"
        ms = {name: statistics.median(values) for name, values in heard_ms.items()}
        return Row(
            f"13. Word check of a {len(texts)}-line bulk render",
            f"{Spread.of(walls[FULL_WINDOWS]).fmt()} with the check ({shape} random Whisper, "
            f"30 s windows, 1 thread at the lowest priority; {ms[FULL_WINDOWS]:.0f} ms a take); "
            f"{Spread.of(walls[FITTED]).fmt()} with windows cut to the take "
            f"({ms[FITTED]:.0f} ms a take)",
            f"{Spread.of(walls[PLAIN]).fmt()} without",
            f"{ratio.fmt('x', 2)} (windows cut to the take: {fitted.fmt('x', 2)}); "
            f"same audio: {'yes' if same else 'NO'} (max diff {worst:.1e}); "
            f"checks as heard alone: {'yes' if alone else 'NO'}; {audio_s:.0f} s of audio",
            f"<= {TARGET}x",
            met,
            verdict,
            {
                "lines": len(texts),
                "batch_size": self.size,
                "recognizer_shape": self.shape.__dict__,
                "checked_s_per_rep": walls[FULL_WINDOWS],
                "fitted_checked_s_per_rep": walls[FITTED],
                "unchecked_s_per_rep": walls[PLAIN],
                # Until the last take was rendered: checking at the lowest priority leaves
                # rendering its pace.
                "rendered_s_per_rep": rendered,
                "ratio_per_rep": ratios[FULL_WINDOWS],
                "fitted_ratio_per_rep": ratios[FITTED],
                "ratio": ratio.to_json(),
                "fitted_ratio": fitted.to_json(),
                "transcribe_ms_per_take": heard_ms[FULL_WINDOWS],
                "fitted_transcribe_ms_per_take": heard_ms[FITTED],
                "lines_whose_check_differs_from_alone": not_alone,
                "load_average_per_side": loads,
                "max_abs_audio_diff": worst,
                "audio_seconds": audio_s,
                "note": "no real Whisper weights here: a random-weight Whisper of tiny's "
                "shape stands in (greedy, capped at ~3 tokens a second of audio); the "
                "target is judged with 30 s windows, which Whisper's weights need",
            },
        )


def check_row(bench: Any) -> Row:
    cases = CheckCases(bench.cfg, bench.long_refs["alice"], bench.workdir)
    return cases.row()


__all__ = ["TINY_SHAPE", "check_row", "tiny_recognizer"]
