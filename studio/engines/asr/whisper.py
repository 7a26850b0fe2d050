"""faster-whisper behind the ``Recognizer`` protocol.

``load_whisper(folder, ...)`` opens a CTranslate2 Whisper folder (a hub
snapshot or the demo recognizer's build) with faster-whisper's
``WhisperModel``: CPU int8 by default, word timestamps on, no VAD (takes
are short single lines, and VAD would cut their quiet word ends). The
folder is always local, so faster-whisper itself never asks the hub.

Threads: load and call a recognizer on one thread. CTranslate2 releases the
GIL while it computes, so a recognizer thread runs beside the TTS worker.
"""

from __future__ import annotations

import itertools
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from studio.core.sound.audio import resample, to_mono
from studio.core.words.transcript import Transcript, Word
from studio.engines.asr.base import RecognizerError, RecognizerInfo
from studio.errors import (
    QT_TRANSLATE_NOOP,
    EngineNotInstalledError,
    ModelUnavailableError,
    StudioError,
)
from studio.models.asr_catalog import download_hint

log = logging.getLogger(__name__)

SAMPLE_RATE = 16_000
# A window fitted to its audio (``fit_window``) is cut to a whole number of these
# mel frames (100 a second; even, as the encoder's stride is 2).
WINDOW_STEP_FRAMES = 100
# Whisper's decoder holds 448 positions; the prompt takes a few of them.
MAX_NEW_TOKENS = 440
# The audio one window of Whisper's holds.
WINDOW_SECONDS = 30.0


@dataclass(frozen=True)
class DecodeOptions:
    """How faster-whisper searches for the words (its own defaults, except where noted)."""

    beam_size: int = 5
    temperatures: tuple[float, ...] = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)
    vad_filter: bool = False
    without_timestamps: bool = False
    # A cap on new tokens per second of audio (None: the model's own limit).
    tokens_per_second: float | None = None
    no_repeat_ngram_size: int = 0

    def max_new_tokens(self, seconds: float) -> int | None:
        if self.tokens_per_second is None:
            return None
        return min(MAX_NEW_TOKENS, 4 + math.ceil(seconds * self.tokens_per_second))


class WhisperRecognizer:
    """A faster-whisper model. ``transcribe`` runs on the thread that loaded it (one
    call at a time: nothing here is shared between calls but the model itself)."""

    def __init__(self, model: Any, info: RecognizerInfo, options: DecodeOptions) -> None:
        self._model = model
        self._info = info
        self.options = options
        self._languages = frozenset(model.supported_languages)

    @property
    def info(self) -> RecognizerInfo:
        return self._info

    def transcribe(
        self, samples: np.ndarray, sample_rate: int, language: str | None = None
    ) -> Transcript:
        return self._hear(prepare_audio(samples, sample_rate), language)

    def _hear(self, audio: np.ndarray, language: str | None) -> Transcript:
        """What is said in mono float32 ``audio`` at 16 kHz."""
        duration = len(audio) / SAMPLE_RATE
        wanted = self._language(language)
        if not len(audio) or not np.any(audio):
            return Transcript("", wanted or "", (), 1.0, duration)
        options = self.options
        try:
            segments, info = self._model.transcribe(
                audio,
                language=wanted,
                task="transcribe",
                beam_size=options.beam_size,
                temperature=list(options.temperatures),
                word_timestamps=True,
                vad_filter=options.vad_filter,
                condition_on_previous_text=False,
                without_timestamps=options.without_timestamps,
                max_new_tokens=options.max_new_tokens(duration),
                no_repeat_ngram_size=options.no_repeat_ngram_size,
            )
            segments = list(itertools.islice(segments, self._windows(duration)))
        except (RuntimeError, ValueError) as exc:
            raise RecognizerError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The speech recognizer '{0}' failed on this take "
                    "({1}: {2}); try another recognizer in Model > Models.",
                ),
                self._info.name,
                type(exc).__name__,
                str(exc),
            ) from exc
        words = tuple(
            Word(w.word, *_inside(w.start, w.end, duration), float(w.probability))
            for segment in segments
            for w in segment.words or ()
        )
        text = " ".join("".join(segment.text for segment in segments).split())
        return Transcript(text, info.language, words, float(info.language_probability), duration)

    def _windows(self, duration: float) -> int | None:
        """How many of faster-whisper's segments to take (None: all).

        Decoded without timestamps, a window is one segment, and a take that fits in one
        window is heard whole in its first. faster-whisper would then go back to the
        last word it placed and hear the rest again in a window of its own, padded to
        30 s; where a weak model places its last word early, that is two or three
        windows for one take, each costing what the first did. Decoded with
        timestamps, a window may be several segments: all are taken.
        """
        if self.options.without_timestamps and duration <= WINDOW_SECONDS:
            return 1
        return None

    def _language(self, language: str | None) -> str | None:
        """Whisper's code for ``language``; None (detect) for one it does not know."""
        if self._info.english_only:
            return "en"
        if language is None:
            return None
        code = language.replace("_", "-").split("-")[0].lower()
        if code in self._languages:
            return code
        log.info("Whisper does not know the language %r; detecting it instead", language)
        return None


def prepare_audio(samples: np.ndarray, sample_rate: int) -> np.ndarray:
    """Mono float32 at Whisper's 16 kHz."""
    audio = to_mono(np.asarray(samples, dtype=np.float32))
    return np.ascontiguousarray(resample(audio, sample_rate, SAMPLE_RATE), dtype=np.float32)


def fit_window(features: np.ndarray) -> np.ndarray:
    """A padded window of mel features (``[mels, frames]`` or ``[batch, mels, frames]``) cut
    to the audio in it, rounded up to whole ``WINDOW_STEP_FRAMES``.

    faster-whisper pads every window to 30 s with zeros; a frame of audio is never
    all zeros (silence reads about -1.5), so the padding is what ends in zeros.
    """
    heard = np.flatnonzero(np.any(features != 0, axis=tuple(range(features.ndim - 1))))
    end = int(heard[-1]) + 1 if len(heard) else 1
    frames = min(features.shape[-1], -(-end // WINDOW_STEP_FRAMES) * WINDOW_STEP_FRAMES)
    return np.ascontiguousarray(features[..., :frames])


class _FittedEncoder:
    """faster-whisper's ``encode`` with every window fitted to its audio first."""

    def __init__(self, encode: Callable[[np.ndarray], Any]) -> None:
        self._encode = encode

    def __call__(self, features: np.ndarray) -> Any:
        return self._encode(fit_window(features))


def _inside(start: float, end: float, duration: float) -> tuple[float, float]:
    """A word's times within the audio (the timestamps of a weak model can stray past it)."""
    start = min(max(0.0, float(start)), duration)
    return start, min(max(start, float(end)), duration)


def resolve_asr_device(device: str) -> str:
    """``auto``: a CUDA GPU when CTranslate2 sees one, else the CPU."""
    import ctranslate2

    if device == "auto":
        return "cuda" if ctranslate2.get_cuda_device_count() > 0 else "cpu"
    if device not in ("cpu", "cuda"):
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The speech recognizer runs on cpu or cuda, not {0!r}."
            ),
            device,
        )
    return device


def load_whisper(
    folder: Path,
    info_name: str,
    fingerprint: str,
    *,
    is_random: bool = False,
    device: str = "cpu",
    compute_type: str | None = None,
    threads: int | None = None,
    options: DecodeOptions = DecodeOptions(),
    fit_windows: bool = False,
) -> WhisperRecognizer:
    """Open a CTranslate2 Whisper folder on the calling thread (which then uses it).

    ``fit_windows``: the encoder hears each window cut to its audio (``fit_window``)
    rather than padded to 30 s, for a model that allows it. Whisper's own weights
    do not: trained on 30 s windows, Whisper base heard other words in 16 of 20
    spoken lines from windows cut to the line, and in 5 of 20 with 10 s to spare
    (it repeats itself, or loses words). The demo recognizer, with random weights,
    hears nonsense either way, and a 3 s take costs it a fifth of the CPU time.
    """
    try:
        from faster_whisper import WhisperModel
    except ImportError as exc:
        raise EngineNotInstalledError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The speech recognizer needs faster-whisper ({0}); "
                "install it with `pip install faster-whisper`.",
            ),
            str(exc),
        ) from exc

    device = resolve_asr_device(device)
    compute = compute_type or ("int8" if device == "cpu" else "float16")
    try:
        model = WhisperModel(
            str(folder), device=device, compute_type=compute, cpu_threads=threads or 0
        )
    except (RuntimeError, ValueError, OSError) as exc:
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        if device == "cuda" and "CUDA" in reason:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The speech recognizer cannot use the GPU ({0}); choose the CPU for it.",
                ),
                reason,
            ) from exc
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The speech recognizer '{0}' in {1} cannot be loaded ({2}); "
                "remove it and {3} again.",
            ),
            info_name,
            folder,
            reason,
            download_hint(info_name),
        ) from exc
    if fit_windows:
        # faster-whisper encodes every window through ``self.encode``: an attribute of
        # the instance comes first.
        model.encode = _FittedEncoder(model.encode)
    english_only = not model.model.is_multilingual
    info = RecognizerInfo(info_name, fingerprint, device, compute, english_only, is_random)
    return WhisperRecognizer(model, info, options)


__all__ = [
    "SAMPLE_RATE",
    "WINDOW_STEP_FRAMES",
    "DecodeOptions",
    "WhisperRecognizer",
    "fit_window",
    "load_whisper",
    "prepare_audio",
    "resolve_asr_device",
]
