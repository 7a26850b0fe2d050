"""A cluster worker's lines say how it had their voice's state.

``RenderWorker`` is plain Python (the driver wraps it in a Ray actor), so two of
them run here in one process, called in an order chosen by the test: what a
cluster does when its workers finish in that order, with nothing left to timing.
"""

from __future__ import annotations

import pytest

from studio.cluster.worker import RenderWorker
from studio.core.audio import load_reference
from studio.core.script import parse_script
from studio.engines.base import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, Voice
from tests.support import SAMPLE_TEXTS, TINY_MODEL, speak

PARAMS = GenerationParams(seed=0, max_seconds=0.3)


@pytest.fixture(scope="module")
def alice(tmp_path_factory: pytest.TempPathFactory) -> Voice:
    path = speak(tmp_path_factory.mktemp("voice") / "alice.wav", SAMPLE_TEXTS["alice"])
    return Voice("alice", load_reference(path, 24000))


def requests(*texts: str) -> list[LineRequest]:
    lines = parse_script("\n".join(f"alice: {text}" for text in texts), ["alice"])
    return [LineRequest(line, PARAMS) for line in lines]


def outcomes(events: list[LineDone | LineFailed]) -> list[str]:
    return [e.lookup.outcome if isinstance(e, LineDone) else "failed" for e in events]


def test_the_first_line_a_worker_finishes_says_how_it_had_the_voice(alice: Voice) -> None:
    builder = RenderWorker("pocket", TINY_MODEL, "cpu", 1, "reference")
    other = RenderWorker("pocket", TINY_MODEL, "cpu", 1, "reference")
    built, blob = builder.build_state(alice)
    assert built.outcome == "miss"

    # The other worker's first call: its one line cannot be spoken (punctuation only).
    # The state was loaded all the same; no line has said so yet.
    unspoken = other.render(alice, built, blob, requests("..."), 1)
    assert outcomes(unspoken.events) == ["failed"]
    assert unspoken.counts.shared_loads == 1
    # So the first line it finishes says it: from the object store, once.
    done = other.render(alice, built, blob, requests("Two.", "Three."), 2)
    assert outcomes(done.events) == ["shared", "memory"]
    assert outcomes(other.render(alice, built, blob, requests("Four."), 1).events) == ["memory"]
    assert other.counts().shared_loads == 1

    # The builder's first line says it built the state, with the build's time.
    mine = builder.render(alice, built, blob, requests("Five.", "Six."), 2)
    assert outcomes(mine.events) == ["miss", "memory"]
    first = mine.events[0]
    assert isinstance(first, LineDone) and first.timings.cache_ms == pytest.approx(built.build_ms)
    assert first.lookup.nbytes == built.nbytes
    assert builder.counts().shared_loads == 0


def test_a_builder_that_never_finishes_a_line_leaves_no_miss(alice: Voice) -> None:
    """The builder stops (its process killed) before any of its lines is done: the lines
    go to another worker, which loaded the state and says so."""
    builder = RenderWorker("pocket", TINY_MODEL, "cpu", 1, "reference")
    other = RenderWorker("pocket", TINY_MODEL, "cpu", 1, "reference")
    built, blob = builder.build_state(alice)
    del builder  # killed before a line
    done = other.render(alice, built, blob, requests("One.", "Two.", "Three."), 3)
    assert outcomes(done.events) == ["shared", "memory", "memory"]
