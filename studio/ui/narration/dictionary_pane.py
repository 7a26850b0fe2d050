"""One pronunciation dictionary in the dialog: the project's or the user's global one.

Every change replaces the dictionary whole. The project's goes through the
session's undo stack (``SetPronunciation``), one step per change; the global
one is the user's, not the project's: the session saves it in the data folder
and applies it at once, and Ctrl+Z does not bring it back, so deleting from it
asks first. Before a change applies, the pane says which lines it changes:
the entry dialog while typing, the usage line for the selected entries, the
question before an import.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QItemSelection, QModelIndex, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from studio.core.commands import SetPronunciation
from studio.core.files.replacing import Existing, existing
from studio.core.store.lexicon_files import global_dictionary_path, read_lexicon, write_lexicon
from studio.core.text.pronunciation import PronunciationDictionary, PronunciationEntry
from studio.core.text.wording import numbers
from studio.errors import StudioError
from studio.ui.base.i18n import error_text
from studio.ui.kit.replace_question import ask_replace_files
from studio.ui.narration.dictionary_model import DictionaryTableModel, EntryColumn, lines_using
from studio.ui.narration.entry_dialog import (
    EntryDialog,
    Scope,
    affected_lines,
    describe_affected,
)
from studio.ui.session.session import StudioSession

FILE_FILTER = "CSV (*.csv);;PLS lexicon (*.pls *.xml);;All files (*)"


class DictionaryPane(QWidget):
    sig_message = Signal(str, bool)  # text, is an error

    def __init__(self, session: StudioSession, scope: Scope, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.scope: Scope = scope
        self.interactive = True  # False in tests: no questions, no file dialogs
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.model = DictionaryTableModel(self)
        self.table = QTableView(self)
        self.table.setAccessibleName(
            self.tr("This project's pronunciations")
            if scope == "project"
            else self.tr("Pronunciations for all projects")
        )
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(EntryColumn.TERM, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(EntryColumn.RESPELLING, QHeaderView.ResizeMode.Stretch)
        self.usage_label = QLabel(self)
        self.usage_label.setWordWrap(True)
        self.add_button = QPushButton(self.tr("Add…"), self)
        self.edit_button = QPushButton(self.tr("Edit…"), self)
        self.delete_button = QPushButton(self.tr("Delete"), self)
        self.import_button = QPushButton(self.tr("Import…"), self)
        self.import_button.setToolTip(self.tr("Add the entries of a CSV file or a PLS lexicon"))
        self.export_button = QPushButton(self.tr("Export…"), self)
        self.export_button.setToolTip(self.tr("Save these entries as CSV or as a PLS lexicon"))
        buttons = QHBoxLayout()
        for button in (self.add_button, self.edit_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.usage_label)
        layout.addLayout(buttons)

        self.add_button.clicked.connect(self._on_add_clicked)
        self.edit_button.clicked.connect(self._on_edit_clicked)
        self.delete_button.clicked.connect(self._on_delete_clicked)
        self.import_button.clicked.connect(self._on_import_clicked)
        self.export_button.clicked.connect(self._on_export_clicked)
        self.table.doubleClicked.connect(self._on_table_double_clicked)
        self.table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.refresh()

    # --- state ---------------------------------------------------------

    @property
    def dictionary(self) -> PronunciationDictionary:
        if self.scope == "project":
            return self._session.document.pronunciation
        return self._session.global_pronunciation

    @property
    def editable(self) -> bool:
        # A global file that could not be read is left alone until the user fixes it.
        return self.scope == "project" or self._session.global_pronunciation_error is None

    def refresh(self) -> None:
        selected = [e.key for e in self.selected_entries()]
        self.model.set_dictionary(self.dictionary, lines_using(self._session.document))
        for row, entry in enumerate(self.dictionary.entries):
            if entry.key in selected:
                self.table.selectRow(row)
        if self.scope == "project":
            self.note.setText(
                self.tr(
                    "Saved with this project. Each change is one step you can undo (Ctrl+Z); "
                    "these entries win over the global ones."
                )
            )
        else:
            error = self._session.global_pronunciation_error
            self.note.setText(
                error
                or self.tr(
                    "These entries apply to every project on this computer. They are not part of "
                    "the project: they are saved in {0}, and changes cannot be undone."
                ).format(global_dictionary_path())
            )
        for button in (self.add_button, self.import_button):
            button.setEnabled(self.editable)
        self._on_selection_changed()

    def selected_entries(self) -> list[PronunciationEntry]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.entry_at(row) for row in rows if row < self.model.rowCount()]

    def select_entry(self, term: str) -> None:
        for row, entry in enumerate(self.dictionary.entries):
            if entry.term == term:
                self.table.selectRow(row)
                return

    # --- changes -------------------------------------------------------

    def commit(self, dictionary: PronunciationDictionary, label: str) -> bool:
        """Put ``dictionary`` in force for this pane's scope; False when it could not be saved."""
        if self.scope == "project":
            self._session.edit(SetPronunciation(dictionary, label))
        else:
            try:
                self._session.set_global_pronunciation(dictionary)
            except StudioError as exc:
                self.sig_message.emit(error_text(exc), True)
                return False
        self.refresh()
        return True

    def add_or_edit(self, editing: PronunciationEntry | None = None) -> EntryDialog:
        """The entry dialog for a new entry or for ``editing`` (tests drive it, then ``apply``)."""
        return EntryDialog(self._session.document, self.scope, self.dictionary, editing, self)

    def apply(self, dialog: EntryDialog) -> bool:
        entry = dialog.entry()
        dictionary = dialog.new_dictionary()
        if entry is None or dictionary is None:
            return False
        editing = dialog.editing
        if editing is None:
            label = self.tr("Add pronunciation of {0}").format(entry.term)
        else:
            label = self.tr("Change pronunciation of {0}").format(editing.term)
        if not self.commit(dictionary, label):
            return False
        self.select_entry(entry.term)
        self.sig_message.emit(
            describe_affected(self._session.document, dialog.affected, self), False
        )
        return True

    def delete(self, entries: list[PronunciationEntry]) -> bool:
        if not entries:
            return False
        dictionary = self.dictionary
        for entry in entries:
            dictionary = dictionary.without(entry)
        doc = self._session.document
        changed = affected_lines(doc, self.scope, dictionary)
        if self.scope == "global" and self.interactive:
            answer = QMessageBox.question(
                self,
                self.tr("Delete from the global dictionary"),
                self.tr(
                    "Delete {0} from the dictionary of every project? {1} This cannot be undone."
                ).format(", ".join(e.term for e in entries), describe_affected(doc, changed, self)),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        label = (
            self.tr("Delete pronunciation of {0}").format(entries[0].term)
            if len(entries) == 1
            else self.tr("Delete {0} pronunciations").format(len(entries))
        )
        if not self.commit(dictionary, label):
            return False
        self.sig_message.emit(describe_affected(doc, changed, self), False)
        return True

    def import_file(self, path: Path) -> bool:
        """Add a file's entries (they replace entries for the same words)."""
        try:
            read = read_lexicon(path)
        except StudioError as exc:
            self.sig_message.emit(error_text(exc), True)
            return False
        dictionary = self.dictionary
        for entry in read.dictionary.entries:
            dictionary = dictionary.with_entry(entry)
        doc = self._session.document
        changed = affected_lines(doc, self.scope, dictionary)
        summary = self.tr("%n entry(s) from {0}.", "", len(read.dictionary)).format(path.name)
        if read.skipped:
            summary += " " + self.tr(
                "{0} lexemes were skipped: they give phonemes only, and the engines read text."
            ).format(read.skipped)
        if self.interactive:
            answer = QMessageBox.question(
                self,
                self.tr("Import pronunciations"),
                summary + " " + describe_affected(doc, changed, self) + " " + self.tr("Import?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        if not self.commit(dictionary, self.tr("Import pronunciations from {0}").format(path.name)):
            return False
        self.sig_message.emit(
            self.tr("Imported {0}").format(summary) + " " + describe_affected(doc, changed, self),
            False,
        )
        return True

    def export_file(self, path: Path) -> bool:
        """Write the dictionary to ``path``; a file already there is replaced only when the
        person agrees (the old one goes to the trash)."""
        found = existing([path.expanduser()])
        if found and not self.confirm_replace(found):
            self.sig_message.emit(
                self.tr("Not exported: {0} was left as it is.").format(path), False
            )
            return False
        try:
            write_lexicon(path, self.dictionary, "trash" if found else "refuse")
        except (StudioError, OSError) as exc:
            self.sig_message.emit(self.tr("Cannot write {0}: {1}").format(path, exc), True)
            return False
        self.sig_message.emit(
            self.tr("Wrote %n entry(s) to {0}.", "", len(self.dictionary)).format(path), False
        )
        return True

    def confirm_replace(self, found: Sequence[Existing]) -> bool:
        return ask_replace_files(self, found)

    # --- slots ---------------------------------------------------------

    @Slot(QItemSelection, QItemSelection)
    def _on_selection_changed(
        self, selected: QItemSelection | None = None, old: QItemSelection | None = None
    ) -> None:
        entries = self.selected_entries()
        self.edit_button.setEnabled(self.editable and len(entries) == 1)
        self.delete_button.setEnabled(self.editable and bool(entries))
        if not entries:
            count = len(self.dictionary)
            if count == 0:
                text = self.tr("No entries yet: Add… a word the engine says wrong.")
            else:
                text = self.tr("%n entry(s).", "", count)
            self.usage_label.setText(text)
            return
        used = sorted({n for entry in entries for n in self.model.lines_of(entry)})
        what = entries[0].term if len(entries) == 1 else self.tr("These entries")
        if used:
            self.usage_label.setText(
                self.tr(
                    "{0} applies to lines {1}: changing or deleting it makes them stale."
                ).format(what, numbers(used))
            )
        else:
            self.usage_label.setText(
                self.tr("{0} applies to no line of this project.").format(what)
            )

    @Slot()
    def _on_add_clicked(self) -> None:
        dialog = self.add_or_edit()
        if dialog.exec():
            self.apply(dialog)

    @Slot()
    def _on_edit_clicked(self) -> None:
        entries = self.selected_entries()
        if len(entries) == 1:
            dialog = self.add_or_edit(entries[0])
            if dialog.exec():
                self.apply(dialog)

    @Slot(QModelIndex)
    def _on_table_double_clicked(self, index: QModelIndex) -> None:
        if self.editable:
            self._on_edit_clicked()

    @Slot()
    def _on_delete_clicked(self) -> None:
        self.delete(self.selected_entries())

    @Slot()
    def _on_import_clicked(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import pronunciations"), str(Path.home()), self.tr(FILE_FILTER)
        )
        if path:
            self.import_file(Path(path))

    @Slot()
    def _on_export_clicked(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(
            self,
            self.tr("Export pronunciations"),
            str(Path.home() / "pronunciation.csv"),
            self.tr(FILE_FILTER),
            options=QFileDialog.Option.DontConfirmOverwrite,  # export_file asks, naming it
        )
        if path:
            target = Path(path)
            if not target.suffix:
                target = target.with_suffix(".pls" if "PLS" in chosen else ".csv")
            self.export_file(target)


__all__ = ["DictionaryPane"]
