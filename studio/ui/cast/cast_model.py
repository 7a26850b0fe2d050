"""The Cast panel's table: a thin adapter over ``cast_edits.cast_rows`` of the document.

One row per speaker (after merges): name, lines, the voice that reads them
and a sample line. The rows are counted again a moment after the document
changes (a burst of renders is one count), and only while the panel is
shown: counting looks at every line of the book.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Slot,
)

from studio.core.history.cast_edits import CastRow, cast_rows, narrator_voice
from studio.ui.session.session import StudioSession

SPEAKER, LINES, VOICE, SAMPLE = range(4)
REFRESH_MS = 150
AnyIndex = QModelIndex | QPersistentModelIndex


class CastModel(QAbstractTableModel):
    def __init__(self, session: StudioSession, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._rows: tuple[CastRow, ...] = ()
        self._narrator = ""
        self.active = False  # the panel is shown: keep counting
        self._stale = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        session.model.sig_document_changed.connect(self._on_document_changed)
        session.sig_document_replaced.connect(self._on_document_changed)

    # --- keeping current -------------------------------------------------

    def set_active(self, active: bool) -> None:
        self.active = active
        if active and self._stale:
            self.refresh()

    @Slot()
    def _on_document_changed(self) -> None:
        self._stale = True
        if self.active:
            self._timer.start()

    @Slot()
    def refresh(self) -> None:
        """Count the speakers now (the GUI thread: one pass over the lines)."""
        self._timer.stop()
        doc = self._session.document
        rows = cast_rows(doc)
        self._stale = False
        narrator = narrator_voice(doc)
        if rows == self._rows and narrator == self._narrator:
            return
        self.beginResetModel()
        self._rows, self._narrator = rows, narrator
        self.endResetModel()

    # --- reading ---------------------------------------------------------

    @property
    def narrator(self) -> str:
        return self._narrator

    def speaker_at(self, row: int) -> CastRow:
        return self._rows[row]

    def row_of(self, speaker: str) -> int | None:
        for row, found in enumerate(self._rows):
            if found.speaker == speaker:
                return row
        return None

    def speakers(self) -> list[str]:
        return [row.speaker for row in self._rows]

    # --- Qt's model ------------------------------------------------------

    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else 4

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Speaker"), self.tr("Lines"), self.tr("Voice"), self.tr("Sample"))[section]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == SPEAKER:
                return row.speaker
            if column == LINES:
                return f"{row.lines:,}"
            if column == VOICE:
                if row.voice is None:
                    return self.tr("Narrator ({0})").format(self._narrator)
                return row.voice
            return row.samples[0] if row.samples else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == SPEAKER and row.merged:
                return self.tr("Also called: {0}").format(", ".join(row.merged))
            if column == SAMPLE:
                return "\n".join(f"\u201c{sample}\u201d" for sample in row.samples)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == LINES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.UserRole:
            return row.speaker
        return None


__all__ = ["LINES", "SAMPLE", "SPEAKER", "VOICE", "CastModel"]
