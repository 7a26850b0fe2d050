"""Chapters in the script table: the band over a chapter's first line, and folding.

A chapter starts at a line with a chapter marker (``Line.chapter``); that
line's text cell shows a band with the title above its text. Folding a
chapter hides its other lines with ``QTableView.setRowHidden``; which
chapters are folded is kept by the id of their first line, so folds survive
every edit (lines added, moved, deleted, undone) and are simply re-applied
after each one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QObject, QRect, Qt, Signal, Slot
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from studio.core.exports.chapters import chapters
from studio.ui.session.script_model import ScriptModel

BAND_PADDING = 4


class ChapterRows(QObject):
    """The folded chapters of one script table, and the band each chapter row shows."""

    sig_changed = Signal()

    def __init__(
        self,
        view: QTableView,
        model: ScriptModel,
        parent: QObject | None = None,
        refit: Callable[[list[int]], None] | None = None,
    ) -> None:
        super().__init__(parent)
        self._view = view
        self._model = model
        # Rows whose band came or went are measured again: by default at once, each;
        # the script table fits only those in view (``RowHeights.refit``), the others
        # as they come into view (measuring a book's 40 chapter rows at once held the
        # window for tens of milliseconds after an import).
        self._refit = refit or self._resize_rows
        self._folded: set[str] = set()
        # Line id -> chapter title, as last shown: a row whose marker changes is re-measured.
        self._shown_titles: dict[str, str] = {}
        self._hidden: set[str] = set()  # lines hidden now (in folded chapters)
        # Lines per chapter (by its first line's id), counted once per change of the
        # document: each band painted asks, and counting walks the whole book.
        self._sizes: dict[str, int] | None = None
        model.sig_document_changed.connect(self._on_model_changed)
        model.rowsInserted.connect(self._on_model_rows_changed)
        model.rowsRemoved.connect(self._on_model_rows_changed)
        model.rowsMoved.connect(self._on_model_changed)
        model.modelReset.connect(self._on_model_reset)

    # --- folding -------------------------------------------------------

    def is_chapter_start(self, line_id: str) -> bool:
        try:
            return self._model.document.line(line_id).chapter is not None
        except KeyError:
            return False

    def is_folded(self, line_id: str) -> bool:
        return line_id in self._folded and self.is_chapter_start(line_id)

    def chapter_start_of(self, line_id: str) -> str | None:
        """The first line of the titled chapter holding ``line_id`` (None before the first)."""
        for chapter in chapters(self._model.document):
            if line_id in chapter.line_ids:
                first = chapter.line_ids[0]
                return first if self.is_chapter_start(first) else None
        return None

    def line_count(self, line_id: str) -> int:
        """How many lines the chapter starting at ``line_id`` has."""
        if self._sizes is None:
            # Counted as ``chapters`` cuts them (an opening before the first marker),
            # without making each chapter's list of ids: a band painted after a book's
            # import counts 30,000 lines.
            sizes: dict[str, int] = {}
            start: str | None = None
            for line in self._model.document.lines:
                if start is None or line.chapter is not None:
                    start = line.id
                    sizes[start] = 0
                sizes[start] += 1
            self._sizes = sizes
        return self._sizes.get(line_id, 0)

    def set_folded(self, line_id: str, folded: bool) -> None:
        if folded:
            self._folded.add(line_id)
        else:
            self._folded.discard(line_id)
        self.apply()
        self.sig_changed.emit()

    def toggle(self, line_id: str) -> None:
        self.set_folded(line_id, not self.is_folded(line_id))

    def fold_all(self) -> None:
        doc = self._model.document
        self._folded = {line.id for line in doc.lines if line.chapter is not None}
        self.apply()
        self.sig_changed.emit()

    def unfold_all(self) -> None:
        self._folded.clear()
        self.apply()
        self.sig_changed.emit()

    def apply(self) -> None:
        """Hide the lines of folded chapters after their first; show every other line.

        Runs after every change of the document (each line a bulk render
        finishes): with no chapter folded and none hidden before, it touches no
        row, and only rows whose chapter title changed are measured again.
        """
        doc = self._model.document
        self._sizes = None
        hidden: set[str] = set()
        if self._folded:
            starts = {line.id for line in doc.lines if line.chapter is not None}
            for chapter in chapters(doc):
                first = chapter.line_ids[0] if chapter.line_ids else None
                if first in self._folded and first in starts:
                    hidden.update(chapter.line_ids[1:])
        view = self._view
        if hidden or self._hidden:
            for row, line in enumerate(doc.lines):
                if view.isRowHidden(row) != (line.id in hidden):
                    view.setRowHidden(row, line.id in hidden)
        self._hidden = hidden
        titles = {line.id: line.chapter for line in doc.lines if line.chapter is not None}
        if titles != self._shown_titles:
            old = self._shown_titles
            changed = {i for i in titles.keys() | old.keys() if titles.get(i) != old.get(i)}
            self._refit([row for row, line in enumerate(doc.lines) if line.id in changed])
        self._shown_titles = titles

    def _resize_rows(self, rows: list[int]) -> None:
        for row in rows:
            self._view.resizeRowToContents(row)

    @Slot()
    def _on_model_changed(self) -> None:
        self.apply()

    @Slot(QModelIndex, int, int)
    def _on_model_rows_changed(self, parent: QModelIndex, first: int, last: int) -> None:
        self.apply()

    @Slot()
    def _on_model_reset(self) -> None:
        self._folded.clear()
        self._shown_titles = {}
        self._hidden = {line.id for row, line in enumerate(self._model.document.lines)
                        if self._view.isRowHidden(row)}  # fmt: skip
        self.apply()

    # --- the band ------------------------------------------------------

    @staticmethod
    def band_font(font: QFont) -> QFont:
        bold = QFont(font)
        bold.setBold(True)
        return bold

    def band_height(self, font: QFont) -> int:
        """The band's height over a cell drawn in ``font``."""
        return QFontMetrics(self.band_font(font)).height() + 2 * BAND_PADDING

    def band_rect(self, option: QStyleOptionViewItem) -> QRect:
        rect = QRect(option.rect)
        rect.setHeight(self.band_height(option.font))
        return rect

    def paint_band(self, painter: QPainter, option: QStyleOptionViewItem, line_id: str) -> None:
        """The chapter's fold arrow, title and size, over the first line's text."""
        title = self._model.document.line(line_id).chapter or ""
        folded = self.is_folded(line_id)
        count = self.line_count(line_id)
        rect = self.band_rect(option).adjusted(BAND_PADDING, 0, -BAND_PADDING, 0)
        painter.save()
        painter.setFont(self.band_font(option.font))
        painter.setPen(option.palette.color(QPalette.ColorRole.Text))
        arrow = "▸" if folded else "▾"
        lines = self.tr("%n line(s)", "", count)
        if folded:
            lines = self.tr("{0}, folded").format(lines)
        text = f"{arrow} {title}"
        metrics = painter.fontMetrics()
        note_width = metrics.horizontalAdvance(f"   {lines}")
        shown = metrics.elidedText(
            text, Qt.TextElideMode.ElideRight, max(0, rect.width() - note_width)
        )
        painter.drawText(
            rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown
        )
        painter.setPen(option.palette.color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(
            rect.adjusted(metrics.horizontalAdvance(shown), 0, 0, 0),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            f"   {lines}",
        )
        painter.restore()


__all__ = ["ChapterRows"]
