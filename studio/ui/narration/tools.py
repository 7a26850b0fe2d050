"""The window's narration actions: the pronunciation dialog, best of N, flagged lines.

The main window makes one ``NarrationTools`` and puts its actions in its
menus; everything here works through the session (and its take reviews).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from studio.ui.kit.actions import make_action
from studio.ui.narration.best_of import MAX_TAKES, BestOfRenders
from studio.ui.session.review_text import review_text
from studio.ui.session.session import StudioSession

if TYPE_CHECKING:
    # Imported when it first opens, not before the window's first paint.
    from studio.ui.narration.dictionary_dialog import PronunciationDialog

DEFAULT_TAKES = 3


class NarrationTools(QObject):
    def __init__(
        self,
        window: QWidget,
        session: StudioSession,
        selected_line_ids: Callable[[], list[str]],
        select_lines: Callable[[list[str]], None],
        show_message: Callable[[str], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._selected = selected_line_ids
        self._select = select_lines
        self._show_message = show_message
        self.interactive = True  # False: no questions (scripted runs and tests)
        self.dialog: PronunciationDialog | None = None
        self.best_of = BestOfRenders(session, self)
        self.best_of.sig_finished.connect(self._on_best_of_finished)
        a = make_action
        self.act_pronunciation = a(
            window,
            self.tr("&Pronunciation and text…"),
            self.show_dictionary,
            "Ctrl+Shift+P",
            "dictionary",
            self.tr("Words the engine should say differently, number normalisation, language"),
        )
        self.act_best_of = a(
            window,
            self.tr("&Best of N takes…"),
            self._on_best_of_triggered,
            "Ctrl+Shift+B",
            tip=self.tr(
                "Render the selected lines several times and choose the take with the "
                "fewest review flags"
            ),
        )
        self.act_best_of_flagged = a(
            window,
            self.tr("Best of N for every &flagged line…"),
            self._on_best_of_flagged_triggered,
            tip=self.tr("Best of N for every line whose take is flagged for review"),
        )
        self.act_next_flagged = a(
            window,
            self.tr("&Next flagged line"),
            self._on_next_flagged_triggered,
            "F8",
            tip=self.tr("Select the next line whose take the review flags"),
        )
        if session.global_pronunciation_error:
            show_message(session.global_pronunciation_error)

    def fill_render_menu(self, menu: QMenu) -> None:
        menu.addSeparator()
        menu.addActions([self.act_best_of, self.act_best_of_flagged, self.act_next_flagged])

    # --- operations ----------------------------------------------------

    def show_dictionary(self) -> PronunciationDialog:
        if self.dialog is None:
            from studio.ui.narration.dictionary_dialog import PronunciationDialog

            self.dialog = PronunciationDialog(self._session, self._window)
        self.dialog.set_interactive(self.interactive)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def ask_count(self, lines: int) -> int | None:
        if not self.interactive:
            return DEFAULT_TAKES
        count, ok = QInputDialog.getInt(
            self._window,
            self.tr("Best of N"),
            self.tr("Takes to render for each of the %n line(s):", "", lines),
            DEFAULT_TAKES,
            2,
            MAX_TAKES,
        )
        return count if ok else None

    def start_best_of(self, line_ids: list[str], count: int | None = None) -> int:
        if not line_ids:
            return 0
        count = count or self.ask_count(len(line_ids))
        if count is None:
            return 0
        queued = self.best_of.start(line_ids, count)
        if queued:
            self._show_message(
                self.tr(
                    "Rendering {0} takes of %n line(s); the best is chosen when they are done.",
                    "",
                    queued,
                ).format(count)
            )
        return queued

    # --- slots ---------------------------------------------------------

    @Slot()
    def _on_best_of_triggered(self) -> None:
        ids = self._selected()
        if not ids:
            self._show_message(self.tr("Select the lines to render several times."))
            return
        self.start_best_of(ids)

    @Slot()
    def _on_best_of_flagged_triggered(self) -> None:
        ids = self._session.reviews.flagged_line_ids()
        if not ids:
            self._show_message(self.tr("No take is flagged for review."))
            return
        self.start_best_of(ids)

    @Slot()
    def _on_next_flagged_triggered(self) -> None:
        flagged = self._session.reviews.flagged_line_ids()
        if not flagged:
            self._show_message(self.tr("No take is flagged for review."))
            return
        order = self._session.model.line_ids()
        selected = self._selected()
        start = order.index(selected[-1]) if selected and selected[-1] in order else -1
        later = [i for i in flagged if order.index(i) > start]
        target = (later or flagged)[0]
        self._select([target])
        review = self._session.reviews.review(target)
        if review is not None:
            self._show_message(
                self.tr("Line {0}: {1}").format(order.index(target) + 1, review_text(review, " "))
            )

    @Slot(dict)
    def _on_best_of_finished(self, chosen: dict[str, str]) -> None:
        flagged = set(self._session.reviews.flagged_line_ids())
        clean = sum(1 for line_id in chosen if line_id not in flagged)
        self._show_message(
            self.tr(
                "Best of N: chose a take for %n line(s); {0} of them without flags.",
                "",
                len(chosen),
            ).format(clean)
        )


__all__ = ["NarrationTools"]
