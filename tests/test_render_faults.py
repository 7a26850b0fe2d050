"""An engine that fails mid-line, or runs out of memory: that line fails with a sentence,
the others are rendered, in the Renderer and in ``voice-studio render``.

The engine is the real tiny pocket-tts engine with one fault injected at a
chosen line, after its first chunk of audio.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf
import torch

from studio.cache import MemoryTier, PromptCache
from studio.cli import main
from studio.core.sound.audio import load_reference
from studio.core.text.script import ScriptLine, parse_script
from studio.engines.base import GenerationParams
from studio.render import (
    OUT_OF_MEMORY,
    AudioChunk,
    LineDone,
    LineFailed,
    LineRequest,
    Renderer,
    RenderEvent,
    Voice,
)
from studio.render.checks import LineChecked
from studio.render.service import RenderService, render_requests
from tests.support import SAMPLE_TEXTS, speak, tiny_engine


class FaultyEngine:
    """The tiny engine, except that ``fail_text`` raises ``error`` after its first chunk
    (or, with ``when="prompt"``, while the voice is encoded)."""

    def __init__(self, fail_text: str, error: BaseException, when: str = "generate") -> None:
        self.engine = tiny_engine()
        self.fail_text, self.error, self.when = fail_text, error, when
        self.encodings = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> Any:
        self.encodings += 1
        if self.when == "prompt" and self.encodings == 1:
            raise self.error
        return self.engine.build_prompt_state(audio, transcript)

    def generate(
        self, state: Any, text: str, params: GenerationParams, cancel: threading.Event
    ) -> Iterator[np.ndarray]:
        for chunk in self.engine.generate(state, text, params, cancel):
            yield chunk
            if text == self.fail_text and self.when == "generate":
                raise self.error


@pytest.fixture(scope="module")
def voice(tmp_path_factory: pytest.TempPathFactory) -> Voice:
    path = speak(tmp_path_factory.mktemp("v") / "alice.wav", SAMPLE_TEXTS["alice"])
    return Voice("alice", load_reference(path, 24000))


def _one_at_a_time(
    renderer: Renderer, lines: list[ScriptLine], voice: Voice, params: GenerationParams
) -> Iterator[RenderEvent | LineChecked]:
    """The lines through the render service, each alone and in order (a batch of one)."""
    service = RenderService(renderer, {"alice": voice}.get, batch_size=1)
    requests = [LineRequest(line, params) for line in lines]
    return render_requests(service, requests, threading.Event())


ERRORS = {
    "engine bug": (RuntimeError("index out of range in self"), "Internal error (RuntimeError"),
    "MemoryError": (MemoryError(), OUT_OF_MEMORY),
    "torch.OutOfMemoryError": (torch.OutOfMemoryError("CUDA out of memory."), OUT_OF_MEMORY),
}


@pytest.mark.parametrize("name", list(ERRORS))
def test_a_failing_line_fails_alone(voice: Voice, name: str) -> None:
    error, message = ERRORS[name]
    engine = FaultyEngine("Two.", error)
    lines = parse_script("One.\nTwo.\nThree.", ["alice"])
    renderer = Renderer(engine, PromptCache(MemoryTier(1 << 30)))
    events = list(_one_at_a_time(renderer, lines, voice, GenerationParams(seed=1, max_seconds=0.4)))
    ends = [e for e in events if isinstance(e, (LineDone, LineFailed))]
    assert [(e.index, type(e).__name__) for e in ends] == [
        (1, "LineDone"),
        (2, "LineFailed"),
        (3, "LineDone"),
    ]
    failed = ends[1]
    assert isinstance(failed, LineFailed) and failed.message.startswith(message)
    assert failed.internal == (name == "engine bug") and not failed.cancelled
    # The failure came mid-line, after audio had started.
    assert any(isinstance(e, AudioChunk) and e.index == 2 for e in events)


def test_out_of_memory_while_encoding_the_voice_fails_that_line_only(voice: Voice) -> None:
    engine = FaultyEngine("", MemoryError(), when="prompt")
    lines = parse_script("One.\nTwo.", ["alice"])
    renderer = Renderer(engine, PromptCache(MemoryTier(1 << 30)))
    ends = [
        e
        for e in _one_at_a_time(renderer, lines, voice, GenerationParams(seed=1, max_seconds=0.3))
        if isinstance(e, (LineDone, LineFailed))
    ]
    assert isinstance(ends[0], LineFailed) and ends[0].message == OUT_OF_MEMORY
    assert isinstance(ends[1], LineDone) and ends[1].lookup.outcome == "miss"


def test_render_command_goes_on_after_an_out_of_memory_line(
    voice: Voice,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    import studio.engines

    engine = FaultyEngine("Two.", torch.OutOfMemoryError("CUDA out of memory."))
    monkeypatch.setattr(studio.engines, "load_engine", lambda *args: engine)
    script = tmp_path / "s.txt"
    script.write_text("One.\nTwo.\nThree.\n", encoding="utf-8")
    ref = tmp_path / "alice.wav"
    sf.write(ref, voice.reference.samples, 24000)
    out = tmp_path / "out"
    code = main(
        ["render", str(script), "--voice", f"alice={ref}", "--out", str(out), "--max-seconds",
         "0.4", "--cache-dir", str(tmp_path / "cache"), "--batch", "1"]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == 1
    assert f"[2/3] failed: {OUT_OF_MEMORY}" in err
    assert "1 line failed; the others were written." in err and "Traceback" not in err
    assert sorted(p.name for p in out.iterdir()) == ["001.wav", "003.wav", "script.wav"]
