"""Text > Pronunciation…: the project's and the global dictionary, and the text switches.

The dialog stays open beside the script (it is not modal) and follows the
document: an undo in the window shows at once in its tables. The switches
(normalise numbers, dates and units; the language) are the project's and
undoable (``SetTextOptions``); each says how many lines it changes.
"""

from __future__ import annotations

from num2words import CONVERTER_CLASSES
from PySide6.QtCore import QLocale, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.core.commands import SetTextOptions
from studio.ui.kit.theme import mark_error
from studio.ui.narration.dictionary_pane import DictionaryPane
from studio.ui.session.session import StudioSession


def language_name(code: str) -> str:
    name = QLocale.languageToString(QLocale(code).language())
    return f"{name} ({code})" if name and name != "C" else code


class PronunciationDialog(QDialog):
    sig_message = Signal(str, bool)  # the last message shown: text, is an error

    def __init__(self, session: StudioSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pronunciation and text"))
        self.setObjectName("pronunciationDialog")
        self._session = session

        options = QGroupBox(self.tr("Text preparation (this project)"), self)
        self.normalize_check = QCheckBox(self.tr("Normalise numbers, dates and units"), self)
        self.normalize_check.setToolTip(
            self.tr('Say "5 pm on March 3rd" as "five p m on March third"; abbreviations in full')
        )
        self.language_combo = QComboBox(self)
        for code in sorted(CONVERTER_CLASSES, key=lambda c: language_name(c).casefold()):
            self.language_combo.addItem(language_name(code), code)
        self.options_note = QLabel(self)
        self.options_note.setWordWrap(True)
        form = QFormLayout(options)
        form.addRow(self.normalize_check)
        form.addRow(self.tr("Language:"), self.language_combo)
        form.addRow(self.options_note)

        self.project_pane = DictionaryPane(session, "project", self)
        self.global_pane = DictionaryPane(session, "global", self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.project_pane, self.tr("This project"))
        self.tabs.addTab(self.global_pane, self.tr("All projects (global)"))
        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        self.close_button = QPushButton(self.tr("Close"), self)
        bottom = QHBoxLayout()
        bottom.addWidget(self.message_label, 1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(options)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        self.resize(640, 520)

        self.normalize_check.toggled.connect(self._on_normalize_toggled)
        self.language_combo.currentIndexChanged.connect(self._on_language_changed)
        self.close_button.clicked.connect(self.close)
        for pane in (self.project_pane, self.global_pane):
            pane.sig_message.connect(self._on_pane_message)
        session.model.sig_document_changed.connect(self._on_model_document_changed)
        self.refresh()

    def set_interactive(self, interactive: bool) -> None:
        """False: no questions or file dialogs (scripted runs and tests)."""
        self.project_pane.interactive = interactive
        self.global_pane.interactive = interactive

    def refresh(self) -> None:
        doc = self._session.document
        for widget in (self.normalize_check, self.language_combo):
            widget.blockSignals(True)
        self.normalize_check.setChecked(doc.normalize_text)
        row = self.language_combo.findData(doc.language)
        if row < 0:
            self.language_combo.addItem(language_name(doc.language), doc.language)
            row = self.language_combo.count() - 1
        self.language_combo.setCurrentIndex(row)
        for widget in (self.normalize_check, self.language_combo):
            widget.blockSignals(False)
        flipped = doc.lines_spoken_differently(doc.text_prep_with(normalize=not doc.normalize_text))
        verb = self.tr("off") if doc.normalize_text else self.tr("on")
        self.options_note.setText(
            self.tr(
                "Switching normalisation {0} changes what {1} of %n line(s) speak.",
                "",
                len(doc.lines),
            ).format(verb, len(flipped))
        )
        self.tabs.setTabText(0, self.tr("This project ({0})").format(len(doc.pronunciation)))
        self.tabs.setTabText(
            1, self.tr("All projects, global ({0})").format(len(self._session.global_pronunciation))
        )
        self.project_pane.refresh()
        self.global_pane.refresh()

    def set_text_options(self, normalize: bool, language: str) -> None:
        doc = self._session.document
        if (normalize, language) == (doc.normalize_text, doc.language):
            return
        changed = doc.lines_spoken_differently(
            doc.text_prep_with(normalize=normalize, language=language)
        )
        label = (
            self.tr("Change the language")
            if language != doc.language
            else (self.tr("Normalise text") if normalize else self.tr("Stop normalising text"))
        )
        self._session.edit(SetTextOptions(normalize, language, label))
        self._on_pane_message(
            self.tr("%n line(s) speak differently now and need rendering again.", "", len(changed)),
            False,
        )

    @Slot(bool)
    def _on_normalize_toggled(self, on: bool) -> None:
        self.set_text_options(on, self._session.document.language)

    @Slot(int)
    def _on_language_changed(self, row: int) -> None:
        code = self.language_combo.itemData(row)
        if isinstance(code, str):
            self.set_text_options(self._session.document.normalize_text, code)

    @Slot(str, bool)
    def _on_pane_message(self, text: str, error: bool) -> None:
        self.message_label.setText(text)
        mark_error(self.message_label, error)
        self.sig_message.emit(text, error)

    @Slot()
    def _on_model_document_changed(self) -> None:
        # Hidden, it waits: the preview of the switch prepares every line.
        if self.isVisible():
            self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        self.refresh()
        super().showEvent(event)


__all__ = ["PronunciationDialog", "language_name"]
