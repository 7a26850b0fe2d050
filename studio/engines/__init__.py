"""TTS engines behind one protocol (see ``base.Engine``), built in or plugins (``registry``).

Importing this package loads no torch: the engines' modules (and torch) are
imported by the functions that load a model, on the thread that will use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studio.core.document import DEFAULT_ENGINE
from studio.engines.info import CompileOptions, EngineInfo, GenerationParams, ModelFetch
from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError
from studio.models.catalog import ENGINES

if TYPE_CHECKING:
    from studio.engines.base import Engine


def load_engine(
    engine_id: str = DEFAULT_ENGINE,
    model_spec: str = "default",
    device: str = "auto",
    threads: int | None = None,
    mode: str = "reference",
    fetch: ModelFetch | None = None,
    compile: CompileOptions | None = None,
) -> Engine:
    """Load an engine by id. Runs on the thread that will use the engine.

    ``mode`` is VoxCPM's cloning mode (reference, continuation or both);
    pocket-tts always clones from the reference audio alone. ``fetch`` says
    whether missing hub weights may be downloaded (default: yes, silently);
    a missing model while the hub is unreachable fails within seconds.
    ``device`` is taken literally: a missing GPU is an error (the command
    line's behaviour); the window uses ``load_engine_on_device``. Every
    engine, built in or not, loads through its plugin (``registry``).
    ``compile`` says whether the model is compiled (default: where it pays),
    where the compile caches go and who hears the compile's phases.
    """
    from studio.engines.plugin_api import LoadRequest
    from studio.engines.registry import engine_plugin

    plugin = engine_plugin(engine_id)
    request = LoadRequest(
        model_spec, device, threads, mode, fetch or ModelFetch(), compile or CompileOptions()
    )
    return _checked(engine_id, plugin.load(request))


def _checked(engine_id: str, engine: object) -> Engine:
    """What a plugin's ``load`` returned, if it is an engine of ``engine_id``."""
    from studio.engines.base import Engine

    if not isinstance(engine, Engine):
        missing = [
            name
            for name in (
                "info",
                "prompt_options",
                "build_prompt_state",
                "generate",
                "state_to_tensors",
                "state_from_tensors",
                "state_nbytes",
            )
            if not hasattr(engine, name)
        ]
        lacks: str | Said = ", ".join(missing) or Said(
            QT_TRANSLATE_NOOP("StudioError", "part of the Engine protocol")
        )
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The engine plugin {0!r} loaded a {1} that is not an "
                "engine (it lacks {2}); update or uninstall that package.",
            ),
            engine_id,
            type(engine).__name__,
            lacks,
        )
    if engine.info.engine_id != engine_id:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The engine plugin {0!r} loaded an engine that calls itself "
                "{1!r}; update or uninstall that package.",
            ),
            engine_id,
            engine.info.engine_id,
        )
    return engine


def load_engine_on_device(
    engine_id: str = DEFAULT_ENGINE,
    model_spec: str = "default",
    device: str = "auto",
    threads: int | None = None,
    mode: str = "reference",
    fetch: ModelFetch | None = None,
    compile: CompileOptions | None = None,
) -> tuple[Engine, Said | None]:
    """``load_engine`` for the window: a GPU that is missing or fails falls back to the CPU.

    Returns the engine and, when it runs somewhere other than asked, the
    sentence to show. A GPU that initialises but runs out of memory while
    the model loads also falls back. Runs on the thread that will use the engine.
    """
    from studio.engines.devices import open_device

    choice = open_device(device)
    try:
        engine = load_engine(engine_id, model_spec, choice.device, threads, mode, fetch, compile)
        return engine, choice.fallback
    except RuntimeError as exc:
        # torch reports CUDA failures (out of memory, a driver fault) as RuntimeError.
        if choice.device == "cpu" or "CUDA" not in f"{type(exc).__name__} {exc}":
            raise
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    import torch

    torch.cuda.empty_cache()
    note = Said(
        QT_TRANSLATE_NOOP(
            "StudioError", "The model could not be loaded on the GPU ({0}); using the CPU instead."
        ),
        reason,
    )
    return load_engine(engine_id, model_spec, "cpu", threads, mode, fetch, compile), note


__all__ = [
    "ENGINES",
    "CompileOptions",
    "EngineInfo",
    "GenerationParams",
    "ModelFetch",
    "load_engine",
    "load_engine_on_device",
]
