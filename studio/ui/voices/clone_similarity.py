"""The clone check's similarity to its reference, said in the voice workbench (GUI thread)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from studio.ui.base.i18n import localized


def show_similarity(label: QLabel, similarity: float | None) -> None:
    """Say how alike the clone and its reference sound to the speaker encoder (nothing
    when the voice check is off: the clone was not measured)."""
    if similarity is None:
        return
    label.setText(
        localized(
            QCoreApplication.translate(
                "VoiceWorkbench",
                "The clone is {0:.2f} similar to its reference, as a speaker encoder hears "
                "it (1 is the same voice; an encoder's measure, not a listener's).",
            ),
            similarity,
        )
    )


__all__ = ["show_similarity"]
