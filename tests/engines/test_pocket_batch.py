"""Batched pocket-tts: every line's audio equals the line rendered alone.

The real pocket-tts code on its smallest architecture with random weights.
Plain random weights attend almost uniformly, so a key in the wrong place
would change the audio by less than the tolerance; here the attention's
queries and keys are scaled up until positions matter (a key rotated one
position off then changes the audio a hundred times more than the tolerance).
Random weights also end speech wherever their end-of-speech logit happens to
cross the threshold: the tests set the threshold so that lines end at
different steps, or never (then a line's length is pocket-tts's estimate
from its text, so lines of different lengths end at very different steps).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence

import numpy as np
import pytest
import torch

from studio.core.sound.audio import load_reference
from studio.engines import pocket_batch, state_rows
from studio.engines.base import (
    BatchAudio,
    BatchEnded,
    BatchEvent,
    BatchLine,
    BatchStarted,
    GenerationParams,
)
from studio.engines.batch_size import pick_batch_size
from studio.engines.pocket import ModelState, PocketEngine, load_pocket_engine
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

SHARPNESS = 4.0

TOLERANCE = 1e-5
SHORT = "Hi."
MEDIUM = "The quick brown fox jumps over the lazy dog, twice."
LONG = " ".join(
    f"Sentence number {n} of a long paragraph goes here, with several words in it."
    for n in ("one", "two", "three", "four", "five")
)


@pytest.fixture(scope="module")
def engine() -> PocketEngine:
    from pocket_tts.modules.attention import StreamingMultiheadAttention

    engine = load_pocket_engine(TINY_MODEL, "cpu", threads=1)
    with torch.no_grad():
        for module in engine.model.flow_lm.modules():
            if isinstance(module, StreamingMultiheadAttention):
                qk = module.attn_dim + module.dim_per_head * module.num_kv_heads
                module.in_proj.weight[:qk] *= SHARPNESS
    return engine


@pytest.fixture(scope="module")
def state(engine: PocketEngine, tmp_path_factory: pytest.TempPathFactory) -> ModelState:
    path = speak(tmp_path_factory.mktemp("v") / "alice.wav", SAMPLE_TEXTS["alice"])
    reference = load_reference(path, engine.info.sample_rate)
    return engine.build_prompt_state(reference.samples, None)


@pytest.fixture
def eos_threshold(engine: PocketEngine, request: pytest.FixtureRequest) -> Iterator[float]:
    """Set the model's end-of-speech threshold for one test."""
    model = engine.model
    before = model.eos_threshold
    model.eos_threshold = request.param
    yield request.param
    model.eos_threshold = before


@pytest.fixture(params=[False, True], ids=["prefill on the batch's thread", "with the helper"])
def helper(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both ways of prefilling: the smallest architecture has no helper thread of its
    own (its prefill is too short to pay for one), so the tests also force one."""
    monkeypatch.setattr(pocket_batch, "wants_helper", lambda flow: request.param)
    return bool(request.param)


@pytest.fixture(
    params=[False, True], ids=["step as upstream", "fixed-shape step (the CUDA graphs' path)"]
)
def fixed_shape(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Both flow-LM steps: upstream's, and the fixed-shape one a GPU replays as CUDA
    graphs (``pocket_graphs``), run eagerly here on the CPU."""
    from studio.engines import pocket_graphs

    monkeypatch.setattr(pocket_graphs, "graphs_wanted", lambda device: request.param)
    return bool(request.param)


def alone(
    engine: PocketEngine, state: ModelState, text: str, params: GenerationParams
) -> np.ndarray:
    chunks = engine.generate(state, text, params, threading.Event())
    return np.concatenate(list(chunks))


def batched(
    engine: PocketEngine,
    state: ModelState,
    lines: Sequence[BatchLine],
    batch_size: int,
    cancel: threading.Event | None = None,
) -> tuple[dict[int, np.ndarray], list[BatchEvent]]:
    audio: dict[int, list[np.ndarray]] = {line.key: [] for line in lines}
    events: list[BatchEvent] = []
    cancel = cancel or threading.Event()
    for event in engine.generate_batch(state, lines, cancel, batch_size):
        events.append(event)
        if isinstance(event, BatchAudio):
            audio[event.key].append(event.samples)
    joined = {k: np.concatenate(v) if v else np.zeros(0, np.float32) for k, v in audio.items()}
    return joined, events


def worst_difference(a: np.ndarray, b: np.ndarray) -> float:
    assert a.shape == b.shape, (a.shape, b.shape)
    return float(np.max(np.abs(a - b), initial=0.0))


def assert_events_per_line(events: list[BatchEvent], keys: Sequence[int]) -> None:
    for key in keys:
        mine = [e for e in events if e.key == key]
        assert isinstance(mine[0], BatchStarted)
        assert isinstance(mine[-1], BatchEnded)
        assert all(isinstance(e, BatchAudio) for e in mine[1:-1])


PARAMS = [
    GenerationParams(seed=11),
    GenerationParams(seed=12, temperature=1.0),
    GenerationParams(seed=13),
    GenerationParams(seed=14, temperature=0.05),
    GenerationParams(seed=15),
]
TEXTS = [SHORT, LONG, MEDIUM, SHORT + " " + MEDIUM, "Yes."]


@pytest.mark.parametrize("eos_threshold", [0.6], indirect=True)
def test_lines_ending_at_different_steps_match_their_render_alone(
    engine: PocketEngine, state: ModelState, eos_threshold: float, helper: bool, fixed_shape: bool
) -> None:
    expected = [alone(engine, state, t, p) for t, p in zip(TEXTS, PARAMS, strict=True)]
    lengths = {len(a) for a in expected}
    assert len(lengths) >= 3, "the lines should end at different steps"
    lines = [BatchLine(i, t, p) for i, (t, p) in enumerate(zip(TEXTS, PARAMS, strict=True))]
    for size in (2, 5):
        audio, events = batched(engine, state, lines, size)
        assert_events_per_line(events, range(len(lines)))
        for i, want in enumerate(expected):
            assert worst_difference(audio[i], want) <= TOLERANCE, (size, i)


@pytest.mark.parametrize("eos_threshold", [1e9], indirect=True)
def test_lines_of_very_different_lengths_and_chunks_match(
    engine: PocketEngine, state: ModelState, eos_threshold: float, helper: bool, fixed_shape: bool
) -> None:
    texts = [SHORT, MEDIUM, "Two words."]
    params = [GenerationParams(seed=s, max_seconds=m) for s, m in ((1, None), (2, None), (3, 1.0))]
    expected = [alone(engine, state, t, p) for t, p in zip(texts, params, strict=True)]
    assert len(expected[1]) > 2 * len(expected[0])  # no end of speech: length follows the text
    assert len(expected[2]) == 24000  # cut at max_seconds
    # The long line is split into chunks that run one after another beside the others.
    long_params = GenerationParams(seed=4, max_seconds=9.0)
    expected.append(alone(engine, state, LONG, long_params))
    lines = [BatchLine(i, t, p) for i, (t, p) in enumerate(zip(texts, params, strict=True))]
    lines.append(BatchLine(3, LONG, long_params))
    audio, events = batched(engine, state, lines, 3)
    assert_events_per_line(events, range(4))
    for i, want in enumerate(expected):
        assert worst_difference(audio[i], want) <= TOLERANCE, i


@pytest.mark.parametrize("eos_threshold", [0.6], indirect=True)
def test_cancelling_one_line_drops_its_row_and_keeps_the_others(
    engine: PocketEngine, state: ModelState, eos_threshold: float, helper: bool
) -> None:
    stop = threading.Event()
    lines = [
        BatchLine(i, t, p, cancel=stop if i == 1 else None)
        for i, (t, p) in enumerate(zip(TEXTS, PARAMS, strict=True))
    ]
    audio: dict[int, list[np.ndarray]] = {i: [] for i in range(len(lines))}
    ended: dict[int, BatchEnded] = {}
    for event in engine.generate_batch(state, lines, threading.Event(), 5):
        if isinstance(event, BatchAudio):
            audio[event.key].append(event.samples)
            if event.key == 1 and len(audio[1]) == 2:
                stop.set()  # mid-line, while the others are mid-line too
        elif isinstance(event, BatchEnded):
            ended[event.key] = event
    assert ended[1].cancelled
    assert sum(len(a) for a in audio[1]) < len(alone(engine, state, TEXTS[1], PARAMS[1]))
    for i in (0, 2, 3, 4):
        assert not ended[i].cancelled and ended[i].error is None
        want = alone(engine, state, TEXTS[i], PARAMS[i])
        assert worst_difference(np.concatenate(audio[i]), want) <= TOLERANCE, i


@pytest.mark.parametrize("eos_threshold", [1e9], indirect=True)
def test_cancel_stops_the_whole_batch_within_a_step(
    engine: PocketEngine, state: ModelState, eos_threshold: float, helper: bool
) -> None:
    cancel = threading.Event()
    lines = [BatchLine(i, MEDIUM, GenerationParams(seed=i)) for i in range(4)]
    after_cancel: list[BatchEvent] = []
    started: list[int] = []
    for event in engine.generate_batch(state, lines, cancel, 2):
        if cancel.is_set():
            after_cancel.append(event)
        elif isinstance(event, BatchStarted):
            started.append(event.key)
        elif isinstance(event, BatchAudio) and event.key == 0:
            cancel.set()
    audio_after = [e for e in after_cancel if isinstance(e, BatchAudio)]
    ended = [e for e in after_cancel if isinstance(e, BatchEnded)]
    # No audio after the cancel: every started line ends, cancelled (the two in the
    # batch, and with the helper the one prefilled ahead of a free place); the
    # others never start.
    assert audio_after == []
    assert started == ([0, 1, 2] if helper else [0, 1])
    assert sorted(e.key for e in ended) == started and all(e.cancelled for e in ended)


def test_a_line_that_cannot_be_spoken_fails_alone(engine: PocketEngine, state: ModelState) -> None:
    lines = [
        BatchLine(0, "   ", GenerationParams(seed=1)),
        BatchLine(1, SHORT, GenerationParams(seed=2)),
    ]
    audio, events = batched(engine, state, lines, 2)
    failed = [e for e in events if isinstance(e, BatchEnded) and e.error]
    assert [e.key for e in failed] == [0] and "empty" in (failed[0].error or "")
    assert (
        worst_difference(audio[1], alone(engine, state, SHORT, GenerationParams(seed=2)))
        <= TOLERANCE
    )


@pytest.mark.parametrize("eos_threshold", [0.6], indirect=True)
def test_the_comparison_catches_a_wrong_shift(
    engine: PocketEngine, state: ModelState, eos_threshold: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Negative control: keys rotated one position off make the batched audio differ."""
    right = state_rows.rotate_keys

    def off_by_one(keys: torch.Tensor, shift: int, max_period: float) -> torch.Tensor:
        return right(keys, shift + 1 if shift else 0, max_period)

    monkeypatch.setattr(state_rows, "rotate_keys", off_by_one)
    texts = [SHORT, MEDIUM]  # different text lengths: the shorter row is shifted
    params = [GenerationParams(seed=21), GenerationParams(seed=22)]
    lines = [BatchLine(i, t, p) for i, (t, p) in enumerate(zip(texts, params, strict=True))]
    audio, _ = batched(engine, state, lines, 2)
    want = alone(engine, state, SHORT, params[0])
    n = min(len(want), len(audio[0]))
    assert len(audio[0]) != len(want) or np.max(np.abs(audio[0][:n] - want[:n])) > TOLERANCE


def test_rotating_stored_keys_equals_rope_at_the_later_position() -> None:
    from pocket_tts.modules.rope import apply_rope

    torch.manual_seed(0)
    q = torch.randn(1, 5, 2, 16)
    k = torch.randn(1, 5, 2, 16)
    _, at_3 = apply_rope(q, k, offset=3)
    _, at_10 = apply_rope(q, k, offset=10)
    moved = state_rows.rotate_keys(at_3, 7, 10_000)
    assert torch.allclose(moved, at_10, atol=1e-5)
    assert torch.allclose(state_rows.rotate_keys(moved, -7, 10_000), at_3, atol=1e-5)


def test_batch_size_has_the_best_throughput_that_fits() -> None:
    seconds = {1: 0.040, 2: 0.045, 4: 0.060, 8: 0.100, 16: 0.190}  # rows/s: 25 .. 84
    assert pick_batch_size(seconds, row_bytes=1, free_bytes=None) == 16
    # A tie (within 3%) goes to the smaller size.
    assert pick_batch_size({**seconds, 16: 0.196}, row_bytes=1, free_bytes=None) == 8
    # 16 rows of 100 MB do not fit in a quarter of 4 GB; 8 do.
    assert pick_batch_size(seconds, row_bytes=100 * 2**20, free_bytes=4 * 2**30) == 8
    assert pick_batch_size(seconds, row_bytes=2**30, free_bytes=4 * 2**30) == 1


def test_automatic_batch_size_is_measured_once(
    engine: PocketEngine, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "_auto_batch_size", None)
    size = engine.auto_batch_size()
    assert size >= 1
    assert engine.auto_batch_size() == size
