"""The optional ``voxcpm`` package, imported on demand so the engine imports without it:
the import that turns a missing package into one actionable sentence, its version (part
of a random model's fingerprint), and the dtype the studio runs its models in."""

from __future__ import annotations

from typing import Any

from studio.errors import QT_TRANSLATE_NOOP, EngineNotInstalledError, Said

_INSTALL_HINT = Said(
    QT_TRANSLATE_NOOP(
        "StudioError",
        "install it with `pip install 'voice-studio[voxcpm]'` "
        "(or `pip install --no-deps voxcpm==2.0.3` and then `pip install transformers librosa`), "
        "or use the pocket engine",
    )
)


def import_voxcpm() -> Any:
    """Import voxcpm on demand, turning a missing package into one actionable sentence."""
    try:
        import voxcpm.model.voxcpm2 as vox2
    except ImportError as exc:
        missing = (exc.name or "voxcpm").split(".")[0]
        raise EngineNotInstalledError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The VoxCPM engine needs the optional package `{0}`, which is not installed: {1}.",
            ),
            missing,
            _INSTALL_HINT,
        ) from exc
    return vox2


def voxcpm_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("voxcpm")
    except PackageNotFoundError:
        return "unknown"


def runtime_dtype(device: str, configured: str) -> str:
    # bf16 matmuls on CPUs without AMX are slower than fp32 and numerically
    # rougher; fp32 costs ~11 GB for the full model, which a CPU box has.
    return "float32" if device == "cpu" else configured
