"""How long a window the recognizer's encoder hears: 30 s for Whisper's own weights
(trained on nothing shorter), the take's own length for the demo recognizer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest
import soundfile as sf

from studio.engines.asr import RANDOM_OPTIONS, WhisperRecognizer, load_recognizer
from studio.engines.asr.whisper import WINDOW_STEP_FRAMES, fit_window
from studio.models import HubSettings
from studio.models.asr_install import download_asr
from tests.models.fake_hub import FakeHub
from tests.support import speak

FULL = 3000  # mel frames in faster-whisper's 30 s window


def _padded(frames: int, mels: int = 80) -> np.ndarray:
    """A 30 s window holding ``frames`` of audio, padded with zeros as faster-whisper does."""
    features = np.zeros((mels, FULL), dtype=np.float32)
    features[:, :frames] = np.random.default_rng(frames).uniform(-1.5, 1.0, (mels, frames))
    return features


def test_a_window_is_cut_to_its_audio_in_whole_steps() -> None:
    window = _padded(234)
    fitted = fit_window(window)
    assert fitted.shape == (80, 300)
    assert np.array_equal(fitted, window[:, :300])
    assert fitted.flags.c_contiguous, "CTranslate2 takes contiguous arrays"


def test_silence_is_audio_and_only_the_padding_goes() -> None:
    window = _padded(0)
    window[:, :150] = -1.5  # digital silence, as the feature extractor reads it
    assert fit_window(window).shape == (80, 2 * WINDOW_STEP_FRAMES)


def test_a_full_or_empty_window_keeps_its_bounds() -> None:
    assert fit_window(_padded(FULL)).shape == (80, FULL)
    assert fit_window(_padded(0)).shape == (80, WINDOW_STEP_FRAMES)


def test_a_batch_is_cut_to_its_longest_audio() -> None:
    batch = np.stack([_padded(120), _padded(480)])
    assert fit_window(batch).shape == (2, 80, 500)


class _EncoderSpy:
    """Stands in for CTranslate2's Whisper in faster-whisper's model, noting each window
    its encoder hears (everything else is the real model's)."""

    def __init__(self, model: Any) -> None:
        self._model = model
        self.windows: list[tuple[int, ...]] = []

    def encode(self, features: Any, to_cpu: bool = False) -> Any:
        self.windows.append(tuple(features.shape))
        return self._model.encode(features, to_cpu=to_cpu)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)


def _windows(recognizer: WhisperRecognizer, take: Path) -> list[int]:
    spy = _EncoderSpy(recognizer._model.model)
    recognizer._model.model = spy
    samples, rate = sf.read(str(take), dtype="float32")
    assert recognizer.transcribe(samples, rate, "en").duration_s == pytest.approx(
        len(samples) / rate, abs=0.01
    )
    assert spy.windows, "the take was heard"
    return [shape[-1] for shape in spy.windows]


@pytest.fixture(scope="module")
def take(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return speak(tmp_path_factory.mktemp("take") / "take.wav", "A short line to hear.")


def test_the_demo_recognizer_hears_a_window_of_the_takes_length(
    recognizer_cache: Path, take: Path
) -> None:
    recognizer = load_recognizer("random", threads=1, cache_dir=recognizer_cache)
    seconds = sf.info(str(take)).duration
    frames = int(np.ceil(seconds)) * WINDOW_STEP_FRAMES
    # One window, cut to the take: it fits in one, and without timestamps its one
    # segment holds every word heard (faster-whisper is not asked for a second).
    assert _windows(recognizer, take) == [frames]
    assert frames < FULL


def test_a_take_longer_than_a_window_is_heard_in_several(
    recognizer_cache: Path, tmp_path: Path
) -> None:
    recognizer = load_recognizer("random", threads=1, cache_dir=recognizer_cache)
    rate = 16_000
    long_take = tmp_path / "long.wav"
    noise = np.random.default_rng(5).uniform(-0.2, 0.2, int(33 * rate)).astype(np.float32)
    sf.write(str(long_take), noise, rate)
    assert len(_windows(recognizer, long_take)) >= 2


def test_whisper_weights_from_the_hub_hear_30_s_windows(
    asr_hub: FakeHub, hub: HubSettings, take: Path
) -> None:
    download_asr("tiny", hub=hub)
    # The served weights are the demo's random ones; the catalog says they are Whisper's.
    recognizer = load_recognizer("tiny", threads=1, options=RANDOM_OPTIONS)
    assert _windows(recognizer, take) == [FULL]
