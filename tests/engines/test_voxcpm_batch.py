"""Batched VoxCPM2 on the tiny random-weight model: each line equals the line alone."""

from __future__ import annotations

import threading
from collections.abc import Sequence

import numpy as np
import pytest

pytest.importorskip("voxcpm")

from studio.engines.base import (  # noqa: E402
    BatchAudio,
    BatchEnded,
    BatchEngine,
    BatchEvent,
    BatchLine,
    BatchStarted,
    GenerationParams,
)
from studio.engines.voxcpm import VoxCPMEngine, VoxCPMPromptState, load_voxcpm_engine  # noqa: E402

ATOL = 1e-5
TRANSCRIPT = "A short prompt, naïve café."
TEXTS = [
    "Hello there, this is a test line.",
    "A second line, somewhat longer than the first one, to speak.",
    "Third.",
]


@pytest.fixture(scope="module")
def engine() -> VoxCPMEngine:
    return load_voxcpm_engine("random", "cpu", mode="reference")


@pytest.fixture(scope="module")
def audio() -> np.ndarray:
    rate = 48000
    t = np.arange(rate) / rate
    rng = np.random.default_rng(0)
    voice = sum(0.2 / k * np.sin(2 * np.pi * 140 * k * t) for k in range(1, 6))
    return np.asarray(voice + 0.02 * rng.standard_normal(t.size), dtype=np.float32)


def alone(
    engine: VoxCPMEngine, state: VoxCPMPromptState, text: str, params: GenerationParams
) -> np.ndarray:
    return np.concatenate(list(engine.generate(state, text, params, threading.Event())))


def batched(
    engine: VoxCPMEngine,
    state: VoxCPMPromptState,
    lines: Sequence[BatchLine],
    size: int,
    cancel: threading.Event | None = None,
) -> tuple[dict[int, np.ndarray], list[BatchEvent]]:
    audio: dict[int, list[np.ndarray]] = {line.key: [] for line in lines}
    events: list[BatchEvent] = []
    for event in engine.generate_batch(state, lines, cancel or threading.Event(), size):
        events.append(event)
        if isinstance(event, BatchAudio):
            audio[event.key].append(event.samples)
    return {k: np.concatenate(v) if v else np.zeros(0) for k, v in audio.items()}, events


# Random weights rarely predict "stop": max_seconds ends each line, at different frames.
PARAMS = [
    GenerationParams(seed=1, max_seconds=0.8),
    GenerationParams(seed=2, temperature=0.5, max_seconds=1.3),
    GenerationParams(seed=3, max_seconds=0.45),
]


@pytest.mark.parametrize("mode", ["reference", "both"])
def test_batched_lines_equal_each_line_alone(
    engine: VoxCPMEngine, audio: np.ndarray, mode: str
) -> None:
    eng = engine
    if mode != "reference":
        eng = VoxCPMEngine(
            engine.tts_model,
            model_spec="random",
            fingerprint=engine.info.fingerprint,
            mode=mode,
            is_random=True,
        )
    assert isinstance(eng, BatchEngine)
    state = eng.build_prompt_state(audio, TRANSCRIPT if mode == "both" else None)
    expected = [alone(eng, state, t, p) for t, p in zip(TEXTS, PARAMS, strict=True)]
    assert len({len(a) for a in expected}) == 3
    lines = [BatchLine(i, t, p) for i, (t, p) in enumerate(zip(TEXTS, PARAMS, strict=True))]
    got, events = batched(eng, state, lines, 3)
    for i, want in enumerate(expected):
        assert got[i].shape == want.shape, i
        np.testing.assert_allclose(got[i], want, rtol=0, atol=ATOL)
        mine = [e for e in events if e.key == i]
        assert isinstance(mine[0], BatchStarted) and isinstance(mine[-1], BatchEnded)
        assert not mine[-1].cancelled and mine[-1].error is None
    # A different seed is a different line: the comparison is not vacuous.
    other = alone(eng, state, TEXTS[0], GenerationParams(seed=9, max_seconds=0.8))
    assert np.abs(other - expected[0]).max() > 1e-2


def test_lines_with_other_guidance_go_in_another_group_and_a_line_can_stop(
    engine: VoxCPMEngine, audio: np.ndarray
) -> None:
    state = engine.build_prompt_state(audio, None)
    stop = threading.Event()
    params = [
        GenerationParams(seed=4, max_seconds=0.6),
        GenerationParams(seed=5, cfg=1.5, steps=4, max_seconds=0.6),
        GenerationParams(seed=6, max_seconds=0.9),
    ]
    lines = [BatchLine(i, TEXTS[i], params[i], cancel=stop if i == 2 else None) for i in range(3)]
    audio_by_line: dict[int, list[np.ndarray]] = {i: [] for i in range(3)}
    ended: dict[int, BatchEnded] = {}
    started: list[int] = []
    for event in engine.generate_batch(state, lines, threading.Event(), 3):
        if isinstance(event, BatchStarted):
            started.append(event.key)
        elif isinstance(event, BatchAudio):
            audio_by_line[event.key].append(event.samples)
            if event.key == 2 and len(audio_by_line[2]) == 2:
                stop.set()
        elif isinstance(event, BatchEnded):
            ended[event.key] = event
    # Lines 0 and 2 share cfg and steps: one group; line 1 runs after them.
    assert started == [0, 2, 1]
    assert ended[2].cancelled and len(audio_by_line[2]) == 2
    for i in (0, 1):
        assert not ended[i].cancelled
        want = alone(engine, state, TEXTS[i], params[i])
        np.testing.assert_allclose(np.concatenate(audio_by_line[i]), want, rtol=0, atol=ATOL)


def test_cancel_stops_the_batch_and_empty_lines_fail_alone(
    engine: VoxCPMEngine, audio: np.ndarray
) -> None:
    state = engine.build_prompt_state(audio, None)
    cancel = threading.Event()
    lines = [
        BatchLine(0, "   ", GenerationParams(seed=1)),
        BatchLine(1, TEXTS[0], GenerationParams(seed=1, max_seconds=2.0)),
        BatchLine(2, TEXTS[1], GenerationParams(seed=2, max_seconds=2.0)),
    ]
    events: list[BatchEvent] = []
    for event in engine.generate_batch(state, lines, cancel, 3):
        events.append(event)
        if isinstance(event, BatchAudio):
            cancel.set()
    ends = {e.key: e for e in events if isinstance(e, BatchEnded)}
    assert ends[0].error is not None and "empty" in ends[0].error
    assert ends[1].cancelled and ends[2].cancelled
    after = events[[i for i, e in enumerate(events) if isinstance(e, BatchAudio)][0] + 1 :]
    assert not [e for e in after if isinstance(e, BatchAudio) and e.key == 1]
    assert 1 <= engine.auto_batch_size() <= 4
