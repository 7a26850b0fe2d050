"""A cluster worker is a replica of the render service: lines join its running batch,
a line is cancelled alone, every take is checked, and its lines say how it had their
voice's state.

``RenderWorker`` is plain Python (the driver wraps it in a Ray actor), so workers
run here in this process, called in an order chosen by the test: what a cluster
does when its workers are called in that order, with nothing left to timing. A
running batch is held at its first step (``HeldAtFirstStep``) while the test
acts, so what joins or stops it is decided by counts, never by a clock.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator

import pytest

from studio.cluster.feed import ahead_of
from studio.cluster.messages import WorkEvent
from studio.cluster.worker import RenderWorker
from studio.core.sound.audio import load_reference
from studio.core.text.script import parse_script
from studio.engines.base import GenerationParams
from studio.engines.info import BatchStats
from studio.render import LineDone, LineFailed, LineRequest, Voice
from studio.render.checks import CheckSettings, LineChecked
from tests.cluster_support import render_on, wait_settled, work_lines
from tests.engines.asr.scripted import ScriptedRecognizer
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

PARAMS = GenerationParams(seed=0, max_seconds=0.3)
# Without a length limit: a line decodes for several steps (at least the engine's
# frames before an end may come), so a line that joins at the second step joins it.
LONG = GenerationParams(seed=0)


@pytest.fixture(scope="module")
def alice(tmp_path_factory: pytest.TempPathFactory) -> Voice:
    path = speak(tmp_path_factory.mktemp("voice") / "alice.wav", SAMPLE_TEXTS["alice"])
    return Voice("alice", load_reference(path, 24000))


@pytest.fixture
def workers() -> Iterator[Callable[..., RenderWorker]]:
    """Workers on the tiny model, each ended when the test ends."""
    started: list[RenderWorker] = []

    def start(**options: object) -> RenderWorker:
        worker = RenderWorker("pocket", TINY_MODEL, "cpu", 1, "reference", **options)  # type: ignore[arg-type]
        started.append(worker)
        return worker

    yield start
    for worker in started:
        worker.close()


class HeldAtFirstStep(BatchStats):
    """A batch's counts that hold the batch at its first step until ``go`` is set, and
    keep how many rows decoded at each step."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[int] = []
        self.held = threading.Event()
        self.go = threading.Event()

    def add(self, size: int, rows: int) -> None:
        self.rows.append(rows)
        if len(self.rows) == 1:
            self.held.set()
            assert self.go.wait(600), "the test never let the batch go on"
        super().add(size, rows)


def requests(*texts: str, params: GenerationParams = PARAMS) -> list[LineRequest]:
    lines = parse_script("\n".join(f"alice: {text}" for text in texts), ["alice"])
    return [LineRequest(line, params) for line in lines]


def outcomes(events: list[WorkEvent]) -> list[str]:
    return [e.lookup.outcome if isinstance(e, LineDone) else "failed" for e in events]


def test_the_first_line_a_worker_finishes_says_how_it_had_the_voice(
    alice: Voice, workers: Callable[..., RenderWorker]
) -> None:
    builder, other = workers(), workers()
    built, blob = builder.build_state(alice)
    assert built.outcome == "miss"

    # The other worker's first lines: the one line cannot be spoken (punctuation only).
    # The state was loaded all the same; no line has said so yet.
    unspoken = render_on(other, alice, built, blob, requests("..."), 1)
    assert outcomes(unspoken) == ["failed"]
    assert other.counts().shared_loads == 1
    # So the first line it finishes says it: from the object store, once.
    done = render_on(other, alice, built, blob, requests("Two.", "Three."), 2, first=1)
    assert outcomes(done) == ["shared", "memory"]
    assert outcomes(render_on(other, alice, built, blob, requests("Four."), 1, first=3)) == [
        "memory"
    ]
    assert other.counts().shared_loads == 1

    # The builder's first line says it built the state, with the build's time.
    mine = render_on(builder, alice, built, blob, requests("Five.", "Six."), 2)
    assert outcomes(mine) == ["miss", "memory"]
    first = mine[0]
    assert isinstance(first, LineDone) and first.timings.cache_ms == pytest.approx(built.build_ms)
    assert first.lookup.nbytes == built.nbytes
    assert builder.counts().shared_loads == 0


def test_a_builder_that_never_finishes_a_line_leaves_no_miss(
    alice: Voice, workers: Callable[..., RenderWorker]
) -> None:
    """The builder stops (its process killed) before any of its lines is done: the lines
    go to another worker, which loaded the state and says so."""
    builder, other = workers(), workers()
    built, blob = builder.build_state(alice)
    builder.close()  # stopped before a line
    done = render_on(other, alice, built, blob, requests("One.", "Two.", "Three."), 3)
    assert outcomes(done) == ["shared", "memory", "memory"]


def test_a_line_submitted_while_a_batch_runs_joins_that_batch(
    alice: Voice, workers: Callable[..., RenderWorker]
) -> None:
    worker = workers()
    built, blob = worker.build_state(alice)
    held = HeldAtFirstStep()
    worker.service.stats = held
    first, second = work_lines(requests("The first line goes on for a while.", "Two.", params=LONG))
    worker.submit([first], 4, [(alice, built)], blob)
    assert held.held.wait(600)
    # The batch is at its first step with one line: the second arrives now.
    worker.submit([second], 4)
    held.go.set()
    ended = {f.number: f.event for f in wait_settled(worker, {0, 1})}
    assert all(isinstance(event, LineDone) for event in ended.values())
    assert held.rows[0] == 1
    # The second line decoded beside the first, in the same batch: at the next step.
    assert held.rows[1] == 2
    assert worker.service.stats.steps == len(held.rows)


def test_a_worker_says_when_its_batch_has_taken_what_waited(
    alice: Voice, workers: Callable[..., RenderWorker]
) -> None:
    """Its poll answers as soon as too few takes wait to fill the places that free next,
    long before a line is done, so the driver tops it up in time."""
    worker = workers()
    built, blob = worker.build_state(alice)
    held = HeldAtFirstStep()
    worker.service.stats = held
    # A batch of two and one take beyond it: once the batch has taken its two, fewer
    # than ``ahead_of(2)`` wait.
    texts = [f"Line {n} is here." for n in range(3)]
    worker.submit(work_lines(requests(*texts, params=LONG)), 2, [(alice, built)], blob)
    assert held.held.wait(600)
    try:
        # The batch is held at its first step: no line can be done, yet the poll answers,
        # long before its time is up.
        start = time.monotonic()
        polled = worker.poll(300)
        answered_s = time.monotonic() - start
    finally:
        held.go.set()
    assert answered_s < 150, "the poll waited for its time to run out"
    assert polled.events == []
    assert polled.waiting == 1 < ahead_of(2)
    wait_settled(worker, set(range(3)))


def test_a_line_cancelled_in_a_running_batch_stops_alone(
    alice: Voice, workers: Callable[..., RenderWorker]
) -> None:
    worker = workers()
    built, blob = worker.build_state(alice)
    held = HeldAtFirstStep()
    worker.service.stats = held
    lines = work_lines(requests("One is here.", "Two is here.", "Three is here.", params=LONG))
    worker.submit(lines, 4, [(alice, built)], blob)
    assert held.held.wait(600)
    assert held.rows[0] == 3  # all three decoding
    worker.cancel([1])
    held.go.set()
    ended = {f.number: f.event for f in wait_settled(worker, {0, 1, 2})}
    stopped = ended[1]
    assert isinstance(stopped, LineFailed) and stopped.cancelled and stopped.index == 2
    assert isinstance(ended[0], LineDone) and isinstance(ended[2], LineDone)
    # It stopped within a step: the two others decoded on without it.
    assert held.rows[1] == 2


def test_a_cancel_that_overtakes_its_lines_submit_still_cancels_it(
    alice: Voice, workers: Callable[..., RenderWorker]
) -> None:
    """A threaded actor runs calls side by side: a line's cancel may run first."""
    worker = workers()
    built, blob = worker.build_state(alice)
    worker.cancel([7])
    worker.submit(work_lines(requests("Seven."), first=7), 1, [(alice, built)], blob)
    (finished,) = wait_settled(worker, {7})
    assert finished.settled and isinstance(finished.event, LineFailed)
    assert finished.event.cancelled


def test_every_take_on_a_worker_is_checked_retakes_included(
    alice: Voice, workers: Callable[..., RenderWorker], monkeypatch: pytest.MonkeyPatch
) -> None:
    import studio.render.checks as checks

    text = "Meet me by the mill."
    # Both first takes are heard wrong, the retakes right.
    heard = ScriptedRecognizer("Meet me by the river.", "Meet me by the river.", text)
    monkeypatch.setattr(checks, "load_for_checks", lambda settings: heard)
    worker = workers(checks=CheckSettings("scripted", retakes=1))
    built, blob = worker.build_state(alice)
    worker.submit(work_lines(requests(text, text)), 2, [(alice, built)], blob)
    got = wait_settled(worker, {0, 1})
    for number in (0, 1):
        mine = [f for f in got if f.number == number]
        kinds = [type(f.event).__name__ for f in mine]
        assert kinds == ["LineDone", "LineChecked", "LineDone", "LineChecked"], kinds
        asked, passed = mine[1].event, mine[3].event
        assert isinstance(asked, LineChecked) and asked.retake is not None
        assert isinstance(passed, LineChecked) and passed.retake is None
        assert passed.check is not None and passed.check.matches and passed.attempt == 1
        # Settled once, by its last check.
        assert [f.settled for f in mine] == [False, False, False, True]
        assert {f.event.index for f in mine} == {number + 1}
    assert heard.calls == 4
