"""How the render worker gets its engine and prompt cache: the default engine factory,
what kind of failure a load was, and the cache an engine renders with. Run on the
worker thread; the engine packages are imported only when a model loads."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.engines import load_engine_on_device
from studio.engines.info import CompileOptions, LoadPhase, LoadPhaseCallback, ModelFetch
from studio.errors import (
    QT_TRANSLATE_NOOP,
    GatedModelError,
    HubOfflineError,
    ModelNotInstalledError,
    Said,
    StudioError,
)
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.ui.base.i18n import error_text, said_text
from studio.ui.session.jobs import EngineConfig, EngineFailureKind

if TYPE_CHECKING:
    from studio.engines.base import Engine

log = logging.getLogger(__name__)

NOT_LOADED = Said(QT_TRANSLATE_NOOP("StudioError", "The model is not loaded yet."))
NOT_COMPILED = QT_TRANSLATE_NOOP(
    "StudioError", "The model could not be compiled ({0}); it runs uncompiled."
)

# Returns the engine, or the engine and the sentence to show when it runs on
# another device than asked (the default factory's GPU fallback).
EngineFactory = Callable[[EngineConfig], "Engine | tuple[Engine, Said | str | None]"]


def default_factory(config: EngineConfig) -> tuple[Engine, Said | None]:
    """The window never downloads while loading: a missing model is reported at once
    (the Models dialog downloads it), and a GPU that fails falls back to the CPU."""
    return load_engine_on_device(
        config.engine_id,
        config.model,
        config.device,
        config.threads,
        config.mode,
        ModelFetch(allow_download=False),
        CompileOptions(config.compile, config.cache_dir, config.on_phase),
    )


def phase_reporter(phase: Callable[[Any], None], note: Callable[[str], None]) -> LoadPhaseCallback:
    """Where a load's phases go (worker thread): a compile that failed is a note, a
    sentence; the other phases go to the window as they are."""

    def report(said: LoadPhase) -> None:
        if said.phase == "not compiled":
            note(said_text(Said(NOT_COMPILED, said.problem)))
        else:
            phase(said)

    return report


def failure_kind(exc: StudioError) -> EngineFailureKind:
    """Whether the Models dialog can help: the weights are missing or the hub is away."""
    if isinstance(exc, ModelNotInstalledError | GatedModelError):
        return "missing"
    if isinstance(exc, HubOfflineError):
        return "offline"
    return "error"


def load_failed(exc: Exception) -> Said:
    """An unexpected error while loading a model, named as it was raised."""
    return Said(
        QT_TRANSLATE_NOOP("StudioError", "The model could not be loaded ({0}: {1})."),
        type(exc).__name__,
        exc,
    )


@dataclass(frozen=True)
class EngineLoad:
    """What a load gave: the engine and a note to show (a GPU fell back to the CPU), or
    why it failed and what kind of failure it was."""

    engine: Engine | None
    note: str | None = None
    error: str = ""
    kind: EngineFailureKind = "error"


def load_with(
    factory: EngineFactory,
    config: EngineConfig,
    on_phase: Callable[[Any], None],
    on_note: Callable[[str], None],
) -> EngineLoad:
    """Load ``config``'s engine with ``factory``, its long steps reported as they come; a
    failure is a sentence, never an exception (the worker thread)."""
    try:
        loaded = factory(replace(config, on_phase=phase_reporter(on_phase, on_note)))
    except StudioError as exc:
        return EngineLoad(None, error=error_text(exc), kind=failure_kind(exc))
    except Exception as exc:  # noqa: BLE001 - shown to the user, logged for the report
        log.exception("engine load failed")
        return EngineLoad(None, error=said_text(load_failed(exc)))
    engine, note = loaded if isinstance(loaded, tuple) else (loaded, None)
    return EngineLoad(engine, said_text(note) if isinstance(note, Said) else note)


def prompt_cache(config: EngineConfig) -> PromptCache:
    """The memory and disk tiers an engine renders with, sized as the settings say."""
    return PromptCache(
        MemoryTier(config.memory_bytes or DEFAULT_MEMORY_CACHE_BYTES),
        DiskTier(
            config.cache_dir or default_cache_dir(),
            config.disk_bytes or DEFAULT_DISK_CACHE_BYTES,
        ),
    )
