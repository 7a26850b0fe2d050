"""``voice-studio gui``: the application, its startup and the --screenshot flow."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from studio import APP_ID
from studio.core.files.atomic_file import write_text_atomic
from studio.core.text.script import read_script_text
from studio.core.text.voice_args import parse_voice_args
from studio.errors import QT_TRANSLATE_NOOP, StudioError
from studio.ui.base.heap import freeze_long_lived
from studio.ui.base.i18n import install_translators
from studio.ui.base.resources import icon
from studio.ui.base.settings import APPLICATION, ORGANIZATION, Settings
from studio.ui.kit import theme
from studio.ui.kit.os_signals import QuitSignals
from studio.ui.kit.qt_messages import route_qt_messages
from studio.ui.kit.stall_probe import StallProbe
from studio.ui.main_window import MainWindow
from studio.ui.session.session import StudioSession

log = logging.getLogger(__name__)

SCREENSHOT_SIZE = (1320, 760)
# Automation (tests, smoke checks of installed builds): when set, the window
# writes its state there as JSON once it is shown and whenever the model's
# state changes, so a script can tell that the app really came up.
READY_FILE_ENV = "VOICE_STUDIO_READY_FILE"
# After the last request, let queued repaints run before grabbing the window.
SETTLE_MS = 150
# Start the work anyway when the first paint takes this long (a hidden window).
FIRST_PAINT_WAIT_MS = 1000


class StartupFlow(QObject):
    """Renders after the voices are in, then (with --screenshot) grabs and quits."""

    def __init__(
        self,
        window: MainWindow,
        render_all: bool,
        screenshot: Path | None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._render_all = render_all
        self._screenshot = screenshot
        self._stage = "loading"
        # A project given on the command line is read off the GUI thread: the
        # flow waits for it as well as for the model and voices.
        self._opening = False
        self.exit_code = 0
        self.probe = StallProbe(self)
        window.session.sig_idle.connect(self._on_session_idle)
        window.sig_closed.connect(self._on_window_closed)
        window.project.sig_opened.connect(self._on_project_open_ended)
        window.project.sig_open_failed.connect(self._on_project_open_ended)

    def open_project(self, path: Path) -> None:
        self._opening = True
        self._window.project.open_project(path, ask=False)

    @Slot(object)
    def _on_project_open_ended(self, *_: object) -> None:
        if not self._opening:
            return
        self._opening = False
        if self._window.session.idle:
            self._on_session_idle()

    @Slot()
    def _on_window_closed(self) -> None:
        # Quitting is explicit (not "last window closed"): Qt's own quit is a
        # posted event that would outlive exec() and end the caller's next
        # event loop (a test's, when run_app runs inside one).
        QApplication.instance().exit(self.exit_code)  # type: ignore[union-attr]

    @Slot()
    def _on_session_idle(self) -> None:
        session = self._window.session
        if self._opening:
            return
        if self._stage == "loading":
            self._stage = "rendering"
            if self._render_all and session.engine_info is not None and session.document.lines:
                self.probe.start()
                session.renders.render_stale()
                if not session.idle:
                    return
        if self._stage == "rendering":
            self._stage = "done"
            if self.probe.ticks:
                stall = self.probe.stop()
                log.info("longest GUI event-loop stall while rendering: %.1f ms", stall)
                if self._screenshot is not None:
                    print(
                        f"voice-studio: longest event-loop stall while rendering: {stall:.1f} ms",
                        file=sys.stderr,
                    )
            if self._screenshot is not None:
                QTimer.singleShot(SETTLE_MS, self._on_settled)

    @Slot()
    def _on_settled(self) -> None:
        assert self._screenshot is not None
        window = self._window
        session = window.session
        if session.engine_error:
            print(f"voice-studio: {session.engine_error}", file=sys.stderr)
            self.exit_code = 2
        if not window.grab().save(str(self._screenshot)):
            print(f"voice-studio: cannot write the screenshot {self._screenshot}.", file=sys.stderr)
            self.exit_code = 2
        window.close()


class ReadyReport(QObject):
    """Writes the window's state to ``$VOICE_STUDIO_READY_FILE`` (see READY_FILE_ENV)."""

    def __init__(self, window: MainWindow, path: Path) -> None:
        super().__init__(window)
        self._window = window
        self._path = path
        # Wall-clock times (time.time) of the window's first paint and of the model being
        # ready: the start-up benchmark measures from the process's start to these.
        self._painted_at: float | None = None
        self._ready_at: float | None = None
        window.installEventFilter(self)
        session = window.session
        session.sig_engine_loading.connect(self._on_session_changed)
        session.sig_engine_ready.connect(self._on_session_changed)
        session.sig_engine_failed.connect(self._on_session_changed)
        QTimer.singleShot(0, self._on_session_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._painted_at is None and event.type() == QEvent.Type.Paint:
            self._painted_at = time.time()
            QTimer.singleShot(0, self._on_session_changed)
        return False

    @Slot()
    @Slot(object)
    def _on_session_changed(self, *_: object) -> None:
        window = self._window
        session = window.session
        if session.engine_info is not None and self._ready_at is None:
            self._ready_at = time.time()
        if session.engine_info is not None:
            engine = "ready"
        elif session.engine_error:
            engine = "failed"
        else:
            engine = "loading"
        state = {
            "visible": window.isVisible(),
            # As the title bar shows it: Qt adds the application's name to the window's.
            "title": f"{window.windowTitle()} — {QGuiApplication.applicationDisplayName()}",
            "width": window.width(),
            "height": window.height(),
            "engine": engine,
            "engine_error": session.engine_error,
            "pid": os.getpid(),
            "painted_at": self._painted_at,
            "engine_ready_at": self._ready_at,
        }
        try:
            write_text_atomic(self._path, json.dumps(state))
        except StudioError as exc:
            log.warning("%s", exc)


class AfterFirstPaint(QObject):
    """Calls ``then`` once the window has painted for the first time (or after
    ``FIRST_PAINT_WAIT_MS`` if no paint comes: a window shown minimised)."""

    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        QTimer.singleShot(FIRST_PAINT_WAIT_MS, self._on_waited)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._then is not None and event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, self._on_waited)  # once this paint is on the screen
        return False

    @Slot()
    def _on_waited(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            parent = self.parent()
            if parent is not None:
                parent.removeEventFilter(self)
            then()


def create_application() -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        route_qt_messages()
        app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    # Set once, here: Qt adds it to every window's title ("Untitled — Voice Studio"
    # under X11), so the titles the windows set never name the app themselves.
    app.setApplicationDisplayName("Voice Studio")
    # The desktop entry's name: on Wayland the dock finds the app's icon by it.
    app.setDesktopFileName(APP_ID)
    # Before any widget is built: widgets read their strings once.
    settings = Settings()
    install_translators(app, settings.language)
    app.setStyle("Fusion")
    # The desktop's light or dark look, or the one chosen in Preferences (sets the style sheet).
    theme.install(app, settings.color_scheme)
    app.setWindowIcon(icon("app"))
    return app


def run_app(args: argparse.Namespace) -> int:
    """Open the window with the CLI's options; returns the exit status."""
    voice_args = parse_voice_args(list(args.voice or []))
    # Bad input fails before any window opens, like the render command.
    for voice in voice_args:
        if not voice.path.is_file():
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "{0}: no such audio file; check the --voice path."
                ),
                voice.path,
            )
    script_text = read_script_text(args.script) if args.script else None
    screenshot = Path(args.screenshot) if args.screenshot else None
    if screenshot is not None and not screenshot.parent.exists():
        screenshot.parent.mkdir(parents=True, exist_ok=True)

    app = create_application()
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = screenshot is None
    if screenshot is not None:
        window.resize(*SCREENSHOT_SIZE)
    flow = StartupFlow(window, bool(args.render_all), screenshot)
    quit_signals = QuitSignals(window)
    quit_signals.sig_quit_requested.connect(window.end_session)
    window.show()
    ready_file = os.environ.get(READY_FILE_ENV)
    if ready_file:
        ReadyReport(window, Path(ready_file))

    def begin() -> None:
        # The imports' garbage, once (70 ms here): after the first paint, not before it.
        freeze_long_lived(collect_first=True)
        # After the first paint: the model's packages (torch: over a second) load on the
        # worker thread, and would hold the GUI thread back from painting if started now.
        session.start(window.models.config_for_start(args))
        window.serving.apply()  # when Preferences > Serve is on: requests wait for the model
        # Scripted runs (--screenshot) neither autosave nor ask about old work.
        if window.interactive:
            window.project.enable_autosave()
            restored = window.project.offer_recoveries()
        else:
            restored = False
        if args.project and not restored:
            flow.open_project(Path(args.project))
        names = [voice.name for voice in voice_args]
        for voice in voice_args:
            session.voices.add(voice.path, voice.name)
        if script_text is not None:
            window.editor.add_script_text(
                script_text, QCoreApplication.translate("MainWindow", "Load script"), names or None
            )
            window.editor.select_lines(session.model.line_ids()[:1])

    AfterFirstPaint(window, begin)
    quit_on_close = app.quitOnLastWindowClosed()
    app.setQuitOnLastWindowClosed(False)
    try:
        code = app.exec()
    finally:
        app.setQuitOnLastWindowClosed(quit_on_close)
        quit_signals.close()
    if window.isVisible():
        window.close()
    window.deleteLater()
    return flow.exit_code if screenshot is not None else code
