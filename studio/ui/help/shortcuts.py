"""Help > Keyboard shortcuts: every action of the window that has keys, by menu."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QMenuBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)


def shortcut_rows(menu_bar: QMenuBar) -> list[tuple[str, list[tuple[str, str]]]]:
    """(menu title, [(action text, keys)]) for each menu, in the menus' order."""
    rows: list[tuple[str, list[tuple[str, str]]]] = []
    for menu_action in menu_bar.actions():
        menu = menu_action.menu()
        if not isinstance(menu, QMenu):
            continue
        found: list[tuple[str, str]] = []
        for action in menu.actions():
            if not isinstance(action, QAction) or action.isSeparator():
                continue
            keys = ", ".join(
                key.toString(QKeySequence.SequenceFormat.NativeText)
                for key in action.shortcuts()
                if not key.isEmpty()
            )
            if keys:
                found.append((action.text().replace("&", ""), keys))
        if found:
            rows.append((menu_action.text().replace("&", ""), found))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(self, menu_bar: QMenuBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.resize(460, 560)
        self.tree = QTreeWidget(self)
        self.tree.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for menu, actions in shortcut_rows(menu_bar):
            group = QTreeWidgetItem([menu, ""])
            for text, keys in actions:
                group.addChild(QTreeWidgetItem([text, keys]))
            self.tree.addTopLevelItem(group)
            group.setExpanded(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(buttons)


__all__ = ["ShortcutsDialog", "shortcut_rows"]
