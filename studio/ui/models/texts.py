"""The model catalog's titles and summaries in the window's language.

The catalog (``studio.models``) writes them in English for the command line and
marks the fixed ones for translation (context ``ModelCatalog``); a text with a
name or a path in it (a local model, another hub repository) stays as written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from studio.models.asr_catalog import AsrModel
from studio.models.installation import ModelStatus
from studio.ui.base.i18n import said_text


def catalog_text(text: str) -> str:
    """``text`` translated when the catalog marked it, else as it is."""
    return QCoreApplication.translate("ModelCatalog", text) if text else text


def recognizer_title(model: AsrModel) -> str:
    """A recognizer's title ("Whisper base.en (English, 145 MB)") in the window's language."""
    return said_text(model.title_said)


def status_text(status: ModelStatus) -> str:
    """A model row's line (downloaded, where, how big…) in the window's language."""
    return " ".join(said_text(sentence) for sentence in status.sentences())


__all__ = ["catalog_text", "recognizer_title", "status_text"]
