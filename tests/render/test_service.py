"""The render service: priorities, continuous batching, pre-emption and cancel, on the real
tiny pocket-tts; every line's audio is checked against the same line rendered alone."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterator
from dataclasses import replace

import numpy as np
import pytest

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine
from studio.engines.info import GenerationParams
from studio.render import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
    LineStarted,
    Renderer,
    Voice,
)
from studio.render.service import Job, JobEvent, JobGaveWay, Priority, RenderService
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

TOLERANCE = 1e-5
TEXTS = [
    "Yes.",
    "A much longer line that goes on for a while, with several clauses, commas and words.",
    "Short one.",
    "Another line of a middling length, to keep the batch busy.",
    "No.",
    "The last line of the first lot, long enough to overlap the ones that join it later.",
]


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Voice]:
    folder = tmp_path_factory.mktemp("voices")
    return {
        name: Voice(name, load_reference(speak(folder / f"{name}.wav", text), 24000))
        for name, text in SAMPLE_TEXTS.items()
    }


def _renderer() -> Renderer:
    return Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))


def _job(key: Hashable, text: str, seed: int, priority: Priority = Priority.BULK) -> Job:
    return Job(key, "alice", text, GenerationParams(seed=seed, max_seconds=2.0), None, priority)


def _alone(voices: dict[str, Voice], job: Job) -> np.ndarray:
    for event in _renderer().render_line(
        ScriptLine(1, job.voice, job.text), voices[job.voice], job.params, threading.Event()
    ):
        if isinstance(event, LineDone):
            return event.audio
    raise AssertionError("the line did not render alone")


def _same(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape == b.shape and float(np.max(np.abs(a - b), initial=0.0)) <= TOLERANCE


class Run:
    """Drives ``service.run()`` and records what happened, calling ``on_event`` as it goes."""

    def __init__(self, service: RenderService) -> None:
        self.service = service
        self.order: list[tuple[str, Hashable]] = []
        self.done: dict[Hashable, np.ndarray] = {}
        self.failed: dict[Hashable, LineFailed] = {}

    def __call__(self, on_event: Callable[[object], None] = lambda e: None) -> Run:
        events: Iterator[object] = self.service.run()
        for item in events:
            if isinstance(item, JobGaveWay):
                self.order.append(("gave way", item.key))
            elif isinstance(item, JobEvent):
                event = item.event
                if isinstance(event, LineStarted):
                    self.order.append(("started", item.key))
                elif isinstance(event, LineDone):
                    self.order.append(("done", item.key))
                    self.done[item.key] = event.audio
                elif isinstance(event, LineFailed):
                    self.order.append(("failed", item.key))
                    self.failed[item.key] = event
            on_event(item)
        return self


def test_lines_of_very_different_lengths_sound_as_alone(voices: dict[str, Voice]) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=3)
    jobs = [_job(n, text, 10 + n) for n, text in enumerate(TEXTS)]
    service.submit(jobs)
    run = Run(service)()
    assert set(run.done) == set(range(len(TEXTS))) and not run.failed
    for job in jobs:
        assert _same(run.done[job.key], _alone(voices, job)), job.text
    # Continuous: lines joined as places freed, so the batch ran full most of the time.
    occupancy = service.stats.occupancy
    assert occupancy is not None and occupancy > 0.6, occupancy
    assert all(service.state(job.key) is None for job in jobs)


def test_a_line_that_joins_a_running_batch_sounds_as_alone(voices: dict[str, Voice]) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=4)
    first = [_job(n, TEXTS[n], 20 + n) for n in (1, 3, 5)]
    late = [_job("late", "A line queued while the batch is already rendering.", 7)]
    service.submit(first)
    sent: list[bool] = []

    def join_once(item: object) -> None:
        if not sent and isinstance(item, JobEvent) and isinstance(item.event, AudioChunk):
            sent.append(True)
            service.submit(late)

    run = Run(service)(join_once)
    # It started while the first ones were still rendering: it joined their batch.
    started = run.order.index(("started", "late"))
    assert started < max(run.order.index(("done", job.key)) for job in first)
    for job in [*first, *late]:
        assert _same(run.done[job.key], _alone(voices, job)), job.key


def test_cancelling_one_row_leaves_the_others_untouched(voices: dict[str, Voice]) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=3)
    jobs = [_job(n, TEXTS[n], 30 + n) for n in (1, 3, 5)]
    service.submit(jobs)

    def cancel_second(item: object) -> None:
        if (
            isinstance(item, JobEvent)
            and item.key == 3
            and isinstance(item.event, AudioChunk)
            and service.state(3) == "rendering"
        ):
            service.cancel([3])

    run = Run(service)(cancel_second)
    assert run.failed[3].cancelled and 3 not in run.done
    for job in (jobs[0], jobs[2]):
        assert _same(run.done[job.key], _alone(voices, job)), job.key


def test_a_played_line_preempts_a_full_batch_and_the_batch_renders_after(
    voices: dict[str, Voice],
) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=3)
    bulk = [_job(n, TEXTS[n], 40 + n) for n in range(5)]
    played = _job("play", "Someone is waiting to hear this line.", 9, Priority.PLAY)
    service.submit(bulk)
    sent: list[bool] = []

    def play_once(item: object) -> None:
        if not sent and isinstance(item, JobEvent) and isinstance(item.event, AudioChunk):
            sent.append(True)
            service.submit([played])

    run = Run(service)(play_once)
    gave_way = [key for what, key in run.order if what == "gave way"]
    assert gave_way, "the running bulk lines did not give way"
    played_done = run.order.index(("done", "play"))
    for key in gave_way:
        # Rendered again only after the played line, from the start.
        assert run.order.index(("done", key)) > played_done
    assert {k for k in run.done if k != "play"} == set(range(5)) and not run.failed
    for job in [*bulk, played]:
        assert _same(run.done[job.key], _alone(voices, job)), job.key


def test_stop_ends_every_job_waiting_or_rendering(voices: dict[str, Voice]) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=2)
    jobs = [_job(n, TEXTS[n], 50 + n) for n in range(6)]
    service.submit(jobs)

    def stop_at_first_sound(item: object) -> None:
        if isinstance(item, JobEvent) and isinstance(item.event, AudioChunk):
            service.cancel()

    run = Run(service)(stop_at_first_sound)
    assert set(run.failed) | set(run.done) == set(range(6))  # every job said how it ended
    assert all(event.cancelled for event in run.failed.values())
    assert not service.has_work() and all(service.state(n) is None for n in range(6))


def test_an_edited_line_goes_before_bulk_work_and_a_played_one_before_both(
    voices: dict[str, Voice],
) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=1)
    service.submit([_job("bulk", "Bulk work.", 1)])
    service.submit([_job("edit", "An edited line.", 2, Priority.EDIT)])
    service.submit([_job("play", "A played line.", 3, Priority.PLAY)])
    run = Run(service)()
    assert [key for what, key in run.order if what == "done"] == ["play", "edit", "bulk"]


def test_a_job_for_an_unknown_voice_fails_alone(voices: dict[str, Voice]) -> None:
    service = RenderService(_renderer(), voices.get, batch_size=2)
    ghost = Job("ghost", "nobody", "Who speaks?", GenerationParams(seed=1, max_seconds=0.5))
    service.submit([ghost, _job("real", "I do.", 2)])
    run = Run(service)()
    assert "No voice named 'nobody'" in run.failed["ghost"].message
    assert "real" in run.done


def test_the_jobs_of_a_voice_being_prepared_wait_for_it(voices: dict[str, Voice]) -> None:
    # The window queues a voice's load, then a line of it at once (a project just
    # opened, then Play): the line waits for the voice instead of failing for lack of it.
    known: dict[str, Voice] = {"bob": voices["bob"]}
    preparing = {"alice"}
    service = RenderService(_renderer(), known.get, 4, held=preparing.__contains__)
    service.submit([_job("a1", "Alice first.", 1), _job("a2", "Alice second.", 2)])
    bob = Job("b1", "bob", "Bob meanwhile.", GenerationParams(seed=3, max_seconds=2.0))
    service.submit([bob])
    run = Run(service)()
    assert run.order == [("started", "b1"), ("done", "b1")] and not run.failed
    assert service.state("a1") == "waiting" and not service.has_work()
    known["alice"] = voices["alice"]  # the load is done
    preparing.clear()
    assert service.has_work()
    run = Run(service)()
    assert set(run.done) == {"a1", "a2"} and not run.failed
    assert _same(run.done["a2"], _alone(voices, _job("a2", "Alice second.", 2)))


def _voice_job(key: Hashable, voice: str, text: str, seed: int, priority: Priority) -> Job:
    return Job(key, voice, text, GenerationParams(seed=seed, max_seconds=2.0), None, priority)


def test_lines_of_several_voices_share_one_batch_each_as_alone(voices: dict[str, Voice]) -> None:
    """pocket-tts's rows each hold their own voice: a batch takes lines of every voice
    whose state is ready, so two voices' lines step together."""
    renderer = _renderer()
    names = sorted(voices)[:3]
    for name in names:  # each voice's state in memory, as after its first line
        renderer.resolve_voice(voices[name])
    service = RenderService(renderer, voices.get, batch_size=6)
    jobs = [
        _voice_job(n, names[n % len(names)], TEXTS[n], 40 + n, Priority.BULK)
        for n in range(len(TEXTS))
    ]
    service.submit(jobs)
    voices_seen: dict[Hashable, str] = {}

    def note(item: object) -> None:
        if isinstance(item, JobEvent) and isinstance(item.event, LineDone):
            voices_seen[item.key] = item.event.voice

    run = Run(service)(note)
    assert set(run.done) == set(range(len(TEXTS))) and not run.failed
    # One batch of six places for all of them: the first step already ran every line.
    assert service.stats.steps and service.stats.row_steps / service.stats.steps > 3
    for job in jobs:
        assert voices_seen[job.key] == job.voice
        assert _same(run.done[job.key], _alone(voices, job)), (job.voice, job.text)


def test_a_voice_whose_state_must_be_built_does_not_join_a_running_batch(
    voices: dict[str, Voice],
) -> None:
    """Building a voice's state takes seconds: a batch does not stop every row for it."""
    renderer = _renderer()
    names = sorted(voices)[:2]
    renderer.resolve_voice(voices[names[0]])  # only the first voice is ready
    service = RenderService(renderer, voices.get, batch_size=4)
    service.submit([_voice_job("a", names[0], TEXTS[1], 51, Priority.BULK)])
    service.submit([_voice_job("b", names[1], TEXTS[3], 52, Priority.BULK)])
    run = Run(service)()
    # "b" started only after "a" was done: it waited for a batch of its own.
    assert run.order.index(("started", "b")) > run.order.index(("done", "a"))


def test_an_edited_line_joins_a_running_bulk_batch(voices: dict[str, Voice]) -> None:
    """A line just edited does not wait for a running Render stale to end."""
    service = RenderService(_renderer(), voices.get, batch_size=4)
    bulk = [_job(n, TEXTS[n], 60 + n) for n in (1, 3, 5)]
    service.submit(bulk)
    sent: list[bool] = []

    def edit_once(item: object) -> None:
        if not sent and isinstance(item, JobEvent) and isinstance(item.event, AudioChunk):
            sent.append(True)
            service.submit([_job("edit", "An edited line.", 9, Priority.EDIT)])

    run = Run(service)(edit_once)
    assert run.order.index(("started", "edit")) < max(
        run.order.index(("done", job.key)) for job in bulk
    )
    assert _same(run.done["edit"], _alone(voices, _job("edit", "An edited line.", 9)))


def test_a_prepare_job_builds_the_voice_ahead_and_never_joins_a_batch(
    voices: dict[str, Voice],
) -> None:
    """A voice's cache build is a job of the queue: it ends with its ``CacheResolved`` (a
    miss, then a hit), and a running batch of that voice never takes it as a row."""
    renderer = _renderer()
    service = RenderService(renderer, voices.get, batch_size=4)
    bulk = [_job(n, TEXTS[n], 70 + n) for n in (1, 3)]
    service.submit(bulk)
    prepare = Job("build", "alice", "", GenerationParams(seed=0), kind="prepare")
    resolved: list[tuple[Hashable, str]] = []
    sent: list[bool] = []

    def note(item: object) -> None:
        if isinstance(item, JobEvent) and isinstance(item.event, CacheResolved):
            resolved.append((item.key, item.event.lookup.outcome))
        if not sent and isinstance(item, JobEvent) and isinstance(item.event, AudioChunk):
            sent.append(True)
            service.submit([replace(prepare, priority=Priority.EDIT)])

    run = Run(service)(note)
    assert set(run.done) == {1, 3} and not run.failed
    # It started only after the batch ended, and found the state the batch had built.
    assert run.order.index(("started", "build")) > max(
        run.order.index(("done", key)) for key in (1, 3)
    )
    assert resolved[-1] == ("build", "memory") and service.state("build") is None
    assert not service.has_work()
    # A voice nobody has is one sentence, like a line's.
    service.submit([replace(prepare, key="ghost", voice="nobody")])
    run = Run(service)()
    assert "No voice named 'nobody'" in run.failed["ghost"].message
