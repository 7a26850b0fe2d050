"""Row 13: what checking the words costs, a 20-line bulk render with the check on against the
same render without it, side by side in one run.

Both sides are the render service every program renders through
(``render_requests``, continuous batching at the automatic size), on the same
engine, voice state (in memory) and seeds. The checked side adds the word
check stage (``studio.render.checks.TakeChecker``): each take is heard by
faster-whisper on a thread of its own (one CTranslate2 thread) while the next
lines render, and the render ends when the last take is heard. The figure is
checked wall time over unchecked wall time (median over repetitions, the
side that goes first alternating); the audio of the two sides must be the same.

This machine has no real Whisper weights and no network, so the recognizer is
a random-weight Whisper built here with the **tiny** model's dimensions
(d_model 384, 6 heads, 4 + 4 layers: the cost of ``tiny`` per decoded token)
and decoded greedily, capped at about as many tokens as a person says words
(the demo recognizer's options). A real tiny model decodes its own tokens,
usually fewer for the same speech. ``--smoke`` uses the smaller demo
recognizer and three lines: it checks the row runs.
"""

from __future__ import annotations

import statistics
import threading
from pathlib import Path
from typing import Any

import numpy as np
from bench_common import BenchConfig, Row, Spread, load_engine, same_audio, verdict_at_most
from cases_batch import Clock, chapter, fix_lengths

from studio.cache import MemoryTier, PromptCache
from studio.core.audio import load_reference
from studio.core.script import ScriptLine
from studio.engines.asr.random_whisper import RandomWhisperConfig
from studio.engines.base import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.checks import CheckSettings, LineChecked, TakeChecker
from studio.render.service import RenderService, render_requests

TARGET = 1.25  # checking adds at most 25% (issue 22)
SEED = 2468
LINES = {"smoke": 3, "quick": 20, "full": 20}
REPS = {"smoke": 1, "quick": 3, "full": 5}
# Whisper tiny's dimensions, with random weights.
TINY_SHAPE = RandomWhisperConfig(d_model=384, heads=6, encoder_layers=4, decoder_layers=4, ffn=1536)


def tiny_recognizer(cache: Path, config: RandomWhisperConfig) -> Any:
    """A random-weight Whisper of ``config``'s shape through the real faster-whisper code."""
    from studio.engines.asr import RANDOM_OPTIONS, load_whisper
    from studio.engines.asr.random_whisper import build_random_whisper_apart

    folder, fingerprint = build_random_whisper_apart(cache, config)
    name = "tiny (random weights)" if config == TINY_SHAPE else "random"
    return load_whisper(
        folder, name, fingerprint, is_random=True, threads=1, options=RANDOM_OPTIONS
    )


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
        # Built (in a process of its own) and loaded once: the row measures checking, not loading.
        self.recognizer = tiny_recognizer(workdir / "recognizers", self.shape)

    def side(self, texts: list[str], check: bool) -> tuple[Clock, list[np.ndarray], list[float]]:
        requests = [
            LineRequest(ScriptLine(i + 1, "alice", text), GenerationParams(seed=SEED + i))
            for i, text in enumerate(texts)
        ]
        checker = (
            TakeChecker(CheckSettings("tiny"), factory=lambda settings: self.recognizer)
            if check
            else None
        )
        service = RenderService(self.renderer, {"alice": self.voice}.get, self.size, checks=checker)
        audio: dict[int, np.ndarray] = {}
        heard_ms: list[float] = []
        try:
            if checker is not None:
                checker.start()
                checker.wait_loaded()
            clock = Clock()
            for event in render_requests(service, requests, threading.Event()):
                if isinstance(event, LineFailed):
                    raise RuntimeError(f"line {event.index} failed: {event.message}")
                if isinstance(event, LineDone):
                    audio[event.index] = event.audio
                elif isinstance(event, LineChecked):
                    if event.check is None:
                        raise RuntimeError(f"line {event.index} was not heard: {event.message}")
                    heard_ms.append(event.transcribe_ms)
            clock.stop()
        finally:
            if checker is not None:
                checker.close()
        if check and len(heard_ms) != len(texts):
            raise RuntimeError(f"{len(heard_ms)} of {len(texts)} takes were heard")
        return clock, [audio[i + 1] for i in range(len(texts))], heard_ms

    def row(self) -> Row:
        mode = self.cfg.mode
        texts = chapter(LINES[mode])
        self.side(texts[:2], True)  # warm up both paths
        ratios: list[float] = []
        checked_s: list[float] = []
        plain_s: list[float] = []
        heard: list[float] = []
        diffs: list[tuple[bool, float, float]] = []
        audio_s = 0.0
        for rep in range(REPS[mode]):
            order = (True, False) if rep % 2 == 0 else (False, True)
            result: dict[bool, tuple[Clock, list[np.ndarray], list[float]]] = {}
            for check in order:
                result[check] = self.side(texts, check)
            (on, on_audio, ms), (off, off_audio, _) = result[True], result[False]
            ratios.append(on.wall / off.wall)
            checked_s.append(on.wall)
            plain_s.append(off.wall)
            heard += ms
            diffs.append(same_audio(off_audio, on_audio))
            audio_s = sum(len(a) for a in off_audio) / self.engine.info.sample_rate
        ratio = Spread.of(ratios)
        met, verdict = verdict_at_most(ratio.median, TARGET)
        same = all(ok for ok, _, _ in diffs)
        worst = max(diff for _, diff, _ in diffs)
        if not same:
            met, verdict = False, "NO: checking changed the audio"
        shape = "tiny-shaped" if self.shape == TINY_SHAPE else "demo"
        return Row(
            f"13. Word check of a {len(texts)}-line bulk render",
            f"{Spread.of(checked_s).fmt()} with the check ({shape} random Whisper, 1 thread, "
            f"beside rendering; {statistics.median(heard):.0f} ms a take)",
            f"{Spread.of(plain_s).fmt()} without",
            f"{ratio.fmt('x', 2)}; same audio: {'yes' if same else 'NO'} "
            f"(max diff {worst:.1e}); {audio_s:.0f} s of audio",
            f"<= {TARGET}x",
            met,
            verdict,
            {
                "lines": len(texts),
                "batch_size": self.size,
                "recognizer_shape": self.shape.__dict__,
                "checked_s_per_rep": checked_s,
                "unchecked_s_per_rep": plain_s,
                "ratio_per_rep": ratios,
                "ratio": ratio.to_json(),
                "transcribe_ms_per_take": heard,
                "max_abs_audio_diff": worst,
                "audio_seconds": audio_s,
                "note": "no real Whisper weights here: a random-weight Whisper of tiny's "
                "shape stands in (greedy, capped at ~3 tokens a second of audio)",
            },
        )


def check_row(bench: Any) -> Row:
    cases = CheckCases(bench.cfg, bench.long_refs["alice"], bench.workdir)
    return cases.row()


__all__ = ["TINY_SHAPE", "check_row", "tiny_recognizer"]
