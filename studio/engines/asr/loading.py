"""Opening a recognizer by its catalog name: the demo built here, a hub model from the cache.

``load_recognizer`` runs on the thread that will use the recognizer. A hub
model missing from the cache is downloaded first when ``fetch`` allows
(reporting on this thread), and is otherwise one sentence saying how to get
it; a model in the cache loads without any request, online or not.
"""

from __future__ import annotations

from pathlib import Path

from studio.engines.asr.random_whisper import build_random_whisper, build_random_whisper_apart
from studio.engines.asr.whisper import DecodeOptions, WhisperRecognizer, load_whisper
from studio.engines.info import ModelFetch
from studio.models.asr_catalog import asr_model
from studio.models.asr_install import ensure_asr

# The demo hears nonsense: one greedy pass, no repeated piece, about as many
# pieces as a person says words, and no timestamp tokens (which random
# weights would put anywhere in the 30 s window).
RANDOM_OPTIONS = DecodeOptions(
    beam_size=1,
    temperatures=(0.0,),
    without_timestamps=True,
    tokens_per_second=3.0,
    no_repeat_ngram_size=1,
)


def load_recognizer(
    name: str = "base.en",
    device: str = "cpu",
    threads: int | None = None,
    fetch: ModelFetch | None = None,
    *,
    compute_type: str | None = None,
    cache_dir: Path | None = None,
    options: DecodeOptions | None = None,
    build_apart: bool = False,
) -> WhisperRecognizer:
    """Load the recognizer ``name`` (see ``studio.models.asr_catalog``) on this thread.

    ``device``: cpu (default, int8), cuda (float16) or auto. ``threads``:
    CPU threads for CTranslate2 (None: its default of 4). ``fetch``: whether
    a missing hub model may be downloaded (default: no, say how instead).
    ``cache_dir``: where the demo recognizer is built (default: the studio's
    cache folder). ``options``: how to decode (default: faster-whisper's beam
    search with temperature fallback; for ``random``, a greedy pass).
    ``build_apart``: build the demo recognizer, when it is not built yet, in a
    process of its own (beside a TTS engine: see ``build_random_whisper_apart``). Raises
    ModelNotInstalledError, HubOfflineError, ModelUnavailableError and the
    download errors.
    """
    model = asr_model(name)
    if model.repo_id is None:
        build = build_random_whisper_apart if build_apart else build_random_whisper
        folder, fingerprint = build(cache_dir)
        return load_whisper(
            folder,
            model.name,
            fingerprint,
            is_random=True,
            device=device,
            compute_type=compute_type,
            threads=threads,
            options=options or RANDOM_OPTIONS,
            # Random weights were never trained on 30 s windows: a take's own length
            # serves as well, for a fraction of the encoder's work.
            fit_windows=True,
        )
    fetch = fetch or ModelFetch(allow_download=False)
    folder_or_none = ensure_asr(
        model.name,
        allow_download=fetch.allow_download,
        progress=fetch.progress,
        cancel=fetch.cancel,
    )
    assert folder_or_none is not None, "a hub recognizer always has a folder"
    fingerprint = f"hf:{model.repo_id}@{folder_or_none.name}"
    return load_whisper(
        folder_or_none,
        model.name,
        fingerprint,
        device=device,
        compute_type=compute_type,
        threads=threads,
        options=options or DecodeOptions(),
    )


__all__ = ["RANDOM_OPTIONS", "load_recognizer"]
