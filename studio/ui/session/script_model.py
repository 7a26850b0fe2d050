"""The script table: a thin QAbstractTableModel over a core ``Document``.

The document is changed only by core commands passed to ``apply``: the command
runs on a shallow copy, and the copy's lines are then moved into the real
document step by step (remove, insert, move, replace) with the matching Qt
signals, so views keep their selection and editors across any command,
including macros. Render progress (queued, rendering, failed) is GUI state,
not document state: it lives in ``_runtime`` beside the document. Text typed in
a cell is cleaned and split as an import would (``script_import.prepare_edit``),
and what that changed is said once (``sig_notice``).

Narration: the text's tooltip shows what is spoken (dictionary,
normalisation, pauses) and a bad pause marks the text; a chapter's first
line carries its title (``CHAPTER_ROLE``); a take flagged by review shows
"review" in the status, with the reasons (``review_source``, kept by the
session's ``TakeReviews``).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass, fields
from typing import Any, Literal

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush

from studio.core.commands import Command, SetVoice
from studio.core.document import Document, Line, Take
from studio.core.line_writes import LineWrites
from studio.core.review.review import LineReview
from studio.core.script_import import prepare_edit
from studio.core.text.pronunciation import PronunciationDictionary
from studio.render.failures import no_voice
from studio.ui.base.i18n import localized, said_text
from studio.ui.base.resources import icon
from studio.ui.kit.theme import color, status_icon
from studio.ui.session.review_text import review_text
from studio.ui.session.row_sync import reshape_rows
from studio.ui.session.script_columns import (
    CACHE_OUTCOMES,
    cache_title,
    header_tips,
    header_titles,
    status_titles,
)
from studio.ui.session.script_columns import Column as Column  # re-exported: views use it
from studio.ui.session.spoken_text import spoken_tooltip

Index = QModelIndex | QPersistentModelIndex
RuntimeStatus = Literal["queued", "rendering", "failed"]
# "missing": a take matches the line but its audio file is gone.
LineStatus = Literal["stale", "queued", "rendering", "done", "failed", "missing"]

LINE_ID_ROLE = Qt.ItemDataRole.UserRole + 1
STATUS_ROLE = Qt.ItemDataRole.UserRole + 2
CHAPTER_ROLE = Qt.ItemDataRole.UserRole + 3  # the title of the chapter the line starts, or None
REVIEW_ROLE = Qt.ItemDataRole.UserRole + 4  # the LineReview of the shown take, if flagged


# More changed lines than this are repainted with one signal for the whole table.
REFRESH_ONE_BY_ONE = 32

# Made once: a page of the table asks ``data`` and ``flags`` thousands of times, and
# building an enum member or combining Qt's flags is a Python call each time.
_COLUMNS = tuple(Column)
_SELECTABLE = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
_EDITABLE = _SELECTABLE | Qt.ItemFlag.ItemIsEditable
# The columns that show a figure of the line's take, and how.
_TAKE_COLUMNS: dict[Column, Callable[[Take], Any]] = {
    Column.CACHE: lambda take: cache_title(take.cache_outcome),
    Column.CACHE_MS: lambda take: f"{take.cache_ms:.0f}",
    Column.FIRST_AUDIO_MS: lambda take: (
        None if take.first_audio_ms is None else f"{take.first_audio_ms:.0f}"
    ),
    Column.GENERATE_MS: lambda take: f"{take.generate_ms:.0f}",
    Column.RTF: lambda take: (
        None if take.real_time_factor is None else localized("{0:.2f}", take.real_time_factor)
    ),
    Column.DURATION: lambda take: localized("{0:.2f} s", take.audio_seconds),
}


@dataclass(frozen=True)
class LineRuntime:
    """A line's render state: the one table of it (``LineRenders`` keeps it)."""

    status: RuntimeStatus
    message: str = ""
    progress_s: float = 0.0
    jobs: int = 0  # its jobs queued or rendering (best of N has several)


class ScriptModel(QAbstractTableModel):
    """Rows are the document's lines; edits become commands sent to ``command_sink``."""

    sig_voices_changed = Signal()
    sig_document_changed = Signal()
    sig_text_changed = Signal(int)  # row whose text changed (views re-measure its height)
    sig_lines_edited = Signal(list)  # ids of lines whose text, voice or settings changed
    sig_notice = Signal(str)  # one sentence for the status bar: what an edit in a cell changed

    def __init__(self, document: Document | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._doc = document or Document()
        self._runtime: dict[str, LineRuntime] = {}
        self._playing: str | None = None
        # Milliseconds from pressing Play to the line's first sound, the last time it was played.
        self._first_sound: dict[str, float] = {}
        self.command_sink: Callable[[Command], None] = self._apply_discarding
        # Which take ids have their audio at hand (the session's take store).
        self.audio_source: Callable[[], Container[str] | None] = lambda: None
        # The review of a line's chosen take (the session's TakeReviews).
        self.review_source: Callable[[str], LineReview | None] = lambda line_id: None
        # What ``data`` answers for each role other than the text shown or edited.
        role = Qt.ItemDataRole
        self._roles: dict[int, Callable[[Line, int, Column], Any]] = {
            LINE_ID_ROLE: lambda line, _row, _col: line.id,
            STATUS_ROLE: lambda line, _row, _col: self.status_of(line),
            CHAPTER_ROLE: lambda line, _row, _col: line.chapter,
            REVIEW_ROLE: lambda line, _row, _col: self.shown_review(line),
            role.DecorationRole: self._decoration,
            role.BackgroundRole: self._background,
            role.AccessibleTextRole: self._accessible,
            role.ToolTipRole: lambda line, _row, column: self._tooltip(line, column),
            role.ForegroundRole: lambda line, _row, column: self._foreground(line, column),
            role.TextAlignmentRole: self._alignment,
            role.SizeHintRole: self._size_hint,
        }

    # --- document ------------------------------------------------------

    @property
    def document(self) -> Document:
        return self._doc

    def set_document(self, document: Document) -> None:
        """Show another document (a project opened from disk)."""
        self.beginResetModel()
        self._doc = document
        self._runtime.clear()
        self._playing = None
        self._first_sound.clear()
        self.endResetModel()
        self.sig_voices_changed.emit()
        self.sig_document_changed.emit()

    def _apply_discarding(self, command: Command) -> None:
        self.apply(command)

    def apply(self, command: Command) -> Command:
        """Apply a command to the document, emitting precise model signals; return its inverse."""
        doc = self._doc
        copy = doc.working_copy()
        copy.lines = LineWrites(copy.lines)
        inverse = command.apply(copy)
        self._sync_lines(copy.lines)
        # Every other field a command may change (voices, defaults, the dictionary,
        # text options, the engine in use) is taken over from the copy.
        changed = set()
        for f in fields(Document):
            if not f.init or f.name == "lines":
                continue
            new, old = getattr(copy, f.name), getattr(doc, f.name)
            if new is not old and new != old:
                setattr(doc, f.name, new)
                changed.add(f.name)
        if "voices" in changed:
            self.sig_voices_changed.emit()
        if changed - {"engine", "model"}:
            # Voices, defaults and text preparation decide which lines are stale.
            self._emit_all_changed()
        self.sig_document_changed.emit()
        return inverse

    def _sync_lines(self, target: list[Line]) -> None:
        edited: list[str] = []
        lines = self._doc.lines
        if isinstance(target, LineWrites) and not target.reshaped and len(target) == len(lines):
            self._replace_rows(target, sorted(target.written), edited)
            return
        if len(lines) == len(target) and all(
            a.id == b.id for a, b in zip(lines, target, strict=True)
        ):
            # Most commands (a take, a text, settings) keep every line in place: only the
            # lines that changed are replaced, with no pass for removals, inserts or moves.
            self._replace_changed(target, edited)
            return
        reshape_rows(self, lines, target, self._runtime)
        self._replace_changed(target, edited)

    def _replace_changed(self, target: list[Line], edited: list[str]) -> None:
        """Put the lines of ``target`` that differ into the document, row for row."""
        self._replace_rows(target, range(len(target)), edited)

    def _replace_rows(self, target: list[Line], rows: Iterable[int], edited: list[str]) -> None:
        lines = self._doc.lines
        for row in rows:
            line = target[row]
            if lines[row] is not line:
                old = lines[row]
                lines[row] = line
                if old.text != line.text:
                    self.sig_text_changed.emit(row)
                if (old.text, old.voice, old.params) != (line.text, line.voice, line.params):
                    edited.append(line.id)
                    # An edited line's old failure no longer describes it.
                    runtime = self._runtime.get(line.id)
                    if runtime is not None and runtime.status == "failed":
                        del self._runtime[line.id]
                self._emit_row_changed(row)
        if edited:
            self.sig_lines_edited.emit(edited)

    # --- lookups -------------------------------------------------------

    def line_at(self, row: int) -> Line:
        return self._doc.lines[row]

    def row_of(self, line_id: str) -> int:
        return self._doc.index_of(line_id)

    def line_ids(self) -> list[str]:
        return [line.id for line in self._doc.lines]

    def status_of(self, line: Line) -> LineStatus:
        runtime = self._runtime.get(line.id)
        if runtime is not None and runtime.status != "failed":
            return runtime.status
        audio = self.audio_source()
        if not self._doc.is_stale(line, audio):
            return "done"
        if runtime is not None:
            return "failed"
        if audio is not None and self._doc.lost_audio(line, audio):
            return "missing"
        return "stale"

    def shown_take(self, line: Line) -> tuple[Take | None, bool]:
        """The take whose numbers the row shows, and whether it matches the line."""
        take = self._doc.matching_take(line, self.audio_source())
        if take is not None:
            return take, True
        return line.current_take, False

    # --- runtime state -------------------------------------------------

    def set_runtime(self, line_id: str, runtime: LineRuntime | None) -> None:
        if runtime is None:
            if self._runtime.pop(line_id, None) is None:
                return
        else:
            self._runtime[line_id] = runtime
        try:
            row = self.row_of(line_id)
        except KeyError:
            return
        self._emit_row_changed(row)

    def runtime(self, line_id: str) -> LineRuntime | None:
        return self._runtime.get(line_id)

    def set_playing(self, line_id: str | None) -> None:
        previous, self._playing = self._playing, line_id
        for changed in (previous, line_id):
            if changed is not None:
                try:
                    self._emit_row_changed(self.row_of(changed))
                except KeyError:
                    pass

    @property
    def playing(self) -> str | None:
        return self._playing

    def set_first_sound(self, line_id: str, ms: float) -> None:
        """How long the line took from Play to its first sound (its 1st-audio tooltip)."""
        self._first_sound[line_id] = ms
        try:
            self._emit_row_changed(self.row_of(line_id))
        except KeyError:
            pass

    def first_sound(self, line_id: str) -> float | None:
        return self._first_sound.get(line_id)

    def _emit_row_changed(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(Column) - 1))

    def set_global_pronunciation(self, dictionary: PronunciationDictionary) -> None:
        """Put the user's global dictionary in force: it is not the project's, so this is
        no command and never undone; the lines it changes go stale."""
        self._doc.global_pronunciation = dictionary
        self._emit_all_changed()
        self.sig_document_changed.emit()

    def refresh_lines(self, line_ids: list[str]) -> None:
        """Repaint these lines (derived state shown in them changed)."""
        if len(line_ids) > REFRESH_ONE_BY_ONE:
            # Many lines (the reviews of a whole opened project): one signal, and no
            # search for each line's row.
            self._emit_all_changed()
            return
        for line_id in line_ids:
            try:
                self._emit_row_changed(self.row_of(line_id))
            except KeyError:
                pass

    def shown_review(self, line: Line) -> LineReview | None:
        """The flags of the take a done line shows, if it has any."""
        review = self.review_source(line.id)
        if review is None or not review.flagged or self.status_of(line) != "done":
            return None
        take, _ = self.shown_take(line)
        return review if take is not None and take.id == review.take_id else None

    def _emit_all_changed(self) -> None:
        if self._doc.lines:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._doc.lines) - 1, len(Column) - 1)
            )

    # --- Qt model API --------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._doc.lines)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return header_titles()[Column(section)]
        if role == Qt.ItemDataRole.ToolTipRole:
            return header_tips()[Column(section)]
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _EDITABLE if index.column() in (Column.VOICE, Column.TEXT) else _SELECTABLE

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._doc.lines):
            return None
        line = self._doc.lines[index.row()]
        column = _COLUMNS[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return self._display(line, column, role)
        answer = self._roles.get(role)
        return None if answer is None else answer(line, index.row(), column)

    def _decoration(self, line: Line, row: int, column: Column) -> Any:
        if column == Column.STATUS:
            if self.shown_review(line) is not None:
                return status_icon("review")
            return status_icon(self.status_of(line))
        if column == Column.TEXT:
            return icon("text-warning") if self._doc.spoken(line).problem else None
        return None

    def _background(self, line: Line, row: int, column: Column) -> Any:
        # Colours are read at paint time, so a change of scheme shows at once.
        if line.id == self._playing:
            return QBrush(color("row.playing"))
        return QBrush(color("row.chapter")) if line.chapter is not None else None

    def _accessible(self, line: Line, row: int, column: Column) -> Any:
        if column not in (Column.STATUS, Column.CACHE):
            return None
        take, _ = self.shown_take(line)  # a screen reader hears the row's state as text
        status = self._display(line, Column.STATUS, Qt.ItemDataRole.DisplayRole)
        cache = cache_title(take.cache_outcome) if take is not None else self.tr("no take")
        return self.tr("Line {0}: {1}; prompt cache: {2}").format(row + 1, status, cache)

    def _alignment(self, line: Line, row: int, column: Column) -> Any:
        if column in (Column.VOICE, Column.TEXT):
            return None
        if column in (Column.STATUS, Column.CACHE):
            return int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        return int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight)

    def _size_hint(self, line: Line, row: int, column: Column) -> Any:
        return QSize(36, 28) if column == Column.NUMBER else None

    def _display(self, line: Line, column: Column, role: int) -> Any:
        if column == Column.NUMBER:
            # The line number is a position, not data: NumberDelegate draws it,
            # so inserting a line does not change the data of the rows after it.
            return None
        if column == Column.VOICE:
            return line.voice
        if column == Column.TEXT:
            return line.text
        if column == Column.STATUS:
            return self._status_display(line, role)
        take, _ = self.shown_take(line)
        shown = _TAKE_COLUMNS.get(column)
        return None if take is None or shown is None else shown(take)

    def _status_display(self, line: Line, role: int) -> Any:
        status = self.status_of(line)
        if role == Qt.ItemDataRole.DisplayRole and status == "rendering":
            runtime = self._runtime.get(line.id)
            progress = runtime.progress_s if runtime else 0.0
            return localized(self.tr("rendering {0:.1f} s"), progress)
        if self.shown_review(line) is not None:
            return self.tr("review")
        return status_titles()[status]

    def _tooltip(self, line: Line, column: Column) -> Any:
        runtime = self._runtime.get(line.id)
        if column == Column.STATUS:
            status = self.status_of(line)
            if status == "failed" and runtime is not None:
                return runtime.message
            if status == "stale":
                return self.tr("No take matches this line's text, voice and settings; render it.")
            if status == "missing":
                return self.tr("The take's audio file is gone; render the line again.")
            review = self.shown_review(line)
            if review is not None:
                return self.tr("Listen to this take:\n{0}").format(review_text(review))
            return None
        if column == Column.VOICE and self._doc.voice(line.voice) is None:
            return said_text(no_voice(line.voice))
        if column == Column.TEXT:
            return spoken_tooltip(line, self._doc.spoken(line))
        first_sound = self._first_sound.get(line.id)
        if column == Column.FIRST_AUDIO_MS and first_sound is not None:
            return localized(self.tr("Play to first sound: {0:.0f} ms"), first_sound)
        take, matches = self.shown_take(line)
        if take is not None and not matches and column >= Column.CACHE:
            return self.tr("From an older take: the line changed since.")
        return None

    def _foreground(self, line: Line, column: Column) -> Any:
        if column == Column.STATUS:
            if self.shown_review(line) is not None:
                return QBrush(color("review"))
            return QBrush(color(f"status.{self.status_of(line)}"))
        if column == Column.VOICE and self._doc.voice(line.voice) is None:
            return QBrush(color("status.failed"))
        if column >= Column.CACHE:
            take, matches = self.shown_take(line)
            if take is None:
                return None
            if not matches:
                return QBrush(color("status.stale"))
            if column == Column.CACHE:
                outcome = take.cache_outcome
                return QBrush(color(f"cache.{outcome if outcome in CACHE_OUTCOMES else 'off'}"))
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        line = self._doc.lines[index.row()]
        if index.column() == Column.TEXT:
            # Cleaned and split as an import would (one rule for every way text comes in).
            edit = prepare_edit(self._doc, line.id, str(value))
            if edit is None:
                return False
            for step in edit.steps:
                self.command_sink(step)
            notes = [said_text(note) for note in edit.notes]
            if edit.pieces > 1:
                notes.append(
                    self.tr(
                        "The line was split into {0} lines, as an import would split it; "
                        "Undo (Ctrl+Z) gives back the one long line."
                    ).format(edit.pieces)
                )
            if notes:
                self.sig_notice.emit(" ".join(notes))
            return True
        if index.column() == Column.VOICE:
            voice = str(value)
            if voice == line.voice:
                return False
            self.command_sink(SetVoice((line.id,), (voice,)))
            return True
        return False
