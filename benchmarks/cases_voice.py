"""Row 16: what the voice check costs, a 20-line bulk render with each take's similarity
measured against the same render without it, side by side in one run.

Both sides are the render service every program renders through
(``render_requests``, continuous batching at the automatic size), on the same
engine, voice state (in memory) and seeds. The checked side sets the
renderer's ``voice_match`` (``studio.render.voice_match.VoiceMatcher``):
resemblyzer's GE2E encoder, its real weights, embeds each take on the render
thread as the take is finished, and compares it with the reference's
embedding (made once, before any timing, as the encoder's load is). The
figure is checked wall time over unchecked wall time (median over
repetitions, the side that goes first alternating); the audio of the two
sides must be the same, and every checked take must have its similarity.
The render's model has random weights (its takes are noise, as long as
speech would be): the encoder's cost depends on a take's length, not on what
it says. ``--smoke`` uses three lines: it checks the row runs.
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
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.base import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.service import RenderService, render_requests
from studio.render.voice_match import VoiceMatcher

TARGET = 1.10  # a voice check adds at most 10% to a bulk render
SEED = 1357
LINES = {"smoke": 3, "quick": 20, "full": 20}
REPS = {"smoke": 1, "quick": 3, "full": 5}
MIN_FRAMES = 16


class VoiceCases:
    def __init__(self, cfg: BenchConfig, reference: Path) -> None:
        self.cfg = cfg
        self.engine = load_engine(cfg.threads, cfg.model)
        # --smoke's lines (0.16 s) are too short for the encoder to measure: 1.3 s at least.
        fix_lengths(self.engine.model, max(cfg.frames, MIN_FRAMES))
        self.voice = Voice("alice", load_reference(reference, self.engine.info.sample_rate))
        self.renderer = Renderer(self.engine, PromptCache(MemoryTier(256 * 2**20)))
        key = self.renderer.voice_key(self.voice).digest
        self.renderer.resolve_voice(self.voice)  # the miss, before any timing
        self.size = self.engine.auto_batch_size()
        self.matcher = VoiceMatcher()
        problem = self.matcher.load()
        if problem is not None:
            raise RuntimeError(problem)
        self.matcher.reference(self.voice, key)  # made once per voice, before any timing

    def side(self, texts: list[str], check: bool) -> tuple[Clock, list[np.ndarray], list[float]]:
        requests = [
            LineRequest(ScriptLine(i + 1, "alice", text), GenerationParams(seed=SEED + i))
            for i, text in enumerate(texts)
        ]
        self.renderer.voice_match = self.matcher if check else None
        service = RenderService(self.renderer, {"alice": self.voice}.get, self.size)
        audio: dict[int, np.ndarray] = {}
        similarities: list[float] = []
        clock = Clock()
        for event in render_requests(service, requests, threading.Event()):
            if isinstance(event, LineFailed):
                raise RuntimeError(f"line {event.index} failed: {event.message}")
            if isinstance(event, LineDone):
                audio[event.index] = event.audio
                if event.similarity is not None:
                    similarities.append(event.similarity)
        clock.stop()
        self.renderer.voice_match = None
        if len(similarities) != (len(texts) if check else 0):
            raise RuntimeError(f"{len(similarities)} of {len(texts)} takes were measured")
        return clock, [audio[i + 1] for i in range(len(texts))], similarities

    def row(self) -> Row:
        mode = self.cfg.mode
        texts = chapter(LINES[mode])
        self.side(texts[:2], True)  # warm up both paths
        ratios: list[float] = []
        checked_s: list[float] = []
        plain_s: list[float] = []
        similarities: list[float] = []
        diffs: list[tuple[bool, float, float]] = []
        audio_s = 0.0
        for rep in range(REPS[mode]):
            order = (True, False) if rep % 2 == 0 else (False, True)
            result: dict[bool, tuple[Clock, list[np.ndarray], list[float]]] = {}
            for check in order:
                result[check] = self.side(texts, check)
            (on, on_audio, measured), (off, off_audio, _) = result[True], result[False]
            ratios.append(on.wall / off.wall)
            checked_s.append(on.wall)
            plain_s.append(off.wall)
            similarities += measured
            diffs.append(same_audio(off_audio, on_audio))
            audio_s = sum(len(a) for a in off_audio) / self.engine.info.sample_rate
        ratio = Spread.of(ratios)
        met, verdict = verdict_at_most(ratio.median, TARGET)
        same = all(ok for ok, _, _ in diffs)
        worst = max(diff for _, diff, _ in diffs)
        if not same:
            met, verdict = False, "NO: the voice check changed the audio"
        per_take_ms = (
            1000 * (statistics.median(checked_s) - statistics.median(plain_s)) / len(texts)
        )
        return Row(
            f"16. Voice check of a {len(texts)}-line bulk render",
            f"{Spread.of(checked_s).fmt()} with each take's similarity measured "
            f"(resemblyzer GE2E, on the render thread; about {per_take_ms:.0f} ms a take)",
            f"{Spread.of(plain_s).fmt()} without",
            f"{ratio.fmt('x', 2)}; same audio: {'yes' if same else 'NO'} "
            f"(max diff {worst:.1e}); {audio_s:.0f} s of audio",
            f"<= {TARGET}x",
            met,
            verdict,
            {
                "lines": len(texts),
                "batch_size": self.size,
                "checked_s_per_rep": checked_s,
                "unchecked_s_per_rep": plain_s,
                "ratio_per_rep": ratios,
                "ratio": ratio.to_json(),
                "takes_measured": len(similarities),
                "similarity_median": statistics.median(similarities) if similarities else None,
                "max_abs_audio_diff": worst,
                "audio_seconds": audio_s,
                "note": "the TTS model has random weights (takes are noise as long as speech); "
                "the encoder is resemblyzer's with its real weights",
            },
        )


def voice_row(bench: Any) -> Row:
    return VoiceCases(bench.cfg, bench.long_refs["alice"]).row()


__all__ = ["voice_row"]
