"""Help > About: what is running (versions, device), for the person and for bug reports."""

from __future__ import annotations

import platform
from importlib import metadata

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from studio import __version__
from studio.engines.info import EngineInfo


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


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
        ("Model in use", model),
        ("torch", _version("torch")),
        ("torchaudio", _version("torchaudio")),
        ("pocket-tts", _version("pocket-tts")),
        ("voxcpm", _version("voxcpm")),
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        ("Python", platform.python_version()),
        ("System", platform.platform()),
    ]


class AboutDialog(QDialog):
    def __init__(self, info: EngineInfo | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Voice Studio"))
        title = QLabel(self.tr("<b>Voice Studio</b> {0}").format(__version__))
        blurb = QLabel(
            self.tr(
                "A desktop voice-cloning studio: record or load a voice, narrate scripts "
                "with a prompt cache, export the narration. MIT licence."
            )
        )
        blurb.setWordWrap(True)
        rows = "\n".join(f"{name}: {value}" for name, value in about_lines(info))
        self.details = QLabel(rows)
        self.details.setTextFormat(Qt.TextFormat.PlainText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.details.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(title)
        layout.addWidget(blurb)
        layout.addWidget(self.details)
        layout.addWidget(buttons)


__all__ = ["AboutDialog", "about_lines"]
