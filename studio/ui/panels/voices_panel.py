"""The voices panel: the list of voices and the selected voice's details.

A voice is added from a file (dialog or drag and drop) or a recording; its
details show the waveform, the transcript and where its prompt state is
cached (not built, building, in memory, on disk), with size and build time.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from studio.ui.audio.waveform import WaveformView
from studio.ui.base.i18n import local_size, localized
from studio.ui.base.resources import icon
from studio.ui.base.settings import Settings
from studio.ui.kit.elided_label import ElidedLabel
from studio.ui.session.session import StudioSession
from studio.ui.session.voices import VoiceState

AUDIO_SUFFIXES = {".wav", ".flac", ".ogg", ".mp3", ".aiff", ".aif"}
NAME_ROLE = Qt.ItemDataRole.UserRole + 1
# Never narrower: the list's names and cache lines stay readable.
MIN_WIDTH = 220


def cache_text(state: VoiceState | None) -> str:
    """One line describing where a voice's prompt state is and what it cost."""
    if state is None or state.status == "loading":
        return QCoreApplication.translate("VoicesPanel", "Loading…")
    if state.status == "failed":
        return QCoreApplication.translate("VoicesPanel", "Could not load")
    if state.status == "waiting":
        return QCoreApplication.translate("VoicesPanel", "Waiting for a model")
    cache = state.cache
    if cache is not None and cache.building:
        elapsed = time.monotonic() - (state.building_since or time.monotonic())
        return localized(
            QCoreApplication.translate("VoicesPanel", "Building cache… {0:.1f} s"), elapsed
        )
    if cache is None or cache.where is None:
        return QCoreApplication.translate("VoicesPanel", "Cache not built")
    parts = [
        QCoreApplication.translate("VoicesPanel", "In memory")
        if cache.where == "memory"
        else QCoreApplication.translate("VoicesPanel", "On disk")
    ]
    if cache.nbytes is not None:
        parts.append(local_size(cache.nbytes))
    if cache.build_ms is not None:
        parts.append(
            localized(
                QCoreApplication.translate("VoicesPanel", "built in {0:.0f} ms"), cache.build_ms
            )
        )
    return " · ".join(parts)


class VoicesPanel(QFrame):
    sig_record_requested = Signal()
    sig_play_requested = Signal(str)  # voice name
    sig_edit_requested = Signal(str)  # voice name: open it in the workbench
    sig_clone_check_requested = Signal(str)  # voice name

    def __init__(
        self, session: StudioSession, settings: Settings, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("voicesPanel")
        self.setAcceptDrops(True)
        self._session = session
        self._settings = settings

        title = QLabel(self.tr("Voices"))
        title.setObjectName("panelTitle")
        self.add_button = self._tool_button(
            "add-file", self.tr("Add voice"), self.tr("Add a voice from an audio file…")
        )
        self.add_button.clicked.connect(self._on_add_clicked)
        self.record_button = self._tool_button(
            "record", self.tr("Record voice"), self.tr("Record a voice from the microphone…")
        )
        self.record_button.clicked.connect(self.sig_record_requested)
        self.remove_button = self._tool_button(
            "remove", self.tr("Remove voice"), self.tr("Remove the selected voice")
        )
        self.remove_button.clicked.connect(self._on_remove_clicked)
        header = QHBoxLayout()
        header.addWidget(title)
        header.addStretch(1)
        for button in (self.add_button, self.record_button, self.remove_button):
            header.addWidget(button)

        self.list = QListWidget()
        self.list.setObjectName("voiceList")
        self.list.setAccessibleName(self.tr("Voices"))
        self.list.setAccessibleDescription(self.tr("The project's voices and their cache state"))
        self.list.setIconSize(QSize(18, 18))
        # Long names and cache lines are cut with "…" (full text in the tooltip),
        # never scrolled sideways.
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setWordWrap(False)
        self.list.currentItemChanged.connect(self._on_list_current_changed)
        self.list.itemDoubleClicked.connect(self._on_list_item_double_clicked)

        self.hint = QLabel(self.tr("Drop audio files here, or add or record a voice."))
        self.hint.setObjectName("hintLabel")
        self.hint.setWordWrap(True)

        self.name_label = ElidedLabel()
        self.name_label.setObjectName("voiceName")
        self.source_label = ElidedLabel()
        self.source_label.setObjectName("mutedLabel")
        self.waveform = WaveformView()
        self.waveform.set_placeholder(self.tr("No voice selected"))
        self.transcript = QLineEdit()
        self.transcript.setPlaceholderText(self.tr("Transcript of the reference (optional)"))
        self.transcript.setAccessibleName(self.tr("Transcript"))
        self.transcript.setAccessibleDescription(
            self.tr("What is said in the voice's reference audio (optional)")
        )
        self.transcript.editingFinished.connect(self._on_transcript_edited)
        self.cache_label = ElidedLabel()
        self.cache_label.setObjectName("cacheLabel")
        self.build_progress = QProgressBar()
        self.build_progress.setRange(0, 0)
        self.build_progress.setMaximumHeight(6)
        self.build_progress.setTextVisible(False)
        self.build_progress.hide()
        self.error_label = QLabel()
        self.error_label.setObjectName("errorLabel")
        self.error_label.setWordWrap(True)
        self.build_button = QPushButton(icon("cache"), self.tr("Build cache"))
        self.build_button.clicked.connect(self._on_build_clicked)
        self.play_button = QPushButton(icon("play"), self.tr("Play"))
        self.play_button.clicked.connect(self._on_play_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.build_button)
        self.edit_button = QPushButton(self.tr("Edit…"))
        self.edit_button.setToolTip(self.tr("Trim, normalise and check the recording"))
        self.edit_button.clicked.connect(self._on_edit_clicked)
        self.check_button = QPushButton(self.tr("Clone check"))
        self.check_button.setToolTip(self.tr("Hear a short test sentence in this voice"))
        self.check_button.clicked.connect(self._on_check_clicked)
        voice_buttons = QHBoxLayout()
        voice_buttons.addWidget(self.edit_button)
        voice_buttons.addWidget(self.check_button)

        self.details = QWidget()
        details = QVBoxLayout(self.details)
        details.setContentsMargins(0, 6, 0, 0)
        details.addWidget(self.name_label)
        details.addWidget(self.source_label)
        details.addWidget(self.waveform)
        details.addWidget(self.transcript)
        details.addWidget(self.cache_label)
        details.addWidget(self.build_progress)
        details.addWidget(self.error_label)
        details.addLayout(buttons)
        details.addLayout(voice_buttons)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addLayout(header)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.hint)
        layout.addWidget(self.details)

        # Building has no progress callback: tick the elapsed time while it runs.
        self._tick = QTimer(self)
        self._tick.setInterval(200)
        self._tick.timeout.connect(self._on_tick_timeout)

        session.voices.sig_voice_updated.connect(self._on_session_voice_updated)
        session.model.sig_voices_changed.connect(self._on_model_voices_changed)
        checks = session.clone_checks
        checks.sig_started.connect(self._on_clone_checks_changed)
        checks.sig_ready.connect(self._on_clone_checks_changed)
        checks.sig_failed.connect(self._on_clone_checks_changed)
        self._refresh_list()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        # At least the floor, and never narrower than its buttons' whole texts need in the
        # language shown ("Prueba de clonación").
        hint = super().minimumSizeHint()
        hint.setWidth(max(hint.width(), MIN_WIDTH))
        return hint

    def _tool_button(self, icon_name: str, name: str, tip: str) -> QToolButton:
        """An icon-only button: a screen reader says ``name``, then ``tip``."""
        button = QToolButton()
        button.setIcon(icon(icon_name))
        button.setToolTip(tip)
        button.setAccessibleName(name)
        button.setAccessibleDescription(tip)
        button.setAutoRaise(True)
        return button

    # --- list ----------------------------------------------------------

    def current_name(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else str(item.data(NAME_ROLE))

    def select(self, name: str) -> None:
        for row in range(self.list.count()):
            if self.list.item(row).data(NAME_ROLE) == name:
                self.list.setCurrentRow(row)
                return

    def _refresh_list(self) -> None:
        current = self.current_name()
        names = self._session.voices.names()
        self.list.blockSignals(True)
        self.list.clear()
        for name in names:
            state = self._session.voices.state(name)
            item = QListWidgetItem(icon(self._status_icon(state)), "")
            item.setData(NAME_ROLE, name)
            item.setText(f"{name}\n{cache_text(state)}")
            item.setToolTip(state.error if state is not None and state.error else item.text())
            self.list.addItem(item)
        self.list.blockSignals(False)
        if names:
            self.select(current if current in names else names[-1])
        self.hint.setVisible(not names)
        self._show_details()

    @staticmethod
    def _status_icon(state: VoiceState | None) -> str:
        if state is None or state.status == "loading":
            return "dot-queued"
        if state.status == "failed":
            return "dot-failed"
        cache = state.cache
        if cache is not None and cache.building:
            return "dot-rendering"
        if cache is not None and cache.where is not None:
            return "dot-done"
        return "dot-stale"

    def _show_details(self) -> None:
        name = self.current_name()
        state = self._session.voices.state(name) if name else None
        entry = self._session.document.voice(name) if name else None
        self.details.setVisible(name is not None)
        if name is None:
            self._tick.stop()
            return
        self.name_label.setText(name)
        seconds = (
            localized(" · {0:.1f} s", state.seconds)
            if state is not None and state.samples is not None
            else ""
        )
        path = state.source if state is not None else (entry.audio_path if entry else "")
        self.source_label.setText(f"{Path(path).name}{seconds}")
        self.source_label.set_tip(path)
        self.waveform.set_samples(state.samples if state is not None else None)
        if not self.transcript.hasFocus():
            self.transcript.setText(entry.transcript if entry else "")
        self.transcript.setEnabled(entry is not None)
        self.cache_label.setText(cache_text(state))
        building = bool(state and state.cache and state.cache.building)
        self.build_progress.setVisible(building)
        self.error_label.setText(state.error if state is not None else "")
        self.error_label.setVisible(bool(state and state.error))
        ready = state is not None and state.status == "ready"
        cached = bool(state and state.cache and state.cache.where == "memory")
        self.build_button.setEnabled(ready and not building and not cached)
        self.play_button.setEnabled(ready)
        self.edit_button.setEnabled(entry is not None)
        checking = self._session.clone_checks.running(name)
        self.check_button.setEnabled(ready and entry is not None and not checking)
        self.check_button.setText(self.tr("Checking…") if checking else self.tr("Clone check"))
        if building:
            self._tick.start()
        else:
            self._tick.stop()

    # --- slots ---------------------------------------------------------

    @Slot(str)
    def _on_session_voice_updated(self, name: str) -> None:
        self._refresh_list()

    @Slot()
    def _on_model_voices_changed(self) -> None:
        self._refresh_list()

    @Slot(QListWidgetItem, QListWidgetItem)
    def _on_list_current_changed(
        self, current: QListWidgetItem | None, previous: QListWidgetItem | None
    ) -> None:
        self._show_details()

    @Slot()
    def _on_tick_timeout(self) -> None:
        name = self.current_name()
        self.cache_label.setText(cache_text(self._session.voices.state(name) if name else None))

    @Slot()
    def _on_transcript_edited(self) -> None:
        name = self.current_name()
        if name is not None:
            self._session.voices.set_transcript(name, self.transcript.text().strip())

    @Slot()
    def _on_build_clicked(self) -> None:
        name = self.current_name()
        if name is not None:
            self._session.voices.build_cache(name)

    @Slot()
    def _on_play_clicked(self) -> None:
        name = self.current_name()
        if name is not None:
            self.sig_play_requested.emit(name)

    @Slot()
    def _on_edit_clicked(self) -> None:
        name = self.current_name()
        if name is not None:
            self.sig_edit_requested.emit(name)

    @Slot(QListWidgetItem)
    def _on_list_item_double_clicked(self, item: QListWidgetItem) -> None:
        self.sig_edit_requested.emit(str(item.data(NAME_ROLE)))

    @Slot()
    def _on_check_clicked(self) -> None:
        name = self.current_name()
        if name is not None:
            self.sig_clone_check_requested.emit(name)

    @Slot(str)
    def _on_clone_checks_changed(self, name: str) -> None:
        if name == self.current_name():
            self._show_details()

    @Slot()
    def _on_remove_clicked(self) -> None:
        name = self.current_name()
        if name is not None:
            self._session.voices.remove(name)

    @Slot()
    def _on_add_clicked(self) -> None:
        self.add_from_dialog()

    def add_from_dialog(self) -> None:
        """Ask for audio files and add each as a voice."""
        paths, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Add voices"),
            self._settings.last_voice_dir,
            self.tr("Audio files (*.wav *.flac *.ogg *.mp3 *.aiff);;All files (*)"),
        )
        self.add_files([Path(p) for p in paths])

    def add_files(self, paths: list[Path]) -> None:
        for path in paths:
            self._settings.last_voice_dir = str(path.parent)
            self._session.voices.add(path)

    # --- drag and drop -------------------------------------------------

    @staticmethod
    def _audio_paths(event: QDragEnterEvent | QDropEvent) -> list[Path]:
        mime = event.mimeData()
        if not mime.hasUrls():
            return []
        paths = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
        return [p for p in paths if p.suffix.lower() in AUDIO_SUFFIXES]

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._audio_paths(event):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = self._audio_paths(event)
        if paths:
            event.acceptProposedAction()
            self.add_files(paths)
