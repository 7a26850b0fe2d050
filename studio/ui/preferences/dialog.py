"""Edit > Preferences: the device, CPU threads, compiling, cache budgets and folder, audio
devices, export defaults and autosave, the colour scheme and the language, and serving
to other programs, in the app's one settings store.

Nothing here talks to the worker directly: the dialog says what changed
(``changed_engine``), and the window reloads the model when the device,
threads or caches changed. A new colour scheme shows as OK is pressed; a new
language when the studio starts again (the widgets read their strings once).
The cache folder's size is read and the folder cleared on a pool thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Slot
from PySide6.QtMultimedia import QMediaDevices
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from studio.cache import DiskTier
from studio.core.exports.export import FORMATS
from studio.engines.devices import DeviceOption
from studio.paths import DEFAULT_DISK_CACHE_BYTES, default_cache_dir
from studio.ui.audio.audio_format import device_id
from studio.ui.base.i18n import LANGUAGES, SYSTEM, error_text, local_size, said_text
from studio.ui.base.settings import Settings
from studio.ui.kit import theme
from studio.ui.kit.job_pool import JobPool
from studio.ui.preferences.checks_box import ChecksBox
from studio.ui.preferences.fields import compact_combo
from studio.ui.preferences.serve_box import ServeBox
from studio.ui.preferences.voice_check_box import VoiceCheckBox

# Translated where shown (self.tr); marked here for lupdate.
LOUDNESS_TITLES = {
    "off": str(QT_TRANSLATE_NOOP("PreferencesDialog", "Off")),
    "podcast": str(QT_TRANSLATE_NOOP("PreferencesDialog", "Podcast (-16 LUFS)")),
    "audiobook": str(QT_TRANSLATE_NOOP("PreferencesDialog", "Audiobook (-19 LUFS)")),
    "broadcast": str(QT_TRANSLATE_NOOP("PreferencesDialog", "Broadcast (-23 LUFS)")),
}


def device_label(option: DeviceOption) -> str:
    """A device picker's entry in the window's language, its figures the locale's."""
    return said_text(option.said)


def cache_size(folder: Path) -> int:
    """Bytes the prompt cache holds in ``folder`` (a pool thread)."""
    return DiskTier(folder, DEFAULT_DISK_CACHE_BYTES).nbytes if folder.is_dir() else 0


def clear_cache(folder: Path) -> int:
    """Remove every cached state in ``folder``; returns how many (a pool thread)."""
    return DiskTier(folder, DEFAULT_DISK_CACHE_BYTES).clear() if folder.is_dir() else 0


class PreferencesDialog(QDialog):
    def __init__(
        self, settings: Settings, devices: list[DeviceOption], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings
        self._pool = JobPool("preferences", 1, self)
        # What changed that needs the model loaded again.
        self.changed_engine = False
        # Whether the word check changed (the worker follows it).
        self.changed_checks = False
        # Whether the colour scheme changed (shown when OK is pressed).
        self.changed_scheme = False
        s = settings

        self.device = compact_combo()
        for option in devices:
            self.device.addItem(device_label(option), option.id)
        self._select(self.device, s.device)
        self.threads = QSpinBox()
        self.threads.setRange(0, 256)
        self.threads.setSpecialValueText(self.tr("Automatic"))
        self.threads.setValue(s.threads or 0)
        self.batch = QSpinBox()
        self.batch.setRange(0, 64)
        self.batch.setSpecialValueText(self.tr("Automatic"))
        self.batch.setValue(s.batch_size or 0)
        self.batch.setToolTip(
            self.tr(
                "Render stale, Render line on several lines and Best of N render up to this "
                "many lines of a voice at once (each sounds as it would alone); Automatic "
                "measures the device. "
                "A line you play always renders alone, first."
            )
        )
        self.compile = compact_combo()
        for title, choice in (
            (self.tr("Automatic"), "auto"),
            (self.tr("On"), "on"),
            (self.tr("Off"), "off"),
        ):
            self.compile.addItem(title, choice)
        self._select(self.compile, s.compile_model)
        self.compile.setToolTip(
            self.tr(
                "Compiling makes the model faster where that was measured (VoxCPM2 on a GPU: "
                "Automatic compiles there, never on the CPU). The first start on a machine "
                "compiles, which takes a while; later starts reuse what the cache folder keeps."
            )
        )
        model_box = self._group(
            self.tr("Model"),
            [
                (self.tr("Device:"), self.device),
                (self.tr("CPU threads:"), self.threads),
                (self.tr("Lines at once:"), self.batch),
                (self.tr("Compile the model:"), self.compile),
            ],
        )

        self.memory = QSpinBox()
        self.memory.setRange(16, 65536)
        self.memory.setSuffix(" MB")
        self.memory.setValue(s.memory_cache_mb)
        self.disk_dir = QLineEdit(s.disk_cache_dir)
        self.disk_dir.setPlaceholderText(str(default_cache_dir()))
        self.disk_dir.setAccessibleName(self.tr("Cache folder"))
        browse = QPushButton(self.tr("Choose…"))
        browse.clicked.connect(self._on_browse_clicked)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.disk_dir, 1)
        folder_row.addWidget(browse)
        folder = QWidget()
        folder.setLayout(folder_row)
        folder_row.setContentsMargins(0, 0, 0, 0)
        self.disk_budget = QDoubleSpinBox()
        self.disk_budget.setRange(0.1, 1000.0)
        self.disk_budget.setSuffix(" GB")
        self.disk_budget.setValue(s.disk_cache_gb)
        self.disk_size = QLabel(self.tr("Measuring…"))
        self.clear_button = QPushButton(self.tr("Clear the cache"))
        self.clear_button.clicked.connect(self._on_clear_clicked)
        size_row = QHBoxLayout()
        size_row.addWidget(self.disk_size, 1)
        size_row.addWidget(self.clear_button)
        size = QWidget()
        size.setLayout(size_row)
        size_row.setContentsMargins(0, 0, 0, 0)
        cache_box = self._group(
            self.tr("Prompt cache"),
            [
                (self.tr("In memory:"), self.memory),
                (self.tr("Folder on disk:"), folder),
                (self.tr("On disk at most:"), self.disk_budget),
                (self.tr("Now on disk:"), size),
            ],
        )

        self.output = compact_combo()
        self.output.addItem(self.tr("System default"), "")
        for device in QMediaDevices.audioOutputs():
            self.output.addItem(device.description(), device_id(device))
        self._select(self.output, s.audio_output)
        self.input = compact_combo()
        self.input.addItem(self.tr("System default"), "")
        for device in QMediaDevices.audioInputs():
            self.input.addItem(device.description(), device_id(device))
        self._select(self.input, s.audio_input)
        audio_box = self._group(
            self.tr("Audio"),
            [(self.tr("Output:"), self.output), (self.tr("Microphone:"), self.input)],
        )

        choices = s.export_choices
        self.export_format = compact_combo()
        for fmt in FORMATS.values():
            # The names the Export dialog translates (its _FORMAT_LABELS).
            self.export_format.addItem(
                QCoreApplication.translate("ExportForm", fmt.label), fmt.name
            )
        self._select(self.export_format, choices.format)
        self.export_loudness = compact_combo()
        for name, title in LOUDNESS_TITLES.items():
            self.export_loudness.addItem(self.tr(title), name)
        self._select(self.export_loudness, choices.loudness)
        self.autosave = QDoubleSpinBox()
        self.autosave.setRange(1.0, 600.0)
        self.autosave.setSuffix(" s")
        self.autosave.setValue(s.autosave_seconds)
        work_box = self._group(
            self.tr("Export and projects"),
            [
                (self.tr("Export format:"), self.export_format),
                (self.tr("Export loudness:"), self.export_loudness),
                (self.tr("Autosave every:"), self.autosave),
            ],
        )

        appearance_box = self._appearance_box()

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.checks_box = ChecksBox(s, self)
        self.voice_check_box = VoiceCheckBox(s, self)
        self.serve_box = ServeBox(s, self)
        # Two columns, so the dialog fits a 1024x600 screen; on a shorter one the
        # columns scroll and the buttons stay in sight.
        page = QWidget()
        columns = QHBoxLayout(page)
        columns.setContentsMargins(0, 0, 0, 0)
        for boxes in (
            (model_box, cache_box, audio_box, self.voice_check_box),
            (work_box, self.checks_box, appearance_box, self.serve_box),
        ):
            column = QVBoxLayout()
            for box in boxes:
                column.addWidget(box)
            column.addStretch(1)
            columns.addLayout(column, 1)
        self._scroll = scroll = QScrollArea()
        scroll.setObjectName("preferencesPage")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setWidget(page)
        self._layout = layout = QVBoxLayout(self)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self._buttons = buttons
        self._page = page
        self._fit()
        self._measure()

    def wanted_size(self) -> QSize:
        """The dialog's size with every group in sight, whatever the screen."""
        wanted = self._page.sizeHint()
        bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        margins = self._layout.contentsMargins()
        buttons = self._buttons.sizeHint().height() + self._layout.spacing()
        return QSize(
            wanted.width() + bar + 2 + margins.left() + margins.right(),
            wanted.height() + 2 + margins.top() + margins.bottom() + buttons,
        )

    def _fit(self) -> None:
        """As large as the page wants, but never taller or wider than the screen."""
        self.ensurePolished()
        for child in self._page.findChildren(QWidget):
            child.ensurePolished()
        wanted = self.wanted_size()
        width, height = wanted.width(), wanted.height()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            width = min(width, screen.width() - 40)
            height = min(height, screen.height() - 60)
        # The columns as wide as they need where the screen allows: on a narrow
        # screen they scroll sideways rather than squeeze their fields.
        margins = self._layout.contentsMargins()
        self._scroll.setMinimumWidth(width - margins.left() - margins.right())
        self.resize(width, height)

    def _appearance_box(self) -> QGroupBox:
        s = self._settings
        self.color_scheme = compact_combo()
        for title, choice in (
            (self.tr("System"), theme.SYSTEM),
            (self.tr("Light"), theme.LIGHT),
            (self.tr("Dark"), theme.DARK),
        ):
            self.color_scheme.addItem(title, choice)
        self._select(self.color_scheme, s.color_scheme)
        self.color_scheme.setToolTip(self.tr("System follows the desktop's light or dark look."))
        self.language = compact_combo()
        self.language.addItem(self.tr("System"), SYSTEM)
        for code, name in LANGUAGES:
            self.language.addItem(name, code)  # each language in its own words
        self._select(self.language, s.language)
        restart = self.tr("The language changes when the studio starts again.")
        self.language.setToolTip(restart)
        self.language_note = QLabel(restart)
        self.language_note.setObjectName("hintLabel")
        self.language_note.setWordWrap(True)
        box = self._group(
            self.tr("Appearance"),
            [(self.tr("Colour scheme:"), self.color_scheme), (self.tr("Language:"), self.language)],
        )
        form = box.layout()
        assert isinstance(form, QFormLayout)
        form.addRow(self.language_note)
        return box

    def _group(self, title: str, rows: list[tuple[str, QWidget]]) -> QGroupBox:
        box = QGroupBox(title, self)
        form = QFormLayout(box)
        for label, widget in rows:
            form.addRow(label, widget)
        return box

    @staticmethod
    def _select(combo: QComboBox, value: object) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _folder(self) -> Path:
        text = self.disk_dir.text().strip()
        return Path(text).expanduser() if text else default_cache_dir()

    # --- the cache folder, off the GUI thread -----------------------------

    def _run(self, func: Callable[[Path], int], slot: Callable[[int], None]) -> None:
        self._pool.run(func, self._folder(), returned=slot, errored=self._on_job_errored)

    def _measure(self) -> None:
        self._run(cache_size, self._on_size_returned)

    @Slot(object)
    def _on_size_returned(self, nbytes: int) -> None:
        self.disk_size.setText(local_size(nbytes, decimal=True))

    @Slot()
    def _on_clear_clicked(self) -> None:
        self.clear_button.setEnabled(False)
        self._run(clear_cache, self._on_cleared)

    @Slot(object)
    def _on_cleared(self, count: int) -> None:
        self.clear_button.setEnabled(True)
        self.disk_size.setText(self.tr("Removed {0} cached voice states.").format(count))
        self._measure()

    @Slot(object)
    def _on_job_errored(self, exc: Exception) -> None:
        self.clear_button.setEnabled(True)
        self.disk_size.setText(error_text(exc))

    @Slot()
    def _on_browse_clicked(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, self.tr("Folder for the prompt cache"), str(self._folder())
        )
        if chosen:
            self.disk_dir.setText(chosen)
            self._measure()

    # --- saving ----------------------------------------------------------

    def save(self) -> None:
        """Write the choices to the settings; note whether the model must reload."""
        s = self._settings
        threads = self.threads.value() or None
        device = str(self.device.currentData())
        compile_model = str(self.compile.currentData())
        engine = (device, threads, self.memory.value(), self.disk_dir.text().strip(), compile_model)
        before = (s.device, s.threads, s.memory_cache_mb, s.disk_cache_dir, s.compile_model)
        self.changed_engine = engine != before or self.disk_budget.value() != s.disk_cache_gb
        s.device, s.threads, s.compile_model = device, threads, compile_model
        s.batch_size = self.batch.value() or None
        s.memory_cache_mb = self.memory.value()
        s.disk_cache_dir = self.disk_dir.text().strip()
        s.disk_cache_gb = self.disk_budget.value()
        s.audio_output = str(self.output.currentData())
        s.audio_input = str(self.input.currentData())
        s.autosave_seconds = self.autosave.value()
        s.export_choices = replace(
            s.export_choices,
            format=str(self.export_format.currentData()),
            loudness=str(self.export_loudness.currentData()),
        )
        self.changed_checks = self.checks_box.save(s)
        self.changed_checks |= self.voice_check_box.save(s)
        self.serve_box.save(s)
        scheme = str(self.color_scheme.currentData())
        self.changed_scheme = scheme != s.color_scheme
        s.color_scheme = scheme
        s.language = str(self.language.currentData())
        s.sync()

    def accept(self) -> None:
        self.save()
        app = QApplication.instance()
        if self.changed_scheme and isinstance(app, QApplication):
            theme.install(app, self._settings.color_scheme)
        super().accept()

    def done(self, result: int) -> None:
        # Never close under a running job: its reply would reach a deleted dialog.
        self._pool.wait()
        super().done(result)


__all__ = ["PreferencesDialog", "cache_size", "clear_cache"]
