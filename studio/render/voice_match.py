"""The voice check of every take: how much it sounds like its voice's reference.

A speaker encoder (``studio.engines.speaker``) makes an embedding of each
voice's reference once, kept under the voice's prompt-cache key (the key
changes when the reference, its edits or the model do), and one of each
take as it is rendered; their cosine is the take's similarity
(``LineDone.similarity``, then ``Take.similarity``). The renderer calls it on
the thread that rendered the take, beside the take's other measures, so the
window, the command line and a cluster worker measure a take the same way.

The encoder is loaded the first time it is needed, or ahead on a thread of
its own (``preload``), since importing it takes seconds. One VoiceMatcher is
used by one render thread at a time; ``preload`` may be called from any.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from studio.errors import StudioError

if TYPE_CHECKING:
    from studio.engines.speaker import SpeakerEncoder
    from studio.render.voices import Voice

log = logging.getLogger(__name__)

# References kept (each 256 floats); a session rarely has more voices than this.
MAX_REFERENCES = 256

EncoderFactory = Callable[[], "SpeakerEncoder"]


def _load_default() -> SpeakerEncoder:
    from studio.engines.speaker import load_speaker_encoder

    return load_speaker_encoder("cpu")


class VoiceMatcher:
    """Takes' similarity to their voice's reference, with one speaker encoder."""

    def __init__(self, factory: EncoderFactory | None = None) -> None:
        self._factory = factory or _load_default
        self._lock = threading.Lock()
        self._loaded = threading.Event()
        self._loading = False
        self._encoder: SpeakerEncoder | None = None
        self._error: str | None = None
        self._references: OrderedDict[str, np.ndarray | None] = OrderedDict()

    # ------------------------------------------------------------ any thread

    def preload(self) -> None:
        """Load the encoder now on a thread of its own, so the first take does not wait
        for the import."""
        with self._lock:
            if self._loading or self._loaded.is_set():
                return
            self._loading = True
        threading.Thread(target=self._load, name="speaker-encoder", daemon=True).start()

    def load(self) -> str | None:
        """Load the encoder on this thread (or wait for ``preload``); None, or why it
        cannot be had (one sentence)."""
        with self._lock:
            start = not self._loading and not self._loaded.is_set()
            self._loading = True
        if start:
            self._load()
        self._loaded.wait()
        return self._error

    @property
    def name(self) -> str:
        encoder = self._encoder
        return "" if encoder is None else encoder.name

    # ------------------------------------------------------------ the render thread

    def similarity(self, voice: Voice, key: str, audio: np.ndarray, rate: int) -> float | None:
        """The cosine of the take's embedding and its reference's (None: the encoder
        could not be loaded, or either is too short or silent to say)."""
        if self.load() is not None:
            return None
        encoder = self._encoder
        assert encoder is not None
        reference = self.reference(voice, key)
        if reference is None:
            return None
        take = encoder.embed(audio, rate)
        if take is None:
            return None
        from studio.engines.speaker import cosine_similarity

        return round(cosine_similarity(reference, take), 6)

    def reference(self, voice: Voice, key: str) -> np.ndarray | None:
        """The reference's embedding, made once per prompt-cache key."""
        if key in self._references:
            self._references.move_to_end(key)
            return self._references[key]
        encoder = self._encoder
        if encoder is None:
            return None
        made = encoder.embed(voice.reference.samples, voice.reference.sample_rate)
        self._references[key] = made
        while len(self._references) > MAX_REFERENCES:
            self._references.popitem(last=False)
        return made

    def _load(self) -> None:
        try:
            self._encoder = self._factory()
            self._error = None
        except StudioError as exc:
            self._error = str(exc)
        except Exception as exc:  # noqa: BLE001 - the check is off, the render goes on
            log.exception("loading the speaker encoder failed")
            self._error = f"The speaker encoder could not be loaded ({type(exc).__name__}: {exc})."
        finally:
            self._loaded.set()


__all__ = ["MAX_REFERENCES", "VoiceMatcher"]
