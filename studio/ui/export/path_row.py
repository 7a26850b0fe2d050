"""An optional output path in the export form: a check box, the path and Browse…."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QCheckBox, QFileDialog, QHBoxLayout, QLineEdit, QPushButton, QWidget

from studio.core.store.project_nesting import dialog_start
from studio.paths import expand_path


class PathRow(QWidget):
    """A check box, a path and a Browse button: an optional file or folder."""

    sig_changed = Signal()

    def __init__(
        self, label: str, folder: bool, file_filter: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.check = QCheckBox(label, self)
        self.edit = QLineEdit(self)
        self.browse = QPushButton(self.tr("Browse…"), self)
        self.edit.setAccessibleName(label)
        self.browse.setAccessibleDescription(self.tr("Choose the path for: {0}").format(label))
        self._folder = folder
        self._filter = file_filter
        # The default derived from the output path; replaced as the output
        # changes until the user types a path of their own.
        self.auto_value = ""
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.check)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.browse)
        self.browse.clicked.connect(self._on_browse_clicked)
        self.check.toggled.connect(self._on_check_toggled)
        self._on_check_toggled(self.check.isChecked())

    @property
    def path(self) -> Path | None:
        text = self.edit.text().strip()
        return expand_path(text) if self.check.isChecked() and text else None

    def set_auto(self, value: str) -> None:
        if not self.edit.text().strip() or self.edit.text() == self.auto_value:
            self.edit.setText(value)
        self.auto_value = value

    @Slot(bool)
    def _on_check_toggled(self, checked: bool) -> None:
        self.edit.setEnabled(checked)
        self.browse.setEnabled(checked)
        self.sig_changed.emit()

    @Slot()
    def _on_browse_clicked(self) -> None:
        start = dialog_start(self.edit.text(), Path.home())
        if self._folder:
            chosen = QFileDialog.getExistingDirectory(self, self.check.text(), start)
        else:
            # Export asks about every file it would replace, at once.
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.check.text(),
                start,
                self._filter,
                options=QFileDialog.Option.DontConfirmOverwrite,
            )
        if chosen:
            self.edit.setText(chosen)
            self.check.setChecked(True)


__all__ = ["PathRow"]
