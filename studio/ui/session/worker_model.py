"""The render worker's model: the loaded engine and the render service over it.

One at a time: loading another lets go of the last first, so two models never
sit in memory (or on the GPU) at once. ``service`` may be read from any thread
(the GUI thread queues jobs straight into it); ``load`` runs on the worker
thread. No Qt: the worker hands in its signals' ``emit``.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from studio.render import Renderer
from studio.render.failures import release_device_memory
from studio.render.service import RenderService
from studio.ui.session.jobs import EngineConfig, EngineFailureKind
from studio.ui.session.worker_checks import WorkerChecks
from studio.ui.session.worker_engine import EngineFactory, load_with, prompt_cache
from studio.ui.session.worker_serve import ServeLink
from studio.ui.session.worker_voices import WorkerVoices

if TYPE_CHECKING:
    from studio.engines.base import Engine
    from studio.engines.info import EngineInfo


@dataclass(frozen=True)
class EngineSignals:
    """Where the worker's news of a load goes (its signals' ``emit``)."""

    loading: Callable[[str], None]
    ready: Callable[[EngineInfo], None]
    failed: Callable[[str, EngineFailureKind], None]
    note: Callable[[str], None]
    phase: Callable[[Any], None]


class ModelSlot:
    """The loaded engine and its render service, with what they render for."""

    def __init__(
        self,
        factory: EngineFactory,
        signals: EngineSignals,
        voices: WorkerVoices,
        checks: WorkerChecks,
        serve: ServeLink,
        wake: Callable[[], None],
    ) -> None:
        self._factory = factory
        self._signals = signals
        self._voices = voices
        self._checks = checks
        self._serve = serve
        self._wake = wake
        self._lock = threading.Lock()
        self._service: RenderService | None = None
        self._retired: list[RenderService] = []
        self._engine: Engine | None = None

    @property
    def service(self) -> RenderService | None:
        """The loaded model's service (None: no model, or another is coming)."""
        with self._lock:
            return self._service

    def coming(self) -> None:
        """Another model is asked for: jobs from now on wait for it (any thread). The
        last model's jobs end cancelled, and ``retired`` hands its service over so that
        each says so (a line queued there must not wait for ever)."""
        with self._lock:
            old, self._service = self._service, None
            if old is not None:
                self._retired.append(old)
        if old is not None:
            old.cancel()

    def retired(self) -> list[RenderService]:
        """The services of models asked to go, whose jobs' ends are still to be said (each
        once; the worker thread runs them out)."""
        with self._lock:
            retired, self._retired = self._retired, []
        return retired

    def set_batch(self, size: int | None) -> bool:
        """Lines of a voice rendered together from now on (any thread); False with no model
        (the next one's config says)."""
        with self._lock:
            if self._service is not None:
                self._service.batch_setting = size
            return self._service is not None

    def checks_changed(self) -> None:
        """The word check or the voice check was turned on or off (any thread)."""
        with self._lock:
            if self._service is not None:
                self._service.checks = self._checks.active
                self._service.renderer.voice_match = self._checks.voice_match

    def cancel(self, which: Callable[[Hashable], bool]) -> None:
        """Cancel the jobs whose key is ``which`` (any thread, never blocks)."""
        service = self.service
        if service is not None:
            service.cancel([key for key in service.keys() if which(key)])

    def load(self, config: EngineConfig) -> None:
        """Load ``config``'s model in place of the last (the worker thread)."""
        self.unload()
        self._signals.loading(f"{config.engine_id} {config.model}")
        load = load_with(self._factory, config, self._signals.phase, self._signals.note)
        if load.engine is None:
            self._voices.engine_gone(load.error)
            self._signals.failed(load.error, load.kind)
            return
        if load.note is not None:
            self._signals.note(load.note)
        cache = prompt_cache(config)
        self._engine = engine = load.engine
        renderer = Renderer(engine, cache)
        voices = self._voices.voices
        with self._lock:
            renderer.voice_match = self._checks.voice_match
            self._service = service = RenderService(
                renderer,
                voices.get,
                config.batch,
                self._wake,
                self._voices.holds,
                self._checks.active,
            )
        self._voices.engine_ready(renderer, cache)
        self._serve.engine_ready(service, renderer, voices)
        self._signals.ready(engine.info)

    def unload(self) -> None:
        """Let go of the engine, its cache and voices (the worker thread)."""
        if self._engine is None:
            return
        self._serve.engine_gone()
        self._engine = None
        self.coming()
        self._voices.engine_gone()
        gc.collect()
        release_device_memory()


__all__ = ["EngineSignals", "ModelSlot"]
