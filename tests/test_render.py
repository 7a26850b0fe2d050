import threading
from dataclasses import replace
from pathlib import Path

import pytest

from studio.cache import MemoryTier, PromptCache
from studio.core.audio import load_reference
from studio.core.script import parse_script
from studio.engines.base import GenerationParams
from studio.render import (
    AudioChunk,
    CacheResolved,
    LineDone,
    LineFailed,
    LineStarted,
    Renderer,
    Voice,
)
from tests.support import SAMPLE_TEXTS, speak, tiny_engine


@pytest.fixture(scope="module")
def voices(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Voice]:
    folder = tmp_path_factory.mktemp("voices")
    return {
        name: Voice(name, load_reference(speak(folder / f"{name}.wav", text), 24000))
        for name, text in SAMPLE_TEXTS.items()
    }


def test_three_voices_alternating_miss_once_per_voice(voices: dict[str, Voice]) -> None:
    script = "\n".join(f"{name}: Line {i} for {name}." for i in range(3) for name in voices)
    lines = parse_script(script, list(voices))
    renderer = Renderer(tiny_engine(), PromptCache(MemoryTier(1 << 30)))
    events = list(
        renderer.render(lines, voices, GenerationParams(seed=0, max_seconds=0.5), threading.Event())
    )
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
        renderer.render(
            lines,
            {"alice": voices["alice"], "bob": broken},
            GenerationParams(seed=0, max_seconds=0.3),
            threading.Event(),
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
    seen = []
    for event in renderer.render(lines, voices, GenerationParams(seed=0, max_seconds=2.0), cancel):
        seen.append(event)
        if isinstance(event, AudioChunk):
            cancel.set()
    last = seen[-1]
    assert isinstance(last, LineFailed) and last.cancelled and last.index == 1
    assert not any(isinstance(e, LineDone) for e in seen)


def test_reference_checks(tmp_path: Path) -> None:
    from studio.errors import AudioInputError
    from tests.support import tone

    long_ref = load_reference(tone(tmp_path / "long.wav", 31.0), 24000)
    assert long_ref.truncated and long_ref.seconds == pytest.approx(30.0, abs=1e-3)
    with pytest.raises(AudioInputError, match="at least"):
        load_reference(tone(tmp_path / "short.wav", 0.5), 24000)
    with pytest.raises(AudioInputError, match="silent"):
        load_reference(tone(tmp_path / "silent.wav", 2.0, amp=0.0), 24000)
