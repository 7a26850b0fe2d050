"""Speech recognizers behind one protocol (``base.Recognizer``): the studio's ears.

``load_recognizer(name, device, threads, fetch)`` opens one of the
catalog's recognizers (``studio.models.asr_catalog``) on the calling thread,
which then calls ``transcribe(samples, rate, language)`` for each take and
gets a ``Transcript`` (``studio.core.words``). faster-whisper and
CTranslate2 are imported only when a recognizer is loaded.
"""

from __future__ import annotations

from studio.engines.asr.base import (
    Recognizer,
    RecognizerError,
    RecognizerInfo,
    Transcript,
    Word,
)
from studio.engines.asr.loading import RANDOM_OPTIONS, load_recognizer
from studio.engines.asr.random_whisper import build_random_whisper, recognizer_cache_dir
from studio.engines.asr.whisper import DecodeOptions, WhisperRecognizer, load_whisper

__all__ = [
    "RANDOM_OPTIONS",
    "DecodeOptions",
    "Recognizer",
    "RecognizerError",
    "RecognizerInfo",
    "Transcript",
    "WhisperRecognizer",
    "Word",
    "build_random_whisper",
    "load_recognizer",
    "load_whisper",
    "recognizer_cache_dir",
]
