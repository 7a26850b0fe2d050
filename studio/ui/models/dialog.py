"""Model > Models…: which models the studio can use, and getting them.

One row per model (pocket-tts, VoxCPM2, each local model the user added, the
demo model): installed or not, size and place on disk, licence and terms;
Download with progress (resumable), Cancel, Remove, Use. Gated weights are
explained in plain words, with the model page and a field for an access
token. While no model is in use (a first start, often offline), the demo
model, the one that always works, can be chosen above the list, without
scrolling past the models that need a download. Everything that touches the
network or large files runs on ``ModelJobs``; the dialog only shows what it
reports.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from studio.engines.plugin_models import model_entry, plugin_entries
from studio.errors import StudioError
from studio.models import (
    DEMO_ID,
    Connection,
    DownloadProgress,
    LocalModelList,
    ModelEntry,
    check_connection,
    demo_entry,
    forget_token,
    list_models,
    model_status,
    remove_model,
    save_token,
)
from studio.ui.base.i18n import error_text, local_size, said_text
from studio.ui.kit.theme import mark_error
from studio.ui.models.jobs import ModelJobs
from studio.ui.models.recognizers import RecognizerRows, is_recognizer
from studio.ui.models.row import ModelRow
from studio.ui.models.texts import catalog_text


class ModelsDialog(QDialog):
    sig_use = Signal(object)  # ModelEntry: the user chose it

    def __init__(
        self,
        jobs: ModelJobs,
        local_models: LocalModelList,
        in_use: tuple[str, str] | None,
        problem: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Models"))
        self.setObjectName("modelsDialog")
        self.resize(720, 640)
        self._jobs = jobs
        self._local_models = local_models
        self._in_use = in_use  # (engine id, model spec) of the model loaded
        self.rows: dict[str, ModelRow] = {}

        intro = QLabel(
            self.tr(
                "The studio clones voices with a text-to-speech model on this computer. "
                "pocket-tts runs in real time on a CPU; VoxCPM2 wants a GPU. The demo model "
                "needs no download but makes noise: use it to try the studio."
            )
        )
        intro.setWordWrap(True)
        self.problem = QLabel(problem)
        self.problem.setObjectName("errorLabel")
        self.problem.setWordWrap(True)
        self.problem.setVisible(bool(problem))
        self.connection = QLabel(self.tr("Checking the connection to the Hugging Face hub…"))
        self.connection.setObjectName("mutedLabel")
        self.connection.setWordWrap(True)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.hide()
        self.try_demo = self._try_demo_bar()
        self.try_demo.setVisible(in_use is None)

        self._list = QWidget()
        self._list_layout = QVBoxLayout(self._list)
        self._list_layout.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self._list)

        self.add_button = QPushButton(self.tr("Add local model…"))
        add_menu = QMenu(self.add_button)
        # Every engine that takes local models: the built-in ones and plugins (the registry's).
        for engine_id, kind in self._local_models.kinds.items():
            folder = add_menu.addAction(self.tr("{0} model folder…").format(kind.title))
            folder.setData((engine_id, "folder"))
            if kind.files:
                file = add_menu.addAction(self.tr("{0} config or weights file…").format(kind.title))
                file.setData((engine_id, "file"))
        add_menu.triggered.connect(self._on_add_menu_triggered)
        self.add_button.setMenu(add_menu)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addStretch(1)
        buttons.addWidget(close)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.problem)
        layout.addWidget(self.try_demo)
        layout.addWidget(self.connection)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)

        jobs.sig_progress.connect(self._on_jobs_progress)
        jobs.sig_download_ended.connect(self._on_jobs_download_ended)
        jobs.sig_download_cancelled.connect(self._on_jobs_download_cancelled)
        # The speech recognizers, listed after the TTS models (their own rows and replies).
        self.recognizers = RecognizerRows(jobs, "", self._list)
        self.reload()
        jobs.run(
            check_connection,
            returned=self._on_connection_returned,
            errored=self._on_connection_errored,
        )

    def _try_demo_bar(self) -> QWidget:
        bar = QWidget(self)
        text = QLabel(
            self.tr("No model is in use yet: the demo model works right away, even offline.")
        )
        text.setWordWrap(True)
        self.try_demo_button = QPushButton(self.tr("Use the demo model"))
        self.try_demo_button.clicked.connect(self._on_try_demo_clicked)
        row = QHBoxLayout(bar)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(text, 1)
        row.addWidget(self.try_demo_button)
        return bar

    # --- rows -----------------------------------------------------------

    def reload(self) -> None:
        """Build the rows again (after adding or forgetting a local model)."""
        for row in self.rows.values():
            row.setParent(None)
            row.deleteLater()
        self.rows.clear()
        while self._list_layout.count():
            self._list_layout.takeAt(0)
        # Engine plugins' models too; a plugin that cannot be used gets a row saying why.
        entries = [*list_models(self._local_models), *plugin_entries()]
        if self._in_use is not None and not any(
            (e.engine_id, e.model_spec) == self._in_use for e in entries
        ):
            # Loaded from the command line (``--model random:english_2m_2026-10``, say):
            # listed too, so the dialog says what is in use.
            with contextlib.suppress(StudioError):
                entries.append(model_entry(*self._in_use))
        for entry in entries:
            row = ModelRow(entry, self._list)
            row.sig_download.connect(self._on_row_download)
            row.sig_cancel.connect(self._on_row_cancel)
            row.sig_remove.connect(self._on_row_remove)
            row.sig_use.connect(self._on_row_use)
            row.sig_save_token.connect(self._on_row_save_token)
            row.sig_forget_token.connect(self._on_row_forget_token)
            self.rows[entry.id] = row
            self._list_layout.addWidget(row)
            if self._jobs.downloading(entry.id):
                row.show_download_started()
                last = self._jobs.last_progress.get(entry.id)
                if last is not None:
                    row.show_progress(last)
        self._list_layout.addWidget(self.recognizers)
        self._list_layout.addStretch(1)
        self.refresh()

    def refresh(self) -> None:
        """Read every row's state from the disk again (cheap: no network)."""
        for row in self.rows.values():
            entry = row.entry
            in_use = self._in_use == (entry.engine_id, entry.model_spec)
            row.show_status(model_status(entry, kinds=self._local_models.kinds), in_use)

    def set_in_use(self, engine_id: str, model_spec: str) -> None:
        listed = any((r.entry.engine_id, r.entry.model_spec) == (engine_id, model_spec)
                     for r in self.rows.values())  # fmt: skip
        self._in_use = (engine_id, model_spec)
        self.problem.hide()
        self.try_demo.hide()
        if listed:
            self.refresh()
        else:
            self.reload()

    def _say(self, text: str, error: bool = False) -> None:
        self.message.setObjectName("errorLabel" if error else "")
        mark_error(self.message, error)
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # --- row actions ------------------------------------------------------

    @Slot(object)
    def _on_row_download(self, entry: ModelEntry) -> None:
        self.rows[entry.id].show_download_started()
        self._jobs.download(entry)

    @Slot(object)
    def _on_row_cancel(self, entry: ModelEntry) -> None:
        self._jobs.cancel(entry.id)

    @Slot(object)
    def _on_row_remove(self, entry: ModelEntry) -> None:
        self._say(self.tr("Removing {0}…").format(catalog_text(entry.title)))
        self._jobs.run(
            _remove,
            entry,
            self._local_models,
            returned=self._on_remove_returned,
            errored=self._on_job_errored,
        )

    @Slot(object)
    def _on_row_use(self, entry: ModelEntry) -> None:
        self.sig_use.emit(entry)

    @Slot()
    def _on_try_demo_clicked(self) -> None:
        row = self.rows.get(DEMO_ID)
        self.sig_use.emit(row.entry if row is not None else demo_entry())

    @Slot(str)
    def _on_row_save_token(self, token: str) -> None:
        self._say(self.tr("Checking the token with the Hugging Face hub…"))
        self._jobs.run(
            save_token, token, returned=self._on_token_returned, errored=self._on_job_errored
        )

    @Slot()
    def _on_row_forget_token(self) -> None:
        self._jobs.run(forget_token, returned=self._on_token_returned, errored=self._on_job_errored)

    @Slot(object)
    def _on_add_menu_triggered(self, action: object) -> None:
        engine_id, kind = action.data()  # type: ignore[attr-defined]
        title = self._local_models.kinds[engine_id].title
        if kind == "folder":
            chosen = QFileDialog.getExistingDirectory(
                self, self.tr("Choose the {0} model folder").format(title)
            )
        else:
            chosen, _ = QFileDialog.getOpenFileName(
                self,
                self.tr("Choose the {0} config or weights").format(title),
                "",
                self.tr("Models (*.yaml *.safetensors *.pt);;All files (*)"),
            )
        if chosen:
            self.add_local_model(engine_id, Path(chosen))

    def add_local_model(self, engine_id: str, path: Path) -> bool:
        """Check a folder or file and add it as a row; a sentence says what is missing."""
        try:
            model = self._local_models.add(engine_id, path)
        except StudioError as exc:
            self._say(error_text(exc), error=True)
            return False
        self._say(self.tr("Added {0}.").format(model.name))
        self.reload()
        return True

    # --- job replies (GUI thread) ------------------------------------------

    @Slot(str, object)
    def _on_jobs_progress(self, model_id: str, progress: DownloadProgress) -> None:
        row = self.rows.get(model_id)
        if row is not None:
            row.show_progress(progress)

    @Slot(str, str)
    def _on_jobs_download_ended(self, model_id: str, message: str) -> None:
        if is_recognizer(model_id):
            return  # said by its own row (``recognizers``)
        row = self.rows.get(model_id)
        if row is not None:
            row.show_download_ended(message)
        if not message:
            self._say(self.tr("Downloaded. Press Use to load it."))
        self.refresh()

    @Slot(str)
    def _on_jobs_download_cancelled(self, model_id: str) -> None:
        if is_recognizer(model_id):
            return
        row = self.rows.get(model_id)
        if row is not None:
            row.show_download_ended("")
        self._say(self.tr("Download cancelled; what arrived is kept, and Download resumes it."))
        self.refresh()

    @Slot(object)
    def _on_remove_returned(self, freed: int) -> None:
        self._say(
            self.tr("Removed ({0} freed).").format(local_size(freed, decimal=True)) if freed else ""
        )
        self.reload()

    @Slot(object)
    def _on_token_returned(self, _result: object) -> None:
        self._say(self.tr("Saved. Gated models can be downloaded now."))
        self.refresh()

    @Slot(object)
    def _on_job_errored(self, exc: Exception) -> None:
        self._say(error_text(exc), error=True)
        self.refresh()

    @Slot(object)
    def _on_connection_returned(self, connection: Connection) -> None:
        if connection.online:
            self.connection.setText(self.tr("The Hugging Face hub can be reached."))
        else:
            self.connection.setText(
                self.tr(
                    "Offline: the Hugging Face hub cannot be reached ({0}). Models already "
                    "downloaded and the demo model work; downloads need a connection."
                ).format(said_text(connection.reason))
            )

    @Slot(object)
    def _on_connection_errored(self, exc: Exception) -> None:
        self.connection.setText(error_text(exc))


def _remove(entry: ModelEntry, local_models: LocalModelList) -> int:
    return remove_model(entry, local_models=local_models)


__all__ = ["ModelsDialog"]
