"""Preferences > Serve: the window's voices for other programs, over OpenAI's speech API,
on a port of this machine, or of the network with a key.

Nothing here starts a server: the window does (``studio.ui.serve.switch``) once
OK is pressed, and says there when it cannot.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

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
        self.key = QLineEdit(choices.api_key)
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key.setAccessibleName(self.tr("API key"))
        self.key.setPlaceholderText(self.tr("API key"))
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
        return ServeChoices(
            self.isChecked(), self.port.value(), self.lan.isChecked(), self.key.text()
        )

    def save(self, settings: Settings) -> bool:
        """Write the choices; True when they changed."""
        before = settings.serve
        settings.serve = self.choices()
        return before != settings.serve


__all__ = ["ServeBox"]
