"""Editors for the script table: a voice combo and a multi-line text editor.

The text cell of a chapter's first line also shows the chapter's band (title,
fold arrow) above the text; a click on the band folds or unfolds the chapter.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QComboBox,
    QPlainTextEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from studio.core.document import Document
from studio.ui.panels.chapter_rows import ChapterRows
from studio.ui.session.script_model import CHAPTER_ROLE, LINE_ID_ROLE

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

    def height_for_text(self) -> int:
        """The height that shows every line of the text without scrolling."""
        lines = max(1, int(self.document().documentLayout().documentSize().height()))
        margins = self.contentsMargins()
        padding = 2 * int(self.document().documentMargin()) + margins.top() + margins.bottom()
        return lines * self.fontMetrics().lineSpacing() + padding + 2 * self.frameWidth()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            self._delegate.commitData.emit(self)
            self._delegate.closeEditor.emit(self, QAbstractItemDelegate.EndEditHint.NoHint)
            return
        super().keyPressEvent(event)


class TextDelegate(QStyledItemDelegate):
    """In-place multi-line editing of a line's text.

    The editor stays inside its row; when what is typed needs more lines, the
    row grows (``row_height_wanted``), so the editor never covers the next line.
    """

    def __init__(self, row_height_wanted: Callable[[int, int], None], parent: QWidget) -> None:
        super().__init__(parent)
        self._row_height_wanted = row_height_wanted
        self._editors: dict[_LineEditor, QPersistentModelIndex] = {}
        # The table's chapters: set by the table once it has made them.
        self.chapters: ChapterRows | None = None

    def _band_line(self, index: Index) -> str | None:
        """The line id when this cell starts a chapter (and so shows a band)."""
        if self.chapters is None or index.data(CHAPTER_ROLE) is None:
            return None
        return str(index.model().index(index.row(), 0).data(LINE_ID_ROLE))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: Index) -> None:
        line_id = self._band_line(index)
        if line_id is None or self.chapters is None:
            super().paint(painter, option, index)
            return
        band = self.chapters.band_height(option.font)
        below = QStyleOptionViewItem(option)
        below.rect = option.rect.adjusted(0, band, 0, 0)
        super().paint(painter, below, index)
        self.chapters.paint_band(painter, option, line_id)

    def sizeHint(self, option: QStyleOptionViewItem, index: Index) -> QSize:
        size = super().sizeHint(option, index)
        if self._band_line(index) is not None and self.chapters is not None:
            size.setHeight(size.height() + self.chapters.band_height(option.font))
        return size

    def editorEvent(
        self,
        event: QEvent,
        model: QAbstractItemModel,
        option: QStyleOptionViewItem,
        index: Index,
    ) -> bool:
        line_id = self._band_line(index)
        if (
            line_id is not None
            and self.chapters is not None
            and isinstance(event, QMouseEvent)
            and event.type() == QEvent.Type.MouseButtonPress
            and event.button() == Qt.MouseButton.LeftButton
            and self.chapters.band_rect(option).contains(event.position().toPoint())
        ):
            self.chapters.toggle(line_id)
            return True
        return super().editorEvent(event, model, option, index)

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        editor = _LineEditor(self, parent)
        self._editors[editor] = QPersistentModelIndex(index)
        editor.textChanged.connect(self._on_editor_text_changed)
        editor.destroyed.connect(self._on_editor_destroyed)
        return editor

    def _on_editor_text_changed(self) -> None:
        editor = self.sender()
        if isinstance(editor, _LineEditor) and editor in self._editors:
            index = self._editors[editor]
            if index.isValid():
                band = 0
                if self.chapters is not None and self._band_line(index) is not None:
                    band = self.chapters.band_height(editor.font())
                self._row_height_wanted(index.row(), editor.height_for_text() + band)

    def _on_editor_destroyed(self) -> None:
        self._editors = {e: i for e, i in self._editors.items() if e is not self.sender()}

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
        if self._band_line(index) is not None and self.chapters is not None:
            rect = rect.adjusted(0, self.chapters.band_height(option.font), 0, 0)
        editor.setGeometry(rect)


class NumberDelegate(QStyledItemDelegate):
    """Draws a row's 1-based position in the number column."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: Index) -> None:
        super().initStyleOption(option, index)
        option.text = str(index.row() + 1)
        option.displayAlignment = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        option.palette.setColor(
            option.palette.ColorRole.Text, option.palette.placeholderText().color()
        )
