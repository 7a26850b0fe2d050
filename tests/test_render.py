import itertools
import threading
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import pytest

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine, parse_script
from studio.engines.base import GenerationParams
from studio.render import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
    LineRequest,
    LineStarted,
    Renderer,
    RenderEvent,
    Voice,
)
from studio.render.checks import LineChecked
from studio.render.service import RenderService, render_requests
from tests.support import SAMPLE_TEXTS, speak, tiny_engine


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Voice]:
    folder = tmp_path_factory.mktemp("voices")
    return {
        name: Voice(name, load_reference(speak(folder / f"{name}.wav", text), 24000))
        for name, text in SAMPLE_TEXTS.items()
    }


def _render(
    service: RenderService, requests: Sequence[LineRequest], cancel: threading.Event | None = None
) -> Iterator[RenderEvent]:
    """The requests through the render service, each event with its request's line index."""
    for event in render_requests(service, requests, cancel or threading.Event()):
        assert not isinstance(event, LineChecked)  # no word checks here
        yield event


def _one_by_one(
    renderer: Renderer,
    lines: Sequence[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    cancel: threading.Event | None = None,
) -> Iterator[RenderEvent]:
    """The lines with the same settings, each rendered alone in their order (a batch of one)."""
    service = RenderService(renderer, voices.get, batch_size=1)
    return _render(service, [LineRequest(line, params) for line in lines], cancel)


def test_three_voices_alternating_miss_once_per_voice(voices: dict[str, Voice]) -> None:
    script = "\n".join(f"{name}: Line {i} for {name}." for i in range(3) for name in voices)
    lines = parse_script(script, list(voices))
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    events = list(_one_by_one(renderer, lines, voices, GenerationParams(seed=0, max_seconds=0.5)))
    done = [e for e in events if isinstance(e, LineDone)]
    assert [d.voice for d in done] == [line.voice for line in lines]
    assert [d.lookup.outcome for d in done] == ["miss"] * 3 + ["memory"] * 6
    # Every line's events come in order: started, cache, audio..., done.
    first = [e for e in events if getattr(e, "index", None) == 1]
    assert isinstance(first[0], LineStarted) and isinstance(first[1], CacheResolved)
    assert all(isinstance(e, AudioChunk) for e in first[2:-1]) and isinstance(first[-1], LineDone)
    t = done[0].timings
    assert (
        t.cache_ms > 0
        and t.generate_ms > 0
        and t.first_audio_ms is not None
        and t.audio_seconds > 0
    )


def test_a_failed_line_does_not_stop_the_others(voices: dict[str, Voice]) -> None:
    broken = replace(voices["bob"], reference=replace(voices["bob"].reference, sample_rate=16000))
    lines = parse_script("alice: One.\nbob: Two.\nalice: Three.", ["alice", "bob"])
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    events = list(
        _one_by_one(
            renderer,
            lines,
            {"alice": voices["alice"], "bob": broken},
            GenerationParams(seed=0, max_seconds=0.3),
        )
    )
    outcomes = [
        (e.index, type(e).__name__) for e in events if isinstance(e, (LineDone, LineFailed))
    ]
    assert outcomes == [(1, "LineDone"), (2, "LineFailed"), (3, "LineDone")]
    failed = next(e for e in events if isinstance(e, LineFailed))
    assert "load the voice again" in failed.message and not failed.internal


def test_cancel_reports_stopped_and_renders_nothing_more(voices: dict[str, Voice]) -> None:
    lines = parse_script("One.\nTwo.\nThree.", ["alice"])
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    cancel = threading.Event()
    seen: list[RenderEvent] = []
    params = GenerationParams(seed=0, max_seconds=2.0)
    for event in _one_by_one(renderer, lines, voices, params, cancel):
        seen.append(event)
        if isinstance(event, AudioChunk):
            cancel.set()
    assert not any(isinstance(e, LineDone) for e in seen)
    # The line rendering stops; the lines after it never start, and each ends stopped too
    # (the service reports every job it was given).
    stopped = [e for e in seen if isinstance(e, LineFailed)]
    assert sorted(e.index for e in stopped) == [1, 2, 3] and all(e.cancelled for e in stopped)
    assert {e.index for e in seen if not isinstance(e, LineFailed)} == {1}


def test_a_request_s_own_cancel_stops_its_line_alone(voices: dict[str, Voice]) -> None:
    lines = parse_script("One.\nTwo.\nThree.", ["alice"])
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    service = RenderService(renderer, voices.get, batch_size=1)
    stops = [threading.Event(), threading.Event(), None]
    params = GenerationParams(seed=0, max_seconds=2.0)
    requests = [LineRequest(line, params, stop) for line, stop in zip(lines, stops, strict=True)]
    seen: list[RenderEvent] = []
    for event in _render(service, requests):
        seen.append(event)
        if isinstance(event, AudioChunk) and event.index == 1:
            for stop in stops[:2]:
                assert stop is not None
                stop.set()  # the line rendering and the line waiting after it
    ends = {e.index: e for e in seen if isinstance(e, LineDone | LineFailed)}
    assert isinstance(ends[1], LineFailed) and ends[1].cancelled
    assert isinstance(ends[2], LineFailed) and ends[2].cancelled
    assert isinstance(ends[3], LineDone)  # the line nobody stopped renders
    assert {e.index for e in seen if isinstance(e, LineStarted)} == {1, 3}


def test_reference_checks(tmp_path: Path) -> None:
    from studio.errors import AudioInputError
    from tests.support import tone

    long_ref = load_reference(tone(tmp_path / "long.wav", 31.0), 24000)
    assert long_ref.truncated and long_ref.seconds == pytest.approx(30.0, abs=1e-3)
    with pytest.raises(AudioInputError, match="at least"):
        load_reference(tone(tmp_path / "short.wav", 0.5), 24000)
    with pytest.raises(AudioInputError, match="silent"):
        load_reference(tone(tmp_path / "silent.wav", 2.0, amp=0.0), 24000)


def _by_line(events: list[RenderEvent]) -> dict[int, list[RenderEvent]]:
    lines: dict[int, list[RenderEvent]] = {}
    for event in events:
        lines.setdefault(event.index, []).append(event)
    return lines


def test_batched_lines_get_the_same_events_cache_outcomes_and_audio(
    voices: dict[str, Voice],
) -> None:
    script = "\n".join(
        f"{name}: Line {i} for {name}, {'with more words ' * i}to say."
        for i in range(3)
        for name in ("alice", "bob")
    )
    lines = parse_script(script, ["alice", "bob"])
    params = [GenerationParams(seed=i, max_seconds=1.0) for i in range(len(lines))]
    one_by_one = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    expected: list[RenderEvent] = []
    for line, p in zip(lines, params, strict=True):
        expected += one_by_one.render_line(line, voices[line.voice], p, threading.Event())
    batch = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    requests = [LineRequest(line, p) for line, p in zip(lines, params, strict=True)]
    service = RenderService(batch, voices.get, batch_size=3)
    events = list(_render(service, requests))
    assert service.stats.size == 3  # the lines of a voice went to the engine together

    want, got = _by_line(expected), _by_line(events)
    assert sorted(got) == sorted(want)
    for index, mine in got.items():
        kinds = [type(e) for e in mine]
        assert kinds[:2] == [LineStarted, CacheResolved] and kinds[-1] is LineDone
        assert set(kinds[2:-1]) == {AudioChunk}
        done, reference = mine[-1], want[index][-1]
        assert isinstance(done, LineDone) and isinstance(reference, LineDone)
        assert done.lookup.outcome == reference.lookup.outcome
        assert done.params == reference.params and done.prompt_key == reference.prompt_key
        assert done.audio.shape == reference.audio.shape
        assert float(abs(done.audio - reference.audio).max()) <= 1e-5
        chunks = [e for e in mine if isinstance(e, AudioChunk)]
        assert [c.offset for c in chunks] == list(
            itertools.accumulate([0] + [len(c.samples) for c in chunks[:-1]])
        )
        t = done.timings
        assert t.first_audio_ms is not None and t.generate_ms >= t.first_audio_ms
    # Grouped by voice: alice's three lines first (one miss), then bob's. Bob's state is not
    # built while alice's batch runs, so none of his lines joins it (the service mixes in
    # only a voice whose state is ready).
    order = [e.voice for e in events if isinstance(e, CacheResolved)]
    outcomes = [e.lookup.outcome for e in events if isinstance(e, CacheResolved)]
    assert order == ["alice"] * 3 + ["bob"] * 3
    assert outcomes == ["miss", "memory", "memory"] * 2
    assert batch.cache is not None and batch.cache.stats.misses == 2


def test_batched_render_stops_one_line_or_all(voices: dict[str, Voice]) -> None:
    lines = parse_script("One line.\nAnother line.\nA third line.", ["alice"])
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    params = GenerationParams(seed=5, max_seconds=1.0)
    service = RenderService(renderer, voices.get, 3)
    requests = [LineRequest(line, params) for line in lines]
    events: list[RenderEvent] = []
    for event in _render(service, requests):
        events.append(event)
        if isinstance(event, LineStarted) and event.index == 2:
            # Stop the second line alone, rendering in the batch: its job's own cancel
            # (``render_requests`` keys each job by its request's place).
            service.cancel([1])
    ends = {e.index: e for e in events if isinstance(e, LineDone | LineFailed)}
    assert service.stats.size == 3
    assert isinstance(ends[1], LineDone) and isinstance(ends[3], LineDone)
    assert isinstance(ends[2], LineFailed) and ends[2].cancelled

    cancel = threading.Event()
    seen: list[RenderEvent] = []
    four = parse_script("One line.\nAnother line.\nA third line.\nA fourth line.", ["alice"])
    service = RenderService(renderer, voices.get, batch_size=2)
    for event in _render(service, [LineRequest(line, params) for line in four], cancel):
        seen.append(event)
        if isinstance(event, AudioChunk):
            cancel.set()
    ends = {e.index: e for e in seen if isinstance(e, LineDone | LineFailed)}
    started = {e.index for e in seen if isinstance(e, LineStarted)}
    assert started == {1, 2}  # the third and fourth never started
    assert all(isinstance(e, LineFailed) and e.cancelled for e in ends.values())
    # Every line ends stopped: the two rendering within a step, the two never started with
    # their stop alone (the service reports every job it was given).
    assert set(ends) == {1, 2, 3, 4}
    assert [type(e) for e in seen if e.index in (3, 4)] == [LineFailed, LineFailed]


def test_batch_of_one_or_no_cache_renders_one_line_at_a_time(voices: dict[str, Voice]) -> None:
    lines = parse_script("One line.\nAnother line.", ["alice"])
    requests = [LineRequest(line, GenerationParams(seed=1, max_seconds=0.5)) for line in lines]
    for renderer, size, outcome in (
        (Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30))), 1, ["miss", "memory"]),
        (Renderer(tiny_engine(), None), None, ["off", "off"]),
    ):
        service = RenderService(renderer, voices.get, size)
        events = list(_render(service, requests))
        assert service.stats.steps == 0  # no batch ran
        # Sequential: each line's events are contiguous.
        assert [e.index for e in events] == sorted(e.index for e in events)
        done = [e for e in events if isinstance(e, LineDone)]
        assert [d.lookup.outcome for d in done] == outcome


def test_batched_lines_with_pauses_equal_their_render_alone(voices: dict[str, Voice]) -> None:
    from studio.core.text.spoken import prepare_line

    texts = [
        "A first part. [pause 0.3] And a second part, longer than the first.",
        "No pause in this line at all.",
        "[pause 0.2] Starts with silence, [pause 0.1] and pauses twice.",
        "[pause 0.5]",  # nothing for the engine: the take is the silence
    ]
    lines = [
        replace(line, spoken=prepare_line(line.text))
        for line in parse_script("\n".join(texts), ["alice"])
    ]
    params = GenerationParams(seed=9, max_seconds=0.6)
    alone = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    want: dict[int, LineDone | LineFailed] = {}
    for line in lines:
        for event in alone.render_line(line, voices["alice"], params, threading.Event()):
            if isinstance(event, LineDone | LineFailed):
                want[event.index] = event
    batch = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    service = RenderService(batch, voices.get, batch_size=4)
    events = list(_render(service, [LineRequest(line, params) for line in lines]))
    assert service.stats.size == 4  # the lines' parts went to the engine together
    got = {e.index: e for e in events if isinstance(e, LineDone | LineFailed)}
    assert sorted(got) == [1, 2, 3, 4]
    for index in (1, 2, 3, 4):
        mine, reference = got[index], want[index]
        assert isinstance(mine, LineDone) and isinstance(reference, LineDone)
        assert mine.spoken == reference.spoken
        assert mine.audio.shape == reference.audio.shape
        assert float(abs(mine.audio - reference.audio).max()) <= 1e-5
        # Chunks arrive in order, each part after the pause before it.
        chunks = [e for e in events if isinstance(e, AudioChunk) and e.index == index]
        assert [c.offset for c in chunks] == list(
            itertools.accumulate([0] + [len(c.samples) for c in chunks[:-1]])
        )
    silence = got[4]
    assert isinstance(silence, LineDone) and len(silence.audio) == 12000
