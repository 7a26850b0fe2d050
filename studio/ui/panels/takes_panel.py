"""The takes of the selected line: play, compare A/B, choose, delete, and lock the line.

Choosing, deleting and locking are core commands on the undo stack. Deleting
keeps the audio in the session's TakeAudioStore, so undo brings the take back
whole. A take the review flags (clipping, a long silence, too long or short,
louder or quieter than its neighbours, words heard differently, a voice unlike
its reference) is marked, with the reasons as tooltip; with the word check on,
the words the take said differently are marked in the line's text below the
list. With the voice check on, each take's similarity to its voice's reference
has a column of its own.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Slot
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from studio.core.commands import DeleteTake, Macro, SelectTake, SetLocked
from studio.core.document import Line, Take
from studio.core.review.review import LineReview
from studio.ui.audio.player import Player, PlayItem
from studio.ui.base.i18n import local_time, localized
from studio.ui.kit.theme import color, status_icon
from studio.ui.panels.heard_words import marked_words
from studio.ui.session.review_text import review_text
from studio.ui.session.script_columns import cache_title
from studio.ui.session.session import StudioSession
from studio.ui.session.spoken_text import heard_text
from studio.ui.session.take_reader import Audio

TAKE_ID_ROLE = Qt.ItemDataRole.UserRole + 1
# Whose cells get their whole text first when the list is narrow: the take's number, its
# length, its voice, its cache; the seed last (it is in every cell's tooltip as well).
FIT_ORDER = (0, 3, 4, 2, 1)
VOICE_COLUMN = 4


@functools.cache
def _blank_icon() -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    return QIcon(pixmap)


class TakesPanel(QFrame):
    """Shows the takes of one line (``set_line``), newest first."""

    def __init__(
        self, session: StudioSession, player: Player, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("takesPanel")
        self._session = session
        self._player = player
        self._line_id: str | None = None
        self._ab_pair: tuple[str, str] | None = None
        self._ab_next = 0
        self.title = QLabel(self.tr("Takes"), self)
        self.title.setObjectName("panelTitle")
        self.tree = QTreeWidget(self)
        self.tree.setAccessibleName(self.tr("Takes"))
        self.tree.setAccessibleDescription(self.tr("The selected line's takes"))
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        # Four columns fit the side panel; when and how fast a take was made is
        # in its tooltip. Each column keeps its whole title and shares the rest
        # (``_fit_columns``); a cell cut with "…" has its whole text in its
        # tooltip. The list never scrolls sideways.
        self.tree.setHeaderLabels(
            [
                self.tr("Take"),
                self.tr("Seed"),
                self.tr("Cache"),
                self.tr("Length"),
                self.tr("Voice"),
            ]
        )
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setMinimumSectionSize(24)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.viewport().installEventFilter(self)
        self.tree.itemDoubleClicked.connect(self._on_tree_item_double_clicked)
        self.tree.itemSelectionChanged.connect(self._on_tree_selection_changed)
        self.play_button = QPushButton(self.tr("Play"), self)
        self.ab_button = QPushButton(self.tr("A/B"), self)
        self.ab_button.setToolTip(
            self.tr("Select two takes: plays one then the other; press again to switch")
        )
        self.choose_button = QPushButton(self.tr("Choose"), self)
        self.choose_button.setToolTip(self.tr("Make this the line's take (export uses it)"))
        self.delete_button = QPushButton(self.tr("Delete"), self)
        # Short enough for the narrow side panel in every language; the whole sentence
        # is its tooltip.
        self.lock_box = QCheckBox(self.tr("Lock line"), self)
        self.lock_box.setToolTip(self.tr("Lock line (bulk renders skip it)"))
        self.review_label = QLabel(self)
        self.review_label.setObjectName("takeReview")
        self.review_label.setWordWrap(True)
        self.review_label.setVisible(False)
        # The words of the take heard differently (the word check), marked in the line.
        self.heard_label = QLabel(self)
        self.heard_label.setObjectName("takeHeard")
        self.heard_label.setWordWrap(True)
        self.heard_label.setTextFormat(Qt.TextFormat.RichText)
        self.heard_label.setAccessibleName(self.tr("What the recognizer heard"))
        self.heard_label.setVisible(False)
        self.play_button.clicked.connect(self._on_play_clicked)
        self.ab_button.clicked.connect(self._on_ab_clicked)
        self.choose_button.clicked.connect(self._on_choose_clicked)
        self.delete_button.clicked.connect(self._on_delete_clicked)
        self.lock_box.clicked.connect(self._on_lock_clicked)

        # Two by two: the side panel stays narrow enough for a 1280 px window.
        buttons = QGridLayout()
        for n, button in enumerate(
            (self.play_button, self.ab_button, self.choose_button, self.delete_button)
        ):
            buttons.addWidget(button, n // 2, n % 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.review_label)
        layout.addWidget(self.heard_label)
        layout.addLayout(buttons)
        layout.addWidget(self.lock_box)
        session.model.sig_document_changed.connect(self._on_model_document_changed)
        session.reviews.sig_changed.connect(self._on_reviews_changed)
        self.refresh()

    # --- size ----------------------------------------------------------

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # Narrower, the list would cut a column's title ("Duración"): every title whole,
        # with room for the scroll bar a long list shows.
        hint = super().minimumSizeHint()
        tree = self.tree
        header = tree.header()
        titles = sum(header.sectionSizeHint(c) for c in range(header.count()))
        scroll_bar = tree.style().pixelMetric(
            QStyle.PixelMetric.PM_ScrollBarExtent, None, tree.verticalScrollBar()
        )
        hint.setWidth(max(hint.width(), titles + 2 * tree.frameWidth() + scroll_bar))
        return hint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_columns()
        return super().eventFilter(watched, event)

    def _fit_columns(self) -> None:
        """Each column its whole title; then, in ``FIT_ORDER``, what its cells need; then the
        rest shared out, out of the list's width."""
        tree = self.tree
        header = tree.header()
        count = header.count()
        widths = [header.sectionSizeHint(c) for c in range(count)]
        spare = tree.viewport().width() - sum(widths)
        if spare < 0:  # narrower than the panel's minimum: only while the window is laid out
            room = tree.viewport().width()
            widths = [max(0, room * w // sum(widths)) for w in widths]
        else:
            for column in FIT_ORDER:
                grow = min(spare, max(0, tree.sizeHintForColumn(column) - widths[column]))
                widths[column] += grow
                spare -= grow
            for column in range(count):
                widths[column] += spare // count + (column < spare % count)
        for column, width in enumerate(widths):
            header.resizeSection(column, width)

    # --- state ---------------------------------------------------------

    def _line(self) -> Line | None:
        if self._line_id is None:
            return None
        try:
            return self._session.document.line(self._line_id)
        except KeyError:
            return None

    def set_line(self, line_id: str | None) -> None:
        if line_id != self._line_id:
            self._line_id = line_id
            self._ab_pair = None
            self.refresh()

    def selected_take_ids(self) -> list[str]:
        return [str(item.data(0, TAKE_ID_ROLE)) for item in self.tree.selectedItems()]

    def select_takes(self, take_ids: list[str]) -> None:
        self.tree.clearSelection()
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item is not None and item.data(0, TAKE_ID_ROLE) in take_ids:
                item.setSelected(True)

    @Slot()
    def _on_model_document_changed(self) -> None:
        self.refresh()

    @Slot(list)
    def _on_reviews_changed(self, line_ids: list[str]) -> None:
        if self._line_id in line_ids:
            self.refresh()

    def refresh(self) -> None:
        line = self._line()
        selected = set(self.selected_take_ids())
        self.tree.blockSignals(True)
        self.tree.clear()
        self.review_label.setVisible(False)
        if line is None:
            self.title.setText(self.tr("Takes"))
        else:
            row = self._session.document.index_of(line.id) + 1
            self.title.setText(self.tr("Takes of line {0}").format(row))
            matching = self._session.document.matching_take(line, self._session.takes)
            reviews = self._session.reviews.take_reviews(line)
            for n, take in reversed(list(enumerate(line.takes, 1))):
                item = self._item(n, take, line, matching)
                self._mark_review(item, reviews.get(take.id))
                self.tree.addTopLevelItem(item)
                item.setSelected(take.id in selected)
            chosen = reviews.get(line.active_take or "")
            if chosen is not None and chosen.flagged:
                self.review_label.setText(
                    self.tr("Listen to the chosen take: {0}").format(review_text(chosen, " "))
                )
                self.review_label.setVisible(True)
        self.tree.blockSignals(False)
        self._fit_columns()
        self.lock_box.setEnabled(line is not None)
        self.lock_box.setChecked(line is not None and line.locked)
        self._on_tree_selection_changed()

    def _item(self, n: int, take: Take, line: Line, matching: Take | None) -> QTreeWidgetItem:
        active = take.id == line.active_take
        label = f"{'● ' if active else ''}#{n}"
        made = local_time(take.created)
        item = QTreeWidgetItem(
            [
                label,
                str(take.seed),
                localized("{0} {1:.0f} ms", cache_title(take.cache_outcome), take.cache_ms),
                localized("{0:.2f} s", take.audio_seconds),
                "–" if take.similarity is None else localized("{0:.2f}", take.similarity),
            ]
        )
        item.setData(0, TAKE_ID_ROLE, take.id)
        item.setTextAlignment(VOICE_COLUMN, Qt.AlignmentFlag.AlignRight)
        rtf = take.real_time_factor
        details = localized(
            self.tr("Made {0}; generated in {1:.0f} ms (RTF {2}); seed {3}"),
            made,
            take.generate_ms,
            "–" if rtf is None else localized("{0:.2f}", rtf),
            take.seed,
        )
        tips = [self.tr("The line's chosen take") if active else ""]
        if matching is not None and take.id == matching.id:
            tips.append(self.tr("matches the line's text, voice and settings"))
        elif self._session.document.take_matches(line, take):
            tips.append(self.tr("matches the line"))
        else:
            tips.append(self.tr("from an older version of the line"))
            for column in range(item.columnCount()):
                item.setForeground(column, color("status.stale", self.palette()))
        info = self._session.engine_info
        if info is not None and take.model_fingerprint != info.fingerprint:
            tips.append(self.tr("made with another model ({0})").format(take.engine))
        if take.id not in self._session.takes:
            tips.append(self.tr("its audio file is gone"))
        tip = "; ".join(t for t in tips if t) + "\n" + details + "\n" + self._voice_tip(take)
        # A cell cut with "…" in a narrow panel: its whole text heads its tooltip.
        titles = self.tree.headerItem()
        for column in range(item.columnCount()):
            whole = f"{titles.text(column)}: {item.text(column)}\n" if column >= 2 else ""
            item.setToolTip(column, whole + tip)
        return item

    def _voice_tip(self, take: Take) -> str:
        if take.similarity is None:
            return self.tr("Voice: not measured (turn the voice check on in Preferences)")
        return localized(
            self.tr(
                "Voice: {0:.2f} similar to its reference, as a speaker encoder hears it "
                "(1 is the same voice; an encoder's measure, not a listener's)"
            ),
            take.similarity,
        )

    def _mark_review(self, item: QTreeWidgetItem, review: LineReview | None) -> None:
        if review is None or not review.flagged:
            # The same room as a mark keeps the take numbers in one column.
            item.setIcon(0, _blank_icon())
            return
        item.setIcon(0, status_icon("review", self.palette()))
        reasons = self.tr("Review: {0}").format(review_text(review, "\n  "))
        for column in range(item.columnCount()):
            item.setToolTip(column, item.toolTip(column) + "\n" + reasons)

    def _show_heard(self) -> None:
        """The selected take's (else the chosen take's) words as heard, differing ones marked."""
        line = self._line()
        selected = self.selected_take_ids()
        take = None if line is None else line.take(selected[0] if selected else line.active_take)
        check = None if take is None else take.check
        self.heard_label.setVisible(line is not None and check is not None)
        if line is None or check is None:
            return
        marked = marked_words(check, line.text, self._session.document.text_prep())
        summary = heard_text(check).replace("\n", " ")
        self.heard_label.setText(self.tr("Heard: {0}").format(marked))
        self.heard_label.setToolTip(summary)

    @Slot()
    def _on_tree_selection_changed(self) -> None:
        self._show_heard()
        count = len(self.selected_take_ids())
        self.play_button.setEnabled(count >= 1)
        self.ab_button.setEnabled(count == 2 or self._ab_pair is not None)
        self.choose_button.setEnabled(count == 1)
        self.delete_button.setEnabled(count >= 1)

    # --- actions -------------------------------------------------------

    def play_takes(self, take_ids: list[str]) -> list[str]:
        """Play takes of the shown line one after the other; returns those that will play.

        Audio in the project's folder is read off the GUI thread first.
        """
        line = self._line()
        if line is None:
            return []
        store = self._session.takes
        takes = [t for t in (line.take(i) for i in take_ids) if t is not None and t.id in store]
        if not takes:
            return []
        line_id = line.id

        def ready(audio: Audio) -> None:
            items = [
                PlayItem(line_id, samples, take.sample_rate)
                for take in takes
                if (samples := audio.get(take.id)) is not None
            ]
            if items:
                self._player.play(items)

        in_memory = {take.id: store.peek(take.id) for take in takes}
        if all(samples is not None for samples in in_memory.values()):
            ready(in_memory)
        else:
            self._session.take_reader.read([take.id for take in takes], ready)
        return [take.id for take in takes]

    @Slot()
    def _on_play_clicked(self) -> None:
        self._ab_pair = None
        self.play_takes(self.selected_take_ids()[:1])

    @Slot(QTreeWidgetItem, int)
    def _on_tree_item_double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        self.play_takes([str(item.data(0, TAKE_ID_ROLE))])

    @Slot()
    def _on_ab_clicked(self) -> None:
        self.compare()

    def compare(self) -> list[str]:
        """Play two takes one after the other; again while playing switches which is first.

        Returns the take ids in the order they play.
        """
        selected = self.selected_take_ids()
        line = self._line()
        if len(selected) == 2 and line is not None:
            # A is the older take, whatever order the list shows them in.
            order = [take.id for take in line.takes]
            a, b = sorted(selected, key=lambda t: order.index(t) if t in order else -1)
            pair = (a, b)
            if pair != self._ab_pair and (pair[1], pair[0]) != self._ab_pair:
                self._ab_pair, self._ab_next = pair, 0
        if self._ab_pair is None:
            return []
        first = self._ab_pair[self._ab_next]
        second = self._ab_pair[1 - self._ab_next]
        self._ab_next = 1 - self._ab_next
        self.play_takes([first, second])
        return [first, second]

    @Slot()
    def _on_choose_clicked(self) -> None:
        selected = self.selected_take_ids()
        if len(selected) == 1:
            self.choose(selected[0])

    def choose(self, take_id: str) -> None:
        line = self._line()
        if line is not None and line.active_take != take_id:
            self._session.edit(SelectTake(line.id, take_id, self.tr("Choose take")))

    @Slot()
    def _on_delete_clicked(self) -> None:
        self.delete(self.selected_take_ids())

    def delete(self, take_ids: list[str]) -> None:
        line = self._line()
        if line is None or not take_ids:
            return
        label = self.tr("Delete take") if len(take_ids) == 1 else self.tr("Delete takes")
        # Several takes are one undo step.
        deletes = tuple(DeleteTake(line.id, take_id, label) for take_id in take_ids)
        self._session.edit(Macro(deletes, label))

    @Slot(bool)
    def _on_lock_clicked(self, locked: bool) -> None:
        line = self._line()
        if line is not None and line.locked != locked:
            label = self.tr("Lock line") if locked else self.tr("Unlock line")
            self._session.edit(SetLocked((line.id,), (locked,), label))
