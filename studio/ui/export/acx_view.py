"""The ACX results of an export: each file as read back, one line per check with its advice."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from studio.core.exports.export import ExportResult
from studio.core.sound.acx import FLOOR_DB, AcxCheck
from studio.ui.base.i18n import localized, said_text
from studio.ui.kit.theme import color

# Whether a row passed (True), failed (False) or is a note (absent): its colour follows.
PASSED_ROLE = Qt.ItemDataRole.UserRole + 1


class AcxView(QTreeWidget):
    """Files at the top (passes or not), their checks below; failed checks say what to do."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("acxResults")
        self.setAccessibleName(self.tr("ACX check results"))
        self.setColumnCount(3)
        self.setHeaderLabels([self.tr("Check"), self.tr("Measured"), self.tr("ACX asks")])
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(True)

    def show_results(self, results: Sequence[ExportResult]) -> int:
        """Fill in the checks of every file; returns how many files were checked."""
        self.clear()
        files = 0
        for result in results:
            if result.acx_fit is not None:
                fit = result.acx_fit
                note = QTreeWidgetItem(
                    [
                        localized(
                            self.tr("Normalised to {0:.1f} LUFS with a {1:g} dBTP ceiling"),
                            fit.target_lufs,
                            fit.ceiling_dbtp,
                        ),
                        "",
                        "",
                    ]
                )
                self.addTopLevelItem(note)
            for name, report in result.acx:
                files += 1
                verdict = self.tr("passes ACX") if report.passed else self.tr("does not pass ACX")
                top = QTreeWidgetItem([f"{name}: {verdict}", "", ""])
                self._mark(top, report.passed)
                for check in report.checks:
                    top.addChild(self._check_item(check))
                self.addTopLevelItem(top)
                top.setExpanded(not report.passed or files == 1)
        return files

    def _measured(self, check: AcxCheck) -> str:
        if check.shown_said is not None or not check.unit:
            # a word from the file (MP3, CBR, mono) or said
            return said_text(check.shown_said) if check.shown_said is not None else ""
        if check.unit == "dB":
            if check.value <= FLOOR_DB:
                return self.tr("silent")
            return localized(self.tr("{0:.1f} dB"), check.value)
        if check.unit == "s":
            return localized(self.tr("{0:.2f} s"), check.value)
        if check.unit == "min":
            return localized(self.tr("{0:.1f} min"), check.value)
        if check.unit == "Hz":
            return localized(self.tr("{0:.0f} Hz"), check.value)
        return localized(self.tr("{0:.0f} kbps"), check.value)

    def _check_item(self, check: AcxCheck) -> QTreeWidgetItem:
        measured = self._measured(check)
        mark = "✓" if check.passed else "✗"
        text = f"{mark} {said_text(check.name_said)}"
        if check.advice_said is not None:
            text += f": {said_text(check.advice_said)}"
        item = QTreeWidgetItem([text, measured, said_text(check.requirement_said)])
        self._mark(item, check.passed)
        item.setToolTip(0, text)
        return item

    def _mark(self, item: QTreeWidgetItem, passed: bool) -> None:
        item.setData(0, PASSED_ROLE, passed)
        item.setForeground(0, QBrush(color("acx.pass" if passed else "acx.fail", self.palette())))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the colour scheme changed
            for item in self._items():
                passed = item.data(0, PASSED_ROLE)
                if isinstance(passed, bool):
                    self._mark(item, passed)

    def _items(self) -> list[QTreeWidgetItem]:
        out: list[QTreeWidgetItem] = []
        for i in range(self.topLevelItemCount()):
            top = self.topLevelItem(i)
            if top is None:
                continue
            out.append(top)
            out += [child for j in range(top.childCount()) if (child := top.child(j)) is not None]
        return out

    def lines(self) -> list[str]:
        """Every row's first column, files then their checks (tests read it)."""
        return [item.text(0) for item in self._items()]


__all__ = ["AcxView"]
