"""A pronunciation dictionary as a read-only table: term, respelling, options, use.

A thin adapter over an immutable ``PronunciationDictionary``: the dialog
replaces the whole dictionary (``set_dictionary``) after every edit. The last
column counts the lines of the project each entry applies to, with the
dictionary in force (a global entry that the project overrides applies to none).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from studio.core.document import Document
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry

Index = QModelIndex | QPersistentModelIndex


class EntryColumn(IntEnum):
    TERM = 0
    RESPELLING = 1
    WHOLE_WORD = 2
    MATCH_CASE = 3
    LINES = 4


def lines_using(doc: Document) -> dict[PronunciationEntry, list[int]]:
    """Entry -> the 1-based numbers of the lines it applies to, with the dictionary in force
    (an entry the project overrides for the same word applies to none)."""
    dictionary = doc.text_prep().dictionary
    used: dict[PronunciationEntry, list[int]] = {}
    for number, line in enumerate(doc.lines, start=1):
        for entry in dictionary.entries_in(line.text):
            used.setdefault(entry, []).append(number)
    return used


class DictionaryTableModel(QAbstractTableModel):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._dictionary = PronunciationDictionary()
        self._used: dict[PronunciationEntry, list[int]] = {}

    @property
    def dictionary(self) -> PronunciationDictionary:
        return self._dictionary

    def set_dictionary(
        self, dictionary: PronunciationDictionary, used: dict[PronunciationEntry, list[int]]
    ) -> None:
        self.beginResetModel()
        self._dictionary = dictionary
        self._used = used
        self.endResetModel()

    def entry_at(self, row: int) -> PronunciationEntry:
        return self._dictionary.entries[row]

    def row_of(self, entry: PronunciationEntry) -> int:
        for row, candidate in enumerate(self._dictionary.entries):
            if candidate.key == entry.key:
                return row
        return -1

    def lines_of(self, entry: PronunciationEntry) -> list[int]:
        return self._used.get(entry, [])

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._dictionary.entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(EntryColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(EntryColumn):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                EntryColumn.TERM: self.tr("Word or phrase"),
                EntryColumn.RESPELLING: self.tr("Say it as"),
                EntryColumn.WHOLE_WORD: self.tr("Whole word"),
                EntryColumn.MATCH_CASE: self.tr("Match case"),
                EntryColumn.LINES: self.tr("Lines"),
            }[EntryColumn(section)]
        if role == Qt.ItemDataRole.ToolTipRole and section == EntryColumn.LINES:
            return self.tr("How many lines of this project the entry applies to")
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._dictionary.entries):
            return None
        entry = self._dictionary.entries[index.row()]
        column = EntryColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == EntryColumn.TERM:
                return entry.term
            if column == EntryColumn.RESPELLING:
                return entry.respelling
            if column == EntryColumn.LINES:
                return str(len(self.lines_of(entry)))
        if role == Qt.ItemDataRole.CheckStateRole:
            if column == EntryColumn.WHOLE_WORD:
                return _check(entry.whole_word)
            if column == EntryColumn.MATCH_CASE:
                return _check(entry.match_case)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == EntryColumn.LINES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _check(on: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked


__all__ = ["DictionaryTableModel", "EntryColumn", "lines_using"]
