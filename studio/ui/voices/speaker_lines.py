"""Offering a new voice the lines whose text names it (``alice: …`` imported before alice).

The import keeps an unknown ``NAME:`` prefix in the line's text; when a voice
of that name joins the project, the lines are offered to it: one undoable
step gives them the voice and takes the prefix out of their text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from studio.core.speakers import give_lines_to, prefixed_lines
from studio.ui.session.session import StudioSession


class SpeakerLines(QObject):
    """Asks, when a voice is added, whether the lines that name it should take it."""

    def __init__(
        self,
        window: QWidget,
        session: StudioSession,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._show_message = show_message
        # Tests answer instead of a person: (voice, number of lines) -> give them?
        self.ask: Callable[[str, int], bool] = self._ask_dialog
        session.voices.sig_voice_added.connect(self._on_voices_voice_added)

    def _ask_dialog(self, name: str, count: int) -> bool:
        if getattr(self._window, "interactive", True) is False:
            return False
        answer = QMessageBox.question(
            self._window,
            self.tr("Lines for {0}").format(name),
            self.tr(
                "%n line(s) of the script start with “{0}:”. Give them to the voice {0}, "
                "and take “{0}:” out of their text?",
                "",
                count,
            ).format(name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot(str)
    def _on_voices_voice_added(self, name: str) -> None:
        doc = self._session.document
        lines = prefixed_lines(doc, name)
        if not lines or not self.ask(name, len(lines)):
            return
        command = give_lines_to(doc, name, self.tr("Give lines to {0}").format(name))
        if command is not None:
            self._session.edit(command)
            self._show_message(self.tr("%n line(s) now speak as {0}.", "", len(lines)).format(name))


__all__ = ["SpeakerLines"]
