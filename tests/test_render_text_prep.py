"""The renderer speaks a line's prepared text: pauses as exact silences, respellings."""

from __future__ import annotations

import threading

import numpy as np
import pytest

from studio.cache import MemoryTier, PromptCache
from studio.core.sound.audio import load_reference
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry
from studio.core.text.script import ScriptLine
from studio.core.text.spoken import TextPrep, prepare_line
from studio.engines.base import GenerationParams
from studio.render import AudioChunk, LineDone, LineFailed, Renderer, Voice
from tests.support import SAMPLE_TEXTS, speak, tiny_engine

PARAMS = GenerationParams(seed=11, max_seconds=0.4)


@pytest.fixture(scope="module")
def renderer_and_voice(tmp_path_factory: pytest.TempPathFactory) -> tuple[Renderer, Voice]:
    folder = tmp_path_factory.mktemp("voice")
    reference = load_reference(speak(folder / "alice.wav", SAMPLE_TEXTS["alice"]), 24000)
    return Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30))), Voice("alice", reference)


def render(renderer: Renderer, voice: Voice, line: ScriptLine) -> list[object]:
    return list(renderer.render_line(line, voice, PARAMS, threading.Event()))


def done_audio(events: list[object]) -> LineDone:
    done = [e for e in events if isinstance(e, LineDone)]
    assert len(done) == 1, events
    return done[0]


def test_a_pause_is_exact_silence_inside_one_take(
    renderer_and_voice: tuple[Renderer, Voice],
) -> None:
    renderer, voice = renderer_and_voice
    rate = renderer.engine.info.sample_rate
    events = render(renderer, voice, ScriptLine(1, "alice", "Hello there. [pause 1.2] Good night."))
    done = done_audio(events)
    first = done_audio(render(renderer, voice, ScriptLine(1, "alice", "Hello there.")))
    second = done_audio(render(renderer, voice, ScriptLine(1, "alice", "Good night.")))
    a, b = first.audio, second.audio
    silence = int(round(1.2 * rate))
    assert len(done.audio) == len(a) + silence + len(b)
    # Each part is what the engine says for it alone; between them, exactly zeros.
    np.testing.assert_allclose(done.audio[: len(a)], a, atol=1e-5)
    assert not done.audio[len(a) : len(a) + silence].any()
    np.testing.assert_allclose(done.audio[len(a) + silence :], b, atol=1e-5)
    assert done.spoken == "Hello there. [pause 1.2] Good night."
    assert done.timings.audio_seconds == pytest.approx(len(done.audio) / rate)
    # The chunks streamed on the way add up to the take, pause included.
    chunks = [e for e in events if isinstance(e, AudioChunk)]
    assert sum(len(c.samples) for c in chunks) == len(done.audio)


def test_the_engine_is_given_the_respelling(renderer_and_voice: tuple[Renderer, Voice]) -> None:
    renderer, voice = renderer_and_voice
    dictionary = PronunciationDictionary((PronunciationEntry("Nguyen", "win"),))
    spoken = prepare_line("Nguyen has 2 cats.", TextPrep(dictionary))
    assert spoken.key == "win has two cats."
    line = ScriptLine(1, "alice", "Nguyen has 2 cats.", spoken=spoken)
    done = done_audio(render(renderer, voice, line))
    plain = done_audio(render(renderer, voice, ScriptLine(1, "alice", "win has two cats.")))
    assert done.text == "Nguyen has 2 cats." and done.spoken == "win has two cats."
    np.testing.assert_allclose(done.audio, plain.audio, atol=1e-5)


def test_a_bad_pause_fails_the_line_with_a_reason(
    renderer_and_voice: tuple[Renderer, Voice],
) -> None:
    renderer, voice = renderer_and_voice
    events = render(renderer, voice, ScriptLine(1, "alice", "Wait [pause forever] now."))
    failed = [e for e in events if isinstance(e, LineFailed)]
    assert len(failed) == 1 and "is not a pause" in failed[0].message
