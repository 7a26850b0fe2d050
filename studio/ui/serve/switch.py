"""Preferences > Serve in the window: the studio's voices for other programs, over
OpenAI's speech API, from the window's own model and worker.

While the switch is on, a ``SpeechHost`` renders every request through the
window's render worker (``StudioSession.serve``): one model in memory, one
queue, the window's lines and the requests side by side. uvicorn runs on a
daemon thread (``ServerThread``). The status bar shows where it listens and how
many requests it has answered, read from the host once a second (the host
counts on the worker's thread; no signal is needed for a number). A port that
is taken, or other computers allowed in without a key, is said in one sentence
and the window goes on without serving.
"""

from __future__ import annotations

import socket

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QLabel, QStatusBar

from studio.core.store.voice_library import VoiceLibrary
from studio.serve.host import SpeechHost
from studio.serve.listening import bind_socket
from studio.serve.settings import DEFAULT_HOST, ServeSettings
from studio.serve.voices import VoiceCatalog
from studio.ui.base.settings import Settings
from studio.ui.base.settings_types import ServeChoices
from studio.ui.serve.server_thread import ServerThread
from studio.ui.session.session import StudioSession

# Every address of this machine: other computers may connect.
ALL_ADDRESSES = "0.0.0.0"
COUNT_MS = 1000
PROBLEM_MS = 15000


def listen_address(choices: ServeChoices) -> str:
    return ALL_ADDRESSES if choices.lan else DEFAULT_HOST


class ServeSwitch(QObject):
    """Starts and stops the window's speech server as the settings say (GUI thread)."""

    sig_problem = Signal(str)  # why the server could not start, in one sentence

    def __init__(
        self,
        session: StudioSession,
        settings: Settings,
        bar: QStatusBar,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._settings = settings
        self._bar = bar
        self._server: ServerThread | None = None
        self._serving: ServeChoices | None = None  # what the running server was started with
        self.problem: str | None = None  # why the last start failed
        self.label = QLabel()
        self.label.setObjectName("serveStatus")
        self.label.setAccessibleName(self.tr("Speech server"))
        self.label.hide()
        bar.addPermanentWidget(self.label)
        self._timer = QTimer(self)
        self._timer.setInterval(COUNT_MS)
        self._timer.timeout.connect(self._on_timer_timeout)

    @property
    def server(self) -> ServerThread | None:
        return self._server

    @property
    def url(self) -> str | None:
        """Where clients reach the server (its API is under ``/v1``), None when off."""
        if self._server is None or self._serving is None:
            return None
        where = socket.gethostname() if self._serving.lan else DEFAULT_HOST
        return f"http://{where}:{self._server.port}"

    def apply(self) -> None:
        """Serve as the settings say: start, stop, or start again where they changed."""
        choices = self._settings.serve
        if choices == self._serving and self._server is not None:
            return
        self.stop()
        if choices.on:
            self._start(choices)

    def _start(self, choices: ServeChoices) -> None:
        address = listen_address(choices)
        digest = choices.key_digest or None
        if choices.lan and digest is None:
            self._fail(
                self.tr(
                    "Not serving: other computers may connect only with an API key; set one "
                    "in Preferences > Serve."
                )
            )
            return
        try:
            sock = bind_socket(address, choices.port)
        except OSError as exc:
            self._fail(
                self.tr(
                    "Not serving: port {0} cannot be used ({1}); choose another in "
                    "Preferences > Serve."
                ).format(choices.port, exc.strerror or str(exc))
            )
            return
        settings = ServeSettings(host=address, port=choices.port, key_digest=digest)
        host = SpeechHost(settings)
        project = self._session.worker.voices.project
        catalog = VoiceCatalog(VoiceLibrary(), [], settings.language, project)
        self._server = ServerThread(host, catalog, sock)
        self._serving = choices
        self.problem = None
        self._session.serve(host)
        self._server.start()
        self._show_count()
        self.label.show()
        self._timer.start()

    def stop(self) -> None:
        """Stop serving and free the port (GUI thread; waits a few seconds at most)."""
        server, self._server, self._serving = self._server, None, None
        self._timer.stop()
        self.label.hide()
        if server is None:
            return
        # Detached first: every open request ends now, so uvicorn has none to wait for.
        self._session.serve(None)
        server.stop()

    def _fail(self, sentence: str) -> None:
        self.problem = sentence
        self._bar.showMessage(sentence, PROBLEM_MS)
        self.sig_problem.emit(sentence)

    def _show_count(self) -> None:
        server = self._server
        if server is None:
            return
        served = server.host.served
        self.label.setText(self.tr("Serving on {0} · %n request(s)", "", served).format(self.url))
        self.label.setToolTip(
            self.tr(
                "Other programs use the studio's voices through OpenAI's speech API at {0}/v1 "
                "(the open project's voices and the voice library's, by name)."
            ).format(self.url)
        )

    @Slot()
    def _on_timer_timeout(self) -> None:
        self._show_count()


__all__ = ["ServeSwitch", "listen_address"]
