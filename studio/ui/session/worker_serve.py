"""The render worker's side of serving from the window: the speech server's jobs go
through the worker's one render service, next to the window's lines.

The window and the server share one model and one worker thread: a
``SpeechHost`` attached here submits each request as a job to the worker's
service, and the worker hands every event of a server job back to it instead of
to the window. A host may be set before the model is loaded (it attaches when the
model is ready), while one is loaded (at once), or taken away (its jobs are
cancelled); a model unloading detaches it until the next one is ready.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, MutableMapping

from studio.render.jobs import ServiceEvent
from studio.render.renderer import Renderer
from studio.render.service import RenderService
from studio.render.voices import Voice
from studio.serve.host import ServeKey, SpeechHost


def is_window_key(key: Hashable) -> bool:
    """Whether a job is the window's own (not a server's)."""
    return not isinstance(key, ServeKey)


class ServeLink:
    """Which speech host, if any, the worker's service serves (any thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._host: SpeechHost | None = None
        # The loaded model's service, renderer and voices (None: no model loaded).
        self._engine: tuple[RenderService, Renderer, MutableMapping[str, Voice]] | None = None

    @property
    def host(self) -> SpeechHost | None:
        return self._host

    def set_host(self, host: SpeechHost | None) -> None:
        """Serve ``host``'s requests from now on (None: none); the one before is detached,
        its jobs cancelled (the GUI thread; never blocks)."""
        with self._lock:
            old, self._host = self._host, host
            engine = self._engine
            if host is not None and engine is not None:
                host.attach(*engine)
        if old is not None and old is not host:
            old.detach()
            if engine is not None:
                service = engine[0]
                service.cancel([key for key in service.keys() if isinstance(key, ServeKey)])

    def engine_ready(
        self, service: RenderService, renderer: Renderer, voices: MutableMapping[str, Voice]
    ) -> None:
        """A model is loaded: the host serves through its service (the worker thread)."""
        with self._lock:
            self._engine = (service, renderer, voices)
            if self._host is not None:
                self._host.attach(service, renderer, voices)

    def engine_gone(self) -> None:
        """The model is unloading: its requests end, new ones wait (the worker thread)."""
        with self._lock:
            self._engine = None
            host = self._host
        if host is not None:
            host.detach()

    def deliver(self, item: ServiceEvent) -> bool:
        """Hand a server job's event to its request; False for the window's own jobs (the
        worker thread). A server job that outlived its host is dropped."""
        if not isinstance(item.key, ServeKey):
            return False
        host = self._host
        if host is not None:
            host.deliver(item)
        return True


__all__ = ["ServeLink", "is_window_key"]
