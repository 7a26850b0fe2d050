"""The Models dialog's speech recognizers: one row each, like the TTS models' rows.

The catalog's faster-whisper models (``studio.models.asr_catalog``) with
their size, whether they are downloaded, Download with progress, Cancel and
Resume (the same ``ModelJobs`` downloads, through ``download_asr``), Remove,
and Use, which makes one the recognizer of the word check and of Transcribe.
The demo recognizer needs no download. Status is read from the disk only.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from studio.models import DownloadProgress, ModelEntry
from studio.models.asr_catalog import asr_model, asr_models
from studio.models.asr_install import asr_status, remove_asr
from studio.ui.base.i18n import error_text, local_size
from studio.ui.models.jobs import ModelJobs
from studio.ui.models.row import ModelRow
from studio.ui.models.texts import recognizer_title


def is_recognizer(model_id: str) -> bool:
    return model_id.startswith("asr:")


class RecognizerRows(QWidget):
    sig_use = Signal(str)  # the recognizer's name: the user chose it
    sig_downloaded = Signal(str)  # the recognizer's name: it can load now

    def __init__(self, jobs: ModelJobs, in_use: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._jobs = jobs
        self.in_use = in_use
        self.rows: dict[str, ModelRow] = {}
        title = QLabel(self.tr("Speech recognizers"))
        title.setObjectName("panelTitle")
        intro = QLabel(
            self.tr(
                "A recognizer hears each take to check its words, writes voice transcripts "
                "and times subtitles word by word (Edit > Preferences turns the check on). "
                "base.en is a good start on a CPU."
            )
        )
        intro.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(title)
        layout.addWidget(intro)
        layout.addWidget(self.message)
        for model in asr_models():
            entry = model.entry()
            row = ModelRow(entry, self)
            row.title.setText(recognizer_title(model))
            row.sig_download.connect(self._on_row_download)
            row.sig_cancel.connect(self._on_row_cancel)
            row.sig_remove.connect(self._on_row_remove)
            row.sig_use.connect(self._on_row_use)
            self.rows[entry.id] = row
            layout.addWidget(row)
            if jobs.downloading(entry.id):
                row.show_download_started()
                last = jobs.last_progress.get(entry.id)
                if last is not None:
                    row.show_progress(last)
        jobs.sig_progress.connect(self._on_jobs_progress)
        jobs.sig_download_ended.connect(self._on_jobs_download_ended)
        jobs.sig_download_cancelled.connect(self._on_jobs_download_cancelled)
        self.refresh()

    def refresh(self) -> None:
        """Every row's state from the disk (cheap: no network)."""
        for row in self.rows.values():
            model = asr_model(row.entry.model_spec)
            status = asr_status(model)
            chosen = model.name == self.in_use
            # The preferences name a recognizer before it is downloaded (base.en, by default):
            # it is in use only once the word check can load it.
            row.show_status(status, chosen and status.usable)
            if chosen and not status.usable:
                row.show_chosen_not_here()

    def _say(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # --- row actions (GUI thread) -------------------------------------------

    @Slot(object)
    def _on_row_download(self, entry: ModelEntry) -> None:
        self.rows[entry.id].show_download_started()
        self._jobs.download(entry)

    @Slot(object)
    def _on_row_cancel(self, entry: ModelEntry) -> None:
        self._jobs.cancel(entry.id)

    @Slot(object)
    def _on_row_remove(self, entry: ModelEntry) -> None:
        self._jobs.run(
            remove_asr,
            entry.model_spec,
            returned=self._on_remove_returned,
            errored=self._on_remove_errored,
        )

    @Slot(object)
    def _on_row_use(self, entry: ModelEntry) -> None:
        self.in_use = entry.model_spec
        self.refresh()
        self._say(self.tr("The word check and Transcribe use {0} now.").format(entry.model_spec))
        self.sig_use.emit(entry.model_spec)

    # --- job replies (GUI thread) ---------------------------------------------

    @Slot(str, object)
    def _on_jobs_progress(self, model_id: str, progress: DownloadProgress) -> None:
        row = self.rows.get(model_id)
        if row is not None:
            row.show_progress(progress)

    @Slot(str, str)
    def _on_jobs_download_ended(self, model_id: str, message: str) -> None:
        row = self.rows.get(model_id)
        if row is None:
            return
        row.show_download_ended(message)
        if not message:
            self._say(self.tr("Downloaded. Press Use to hear takes with it."))
            self.sig_downloaded.emit(row.entry.model_spec)
        self.refresh()

    @Slot(str)
    def _on_jobs_download_cancelled(self, model_id: str) -> None:
        row = self.rows.get(model_id)
        if row is None:
            return
        row.show_download_ended("")
        self._say(self.tr("Download cancelled; what arrived is kept, and Download resumes it."))
        self.refresh()

    @Slot(object)
    def _on_remove_returned(self, freed: int) -> None:
        self._say(
            self.tr("Removed ({0} freed).").format(local_size(freed, decimal=True)) if freed else ""
        )
        self.refresh()

    @Slot(object)
    def _on_remove_errored(self, exc: Exception) -> None:
        self._say(error_text(exc))
        self.refresh()


__all__ = ["RecognizerRows", "is_recognizer"]
