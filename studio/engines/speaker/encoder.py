"""A speaker encoder: a voice as 256 numbers, so two recordings can be compared.

resemblyzer's GE2E encoder (a three-layer LSTM over 40 mel bands, trained to tell
speakers apart), whose weights ship inside its wheel: real weights, no download.
Its preprocessing is used as is (resampling to 16 kHz, volume normalised, long
silences cut with WebRTC's VAD), so an embedding of speech is what resemblyzer
itself would make of the same samples. A take in which the VAD hears no voice
(noise, a model gone wrong) is embedded as it is, uncut: it then scores low
against its reference, rather than passing unmeasured.

Two things differ from calling resemblyzer's ``embed_utterance``, neither in
its result (a test compares them): the mel filter bank is made once, not for
every take (librosa makes it anew on each call: half the spectrogram's time),
and the encoder runs on one torch thread. Its LSTM steps are small: on two
busy cores a second thread made a take's embedding five times slower, measured.

resemblyzer imports librosa and webrtcvad at import time (seconds, once):
``load_speaker_encoder`` imports it on the calling thread, never at the
import of this module. Runs on one thread at a time.
"""

from __future__ import annotations

import importlib.metadata
import logging
import warnings
from typing import TYPE_CHECKING, Any

import numpy as np

from studio.errors import QT_TRANSLATE_NOOP, StudioError

if TYPE_CHECKING:
    from collections.abc import Callable

log = logging.getLogger(__name__)

ENCODER_NAME = "resemblyzer GE2E"
ENCODER_RATE = 16000
# Voiced audio an embedding needs at least, after the encoder's VAD: under a
# quarter of its 1.6 s window, the average says more about the padding than the voice.
MIN_VOICED_SECONDS = 0.4
# Samples under this are silence (the encoder's volume normalisation would divide by zero).
SILENT_PEAK = 1e-4


class SpeakerEncoder:
    """resemblyzer's ``VoiceEncoder`` on ``device``, with its own preprocessing."""

    def __init__(self, device: str = "cpu") -> None:
        try:
            with warnings.catch_warnings():
                # resemblyzer imports scipy.ndimage.morphology, deprecated in SciPy 1.x.
                warnings.simplefilter("ignore", DeprecationWarning)
                from librosa import resample, stft
                from librosa.filters import mel
                from resemblyzer import VoiceEncoder
                from resemblyzer.audio import normalize_volume, trim_long_silences
                from resemblyzer.hparams import (
                    audio_norm_target_dBFS,
                    mel_n_channels,
                    mel_window_length,
                    mel_window_step,
                )
        except ImportError as exc:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The voice check needs the resemblyzer package ({0}); install it with pip "
                    "install --no-deps resemblyzer==0.1.4, or turn the voice check off.",
                ),
                str(exc),
            ) from exc
        self.device = device
        self._model: Any = VoiceEncoder(device, verbose=False)
        self._resample: Callable[..., np.ndarray] = resample
        self._normalize: Callable[..., np.ndarray] = normalize_volume
        self._trim: Callable[[np.ndarray], np.ndarray] = trim_long_silences
        self._target_dbfs = float(audio_norm_target_dBFS)
        self._stft: Callable[..., np.ndarray] = stft
        self._n_fft = int(ENCODER_RATE * mel_window_length / 1000)
        self._hop = int(ENCODER_RATE * mel_window_step / 1000)
        self._mel_basis = mel(sr=ENCODER_RATE, n_fft=self._n_fft, n_mels=mel_n_channels)
        self.version = importlib.metadata.version("resemblyzer")

    @property
    def name(self) -> str:
        return ENCODER_NAME

    def embed(self, samples: np.ndarray, sample_rate: int) -> np.ndarray | None:
        """The voice in ``samples`` (mono, any rate) as a unit vector; None when they are
        silent or too short to say."""
        mono = np.asarray(samples, dtype=np.float32).reshape(-1)
        if mono.size == 0 or float(np.max(np.abs(mono))) < SILENT_PEAK:
            return None
        if sample_rate != ENCODER_RATE:
            mono = self._resample(mono, orig_sr=sample_rate, target_sr=ENCODER_RATE)
        wav = self._normalize(mono, self._target_dbfs, increase_only=True)
        shortest = MIN_VOICED_SECONDS * ENCODER_RATE
        voiced = self._trim(wav)
        wav = voiced if len(voiced) >= shortest else wav
        if len(wav) < shortest:
            return None
        embedding = self._embed_utterance(np.asarray(wav, dtype=np.float32))
        if not np.all(np.isfinite(embedding)) or float(np.linalg.norm(embedding)) == 0.0:
            return None
        return embedding

    def _embed_utterance(self, wav: np.ndarray) -> np.ndarray:
        """resemblyzer's ``embed_utterance`` (partials of 1.6 s, 1.3 a second, each
        embedded, averaged and normalised), with the mel filter bank made once."""
        import torch

        model = self._model
        wav_slices, mel_slices = model.compute_partial_slices(len(wav), 1.3, 0.75)
        longest = wav_slices[-1].stop
        if longest >= len(wav):
            wav = np.pad(wav, (0, longest - len(wav)), "constant")
        power = np.abs(self._stft(wav, n_fft=self._n_fft, hop_length=self._hop)) ** 2
        frames = np.einsum("ft,mf->tm", power, self._mel_basis, optimize=True)
        mels = np.array([frames[s] for s in mel_slices], dtype=np.float32)
        threads = torch.get_num_threads()
        torch.set_num_threads(1)
        try:
            with torch.no_grad():
                partials = model(torch.from_numpy(mels).to(model.device)).cpu().numpy()
        finally:
            torch.set_num_threads(threads)
        raw = np.mean(partials, axis=0)
        return np.asarray(raw / np.linalg.norm(raw, 2), dtype=np.float32)


def cosine_similarity(a: np.ndarray, b: np.ndarray) -> float:
    """How alike two embeddings are: 1 the same direction, 0 unrelated."""
    norm = float(np.linalg.norm(a)) * float(np.linalg.norm(b))
    return float(np.dot(a, b)) / norm if norm else 0.0


def load_speaker_encoder(device: str = "cpu") -> SpeakerEncoder:
    """The encoder, loaded on this thread (about a second, most of it importing librosa)."""
    return SpeakerEncoder(device)


__all__ = [
    "ENCODER_NAME",
    "ENCODER_RATE",
    "SpeakerEncoder",
    "cosine_similarity",
    "load_speaker_encoder",
]
