"""The built-in engines as plugins: pocket-tts and VoxCPM2, named by the studio's entry points.

They register like any third-party engine (``[project.entry-points."voice_studio.engines"]``
in pyproject.toml); their models, with downloads, are listed by ``studio.models.catalog``.
Importing this module loads neither torch nor an engine: ``load`` does, on the thread
that will use the engine.
"""

from __future__ import annotations

from studio.engines.base import Engine
from studio.engines.plugin_api import ENGINE_API_VERSION, EnginePlugin, LoadRequest
from studio.engines.weights_licences import pocket_weights, voxcpm_weights
from studio.errors import QT_TRANSLATE_NOOP, EngineNotInstalledError
from studio.models.catalog import VOXCPM_REPO
from studio.models.local_models import BUILTIN_LOCAL


def _load_pocket(request: LoadRequest) -> Engine:
    try:
        from studio.engines.pocket import load_pocket_engine
    except ImportError as exc:
        raise EngineNotInstalledError(
            QT_TRANSLATE_NOOP(
                "StudioError", "pocket-tts is not installed; run `pip install voice-studio` again."
            )
        ) from exc
    return load_pocket_engine(request.model_spec, request.device, request.threads, request.fetch)


def _pocket_credit(fingerprint: str) -> str:
    return pocket_weights(fingerprint).attribution


def _load_voxcpm(request: LoadRequest) -> Engine:
    from studio.engines.voxcpm import load_voxcpm_engine

    spec = VOXCPM_REPO if request.model_spec == "default" else request.model_spec
    if request.threads is not None:
        import torch

        torch.set_num_threads(request.threads)
    return load_voxcpm_engine(
        spec, request.device, request.mode, fetch=request.fetch, compile=request.compile
    )


def _voxcpm_credit(fingerprint: str) -> str:
    return voxcpm_weights(fingerprint).attribution


POCKET = EnginePlugin(
    engine_id="pocket",
    title="pocket-tts",
    api_version=ENGINE_API_VERSION,
    load=_load_pocket,
    packages=("pocket-tts",),
    credit=_pocket_credit,
    check_local=BUILTIN_LOCAL["pocket"].check,
    local_files=True,
)

VOXCPM = EnginePlugin(
    engine_id="voxcpm",
    title="VoxCPM2",
    api_version=ENGINE_API_VERSION,
    load=_load_voxcpm,
    packages=("voxcpm",),
    credit=_voxcpm_credit,
    check_local=BUILTIN_LOCAL["voxcpm"].check,
)

BUILTIN = (POCKET, VOXCPM)

__all__ = ["BUILTIN", "POCKET", "VOXCPM"]
