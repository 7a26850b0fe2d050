"""Faults in the window: the engine failing a line, running out of memory, Stop at
every point of a render, closing the window while work runs, a full disk
while saving, and the microphone going away while recording.

A failing line fails alone with a sentence; nothing freezes; nothing the
user had is lost; no thread or timer is left (the leak fixture).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtMultimedia import QAudioDevice
from pytestqt.qtbot import QtBot

from studio.core.commands import SetText
from studio.core.document import Document, TakeAudioStore
from studio.core.exports.export import ExportRequest, ExportResult, export_project
from studio.core.exports.narration import ProgressCallback
from studio.core.store.project import load_project
from studio.engines.base import GenerationParams
from studio.ui.audio.record_dialog import RecordDialog
from studio.ui.export.dialog import ExportDialog
from studio.ui.main_window import MainWindow
from tests.faults import fill, small_disk
from tests.ui.audio.fake_input import FakeInput
from tests.ui.fake_engine import FakeEngine
from tests.ui.fake_window import fake_window
from tests.ui.helpers import add_lines, render_and_wait, row_values


class FaultyEngine(FakeEngine):
    """Fails lines by their text: "boom" is a bug, "memory" runs out of memory."""

    def generate(
        self, state: dict[str, float], text: str, params: GenerationParams, cancel: threading.Event
    ) -> Iterator[np.ndarray]:
        for chunk in super().generate(state, text, params, cancel):
            yield chunk  # the line has begun, then fails
            if "boom" in text:
                raise RuntimeError("a bug in the engine")
            if "memory" in text:
                raise MemoryError


def _window(qtbot: QtBot, tmp_path: Path, engine: FakeEngine) -> MainWindow:
    return fake_window(qtbot, tmp_path, engine, voices=("alice",))


def test_a_line_that_fails_or_runs_out_of_memory_fails_alone(qtbot: QtBot, tmp_path: Path) -> None:
    window = _window(qtbot, tmp_path, FaultyEngine())
    ids = add_lines(
        window,
        [("alice", "First."), ("alice", "A boom here."), ("alice", "Out of memory now."),
         ("alice", "Last.")],
    )  # fmt: skip
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "failed", "failed", "done"]
    model = window.session.model
    bug, oom = model.runtime(ids[1]), model.runtime(ids[2])
    assert bug is not None and "Internal error" in bug.message and bug.message.endswith(".")
    assert oom is not None and "ran out of memory" in oom.message
    # A failed line renders once its cause is gone; the others are untouched.
    window.session.edit(SetText(ids[1], "A quiet line here."))
    render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done", "done", "failed", "done"]


@pytest.mark.parametrize("point", ["queued", "first line", "between lines", "after the end"])
def test_stop_at_every_point_of_a_render(qtbot: QtBot, tmp_path: Path, point: str) -> None:
    engine = FakeEngine()
    window = _window(qtbot, tmp_path, engine)
    session = window.session
    ids = add_lines(window, [("alice", "One line."), ("alice", "Two lines."), ("alice", "Three.")])
    done: list[str] = []
    session.sig_line_settled.connect(lambda line_id, how: done.append(how))
    if point == "queued":
        engine.hold.set()
        session.renders.render_lines(ids[:1])
        qtbot.waitUntil(engine.held.is_set, timeout=5000)
        session.renders.render_lines(ids[1:])  # queued behind the held line
        with qtbot.waitSignal(session.sig_idle, timeout=10000):
            session.stop()
        engine.hold.clear()
    elif point == "first line":
        engine.hold.set()
        with qtbot.waitSignal(session.sig_idle, timeout=10000):
            session.renders.render_lines(ids)
            qtbot.waitUntil(engine.held.is_set, timeout=5000)
            session.stop()
        engine.hold.clear()
    elif point == "between lines":
        with qtbot.waitSignal(session.sig_idle, timeout=10000):
            session.renders.render_lines(ids)
            qtbot.waitUntil(lambda: "done" in done, timeout=5000)
            session.stop()
    else:
        render_and_wait(qtbot, window, ids)
        session.stop()
    assert session.idle and not session.renders.busy
    statuses = [row_values(window, i)["status"] for i in ids]
    assert set(statuses) <= {"done", "stale"} and "failed" not in statuses
    if point == "after the end":
        assert statuses == ["done"] * 3
    # Stopping leaves the window working: the rest renders.
    if session.document.stale_lines():
        render_and_wait(qtbot, window)
    assert [row_values(window, i)["status"] for i in ids] == ["done"] * 3


def test_closing_the_window_during_a_render_stops_it(qtbot: QtBot, tmp_path: Path) -> None:
    engine = FakeEngine()
    window = _window(qtbot, tmp_path, engine)
    add_lines(window, [("alice", "A long line that renders while the window closes.")])
    engine.hold.set()
    window.session.renders.render_stale()
    qtbot.waitUntil(engine.held.is_set, timeout=5000)
    started = time.monotonic()
    window.close()
    assert not window.isVisible() and time.monotonic() - started < 10
    engine.hold.clear()


def test_closing_the_window_during_a_save_finishes_the_save(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", f"Line {n}.") for n in range(40)])
    render_and_wait(qtbot, window)
    window.project.save_as(tmp_path / "story")  # written on the file thread
    window.close()  # waits for the write, asks nothing: the save just happened
    assert not window.isVisible()
    loaded = load_project(tmp_path / "story.vstudio")
    assert len(loaded.doc.lines) == 40 and not loaded.missing_audio


def test_closing_the_window_during_an_export_cancels_it(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from studio.ui.export import job as export_job

    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", "One."), ("bob", "Two.")])
    render_and_wait(qtbot, window)
    real = export_project  # what export_job calls
    entered = threading.Event()

    def slow(
        doc: Document,
        takes: TakeAudioStore,
        request: ExportRequest,
        progress: ProgressCallback,
        cancel: threading.Event,
    ) -> ExportResult:
        entered.set()
        cancel.wait(20)  # until the close cancels it
        return real(doc, takes, request, progress, cancel)

    monkeypatch.setattr(export_job, "export_project", slow)
    dialog = ExportDialog(window.session, window, settings=window.settings)
    dialog.form.out_edit.setText(str(tmp_path / "out.flac"))
    dialog.start_export()
    qtbot.waitUntil(entered.is_set, timeout=10000)
    window.close()
    assert not window.isVisible()
    assert not (tmp_path / "out.flac").exists()  # cancelled: nothing half written


def test_closing_the_window_during_a_recording(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    dialog = RecordDialog(
        "take",
        window,
        backend_factory=lambda device: FakeInput(),
        devices=[QAudioDevice()],
        countdown_s=0,
    )
    dialog.open()
    dialog.record_button.click()
    qtbot.waitUntil(lambda: dialog.recorder.recording, timeout=5000)
    window.close()
    assert not window.isVisible() and not dialog.recorder.recording and not dialog.isVisible()


def test_a_full_disk_while_saving_says_so_and_keeps_the_work(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", f"Line {n}.") for n in range(5)])
    render_and_wait(qtbot, window)
    errors: list[str] = []
    window.project._show_error = lambda title, message: errors.append(message)
    with small_disk(tmp_path / "disk", "512k") as disk:
        fill(disk)
        with qtbot.waitSignal(window.project.sig_save_failed, timeout=30000):
            window.project.save_as(disk / "story")
        assert errors and "disk is full" in errors[0] and errors[0].endswith(".")
        assert window.session.dirty  # still unsaved: nothing was lost
        assert not (disk / "story.vstudio" / "project.json").exists()
    assert len(window.session.document.lines) == 5


def test_the_microphone_going_away_keeps_what_was_recorded(qtbot: QtBot, tmp_path: Path) -> None:
    window = fake_window(qtbot, tmp_path)
    dialog = RecordDialog(
        "take",
        window,
        backend_factory=lambda device: FakeInput(vanish_after=60),
        devices=[QAudioDevice()],
        countdown_s=0,
    )
    qtbot.addWidget(dialog)
    dialog.open()
    with qtbot.waitSignal(dialog.recorder.sig_finished, timeout=10000) as finished:
        dialog.record_button.click()
    take = finished.args[0]
    assert take.seconds == pytest.approx(60 * 0.02, abs=0.05)  # what arrived is kept
    assert "unplugged" in dialog.message.text()
    assert not dialog.recorder.recording
    dialog.reject()


def test_a_full_disk_while_exporting_says_so_and_leaves_no_file(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = fake_window(qtbot, tmp_path)
    add_lines(window, [("alice", f"Line {n}.") for n in range(5)])
    render_and_wait(qtbot, window)
    dialog = ExportDialog(window.session, window, settings=window.settings)
    with small_disk(tmp_path / "disk", "512k") as disk:
        fill(disk)
        dialog.form.out_edit.setText(str(disk / "out.wav"))
        with qtbot.waitSignal(dialog.sig_export_failed, timeout=30000) as failed:
            dialog.start_export()
        message = failed.args[0]
        assert "disk is full" in message and message.endswith(".")
        assert dialog.status_label.text() == message
        assert sorted(p.name for p in disk.iterdir()) == ["filler"]  # no file, no temp file
    assert len(window.session.document.lines) == 5 and not window.session.renders.busy
    dialog.close()
