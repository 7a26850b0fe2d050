"""The entry point's object: imports nothing heavy (the studio imports it to list engines)."""

from __future__ import annotations

from studio.engines.plugin_api import (
    ENGINE_API_VERSION,
    Engine,
    EnginePlugin,
    LoadRequest,
    PluginModel,
    StudioError,
)

VOICES = {"default": 1.0, "bright": 1.25}


def load(request: LoadRequest) -> Engine:
    """Runs on the thread that will use the engine; torch is imported here, not above."""
    if request.model_spec not in VOICES:
        raise StudioError(
            f"The formant synthesizer has no model {request.model_spec!r}; "
            f"use one of: {', '.join(VOICES)}."
        )
    from voice_studio_formant.engine import FormantEngine

    return FormantEngine(request.model_spec, VOICES[request.model_spec], request.device)


PLUGIN = EnginePlugin(
    engine_id="formant",
    title="Formant synthesizer",
    api_version=ENGINE_API_VERSION,
    load=load,
    models=(
        PluginModel(
            "default",
            "Formant synthesizer",
            "An example engine plugin: vowels and bursts at the voice's pitch, no model.",
            licence="MIT",
        ),
        PluginModel(
            "bright",
            "Formant synthesizer (bright)",
            "The same synthesizer with formants a quarter higher.",
            licence="MIT",
            attribution="Made with the formant synthesizer example plugin.",
        ),
    ),
    packages=("voice-studio-formant",),
    credit=lambda fingerprint: (
        "Made with the formant synthesizer example plugin." if ":bright:" in fingerprint else ""
    ),
)
