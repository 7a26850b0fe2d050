"""The thread that owns a server's engine: it loads the model, then runs the render service.

The engine is loaded here and used only here (VoxCPM2 must be). Requests are
submitted to the service from the event loop's thread (the service is
thread-safe); the service wakes this thread, which renders until no job waits
and hands every event to the host. Stopping cancels every job.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

from studio.render.renderer import Renderer
from studio.render.service import RenderService
from studio.render.voices import Voice
from studio.serve.host import SpeechHost

log = logging.getLogger(__name__)

# Loads the engine and its prompt cache (on this thread); returns the renderer and the
# lines of a voice rendered together (None: measured on the device).
EngineLoader = Callable[[], tuple[Renderer, "int | None"]]


class EngineThread(threading.Thread):
    """Loads the engine with ``load`` and serves ``host``'s jobs until ``stop``."""

    def __init__(self, load: EngineLoader, host: SpeechHost) -> None:
        super().__init__(name="speech-engine", daemon=True)
        self._load = load
        self._host = host
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._loaded = threading.Event()
        self._voices: dict[str, Voice] = {}
        self._service: RenderService | None = None
        self.failure: BaseException | None = None

    def wait_loaded(self) -> BaseException | None:
        """Block until the model is loaded; the load's error, or None."""
        self._loaded.wait()
        return self.failure

    def stop(self, timeout: float = 30.0) -> None:
        """Cancel every job and end the thread (any thread)."""
        self._stopping.set()
        if self._service is not None:
            self._service.cancel()
        self._wake.set()
        if self.is_alive() and threading.current_thread() is not self:
            self.join(timeout)

    def run(self) -> None:
        try:
            renderer, batch = self._load()
        except BaseException as exc:  # noqa: BLE001 - handed to the starting thread, said there
            self.failure = exc
            self._loaded.set()
            return
        service = RenderService(renderer, self._voices.get, batch, wake=self._wake.set)
        self._service = service
        self._host.attach(service, renderer, self._voices)
        self._loaded.set()
        while True:
            self._wake.wait()
            self._wake.clear()
            if self._stopping.is_set():
                break
            try:
                for item in service.run():
                    self._host.deliver(item)
            except Exception:  # noqa: BLE001 - a bug in the loop must not stop the server
                log.exception("rendering failed")
        # What was cancelled on the way out still says so to its request.
        for item in service.run():
            self._host.deliver(item)


__all__ = ["EngineLoader", "EngineThread"]
