"""The workbench's widgets and how they are laid out; ``VoiceWorkbench`` gives them life.

Kept apart so the window's behaviour reads on its own: the recording (with
its zoom and selection) and what to do with it on the left, the transcript on
the right, the analysis under the recording, the cache state and the voice's
other actions at the bottom.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from studio.core.sound.voice_edits import DEFAULT_LOUDNESS_LUFS, DEFAULT_PEAK_DBFS
from studio.ui.base.i18n import localized
from studio.ui.kit.elided_label import ElidedLabel
from studio.ui.voices.analysis_view import AnalysisView
from studio.ui.voices.region_editor import RegionEditor


class WorkbenchLayout(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = ElidedLabel()
        self.title.setObjectName("voiceName")
        self.undo_button = QToolButton()
        self.redo_button = QToolButton()

        self.editor = RegionEditor()
        self.view = self.editor.view
        self.view.set_placeholder(self.tr("Loading the recording…"))

        self.play_button = QPushButton(self.tr("Play selection"))
        self.play_result_button = QPushButton(self.tr("Play result"))
        self.play_result_button.setToolTip(self.tr("Play the reference the model gets"))

        self.trim_button = QPushButton(self.tr("&Trim to selection"))
        self.auto_trim_button = QPushButton(self.tr("&Auto trim"))
        self.auto_trim_button.setToolTip(self.tr("Keep the speech without the silence around it"))
        self.best_window_button = QPushButton(self.tr("&Best window"))
        self.best_window_button.setToolTip(
            self.tr(
                "Keep the best 5-20 s: whole phrases without long pauses, no clipping, "
                "steady level, little noise"
            )
        )
        self.keep_all_button = QPushButton(self.tr("&Keep all"))
        self.normalize_combo = QComboBox()
        self.normalize_combo.addItem(self.tr("No normalisation"), "none")
        self.normalize_combo.addItem(
            localized(self.tr("Peak to {0:.0f} dBFS"), DEFAULT_PEAK_DBFS), "peak"
        )
        self.normalize_combo.addItem(
            localized(self.tr("Loudness to {0:.0f} LUFS"), DEFAULT_LOUDNESS_LUFS), "loudness"
        )

        self.kept_label = ElidedLabel()
        self.analysis = AnalysisView()
        self.cache_label = ElidedLabel()
        self.cache_label.setObjectName("cacheLabel")
        self.message = QLabel()
        self.message.setObjectName("errorLabel")
        self.message.setWordWrap(True)
        self.check_button = QPushButton(self.tr("&Clone check"))
        self.check_button.setToolTip(
            self.tr("Render a short test sentence in this voice and play it")
        )
        self.save_button = QPushButton(self.tr("&Save to library…"))
        self.close_button = QPushButton(self.tr("Close"))

        self.transcript = QPlainTextEdit()
        self.transcript.setPlaceholderText(
            self.tr("What is said in the kept part (VoxCPM2's continuation mode uses it)")
        )
        self.transcript.setAccessibleName(self.tr("Transcript"))
        self.transcript.setAccessibleDescription(
            self.tr("What is said in the kept part of the recording")
        )
        self.transcript_button = QPushButton(self.tr("Apply transcript"))
        self.transcribe_button = QPushButton(self.tr("T&ranscribe"))
        self.transcribe_note = QLabel()
        self.transcribe_note.setWordWrap(True)

        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.undo_button)
        header.addWidget(self.redo_button)
        play_row = QHBoxLayout()
        play_row.addWidget(self.play_button)
        play_row.addWidget(self.play_result_button)
        play_row.addSpacing(8)
        play_row.addLayout(self.editor.tools, 1)
        edit_row = QHBoxLayout()
        for widget in (
            self.trim_button,
            self.auto_trim_button,
            self.best_window_button,
            self.keep_all_button,
        ):
            edit_row.addWidget(widget)
        edit_row.addStretch(1)
        edit_row.addWidget(self.normalize_combo)
        audio = QWidget()
        audio_layout = QVBoxLayout(audio)
        audio_layout.setContentsMargins(0, 0, 0, 0)
        audio_layout.addWidget(self.editor, 1)
        audio_layout.addLayout(play_row)
        audio_layout.addLayout(edit_row)
        audio_layout.addWidget(self.kept_label)
        audio_layout.addWidget(self.analysis)
        text = QWidget()
        text_layout = QVBoxLayout(text)
        text_layout.setContentsMargins(0, 0, 0, 0)
        text_title = QLabel(self.tr("Transcript"))
        text_layout.addWidget(text_title)
        text_layout.addWidget(self.transcript, 1)
        text_layout.addWidget(self.transcript_button)
        text_layout.addWidget(self.transcribe_button)
        text_layout.addWidget(self.transcribe_note)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(audio)
        splitter.addWidget(text)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        footer = QHBoxLayout()
        footer.addWidget(self.cache_label, 1)
        footer.addWidget(self.check_button)
        footer.addWidget(self.save_button)
        footer.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.message)
        layout.addLayout(footer)


__all__ = ["WorkbenchLayout"]
