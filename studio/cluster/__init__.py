"""Rendering on a Ray cluster: one worker (an engine) per Ray actor, voice states
built once and shared through Ray's object store. Ray is an optional extra."""

from __future__ import annotations

import importlib.util

from studio.errors import StudioError

INSTALL_HINT = "pip install 'voice-studio[cluster]'"


def require_ray() -> None:
    """Fail in one sentence when Ray is not installed."""
    if importlib.util.find_spec("ray") is None:
        raise StudioError(f"--ray needs Ray, which is not installed; run {INSTALL_HINT}.")


__all__ = ["INSTALL_HINT", "require_ray"]
