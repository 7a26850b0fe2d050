"""The Cast panel: the speakers of a book's dialogue, and the voice that reads each.

Lists every speaker the import found (after merges) with their line count
and a sample line. For the selected speaker: the voice that reads them
(a voice of the project, or the narrator), a name to merge them into
("Darcy" into "Mr. Darcy"; the one longer name that fits is offered first),
and Separate, which undoes merges into them. Each change is one undo step
(``cast_edits``) that makes exactly that speaker's lines stale.
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt, Signal, Slot
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from studio.core.books import suggest_aliases
from studio.core.commands import Command
from studio.core.history.cast_edits import cast_speaker, merge_speakers, separate_names
from studio.ui.cast.cast_model import LINES, SAMPLE, SPEAKER, VOICE, CastModel
from studio.ui.session.session import StudioSession


class CastPanel(QWidget):
    sig_message = Signal(str)  # one sentence for the status bar

    def __init__(self, session: StudioSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("castPanel")
        self._session = session
        self.model = CastModel(session, self)
        self._filling = False  # the controls are being filled: no edits from them
        self._last_speaker: str | None = None  # selected again after a recount

        self.narrator_label = QLabel(self)
        self.narrator_label.setWordWrap(True)
        self.table = QTableView(self)
        self.table.setObjectName("castTable")
        self.table.setAccessibleName(self.tr("Speakers of the book"))
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for column in (SPEAKER, LINES, VOICE):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(SAMPLE, QHeaderView.ResizeMode.Stretch)
        self.empty_label = QLabel(
            self.tr(
                "No speakers yet. Import a book (File > Import script) and the speakers of "
                "its dialogue are listed here."
            ),
            self,
        )
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

        self.voice_combo = QComboBox(self)
        self.voice_combo.setAccessibleName(self.tr("Voice of the selected speaker"))
        self.merge_combo = QComboBox(self)
        self.merge_combo.setAccessibleName(self.tr("Speaker to merge the selected one into"))
        self.merge_button = QPushButton(self.tr("&Merge"), self)
        self.merge_button.setToolTip(self.tr("The selected speaker is this one from now on"))
        self.separate_button = QPushButton(self.tr("Se&parate names"), self)
        self.separate_button.setToolTip(
            self.tr("Undo the merges into the selected speaker: each name a speaker again")
        )
        # The controls: below the table in a narrow panel, beside it in a wide one.
        self.controls = QWidget(self)
        form = QFormLayout(self.controls)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("&Voice:"), self.voice_combo)
        merge_row = QHBoxLayout()
        merge_row.addWidget(self.merge_combo, 1)
        merge_row.addWidget(self.merge_button)
        # A label of its own: a row whose field is a layout gets no buddy, and a label
        # without a buddy draws its "&" instead of underlining the key.
        self.merge_label = QLabel(self.tr("Merge &into:"), self.controls)
        self.merge_label.setBuddy(self.merge_combo)
        form.addRow(self.merge_label, merge_row)
        form.addRow(self.separate_button)
        self._body = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self._body.addWidget(self.table, 2)
        self._body.addWidget(self.empty_label, 2)
        self._body.addWidget(self.controls)
        self._layout = QVBoxLayout(self)
        self._layout.addWidget(self.narrator_label)
        self._layout.addLayout(self._body, 1)

        self.model.modelReset.connect(self._on_model_reset)
        self.table.selectionModel().selectionChanged.connect(self._on_table_selection_changed)
        self.voice_combo.activated.connect(self._on_voice_combo_activated)
        self.merge_button.clicked.connect(self._on_merge_clicked)
        self.separate_button.clicked.connect(self._on_separate_clicked)
        session.model.sig_voices_changed.connect(self._on_model_reset)
        self._on_model_reset()

    def set_wide(self, wide: bool) -> None:
        """Controls beside the table (``wide``: a panel along the window's bottom) or under it."""
        self._body.setDirection(
            QBoxLayout.Direction.LeftToRight if wide else QBoxLayout.Direction.TopToBottom
        )
        # Beside the table the controls take a share of the width; under it, no height.
        self._body.setStretchFactor(self.controls, 1 if wide else 0)
        # At once: the dock measures the panel as it shows, before any layout event, and
        # the outer layout would keep the body's old minimum until then.
        self._layout.invalidate()
        self.updateGeometry()

    def is_wide(self) -> bool:
        return self._body.direction() == QBoxLayout.Direction.LeftToRight

    # --- state -----------------------------------------------------------

    def current_speaker(self) -> str | None:
        index = self.table.currentIndex()
        if not index.isValid() or not self.table.selectionModel().hasSelection():
            return None
        return self.model.speaker_at(index.row()).speaker

    def select(self, speaker: str) -> None:
        row = self.model.row_of(speaker)
        if row is not None:
            self.table.selectRow(row)

    @Slot()
    def _on_model_reset(self) -> None:
        """The rows were counted again: keep the selection, fill the controls."""
        speaker = self._last_speaker
        has_rows = self.model.rowCount() > 0
        self.table.setVisible(has_rows)
        self.empty_label.setVisible(not has_rows)
        self.narrator_label.setText(
            self.tr("The narrator is {0}: it reads the narration and every speaker no voice is "
                    "cast for.").format(self.model.narrator or self.tr("(no voice yet)"))
        )  # fmt: skip
        if speaker is not None and self.model.row_of(speaker) is not None:
            self.select(speaker)
        self._fill_controls()

    @Slot(QItemSelection, QItemSelection)
    def _on_table_selection_changed(self, selected: QItemSelection, old: QItemSelection) -> None:
        self._last_speaker = self.current_speaker()
        self._fill_controls()

    def _fill_controls(self) -> None:
        speaker = self.current_speaker()
        row = None if speaker is None else self.model.row_of(speaker)
        cast_row = None if row is None else self.model.speaker_at(row)
        self._filling = True
        try:
            self.voice_combo.clear()
            self.voice_combo.addItem(
                self.tr("Narrator ({0})").format(self.model.narrator), userData=None
            )
            for voice in self._session.document.voices:
                self.voice_combo.addItem(voice.name, userData=voice.name)
            if cast_row is not None and cast_row.voice is not None:
                self.voice_combo.setCurrentIndex(max(0, self.voice_combo.findData(cast_row.voice)))
            others = [name for name in self.model.speakers() if name != speaker]
            self.merge_combo.clear()
            suggested = suggest_aliases([*others, speaker] if speaker else others).get(
                speaker or ""
            )
            for name in sorted(others, key=lambda n: (n != suggested, n.casefold())):
                self.merge_combo.addItem(name, userData=name)
        finally:
            self._filling = False
        chosen = cast_row is not None
        self.voice_combo.setEnabled(chosen)
        self.merge_combo.setEnabled(chosen and self.merge_combo.count() > 0)
        self.merge_button.setEnabled(chosen and self.merge_combo.count() > 0)
        self.separate_button.setEnabled(cast_row is not None and bool(cast_row.merged))

    # --- edits -----------------------------------------------------------

    def _edit(self, command: Command | None, done: str) -> None:
        if command is None:
            return
        self._session.edit(command)
        self.model.refresh()
        self.sig_message.emit(done)

    def cast(self, speaker: str, voice: str | None) -> None:
        """``speaker`` read by ``voice`` (None: the narrator), as one undo step."""
        self._edit(
            cast_speaker(self._session.document, speaker, voice),
            self.tr("{0} is read by {1}; their lines are stale.").format(
                speaker, voice or self.tr("the narrator")
            ),
        )

    def merge(self, name: str, into: str) -> None:
        self._last_speaker = into
        self._edit(
            merge_speakers(self._session.document, name, into),
            self.tr("{0} and {1} are one speaker now.").format(name, into),
        )

    @Slot(int)
    def _on_voice_combo_activated(self, index: int) -> None:
        speaker = self.current_speaker()
        if speaker is not None and not self._filling:
            self.cast(speaker, self.voice_combo.itemData(index))

    @Slot()
    def _on_merge_clicked(self) -> None:
        speaker = self.current_speaker()
        into = self.merge_combo.currentData()
        if speaker is not None and isinstance(into, str):
            self.merge(speaker, into)

    @Slot()
    def _on_separate_clicked(self) -> None:
        speaker = self.current_speaker()
        if speaker is not None:
            self._edit(
                separate_names(self._session.document, speaker),
                self.tr("The names merged into {0} are speakers of their own again.").format(
                    speaker
                ),
            )

    def showEvent(self, event: QShowEvent) -> None:
        self.model.set_active(True)
        # The sample takes what the other columns leave, but never less than its title:
        # in a narrow panel the table scrolls sideways instead of cutting "Sample".
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(header.sectionSizeHint(SAMPLE))
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:
        self.model.set_active(False)
        super().hideEvent(event)


__all__ = ["CastPanel"]
