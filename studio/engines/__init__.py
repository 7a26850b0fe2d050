"""TTS engines behind one protocol (see ``base.Engine``).

Importing this package loads no torch: the engines' modules (and torch) are
imported by the functions that load a model, on the thread that will use it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studio.engines.info import EngineInfo, GenerationParams, ModelFetch
from studio.errors import EngineNotInstalledError, StudioError
from studio.models.catalog import ENGINES

if TYPE_CHECKING:
    from studio.engines.base import Engine


def load_engine(
    engine_id: str = "pocket",
    model_spec: str = "default",
    device: str = "auto",
    threads: int | None = None,
    mode: str = "reference",
    fetch: ModelFetch | None = None,
) -> Engine:
    """Load an engine by id. Runs on the thread that will use the engine.

    ``mode`` is VoxCPM's cloning mode (reference, continuation or both);
    pocket-tts always clones from the reference audio alone. ``fetch`` says
    whether missing hub weights may be downloaded (default: yes, silently);
    a missing model while the hub is unreachable fails within seconds.
    ``device`` is taken literally: a missing GPU is an error (the command
    line's behaviour); the window uses ``load_engine_on_device``.
    """
    if engine_id == "pocket":
        try:
            from studio.engines.pocket import load_pocket_engine
        except ImportError as exc:
            raise EngineNotInstalledError(
                "pocket-tts is not installed; run `pip install voice-studio` again."
            ) from exc
        return load_pocket_engine(model_spec, device, threads, fetch)
    if engine_id == "voxcpm":
        from studio.engines.voxcpm import load_voxcpm_engine

        spec = "openbmb/VoxCPM2" if model_spec == "default" else model_spec
        if threads is not None:
            import torch

            torch.set_num_threads(threads)
        return load_voxcpm_engine(spec, device, mode, fetch=fetch)
    raise StudioError(f"Unknown engine {engine_id!r}; choose one of: {', '.join(ENGINES)}.")


def load_engine_on_device(
    engine_id: str = "pocket",
    model_spec: str = "default",
    device: str = "auto",
    threads: int | None = None,
    mode: str = "reference",
    fetch: ModelFetch | None = None,
) -> tuple[Engine, str | None]:
    """``load_engine`` for the window: a GPU that is missing or fails falls back to the CPU.

    Returns the engine and, when it runs somewhere other than asked, the
    sentence to show. A GPU that initialises but runs out of memory while
    the model loads also falls back. Runs on the thread that will use the engine.
    """
    from studio.engines.devices import open_device

    choice = open_device(device)
    try:
        return load_engine(engine_id, model_spec, choice.device, threads, mode, fetch), (
            choice.fallback
        )
    except RuntimeError as exc:
        # torch reports CUDA failures (out of memory, a driver fault) as RuntimeError.
        if choice.device == "cpu" or "CUDA" not in f"{type(exc).__name__} {exc}":
            raise
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    import torch

    torch.cuda.empty_cache()
    note = f"The model could not be loaded on the GPU ({reason}); using the CPU instead."
    return load_engine(engine_id, model_spec, "cpu", threads, mode, fetch), note


__all__ = [
    "ENGINES",
    "EngineInfo",
    "GenerationParams",
    "ModelFetch",
    "load_engine",
    "load_engine_on_device",
]
