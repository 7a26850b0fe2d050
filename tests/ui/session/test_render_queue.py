"""The worker's lead queue: which job renders a line, and who gives way (plain threading)."""

from __future__ import annotations

import threading

from studio.engines.base import GenerationParams
from studio.ui.session.jobs import LineJob, RenderLines
from studio.ui.session.render_queue import LeadQueue


def job(line_id: str) -> LineJob:
    return LineJob(line_id, "alice", f"Text of {line_id}.", GenerationParams(seed=1))


def test_a_lead_batch_makes_the_running_line_give_way_and_replaces_queued_jobs():
    lead = LeadQueue()
    bulk = [job("a"), job("b")]
    lead.claim(bulk)
    batch_cancel = threading.Event()
    running = lead.begin(bulk[0], batch_cancel)
    assert running is not None and not running.is_set()

    first = RenderLines((job("b"),), batch_cancel)
    lead.put_first(first)
    assert running.is_set()  # "a" stops at its next frame
    assert lead.end(bulk[0], cancelled=True)  # ... to render again, not as a failure
    taken = lead.take_first()
    assert taken is not None and taken.jobs == first.jobs and lead.take_first() is None
    assert lead.begin(first.jobs[0], batch_cancel) is not None
    assert not lead.end(first.jobs[0])
    # "a" renders again; the bulk job for "b" was replaced and is skipped.
    assert lead.begin(bulk[0], batch_cancel) is not None
    assert not lead.end(bulk[0])
    assert lead.begin(bulk[1], batch_cancel) is None


def test_the_running_line_goes_on_when_the_lead_batch_waits_for_it():
    lead = LeadQueue()
    bulk = [job("a")]
    lead.claim(bulk)
    running = lead.begin(bulk[0], threading.Event())
    assert running is not None
    lead.put_first(RenderLines((job("b"),)), keep=frozenset({"a"}))
    assert not running.is_set()
    # A lead batch that asks for the running line itself gets it from the running job.
    lead.put_first(RenderLines((job("a"), job("c"))))
    assert not running.is_set()
    newest = lead.take_first()
    assert newest is not None and [j.line_id for j in newest.jobs] == ["c"]
    assert not lead.end(bulk[0])  # done: it reports for the line


def test_stop_reaches_the_running_line_and_is_not_a_reason_to_render_again():
    lead = LeadQueue()
    bulk = [job("a")]
    lead.claim(bulk)
    batch_cancel = threading.Event()
    running = lead.begin(bulk[0], batch_cancel)
    assert running is not None
    batch_cancel.set()
    lead.cancel_running()
    assert running.is_set()
    assert not lead.end(bulk[0], cancelled=True)  # reported as stopped


def test_newest_lead_batch_goes_first():
    lead = LeadQueue()
    older, newer = RenderLines((job("x"),)), RenderLines((job("y"),))
    lead.put_first(older)
    lead.put_first(newer)
    assert [lead.take_first(), lead.take_first(), lead.take_first()] == [newer, older, None]
