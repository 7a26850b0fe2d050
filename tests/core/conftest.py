"""Synthetic projects for the core tests: tones and noise stand in for speech."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest

from studio.core.document import Document, Line, LineParams, Take, TakeAudioStore, VoiceEntry
from studio.core.sound.voice_audio import VoiceAudio
from tests.support import make_take

RATE = 24000


def tone(seconds: float, freq: float = 220.0, amp: float = 0.3, rate: int = RATE) -> np.ndarray:
    t = np.arange(int(round(seconds * rate))) / rate
    return (amp * np.sin(2 * np.pi * freq * t)).astype(np.float32)


def speechlike(seconds: float, seed: int, rate: int = RATE) -> np.ndarray:
    """Noise under a syllable-rate envelope, with sparse spikes: a crest factor like speech."""
    rng = np.random.default_rng(seed)
    n = int(round(seconds * rate))
    envelope = 0.5 + 0.5 * np.sin(np.arange(n) / rate * 2 * np.pi * 4.0) ** 2
    audio = rng.standard_normal(n) * 0.08 * envelope
    audio[rng.integers(0, n, 8)] = 0.95
    return audio.astype(np.float32)


def take_of_line(
    line: Line, voice: VoiceEntry, num_samples: int, seed: int = 7, rate: int = RATE
) -> Take:
    """A take of ``line`` with every field set to a value the project file must keep."""
    return make_take(
        line.text,
        num_samples,
        take_id=f"take{line.id}{seed}",
        voice=line.voice,
        seed=seed,
        sample_rate=rate,
        prompt_key=voice.prompt_key,
        model_fingerprint="random:b6369a24",
        temperature=line.params.temperature,
        cfg=line.params.cfg,
        steps=line.params.steps,
        cache_outcome="memory",
        cache_ms=0.125,
        first_audio_ms=81.5,
        generate_ms=812.25,
        created=1764460800.123456,
    )


ProjectFactory = Callable[..., tuple[Document, TakeAudioStore, dict[str, VoiceAudio]]]


@pytest.fixture
def make_project() -> ProjectFactory:
    """A document of ``n`` rendered lines (two voices), its take audio and voice audio."""

    def build(
        n: int = 4, seconds: float = 0.5, rendered: bool = True, audio: str = "tone"
    ) -> tuple[Document, TakeAudioStore, dict[str, VoiceAudio]]:
        voices = [
            VoiceEntry("Alice", "/home/me/alice.wav", "Hello, I am Alice.", "key-alice"),
            VoiceEntry("Bob", "/home/me/bob.flac", "", "key-bob"),
        ]
        doc = Document(
            voices=voices, defaults=LineParams(seed=None, temperature=0.7, gap_after=0.25)
        )
        store = TakeAudioStore()
        for i in range(n):
            voice = voices[i % 2]
            params = LineParams(seed=100 + i) if i % 3 == 0 else LineParams()
            if i == 1:
                params = LineParams(temperature=0.5, gap_after=0.8)
            line = Line(f"l{i}", f"Line number {i}, spoken by {voice.name}.", voice.name, params)
            if rendered:
                length = int(round((seconds + 0.1 * i) * RATE))
                take = take_of_line(line, voice, length, seed=100 + i)
                take = Take(
                    **{**take.__dict__, "temperature": doc.effective_params(line).temperature}
                )
                samples = (
                    speechlike(length / RATE, i)
                    if audio == "speech"
                    else tone(length / RATE, 150 + 40 * i)
                )
                store.put(take.id, samples)
                line = Line(line.id, line.text, line.voice, params, (take,), take.id, i == 2)
            doc.lines.append(line)
        voice_audio = {
            "Alice": VoiceAudio(tone(1.5, 180.0, rate=16000), 16000),
            "Bob": VoiceAudio(np.stack([tone(1.2, 120.0), tone(1.2, 125.0)], axis=1), RATE),
        }
        return doc, store, voice_audio

    return build
