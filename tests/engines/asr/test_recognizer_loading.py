"""A recognizer is loaded only when asked, on a thread of its own, and says clearly
when it cannot run where it was asked to."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

from studio.core.words import Transcript
from studio.engines.asr import load_recognizer
from studio.errors import StudioError

HEAVY = ("ctranslate2", "faster_whisper", "transformers")


def _imported_after(statement: str) -> list[str]:
    names = HEAVY + ("torch",)
    code = f"import sys; {statement}; print(*(m for m in {names!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_the_words_and_catalog_import_nothing_heavy() -> None:
    assert _imported_after("import studio.core.words, studio.core.exports.word_subtitles") == []
    assert _imported_after("import studio.models.asr_catalog, studio.models.asr_install") == []


def test_the_recognizer_package_loads_its_model_only_when_asked() -> None:
    assert not set(_imported_after("import studio.engines.asr")) & set(HEAVY)


def test_loaded_and_used_on_a_thread_of_its_own(recognizer_cache: Path) -> None:
    heard: list[Transcript] = []
    failed: list[BaseException] = []

    def recognizer_thread() -> None:
        try:
            recognizer = load_recognizer("random", threads=1, cache_dir=recognizer_cache)
            tone = 0.3 * np.sin(np.linspace(0, 2000 * np.pi, 32_000)).astype(np.float32)
            heard.append(recognizer.transcribe(tone, 16_000, "en"))
        except BaseException as exc:  # noqa: BLE001 - reported to the test thread
            failed.append(exc)

    thread = threading.Thread(target=recognizer_thread, name="recognizer")
    thread.start()
    thread.join(120)
    assert not thread.is_alive() and not failed, failed
    assert heard[0].language == "en" and heard[0].duration_s == pytest.approx(2.0)


def test_an_unknown_device_or_a_missing_gpu_is_one_sentence(recognizer_cache: Path) -> None:
    import ctranslate2

    with pytest.raises(StudioError, match="runs on cpu or cuda, not 'tpu'"):
        load_recognizer("random", device="tpu", cache_dir=recognizer_cache)
    if ctranslate2.get_cuda_device_count() == 0:
        with pytest.raises(StudioError, match="cannot use the GPU.*choose the CPU"):
            load_recognizer("random", device="cuda", cache_dir=recognizer_cache)
    assert load_recognizer("random", device="auto", cache_dir=recognizer_cache).info.device in (
        "cpu",
        "cuda",
    )
