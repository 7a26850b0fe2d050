"""A reference voice as the renderer takes it, and its prompt-cache key."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

import numpy as np

from studio.cache.keys import PromptKey, audio_digest, prompt_key
from studio.core.sound.audio import ReferenceAudio
from studio.core.sound.voice_edits import VoiceEdits, edited_reference
from studio.core.store.voice_library import VoiceLibrary

if TYPE_CHECKING:
    from studio.engines.base import Engine


@dataclass(frozen=True)
class Voice:
    """A reference voice: its audio (already at the engine's rate) and transcript."""

    name: str
    reference: ReferenceAudio
    transcript: str | None = None

    @cached_property
    def audio_sha256(self) -> str:
        return audio_digest(self.reference.samples)


def voice_prompt_key(engine: Engine, voice: Voice) -> PromptKey:
    """The prompt-cache key of ``voice`` for ``engine``: the same for a project voice and a
    library voice with the same original audio, edits and transcript."""
    info = engine.info
    return prompt_key(
        info.engine_id,
        info.fingerprint,
        info.dtype,
        info.sample_rate,
        voice.reference.samples,
        engine.prompt_options(voice.transcript),
        audio_sha256=voice.audio_sha256,
    )


def edited_voice(
    name: str,
    samples: np.ndarray,
    rate: int,
    edits: VoiceEdits,
    transcript: str,
    sample_rate: int,
) -> Voice:
    """A voice from its original recording (any rate, mono or channels) and its edits,
    prepared for an engine running at ``sample_rate``."""
    reference = edited_reference(samples, rate, edits, sample_rate, name)
    return Voice(name, reference, transcript or None)


def library_voice(library: VoiceLibrary, voice_id: str, sample_rate: int) -> Voice:
    """A library voice prepared for an engine at ``sample_rate``: what ``Renderer.where``
    needs for its cache status, and for its clone check."""
    voice = library.get(voice_id)
    return Voice(voice.name, library.reference(voice_id, sample_rate), voice.transcript or None)


__all__ = ["Voice", "edited_voice", "library_voice", "voice_prompt_key"]
