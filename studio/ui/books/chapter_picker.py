"""The chapters of a book to import: each with its words and narration time, ticked or not.

Every chapter is listed in reading order with its title, word count and an
estimate of how long the narrator's voice takes to read it (at that voice's
own rate, measured from its takes, else about 150 words a minute). The story
is ticked; front and back matter (copyright, contents, acknowledgements) are
listed but left unticked. The sum of what is ticked shows below the list.

The dialog holds only the book's chapter list: one row per chapter, never
per paragraph, so it opens at once for the longest book.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.books import Book, BookChapter, ChapterEstimate, estimate, story_chapters
from studio.ui.base.i18n import localized

TITLE, WORDS, TIME, KIND = range(4)


def duration_text(seconds: float) -> str:
    """ "1 h 05 min", "12 min", "40 s": narration times at a glance."""
    seconds = round(seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours} h {minutes:02d} min"
    if minutes:
        return f"{minutes} min" if minutes >= 10 or not secs else f"{minutes} min {secs:02d} s"
    return f"{secs} s"


class ChapterPicker(QDialog):
    """Choose the chapters of ``book`` to import; ``chosen()`` once accepted."""

    def __init__(
        self,
        book: Book,
        words_per_minute: float,
        voice: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("chapterPicker")
        self._book = book
        self._estimates: dict[int, ChapterEstimate] = {
            e.number: e for e in estimate(book.chapters, words_per_minute)
        }
        name = book.title or book.source
        self.setWindowTitle(self.tr("Import {0}").format(name))
        self.heading = QLabel(
            localized(
                self.tr(
                    "{0} chapters, {1:,} words; narration times at {2}'s rate, about {3:.0f} words "
                    "a minute."
                ),
                len(book.chapters),
                book.word_count,
                voice or self.tr("the narrator"),
                words_per_minute,
            ),  # fmt: skip
            self,
        )
        self.heading.setWordWrap(True)

        self.tree = QTreeWidget(self)
        self.tree.setObjectName("chapterList")
        self.tree.setAccessibleName(self.tr("Chapters to import"))
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setHeaderLabels(
            [self.tr("Chapter"), self.tr("Words"), self.tr("Narration"), self.tr("Kind")]
        )
        kinds = {"body": self.tr("Story"), "front": self.tr("Front matter"),
                 "back": self.tr("Back matter")}  # fmt: skip
        story = {chapter.number for chapter in story_chapters(book)}
        for chapter in book.chapters:
            est = self._estimates[chapter.number]
            item = QTreeWidgetItem(
                [
                    f"{chapter.number}. {chapter.title}",
                    f"{est.words:,}",
                    duration_text(est.seconds),
                    kinds[chapter.kind],
                ]
            )
            item.setData(TITLE, Qt.ItemDataRole.UserRole, chapter.number)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(TITLE, self._state(chapter.number in story))
            for column in (WORDS, TIME):
                item.setTextAlignment(column, Qt.AlignmentFlag.AlignRight)
            self.tree.addTopLevelItem(item)
        for column in (WORDS, TIME, KIND):
            self.tree.resizeColumnToContents(column)
        self.tree.setColumnWidth(TITLE, 320)

        self.all_button = QPushButton(self.tr("Tick &all"), self)
        self.story_button = QPushButton(self.tr("&Story only"), self)
        self.none_button = QPushButton(self.tr("Tick &none"), self)
        self.total = QLabel(self)
        self.total.setObjectName("chapterTotal")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.import_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.import_button.setText(self.tr("&Import"))
        row = QHBoxLayout()
        for button in (self.all_button, self.story_button, self.none_button):
            row.addWidget(button)
        row.addStretch(1)
        row.addWidget(self.total)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree, 1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.resize(640, 480)

        self.tree.itemChanged.connect(self._on_tree_item_changed)
        self.all_button.clicked.connect(self._on_all_clicked)
        self.story_button.clicked.connect(self._on_story_clicked)
        self.none_button.clicked.connect(self._on_none_clicked)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._update_total()
        self.tree.setFocus()

    @staticmethod
    def _state(ticked: bool) -> Qt.CheckState:
        return Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked

    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def ticked(self) -> list[int]:
        """The numbers of the ticked chapters."""
        return [
            int(item.data(TITLE, Qt.ItemDataRole.UserRole))
            for item in self._items()
            if item.checkState(TITLE) == Qt.CheckState.Checked
        ]

    def set_ticked(self, numbers: Sequence[int]) -> None:
        wanted = set(numbers)
        for item in self._items():
            number = int(item.data(TITLE, Qt.ItemDataRole.UserRole))
            item.setCheckState(TITLE, self._state(number in wanted))

    def chosen(self) -> tuple[BookChapter, ...]:
        """The ticked chapters, in book order."""
        wanted = set(self.ticked())
        return tuple(c for c in self._book.chapters if c.number in wanted)

    def _update_total(self) -> None:
        ticked = self.ticked()
        words = sum(self._estimates[n].words for n in ticked)
        seconds = sum(self._estimates[n].seconds for n in ticked)
        self.total.setText(
            localized(
                self.tr("{0} chosen: {1:,} words, about {2}"),
                len(ticked),
                words,
                duration_text(seconds),
            )
        )
        self.import_button.setEnabled(bool(ticked))

    @Slot(QTreeWidgetItem, int)
    def _on_tree_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if column == TITLE:
            self._update_total()

    @Slot()
    def _on_all_clicked(self) -> None:
        self.set_ticked([c.number for c in self._book.chapters])

    @Slot()
    def _on_story_clicked(self) -> None:
        self.set_ticked([c.number for c in story_chapters(self._book)])

    @Slot()
    def _on_none_clicked(self) -> None:
        self.set_ticked([])


__all__ = ["ChapterPicker", "duration_text"]
