"""Voice-activity detection with Silero VAD: which parts of a recording are speech.

Silero VAD ships its small model (about 2 MB of TorchScript) inside the
``silero-vad`` package and needs nothing but torch, so it works offline. It
was chosen over WebRTC VAD because it stays usable in noise: on espeak-ng
speech with white noise at 10 dB SNR, WebRTC VAD (aggressiveness 0) called
every frame speech, and at 5 dB even its most aggressive mode did, while
Silero still told speech from pauses. The SNR estimate of a reference
depends on exactly that distinction.

The model keeps state between frames, so one shared instance runs under a
lock. It runs one small step per frame, where torch's intra-op threads cost
far more than they save (20 s of audio: 0.3 s on one thread, 2-4 s on two
threads of a busy 2-core machine), so it runs on one thread and puts the
calling thread's setting back afterwards (torch's OpenMP thread count is per
calling thread, so an engine rendering on another thread keeps its own).
"""

from __future__ import annotations

import threading
import warnings
from dataclasses import dataclass
from typing import Any

import numpy as np

from studio.core.sound.audio import resample, to_mono

VAD_RATE = 16000
FRAME_SAMPLES = 512
FRAME_SECONDS = FRAME_SAMPLES / VAD_RATE
SPEECH_THRESHOLD = 0.5
# Pauses shorter than this stay inside one segment: segments are phrases, so a
# window cut at their edges never cuts a word.
MIN_PAUSE_MS = 250
MIN_SPEECH_MS = 250

_lock = threading.Lock()
_model: Any = None


@dataclass(frozen=True)
class Region:
    """A stretch of a recording, in seconds from its start."""

    start: float
    end: float

    @property
    def seconds(self) -> float:
        return self.end - self.start


def _load_model() -> Any:
    global _model
    if _model is None:
        # Importing silero_vad sets torch's thread count to 1; the caller
        # restores it.
        with warnings.catch_warnings():
            # torch 2.14 marks torch.jit.load deprecated (the package's model is
            # TorchScript), and the package opens it with importlib's old path().
            warnings.simplefilter("ignore", FutureWarning)
            warnings.simplefilter("ignore", DeprecationWarning)
            from silero_vad import load_silero_vad

            _model = load_silero_vad()
    return _model


def speech_probabilities(samples: np.ndarray, sample_rate: int) -> np.ndarray:
    """The probability of speech in each 32 ms frame (float32, one per frame).

    Runs on any thread (calls are serialised). ``samples`` is mono ``(n,)`` or
    ``(n, channels)`` float audio at any rate.
    """
    mono = to_mono(np.asarray(samples, dtype=np.float32))
    audio = resample(mono, sample_rate, VAD_RATE)
    if len(audio) == 0:
        return np.zeros(0, dtype=np.float32)
    import torch

    tensor = torch.from_numpy(np.ascontiguousarray(audio, dtype=np.float32))
    with _lock:
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            model = _load_model()
            with torch.no_grad():
                probs = model.audio_forward(tensor, VAD_RATE)
        finally:
            torch.set_num_threads(threads)
    return np.asarray(probs[0].numpy(), dtype=np.float32)


def speech_regions(probs: np.ndarray, seconds: float) -> tuple[Region, ...]:
    """Speech segments (phrases) from frame probabilities, in seconds.

    Silero's own segmentation: hysteresis between 0.5 and 0.35, segments
    shorter than 250 ms dropped, pauses shorter than 250 ms bridged, 30 ms of
    padding on each side.
    """
    from silero_vad import get_speech_timestamps_from_probs

    stamps = get_speech_timestamps_from_probs(
        [float(p) for p in probs],
        sampling_rate=VAD_RATE,
        threshold=SPEECH_THRESHOLD,
        min_speech_duration_ms=MIN_SPEECH_MS,
        min_silence_duration_ms=MIN_PAUSE_MS,
        audio_length_samples=int(round(seconds * VAD_RATE)),
    )
    return tuple(
        Region(min(seconds, s["start"] / VAD_RATE), min(seconds, s["end"] / VAD_RATE))
        for s in stamps
    )


__all__ = [
    "FRAME_SECONDS",
    "Region",
    "SPEECH_THRESHOLD",
    "speech_probabilities",
    "speech_regions",
]
