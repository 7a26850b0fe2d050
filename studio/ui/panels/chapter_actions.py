"""The Chapters menu: set or remove a chapter marker, fold, render or export a chapter.

Markers are core commands on the undo stack (``SetChapter``); folding is the
script table's view state (``ChapterRows``); exporting a chapter is asked of
the window (``sig_export_chapter``), which opens the export dialog on it.
Every action works on the chapter of the table's current line.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMenu, QWidget

from studio.core.commands import SetChapter
from studio.core.exports.chapters import Chapter, chapter_of
from studio.ui.kit.actions import make_action
from studio.ui.panels.script_editor import ScriptEditor
from studio.ui.session.session import StudioSession

TITLE_WORDS = 8


class ChapterActions(QObject):
    sig_export_chapter = Signal(int)  # the chapter's 1-based number

    def __init__(
        self,
        window: QWidget,
        session: StudioSession,
        editor: ScriptEditor,
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._editor = editor
        self._show_message = show_message
        self.interactive = True  # False: no title question (scripted runs and tests)
        a = make_action
        self.act_set = a(
            window,
            self.tr("&Start a chapter here…"),
            self._on_set_triggered,
            "Ctrl+Shift+H",
            tip=self.tr("Make the selected line the first of a chapter, or rename its chapter"),
        )
        self.act_remove = a(
            window,
            self.tr("&Remove chapter marker"),
            self._on_remove_triggered,
            tip=self.tr("The line joins the chapter before it"),
        )
        self.act_fold = a(
            window,
            self.tr("&Fold or unfold this chapter"),
            self._on_fold_triggered,
            "Ctrl+Shift+F",
            tip=self.tr("Hide or show the lines of the selected line's chapter"),
        )
        self.act_fold_all = a(window, self.tr("Fold &all chapters"), editor.chapters.fold_all)
        self.act_unfold_all = a(window, self.tr("&Unfold all chapters"), editor.chapters.unfold_all)
        self.act_render = a(
            window,
            self.tr("Render this &chapter"),
            self._on_render_triggered,
            tip=self.tr("Render the stale lines of the selected line's chapter"),
        )
        self.act_export = a(
            window,
            self.tr("&Export this chapter…"),
            self._on_export_triggered,
            tip=self.tr("Open Export with the selected line's chapter chosen"),
        )

    def fill_menu(self, menu: QMenu) -> None:
        menu.addActions([self.act_set, self.act_remove])
        menu.addSeparator()
        menu.addActions([self.act_fold, self.act_fold_all, self.act_unfold_all])
        menu.addSeparator()
        menu.addActions([self.act_render, self.act_export])

    @property
    def context_actions(self) -> list[QAction]:
        return [self.act_set, self.act_remove, self.act_fold, self.act_render, self.act_export]

    # --- operations (tests call these) ---------------------------------

    def current_chapter(self) -> Chapter | None:
        line_id = self._editor.current_line_id()
        if line_id is None:
            return None
        try:
            return chapter_of(self._session.document, line_id)
        except KeyError:
            return None

    def set_marker(self, line_id: str, title: str) -> None:
        title = " ".join(title.split())
        if not title:
            return
        line = self._session.document.line(line_id)
        label = self.tr("Rename chapter") if line.chapter else self.tr("Start a chapter")
        self._session.edit(SetChapter((line_id,), (title,), label))

    def remove_marker(self, line_id: str) -> None:
        if self._session.document.line(line_id).chapter is not None:
            self._session.edit(SetChapter((line_id,), (None,), self.tr("Remove chapter marker")))

    def render_chapter(self, chapter: Chapter) -> list[str]:
        """Queue the chapter's stale, unlocked lines; returns their ids."""
        session = self._session
        wanted = set(chapter.line_ids)
        ids = [
            line.id
            for line in session.document.stale_lines(audio=session.takes)
            if line.id in wanted
        ]
        name = chapter.display_title()
        if ids:
            session.renders.render_lines(ids)
            self._show_message(self.tr("Rendering %n line(s) of {0}.", "", len(ids)).format(name))
        else:
            self._show_message(self.tr("Every line of {0} is rendered.").format(name))
        return ids

    # --- slots ---------------------------------------------------------

    @Slot()
    def _on_set_triggered(self) -> None:
        line_id = self._editor.current_line_id()
        if line_id is None:
            self._show_message(self.tr("Select the line the chapter starts with."))
            return
        line = self._session.document.line(line_id)
        suggested = line.chapter or " ".join(line.text.split()[:TITLE_WORDS]).rstrip(".,;:")
        if not self.interactive:
            self.set_marker(line_id, suggested)
            return
        title, ok = QInputDialog.getText(
            self._window,
            self.tr("Chapter"),
            self.tr("Title of the chapter that starts at line {0}:").format(
                self._session.document.index_of(line_id) + 1
            ),
            QLineEdit.EchoMode.Normal,
            suggested,
        )
        if ok:
            self.set_marker(line_id, title)

    @Slot()
    def _on_remove_triggered(self) -> None:
        line_id = self._editor.current_line_id()
        if line_id is not None:
            self.remove_marker(line_id)

    @Slot()
    def _on_fold_triggered(self) -> None:
        line_id = self._editor.current_line_id()
        start = self._editor.chapters.chapter_start_of(line_id) if line_id else None
        if start is None:
            self._show_message(self.tr("The selected line is not in a chapter."))
            return
        self._editor.chapters.toggle(start)
        self._editor.select_lines([start])

    @Slot()
    def _on_render_triggered(self) -> None:
        chapter = self.current_chapter()
        if chapter is not None:
            self.render_chapter(chapter)

    @Slot()
    def _on_export_triggered(self) -> None:
        chapter = self.current_chapter()
        if chapter is not None:
            self.sig_export_chapter.emit(chapter.number)


__all__ = ["ChapterActions"]
