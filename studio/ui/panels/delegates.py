"""Editors for the script table: a voice combo and a multi-line text editor."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QComboBox,
    QPlainTextEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from studio.core.document import Document

Index = QModelIndex | QPersistentModelIndex


class VoiceDelegate(QStyledItemDelegate):
    """A combo of the document's voices; choosing one commits at once."""

    def __init__(
        self, document_getter: Callable[[], Document], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._document = document_getter

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        combo = QComboBox(parent)
        doc = self._document()
        combo.addItems([voice.name for voice in doc.voices])
        combo.activated.connect(self._on_combo_activated)
        return combo

    def _on_combo_activated(self, _row: int) -> None:
        combo = self.sender()
        if isinstance(combo, QWidget):
            self.commitData.emit(combo)
            self.closeEditor.emit(combo, QAbstractItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        current = str(index.data(Qt.ItemDataRole.EditRole))
        if editor.findText(current) < 0:
            editor.addItem(current)
        editor.setCurrentText(current)

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentText(), Qt.ItemDataRole.EditRole)


class _LineEditor(QPlainTextEdit):
    """Long text wraps over several lines; Enter commits, Escape cancels."""

    def __init__(self, delegate: TextDelegate, parent: QWidget) -> None:
        super().__init__(parent)
        self._delegate = delegate
        self.setTabChangesFocus(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self._delegate.commitData.emit(self)
            self._delegate.closeEditor.emit(self, QAbstractItemDelegate.EndEditHint.NoHint)
            return
        super().keyPressEvent(event)


class TextDelegate(QStyledItemDelegate):
    """In-place multi-line editing of a line's text, growing to fit what is typed."""

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        return _LineEditor(self, parent)

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        assert isinstance(editor, QPlainTextEdit)
        editor.setPlainText(str(index.data(Qt.ItemDataRole.EditRole) or ""))
        editor.selectAll()

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        assert isinstance(editor, QPlainTextEdit)
        # A script line is one utterance: line breaks typed for layout become spaces.
        text = " ".join(editor.toPlainText().split())
        model.setData(index, text, Qt.ItemDataRole.EditRole)

    def updateEditorGeometry(
        self, editor: QWidget, option: QStyleOptionViewItem, index: Index
    ) -> None:
        rect = option.rect
        editor.setGeometry(rect.adjusted(0, 0, 0, max(0, 64 - rect.height())))


class NumberDelegate(QStyledItemDelegate):
    """Draws a row's 1-based position in the number column."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        option.text = str(index.row() + 1)
        option.displayAlignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        option.palette.setColor(
            option.palette.ColorRole.Text, option.palette.placeholderText().color()
        )
