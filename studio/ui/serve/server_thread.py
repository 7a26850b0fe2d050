"""The window's speech server: uvicorn on a daemon thread of its own, in front of a host
that renders through the window's worker.

The socket is bound on the calling thread, so a port that is taken is said at
once; uvicorn then serves on it until ``stop``. No Qt here: the switch
(``studio.ui.serve.switch``) owns one of these while serving.
"""

from __future__ import annotations

import logging
import socket
import threading

from studio.serve.host import SpeechHost
from studio.serve.settings import UVICORN_HTTP, UVICORN_LOOP, UVICORN_WS
from studio.serve.voices import VoiceCatalog

log = logging.getLogger(__name__)

# Seconds uvicorn gives answers still streaming when it is asked to stop; the host has
# ended every request by then (a quit must not wait for a client).
GRACEFUL_STOP_S = 2
# Seconds ``stop`` waits for the thread beyond that.
JOIN_MARGIN_S = 3.0


class ServerThread:
    """uvicorn serving ``host``'s app on ``sock``, from ``start`` until ``stop``."""

    def __init__(self, host: SpeechHost, catalog: VoiceCatalog, sock: socket.socket) -> None:
        # Imported when the switch is first turned on, not with the window.
        import uvicorn

        from studio.serve.app import create_app

        self.host = host
        self.port = int(sock.getsockname()[1])
        self._sock = sock
        config = uvicorn.Config(
            create_app(host, catalog),
            log_level="warning",
            access_log=False,
            timeout_graceful_shutdown=GRACEFUL_STOP_S,
            # The loop and HTTP parser the server is tested with, whatever else is installed
            # (uvicorn would take uvloop and httptools, which Ray Serve brings, when found).
            loop=UVICORN_LOOP,
            http=UVICORN_HTTP,
            ws=UVICORN_WS,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._run, name="speech-server", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        """uvicorn's loop (the server's thread)."""
        try:
            self._server.run(sockets=[self._sock])
        except Exception:  # noqa: BLE001 - the window goes on without its server
            log.exception("the speech server stopped")

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self) -> bool:
        """Ask uvicorn to end, wait for its thread, and free the port; True when it ended
        in time (a daemon thread left behind does not keep the studio from quitting)."""
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(GRACEFUL_STOP_S + JOIN_MARGIN_S)
        self._sock.close()
        ended = not self._thread.is_alive()
        if not ended:
            log.error("the speech server did not stop in time")
        return ended


__all__ = ["ServerThread"]
