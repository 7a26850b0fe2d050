"""Reshaping the script table's rows to a new list of lines, in runs.

Rows go and come in runs, one signal each: a book's import (or its undo) is one
insert of thousands of rows, not thousands of inserts that each make the views
look at every row.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex

from studio.core.document import Line


def reshape_rows(
    model: QAbstractItemModel, lines: list[Line], target: list[Line], runtime: dict[str, Any]
) -> None:
    """Remove, insert and move rows of ``lines`` (in place) until its ids are ``target``'s."""
    wanted = {line.id for line in target}
    last = len(lines) - 1
    while last >= 0:
        if lines[last].id in wanted:
            last -= 1
            continue
        first = last
        while first > 0 and lines[first - 1].id not in wanted:
            first -= 1
        model.beginRemoveRows(QModelIndex(), first, last)
        for removed in lines[first : last + 1]:
            runtime.pop(removed.id, None)
        del lines[first : last + 1]
        model.endRemoveRows()
        last = first - 1
    present = {line.id for line in lines}
    row = 0
    while row < len(target):
        if target[row].id in present:
            row += 1
            continue
        end = row + 1
        while end < len(target) and target[end].id not in present:
            end += 1
        model.beginInsertRows(QModelIndex(), row, end - 1)
        lines[row:row] = target[row:end]
        model.endInsertRows()
        row = end
    for row, line in enumerate(target):
        if lines[row].id != line.id:
            source = next(i for i in range(row + 1, len(lines)) if lines[i].id == line.id)
            model.beginMoveRows(QModelIndex(), source, source, QModelIndex(), row)
            lines.insert(row, lines.pop(source))
            model.endMoveRows()
