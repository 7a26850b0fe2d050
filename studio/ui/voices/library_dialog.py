"""The voice library: voices kept outside any project, ready to add to this one.

Lists each library voice with its length, the date it was added, its notes
(source and consent) and whether its prompt state is cached for the model
loaded now (asked of the worker, which owns the engine and the cache). From
here a voice joins the project, a project voice joins the library, a voice
is exported to or imported from one ``.vsvoice`` file, renamed or deleted.
A file or voice that cannot be read is refused with one sentence, here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.files.replacing import Existing, existing
from studio.core.store.project_nesting import dialog_start
from studio.core.store.voice_file import VOICE_FILE_SUFFIX, voice_file_path
from studio.core.store.voice_library import LibraryVoice, VoiceLibrary, project_entry
from studio.errors import StudioError
from studio.ui.base.i18n import error_text, localized
from studio.ui.base.settings import Settings
from studio.ui.kit.elided_label import ElidedLabel
from studio.ui.kit.replace_question import ask_replace_files
from studio.ui.session.session import StudioSession
from studio.ui.voices.save_voice_form import SaveVoiceForm
from studio.ui.voices.status_text import library_cache_text

ID_ROLE = Qt.ItemDataRole.UserRole + 1
NOTES_SAVE_MS = 600


class LibraryDialog(QDialog):
    def __init__(
        self,
        session: StudioSession,
        library: VoiceLibrary,
        settings: Settings,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Voice library"))
        self._session = session
        self.library = library
        self._settings = settings
        self._voices: dict[str, LibraryVoice] = {}
        self.save_form: SaveVoiceForm | None = None

        self.folder_label = ElidedLabel()
        self.folder_label.setObjectName("mutedLabel")
        self.tree = QTreeWidget()
        self.tree.setAccessibleName(self.tr("Library voices"))
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Length"),
                self.tr("Added"),
                self.tr("Cache"),
                self.tr("Notes"),
            ]
        )
        self.tree.setSortingEnabled(True)
        self.tree.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.tree.setColumnWidth(0, 180)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.currentItemChanged.connect(self._on_tree_current_changed)
        self.tree.itemDoubleClicked.connect(self._on_tree_double_clicked)
        self.empty_label = QLabel(
            self.tr("The library is empty: save a project voice to it, or import a voice file.")
        )
        self.empty_label.setObjectName("hintLabel")
        self.empty_label.setWordWrap(True)

        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(
            self.tr("Where the recording comes from; the speaker's consent")
        )
        self.notes.setMaximumHeight(70)
        self.notes.setAccessibleName(self.tr("Notes"))
        self.notes.setAccessibleDescription(
            self.tr("Where the recording comes from; the speaker's consent")
        )
        self.notes.textChanged.connect(self._on_notes_text_changed)
        # Notes are saved a moment after typing stops, and before anything else is shown.
        self._notes_for: str | None = None
        self._notes_timer = QTimer(self)
        self._notes_timer.setSingleShot(True)
        self._notes_timer.setInterval(NOTES_SAVE_MS)
        self._notes_timer.timeout.connect(self._save_notes)
        self.transcript_label = ElidedLabel()
        self.transcript_label.setObjectName("mutedLabel")
        self.message = QLabel()
        self.message.setObjectName("errorLabel")
        self.message.setWordWrap(True)

        self.add_button = QPushButton(self.tr("&Add to project"))
        self.add_button.clicked.connect(self._on_add_clicked)
        self.save_button = QPushButton(self.tr("&Save project voice…"))
        self.save_button.clicked.connect(self._on_save_clicked)
        self.import_button = QPushButton(self.tr("&Import…"))
        self.import_button.clicked.connect(self._on_import_clicked)
        self.export_button = QPushButton(self.tr("&Export…"))
        self.export_button.clicked.connect(self._on_export_clicked)
        self.rename_button = QPushButton(self.tr("&Rename…"))
        self.rename_button.clicked.connect(self._on_rename_clicked)
        self.delete_button = QPushButton(self.tr("&Delete"))
        self.delete_button.clicked.connect(self._on_delete_clicked)
        close_button = QPushButton(self.tr("Close"))
        close_button.clicked.connect(self.close)

        buttons = QHBoxLayout()
        for button in (
            self.add_button,
            self.save_button,
            self.import_button,
            self.export_button,
            self.rename_button,
            self.delete_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.folder_label)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty_label)
        layout.addWidget(QLabel(self.tr("Notes")))
        layout.addWidget(self.notes)
        layout.addWidget(self.transcript_label)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

        session.library_cache.sig_answered.connect(self._on_library_cache_answered)
        session.sig_engine_ready.connect(self._on_session_engine_ready)
        geometry = settings.library_geometry
        if geometry is None or not self.restoreGeometry(geometry):
            self.resize(860, 480)
        self.refresh()

    # --- listing ---------------------------------------------------------

    def current_id(self) -> str | None:
        item = self.tree.currentItem()
        return None if item is None else str(item.data(0, ID_ROLE))

    def current_voice(self) -> LibraryVoice | None:
        voice_id = self.current_id()
        return None if voice_id is None else self._voices.get(voice_id)

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(row) for row in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def names(self) -> list[str]:
        """The listed voices' names, in the order shown."""
        return [item.text(0) for item in self._items()]

    def select(self, voice_id: str) -> None:
        for item in self._items():
            if item.data(0, ID_ROLE) == voice_id:
                self.tree.setCurrentItem(item)
                return

    def refresh(self, select: str | None = None) -> None:
        """List the library again (another studio may have changed it) and ask about caches."""
        self._save_notes()
        current = select or self.current_id()
        self.folder_label.setText(self.tr("Library folder: {0}").format(self.library.folder))
        self.folder_label.setToolTip(str(self.library.folder))
        self._voices = {voice.id: voice for voice in self.library.voices()}
        if self._voices and self._session.engine_info is not None:
            self._session.library_cache.ask(self.library.folder, list(self._voices))
        self.tree.setSortingEnabled(False)
        self.tree.clear()
        for voice in self._voices.values():
            self.tree.addTopLevelItem(self._item(voice))
        self.tree.setSortingEnabled(True)
        self.empty_label.setVisible(not self._voices)
        if current in self._voices:
            self.select(current)
        elif self._voices:
            self.tree.setCurrentItem(self._items()[0])
        self._show_current()

    def _item(self, voice: LibraryVoice) -> QTreeWidgetItem:
        # Year first: the column sorts by its text.
        added = QDateTime.fromSecsSinceEpoch(int(voice.created)).toString("yyyy-MM-dd HH:mm")
        notes = " · ".join(voice.notes.splitlines())
        status = self._session.library_cache.status(voice.id)
        asking = self._session.library_cache.pending
        item = QTreeWidgetItem(
            [
                voice.name,
                self._length_text(voice),
                added,
                library_cache_text(status, asking),
                notes,
            ]
        )
        item.setData(0, ID_ROLE, voice.id)
        item.setToolTip(4, voice.notes)
        if status is not None and status.error:
            item.setToolTip(3, status.error)
        return item

    def _length_text(self, voice: LibraryVoice) -> str:
        """The length the model gets, and the recording's when a trim keeps less."""
        edits = voice.edits
        if not edits.trimmed:
            return localized(self.tr("{0:.1f} s"), voice.seconds)
        end = min(voice.seconds, edits.trim_end or voice.seconds)
        kept = max(0.0, end - edits.trim_start)
        return localized(self.tr("{0:.1f} s of {1:.1f} s"), kept, voice.seconds)

    def cache_text(self, voice_id: str) -> str:
        """What the cache column says for a voice."""
        for item in self._items():
            if item.data(0, ID_ROLE) == voice_id:
                return item.text(3)
        return ""

    def _show_current(self) -> None:
        voice = self.current_voice()
        self._notes_for = voice.id if voice is not None else None
        self.notes.blockSignals(True)
        self.notes.setPlainText(voice.notes if voice is not None else "")
        self.notes.blockSignals(False)
        self.notes.setEnabled(voice is not None)
        self.transcript_label.setText(
            self.tr("Transcript: {0}").format(voice.transcript)
            if voice is not None and voice.transcript
            else ""
        )
        for button in (
            self.add_button,
            self.export_button,
            self.rename_button,
            self.delete_button,
        ):
            button.setEnabled(voice is not None)
        self.save_button.setEnabled(bool(self._session.document.voices))

    # --- actions ---------------------------------------------------------

    def add_to_project(self, voice_id: str) -> str:
        """Add a library voice to the project (as a new voice; an undoable edit once loaded)."""
        voice = self.library.get(voice_id)
        entry = project_entry(self.library, voice, self._session.voices.names())
        return self._session.voices.add(entry.audio_path, entry.name, entry.transcript, entry.edits)

    @Slot()
    def _on_add_clicked(self) -> None:
        voice_id = self.current_id()
        if voice_id is None:
            return
        try:
            name = self.add_to_project(voice_id)
        except StudioError as exc:
            self._fail(exc)
            return
        self._say(self.tr("Added {0} to the project.").format(name))

    @Slot(QTreeWidgetItem, int)
    def _on_tree_double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        self._on_add_clicked()

    @Slot()
    def _on_save_clicked(self) -> None:
        form = SaveVoiceForm(self._session, self.library, None, self)
        form.sig_saved.connect(self._on_save_form_saved)
        self.save_form = form
        form.open()

    @Slot(str)
    def _on_save_form_saved(self, voice_id: str) -> None:
        self.refresh(select=voice_id)

    @Slot()
    def _on_import_clicked(self) -> None:
        for path in self.ask_import_paths():
            try:
                voice = self.library.import_file(path)
            except StudioError as exc:
                self._fail(exc)
                return
            self.refresh(select=voice.id)
            self._say(self.tr("Imported {0}.").format(voice.name))

    @Slot()
    def _on_export_clicked(self) -> None:
        voice = self.current_voice()
        if voice is None:
            return
        path = self.ask_export_path(voice.name)
        if path is None:
            return
        found = existing([voice_file_path(path)])
        if found and not self.confirm_replace(found):
            self._say(self.tr("Not exported: {0} was left as it is.").format(found[0].path.name))
            return
        try:
            written = self.library.export(voice.id, path, "trash" if found else "refuse")
        except StudioError as exc:
            self._fail(exc)
            return
        self._settings.last_voice_file_dir = str(written.parent)
        self._say(self.tr("Exported {0} to {1}.").format(voice.name, written))

    @Slot()
    def _on_rename_clicked(self) -> None:
        voice = self.current_voice()
        if voice is None:
            return
        name = self.ask_name(voice.name)
        if name is None or name == voice.name:
            return
        try:
            self.library.rename(voice.id, name)
        except StudioError as exc:
            self._fail(exc)
            return
        self.message.setText("")
        self.refresh(select=voice.id)

    @Slot()
    def _on_delete_clicked(self) -> None:
        voice = self.current_voice()
        if voice is None or not self.confirm_delete(voice.name):
            return
        self.library.delete(voice.id)
        self.message.setText("")
        self.refresh()

    @Slot()
    def _on_notes_text_changed(self) -> None:
        self._notes_timer.start()

    @Slot()
    def _save_notes(self) -> None:
        """Keep the notes typed for the voice they were typed for."""
        self._notes_timer.stop()
        voice = self._voices.get(self._notes_for) if self._notes_for else None
        text = self.notes.toPlainText()
        if voice is None or text == voice.notes:
            return
        try:
            updated = self.library.update(voice.id, notes=text)
        except StudioError as exc:
            self._show_message(error_text(exc), error=True)
            return
        self._voices[voice.id] = updated
        for item in self._items():
            if item.data(0, ID_ROLE) == voice.id:
                item.setText(4, " · ".join(updated.notes.splitlines()))
                item.setToolTip(4, updated.notes)

    def _fail(self, exc: StudioError) -> None:
        """A refused action: its sentence here, and the library as it is now."""
        self._show_message(error_text(exc), error=True)
        self.refresh()

    def _say(self, text: str) -> None:
        self._show_message(text, error=False)

    def _show_message(self, text: str, error: bool) -> None:
        self.message.setObjectName("errorLabel" if error else "mutedLabel")
        self.message.setText(text)
        self.message.style().polish(self.message)

    # --- questions (tests answer them instead of a person) -----------------

    def ask_import_paths(self) -> list[Path]:
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Import voices"),
            self._settings.last_voice_file_dir,
            self.tr("Voice files (*{0});;All files (*)").format(VOICE_FILE_SUFFIX),
        )
        if paths:
            self._settings.last_voice_file_dir = str(Path(paths[0]).parent)
        return [Path(p) for p in paths]

    def ask_export_path(self, name: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export {0}").format(name),
            dialog_start(
                str(Path(self._settings.last_voice_file_dir) / f"{name}{VOICE_FILE_SUFFIX}"),
                Path.home(),
            ),
            self.tr("Voice files (*{0})").format(VOICE_FILE_SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite,  # confirm_replace asks, naming it
        )
        return Path(path) if path else None

    def confirm_replace(self, found: Sequence[Existing]) -> bool:
        return ask_replace_files(self, found)

    def ask_name(self, current: str) -> str | None:
        name, ok = QInputDialog.getText(
            self, self.tr("Rename voice"), self.tr("New name"), text=current
        )
        return name.strip() if ok else None

    def confirm_delete(self, name: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Delete voice"),
            self.tr(
                "Delete {0} from the library? Projects that use it keep their own copy."
            ).format(name),
        )
        return answer == QMessageBox.StandardButton.Yes

    # --- slots -----------------------------------------------------------

    @Slot(QTreeWidgetItem, QTreeWidgetItem)
    def _on_tree_current_changed(
        self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None
    ) -> None:
        self._save_notes()
        self._show_current()

    @Slot()
    def _on_library_cache_answered(self) -> None:
        cache = self._session.library_cache
        for item in self._items():
            status = cache.status(str(item.data(0, ID_ROLE)))
            item.setText(3, library_cache_text(status, False))
            item.setToolTip(3, status.error if status is not None else "")

    @Slot(object)
    def _on_session_engine_ready(self, info: object) -> None:
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # Coming back to the dialog: another window (or studio) may have changed the library.
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            listed = sorted((v.id, v.info) for v in self._voices.values())
            if sorted((v.id, v.info) for v in self.library.voices()) != listed:
                self.refresh()
        super().changeEvent(event)

    def done(self, result: int) -> None:
        # Closing the window (Esc, Close, the title bar) ends here too.
        self._finish()
        super().done(result)

    def _finish(self) -> None:
        self._save_notes()
        self._settings.library_geometry = self.saveGeometry()


__all__ = ["LibraryDialog"]
