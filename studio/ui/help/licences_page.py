"""About's Licences page: the studio's own licence and every third-party package's notice.

The list is the shipped THIRD_PARTY_NOTICES.txt (``studio.about.notices``), read
once when the page is made (a few milliseconds for about 1.5 MB); choosing a
package shows its part of the file.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio import __version__
from studio.about.notices import Notice, notices_text, parse_notices, studio_licence_text


class LicencesPage(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        full = notices_text()
        self.notices: list[Notice] = parse_notices(full)
        own = Notice("Voice Studio", __version__, "MIT", "", studio_licence_text())
        intro = QLabel(
            self.tr(
                "Voice Studio and the {0} packages it is built on, each under its own licence. "
                "PySide6 and Qt are used under the LGPL-3.0."
            ).format(len(self.notices))
        )
        intro.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setHeaderLabels([self.tr("Package"), self.tr("Version"), self.tr("Licence")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAccessibleName(self.tr("Packages and their licences"))
        header = self.tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        for notice in (own, *self.notices):
            item = QTreeWidgetItem([notice.name, notice.version, notice.licence])
            item.setData(0, Qt.ItemDataRole.UserRole, notice.text)
            item.setToolTip(2, notice.licence)
            self.tree.addTopLevelItem(item)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setAccessibleName(self.tr("Licence text"))
        self.text.setFont(QFont("monospace"))
        self.text.setPlainText(full if not self.notices else own.text)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.text)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(splitter, 1)
        self.tree.currentItemChanged.connect(self._on_tree_current_changed)

    def names(self) -> list[str]:
        """The packages listed, in order (the studio itself first)."""
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item.text(0) for item in items if item is not None]

    @Slot(object, object)
    def _on_tree_current_changed(self, current: QTreeWidgetItem | None, _previous: object) -> None:
        if current is not None:
            self.text.setPlainText(str(current.data(0, Qt.ItemDataRole.UserRole)))


__all__ = ["LicencesPage"]
