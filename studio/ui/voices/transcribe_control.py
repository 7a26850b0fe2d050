"""The workbench's Transcribe button: the recognizer writes the voice's transcript.

A press asks the session's ``VoiceTranscripts`` to hear the voice's
reference (on the recognizer's thread); the transcript lands in the
voice's transcript field as an undoable edit, and the note under the
button says which language was heard, or why nothing was.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QLabel, QPushButton

from studio.ui.session.session import StudioSession


class TranscribeControl(QObject):
    def __init__(
        self,
        session: StudioSession,
        name: str,
        button: QPushButton,
        note: QLabel,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._transcripts = session.transcripts
        self.name = name
        self._button = button
        self._note = note
        button.setToolTip(
            self.tr(
                "Hear the kept part with the speech recognizer (Edit > Preferences chooses it) "
                "and write what it says as the transcript; the language is detected"
            )
        )
        button.clicked.connect(self._on_button_clicked)
        self._transcripts.sig_transcribed.connect(self._on_transcripts_transcribed)
        self._transcripts.sig_failed.connect(self._on_transcripts_failed)
        self._transcripts.sig_busy_changed.connect(self._on_transcripts_busy_changed)
        self._show_busy(self._transcripts.busy(name))

    def transcribe(self) -> bool:
        self._note.setText("")
        return self._transcripts.transcribe(self.name)

    def _show_busy(self, busy: bool) -> None:
        self._button.setEnabled(not busy)
        self._button.setText(self.tr("Transcribing…") if busy else self.tr("T&ranscribe"))

    @Slot()
    def _on_button_clicked(self) -> None:
        self.transcribe()

    @Slot(str, bool)
    def _on_transcripts_busy_changed(self, name: str, busy: bool) -> None:
        if name == self.name:
            self._show_busy(busy)

    @Slot(str, str, str)
    def _on_transcripts_transcribed(self, name: str, text: str, language: str) -> None:
        if name == self.name:
            self._note.setText(
                self.tr("Transcribed (heard as {0}); Undo takes it back.").format(language or "?")
            )

    @Slot(str, str)
    def _on_transcripts_failed(self, name: str, message: str) -> None:
        if name == self.name:
            self._note.setText(message)


__all__ = ["TranscribeControl"]
