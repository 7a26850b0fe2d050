"""The script table and its line operations (add, delete, duplicate, move, paste, load).

Every operation is one core command pushed on the undo stack, so each is one
Ctrl+Z step.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelectionModel, QPoint, Qt, Signal, Slot
from PySide6.QtGui import QAction, QContextMenuEvent, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QHeaderView,
    QMenu,
    QStyle,
    QTableView,
    QWidget,
)

from studio.core.commands import InsertLines, Macro, MoveLine, RemoveLines
from studio.core.document import Line, new_id
from studio.core.text.script import load_script
from studio.errors import ScriptError
from studio.ui.base.i18n import error_text, said_text
from studio.ui.base.settings import Settings
from studio.ui.panels.chapter_rows import ChapterRows
from studio.ui.panels.delegates import NumberDelegate, TextDelegate, VoiceDelegate
from studio.ui.panels.row_heights import RowHeights
from studio.ui.panels.row_selection import row_runs, selected_rows
from studio.ui.session.script_model import LINE_ID_ROLE, Column
from studio.ui.session.session import StudioSession

MIN_TEXT_WIDTH = 200
# Narrower than this, the text gets the room of the timing columns (they fold, from
# the right); the table itself may go down to MIN_TEXT_WIDTH of text.
ROOMY_TEXT_WIDTH = 320
COLUMN_WIDTHS = {
    Column.NUMBER: 34,
    Column.VOICE: 76,
    Column.STATUS: 92,
    Column.CACHE: 62,
    Column.CACHE_MS: 70,
    Column.FIRST_AUDIO_MS: 84,
    Column.GENERATE_MS: 62,
    Column.RTF: 44,
    Column.DURATION: 66,
}
# The text is what a person works on: the timing columns a narrow window can
# spare are hidden until shown from the header's menu.
OPTIONAL_COLUMNS = (
    Column.CACHE,
    Column.CACHE_MS,
    Column.FIRST_AUDIO_MS,
    Column.GENERATE_MS,
    Column.RTF,
    Column.DURATION,
)
DEFAULT_HIDDEN = (Column.GENERATE_MS, Column.RTF)


# The cells whose text may take more than one line (the others never set a row's height).
WRAPPING_COLUMNS = (Column.VOICE, Column.TEXT)


class ScriptEditor(QTableView):
    """The table of lines. Operations act on the selected rows."""

    # One sentence for the status bar: what a paste or an edit in a cell changed.
    sig_notice = Signal(str)

    def __init__(
        self, session: StudioSession, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._session = session
        self._settings = settings
        self.setModel(session.model)
        session.model.sig_notice.connect(self.sig_notice)
        self.setObjectName("scriptTable")
        self.setAccessibleName(self.tr("Script"))
        self.setAccessibleDescription(
            self.tr("The script's lines: voice, text, render status and cache outcome")
        )
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Tab leaves the table for the next panel (the arrows move between cells): a
        # keyboard user is never kept in it.
        self.setTabKeyNavigation(False)
        # Space plays and Delete deletes lines, so only these keys start an edit;
        # a click on a selected line selects, it does not open the editor.
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setShowGrid(False)
        self.verticalHeader().hide()
        # Fixed rows, re-measured only when a line's text changes: ResizeToContents
        # would measure every row on each live progress update while rendering.
        # Only the rows in view are measured (a 5,000-line script would take seconds);
        # the others when they scroll into view.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.verticalHeader().setMinimumSectionSize(30)
        self.verticalHeader().setDefaultSectionSize(32)
        self._voice_delegate = VoiceDelegate(lambda: session.document, self)
        self._text_delegate = TextDelegate(self._grow_row, self)
        self._number_delegate = NumberDelegate(self)
        self.setItemDelegateForColumn(Column.NUMBER, self._number_delegate)
        self.setItemDelegateForColumn(Column.VOICE, self._voice_delegate)
        self.setItemDelegateForColumn(Column.TEXT, self._text_delegate)
        self._text_delegate.closeEditor.connect(self._on_text_editor_closed)
        # Row heights follow the text as rows come into view, at the text column's width;
        # made before the chapter rows, so that rows inserted have moved their heights
        # along before the chapter rows ask for theirs again.
        self.heights = RowHeights(self, WRAPPING_COLUMNS)
        self.chapters = ChapterRows(self, session.model, self, self.heights.refit)
        self._text_delegate.chapters = self.chapters
        self._context_actions: list[QAction | None] = []
        header = self.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(Column.TEXT, QHeaderView.ResizeMode.Stretch)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header.customContextMenuRequested.connect(self._on_header_context_menu_requested)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Measured while every column shows (a hidden section has no size hint).
        self._widths = {column: self._column_width(column) for column in COLUMN_WIDTHS}
        for column, width in self._widths.items():
            self.setColumnWidth(column, width)
        hidden = settings.hidden_script_columns
        # The person's choice; a narrow table folds more of them away (_fit_columns).
        self._unwanted = {
            c
            for c in OPTIONAL_COLUMNS
            if (c.name.lower() in hidden if hidden is not None else c in DEFAULT_HIDDEN)
        }
        self._update_minimum_width()
        self._fit_columns()
        session.model.sig_text_changed.connect(self._on_model_text_changed)
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        header.sectionResized.connect(self._on_header_section_resized)

    def _column_width(self, column: Column) -> int:
        """Wide enough for its values and for its whole title."""
        return max(COLUMN_WIDTHS[column], self.horizontalHeader().sectionSizeHint(column))

    def _kept_width(self) -> int:
        """The columns that never fold, the frame and a vertical scroll bar."""
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        kept = (c for c in COLUMN_WIDTHS if c not in OPTIONAL_COLUMNS)
        return sum(self._widths[c] for c in kept) + 2 * self.frameWidth() + bar

    def _update_minimum_width(self) -> None:
        """The text must stay readable: the splitter may not squeeze the table below
        its fixed columns plus a usable text column (timing columns fold first)."""
        self.setMinimumWidth(self._kept_width() + MIN_TEXT_WIDTH)

    def _fit_columns(self) -> None:
        """Show the chosen timing columns that leave the text ROOMY_TEXT_WIDTH, from the
        left; the others fold away until the table is wider."""
        room = self.width() - self._kept_width() - ROOMY_TEXT_WIDTH
        for column in OPTIONAL_COLUMNS:
            width = self._widths[column]
            show = column not in self._unwanted and width <= room
            if column not in self._unwanted:
                room = room - width if show else -1  # one folded: so are those after it
            if self.isColumnHidden(column) == show:
                self.setColumnHidden(column, not show)
                if show:
                    self.setColumnWidth(column, width)

    def column_shown(self, column: Column) -> bool:
        """Whether the person chose to see an optional column (it shows where it fits)."""
        return column not in self._unwanted

    def set_column_shown(self, column: Column, shown: bool) -> None:
        """Show or hide an optional column; remembered for the next start."""
        if shown:
            self._unwanted.discard(column)
        else:
            self._unwanted.add(column)
        self._settings.hidden_script_columns = [
            c.name.lower() for c in OPTIONAL_COLUMNS if c in self._unwanted
        ]
        self._fit_columns()

    @Slot(QPoint)
    def _on_header_context_menu_requested(self, pos: QPoint) -> None:
        self.column_menu().exec(self.horizontalHeader().mapToGlobal(pos))

    def column_menu(self) -> QMenu:
        """Which timing columns the table shows."""
        menu = QMenu(self)
        model = self._session.model
        for column in OPTIONAL_COLUMNS:
            title = model.headerData(column, Qt.Orientation.Horizontal)
            action = menu.addAction(str(title))
            action.setCheckable(True)
            action.setChecked(self.column_shown(column))
            action.setData(int(column))
            action.toggled.connect(self._on_column_action_toggled)
        return menu

    @Slot(bool)
    def _on_column_action_toggled(self, shown: bool) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.set_column_shown(Column(int(action.data())), shown)

    # --- row heights: fitted as rows come into view ------------------------

    def measure_visible_rows(self) -> None:
        """Fit the rows in view (and a page around them) to their text, once per width."""
        self.heights.measure_visible()

    @Slot(int)
    def _on_scrolled(self, value: int) -> None:
        self.measure_visible_rows()

    @Slot(int)
    def _on_model_text_changed(self, row: int) -> None:
        self.heights.fit(row)

    def _grow_row(self, row: int, height: int) -> None:
        """The text editor of ``row`` needs ``height`` pixels: the row grows, the
        rows below move down (the editor never covers them)."""
        if height > self.rowHeight(row):
            self.setRowHeight(row, height)

    @Slot(QWidget, QAbstractItemDelegate.EndEditHint)
    def _on_text_editor_closed(
        self, editor: QWidget, hint: QAbstractItemDelegate.EndEditHint
    ) -> None:
        # A cancelled edit leaves the row as tall as the editor was.
        self.heights.forget()

    @Slot(int, int, int)
    def _on_header_section_resized(self, column: int, old: int, new: int) -> None:
        if column == Column.TEXT:
            self.heights.soon()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_columns()
        self.heights.soon()

    # --- selection -----------------------------------------------------

    def selected_line_ids(self) -> list[str]:
        rows = selected_rows(self.selectionModel())
        if not rows and self.currentIndex().isValid():
            rows = [self.currentIndex().row()]
        model = self._session.model
        return [model.line_at(row).id for row in rows if row < model.rowCount()]

    def current_line_id(self) -> str | None:
        index = self.currentIndex()
        if not index.isValid():
            ids = self.selected_line_ids()
            return ids[0] if ids else None
        return str(index.siblingAtColumn(0).data(LINE_ID_ROLE))

    def select_lines(self, line_ids: list[str]) -> None:
        """Select these lines (the first is the current one), all in one change of selection.

        Every change of selection refreshes the panels that show the selected lines, so
        selecting line by line cost k refreshes of up to k lines each: 100 duplicated
        lines held the GUI thread for 0.4-1 s.
        """
        model = self._session.model
        rows: list[int] = []
        for line_id in line_ids:
            try:
                rows.append(model.row_of(line_id))
            except KeyError:
                continue
        selection = self.selectionModel()
        selection.clearSelection()
        if not rows:
            return
        # The view's own current index (the anchor of a Shift+click), then the rest at once.
        self.setCurrentIndex(model.index(rows[0], Column.TEXT))
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        selection.select(row_runs(model, rows), flags)

    # --- operations ----------------------------------------------------

    def _default_voice(self) -> str:
        current = self.current_line_id()
        if current is not None:
            return self._session.document.line(current).voice
        voices = self._session.document.voices
        return voices[0].name if voices else ""

    def _insert_row(self) -> int:
        ids = self.selected_line_ids()
        if not ids:
            return len(self._session.document.lines)
        return self._session.model.row_of(ids[-1]) + 1

    def insert_texts(
        self,
        items: list[tuple[str, str]],
        label: str,
        chapters: Sequence[str | None] | None = None,
    ) -> list[str]:
        """Insert (voice, text) lines after the selection as one undo step;
        ``chapters`` gives the title of the chapter each line starts (or None)."""
        titles = list(chapters) if chapters is not None else [None] * len(items)
        lines = tuple(
            Line(new_id(), text, voice, chapter=title)
            for (voice, text), title in zip(items, titles, strict=True)
        )
        return self.insert_lines(lines, label)

    def insert_lines(self, lines: tuple[Line, ...], label: str) -> list[str]:
        """Insert lines after the selection as one undo step; returns their ids."""
        if not lines:
            return []
        start = self._insert_row()
        positions = tuple(range(start, start + len(lines)))
        self._session.edit(InsertLines(positions, lines, label))
        ids = [line.id for line in lines]
        self.select_lines(ids)
        return ids

    def add_line(self) -> None:
        ids = self.insert_texts(
            [(self._default_voice(), self.tr("New line."))], self.tr("Add line")
        )
        if ids:
            row = self._session.model.row_of(ids[0])
            self.edit(self._session.model.index(row, Column.TEXT))

    def delete_lines(self) -> None:
        ids = self.selected_line_ids()
        if ids:
            self._session.edit(RemoveLines(tuple(ids), self.tr("Delete lines")))

    def duplicate_lines(self) -> None:
        ids = self.selected_line_ids()
        if not ids:
            return
        doc = self._session.document
        last = doc.index_of(ids[-1])
        copies = tuple(
            Line(new_id(), doc.line(i).text, doc.line(i).voice, doc.line(i).params) for i in ids
        )
        positions = tuple(range(last + 1, last + 1 + len(copies)))
        self._session.edit(InsertLines(positions, copies, self.tr("Duplicate lines")))
        self.select_lines([line.id for line in copies])

    def move_lines(self, delta: int) -> None:
        ids = self.selected_line_ids()
        doc = self._session.document
        if not ids:
            return
        rows = [doc.index_of(i) for i in ids]
        if min(rows) + delta < 0 or max(rows) + delta >= len(doc.lines):
            return
        # Moving down, the lowest line moves first so the others keep their places.
        order = sorted(zip(rows, ids, strict=True), reverse=delta > 0)
        moves = tuple(MoveLine(line_id, row + delta) for row, line_id in order)
        self._session.edit(Macro(moves, self.tr("Move lines")))
        self.select_lines(ids)

    def paste_lines(self) -> int:
        """Paste clipboard text as lines (``NAME: text`` picks a voice); returns how many."""
        return len(self.add_script_text(QGuiApplication.clipboard().text(), self.tr("Paste lines")))

    def add_script_text(
        self, text: str, label: str, voice_names: list[str] | None = None
    ) -> list[str]:
        """Insert a script's lines (through the same normaliser as Import and the
        command line); ``voice_names`` stands in for voices still loading. What the
        normaliser changed, or why nothing was added, is said once (sig_notice)."""
        names = voice_names or [voice.name for voice in self._session.document.voices]
        default = self._default_voice()
        # A script needs at least one voice; "?" marks lines with no voice yet.
        voices = names or [default or "?"]
        if default in voices:
            voices = [default] + [v for v in voices if v != default]
        try:
            script = load_script(text, voices)
        except ScriptError as exc:
            self.sig_notice.emit(error_text(exc))
            return []
        if script.notes:
            # Together: the status bar shows one message, and a second would hide the first.
            self.sig_notice.emit(" ".join(said_text(note) for note in script.notes))
        lines = tuple(
            Line(new_id(), line.text, line.voice, chapter=line.chapter) for line in script.lines
        )
        return self.insert_lines(lines, label)

    def set_context_actions(self, actions: list[QAction | None]) -> None:
        """What a right click on a line offers (None: a separator)."""
        self._context_actions = list(actions)

    def context_menu(self) -> QMenu:
        menu = QMenu(self)
        for action in self._context_actions:
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        return menu

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        if not self._context_actions:
            super().contextMenuEvent(event)
            return
        index = self.indexAt(event.pos())
        if index.isValid() and not self.selectionModel().isRowSelected(index.row()):
            self.select_lines([self._session.model.line_at(index.row()).id])
        self.context_menu().exec(event.globalPos())

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not event.modifiers():
            index = self.currentIndex()
            if index.isValid() and self.state() != QAbstractItemView.State.EditingState:
                self.edit(index.siblingAtColumn(Column.TEXT))
                return
        super().keyPressEvent(event)
