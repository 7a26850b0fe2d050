"""The export dialog: real exports on synthetic takes, and render-first on the tiny model."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from PySide6.QtCore import QSettings
from PySide6.QtGui import QStandardItemModel
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from studio.core.commands import InsertLines
from studio.core.document import Document, Line, Take, TakeAudioStore, VoiceEntry, new_id
from studio.core.exports.export import (
    ExportRequest,
    ExportResult,
    ExportSettings,
    export_project,
)
from studio.core.exports.export_formats import AudioFormat
from studio.core.exports.narration import ProgressCallback
from studio.core.files.replacing import Existing
from studio.errors import Said, StudioError
from studio.ui.base.settings import Settings
from studio.ui.export import form as export_form
from studio.ui.export import job as export_job
from studio.ui.export.dialog import ExportDialog
from studio.ui.session.jobs import EngineConfig
from studio.ui.session.session import StudioSession
from tests.media_probe import packet_kbps, probe
from tests.support import make_take

MakeSession = Callable[[set[int]], StudioSession]
RATE = 24000
SECONDS = (0.5, 0.8, 0.3, 0.6)
TEXTS = ("The first line.", "A second one.", "Third.", "And the fourth, last.")


def _take(text: str, num_samples: int) -> Take:
    return make_take(text, num_samples, sample_rate=RATE)


@pytest.fixture
def make_session(qtbot: QtBot) -> MakeSession:
    """A session (worker never started) whose lines in ``rendered`` have synthetic takes."""

    def make(rendered: set[int]) -> StudioSession:
        session = StudioSession()
        lines: list[Line] = []
        rng = np.random.default_rng(0)
        for i, (text, seconds) in enumerate(zip(TEXTS, SECONDS, strict=True)):
            line = Line(new_id(), text, "alice")
            if i in rendered:
                n = int(seconds * RATE)
                take = _take(text, n)
                session.takes.put(take.id, (0.2 * rng.standard_normal(n)).astype(np.float32))
                line = Line(line.id, text, "alice", takes=(take,), active_take=take.id)
            lines.append(line)
        session.model.set_document(Document(voices=[VoiceEntry("alice", "alice.wav")], lines=lines))
        return session

    return make


@pytest.fixture
def qsettings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "export.ini"), QSettings.Format.IniFormat)


def _dialog(
    qtbot: QtBot, session: StudioSession, qsettings: QSettings, **kwargs: object
) -> ExportDialog:
    dialog = ExportDialog(session, None, settings=Settings(qsettings), **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def _srt_cues(path: Path) -> list[tuple[float, float]]:
    def seconds(stamp: str) -> float:
        hms, ms = stamp.strip().split(",")
        h, m, s = hms.split(":")
        return int(h) * 3600 + int(m) * 60 + int(s) + int(ms) / 1000

    cues = []
    for row in path.read_text(encoding="utf-8").splitlines():
        if "-->" in row:
            start, end = row.split("-->")
            cues.append((seconds(start), seconds(end)))
    return cues


def test_export_writes_flac_and_srt_that_match(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 1, 2, 3})
    dialog = _dialog(qtbot, session, qsettings)
    out = tmp_path / "book.flac"
    dialog.form.out_edit.setText(str(out))
    # The format follows the extension, and the SRT defaults to sit beside the audio.
    assert dialog.form.format_name == "flac"
    assert dialog.form.srt_row.check.isChecked()
    assert dialog.form.srt_row.edit.text() == str(tmp_path / "book.srt")
    dialog.form.gap_spin.setValue(0.25)

    with qtbot.waitSignal(dialog.sig_export_finished, timeout=20000) as blocker:
        dialog.start_export()
    outcome = blocker.args[0]
    assert set(outcome.files) == {str(out), str(tmp_path / "book.srt")}

    info = sf.info(str(out))
    gap = int(round(0.25 * RATE))
    assert info.samplerate == RATE and info.channels == 1
    assert info.frames == sum(int(s * RATE) for s in SECONDS) + 3 * gap
    cues = _srt_cues(tmp_path / "book.srt")
    assert len(cues) == 4
    assert cues[-1][1] == pytest.approx(info.frames / RATE, abs=0.002)
    assert cues[1][0] == pytest.approx((int(SECONDS[0] * RATE) + gap) / RATE, abs=0.002)
    assert str(tmp_path) in dialog.status_label.text()
    assert "book.flac" in dialog.status_label.text()
    assert not dialog.busy

    # The choices are remembered for the next export.
    again = _dialog(qtbot, session, qsettings)
    assert again.form.out_edit.text() == str(out)
    assert again.form.format_name == "flac"


def test_project_export_settings_are_shown_and_kept(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 1, 2, 3})
    session.export_settings = ExportSettings(
        format="wav24", loudness=-19.0, true_peak=-3.0, title="Book", fade_ms=8.0
    )
    dialog = _dialog(qtbot, session, qsettings)
    form = dialog.form
    assert form.format_name == "wav24"
    assert form.loudness_combo.currentData() == "audiobook"
    assert form.title_edit.text() == "Book"
    form.out_edit.setText(str(tmp_path / "book.wav"))
    form.artist_edit.setText("Alice")

    with qtbot.waitSignal(dialog.sig_export_finished, timeout=20000):
        dialog.start_export()
    assert session.export_settings == ExportSettings(
        format="wav24", loudness=-19.0, true_peak=-3.0, title="Book", artist="Alice", fade_ms=8.0
    )
    info = sf.info(str(tmp_path / "book.wav"))
    assert info.subtype == "PCM_24"


def test_cancel_leaves_no_file_and_closes(
    qtbot: QtBot,
    make_session: MakeSession,
    qsettings: QSettings,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = make_session({0, 1, 2, 3})
    gate = threading.Event()

    def gated(
        doc: Document,
        takes: TakeAudioStore,
        request: ExportRequest,
        progress: ProgressCallback,
        cancel: threading.Event,
    ) -> ExportResult:
        def report(fraction: float, message: Said) -> None:
            progress(fraction, message)
            gate.wait(10)  # hold the job mid-way until the test has pressed Cancel

        return export_project(doc, takes, request, report, cancel)

    monkeypatch.setattr(export_job, "export_project", gated)
    dialog = _dialog(qtbot, session, qsettings)
    dialog.show()
    folder = tmp_path / "out"
    folder.mkdir()
    dialog.form.out_edit.setText(str(folder / "out.wav"))
    dialog.form.vtt_row.check.setChecked(True)

    dialog.start_export()
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=10000)
    assert dialog.busy and dialog.close_button.text() == "Cancel"
    with qtbot.waitSignal(dialog.sig_export_stopped, timeout=10000):
        dialog.close_button.click()  # during an export, Cancel
        gate.set()
    assert dialog.wait_for_job(10)
    assert list(folder.iterdir()) == []  # no audio, no subtitles, no temp file
    assert "no file was written" in dialog.status_label.text()
    assert not dialog.isVisible()  # closed once the job had really ended


def test_missing_takes_are_refused_by_number(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 3})
    dialog = _dialog(qtbot, session, qsettings)
    dialog.form.out_edit.setText(str(tmp_path / "out.flac"))
    dialog.form.refuse_radio.setChecked(True)
    assert "2, 3" in dialog.form.missing_label.text()

    with qtbot.waitSignal(dialog.sig_export_failed, timeout=5000) as blocker:
        dialog.start_export()
    assert blocker.args[0] == "Lines 2, 3 have no take; render them first."
    assert blocker.args[0] in dialog.status_label.text()
    assert not (tmp_path / "out.flac").exists()

    # A range that avoids them exports fine.
    dialog.form.range_radio.setChecked(True)
    dialog.form.from_spin.setValue(4)
    dialog.form.to_spin.setValue(4)
    assert "Every chosen line" in dialog.form.missing_label.text()
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=10000):
        dialog.start_export()
    assert sf.info(str(tmp_path / "out.flac")).frames == int(SECONDS[3] * RATE)


def test_render_first_that_cannot_render_names_the_lines(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 2, 3})
    doc = session.document
    doc.lines[1] = Line(doc.lines[1].id, "Nobody reads this.", "nobody")
    dialog = _dialog(qtbot, session, qsettings)
    dialog.form.out_edit.setText(str(tmp_path / "out.flac"))
    assert dialog.form.render_missing

    with qtbot.waitSignal(dialog.sig_export_failed, timeout=5000) as blocker:
        dialog.start_export()
    assert (
        "Could not render line 2 (" in blocker.args[0]
        and "No voice named 'nobody'" in blocker.args[0]
    )
    assert not dialog.busy
    assert not (tmp_path / "out.flac").exists()


def test_stems_of_selected_lines_beside_a_range(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 1, 2, 3})
    ids = [line.id for line in session.document.lines]
    dialog = _dialog(qtbot, session, qsettings, selected_line_ids=[ids[3], ids[1]])
    form = dialog.form
    form.out_edit.setText(str(tmp_path / "part.wav"))
    form.srt_row.check.setChecked(False)
    form.from_spin.setValue(2)
    form.to_spin.setValue(3)
    assert form.range_radio.isChecked()
    form.stems_row.check.setChecked(True)
    form.stems_selected_check.setChecked(True)
    assert form.stems_row.edit.text() == str(tmp_path / "part-stems")

    with qtbot.waitSignal(dialog.sig_export_finished, timeout=10000):
        dialog.start_export()
    assert sf.info(str(tmp_path / "part.wav")).frames == (
        int(SECONDS[1] * RATE) + int(0.3 * RATE) + int(SECONDS[2] * RATE)
    )
    stems = sorted(p.name for p in (tmp_path / "part-stems").iterdir())
    assert [name[:4] for name in stems] == ["002-", "004-"]


def test_unwritable_format_is_greyed_with_the_reason(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    reason = "The installed libsndfile (1.0.31) cannot write MP3; choose FLAC, WAV or OGG."

    def problem(fmt: AudioFormat, rate: int) -> str | None:
        return reason if fmt.name == "mp3" else None

    monkeypatch.setattr(export_form, "format_problem", problem)
    qsettings.setValue("export/format", "mp3")  # remembered from a machine that could
    dialog = _dialog(qtbot, make_session({0}), qsettings)
    combo = dialog.form.format_combo
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    row = combo.findData("mp3")
    assert not model.item(row).isEnabled()
    assert model.item(row).toolTip() == reason
    assert reason in dialog.form.format_note.text()
    assert dialog.form.format_name != "mp3"
    dialog.form.out_edit.setText("/tmp/somewhere/x.mp3")
    assert dialog.form.format_name != "mp3"


@pytest.fixture
def tiny_session(
    qtbot: QtBot, tiny_config: EngineConfig, voice_files: dict[str, Path]
) -> Iterator[StudioSession]:
    """A real session on the tiny model with voices alice and bob (no window needed)."""
    session = StudioSession()
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        session.start(tiny_config)
        session.voices.add(voice_files["alice"], "alice")
        session.voices.add(voice_files["bob"], "bob")
    assert session.engine_info is not None, session.engine_error
    yield session
    session.shutdown()


def test_render_first_renders_exactly_the_missing_lines(
    qtbot: QtBot, tiny_session: StudioSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = tiny_session
    lines = tuple(
        Line(new_id(), text, voice)
        for voice, text in [
            ("alice", "Rendered already."),
            ("bob", "Not yet."),
            ("alice", "Nor this."),
        ]
    )
    session.edit(InsertLines((0, 1, 2), lines, "Add lines"))
    ids = [line.id for line in lines]
    with qtbot.waitSignal(session.sig_idle, timeout=60000):
        session.renders.render_lines([ids[0]])
    first_take = session.document.line(ids[0]).active_take
    assert first_take is not None

    dialog = _dialog(
        qtbot, session, QSettings(str(tmp_path / "export.ini"), QSettings.Format.IniFormat)
    )
    dialog.form.out_edit.setText(str(tmp_path / "story.flac"))
    dialog.form.srt_row.check.setChecked(True)
    assert dialog.form.render_missing
    assert "2, 3" in dialog.form.missing_label.text()
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=60000):
        dialog.start_export()

    done = [session.document.line(i) for i in ids]
    assert [len(line.takes) for line in done] == [1, 1, 1]
    assert done[0].active_take == first_take  # the rendered line was left alone
    rate = done[0].takes[0].sample_rate
    info = sf.info(str(tmp_path / "story.flac"))
    gap = int(round(0.3 * rate))
    assert info.frames == sum(line.takes[0].num_samples for line in done) + 2 * gap
    assert len(_srt_cues(tmp_path / "story.srt")) == 3


@pytest.mark.parametrize("typed", ["/", ".", "..", "~/", "out/", "/tmp/../", "story.mp3"])
def test_typing_any_output_path_keeps_the_form_working(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, typed: str
) -> None:
    dialog = _dialog(qtbot, make_session({0}), qsettings)
    edit = dialog.form.out_edit
    edit.clear()
    # Key by key, as a person types it: every prefix passes through the slots.
    QTest.keyClicks(edit, typed)
    assert edit.text() == typed or typed == "story.mp3"
    for name in ("wav", "flac"):
        dialog.form.select_data(dialog.form.format_combo, name)
    try:
        requests = dialog.form.requests()
    except StudioError as exc:  # a sentence for the person, not a crash
        assert str(exc).endswith(".")
    else:
        assert requests and requests[0].out is not None


def test_export_over_existing_files_asks_first_and_trashes_on_yes(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path, trash: Path
) -> None:
    """The narration, its side file and the stems folder are each checked before any work;
    No leaves every file as it was, Replace puts the old ones in the trash."""
    session = make_session({0, 1, 2, 3})
    out = tmp_path / "book.flac"
    stems = tmp_path / "stems"
    stems.mkdir()
    (stems / "001-the-first-line.flac").write_bytes(b"an old stem")
    (stems / "notes.txt").write_bytes(b"not ours")  # never asked about, never touched
    out.write_bytes(b"an old narration")
    dialog = _dialog(qtbot, session, qsettings)
    dialog.form.out_edit.setText(str(out))
    dialog.form.stems_row.edit.setText(str(stems))
    dialog.form.stems_row.check.setChecked(True)
    asked: list[list[str]] = []

    def answer(reply: bool) -> Callable[[Sequence[Existing]], bool]:
        def ask(found: Sequence[Existing]) -> bool:
            asked.append([item.path.name for item in found])
            return reply

        return ask

    dialog.ask_replace = answer(False)
    dialog.start_export()
    assert asked == [["book.flac", "001-the-first-line.flac"]]
    assert not dialog.busy
    assert "Nothing was exported" in dialog.status_label.text()
    assert out.read_bytes() == b"an old narration"
    assert (stems / "001-the-first-line.flac").read_bytes() == b"an old stem"
    assert not (tmp_path / "book.srt").exists()

    dialog.ask_replace = answer(True)
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=20000):
        dialog.start_export()
    assert sf.info(str(out)).frames > 0
    assert sf.info(str(stems / "001-the-first-line.flac")).frames > 0
    assert (stems / "notes.txt").read_bytes() == b"not ours"
    trashed = sorted(p.read_bytes() for p in (trash / "files").iterdir())
    assert trashed == [b"an old narration", b"an old stem"]


def test_a_scripted_window_never_replaces_an_export(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 1, 2, 3})
    out = tmp_path / "book.wav"
    out.write_bytes(b"keep me")

    class Scripted(QWidget):
        interactive = False

    parent = Scripted()
    qtbot.addWidget(parent)
    dialog = ExportDialog(session, parent, settings=Settings(qsettings))
    dialog.form.out_edit.setText(str(out))
    dialog.start_export()
    assert out.read_bytes() == b"keep me" and not dialog.busy


def test_bit_rate_is_for_mp3_and_what_its_sample_rate_allows(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings
) -> None:
    dialog = _dialog(qtbot, make_session({0}), qsettings)
    form = dialog.form
    combo = form.bitrate_combo
    model = combo.model()
    assert isinstance(model, QStandardItemModel)
    form.select_data(form.format_combo, "flac")
    assert not combo.isEnabled() and form.settings().bit_rate is None
    form.select_data(form.format_combo, "mp3")
    assert combo.isEnabled()
    assert form.settings().bit_rate is None  # variable by default
    form.select_data(form.rate_combo, 24000)
    assert not model.item(combo.findData(192)).isEnabled()  # MPEG-2 stops at 160 kbps
    assert model.item(combo.findData(160)).isEnabled()
    form.select_data(combo, 256)
    form.audiobook.acx_button.click()
    # The preset keeps a bit rate above ACX's least, and moves everything else to ACX's.
    settings = form.settings()
    assert (settings.format, settings.sample_rate, settings.bit_rate) == ("mp3", 44100, 256)
    assert settings.acx and (settings.head_seconds, settings.tail_seconds) == (0.75, 2.0)


def test_a_projects_bit_rate_is_shown_and_kept(
    qtbot: QtBot, make_session: MakeSession, qsettings: QSettings, tmp_path: Path
) -> None:
    session = make_session({0, 1, 2, 3})
    session.export_settings = ExportSettings(format="mp3", sample_rate=44100, bit_rate=128)
    dialog = _dialog(qtbot, session, qsettings)
    assert dialog.form.bit_rate == 128
    dialog.form.out_edit.setText(str(tmp_path / "book.mp3"))
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=20000):
        dialog.start_export()
    assert session.export_settings.bit_rate == 128
    audio = probe(tmp_path / "book.mp3").audio
    assert (int(audio["sample_rate"]), int(audio["bit_rate"])) == (44100, 128000)
    assert packet_kbps(tmp_path / "book.mp3") == {128}  # every frame: a constant bit rate
