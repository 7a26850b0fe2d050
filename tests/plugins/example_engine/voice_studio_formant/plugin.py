"""The entry point's object: imports nothing heavy (the studio imports it to list engines)."""

from __future__ import annotations

import json
from pathlib import Path

from studio.engines.plugin_api import (
    ENGINE_API_VERSION,
    Engine,
    EnginePlugin,
    LoadRequest,
    PluginModel,
    StudioError,
)

VOICES = {"default": 1.0, "bright": 1.25}
# A model of the user's own: a folder with this file, {"scale": 1.1} (its formants' scale).
LOCAL_FILE = "formant.json"


def check_local(path: Path) -> list[str]:
    """What keeps ``path`` from being a formant model (the clauses of one sentence)."""
    if not path.is_dir():
        return [f"{path.name} is not a folder (a formant model is a folder)"]
    try:
        scale = json.loads((path / LOCAL_FILE).read_text(encoding="utf-8"))["scale"]
    except FileNotFoundError:
        return [f"{LOCAL_FILE} is missing"]
    except (OSError, ValueError, KeyError, TypeError):
        return [f"{LOCAL_FILE} has no scale"]
    if not isinstance(scale, int | float) or not 0.5 <= scale <= 2.0:
        return [f"the scale in {LOCAL_FILE} is not a number from 0.5 to 2"]
    return []


def load(request: LoadRequest) -> Engine:
    """Runs on the thread that will use the engine; torch is imported here, not above."""
    spec = request.model_spec
    if spec in VOICES:
        scale = VOICES[spec]
    elif Path(spec).is_dir() and not check_local(Path(spec)):
        scale = float(json.loads((Path(spec) / LOCAL_FILE).read_text(encoding="utf-8"))["scale"])
    else:
        raise StudioError(
            f"The formant synthesizer has no model {spec!r}; "
            f"use one of: {', '.join(VOICES)}, or a folder with {LOCAL_FILE}."
        )
    from .engine import FormantEngine

    return FormantEngine(spec, scale, request.device)


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
    check_local=check_local,
)
