"""Help > About: what is running (versions, device, the model's licence), for the person and
for bug reports; the Licences page lists every third-party package with its notice.

Versions are read from the installed metadata (``studio.about.versions``): the
window never imports torch or an engine to learn a version.
"""

from __future__ import annotations

import platform
from importlib import metadata

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QCoreApplication, Qt, qVersion
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
from studio.about.versions import describe_engine
from studio.engines.info import EngineInfo
from studio.engines.registry import registered_engines
from studio.errors import QT_TRANSLATE_NOOP
from studio.ui.help.licences_page import LicencesPage

# What About writes itself, marked for the translations and said in the window's language.
CONTEXT = "AboutDialog"
LICENCE = QT_TRANSLATE_NOOP("AboutDialog", "Licence")
MODEL_IN_USE = QT_TRANSLATE_NOOP("AboutDialog", "Model in use")
NOT_LOADED = QT_TRANSLATE_NOOP("AboutDialog", "not loaded")
MODEL = QT_TRANSLATE_NOOP("AboutDialog", "{0} {1} on {2} ({3}, {4} Hz)")
RANDOM = QT_TRANSLATE_NOOP("AboutDialog", " — random weights")
WEIGHTS_LICENCE = QT_TRANSLATE_NOOP("AboutDialog", "Weights licence")
NOTHING_TO_CREDIT = QT_TRANSLATE_NOOP("AboutDialog", "random weights: nothing to credit")
AS_GIVEN = QT_TRANSLATE_NOOP("AboutDialog", "as given by whoever made the model")
CREDIT = QT_TRANSLATE_NOOP("AboutDialog", "Credit when you share")
ENGINE = QT_TRANSLATE_NOOP("AboutDialog", "{0} engine ({1})")
NOT_INSTALLED = QT_TRANSLATE_NOOP("AboutDialog", "not installed")
SYSTEM = QT_TRANSLATE_NOOP("AboutDialog", "System")


def _said(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _installed(name: str) -> str:
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return _said(NOT_INSTALLED)


def model_licence_lines(info: EngineInfo | None) -> list[tuple[str, str]]:
    """The weights' licence and the credit it asks for, while a model is in use."""
    if info is None:
        return []
    if info.is_random:
        return [(_said(WEIGHTS_LICENCE), _said(NOTHING_TO_CREDIT))]
    rows = [(_said(WEIGHTS_LICENCE), info.licence or _said(AS_GIVEN))]
    if info.attribution:
        rows.append((_said(CREDIT), info.attribution))
    return rows


def about_lines(info: EngineInfo | None) -> list[tuple[str, str]]:
    """(what, version or state) for the About dialog, in the window's language; plain data,
    easy to copy. Names of packages and versions are written as they are."""
    if info is None:
        model = _said(NOT_LOADED)
    else:
        model = _said(MODEL).format(
            info.engine_id, info.model_spec, info.device, info.dtype, info.sample_rate
        ) + (_said(RANDOM) if info.is_random else "")
    engines = [
        (_said(ENGINE).format(engine.title, engine.engine_id), describe_engine(engine))
        for engine in registered_engines()
    ]
    return [
        ("Voice Studio", __version__),
        (_said(LICENCE), "MIT"),
        (_said(MODEL_IN_USE), model),
        *model_licence_lines(info),
        *engines,
        ("torch", _installed("torch")),
        ("torchaudio", _installed("torchaudio")),
        ("pocket-tts", _installed("pocket-tts")),
        ("voxcpm", _installed("voxcpm")),
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        ("Python", platform.python_version()),
        (_said(SYSTEM), platform.platform()),
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
        credit = info.attribution if info is not None and not info.is_random else ""
        self.credit = QLabel(
            self.tr(
                "The model in use asks for this credit, and every export carries it: {0}"
            ).format(credit)
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
