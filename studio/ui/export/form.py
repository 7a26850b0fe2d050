"""The export dialog's form: every choice, turned into ``ExportRequest`` objects.

The form knows nothing of threads or rendering; ``ExportDialog`` runs what it
builds; ``memory`` (``choices_of``, ``show_choices``) remembers its choices
between exports. The gap starts at the project's default each time, so it is
not remembered. Two
pages: the audio (format, rate, bit rate, loudness, tags, the audiobook
choices) and which lines with which side files (a chapter can be chosen as
the range). The ACX preset sets the core's ``acx_preset``: MP3 at 44.1 kHz
and a constant 192 kbps, the ACX levels, room tone and the check.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QStandardPaths, Signal, Slot
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from studio.core.document import Document
from studio.core.exports.export import (
    FORMATS,
    ExportRequest,
    ExportSettings,
    acx_preset,
    format_for,
    format_problem,
    mp3_bit_rates,
)
from studio.core.store.project_nesting import dialog_start
from studio.errors import StudioError
from studio.paths import expand_path
from studio.ui.export.audiobook_box import AudiobookBox
from studio.ui.export.lines_box import LinesBox
from studio.ui.export.loudness_row import LOUDNESS_MODES, LoudnessRow
from studio.ui.export.path_row import PathRow

SAMPLE_RATES = (16000, 22050, 24000, 32000, 44100, 48000)
# Constant MP3 bit rates offered (kbps); ACX asks for 192 or more.
BIT_RATES = (64, 96, 128, 160, 192, 256, 320)
FALLBACK_RATE = 24000
# Suffixes of the side files written next to the narration by default.
SIDE_SUFFIXES = {"srt": ".srt", "vtt": ".vtt", "labels": ".labels.txt"}

# The format names (core's FORMATS labels) marked for translation, as lupdate finds them.
_FORMAT_LABELS = (
    QT_TRANSLATE_NOOP("ExportForm", "WAV 16-bit"),
    QT_TRANSLATE_NOOP("ExportForm", "WAV 24-bit"),
    QT_TRANSLATE_NOOP("ExportForm", "WAV 32-bit float"),
    QT_TRANSLATE_NOOP("ExportForm", "FLAC 16-bit"),
    QT_TRANSLATE_NOOP("ExportForm", "FLAC 24-bit"),
    QT_TRANSLATE_NOOP("ExportForm", "OGG Vorbis"),
    QT_TRANSLATE_NOOP("ExportForm", "MP3"),
    QT_TRANSLATE_NOOP("ExportForm", "M4B audiobook (AAC)"),
)


class ExportForm(QWidget):
    """Output, format, loudness, range, stems, subtitles and what to do with unrendered lines."""

    sig_range_changed = Signal()

    def __init__(
        self,
        doc: Document,
        selected_ids: Sequence[str],
        engine_rate: int | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        # Settings the form has no control for (the fade) come from here.
        self._base = ExportSettings()
        self._doc = doc
        self.selected_ids = tuple(selected_ids)
        self._engine_rate = engine_rate
        self._build()
        self._connect()
        self.refresh_formats()

    # --- construction --------------------------------------------------

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget(self)
        layout.addWidget(self.tabs)
        audio_page = QWidget(self)
        lines_page = QWidget(self)
        self.tabs.addTab(audio_page, self.tr("Audio"))
        self.tabs.addTab(lines_page, self.tr("Lines and side files"))
        outer = QVBoxLayout(audio_page)

        audio = QGroupBox(self.tr("Narration"), self)
        form = QFormLayout(audio)
        self.out_edit = QLineEdit(self)
        self.out_browse = QPushButton(self.tr("Browse…"), self)
        row = QHBoxLayout()
        row.addWidget(self.out_edit, 1)
        row.addWidget(self.out_browse)
        out_label = QLabel(self.tr("&Output file:"), self)
        out_label.setBuddy(self.out_edit)  # Alt+O: the path, from anywhere in the dialog
        form.addRow(out_label, row)

        self.format_combo = QComboBox(self)
        for fmt in FORMATS.values():
            self.format_combo.addItem(self.tr(fmt.label), fmt.name)
        self.format_note = QLabel(self)
        self.format_note.setWordWrap(True)
        self.format_note.setObjectName("exportFormatNote")
        form.addRow(self.tr("Format:"), self.format_combo)
        form.addRow("", self.format_note)

        self.rate_combo = QComboBox(self)
        if self._engine_rate:
            own = self.tr("The engine's ({0} Hz)").format(self._engine_rate)
        else:
            own = self.tr("The takes' own")  # no engine loaded: the core uses the takes' rate
        self.rate_combo.addItem(own, None)
        for rate in SAMPLE_RATES:
            self.rate_combo.addItem(self.tr("{0} Hz").format(rate), rate)
        form.addRow(self.tr("Sample rate:"), self.rate_combo)

        self.bitrate_combo = QComboBox(self)
        self.bitrate_combo.addItem(self.tr("Variable (smaller files)"), None)
        for kbps in BIT_RATES:
            self.bitrate_combo.addItem(self.tr("{0} kbps, constant").format(kbps), kbps)
        self.bitrate_combo.setToolTip(self.tr("MP3 only; ACX asks for a constant 192 kbps or more"))
        form.addRow(self.tr("Bit rate:"), self.bitrate_combo)

        self.loudness = LoudnessRow(self)
        # By their old names: the memory and the tests use them.
        self.loudness_combo = self.loudness.combo
        self.lufs_spin = self.loudness.lufs_spin
        self.peak_spin = self.loudness.peak_spin
        form.addRow(self.tr("Loudness:"), self.loudness)

        self.gap_spin = QDoubleSpinBox(self)
        self.gap_spin.setRange(0.0, 30.0)
        self.gap_spin.setDecimals(2)
        self.gap_spin.setSingleStep(0.05)
        self.gap_spin.setSuffix(" s")
        gap = self._doc.defaults.gap_after
        self.gap_spin.setValue(0.3 if gap is None else gap)
        self.gap_spin.setToolTip(self.tr("Silence between lines; a line's own gap still wins."))
        form.addRow(self.tr("Gap between lines:"), self.gap_spin)

        self.title_edit = QLineEdit(self)
        self.artist_edit = QLineEdit(self)
        form.addRow(self.tr("Title:"), self.title_edit)
        form.addRow(self.tr("Author:"), self.artist_edit)
        outer.addWidget(audio)
        self.audiobook = AudiobookBox(self)
        outer.addWidget(self.audiobook)
        outer.addStretch(1)

        outer = QVBoxLayout(lines_page)
        self.lines = LinesBox(self._doc, self.selected_ids, self)
        # The line choices by their old names: the dialog, the memory and the tests use them.
        lb = self.lines
        self.all_radio = lb.all_radio
        self.selected_radio = lb.selected_radio
        self.range_radio = lb.range_radio
        self.from_spin = lb.from_spin
        self.to_spin = lb.to_spin
        self.range_group = lb.range_group
        self.chapter_radio = lb.chapter_radio
        self.chapter_combo = lb.chapter_combo
        self.missing_label = lb.missing_label
        self.render_first_radio = lb.render_first_radio
        self.refuse_radio = lb.refuse_radio
        outer.addWidget(lb)

        extras = QGroupBox(self.tr("Stems, subtitles and markers"), self)
        box = QVBoxLayout(extras)
        self.stems_row = PathRow(self.tr("Stems folder"), folder=True, parent=self)
        self.stems_selected_check = QCheckBox(self.tr("Stems of the selected lines only"), self)
        self.stems_selected_check.setEnabled(bool(self.selected_ids))
        self.srt_row = PathRow(self.tr("SRT"), False, self.tr("SubRip (*.srt)"), self)
        self.vtt_row = PathRow(self.tr("WebVTT"), False, self.tr("WebVTT (*.vtt)"), self)
        self.labels_row = PathRow(
            self.tr("Audacity labels"), False, self.tr("Label track (*.txt)"), self
        )
        self.word_timing_check = QCheckBox(self.tr("Subtitles and labels word by word"), self)
        self.word_timing_check.setToolTip(
            self.tr(
                "A cue and a label per word, timed by the word check (karaoke WebVTT); lines "
                "never checked keep one cue. Without it, a checked line's cue starts and ends "
                "with its speech."
            )
        )
        for widget in (
            self.stems_row,
            self.stems_selected_check,
            self.srt_row,
            self.vtt_row,
            self.labels_row,
            self.word_timing_check,
        ):
            box.addWidget(widget)
        outer.addWidget(extras)
        outer.addStretch(1)

    def _connect(self) -> None:
        self.out_browse.clicked.connect(self._on_out_browse_clicked)
        self.out_edit.textChanged.connect(self._on_out_text_changed)
        self.format_combo.currentIndexChanged.connect(self._on_format_changed)
        self.rate_combo.currentIndexChanged.connect(self.refresh_formats)
        self.lines.sig_range_changed.connect(self.sig_range_changed)
        self.audiobook.sig_acx_preset.connect(self._on_audiobook_acx_preset)

    # --- values --------------------------------------------------------

    @property
    def format_name(self) -> str:
        return str(self.format_combo.currentData())

    @property
    def sample_rate(self) -> int | None:
        value = self.rate_combo.currentData()
        return int(value) if value else None

    @property
    def bit_rate(self) -> int | None:
        """The constant MP3 bit rate in kbps; None for a variable one (or not MP3)."""
        value = self.bitrate_combo.currentData()
        return int(value) if value and self.format_name == "mp3" else None

    @property
    def render_missing(self) -> bool:
        return self.render_first_radio.isChecked()

    def line_ids(self) -> tuple[str, ...] | None:
        """The lines of the narration and subtitles; None for every line."""
        return self.lines.line_ids()

    def select_chapter(self, number: int) -> None:
        """Export chapter ``number`` (1-based), showing the page where it is chosen."""
        if self.lines.select_chapter(number):
            self.tabs.setCurrentIndex(1)

    def stem_line_ids(self) -> tuple[str, ...] | None:
        if self.stems_selected_check.isChecked() and self.selected_ids:
            return self.lines.selected_in_order()
        return self.line_ids()

    def settings(self) -> ExportSettings:
        mode = self.loudness.mode
        book = self.audiobook
        return replace(
            self._base,
            format=self.format_name,
            sample_rate=self.sample_rate,
            bit_rate=self.bit_rate,
            loudness=self.loudness.target(),
            true_peak=self.peak_spin.value(),
            title=self.title_edit.text().strip(),
            artist=self.artist_edit.text().strip(),
            cover=book.cover,
            head_seconds=book.head_spin.value(),
            tail_seconds=book.tail_spin.value(),
            acx=mode == "acx",
        )

    def apply_settings(self, settings: ExportSettings) -> None:
        """Show a project's saved export settings."""
        self._base = settings
        self.select_data(self.format_combo, settings.format)
        if settings.sample_rate and self.rate_combo.findData(settings.sample_rate) < 0:
            self.rate_combo.addItem(
                self.tr("{0} Hz").format(settings.sample_rate), settings.sample_rate
            )
        self.select_data(self.rate_combo, settings.sample_rate)
        if settings.bit_rate and self.bitrate_combo.findData(settings.bit_rate) < 0:
            self.bitrate_combo.addItem(
                self.tr("{0} kbps, constant").format(settings.bit_rate), settings.bit_rate
            )
        self.select_data(self.bitrate_combo, settings.bit_rate)
        self.loudness.show_settings(settings)
        self.title_edit.setText(settings.title)
        self.artist_edit.setText(settings.artist)
        self.audiobook.cover_edit.setText(settings.cover)
        self.audiobook.head_spin.setValue(settings.head_seconds)
        self.audiobook.tail_spin.setValue(settings.tail_seconds)
        if settings.acx:
            self.audiobook.acx_check.setChecked(True)
        self.refresh_formats()

    def apply_acx_preset(self) -> None:
        """What ACX asks for, over the other choices: MP3 at 44.1 kHz and a constant
        192 kbps (or the higher one chosen), its levels, room tone, and the check."""
        preset = acx_preset(replace(self.settings(), bit_rate=self.bitrate_combo.currentData()))
        self.select_data(self.rate_combo, preset.sample_rate)
        self.select_data(self.format_combo, preset.format)
        self.select_data(self.bitrate_combo, preset.bit_rate)
        self.loudness.select("acx")
        self.audiobook.show_acx(preset.head_seconds, preset.tail_seconds)
        self.refresh_formats()

    def requests(self) -> tuple[ExportRequest, ...]:
        """What to write: one request, or two when stems cover other lines than the rest.

        Raises StudioError with a one-line message when a choice cannot work.
        """
        out_text = self.out_edit.text().strip()
        out = expand_path(out_text) if out_text else None
        stems = self.stems_row.path
        if self.stems_row.check.isChecked() and stems is None:
            raise StudioError(self.tr("Choose a stems folder, or untick Stems folder."))
        chapters_dir = self.audiobook.chapters_row.path
        for row in (self.srt_row, self.vtt_row, self.labels_row, self.audiobook.chapters_row):
            if row.check.isChecked() and row.path is None:
                raise StudioError(
                    self.tr("Choose a file for {0}, or untick it.").format(row.check.text())
                )
        if out is None and stems is None and chapters_dir is None:
            raise StudioError(self.tr("Choose an output file (or a stems folder)."))
        if self.range_radio.isChecked() and self.from_spin.value() > self.to_spin.value():
            raise StudioError(
                self.tr("Line range {0}-{1} is backwards; the first line comes first.").format(
                    self.from_spin.value(), self.to_spin.value()
                )
            )
        settings = self.settings()
        main = ExportRequest(
            out=out,
            settings=settings,
            line_ids=self.line_ids(),
            gap=self.gap_spin.value(),
            srt=self.srt_row.path,
            vtt=self.vtt_row.path,
            labels=self.labels_row.path,
            word_timing=self.word_timing_check.isChecked(),
            stems_dir=stems,
            chapters_dir=chapters_dir,
            check_acx=self.audiobook.acx_check.isChecked(),
        )
        stem_ids = self.stem_line_ids()
        if stems is None or stem_ids == main.line_ids:
            return (main,)
        # The core cuts stems from the narration it writes, so stems of other
        # lines need a pass of their own (with the same settings).
        stems_only = ExportRequest(
            settings=settings, line_ids=stem_ids, gap=main.gap, stems_dir=stems
        )
        first = replace(main, stems_dir=None)
        return (first, stems_only) if out is not None else (stems_only,)

    # --- slots ---------------------------------------------------------

    @Slot()
    def refresh_formats(self) -> None:
        """Grey out the formats this installation cannot write, with the reason."""
        rate = self.sample_rate or self._engine_rate or FALLBACK_RATE
        model = self.format_combo.model()
        assert isinstance(model, QStandardItemModel)
        notes: list[str] = []
        for row in range(self.format_combo.count()):
            fmt = FORMATS[str(self.format_combo.itemData(row))]
            problem = format_problem(fmt, rate)
            item = model.item(row)
            item.setEnabled(problem is None)
            item.setToolTip(problem or "")
            if problem and problem not in notes:
                notes.append(problem)
        self.format_note.setText("\n".join(notes))
        self.format_note.setVisible(bool(notes))
        current = self.format_combo.currentIndex()
        if not model.item(current).isEnabled():
            for row in range(self.format_combo.count()):
                if model.item(row).isEnabled():
                    self.format_combo.setCurrentIndex(row)
                    break
        self._refresh_bit_rates(rate)

    def _refresh_bit_rates(self, rate: int) -> None:
        """Only MP3 has a bit rate here, and the lower sample rates allow only the lower ones."""
        self.bitrate_combo.setEnabled(self.format_name == "mp3")
        model = self.bitrate_combo.model()
        assert isinstance(model, QStandardItemModel)
        allowed = mp3_bit_rates(rate)
        for row in range(1, self.bitrate_combo.count()):
            kbps = int(self.bitrate_combo.itemData(row))
            ok = kbps in allowed
            model.item(row).setEnabled(ok)
            model.item(row).setToolTip(
                ""
                if ok
                else self.tr("MP3 at {0} Hz can be at most {1} kbps").format(rate, allowed[-1])
            )
        if not model.item(self.bitrate_combo.currentIndex()).isEnabled():
            self.bitrate_combo.setCurrentIndex(0)

    def format_enabled(self, name: str) -> bool:
        row = self.format_combo.findData(name)
        model = self.format_combo.model()
        assert isinstance(model, QStandardItemModel)
        return row >= 0 and model.item(row).isEnabled()

    @Slot()
    def _on_out_browse_clicked(self) -> None:
        fmt = FORMATS[self.format_name]
        chosen, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the narration to"),
            dialog_start(self.out_edit.text(), Path.home()),
            self.tr("Audio (*.wav *.flac *.ogg *.mp3 *.m4b);;{0} (*.{1})").format(
                fmt.label, fmt.extension
            ),
            options=QFileDialog.Option.DontConfirmOverwrite,  # Export asks, naming every file
        )
        if chosen:
            self.out_edit.setText(chosen)

    @Slot(str)
    def _on_out_text_changed(self, text: str) -> None:
        path = Path(text.strip())
        if text.strip():
            try:
                by_extension = format_for(path.name)
            except StudioError:
                by_extension = None
            current = FORMATS[self.format_name]
            # WAV 16/24/float share .wav: only switch when the extension disagrees.
            if (
                by_extension is not None
                and by_extension.extension != current.extension
                and self.format_enabled(by_extension.name)
            ):
                self.format_combo.setCurrentIndex(self.format_combo.findData(by_extension.name))
            if not _has_file_name(path):
                return  # "/", "." or "dir/..": nothing to name the side files after yet
            stem = path.with_suffix("")
            rows = self.path_rows()
            for key, suffix in SIDE_SUFFIXES.items():
                rows[key].set_auto(str(stem) + suffix)
            self.stems_row.set_auto(str(stem) + "-stems")
            self.audiobook.chapters_row.set_auto(str(stem) + "-chapters")

    @Slot(int)
    def _on_format_changed(self, index: int) -> None:
        self._refresh_bit_rates(self.sample_rate or self._engine_rate or FALLBACK_RATE)
        text = self.out_edit.text().strip()
        if not text:
            return
        path = Path(text)
        extension = FORMATS[self.format_name].extension
        if _has_file_name(path) and path.suffix.lower() != f".{extension}":
            self.out_edit.setText(str(path.with_suffix(f".{extension}")))

    @Slot()
    def _on_audiobook_acx_preset(self) -> None:
        self.apply_acx_preset()

    def path_rows(self) -> dict[str, PathRow]:
        return {
            "srt": self.srt_row,
            "vtt": self.vtt_row,
            "labels": self.labels_row,
            "stems": self.stems_row,
            "chapters": self.audiobook.chapters_row,
        }

    def default_out(self) -> str:
        folder = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.MusicLocation
        ) or str(Path.home())
        return str(Path(folder) / f"narration.{FORMATS[self.format_name].extension}")

    @staticmethod
    def select_data(combo: QComboBox, value: object) -> None:
        row = combo.findData(value)
        if row >= 0:
            combo.setCurrentIndex(row)


__all__ = ["BIT_RATES", "LOUDNESS_MODES", "ExportForm"]


def _has_file_name(path: Path) -> bool:
    """Whether the path ends in a name a suffix can be put on (not "/", ".", ".." or "~")."""
    return path.name not in ("", ".", "..", "~")
