"""A batch that runs out of memory goes on at half the size: every line renders, whole,
the same as alone, and nothing it handed on is said twice."""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterator, Sequence
from typing import Any

import numpy as np
import pytest
import torch

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.info import (
    BatchAudio,
    BatchLine,
    BatchStats,
    GenerationParams,
    LineSource,
)
from studio.render import AudioChunk, LineDone, LineFailed, Renderer, Voice
from studio.render.service import Job, JobEvent, Priority, RenderService
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

TEXTS = [
    "A first line, long enough to hand on some audio before the memory runs out.",
    "Yes.",
    "A third line of a middling length.",
    "The fourth and last line, which goes on for a while with several words.",
]


class RunsOutOfMemory:
    """The tiny pocket-tts engine, whose batches of more than ``fits`` lines run out of
    memory after handing on some audio (as a GPU does when rows grow)."""

    def __init__(self, engine: Any, fits: int) -> None:
        self._engine = engine
        self.fits = fits
        self.sizes: list[int] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self._engine, name)

    def generate_batch(
        self,
        state: Any,
        lines: Sequence[BatchLine] | LineSource,
        cancel: threading.Event,
        batch_size: int,
        stats: BatchStats | None = None,
    ) -> Iterator[Any]:
        self.sizes.append(batch_size)
        audio = 0
        for event in self._engine.generate_batch(state, lines, cancel, batch_size, stats):
            yield event
            if isinstance(event, BatchAudio):
                audio += 1
                if batch_size > self.fits and audio >= 6:
                    raise torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 2 GiB")


@pytest.fixture(scope="module")
def voice(tmp_path_factory: pytest.TempPathFactory) -> Voice:
    path = speak(tmp_path_factory.mktemp("v") / "alice.wav", SAMPLE_TEXTS["alice"])
    return Voice("alice", load_reference(path, 24000))


def _alone(voice: Voice, text: str, seed: int) -> np.ndarray:
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    params = GenerationParams(seed=seed, max_seconds=2.0)
    for event in renderer.render_line(
        ScriptLine(1, "alice", text), voice, params, threading.Event()
    ):
        if isinstance(event, LineDone):
            return event.audio
    raise AssertionError("no audio")


def test_out_of_memory_halves_the_batch_and_every_line_renders_once(voice: Voice) -> None:
    engine = RunsOutOfMemory(tiny_engine(), fits=1)
    renderer = Renderer(engine, PromptCache(MemoryTier(1 << 30)))
    service = RenderService(renderer, {"alice": voice}.get, batch_size=4)
    jobs = [
        Job(n, "alice", text, GenerationParams(seed=70 + n, max_seconds=2.0), None, Priority.BULK)
        for n, text in enumerate(TEXTS)
    ]
    service.submit(jobs)
    streamed: dict[Hashable, list[np.ndarray]] = {job.key: [] for job in jobs}
    done: dict[Hashable, np.ndarray] = {}
    for item in service.run():
        if not isinstance(item, JobEvent):
            continue
        event = item.event
        assert not isinstance(event, LineFailed), event.message
        if isinstance(event, AudioChunk):
            # Each chunk continues the line exactly where the last one ended.
            assert event.offset == sum(len(c) for c in streamed[item.key])
            streamed[item.key].append(event.samples)
        elif isinstance(event, LineDone):
            done[item.key] = event.audio
    assert engine.sizes == [4, 2, 1]  # halved twice, then it fit
    assert service.stats.out_of_memory == [4, 2]
    assert set(done) == {0, 1, 2, 3}
    for job in jobs:
        want = _alone(voice, job.text, job.params.seed)
        audio = done[job.key]
        assert audio.shape == want.shape
        assert float(np.max(np.abs(audio - want))) <= 1e-5
        # What was streamed is the take: nothing said twice, nothing missing.
        assert np.array_equal(np.concatenate(streamed[job.key]), audio)
