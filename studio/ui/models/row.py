"""One model in the Models dialog: what it is, whether it is here, and what to do."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl, Signal, Slot
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.models import TOKENS_PAGE, DownloadProgress, ModelEntry, ModelKind, ModelStatus
from studio.ui.models.texts import catalog_text, status_text

PROGRESS_STEPS = 1000


def _wrapped(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        label.setObjectName(name)
    return label


class ModelRow(QFrame):
    """Shows one entry and its status; asks the dialog to act through signals."""

    sig_download = Signal(object)  # ModelEntry
    sig_cancel = Signal(object)
    sig_remove = Signal(object)
    sig_use = Signal(object)
    sig_save_token = Signal(str)
    sig_forget_token = Signal()

    def __init__(self, entry: ModelEntry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entry = entry
        self.setObjectName("modelRow")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(catalog_text(entry.title))
        self.title.setObjectName("voiceName")
        self.in_use = QLabel(self.tr("In use"))
        self.in_use.setObjectName("cacheLabel")
        self.in_use.hide()
        self.summary = _wrapped(catalog_text(entry.summary), "mutedLabel")
        self.status = _wrapped()
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error = _wrapped("", "errorLabel")
        self.error.hide()
        self.progress = QProgressBar()
        self.progress.setRange(0, PROGRESS_STEPS)
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(8)
        self.progress_text = _wrapped("", "mutedLabel")
        for widget in (self.progress, self.progress_text):
            widget.hide()
        licence = entry.licence or self.tr("see the model page")
        self.terms = _wrapped(
            self.tr("Licence: {0}. {1}").format(licence, entry.terms).strip(), "mutedLabel"
        )
        # While the model is in use: the credit its licence asks for, which exports carry.
        self.credit = _wrapped(
            self.tr(
                "Credit when you share what you make (every export's tags carry it): {0}"
            ).format(entry.attribution)
        )
        self.credit.hide()

        self.download_button = QPushButton(self.tr("Download"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.remove_button = QPushButton(
            self.tr("Forget") if entry.kind is ModelKind.LOCAL else self.tr("Remove")
        )
        self.use_button = QPushButton(self.tr("Use"))
        self.page_button = QPushButton(self.tr("Model page"))
        self.page_button.setVisible(entry.page_url is not None)
        self.download_button.clicked.connect(self._on_download_clicked)
        self.cancel_button.clicked.connect(self._on_cancel_clicked)
        self.remove_button.clicked.connect(self._on_remove_clicked)
        self.use_button.clicked.connect(self._on_use_clicked)
        self.page_button.clicked.connect(self._on_page_clicked)
        buttons = QHBoxLayout()
        for button in (
            self.page_button,
            self.download_button,
            self.cancel_button,
            self.remove_button,
        ):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.use_button)

        header = QHBoxLayout()
        header.addWidget(self.title, 1)
        header.addWidget(self.in_use)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.summary)
        layout.addWidget(self.status)
        layout.addWidget(self.progress)
        layout.addWidget(self.progress_text)
        layout.addWidget(self.error)
        self.gated_box: QWidget | None = None
        if entry.gated:
            self.gated_box = self._gated_box()
            layout.addWidget(self.gated_box)
        layout.addWidget(self.terms)
        layout.addWidget(self.credit)
        layout.addLayout(buttons)
        self._downloading = False

    def _gated_box(self) -> QWidget:
        box = QWidget(self)
        explain = _wrapped(
            self.tr(
                "These weights are gated: the publisher lets you download them once you have "
                "accepted their terms. Open the model page, sign in to Hugging Face and accept "
                "the terms; then create a read access token at {0} and paste it here. The "
                "token is kept where the Hugging Face client keeps its login, never in your "
                "projects or the studio's settings."
            ).format(TOKENS_PAGE)
        )
        self.token_state = _wrapped("", "mutedLabel")
        self.token_edit = QLineEdit()
        self.token_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.token_edit.setPlaceholderText(self.tr("Paste an access token (hf_…)"))
        self.token_edit.setAccessibleName(self.tr("Access token"))
        self.token_save = QPushButton(self.tr("Save token"))
        self.token_forget = QPushButton(self.tr("Forget token"))
        self.token_save.clicked.connect(self._on_token_save_clicked)
        self.token_edit.returnPressed.connect(self._on_token_save_clicked)
        self.token_forget.clicked.connect(self.sig_forget_token)
        row = QHBoxLayout()
        row.addWidget(self.token_edit, 1)
        row.addWidget(self.token_save)
        row.addWidget(self.token_forget)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(explain)
        layout.addLayout(row)
        layout.addWidget(self.token_state)
        return box

    # --- showing ---------------------------------------------------------

    def show_status(self, status: ModelStatus, in_use: bool) -> None:
        entry = self.entry
        self.status.setText(status_text(status))
        self.in_use.setText(self.tr("In use"))
        self.in_use.setVisible(in_use)
        self.credit.setVisible(in_use and bool(entry.attribution))
        hub = entry.kind is ModelKind.HUB
        self.download_button.setVisible(hub and not status.installed)
        self.download_button.setEnabled(not self._downloading and entry.unavailable is None)
        if status.partial_bytes and not self._downloading:
            self.download_button.setText(self.tr("Resume download"))
        else:
            self.download_button.setText(self.tr("Download"))
        self.cancel_button.setVisible(self._downloading)
        removable = (hub and (status.installed or status.partial_bytes > 0)) or (
            entry.kind is ModelKind.LOCAL
        )
        self.remove_button.setVisible(removable)
        self.remove_button.setEnabled(not self._downloading and not in_use)
        self.use_button.setEnabled(status.usable and not in_use and not self._downloading)
        self.use_button.setText(self.tr("In use") if in_use else self.tr("Use"))
        if self.gated_box is not None and status.token is not None:
            self.token_state.setText(
                self.tr("A token is set ({0}).").format(status.token.source)
                if status.token.present
                else self.tr("No token is set.")
            )
            self.token_forget.setEnabled(status.token.present)

    def show_chosen_not_here(self) -> None:
        """Chosen (a recognizer the preferences name) but not on disk: said so, not "In use"."""
        self.in_use.setText(self.tr("Chosen; download it to use it"))
        self.in_use.show()

    def show_progress(self, progress: DownloadProgress) -> None:
        self._set_downloading(True)
        if progress.phase == "checking":
            self.progress.setRange(0, 0)
            self.progress_text.setText(self.tr("Asking the hub what to fetch…"))
            return
        self.progress.setRange(0, PROGRESS_STEPS)
        self.progress.setValue(int(progress.fraction * PROGRESS_STEPS))
        text = progress.describe()
        if progress.phase == "finishing":
            text = self.tr("{0}; putting the files in place…").format(text)
        elif progress.resumed_bytes:
            text = self.tr("{0} (resumed)").format(text)
        self.progress_text.setText(text)

    def show_download_started(self) -> None:
        self.error.hide()
        self._set_downloading(True)
        self.progress.setRange(0, 0)
        self.progress_text.setText(self.tr("Starting…"))

    def show_download_ended(self, message: str) -> None:
        self._set_downloading(False)
        self.show_error(message)

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))

    def _set_downloading(self, downloading: bool) -> None:
        self._downloading = downloading
        self.progress.setVisible(downloading)
        self.progress_text.setVisible(downloading)
        self.cancel_button.setVisible(downloading)
        self.download_button.setEnabled(not downloading)
        self.use_button.setEnabled(self.use_button.isEnabled() and not downloading)

    # --- slots -----------------------------------------------------------

    @Slot()
    def _on_download_clicked(self) -> None:
        self.sig_download.emit(self.entry)

    @Slot()
    def _on_cancel_clicked(self) -> None:
        self.sig_cancel.emit(self.entry)

    @Slot()
    def _on_remove_clicked(self) -> None:
        self.sig_remove.emit(self.entry)

    @Slot()
    def _on_use_clicked(self) -> None:
        self.sig_use.emit(self.entry)

    @Slot()
    def _on_page_clicked(self) -> None:
        if self.entry.page_url:
            QDesktopServices.openUrl(QUrl(self.entry.page_url))

    @Slot()
    def _on_token_save_clicked(self) -> None:
        self.sig_save_token.emit(self.token_edit.text())


__all__ = ["ModelRow"]
