"""Import of a book (EPUB, DOCX, PDF, HTML): read it, pick chapters, insert its lines.

Everything that grows with the book runs on the project-file thread
(``FileJobs``): reading and parsing the file, then finding its dialogue and
splitting it into lines (``prepare_book_import``, on a snapshot of the
document). The GUI thread only shows the chapter picker (one row per
chapter) and applies the one undoable step that inserts the lines, in one
model signal. Progress goes to the status bar as each stage and chapter
starts (``sig_progress``); the outcome is ``sig_imported`` or ``sig_failed``.

A project opened (or a new one started) while the book is read is left
alone: the import is dropped, with a sentence saying so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtWidgets import QDialog, QWidget

from studio.core.books import Book, BookChapter, prepare_book_import, read_book, story_chapters
from studio.core.books.narration_time import words_per_minute
from studio.core.commands import Command, InsertLines, Macro
from studio.core.document import Document
from studio.core.history.cast_edits import SetCast
from studio.core.script_import import ScriptImport
from studio.core.store.snapshot import snapshot_document
from studio.ui.base.heap import freeze_long_lived
from studio.ui.base.i18n import error_text, said_text
from studio.ui.books.chapter_picker import ChapterPicker
from studio.ui.project.host import ProjectHost
from studio.ui.session.session import StudioSession

IMPORT_LABEL = "Import book"
FINISH_DELAY_MS = 10
# Chooses the chapters: (book, words per minute, narrator) -> chapters, or None to cancel.
ChapterChoice = Callable[[Book, float, str], Sequence[BookChapter] | None]


class ImportProgress(QObject):
    """Made on the GUI thread; the pool thread emits, the GUI thread's slots run."""

    sig_step = Signal(str)


@dataclass
class _Pending:
    path: Path
    doc: Document  # the session's document when the import began
    at: int | None
    narrator: str
    book: Book | None = None


@dataclass(frozen=True)
class PreparedBook:
    """What the project-file thread hands over: the import and what it counted."""

    imported: ScriptImport
    line_ids: list[str]
    chapters: int
    speakers: int


class BookImportFlow(QObject):
    sig_progress = Signal(str)  # what is being done now, for the status bar
    sig_imported = Signal(object)  # list of the ids of the lines inserted (object: no copy)
    sig_failed = Signal(str)  # one sentence

    def __init__(
        self,
        host: ProjectHost,
        session: StudioSession,
        window: QWidget,
        selected_line_ids: Callable[[], list[str]],
        select_lines: Callable[[list[str]], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._host = host
        self._session = session
        self._window = window
        self._selected = selected_line_ids
        self._select = select_lines
        self._pending: _Pending | None = None
        self._progress = ImportProgress(self)
        self._progress.sig_step.connect(self.sig_progress)
        self.sig_progress.connect(self._on_self_progress)
        # Tests and scripted runs replace the question (default: the picker, or the
        # story chapters when the window asks nothing).
        self.choose_chapters: ChapterChoice = self._choose_in_dialog

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def import_book(self, path: Path) -> bool:
        """Start importing ``path`` after the selection; False when one is in progress."""
        if self._pending is not None:
            self._host._show_message(
                self.tr("{0} is still being imported; wait for it first.").format(
                    self._pending.path.name
                )
            )
            return False
        doc = self._session.document
        ids = self._selected()
        at = doc.index_of(ids[-1]) + 1 if ids else None
        narrator = doc.cast.narrator or (doc.line(ids[-1]).voice if ids else "")
        narrator = narrator or (doc.voices[0].name if doc.voices else "")
        self._pending = _Pending(path, doc, at, narrator)
        self._host._set_busy(1, self.tr("Reading {0}…").format(path.name))
        self.sig_progress.emit(self.tr("Reading {0}…").format(path.name))
        self._host.jobs.run(
            read_book, path, returned=self._on_read_returned, errored=self._on_job_errored
        )
        return True

    # --- reading -------------------------------------------------------

    @Slot(object)
    def _on_read_returned(self, book: Book) -> None:
        pending = self._pending
        assert pending is not None
        self._host._set_busy(-1, "")
        if not self._still_current(pending):
            return
        pending.book = book
        rate = self._session.reviews.speaking_rate(pending.narrator).seconds_per_char
        chosen = self.choose_chapters(book, words_per_minute(rate), pending.narrator)
        if not chosen:
            self._pending = None
            self.sig_progress.emit(self.tr("Import of {0} cancelled.").format(pending.path.name))
            return
        snapshot = snapshot_document(self._session.document)
        progress = self._progress
        name = pending.path.name
        template = self.tr("Finding the dialogue of {0}: chapter {1} of {2}…")

        def prepare() -> PreparedBook:  # the project-file thread
            # The book lives until its lines are in: out of the collector's walks, which
            # would hold every thread (the GUI's too) while they look at it.
            freeze_long_lived()

            def step(done: int, total: int) -> None:
                freeze_long_lived()  # the lines made so far, likewise
                progress.sig_step.emit(template.format(name, done + 1, total))

            imported = prepare_book_import(
                snapshot, book, chosen, voice=pending.narrator, at=pending.at, progress=step
            )
            lines = imported.command.lines
            return PreparedBook(
                imported,
                [line.id for line in lines],
                sum(1 for line in lines if line.chapter is not None),
                len({line.speaker for line in lines if line.speaker is not None}),
            )

        self._host._set_busy(1, self.tr("Preparing the lines of {0}…").format(name))
        self._host.jobs.run(
            prepare, returned=self._on_prepare_returned, errored=self._on_job_errored
        )

    def _choose_in_dialog(
        self, book: Book, rate: float, narrator: str
    ) -> Sequence[BookChapter] | None:
        if not getattr(self._window, "interactive", True):
            return story_chapters(book)
        picker = ChapterPicker(book, rate, narrator, self._window)
        if picker.exec() != QDialog.DialogCode.Accepted:
            return None
        return picker.chosen()

    # --- inserting -----------------------------------------------------

    @Slot(object)
    def _on_prepare_returned(self, prepared: PreparedBook) -> None:
        pending = self._pending
        assert pending is not None and pending.book is not None
        self._host._set_busy(-1, "")
        self._pending = None
        if not self._still_current(pending, clear=False):
            return
        doc = self._session.document
        lines = prepared.imported.command.lines
        # Edited while the lines were made: insert them where the selection's end is now.
        start = len(doc.lines) if pending.at is None else min(pending.at, len(doc.lines))
        steps: list[Command] = [
            InsertLines(tuple(range(start, start + len(lines))), lines, IMPORT_LABEL)
        ]
        if prepared.speakers and not doc.cast.narrator:
            steps.append(SetCast(doc.cast.with_narrator(pending.narrator), IMPORT_LABEL))
        self._session.edit(steps[0] if len(steps) == 1 else Macro(tuple(steps), IMPORT_LABEL))
        freeze_long_lived()  # the book's lines live as long as the project
        # The rest a moment later, on a timer: the table paints the new rows first,
        # and input waiting meanwhile is handled, so no one stretch holds the GUI
        # thread for all of it.
        QTimer.singleShot(FINISH_DELAY_MS, lambda: self._finish(pending, prepared))

    def _finish(self, pending: _Pending, prepared: PreparedBook) -> None:
        ids = prepared.line_ids
        if self._session.document is pending.doc and ids:
            # The first line shows where the book went; selecting a whole book's rows
            # would cost the GUI thread a row each.
            self._select(ids[:1])
        message = self.tr(
            "Imported %Ln line(s) from {0} ({1} chapters, {2} speakers).", "", len(ids)
        ).format(pending.path.name, prepared.chapters, prepared.speakers)
        notes = [*(pending.book.notes if pending.book else ()), *prepared.imported.notes]
        self._host._show_message(" ".join([message, *map(said_text, notes)]))
        self.sig_imported.emit(ids)

    # --- failures ------------------------------------------------------

    def _still_current(self, pending: _Pending, clear: bool = True) -> bool:
        if self._session.document is pending.doc:
            return True
        if clear:
            self._pending = None
        message = self.tr(
            "The import of {0} was dropped: another project was opened while it was read."
        ).format(pending.path.name)
        self._host._show_message(message)
        self.sig_failed.emit(message)
        return False

    @Slot(object)
    def _on_job_errored(self, exc: Exception) -> None:
        pending = self._pending
        self._pending = None
        self._host._set_busy(-1, "")
        # Nothing was inserted; a book that cannot be read is one sentence (a bug is
        # logged with its traceback and named briefly).
        message = error_text(exc)
        name = pending.path.name if pending is not None else ""
        self._host._show_error(self.tr("Cannot import {0}").format(name), message)
        self.sig_failed.emit(message)

    @Slot(str)
    def _on_self_progress(self, text: str) -> None:
        self._host._show_message(text)


__all__ = ["BookImportFlow", "ChapterChoice", "IMPORT_LABEL"]
