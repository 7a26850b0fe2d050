"""The export form's choice of lines: all, the selected ones, a range or a chapter,
and what to do with chosen lines that have no take yet."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from studio.core.document import Document
from studio.core.exports.chapters import chapters, has_chapters


class LinesBox(QGroupBox):
    sig_range_changed = Signal()

    def __init__(
        self, doc: Document, selected_ids: Sequence[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(self.tr("Lines"), parent)
        self._doc = doc
        self.selected_ids = tuple(selected_ids)
        box = QVBoxLayout(self)
        count = len(doc.lines)
        self.all_radio = QRadioButton(self.tr("All %n line(s)", "", count), self)
        self.selected_radio = QRadioButton(
            self.tr("The %n selected line(s)", "", len(self.selected_ids)), self
        )
        self.selected_radio.setEnabled(bool(self.selected_ids))
        self.range_radio = QRadioButton(self.tr("From line"), self)
        self.from_spin = QSpinBox(self)
        self.to_spin = QSpinBox(self)
        for spin in (self.from_spin, self.to_spin):
            spin.setRange(1, max(1, count))
        self.to_spin.setValue(max(1, count))
        self.chapter_radio = QRadioButton(self.tr("Chapter"), self)
        self.chapter_combo = QComboBox(self)
        for chapter in chapters(doc):
            self.chapter_combo.addItem(
                self.tr("{0}. {1} (%n line(s))", "", len(chapter.line_ids)).format(
                    chapter.number, chapter.display_title()
                ),
                chapter.number,
            )
        self.chapter_radio.setEnabled(has_chapters(doc))
        self.chapter_combo.setEnabled(has_chapters(doc))
        self.range_group = QButtonGroup(self)
        for radio in (self.all_radio, self.selected_radio, self.range_radio, self.chapter_radio):
            self.range_group.addButton(radio)
        self.all_radio.setChecked(True)
        box.addWidget(self.all_radio)
        box.addWidget(self.selected_radio)
        row = QHBoxLayout()
        row.addWidget(self.range_radio)
        row.addWidget(self.from_spin)
        row.addWidget(QLabel(self.tr("to"), self))
        row.addWidget(self.to_spin)
        row.addStretch(1)
        box.addLayout(row)
        row = QHBoxLayout()
        row.addWidget(self.chapter_radio)
        row.addWidget(self.chapter_combo, 1)
        box.addLayout(row)

        self.missing_label = QLabel(self)
        self.missing_label.setWordWrap(True)
        self.render_first_radio = QRadioButton(self.tr("Render lines without a take first"), self)
        self.refuse_radio = QRadioButton(self.tr("Stop and tell me which lines have none"), self)
        self.missing_group = QButtonGroup(self)
        self.missing_group.addButton(self.render_first_radio)
        self.missing_group.addButton(self.refuse_radio)
        self.render_first_radio.setChecked(True)
        box.addWidget(self.missing_label)
        box.addWidget(self.render_first_radio)
        box.addWidget(self.refuse_radio)

        self.range_group.buttonToggled.connect(self._on_range_toggled)
        self.from_spin.valueChanged.connect(self._on_range_spin_changed)
        self.to_spin.valueChanged.connect(self._on_range_spin_changed)
        self.chapter_combo.currentIndexChanged.connect(self._on_chapter_changed)

    def line_ids(self) -> tuple[str, ...] | None:
        """The chosen lines in script order; None for every line."""
        if self.selected_radio.isChecked() and self.selected_ids:
            return self.selected_in_order()
        if self.range_radio.isChecked():
            first, last = self.from_spin.value(), self.to_spin.value()
            return tuple(line.id for line in self._doc.lines[first - 1 : last])
        if self.chapter_radio.isChecked() and self.chapter_combo.count():
            number = int(self.chapter_combo.currentData())
            return chapters(self._doc)[number - 1].line_ids
        return None

    def selected_in_order(self) -> tuple[str, ...]:
        wanted = set(self.selected_ids)
        return tuple(line.id for line in self._doc.lines if line.id in wanted)

    def select_chapter(self, number: int) -> bool:
        """Choose chapter ``number`` (1-based); False when there is no such chapter."""
        row = self.chapter_combo.findData(number)
        if row < 0 or not self.chapter_combo.isEnabled():
            return False
        self.chapter_combo.setCurrentIndex(row)
        self.chapter_radio.setChecked(True)
        return True

    @Slot()
    def _on_range_toggled(self) -> None:
        self.sig_range_changed.emit()

    @Slot()
    def _on_range_spin_changed(self) -> None:
        if not self.range_radio.isChecked():
            self.range_radio.setChecked(True)
        self.sig_range_changed.emit()

    @Slot()
    def _on_chapter_changed(self) -> None:
        if not self.chapter_radio.isChecked():
            self.chapter_radio.setChecked(True)
        self.sig_range_changed.emit()


__all__ = ["LinesBox"]
