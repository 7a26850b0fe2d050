"""A table's selected rows, read and set a range at a time rather than a row or a cell
at a time.

A selection built range by range changes once; selecting row by row changes it
(and refreshes everything that shows the selected lines) once per row. Reading
the rows from the ranges asks the model nothing; Qt's ``selectedRows()`` asks it
for the flags of every selected cell, 50,000 calls into Python for a whole book.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel, QItemSelection, QItemSelectionModel


def row_runs(model: QAbstractItemModel, rows: Iterable[int]) -> QItemSelection:
    """The rows (in any order, repeats allowed) as one range per run of consecutive rows,
    in column 0 (select them with ``Rows`` for whole rows)."""
    selection = QItemSelection()
    ordered = sorted(set(rows))
    if not ordered:
        return selection
    start = end = ordered[0]
    for row in ordered[1:]:
        if row != end + 1:
            selection.select(model.index(start, 0), model.index(end, 0))
            start = row
        end = row
    selection.select(model.index(start, 0), model.index(end, 0))
    return selection


def selected_rows(selection: QItemSelectionModel) -> list[int]:
    """The rows the selection touches, in order: whole rows, in a table that selects rows."""
    ranges = selection.selection()
    spans = (ranges.at(i) for i in range(ranges.count()))
    return sorted({row for span in spans for row in range(span.top(), span.bottom() + 1)})


__all__ = ["row_runs", "selected_rows"]
