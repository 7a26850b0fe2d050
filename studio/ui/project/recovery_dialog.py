"""The start-up question: restore the work a crashed or killed studio left behind?"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.core.store.recovery import Recovery
from studio.ui.base.i18n import local_time

RecoveryChoice = Literal["restore", "discard", "later"]


class RecoveryDialog(QDialog):
    """Lists the recoveries (newest first); the caller acts on ``choice`` and ``selected``."""

    def __init__(self, recoveries: list[Recovery], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Restore unsaved work"))
        self.choice: RecoveryChoice = "later"
        self._recoveries = recoveries
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel(
                self.tr(
                    "Voice Studio did not close properly last time. "
                    "These unsaved changes can be restored:"
                )
            )
        )
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Unsaved work"))
        for recovery in recoveries:
            when = local_time(recovery.saved_at)
            title = recovery.title or self.tr("Untitled")
            text = self.tr("{0}: %n line(s), autosaved {1}", "", recovery.line_count).format(
                title, when
            )
            item = QListWidgetItem(text, self.list)
            item.setToolTip(recovery.project_path or self.tr("A project never saved"))
        self.list.setCurrentRow(0)
        layout.addWidget(self.list)
        buttons = QDialogButtonBox(self)
        restore = QPushButton(self.tr("&Restore"), self)
        discard = QPushButton(self.tr("&Discard all"), self)
        later = QPushButton(self.tr("Decide &later"), self)
        buttons.addButton(restore, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(discard, QDialogButtonBox.ButtonRole.DestructiveRole)
        buttons.addButton(later, QDialogButtonBox.ButtonRole.RejectRole)
        restore.clicked.connect(self._on_restore_clicked)
        discard.clicked.connect(self._on_discard_clicked)
        later.clicked.connect(self.reject)
        restore.setDefault(True)
        layout.addWidget(buttons)
        self.list.itemDoubleClicked.connect(self._on_restore_clicked)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)

    @property
    def selected(self) -> Recovery | None:
        row = self.list.currentRow()
        return self._recoveries[row] if 0 <= row < len(self._recoveries) else None

    def _on_restore_clicked(self) -> None:
        self.choice = "restore"
        self.accept()

    def _on_discard_clicked(self) -> None:
        self.choice = "discard"
        self.accept()
