"""The rows of a batch waiting for their prefill: who prefills them, in what order.

The real pocket-tts flow LM on its smallest architecture with random weights.
Whichever thread prefills a row, and whichever rows share its pass, the row's
state is the one its text gives alone.
"""

from __future__ import annotations

import os
import sys
import threading
from typing import Any

import pytest
import torch

from studio.core.sound.audio import load_reference
from studio.engines.pocket import PocketEngine, load_pocket_engine
from studio.engines.pocket_prefill import (
    HELPER_MIN_PARAMETERS,
    PREFILL_GROUP,
    PrefillStage,
    lower_priority,
    wants_helper,
)
from studio.engines.pocket_steps import FlowBatch
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

TEXTS = [
    "Hi.",
    "The quick brown fox jumps over the lazy dog, twice.",
    "A middling line of a chapter.",
    "One more line, a little longer than the last one was.",
    "Short again.",
]


@pytest.fixture(scope="module")
def engine() -> PocketEngine:
    return load_pocket_engine(TINY_MODEL, "cpu", threads=1)


@pytest.fixture(scope="module")
def voice(engine: PocketEngine, tmp_path_factory: pytest.TempPathFactory) -> Any:
    path = speak(tmp_path_factory.mktemp("v") / "alice.wav", SAMPLE_TEXTS["alice"])
    reference = load_reference(path, engine.info.sample_rate)
    return engine.build_prompt_state(reference.samples, None)


def _tokens(engine: PocketEngine) -> list[torch.Tensor]:
    return [engine.model.flow_lm.conditioner.prepare(text) for text in TEXTS]


def _alone(flow: FlowBatch, voice: Any, tokens: torch.Tensor) -> tuple[Any, int]:
    with torch.no_grad():
        return flow.prefill(voice, [tokens])[0]


def _same_state(a: Any, b: Any, end: int) -> float:
    """The largest difference of two states' caches over a row's content (before ``end``)."""
    worst = 0.0
    for name, module_state in a.items():
        cache = module_state.get("cache")
        if cache is None:
            continue
        other = b[name]["cache"]
        worst = max(worst, float((cache[:, :, :end] - other[:, :, :end]).abs().max()))
    return worst


def test_every_row_gets_the_state_its_text_gives_alone(engine: PocketEngine, voice: Any) -> None:
    flow = FlowBatch(engine.model, 8)
    tokens = _tokens(engine)
    stage = PrefillStage(flow, voice)
    # Steps hints: the second row is the longest, then the fourth.
    steps = [3, 40, 10, 30, 2]
    for row, (t, s) in enumerate(zip(tokens, steps, strict=True)):
        stage.submit(row, t, s)
    with torch.no_grad():
        mine = stage.prefill_now(8)  # before the helper starts: it takes the longest
    assert [row for row, _, _ in mine] == [1, 3, 2][: len(mine)]
    assert len(mine) == min(PREFILL_GROUP, (len(TEXTS) + 1) // 2)
    stage.start()
    got = {row: (state, end) for row, state, end in mine}
    try:
        while len(got) < len(TEXTS):
            stage.wait(0.05)
            for row, state, end in stage.take_done(len(TEXTS)):
                got[row] = (state, end)
    finally:
        stage.close()
    for row, t in enumerate(tokens):
        state, end = got[row]
        want_state, want_end = _alone(flow, voice, t)
        assert end == want_end
        assert _same_state(state, want_state, end) <= 1e-5, row


def test_a_failure_on_the_helper_is_raised_on_the_batchs_thread(
    engine: PocketEngine, voice: Any
) -> None:
    flow = FlowBatch(engine.model, 4)

    def broken(*_args: Any, **_kwargs: Any) -> Any:
        raise RuntimeError("out of memory")

    flow.prefill = broken  # type: ignore[method-assign]
    stage = PrefillStage(flow, voice)
    stage.submit(0, _tokens(engine)[0], 5)
    stage.start()
    try:
        # Only the helper takes the row, so waiting ends when it hands the row back or
        # fails, however long a lowest-priority thread waits for its turn on a busy CPU.
        with pytest.raises(RuntimeError, match="out of memory"):
            stage.wait()
        # And every later look says it again: the batch's thread cannot miss it.
        with pytest.raises(RuntimeError, match="out of memory"):
            stage.take_done(1)
    finally:
        stage.close()


class _Stop(BaseException):
    """Raised by something that is not an error (as ``SystemExit`` is)."""


@pytest.mark.filterwarnings("error::pytest.PytestUnhandledThreadExceptionWarning")
def test_a_helper_stopped_by_what_is_not_an_exception_fails_its_rows(
    engine: PocketEngine, voice: Any
) -> None:
    flow = FlowBatch(engine.model, 4)

    def stopped(*_args: Any, **_kwargs: Any) -> Any:
        raise _Stop

    flow.prefill = stopped  # type: ignore[method-assign]
    stage = PrefillStage(flow, voice)
    stage.submit(0, _tokens(engine)[0], 5)
    stage.start()
    try:
        stage._thread.join()  # the helper is gone, holding the row it took
        # The batch's thread hears of it, rather than waiting for the row forever.
        with pytest.raises(RuntimeError, match="the prefill helper stopped") as raised:
            stage.take_done(1)
        assert isinstance(raised.value.__cause__, _Stop)
        with pytest.raises(RuntimeError, match="the prefill helper stopped"):
            stage.wait()
    finally:
        stage.close()


def test_close_stops_a_helper_with_rows_still_queued(engine: PocketEngine, voice: Any) -> None:
    flow = FlowBatch(engine.model, 4)
    stage = PrefillStage(flow, voice)
    for row, t in enumerate(_tokens(engine)):
        stage.submit(row, t, 5)
    stage.start()
    stage.close()
    assert not stage._thread.is_alive()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread niceness is Linux's")
def test_the_helper_runs_at_the_lowest_priority() -> None:
    seen: list[int] = []

    def run() -> None:
        lower_priority()
        seen.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert seen == [19]
    # Only the helper's own thread: this one keeps its priority.
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) != 19


def test_a_helper_only_for_a_flow_lm_whose_prefill_is_long(engine: PocketEngine) -> None:
    # The smallest architecture prefills in a few milliseconds of interpreter time.
    assert not wants_helper(FlowBatch(engine.model, 2))

    class Large:
        device = torch.device("cpu")
        flow = torch.nn.Linear(4096, HELPER_MIN_PARAMETERS // 4096 + 1, bias=False)

    assert wants_helper(Large()) == ((os.cpu_count() or 1) >= 2)  # type: ignore[arg-type]
    Large.device = torch.device("meta")  # not a CPU: the device runs the work in turn
    assert not wants_helper(Large())  # type: ignore[arg-type]
