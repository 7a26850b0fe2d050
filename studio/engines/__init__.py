"""TTS engines behind one protocol (see ``base.Engine``)."""

from __future__ import annotations

from studio.engines.base import Engine, EngineInfo, GenerationParams
from studio.errors import EngineNotInstalledError, StudioError

ENGINES = ("pocket", "voxcpm")


def load_engine(
    engine_id: str = "pocket",
    model_spec: str = "default",
    device: str = "auto",
    threads: int | None = None,
    mode: str = "reference",
) -> Engine:
    """Load an engine by id. Runs on the thread that will use the engine.

    ``mode`` is VoxCPM's cloning mode (reference, continuation or both);
    pocket-tts always clones from the reference audio alone.
    """
    if engine_id == "pocket":
        try:
            from studio.engines.pocket import load_pocket_engine
        except ImportError as exc:
            raise EngineNotInstalledError(
                "pocket-tts is not installed; run `pip install voice-studio` again."
            ) from exc
        return load_pocket_engine(model_spec, device, threads)
    if engine_id == "voxcpm":
        from studio.engines.voxcpm import load_voxcpm_engine

        spec = "openbmb/VoxCPM2" if model_spec == "default" else model_spec
        if threads is not None:
            import torch

            torch.set_num_threads(threads)
        return load_voxcpm_engine(spec, device, mode)
    raise StudioError(f"Unknown engine {engine_id!r}; choose one of: {', '.join(ENGINES)}.")


__all__ = ["ENGINES", "Engine", "EngineInfo", "GenerationParams", "load_engine"]
