"""The word check stage of the render service, on the real tiny pocket-tts.

The retake and ranking logic runs with a scripted recognizer (it hears what
the test says); the real faster-whisper path runs with the demo recognizer.
Checking never changes a take's audio: each is compared with the same job
rendered without checks.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Hashable
from pathlib import Path

import numpy as np
import pytest

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.words.transcript import Transcript
from studio.engines.info import GenerationParams
from studio.render import LineDone, LineFailed, Renderer, Voice
from studio.render.check_events import Heard
from studio.render.checks import (
    CheckSettings,
    LineChecked,
    RetakeKey,
    TakeChecker,
    first_key,
    retake_seed,
)
from studio.render.service import Job, JobEvent, RenderService
from tests.engines.asr.scripted import ScriptedRecognizer
from tests.support import speak, tiny_engine

TOLERANCE = 1e-5
LINE = "Meet me at 5 pm by the old mill."


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Voice]:
    folder = tmp_path_factory.mktemp("voices")
    reference = speak(folder / "alice.wav", "Hello there, my name is Alice.")
    return {"alice": Voice("alice", load_reference(reference, 24000))}


def _service(voices: dict[str, Voice], checker: TakeChecker | None) -> RenderService:
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    return RenderService(renderer, voices.get, batch_size=3, checks=checker)


def _job(key: Hashable, seed: int, text: str = LINE) -> Job:
    return Job(key, "alice", text, GenerationParams(seed=seed, max_seconds=1.0))


def _checker(recognizer: ScriptedRecognizer, retakes: int = 0) -> TakeChecker:
    return TakeChecker(CheckSettings("scripted", retakes=retakes), factory=lambda s: recognizer)


def _run(service: RenderService, jobs: list[Job]) -> list[tuple[Hashable, object]]:
    """Every job event, (key, event), until the takes are rendered and heard."""
    out: list[tuple[Hashable, object]] = []
    service.submit(jobs)
    checks = service.checks
    while True:
        out += [(i.key, i.event) for i in service.run() if isinstance(i, JobEvent)]
        if checks is None or not checks.pending():
            return out
        checks.wait(5.0)


def _checked(events: list[tuple[Hashable, object]]) -> list[tuple[Hashable, LineChecked]]:
    return [(k, e) for k, e in events if isinstance(e, LineChecked)]


def _done(events: list[tuple[Hashable, object]]) -> dict[Hashable, LineDone]:
    return {k: e for k, e in events if isinstance(e, LineDone)}


def test_a_take_that_drops_a_word_is_flagged_and_retaken(voices: dict[str, Voice]) -> None:
    hears = ScriptedRecognizer(
        "meet me at five pm by the mill", "meet me at five p m by the old mill"
    )
    checker = _checker(hears, retakes=2)
    try:
        events = _run(_service(voices, checker), [_job("line", 11)])
    finally:
        checker.close()
    checked = _checked(events)
    assert [key for key, _ in checked] == ["line", RetakeKey("line", 1)]
    first, second = checked[0][1], checked[1][1]
    assert first.check is not None and first.check.missing == ("old",)
    assert first.retake == RetakeKey("line", 1) and "Rendering it again" in first.message
    assert second.check is not None and second.check.matches and second.retake is None
    done = _done(events)
    assert set(done) == {"line", RetakeKey("line", 1)}
    assert done[RetakeKey("line", 1)].params.seed == retake_seed(11, 1) != 11
    # Each check came after the LineDone of the take it heard.
    keys = [(k, type(e).__name__) for k, e in events if isinstance(e, LineDone | LineChecked)]
    assert keys.index(("line", "LineDone")) < keys.index(("line", "LineChecked"))


def test_a_take_that_matches_after_normalisation_is_not_retaken(voices: dict[str, Voice]) -> None:
    checker = _checker(ScriptedRecognizer("Meet me at five p.m. by the old mill."), retakes=3)
    try:
        events = _run(_service(voices, checker), [_job("line", 12)])
    finally:
        checker.close()
    (key, checked), *rest = _checked(events)
    assert not rest and key == "line"
    assert checked.check is not None and checked.check.matches and checked.check.wer == 0
    assert checked.retake is None and len(_done(events)) == 1
    # The timings belong to the script's own words, "5" and "pm" included.
    words = [t.text for t in checked.check.timings]
    assert words == ["Meet", "me", "at", "5", "pm", "by", "the", "old", "mill."]
    assert all(not t.estimated for t in checked.check.timings)


def test_retakes_stop_at_n_and_every_take_is_kept(voices: dict[str, Voice]) -> None:
    checker = _checker(ScriptedRecognizer("something else entirely"), retakes=2)
    try:
        events = _run(_service(voices, checker), [_job("a", 13), _job("b", 14)])
    finally:
        checker.close()
    done = _done(events)
    assert len(done) == 6  # two lines, each rendered once and retaken twice
    assert {first_key(k) for k in done} == {"a", "b"}
    last = [c for k, c in _checked(events) if k == RetakeKey("a", 2)]
    assert last and last[0].retake is None and "No retake left" in last[0].message
    seeds = [e.params.seed for k, e in done.items() if first_key(k) == "a"]
    assert len(set(seeds)) == 3


def test_checking_leaves_the_audio_unchanged(voices: dict[str, Voice]) -> None:
    jobs = [_job(n, 20 + n, text) for n, text in enumerate(["Yes.", LINE, "A third line here."])]
    plain = _done(_run(_service(voices, None), jobs))
    checker = _checker(ScriptedRecognizer("yes"))
    try:
        checked = _run(_service(voices, checker), jobs)
    finally:
        checker.close()
    heard = _done(checked)
    assert set(heard) == set(plain) and len(_checked(checked)) == 3
    for key, done in plain.items():
        a, b = done.audio, heard[key].audio
        assert a.shape == b.shape and float(np.max(np.abs(a - b))) <= TOLERANCE


def test_a_recognizer_that_cannot_load_leaves_takes_unchecked_and_says_why(
    voices: dict[str, Voice],
) -> None:
    from studio.errors import ModelNotInstalledError

    def missing(settings: CheckSettings) -> ScriptedRecognizer:
        raise ModelNotInstalledError("The speech recognizer 'base.en' is not downloaded yet.")

    checker = TakeChecker(CheckSettings(retakes=2), factory=missing)
    try:
        events = _run(_service(voices, checker), [_job("line", 15)])
    finally:
        checker.close()
    ((_, checked),) = _checked(events)
    assert checked.check is None and "not downloaded" in checked.message
    assert checked.retake is None and len(_done(events)) == 1


def test_stop_drops_the_checks_waiting(voices: dict[str, Voice]) -> None:
    gate = threading.Event()

    class Slow(ScriptedRecognizer):
        def transcribe(
            self, samples: np.ndarray, sample_rate: int, language: str | None = None
        ) -> Transcript:
            gate.wait(10)
            return super().transcribe(samples, sample_rate, language)

    checker = _checker(Slow("yes"), retakes=3)
    service = _service(voices, checker)
    try:
        service.submit([_job(n, 30 + n, "Yes.") for n in range(3)])
        events = [i for i in service.run() if isinstance(i, JobEvent)]
        assert len([i for i in events if isinstance(i.event, LineDone)]) == 3
        service.cancel()
        gate.set()
        while checker.pending():
            checker.wait(5.0)
            events += [i for i in service.run() if isinstance(i, JobEvent)]
    finally:
        checker.close()
    checked = [i.event for i in events if isinstance(i.event, LineChecked)]
    assert len(checked) == 3 and sum(c.cancelled for c in checked) >= 2
    assert not any(isinstance(i.event, LineFailed) for i in events)
    assert all(c.retake is None for c in checked)


@pytest.fixture(scope="module")
def studio_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder with the demo recognizer built in it (once for the module)."""
    from studio.engines.asr import build_random_whisper

    folder = tmp_path_factory.mktemp("studio-cache")
    build_random_whisper(folder / "recognizers")
    return folder


@pytest.mark.slow
def test_the_demo_recognizer_hears_takes_through_faster_whisper(
    voices: dict[str, Voice], studio_cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOICE_STUDIO_CACHE_DIR", str(studio_cache))
    checker = TakeChecker(CheckSettings("random", retakes=1))
    try:
        checker.start()
        assert checker.wait_loaded(120) is None
        events = _run(_service(voices, checker), [_job("line", 16)])
    finally:
        checker.close()
    checked = _checked(events)
    assert checked[0][1].check is not None and checked[0][1].recognizer == "random"
    # Random weights hear nonsense: the take is retaken once, then kept.
    assert len(_done(events)) == 2 and checked[-1][1].retake is None
    assert checked[0][1].transcribe_ms > 0


def test_takes_waiting_while_the_recognizer_loads_are_heard_in_order() -> None:
    from studio.core.text.spoken import TextPrep
    from studio.render.checks import CheckRequest

    gate = threading.Event()
    hears = ScriptedRecognizer("yes", "no", "yes")

    def slow(settings: CheckSettings) -> ScriptedRecognizer:
        gate.wait(10)
        return hears

    checker = TakeChecker(CheckSettings("scripted"), factory=slow)
    audio = np.zeros(24000, dtype=np.float32)
    try:
        for n, text in enumerate(["Yes.", "No.", "Maybe."]):
            checker.hear(n, CheckRequest(n + 1, "alice", text, audio, 24000, n, TextPrep()))
        gate.set()
        heard: list[Heard] = []
        while len(heard) < 3:
            assert checker.wait(10)
            heard += checker.ready()
    finally:
        checker.close()
    assert hears.calls == 3
    assert [h.tag for h in heard] == [0, 1, 2]
    assert [h.checked.check.matches for h in heard if h.checked.check] == [True, True, False]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="niceness per thread: Linux")
def test_the_recognizer_loads_and_hears_at_the_lowest_priority() -> None:
    """Its threads, started from the checker's, take the priority of the checker's."""
    niceness: list[int] = []

    def load(settings: CheckSettings) -> ScriptedRecognizer:
        niceness.append(os.getpriority(os.PRIO_PROCESS, threading.get_native_id()))
        return ScriptedRecognizer("yes")

    checker = TakeChecker(CheckSettings("scripted"), factory=load)
    try:
        checker.start()
        assert checker.wait_loaded(10) is None
    finally:
        checker.close()
    assert niceness == [19]
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) < 19, "only its own"


@pytest.mark.slow
def test_takes_heard_while_others_wait_are_checked_as_if_heard_alone(
    studio_cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """However many takes wait for the checker, each one's words and verdict are those
    of the take heard by itself (real faster-whisper, the demo recognizer)."""
    import soundfile as sf

    from studio.core.text.spoken import TextPrep
    from studio.core.words import check_take
    from studio.core.words.ranking import should_retake
    from studio.engines.asr import load_recognizer
    from studio.render.checks import CheckRequest

    monkeypatch.setenv("VOICE_STUDIO_CACHE_DIR", str(studio_cache))
    texts = ["Hello there.", "A second take of a line.", "Third.", "And one more to hear."]
    takes = []
    for n, text in enumerate(texts):
        samples, rate = sf.read(str(speak(tmp_path / f"{n}.wav", text)), dtype="float32")
        takes.append(CheckRequest(n + 1, "alice", text, samples, rate, n, TextPrep()))
    checker = TakeChecker(CheckSettings("random"))
    try:
        checker.start()
        assert checker.wait_loaded(120) is None
        for n, take in enumerate(takes):  # all handed in at once: they wait for the checker
            checker.hear(n, take)
        heard: list[Heard] = []
        while len(heard) < len(takes):
            assert checker.wait(60)
            heard += checker.ready()
    finally:
        checker.close()
    alone = load_recognizer("random", threads=1, cache_dir=studio_cache / "recognizers")
    for result, take in zip(heard, takes, strict=True):
        transcript = alone.transcribe(take.audio, take.sample_rate, take.prep.language)
        expected = check_take(transcript, take.text, take.prep, alone.info.name)
        verdict = should_retake(expected, 0, CheckSettings("random").policy, None, True)
        assert result.checked.check == expected
        assert result.checked.message == verdict.reason and not result.retake


def test_a_sample_is_not_heard_and_a_take_beside_it_is(voices: dict[str, Voice]) -> None:
    """A clone check's sentence is a ``sample``: the recognizer never hears it."""
    hears = ScriptedRecognizer("meet me at five pm by the old mill")
    checker = _checker(hears)
    sample = Job("check", "alice", LINE, GenerationParams(seed=3, max_seconds=1.0), kind="sample")
    try:
        events = _run(_service(voices, checker), [sample, _job("line", 4)])
    finally:
        checker.close()
    assert set(_done(events)) == {"check", "line"}
    assert [key for key, _ in _checked(events)] == ["line"]
