"""The cluster driver's queue (``LineFeed``): who gets which take, and when.

No Ray and no model: workers here are what the feed sees of them (the voices
they hold), and what they finish is told to the feed as the driver tells it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

import numpy as np

from studio.cache import CacheLookup
from studio.cluster.feed import TRIES, UNHEARD, WORKER_LOST, LineFeed, Take, ahead_of
from studio.cluster.messages import Finished
from studio.core.text.script import ScriptLine
from studio.engines.info import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, LineTimings
from studio.render.checks import LineChecked, RetakeKey, retake_seed


@dataclass(eq=False)
class Worker:
    name: str
    held: set[str] = field(default_factory=set)


def requests(
    *voices: str, cancel: threading.Event | None = None, first: int = 1
) -> list[LineRequest]:
    return [
        LineRequest(ScriptLine(n, voice, f"Line {n}."), GenerationParams(seed=n), cancel)
        for n, voice in enumerate(voices, first)
    ]


def done(number: int, index: int, settled: bool = True) -> Finished:
    event = LineDone(
        index,
        "alice",
        f"Line {index}.",
        np.zeros(10, np.float32),
        24000,
        CacheLookup("memory", 0.0, 0, "key"),
        LineTimings(0.0, None, 0.0, 0.0),
        GenerationParams(seed=index),
        "key",
    )
    return Finished(number, event, settled)


def numbers(takes: list[Take[Worker]]) -> list[int]:
    return [take.number for take in takes]


def test_a_worker_is_topped_up_as_its_batch_takes_its_takes() -> None:
    feed: LineFeed[Worker] = LineFeed(requests(*["alice"] * 20), places=4)
    worker = Worker("one")
    ahead = ahead_of(4)
    # The first time, a whole batch and a few ahead.
    (given,) = feed.hand_out([worker]).values()
    assert numbers(given) == list(range(4 + ahead))
    assert feed.hand_out([worker]) == {}
    # Its batch took all but one: topped up to ``ahead`` waiting again, though no line
    # is done yet (a line leaves its batch steps before it is done).
    feed.waiting_on(worker, 1)
    (more,) = feed.hand_out([worker]).values()
    assert numbers(more) == list(range(4 + ahead, 4 + ahead + ahead - 1))
    feed.waiting_on(worker, ahead)
    assert feed.hand_out([worker]) == {}
    # A line done frees nothing here: the worker's word on its queue does.
    assert isinstance(feed.finished(worker, done(0, 1)), LineDone)
    assert feed.hand_out([worker]) == {}


def test_a_few_takes_are_shared_by_every_worker() -> None:
    feed: LineFeed[Worker] = LineFeed(requests(*["alice"] * 4), places=16)
    one, two = Worker("one"), Worker("two")
    given = feed.hand_out([one, two])
    assert numbers(given[one]) == [0, 2] and numbers(given[two]) == [1, 3]


def test_a_worker_keeps_to_the_voices_it_holds() -> None:
    feed: LineFeed[Worker] = LineFeed(
        requests("alice", "bob", "alice", "alice", "alice", "bob"), places=1
    )
    holds_bob = Worker("bob's", {"bob"})
    fresh = Worker("fresh")
    given = feed.hand_out([holds_bob, fresh])
    # Bob's two lines go to the worker that holds bob, then it takes the voice with the
    # most lines left; the fresh worker takes that voice from the start.
    assert [t.voice for t in given[holds_bob]] == ["bob", "bob", "alice"]
    assert [t.voice for t in given[fresh]] == ["alice"] * 3
    assert feed.waiting() == 0


def test_a_lost_workers_takes_go_to_the_others_and_fail_after_tries() -> None:
    feed: LineFeed[Worker] = LineFeed(requests("alice", "alice"), places=1)
    one, two = Worker("one"), Worker("two")
    feed.hand_out([one])
    assert feed.lost(one, WORKER_LOST) == []  # back in the queue, first
    assert feed.retried == 2
    (again,) = feed.hand_out([two]).values()
    assert numbers(again) == [0, 1]
    assert TRIES == 2
    failed = feed.lost(two, WORKER_LOST)
    assert [(f.index, f.message) for f in failed if isinstance(f, LineFailed)] == [
        (1, WORKER_LOST),
        (2, WORKER_LOST),
    ]
    assert feed.done()


def test_a_retake_follows_its_worker_and_a_take_being_heard_is_kept() -> None:
    feed: LineFeed[Worker] = LineFeed(requests("alice", "alice"), places=1)
    one, two = Worker("one"), Worker("two")
    feed.hand_out([one])
    # Take 0 rendered, its check asked for a retake (queued on the same worker).
    feed.finished(one, done(0, 1, settled=False))
    asked = LineChecked(1, "alice", "Line 1.", 1, None, "differs", 0, retake=RetakeKey(0, 1))
    feed.finished(one, Finished(0, asked, settled=False))
    # Take 1 rendered, its check not back yet.
    feed.finished(one, done(1, 2, settled=False))
    said = feed.lost(one, WORKER_LOST)
    # The take being heard is kept, unchecked; the retake goes to another worker as it was.
    assert [(s.index, s.message) for s in said] == [(2, UNHEARD)]
    assert isinstance(said[0], LineChecked) and said[0].retake is None
    (given,) = feed.hand_out([two]).values()
    (retake,) = given
    work = retake.work()
    assert (work.number, work.attempt) == (0, 1)
    assert work.params.seed == retake_seed(1, 1)


def test_a_cancelled_request_is_cancelled_on_the_worker_that_has_it() -> None:
    cancel = threading.Event()
    feed: LineFeed[Worker] = LineFeed(requests("alice", "alice", "alice", cancel=cancel), places=1)
    one = Worker("one")
    given = feed.hand_out([one])
    assert numbers(given[one]) == [0, 1, 2]
    assert feed.cancelled() == ([], {})
    cancel.set()
    stopped, on_workers = feed.cancelled()
    assert stopped == [] and on_workers == {one: [0, 1, 2]}
    assert feed.cancelled() == ([], {})  # asked once
    # Its cancelled end comes back from the worker, as any end does.
    line = requests("alice")[0].line
    ended = LineFailed(line.index, line.voice, line.text, "Stopped.", cancelled=True)
    assert feed.finished(one, Finished(0, ended, True)) == ended


def test_a_cancelled_request_still_waiting_ends_in_the_driver() -> None:
    cancel = threading.Event()
    feed: LineFeed[Worker] = LineFeed(
        [*requests("alice"), *requests("alice", cancel=cancel, first=2)], places=1
    )
    cancel.set()
    stopped, on_workers = feed.cancelled()
    assert [(s.index, s.cancelled) for s in stopped] == [(2, True)]
    assert on_workers == {}
    (given,) = feed.hand_out([Worker("one")]).values()
    assert numbers(given) == [0]
