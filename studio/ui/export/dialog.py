"""File > Export…: the narration, stems, subtitles and markers, with progress and cancel.

The dialog checks the chosen lines for missing takes, then either refuses
(naming them) or has the session render exactly those lines and waits for the
session to go idle; it then snapshots the document and runs the export on the
export pool (``export_job``). It never waits on a thread: every step ends in a
slot called by a signal. When the export checked the files against ACX, the
results open in a page of their own: one line per check, with what to do
about each that fails.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from studio.core.exports.export import (
    ExportRequest,
    ExportSettings,
    MissingTake,
    MissingTakesError,
    lines_without_takes,
    planned_files,
)
from studio.core.files.replacing import Existing, existing
from studio.core.store.snapshot import snapshot_for_export
from studio.errors import StudioError
from studio.render import LineDone
from studio.ui.base.i18n import error_text, localized, said_text
from studio.ui.base.settings import Settings
from studio.ui.export.acx_view import AcxView
from studio.ui.export.form import ExportForm
from studio.ui.export.job import ExportJob, ExportOutcome, export_pool
from studio.ui.export.memory import choices_of, show_choices
from studio.ui.kit.announce import announce
from studio.ui.kit.replace_question import ask_replace_files
from studio.ui.kit.theme import mark_error
from studio.ui.session.session import StudioSession

log = logging.getLogger(__name__)

PROGRESS_STEPS = 1000
MAX_NAMED_FILES = 6


def _union(requests: Sequence[ExportRequest]) -> tuple[str, ...] | None:
    """The lines any pass needs; None when one of them takes every line."""
    ids: list[str] = []
    for request in requests:
        if request.line_ids is None:
            return None
        ids.extend(i for i in request.line_ids if i not in ids)
    return tuple(ids)


class ExportDialog(QDialog):
    sig_export_finished = Signal(object)  # ExportOutcome
    sig_export_failed = Signal(str)
    sig_export_stopped = Signal()

    def __init__(
        self,
        session: StudioSession,
        parent: QWidget | None = None,
        selected_line_ids: Sequence[str] | None = None,
        settings: Settings | None = None,
        chapter: int | None = None,
        project_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export"))
        self.setObjectName("exportDialog")
        self._session = session
        self._settings = settings or Settings()
        # The book's name where no title is given: the album of every file, so
        # players keep a book's chapter files together ("" for an unsaved project).
        self._book_name = project_path.stem if project_path is not None else ""
        info = session.engine_info
        self.form = ExportForm(
            session.document, selected_line_ids or (), info.sample_rate if info else None
        )
        show_choices(self.form, self._settings.export_choices)
        # A project that has export settings of its own wins over the last
        # export's; a new project's defaults do not.
        if session.export_settings != ExportSettings():
            self.form.apply_settings(session.export_settings)
        if chapter is not None:
            self.form.select_chapter(chapter)
        self.acx_view = AcxView(self)
        self.acx_view.hide()  # a page of the form's tabs once there are results
        self._acx_tab = -1

        self.progress = QProgressBar(self)
        self.progress.setRange(0, PROGRESS_STEPS)
        self.progress.setValue(0)
        self.progress.setVisible(False)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("exportStatus")
        self.status_label.setWordWrap(True)
        # Paths in the outcome are meant to be copied.
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.export_button = QPushButton(self.tr("Export"), self)
        self.export_button.setDefault(True)
        self.close_button = QPushButton(self.tr("Close"), self)

        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status_label)
        layout.addLayout(buttons)

        self._state = "idle"  # "rendering", "exporting"
        self._requests: tuple[ExportRequest, ...] = ()
        self._render_ids: list[str] = []
        self._render_stopped = False
        self._close_when_done = False
        self._cancel = threading.Event()
        self._job: ExportJob | None = None

        # Tests answer this question instead of a person.
        self.ask_replace: Callable[[Sequence[Existing]], bool] = self._ask_replace_dialog
        self.export_button.clicked.connect(self._on_export_clicked)
        self.close_button.clicked.connect(self.reject)
        self.form.sig_range_changed.connect(self._on_form_range_changed)
        self._on_form_range_changed()

    # --- public --------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self._state != "idle"

    def start_export(self) -> None:
        """What the Export button does (tests call it too)."""
        self._on_export_clicked()

    def cancel(self) -> None:
        """Stop rendering or exporting; returns at once, the outcome arrives as a signal."""
        if self._state == "exporting":
            self._cancel.set()
            self.status_label.setText(self.tr("Cancelling…"))
        elif self._state == "rendering":
            self._render_stopped = True
            self._session.stop()
            self.status_label.setText(self.tr("Stopping the render…"))

    def wait_for_job(self, timeout_s: float = 30.0) -> bool:
        """Block until the export thread is done (shutdown and tests only)."""
        return self._job is None or self._job.wait(timeout_s)

    def reject(self) -> None:
        # Closing mid-export cancels and closes when the job has really
        # ended, so the dialog never disappears under a running thread.
        if self.busy:
            self._close_when_done = True
            self.cancel()
            return
        super().reject()

    def _ask_replace_dialog(self, found: Sequence[Existing]) -> bool:
        return ask_replace_files(self, found)

    # --- flow ----------------------------------------------------------

    def _missing(self, requests: Sequence[ExportRequest]) -> list[MissingTake]:
        return lines_without_takes(self._session.document, self._session.takes, _union(requests))

    @Slot()
    def _on_export_clicked(self) -> None:
        if self.busy:
            return
        try:
            requests = tuple(
                replace(request, book_name=self._book_name) for request in self.form.requests()
            )
            missing = self._missing(requests)
        except StudioError as exc:
            self._show_error(error_text(exc))
            return
        self._settings.export_choices = choices_of(self.form)
        # Saved with the project, so the next export of it starts from these.
        self._session.export_settings = requests[0].settings
        doc = self._session.document
        found = existing(path for request in requests for path in planned_files(doc, request))
        if found:
            # Asked before any render or write: what is replaced goes to the trash.
            if not self.ask_replace(found):
                self.status_label.setText(
                    self.tr("Nothing was exported; the files that exist were left as they are.")
                )
                return
            requests = tuple(replace(request, on_existing="trash") for request in requests)
        self._requests = requests
        if not missing:
            self._start_export()
        elif self.form.render_missing:
            self._render_first(missing)
        else:
            self._show_error(error_text(MissingTakesError(missing)))

    def _render_first(self, missing: Sequence[MissingTake]) -> None:
        self._render_ids = [m.line_id for m in missing]
        self._render_stopped = False
        self._set_state("rendering")
        self.progress.setRange(0, len(self._render_ids))
        self.progress.setValue(0)
        self.status_label.setText(
            self.tr("Rendering %n line(s) without a take: {0}…", "", len(missing)).format(
                ", ".join(str(m.number) for m in missing)
            )
        )
        session = self._session
        session.sig_line_finished.connect(self._on_session_line_finished)
        session.sig_idle.connect(self._on_session_idle)
        session.renders.render_lines(self._render_ids)
        if session.idle:
            # Nothing was queued (no voice for those lines): no idle signal will come.
            self._on_session_idle()

    def _start_export(self) -> None:
        doc, takes = snapshot_for_export(
            self._session.document, self._session.takes, _union(self._requests)
        )
        self._cancel = threading.Event()
        job = ExportJob(doc, takes, self._requests, self._cancel)
        job.progress.sig_progress.connect(self._on_job_progress)
        job.returned.connect(self._on_job_returned)
        job.errored.connect(self._on_job_errored)
        self._job = job
        self._set_state("exporting")
        self.progress.setRange(0, PROGRESS_STEPS)
        self.progress.setValue(0)
        self.status_label.setText(self.tr("Exporting…"))
        export_pool().start(job)

    def _set_state(self, state: str) -> None:
        self._state = state
        working = state != "idle"
        self.form.setEnabled(not working)
        self.export_button.setEnabled(not working)
        self.close_button.setText(self.tr("Cancel") if working else self.tr("Close"))
        self.progress.setVisible(working)
        mark_error(self.status_label, False)

    def _finish(self) -> None:
        self._set_state("idle")
        if self._close_when_done:
            self._close_when_done = False
            super().reject()

    def _show_error(self, message: str) -> None:
        self.status_label.setText(message)
        mark_error(self.status_label, True)
        announce(self.status_label, message, urgent=True)
        self.sig_export_failed.emit(message)

    # --- session slots (rendering first) -------------------------------

    @Slot(object)
    def _on_session_line_finished(self, done: LineDone) -> None:
        lines = {line.id: line for line in self._session.document.lines}
        takes = self._session.takes
        rendered = 0
        for line_id in self._render_ids:
            line = lines.get(line_id)
            take = line.current_take if line is not None else None
            rendered += take is not None and take.id in takes
        self.progress.setValue(rendered)

    @Slot()
    def _on_session_idle(self) -> None:
        session = self._session
        session.sig_line_finished.disconnect(self._on_session_line_finished)
        session.sig_idle.disconnect(self._on_session_idle)
        if self._render_stopped:
            self._finish()
            self.status_label.setText(self.tr("Rendering stopped; nothing was exported."))
            self.sig_export_stopped.emit()
            return
        try:
            missing = self._missing(self._requests)
        except StudioError as exc:
            self._finish()
            self._show_error(error_text(exc))
            return
        if missing:
            self._finish()
            self._show_error(self._render_failure(missing))
            return
        self._start_export()

    def _render_failure(self, missing: Sequence[MissingTake]) -> str:
        numbers = ", ".join(str(m.number) for m in missing)
        reasons = [
            runtime.message
            for m in missing
            if (runtime := self._session.model.runtime(m.line_id)) is not None and runtime.message
        ]
        reason = reasons[0] if reasons else self.tr("see the line's status")
        return self.tr(
            "Could not render %n line(s): {0} ({1}); nothing was exported.", "", len(missing)
        ).format(numbers, reason)

    # --- job slots ------------------------------------------------------

    @Slot(float, str)
    def _on_job_progress(self, fraction: float, message: str) -> None:
        self.progress.setValue(int(round(fraction * PROGRESS_STEPS)))
        if not self._cancel.is_set():
            self.status_label.setText(message)

    @Slot(object)
    def _on_job_returned(self, outcome: ExportOutcome) -> None:
        self._finish()
        partial = bool(outcome.results)
        if outcome.cancelled:
            if partial:
                text = self.tr("Export cancelled: the narration was written, the stems were not.")
            else:
                text = self.tr("Export cancelled; no file was written.")
            self.status_label.setText(text)
            announce(self.status_label, text)
            self.sig_export_stopped.emit()
        elif outcome.error:
            message = outcome.error
            if partial:
                message = self.tr("{0} The narration was written; the stems were not.").format(
                    message
                )
            self._show_error(message)
        else:
            self.status_label.setText(self._describe(outcome))
            announce(self.status_label, self.status_label.text())
            self._show_acx(outcome)
            self.sig_export_finished.emit(outcome)

    @Slot(object)
    def _on_job_errored(self, exc: Exception) -> None:
        log.error("export failed", exc_info=exc)
        self._finish()
        self._show_error(
            self.tr("The export failed unexpectedly ({0}: {1}).").format(type(exc).__name__, exc)
        )

    def _show_acx(self, outcome: ExportOutcome) -> None:
        checked = self.acx_view.show_results(outcome.results)
        tabs = self.form.tabs
        if checked and self._acx_tab < 0:
            self._acx_tab = tabs.addTab(self.acx_view, self.tr("ACX check"))
        if self._acx_tab >= 0:
            tabs.setTabVisible(self._acx_tab, bool(checked))
        if checked:
            tabs.setCurrentIndex(self._acx_tab)

    def _describe(self, outcome: ExportOutcome) -> str:
        files = [Path(name) for name in outcome.files]
        folders = sorted({str(path.parent) for path in files})
        names = ", ".join(path.name for path in files[:MAX_NAMED_FILES])
        if len(files) > MAX_NAMED_FILES:
            names += self.tr(" and {0} more").format(len(files) - MAX_NAMED_FILES)
        text = self.tr("Exported %n file(s) to {0}: {1}.", "", len(files)).format(
            self.tr(" and ").join(folders), names
        )
        first = outcome.results[0] if outcome.results else None
        if first is not None and first.num_samples:
            text += " " + localized(
                self.tr("{0:.1f} s at {1} Hz."), first.seconds, first.sample_rate
            )
        marks = next((r.chapters for r in outcome.results if r.chapters), ())
        if len(marks) > 1:
            text += " " + self.tr("%n chapter(s).", "", len(marks))
        reports = [report for result in outcome.results for _, report in result.acx]
        if reports:
            failed = sum(1 for report in reports if not report.passed)
            text += " " + (
                self.tr("Every file passes ACX.")
                if not failed
                else self.tr(
                    "{0} of %n file(s) do not pass ACX: see ACX check.", "", len(reports)
                ).format(failed)
            )
        notes = [said_text(note) for result in outcome.results for note in result.notes]
        if notes:
            text += " " + " ".join(notes)
        stale = sorted({n for result in outcome.results for n in result.stale_numbers})
        if stale:
            text += " " + self.tr(
                "%n line(s) were exported from takes that no longer match their text or voice: "
                "{0}.",
                "",
                len(stale),
            ).format(", ".join(map(str, stale)))
        return text

    @Slot()
    def _on_form_range_changed(self) -> None:
        try:
            missing = lines_without_takes(
                self._session.document, self._session.takes, self.form.line_ids()
            )
        except StudioError:
            missing = []
        if missing:
            numbers = ", ".join(str(m.number) for m in missing[:20])
            more = "…" if len(missing) > 20 else ""
            self.form.missing_label.setText(
                self.tr("%n chosen line(s) have no take yet: {0}{1}.", "", len(missing)).format(
                    numbers, more
                )
            )
        else:
            self.form.missing_label.setText(self.tr("Every chosen line has a take."))


__all__ = ["ExportDialog"]
