"""The script's row heights: each row fitted to its text as it comes into view.

Only the rows in view are fitted (a 5,000-line script would take seconds), once
per width of the text column, and a row keeps its height when rows are inserted
or removed above it. A row's height comes from the cells that can wrap: Qt's
``resizeRowToContents`` asks every visible column's delegate, each asking the
model for a dozen roles, 1,400 calls into Python for a page of rows. Every
other cell is one line (numbers, a status, a duration), never taller than the
header's minimum section, so the height is the same.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QModelIndex, QObject, QRect, Slot
from PySide6.QtWidgets import QStyleOptionViewItem, QTableView

from studio.ui.kit.debouncer import Debouncer

# Rows measured past the last one in view.
MEASURE_AHEAD = 4


def fitted_height(view: QTableView, row: int, columns: Sequence[int]) -> int:
    """The height ``resizeRowToContents`` gives ``row`` when ``columns`` are the only cells
    that may need more than one line."""
    model = view.model()
    option = QStyleOptionViewItem()
    view.initViewItemOption(option)
    grid = 1 if view.showGrid() else 0
    hint = 0
    for column in columns:
        if view.isColumnHidden(column):
            continue
        index = model.index(row, column)
        if view.wordWrap():
            # The cell's rectangle, as QTableView sets it (a delegate wraps only within a
            # valid one, so never 0 high).
            option.rect = QRect(
                view.columnViewportPosition(column),
                view.rowViewportPosition(row),
                view.columnWidth(column) - grid,
                max(1, view.rowHeight(row)),
            )
        hint = max(hint, view.itemDelegateForIndex(index).sizeHint(option, index).height())
    return max(hint + grid, view.verticalHeader().sectionSizeHint(row))


class RowHeights(QObject):
    """Fits ``view``'s rows in view to the text of ``columns`` (``columns[-1]``: the one
    whose width the heights follow)."""

    def __init__(self, view: QTableView, columns: Sequence[int]) -> None:
        super().__init__(view)
        self._view = view
        self._columns = tuple(columns)
        self.measured: set[int] = set()  # rows fitted at the text column's width
        self._width = -1
        # A burst of changes (window layout at start-up, a dragged splitter) re-measures
        # once, after it ends.
        self._remeasure = Debouncer(parent=self)
        self._remeasure.setTimeout(30)
        self._remeasure.triggered.connect(self.measure_visible)
        model = view.model()
        model.rowsInserted.connect(self._on_model_rows_inserted)
        model.rowsRemoved.connect(self._on_model_rows_removed)
        model.rowsMoved.connect(self._on_model_rows_moved)
        model.modelReset.connect(self.forget)
        model.layoutChanged.connect(self.forget)

    def measure_visible(self) -> None:
        """Fit the rows in view (and a few past them) not fitted yet at this width."""
        view = self._view
        width = view.columnWidth(self._columns[-1])
        if width != self._width:
            self.measured.clear()
            self._width = width
        count = view.model().rowCount()
        if not count:
            return
        # A row that grows pushes the ones after it up into view.
        page = max(1, view.viewport().height() // view.verticalHeader().defaultSectionSize())
        top = max(0, view.rowAt(0))
        for row in range(top, min(count, top + page + MEASURE_AHEAD)):
            if row not in self.measured:
                self.fit(row)

    def refit(self, rows: Iterable[int]) -> None:
        """These rows' heights no longer hold (a chapter band came or went): those in view
        are fitted now, the others when they come into view."""
        view = self._view
        top = max(0, view.rowAt(0))
        page = max(1, view.viewport().height() // view.verticalHeader().defaultSectionSize())
        for row in rows:
            self.measured.discard(row)
            if top <= row < top + page + MEASURE_AHEAD:
                self.fit(row)

    def fit(self, row: int) -> None:
        self._view.setRowHeight(row, fitted_height(self._view, row, self._columns))
        self.measured.add(row)

    def soon(self) -> None:
        """Fit the rows in view once a burst of changes is over."""
        self._remeasure.throttle()

    def forget(self) -> None:
        """No height holds any more (rows moved, a reset, an editor's size left behind)."""
        self.measured.clear()
        self._remeasure.throttle()

    @Slot(QModelIndex, int, int)
    def _on_model_rows_inserted(self, parent: QModelIndex, first: int, last: int) -> None:
        # The rows below moved down with their heights: they stay fitted.
        count = last - first + 1
        self.measured = {row if row < first else row + count for row in self.measured}
        self._remeasure.throttle()

    @Slot(QModelIndex, int, int)
    def _on_model_rows_removed(self, parent: QModelIndex, first: int, last: int) -> None:
        count = last - first + 1
        kept = (row for row in self.measured if not first <= row <= last)
        self.measured = {row if row < first else row - count for row in kept}
        self._remeasure.throttle()

    @Slot(QModelIndex, int, int, QModelIndex, int)
    def _on_model_rows_moved(
        self, parent: QModelIndex, start: int, end: int, dest: QModelIndex, row: int
    ) -> None:
        self.forget()


__all__ = ["MEASURE_AHEAD", "RowHeights", "fitted_height"]
