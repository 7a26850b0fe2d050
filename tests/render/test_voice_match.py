"""The voice check on the render path: each take's similarity to its voice's reference,
measured as it is rendered, and retakes for a take whose voice differs.

Takes are spoken by ``EspeakEngine`` (real speech; see ``tests/speaker_voices.py``),
and heard by resemblyzer's real encoder. A take "rendered from the wrong
reference" is made the way it happens: the prompt cache hands the renderer
another voice's state under this voice's key.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable

import pytest

from studio.cache import MemoryTier, PromptCache
from studio.core.document import Document, Line
from studio.core.review.review import Reviewer
from studio.core.sound.audio import load_reference
from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY
from studio.core.take_audio import TakeAudioStore
from studio.engines.info import GenerationParams
from studio.render import LineDone, Renderer, Voice
from studio.render.checks import CheckSettings, LineChecked, TakeChecker, first_key
from studio.render.renderer import take_of
from studio.render.service import Job, JobEvent, RenderService
from studio.render.voice_match import VoiceMatcher
from tests.speaker_voices import RATE, REFERENCE_TEXT, EspeakEngine, say

LINE = "Reading a long book aloud takes patience and a steady voice."


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Voice]:
    folder = tmp_path_factory.mktemp("voices")
    out = {}
    for name in ("us", "f3"):
        path = say(name, REFERENCE_TEXT, folder / f"{name}.wav")
        out[name] = Voice(name, load_reference(path, RATE))
    return out


@pytest.fixture(scope="module")
def matcher() -> VoiceMatcher:
    return VoiceMatcher()


def _renderer(voices: dict[str, Voice], matcher: VoiceMatcher | None) -> Renderer:
    engine = EspeakEngine({name: v.reference.samples for name, v in voices.items()})
    renderer = Renderer(engine, PromptCache(MemoryTier(1 << 20)))  # type: ignore[arg-type]
    renderer.voice_match = matcher
    return renderer


def _wrong_state(renderer: Renderer, voices: dict[str, Voice], name: str, other: str) -> None:
    """The cache holds ``other``'s prompt state under ``name``'s key."""
    state, _ = renderer.resolve_voice(voices[other])
    cache = renderer.cache
    assert cache is not None
    cache.memory.put(renderer.voice_key(voices[name]).digest, state, 8)


def _render(renderer: Renderer, voice: Voice, seed: int = 1) -> LineDone:
    from studio.core.text.script import ScriptLine

    line = ScriptLine(1, voice.name, LINE)
    events = list(renderer.render_line(line, voice, GenerationParams(seed=seed), threading.Event()))
    done = events[-1]
    assert isinstance(done, LineDone), done
    return done


def test_a_take_of_its_own_voice_is_similar_and_kept_with_the_take(
    voices: dict[str, Voice], matcher: VoiceMatcher
) -> None:
    renderer = _renderer(voices, matcher)
    done = _render(renderer, voices["us"])
    assert done.similarity is not None and done.similarity >= DEFAULT_MIN_SIMILARITY
    take = take_of(done, renderer.engine.info)
    assert take.similarity == done.similarity
    # The reference's embedding was made once, under the voice's prompt key.
    assert renderer.voice_key(voices["us"]).digest in matcher._references
    assert _render(renderer, voices["us"]).similarity == done.similarity


def test_without_the_voice_check_no_similarity_is_measured(voices: dict[str, Voice]) -> None:
    assert _render(_renderer(voices, None), voices["us"]).similarity is None


def test_a_take_rendered_from_the_wrong_reference_is_flagged(
    voices: dict[str, Voice], matcher: VoiceMatcher
) -> None:
    renderer = _renderer(voices, matcher)
    right = _render(renderer, voices["us"])
    _wrong_state(renderer, voices, "us", "f3")
    wrong = _render(renderer, voices["us"])
    assert wrong.similarity is not None and right.similarity is not None
    assert wrong.similarity < DEFAULT_MIN_SIMILARITY <= right.similarity

    info = renderer.engine.info
    doc = Document()
    store = TakeAudioStore()
    lines = []
    for number, done in enumerate((right, wrong)):
        take = take_of(done, info)
        store.put(take.id, done.audio)
        lines.append(Line(f"l{number}", LINE, "us", takes=(take,), active_take=take.id))
    doc.lines = lines
    reviews = Reviewer().review(doc, store)
    assert [f.kind for f in reviews["l0"].flags if f.kind == "voice"] == []
    (flag,) = [f for f in reviews["l1"].flags if f.kind == "voice"]
    assert f"similarity {wrong.similarity:.2f}" in flag.reason
    assert "differs from its reference" in flag.reason


def _run(service: RenderService, jobs: list[Job]) -> list[tuple[Hashable, object]]:
    out: list[tuple[Hashable, object]] = []
    service.submit(jobs)
    checks = service.checks
    while True:
        out += [(i.key, i.event) for i in service.run() if isinstance(i, JobEvent)]
        if checks is None or not checks.pending():
            return out
        checks.wait(5.0)


def _voice_checker(retakes: int) -> TakeChecker:
    settings = CheckSettings(
        words=False, min_similarity=DEFAULT_MIN_SIMILARITY, voice_retakes=retakes
    )

    def no_recognizer(settings: CheckSettings) -> object:
        raise AssertionError("the voice check alone loads no recognizer")

    return TakeChecker(settings, factory=no_recognizer)  # type: ignore[arg-type]


@pytest.mark.parametrize("wrong", [False, True])
def test_a_take_whose_voice_differs_is_retaken_at_most_n_times(
    voices: dict[str, Voice], matcher: VoiceMatcher, wrong: bool
) -> None:
    renderer = _renderer(voices, matcher)
    if wrong:
        _wrong_state(renderer, voices, "us", "f3")
    checker = _voice_checker(retakes=2)
    service = RenderService(renderer, voices.get, batch_size=1, checks=checker)
    try:
        events = _run(service, [Job("a", "us", LINE, GenerationParams(seed=5))])
    finally:
        checker.close()
    done = [e for _, e in events if isinstance(e, LineDone)]
    checked = [e for _, e in events if isinstance(e, LineChecked)]
    assert {first_key(k) for k, e in events if isinstance(e, LineDone)} == {"a"}
    assert len(done) == len(checked) == (3 if wrong else 1)
    assert [c.similarity for c in checked] == [d.similarity for d in done]
    assert all(c.check is None for c in checked), "words were not heard"
    if wrong:
        assert "Its voice differs from the reference" in checked[0].message
        assert checked[0].retake is not None and checked[-1].retake is None
        assert "No retake left (2 done)" in checked[-1].message
    else:
        assert checked[0].retake is None and "is like the reference" in checked[0].message


def test_the_encoder_that_cannot_load_leaves_takes_unmeasured(voices: dict[str, Voice]) -> None:
    from studio.errors import StudioError

    def broken() -> object:
        raise StudioError("No encoder here; install it.")

    failing = VoiceMatcher(broken)  # type: ignore[arg-type]
    done = _render(_renderer(voices, failing), voices["us"])
    assert done.similarity is None
    assert failing.load() == "No encoder here; install it."
