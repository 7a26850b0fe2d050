from pathlib import Path

import numpy as np
import soundfile as sf

from studio.cache import prompt_key
from studio.core.sound.audio import load_reference
from tests.support import SAMPLE_TEXTS, speak


def _key(
    samples: np.ndarray, fingerprint: str = "m1", options: dict[str, str] | None = None
) -> str:
    return prompt_key("pocket", fingerprint, "float32", 24000, samples, options).digest


def test_same_audio_in_wav_and_flac_gives_one_key(tmp_path: Path) -> None:
    wav = speak(tmp_path / "a.wav", SAMPLE_TEXTS["alice"])
    data, rate = sf.read(wav, dtype="int16")
    flac = tmp_path / "a.flac"
    sf.write(flac, data, rate, subtype="PCM_16")
    a = load_reference(wav, 24000)
    b = load_reference(flac, 24000)
    assert _key(a.samples) == _key(b.samples)


def test_other_audio_model_or_transcript_gives_another_key(tmp_path: Path) -> None:
    a = load_reference(speak(tmp_path / "a.wav", SAMPLE_TEXTS["alice"]), 24000).samples
    b = load_reference(speak(tmp_path / "b.wav", SAMPLE_TEXTS["bob"]), 24000).samples
    base = _key(a)
    assert _key(b) != base
    assert _key(a, fingerprint="m2") != base
    assert _key(a, options={"transcript": "one"}) != _key(a, options={"transcript": "two"})
    # A single changed sample is other audio.
    nudged = a.copy()
    nudged[100] += 1e-3
    assert _key(nudged) != base


def test_key_ignores_option_order() -> None:
    samples = np.linspace(-0.5, 0.5, 24000, dtype=np.float32)
    assert _key(samples, options={"a": "1", "b": "2"}) == _key(
        samples, options={"b": "2", "a": "1"}
    )
