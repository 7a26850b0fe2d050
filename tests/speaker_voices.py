"""Real recordings of distinct voices for the voice check's tests, and an engine that speaks
them.

The voices are espeak-ng's: its American male voice, two of its variants (a
woman's, f3, and the Klatt synthesiser's), and a copy of the American voice
pitched up by 300 cents (sox), which is another voice to the ear. Two copies
are the *same* voice in other clothes: the British RP accent (espeak-ng gives
it the same voice, other phonemes) and the American voice slowed by a fifth.

``EspeakEngine`` implements the studio's ``Engine`` with espeak-ng: its prompt
state names the voice of the reference it was built from, so a take sounds
like the reference that built its state. It stands in for a cloning model
here because the tests' pocket-tts has random weights (its takes are noise,
no voice at all), and the voice check is about voices.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import soundfile as sf

# name -> (espeak-ng voice, sox effect applied after it)
DISTINCT = {
    "us": ("en-us", ()),
    "f3": ("en-us+f3", ()),
    "klatt": ("en-us+klatt", ()),
    "pitched": ("en-us", ("pitch", "300")),
}
SAME_AS_US = {
    "rp": ("en-gb-x-rp", ()),
    "slow": ("en-us", ("tempo", "0.8")),
}
VOICES = {**DISTINCT, **SAME_AS_US}

REFERENCE_TEXT = (
    "Hello there, my name is Alice and I like reading stories aloud in the evening. "
    "Good morning, this is the studio speaking."
)
SENTENCES = (
    "The quick brown fox jumps over the lazy dog near the river bank.",
    "She sells sea shells by the sea shore every summer morning.",
    "Reading a long book aloud takes patience and a steady voice.",
    "Tomorrow the weather will be cloudy with a little rain in the evening.",
)
RATE = 22050


def say(name: str, text: str, path: Path) -> Path:
    """``text`` in voice ``name`` (of ``VOICES``), as a 22.05 kHz WAV at ``path``."""
    espeak, sox = shutil.which("espeak-ng"), shutil.which("sox")
    assert espeak and sox, "espeak-ng and sox are required (apt-get install espeak-ng sox)"
    voice, effect = VOICES[name]
    raw = path.with_suffix(".raw.wav")
    subprocess.run([espeak, "-v", voice, "-w", str(raw), text], check=True)
    subprocess.run([sox, str(raw), str(path), *effect], check=True)
    raw.unlink()
    return path


def spoken(name: str, text: str) -> np.ndarray:
    """``text`` in voice ``name``, as float32 samples at ``RATE``."""
    with tempfile.TemporaryDirectory() as folder:
        samples, rate = sf.read(str(say(name, text, Path(folder) / "x.wav")), dtype="float32")
    assert rate == RATE
    return np.asarray(samples, dtype=np.float32)


class EspeakEngine:
    """The ``Engine`` protocol over espeak-ng: a reference's voice is looked up by its
    samples (``voices``: the references this engine knows, by voice name)."""

    def __init__(self, references: dict[str, np.ndarray]) -> None:
        from studio.engines.info import EngineInfo

        self._names = list(references)
        self._references = references
        self.info = EngineInfo(
            "espeak-test", "espeak-ng", "espeak-ng-test", "cpu", "float32", RATE, False, False
        )

    def prompt_options(self, transcript: str | None) -> dict[str, str]:
        return {}

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> dict[str, object]:
        for number, name in enumerate(self._names):
            known = self._references[name]
            if len(known) == len(audio) and np.allclose(known, audio, atol=1e-4):
                return {"voice": number}
        raise AssertionError("a reference this engine was not given")

    def generate(
        self, state: dict[str, object], text: str, params: object, cancel: threading.Event
    ) -> Iterator[np.ndarray]:
        number = state["voice"]
        assert isinstance(number, int)
        yield spoken(self._names[number], text)

    def state_to_tensors(self, state: dict[str, object]) -> dict[str, object]:
        import torch

        return {"voice": torch.tensor([state["voice"]])}

    def state_from_tensors(self, tensors: dict[str, object]) -> dict[str, object]:
        voice = tensors["voice"]
        return {"voice": int(voice[0])}  # type: ignore[index]

    def state_nbytes(self, state: dict[str, object]) -> int:
        return 8
