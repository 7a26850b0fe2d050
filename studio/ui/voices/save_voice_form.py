"""Save a project voice to the library, with where the recording came from and the consent.

The library keeps the original recording, its edits and transcript, and the
notes written here, so the voice can join other projects later and anyone
using it knows whose voice it is and that they agreed.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from studio.core.store.voice_library import VoiceLibrary, save_project_voice
from studio.errors import StudioError
from studio.ui.base.i18n import error_text
from studio.ui.session.session import StudioSession


def compose_notes(source: str, consent: str) -> str:
    """The notes a library voice keeps: one line for the source, one for the consent."""
    lines = []
    if source.strip():
        lines.append(f"Source: {source.strip()}")
    if consent.strip():
        lines.append(f"Consent: {consent.strip()}")
    return "\n".join(lines)


class SaveVoiceForm(QDialog):
    sig_saved = Signal(str)  # the library voice's id

    def __init__(
        self,
        session: StudioSession,
        library: VoiceLibrary,
        voice: str | None = None,
        parent: QWidget | None = None,
        transcript: str | None = None,
    ) -> None:
        """``transcript``: the one typed in the workbench, which the project may not have yet."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Save a voice to the library"))
        self._session = session
        self._library = library
        self._transcript = (voice, transcript) if transcript is not None else None
        self.voice_combo = QComboBox()
        for entry in session.document.voices:
            self.voice_combo.addItem(entry.name, entry.name)
        if voice is not None:
            self.voice_combo.setCurrentIndex(max(0, self.voice_combo.findData(voice)))
        self.voice_combo.currentIndexChanged.connect(self._on_voice_changed)
        self.name_edit = QLineEdit(self.voice_combo.currentText())
        self.source_edit = QLineEdit()
        self.source_edit.setPlaceholderText(self.tr("Recorded by me; an interview; a podcast…"))
        self.consent_edit = QLineEdit()
        self.consent_edit.setPlaceholderText(
            self.tr("How and when the speaker agreed to this voice being cloned")
        )
        self.message = QLabel()
        self.message.setObjectName("errorLabel")
        self.message.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        self.save_button.setEnabled(self.voice_combo.count() > 0)
        if self.voice_combo.count() == 0:
            self.message.setText(self.tr("The project has no voice yet; add or record one first."))

        form = QFormLayout()
        form.addRow(self.tr("Project voice"), self.voice_combo)
        form.addRow(self.tr("Name in the library"), self.name_edit)
        form.addRow(self.tr("Source"), self.source_edit)
        form.addRow(self.tr("Consent"), self.consent_edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.message)
        layout.addWidget(buttons)
        self.resize(480, 200)

    def _on_voice_changed(self, index: int) -> None:
        self.name_edit.setText(self.voice_combo.currentText())

    def accept(self) -> None:
        """Save the voice; on a problem, say it here and stay open."""
        name = self.voice_combo.currentData()
        entry = self._session.document.voice(name) if isinstance(name, str) else None
        audio = self._session.voices.audio_for_save().get(name) if entry is not None else None
        if entry is None or audio is None:
            self.message.setText(
                self.tr("That voice's recording is not loaded yet; wait a moment and save again.")
            )
            return
        notes = compose_notes(self.source_edit.text(), self.consent_edit.text())
        library_name = self.name_edit.text().strip() or entry.name
        typed = self._transcript
        transcript = typed[1] if typed is not None and typed[0] == entry.name else entry.transcript
        try:
            saved = save_project_voice(
                self._library,
                replace(entry, name=library_name, transcript=transcript),
                audio,
                notes,
            )
        except StudioError as exc:
            self.message.setText(error_text(exc))
            return
        self.sig_saved.emit(saved.id)
        super().accept()


__all__ = ["SaveVoiceForm", "compose_notes"]
