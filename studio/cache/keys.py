"""Content keys for prompt states.

A key is a hash of everything that changes the state: engine, model
fingerprint, dtype, cache format, the prompt samples after resampling and
mono mixdown, and the engine's prompt options (transcript, mode,
preprocessing). Generation settings (cfg, temperature, seed, target text) are
deliberately left out: they do not touch the prompt.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

import numpy as np

CACHE_FORMAT_VERSION = 1


@dataclass(frozen=True)
class PromptKey:
    """A prompt-state key and the fields it was made from (kept for metadata)."""

    digest: str
    engine_id: str
    fingerprint: str
    dtype: str
    sample_rate: int
    audio_sha256: str
    options: dict[str, str] = field(default_factory=dict)

    @property
    def short(self) -> str:
        return self.digest[:12]

    def fields(self) -> dict[str, object]:
        return {
            "engine": self.engine_id,
            "fingerprint": self.fingerprint,
            "dtype": self.dtype,
            "sample_rate": self.sample_rate,
            "audio_sha256": self.audio_sha256,
            "options": dict(self.options),
            "format_version": CACHE_FORMAT_VERSION,
        }


def audio_digest(samples: np.ndarray) -> str:
    """Hash of float32 samples, independent of the container they came from."""
    data = np.ascontiguousarray(samples, dtype="<f4")
    return hashlib.sha256(data.tobytes()).hexdigest()


def prompt_key(
    engine_id: str,
    fingerprint: str,
    dtype: str,
    sample_rate: int,
    samples: np.ndarray,
    options: dict[str, str] | None = None,
    audio_sha256: str | None = None,
) -> PromptKey:
    """The key for a prompt; pass ``audio_sha256`` when the caller already hashed ``samples``."""
    options = dict(sorted((options or {}).items()))
    audio_sha = audio_sha256 or audio_digest(samples)
    material = json.dumps(
        {
            "engine": engine_id,
            "fingerprint": fingerprint,
            "dtype": dtype,
            "sample_rate": sample_rate,
            "audio": audio_sha,
            "options": options,
            "format": CACHE_FORMAT_VERSION,
        },
        sort_keys=True,
    )
    digest = hashlib.sha256(material.encode()).hexdigest()
    return PromptKey(digest, engine_id, fingerprint, dtype, sample_rate, audio_sha, options)
