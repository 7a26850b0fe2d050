"""The one question asked before anything the user has is replaced.

Every write of the window (a project, an export, a chapter folder, stems, a
voice file, a dictionary) asks it when its target exists, naming what would
be lost; *Cancel* is the default button, so Enter never replaces anything.
The old copy goes to the desktop's trash (``studio.core.files.replacing``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from studio.core.files.replacing import Existing


def scripted(widget: QObject | None) -> bool:
    """Whether ``widget`` belongs to a window run without a person (``interactive`` False)."""
    while widget is not None:
        if getattr(widget, "interactive", True) is False:
            return True
        widget = widget.parent()
    return False


def ask_replace(parent: QWidget, title: str, text: str, informative: str) -> bool:
    """Ask whether to replace; True only for an explicit *Replace*.

    A scripted window (tests, ``--screenshot`` runs) is never asked and never replaces.
    """
    if scripted(parent):
        return False
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.NoButton, parent
    )
    box.setInformativeText(informative)
    replace = box.addButton(
        QCoreApplication.translate("ask_replace", "&Replace"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is replace


def ask_replace_files(parent: QWidget, found: Sequence[Existing]) -> bool:
    """Ask before files and folders a write would replace (at least one in ``found``)."""
    shown = [f"• {item.description}" for item in found[:8]]
    if len(found) > 8:
        shown.append(
            QCoreApplication.translate("ask_replace", "• and {0} more").format(len(found) - 8)
        )
    if len(found) == 1:
        text = QCoreApplication.translate("ask_replace", "{0} already exists. Replace it?").format(
            found[0].description
        )
    else:
        text = QCoreApplication.translate(
            "ask_replace", "These already exist:\n{0}\nReplace them?"
        ).format("\n".join(shown))
    return ask_replace(
        parent,
        QCoreApplication.translate("ask_replace", "Replace existing files?"),
        text,
        QCoreApplication.translate("ask_replace", "What is replaced goes to the trash."),
    )


__all__ = ["ask_replace", "ask_replace_files"]
