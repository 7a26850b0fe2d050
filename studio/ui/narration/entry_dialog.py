"""Add or edit one pronunciation entry, seeing which lines it changes before it applies.

While the entry is typed, the dialog works out which lines would speak
differently with it (``Document.lines_spoken_differently``): exactly the
lines the change would make stale. That takes about 30 ms for 1,000 lines,
so it runs once typing pauses.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import QCoreApplication, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from studio.core.document import Document, Line
from studio.core.text.pronunciation import (
    DictionaryError,
    PronunciationDictionary,
    PronunciationEntry,
)
from studio.core.text.spoken import prepare_line
from studio.core.text.wording import numbers
from studio.ui.kit.debouncer import Debouncer

Scope = Literal["project", "global"]
PREVIEW_DELAY_MS = 150


def affected_lines(doc: Document, scope: Scope, dictionary: PronunciationDictionary) -> list[Line]:
    """The lines whose spoken text changes when ``scope``'s dictionary becomes ``dictionary``."""
    if scope == "project":
        prep = doc.text_prep_with(pronunciation=dictionary)
    else:
        prep = doc.text_prep_with(global_pronunciation=dictionary)
    return doc.lines_spoken_differently(prep)


def describe_affected(doc: Document, lines: list[Line], parent: QWidget) -> str:
    """ "Makes 3 lines stale: 2, 5, 9." (or that it changes none), for a label."""
    if not lines:
        return QCoreApplication.translate(
            "EntryDialog", "No line of this project speaks differently with this change."
        )
    listed = numbers([doc.index_of(line.id) + 1 for line in lines])
    if len(lines) == 1:
        return QCoreApplication.translate(
            "EntryDialog", "Line {0} speaks differently with this change and becomes stale."
        ).format(listed)
    # Two or more: the plural of every language the studio is translated into.
    return QCoreApplication.translate(
        "EntryDialog", "{0} lines speak differently with this change and become stale: {1}."
    ).format(len(lines), listed)


class EntryDialog(QDialog):
    """One entry's term, respelling and options; ``entry()`` after ``exec()``."""

    def __init__(
        self,
        doc: Document,
        scope: Scope,
        dictionary: PronunciationDictionary,
        editing: PronunciationEntry | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Edit pronunciation") if editing else self.tr("Add a word"))
        self._doc = doc
        self._scope: Scope = scope
        self._dictionary = dictionary
        self._editing = editing
        self.term_edit = QLineEdit(self)
        self.term_edit.setPlaceholderText(self.tr("Nguyen, SQL, New York…"))
        self.respelling_edit = QLineEdit(self)
        self.respelling_edit.setPlaceholderText(self.tr("win, sequel, noo york…"))
        self.whole_word_check = QCheckBox(
            self.tr("Whole words only (not inside other words)"), self
        )
        self.match_case_check = QCheckBox(self.tr("Match case"), self)
        self.whole_word_check.setChecked(True)
        if editing is not None:
            self.term_edit.setText(editing.term)
            self.respelling_edit.setText(editing.respelling)
            self.whole_word_check.setChecked(editing.whole_word)
            self.match_case_check.setChecked(editing.match_case)
        self.preview_label = QLabel(self)
        self.preview_label.setObjectName("entryPreview")
        self.preview_label.setWordWrap(True)
        self.example_label = QLabel(self)
        self.example_label.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        form = QFormLayout()
        form.addRow(self.tr("Word or phrase:"), self.term_edit)
        form.addRow(self.tr("Say it as:"), self.respelling_edit)
        form.addRow("", self.whole_word_check)
        form.addRow("", self.match_case_check)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.example_label)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

        self._debouncer = Debouncer(parent=self)
        self._debouncer.setTimeout(PREVIEW_DELAY_MS)
        self._debouncer.triggered.connect(self._on_debouncer_triggered)
        for edit in (self.term_edit, self.respelling_edit):
            edit.textChanged.connect(self._on_entry_changed)
        for check in (self.whole_word_check, self.match_case_check):
            check.toggled.connect(self._on_entry_changed)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.affected: list[Line] = []
        self.update_preview()

    @property
    def editing(self) -> PronunciationEntry | None:
        """The entry being changed (None: a new one)."""
        return self._editing

    def entry(self) -> PronunciationEntry | None:
        """The entry as typed, or None while the term or respelling is empty."""
        try:
            return PronunciationEntry(
                self.term_edit.text(),
                self.respelling_edit.text(),
                self.whole_word_check.isChecked(),
                self.match_case_check.isChecked(),
            )
        except DictionaryError:
            return None

    def new_dictionary(self) -> PronunciationDictionary | None:
        """The dictionary with the entry as typed (None while it is incomplete)."""
        entry = self.entry()
        if entry is None:
            return None
        return self._dictionary.with_entry(entry, replacing=self._editing)

    def update_preview(self) -> None:
        """Work out which lines the entry as typed would change (tests call it directly)."""
        self._debouncer.cancel()
        dictionary = self.new_dictionary()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(dictionary is not None)
        if dictionary is None:
            self.affected = []
            self.preview_label.setText(self.tr("Type the word and how to say it."))
            self.example_label.clear()
            return
        self.affected = affected_lines(self._doc, self._scope, dictionary)
        self.preview_label.setText(describe_affected(self._doc, self.affected, self))
        if self.affected:
            first = self.affected[0]
            prep = (
                self._doc.text_prep_with(pronunciation=dictionary)
                if self._scope == "project"
                else self._doc.text_prep_with(global_pronunciation=dictionary)
            )
            self.example_label.setText(
                self.tr("Line {0} will say: {1}").format(
                    self._doc.index_of(first.id) + 1, prepare_line(first.text, prep).text
                )
            )
        else:
            self.example_label.clear()

    @Slot()
    def _on_entry_changed(self) -> None:
        self._debouncer.throttle()

    @Slot()
    def _on_debouncer_triggered(self) -> None:
        self.update_preview()

    def done(self, result: int) -> None:
        self._debouncer.cancel()
        if result == QDialog.DialogCode.Accepted:
            self.update_preview()
            if self.entry() is None:
                return
        super().done(result)


__all__ = ["EntryDialog", "Scope", "affected_lines", "describe_affected"]
