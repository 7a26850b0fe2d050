"""The model catalog's titles and summaries in the window's language.

The catalog (``studio.models``) writes them in English for the command line and
marks the fixed ones for translation (context ``ModelCatalog``); a text with a
name or a path in it (a local model, another hub repository) stays as written.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from studio.errors import Said
from studio.models.asr_catalog import AsrModel
from studio.models.installation import ModelStatus
from studio.models.progress import ByteCount
from studio.ui.i18n import local_size, localized, said_text


def catalog_text(text: str) -> str:
    """``text`` translated when the catalog marked it, else as it is."""
    return QCoreApplication.translate("ModelCatalog", text) if text else text


def recognizer_title(model: AsrModel) -> str:
    """A recognizer's title ("Whisper base.en (English, 145 MB)") in the window's language."""
    if model.title_template:
        return localized(catalog_text(model.title_template), *model.title_args)
    return catalog_text(model.title)


def _value_text(value: object) -> object:
    """A value of a model row's sentence as the window writes it: a size in the
    locale's numbers, a clause (a local model's problem) in its language."""
    if isinstance(value, ByteCount):
        return local_size(value, decimal=True)
    if isinstance(value, Said):
        return said_text(value)
    return value


def status_text(status: ModelStatus) -> str:
    """A model row's line (downloaded, where, how big…) in the window's language."""
    return " ".join(
        localized(
            catalog_text(template),
            *(_value_text(a) for a in args),
        )
        for template, args in status.sentences()
    )


__all__ = ["catalog_text", "recognizer_title", "status_text"]
