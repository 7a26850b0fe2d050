"""Preferences > Serve: the window's voices for other programs, over OpenAI's speech API,
on a port of this machine, or of the network with a key.

Nothing here starts a server: the window does (``studio.ui.serve.switch``) once
OK is pressed, and says there when it cannot. The key is kept as a salted
digest (``studio.serve.keys``): the field never shows it again; typing a new one
replaces it, and Forget key removes it.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from studio.serve.keys import key_digest, key_matches
from studio.ui.base.resources import icon
from studio.ui.base.settings import Settings
from studio.ui.base.settings_types import ServeChoices


class ServeBox(QGroupBox):
    """The Serve group of the preferences, checked to serve (GUI thread)."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Serve voices to other programs (OpenAI-compatible API)"), parent)
        choices = settings.serve
        # The group's own check box is the switch: unchecked, its fields are greyed.
        self.setCheckable(True)
        self.setChecked(choices.on)
        self.setAccessibleName(self.title())
        self.setToolTip(
            self.tr(
                "Programs written for OpenAI's speech API speak with the open project's "
                "voices and the voice library's, rendered by the window's model next to "
                "your lines."
            )
        )
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.port.setValue(choices.port)
        self.port.setAccessibleName(self.tr("Port"))
        self.lan = QCheckBox(self.tr("Other computers may connect"))
        self.lan.setChecked(choices.lan)
        self.lan.setAccessibleName(self.lan.text())
        self.lan.setToolTip(
            self.tr("Listen on every address of this computer, not only its own; needs a key.")
        )
        self._digest = choices.key_digest  # the key kept now ("": none)
        self.key = QLineEdit()
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setAccessibleName(self.tr("API key"))
        # In the field itself (an icon): the row fits a 1024x600 screen in every language.
        self.forget = QAction(icon("remove"), self.tr("Forget key"), self)
        self.forget.setToolTip(self.tr("Remove the key kept now: no client is asked for one."))
        self.forget.triggered.connect(self._on_forget_clicked)
        self.key.addAction(self.forget, QLineEdit.ActionPosition.TrailingPosition)
        self._show_key_state()
        self.key.setToolTip(
            self.tr(
                "Clients send it as their API key (Authorization: Bearer KEY); none is "
                "needed on this computer alone."
            )
        )
        # One row: the dialog fits a 1024x600 screen.
        row = QHBoxLayout(self)
        port = QLabel(self.tr("Port:"))
        port.setBuddy(self.port)
        row.addWidget(port)
        row.addWidget(self.port)
        row.addWidget(self.lan)
        row.addWidget(self.key, 1)

    def choices(self) -> ServeChoices:
        """What the box says: a key typed replaces the one kept (as its digest)."""
        typed = self.key.text().strip()
        if not typed or key_matches(self._digest, typed.encode()):
            digest = self._digest  # nothing new: the key kept stays, with its own salt
        else:
            digest = key_digest(typed)
        return ServeChoices(self.isChecked(), self.port.value(), self.lan.isChecked(), digest)

    def _show_key_state(self) -> None:
        self.key.setPlaceholderText(
            self.tr("A key is kept; type a new one to replace it")
            if self._digest
            else self.tr("API key")
        )
        self.forget.setVisible(bool(self._digest))

    def _on_forget_clicked(self) -> None:
        self._digest = ""
        self.key.clear()
        self._show_key_state()

    def save(self, settings: Settings) -> bool:
        """Write the choices; True when they changed."""
        before = settings.serve
        settings.serve = self.choices()
        self._digest = settings.serve.key_digest
        return before != settings.serve


__all__ = ["ServeBox"]
