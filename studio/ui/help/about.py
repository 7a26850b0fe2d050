"""Help > About: what is running (versions, device, the model's licence), for the person and
for bug reports; the Licences page lists every third-party package with its notice.

Versions are read from the installed metadata (``studio.about.versions``): the
window never imports torch or an engine to learn a version.
"""

from __future__ import annotations

import platform

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio import __version__
from studio.about.versions import engine_rows, installed_version
from studio.engines.info import EngineInfo
from studio.ui.help.licences_page import LicencesPage


def model_licence_lines(info: EngineInfo | None) -> list[tuple[str, str]]:
    """The weights' licence and the credit it asks for, while a model is in use."""
    if info is None:
        return []
    if info.is_random:
        return [("Weights licence", "random weights: nothing to credit")]
    rows = [("Weights licence", info.licence or "as given by whoever made the model")]
    if info.attribution:
        rows.append(("Credit when you share", info.attribution))
    return rows


def about_lines(info: EngineInfo | None) -> list[tuple[str, str]]:
    """(what, version or state) for the About dialog; plain data, easy to copy."""
    model = (
        f"{info.engine_id} {info.model_spec} on {info.device} ({info.dtype}, "
        f"{info.sample_rate} Hz){' — random weights' if info.is_random else ''}"
        if info is not None
        else "not loaded"
    )
    return [
        ("Voice Studio", __version__),
        ("Licence", "MIT"),
        ("Model in use", model),
        *model_licence_lines(info),
        *engine_rows(),
        ("torch", installed_version("torch")),
        ("torchaudio", installed_version("torchaudio")),
        ("pocket-tts", installed_version("pocket-tts")),
        ("voxcpm", installed_version("voxcpm")),
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        ("Python", platform.python_version()),
        ("System", platform.platform()),
    ]


class AboutDialog(QDialog):
    def __init__(self, info: EngineInfo | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Voice Studio"))
        self.resize(640, 520)
        title = QLabel(self.tr("<b>Voice Studio</b> {0}").format(__version__))
        blurb = QLabel(
            self.tr(
                "A desktop voice-cloning studio: record or load a voice, narrate scripts "
                "with a prompt cache, export the narration. Released under the MIT licence; "
                "the Licences page lists the packages it is built on and their licences."
            )
        )
        blurb.setWordWrap(True)
        credit = [value for name, value in model_licence_lines(info) if name != "Weights licence"]
        self.credit = QLabel(
            self.tr(
                "The model in use asks for this credit, and every export carries it: {0}"
            ).format(credit[0])
            if credit
            else ""
        )
        self.credit.setWordWrap(True)
        self.credit.setVisible(bool(credit))
        rows = "\n".join(f"{name}: {value}" for name, value in about_lines(info))
        self.details = QLabel(rows)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setWordWrap(True)
        self.details.setAccessibleName(self.tr("Versions"))
        about = QWidget()
        about_layout = QVBoxLayout(about)
        for widget in (title, blurb, self.credit, self.details):
            about_layout.addWidget(widget)
        about_layout.addStretch(1)

        self.licences = LicencesPage()
        self.tabs = QTabWidget()
        self.tabs.addTab(about, self.tr("About"))
        self.tabs.addTab(self.licences, self.tr("Licences"))

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.about_qt = QPushButton(self.tr("About Qt"))
        self.about_qt.clicked.connect(self._on_about_qt_clicked)
        buttons.addButton(self.about_qt, QDialogButtonBox.ButtonRole.HelpRole)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)

    def _on_about_qt_clicked(self) -> None:
        QMessageBox.aboutQt(self, self.tr("About Qt"))


__all__ = ["AboutDialog", "about_lines", "model_licence_lines"]
