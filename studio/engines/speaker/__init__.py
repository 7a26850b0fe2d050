"""Speaker encoders: the studio's ear for voices, beside the recognizers (``asr``) that hear
words. Importing this package imports no model code."""

from __future__ import annotations

from studio.engines.speaker.encoder import (
    ENCODER_NAME,
    ENCODER_RATE,
    SpeakerEncoder,
    cosine_similarity,
    load_speaker_encoder,
)

__all__ = [
    "ENCODER_NAME",
    "ENCODER_RATE",
    "SpeakerEncoder",
    "cosine_similarity",
    "load_speaker_encoder",
]
