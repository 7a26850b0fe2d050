"""The demo recognizer: a random-weight Whisper built here, heard through the real
faster-whisper code on real (espeak-ng) speech, with nothing downloaded."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf

from studio.core.words import Transcript, check_take
from studio.engines.asr import (
    Recognizer,
    WhisperRecognizer,
    build_random_whisper,
    load_recognizer,
    recognizer_cache_dir,
)
from studio.engines.asr.random_whisper import MARKER, random_key
from tests.support import speak

LINE = "Hello there, this is a short test of the studio's ears."


@pytest.fixture
def offline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """HF_HUB_OFFLINE=1 and an empty hub cache of the test's own: nothing may be fetched."""
    from huggingface_hub import constants

    cache = tmp_path / "hf-home" / "hub"
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    monkeypatch.setenv("HF_HOME", str(tmp_path / "hf-home"))
    monkeypatch.setattr(constants, "HF_HUB_OFFLINE", True)
    monkeypatch.setattr(constants, "HF_HUB_CACHE", str(cache))
    return cache


@pytest.fixture
def recognizer(offline: Path, recognizer_cache: Path) -> WhisperRecognizer:
    return load_recognizer("random", threads=1, cache_dir=recognizer_cache)


def test_hears_an_espeak_take_through_faster_whisper_offline(
    recognizer: WhisperRecognizer, offline: Path, tmp_path: Path
) -> None:
    samples, rate = sf.read(str(speak(tmp_path / "take.wav", LINE)), dtype="float32")
    seconds = len(samples) / rate

    transcript = recognizer.transcribe(samples, rate)

    assert isinstance(transcript, Transcript)
    assert transcript.duration_s == pytest.approx(seconds, abs=0.01)
    assert transcript.language, "a multilingual model detects a language"
    assert 0.0 <= transcript.language_probability <= 1.0
    assert transcript.words, "random weights still hear some (nonsense) words"
    for word in transcript.words:
        assert 0.0 <= word.start_s <= word.end_s <= transcript.duration_s
        assert 0.0 <= word.probability <= 1.0
    assert transcript.text.split()
    # The check runs on it like on any other transcript (the words differ, of course).
    check = check_take(transcript, LINE, recognizer=recognizer.info.fingerprint)
    assert len(check.timings) == len(LINE.split())
    assert not offline.exists() or not any(offline.iterdir()), "nothing was downloaded"


def test_the_demo_is_a_recognizer_that_says_what_it_is(recognizer: WhisperRecognizer) -> None:
    assert isinstance(recognizer, Recognizer)
    info = recognizer.info
    assert info.name == "random" and info.is_random
    assert info.fingerprint == f"random:whisper-{random_key()}"
    assert (info.device, info.compute_type) == ("cpu", "int8")
    assert not info.english_only, "the demo vocabulary is Whisper's multilingual layout"


def test_a_given_language_is_used_and_an_unknown_one_is_detected(
    recognizer: WhisperRecognizer, tmp_path: Path
) -> None:
    samples, rate = sf.read(
        str(speak(tmp_path / "take.wav", "Bonjour à tous.", "fr")), dtype="float32"
    )
    assert recognizer.transcribe(samples, rate, "fr").language == "fr"
    assert recognizer.transcribe(samples, rate, "pt-BR").language == "pt"
    detected = recognizer.transcribe(samples, rate, "xx-unknown")
    assert detected.language and detected.language != "xx"


def test_silence_and_empty_audio_hear_nothing(recognizer: WhisperRecognizer) -> None:
    silent = recognizer.transcribe(np.zeros(24_000, dtype=np.float32), 24_000, "en")
    assert silent.words == () and silent.text == "" and silent.duration_s == pytest.approx(1.0)
    empty = recognizer.transcribe(np.zeros(0, dtype=np.float32), 16_000)
    assert empty.words == () and empty.duration_s == 0.0


def test_stereo_input_at_any_rate_is_mixed_and_resampled(
    recognizer: WhisperRecognizer, tmp_path: Path
) -> None:
    samples, rate = sf.read(str(speak(tmp_path / "take.wav", "One two three.")), dtype="float32")
    stereo = np.stack([samples, samples], axis=1)
    transcript = recognizer.transcribe(stereo, rate)
    assert transcript.duration_s == pytest.approx(len(samples) / rate, abs=0.01)


def test_built_once_then_reused(recognizer_cache: Path, offline: Path) -> None:
    folder, fingerprint = build_random_whisper(recognizer_cache)
    stamp = (folder / "model.bin").stat().st_mtime_ns
    again, same = build_random_whisper(recognizer_cache)
    assert (again, same) == (folder, fingerprint)
    assert (folder / "model.bin").stat().st_mtime_ns == stamp, "not rebuilt"
    assert not [p for p in recognizer_cache.iterdir() if p.name.startswith(".building-")]
    # Every file faster-whisper reads is there, as in a hub conversion.
    for name in ("config.json", "model.bin", "vocabulary.json", "tokenizer.json"):
        assert (folder / name).is_file(), name
    assert (folder / "preprocessor_config.json").is_file()


def test_a_half_built_folder_is_replaced(tmp_path: Path, offline: Path) -> None:
    folder = tmp_path / f"whisper-random-{random_key()}"
    folder.mkdir()
    (folder / "model.bin").write_bytes(b"interrupted")
    built, _ = build_random_whisper(tmp_path)
    assert built == folder and (folder / MARKER).is_file()
    assert (folder / "model.bin").stat().st_size > 100_000
    assert isinstance(load_recognizer("random", cache_dir=tmp_path, threads=1), WhisperRecognizer)


def test_the_cache_folder_follows_the_studio_cache_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("VOICE_STUDIO_CACHE_DIR", str(tmp_path / "cache"))
    assert recognizer_cache_dir() == tmp_path / "cache" / "recognizers"
    monkeypatch.delenv("VOICE_STUDIO_CACHE_DIR")
    assert recognizer_cache_dir().name == "recognizers"
    assert os.fspath(recognizer_cache_dir()) != os.fspath(tmp_path / "cache" / "recognizers")
