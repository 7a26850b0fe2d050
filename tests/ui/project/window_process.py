"""A real studio window in a process of its own, driven over stdin (tests only).

Run as ``python -m tests.ui.project.window_process SETTINGS_FILE``. Each line on
stdin is a JSON command; each gets one JSON line back on stdout once the window
has finished it:

- ``{"do": "open", "path": P, "locked": ANSWER}``: File > Open; ANSWER is what the
  window answers if another program has the project open. Replies
  ``{"opened": P, "read_only": bool, "message": M}`` or ``{"failed": M, "asked": Q}``.
- ``{"do": "edit", "line": N, "text": T}``: set line N's text (0-based).
- ``{"do": "save", "changed": ANSWER, "save_as": P}``: File > Save; ANSWER is the reply
  to "the project changed on disk", P the path a Save As dialog gets. Replies
  ``{"saved": P, ...}`` or ``{"failed": M, "asked": Q}``.
- ``{"do": "state"}``: the window's path, lines and title.
- ``{"do": "quit"}``: close the window (its lock goes) and exit.
"""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtWidgets import QApplication

from studio.core.commands import SetText
from studio.ui.base.settings import Settings
from studio.ui.main_window import MainWindow
from studio.ui.session.session import StudioSession


class Driver(QObject):
    sig_command = Signal(object)

    def __init__(self, window: MainWindow) -> None:
        super().__init__()
        self.window = window
        self.asked: list[str] = []
        self.messages: list[str] = []
        self.locked_answer = "cancel"
        self.changed_answer = "cancel"
        self.save_as_path = ""
        project = window.project
        project.ask_locked = self._ask_locked
        project.ask_changed = self._ask_changed
        project.ask_save_path = lambda: self.save_as_path
        project.sig_opened.connect(self._on_project_opened)
        project.sig_open_failed.connect(self._on_project_failed)
        project.sig_saved.connect(self._on_project_saved)
        project.sig_save_failed.connect(self._on_project_failed)
        project._show_message = self.messages.append
        project._show_error = lambda title, text: self.messages.append(text)
        self._waiting: str | None = None
        self.sig_command.connect(self._on_command)

    def _ask_locked(self, message: str) -> Any:
        self.asked.append(message)
        return self.locked_answer

    def _ask_changed(self, message: str, can_overwrite: bool) -> Any:
        self.asked.append(message)
        return self.changed_answer

    def reply(self, **fields: object) -> None:
        print(json.dumps(fields), flush=True)

    def _state(self) -> dict[str, object]:
        project = self.window.project
        return {
            "path": str(project.path) if project.path else None,
            "read_only": project.read_only,
            "lines": [line.text for line in project._session.document.lines],
            "title": self.window.windowTitle(),
            "asked": self.asked[-1] if self.asked else None,
            "message": self.messages[-1] if self.messages else None,
        }

    @Slot(object)
    def _on_command(self, command: dict[str, Any]) -> None:
        project = self.window.project
        do = command["do"]
        if do == "open":
            self.locked_answer = command.get("locked", "cancel")
            self._waiting = "open"
            project.open_project(Path(command["path"]), ask=False)
        elif do == "edit":
            session = project._session
            line = session.document.lines[command["line"]]
            session.edit(SetText(line.id, command["text"]))
            self.reply(edited=command["line"])
        elif do == "save":
            self.changed_answer = command.get("changed", "cancel")
            self.save_as_path = command.get("save_as", "")
            self._waiting = "save"
            if not project.save():
                self._waiting = None
                self.reply(failed="no save started", **self._state())
        elif do == "state":
            self.reply(**self._state())
        elif do == "quit":
            self.window.close()
            QApplication.quit()

    @Slot(object)
    def _on_project_opened(self, path: object) -> None:
        if self._waiting == "open":
            self._waiting = None
            self.reply(opened=str(path), **self._state())

    @Slot(object)
    def _on_project_saved(self, path: object) -> None:
        if self._waiting == "save":
            self._waiting = None
            self.reply(saved=str(path), **self._state())

    @Slot(str)
    def _on_project_failed(self, message: str) -> None:
        # A save that asked "changed on disk" and chose a copy goes on to a Save As:
        # wait for that one's outcome instead.
        if self._waiting is None:
            return
        if self._waiting == "save" and self.changed_answer in ("copy", "overwrite"):
            return
        if self._waiting == "save" and self.changed_answer == "reload" and self.asked:
            self._waiting = "open"  # the reply is the reloaded project
            return
        self._waiting = None
        self.reply(failed=message, **self._state())


def _read_commands(driver: Driver) -> None:
    for line in sys.stdin:
        if line.strip():
            driver.sig_command.emit(json.loads(line))
    driver.sig_command.emit({"do": "quit"})


def main() -> None:
    app = QApplication([])
    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    window = MainWindow(StudioSession(), settings)
    window.interactive = False
    driver = Driver(window)
    threading.Thread(target=_read_commands, args=(driver,), daemon=True).start()
    print(json.dumps({"ready": True}), flush=True)
    app.exec()


if __name__ == "__main__":
    main()
