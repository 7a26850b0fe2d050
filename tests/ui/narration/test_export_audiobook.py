"""Audiobook export from the dialog: an M4B with chapters, tags and cover that reads back,
files per chapter, the ACX preset (MP3 at 44.1 kHz, constant 192 kbps) and its results read
from the files, and one chapter at a time."""

from __future__ import annotations

import json
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import av
import numpy as np
import pytest
import soundfile as sf
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from studio.core.document import Document, Line, TakeAudioStore, VoiceEntry, new_id
from studio.core.exports.export import format_for, format_problem
from studio.ui.base.settings import Settings
from studio.ui.export.dialog import ExportDialog
from studio.ui.session.session import StudioSession
from tests.media_probe import cover_bytes, packet_kbps, probe
from tests.support import chapter_seconds, make_take

RATE = 24000
# (chapter title or None, text, seconds)
BOOK = [
    ("Arrival", "Arrival.", 0.6),
    (None, "Dr. Nguyen came at dusk.", 1.5),
    ("The Lamp", "The Lamp.", 0.7),
    (None, "The lamp had burned for years.", 1.8),
    (None, "He meant to keep it burning.", 1.2),
    ("Morning", "Morning.", 0.5),
]

pytestmark = pytest.mark.skipif(
    format_problem(format_for("m4b"), RATE) is not None, reason="PyAV cannot write M4B here"
)


def png() -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"\x00\xff\x00\x00" * 1  # one red pixel row
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def _session() -> StudioSession:
    session = StudioSession()
    store = TakeAudioStore()
    rng = np.random.default_rng(3)
    lines = []
    for title, text, seconds in BOOK:
        n = int(seconds * RATE)
        take = make_take(text, n, sample_rate=RATE)
        envelope = 0.6 + 0.4 * np.sin(np.arange(n) / RATE * 2 * np.pi * 4) ** 2
        store.put(take.id, (0.05 * envelope * rng.standard_normal(n)).astype(np.float32))
        lines.append(
            Line(new_id(), text, "alice", takes=(take,), active_take=take.id, chapter=title)
        )
    session.set_document(Document(voices=[VoiceEntry("alice", "alice.wav")], lines=lines), store)
    return session


def _dialog(qtbot: QtBot, session: StudioSession, tmp_path: Path, **kwargs: object) -> ExportDialog:
    settings = Settings(QSettings(str(tmp_path / "export.ini"), QSettings.Format.IniFormat))
    dialog = ExportDialog(session, None, settings=settings, **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def test_m4b_from_the_dialog_reads_back_with_chapters_tags_and_cover(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = _session()
    dialog = _dialog(qtbot, session, tmp_path)
    form = dialog.form
    out = tmp_path / "book.m4b"
    form.out_edit.setText(str(out))
    assert form.format_name == "m4b"  # the extension chose the format
    form.srt_row.check.setChecked(False)
    form.title_edit.setText("The Lighthouse")
    form.artist_edit.setText("Ann Author")
    cover = tmp_path / "cover.png"
    cover.write_bytes(png())
    form.audiobook.cover_edit.setText(str(cover))
    form.audiobook.chapters_row.check.setChecked(True)
    assert form.audiobook.chapters_row.edit.text() == str(tmp_path / "book-chapters")
    form.audiobook.head_spin.setValue(0.75)
    form.audiobook.tail_spin.setValue(2.0)
    with qtbot.waitSignal(dialog.sig_export_finished, timeout=60000) as blocker:
        dialog.start_export()
    outcome = blocker.args[0]
    result = outcome.results[0]
    assert [m.title for m in result.chapters] == ["Arrival", "The Lamp", "Morning"]
    gap = 0.3
    starts = [0.0, 0.75 + 0.6 + gap + 1.5 + gap, 0.75 + 0.6 + 1.5 + 0.7 + 1.8 + 1.2 + 5 * gap]
    expected = 0.75 + sum(s for _, _, s in BOOK) + 5 * gap + 2.0

    with av.open(str(out)) as container:
        chapters = container.chapters()
        assert [c["metadata"]["title"] for c in chapters] == ["Arrival", "The Lamp", "Morning"]
        assert [chapter_seconds(c)[0] for c in chapters] == pytest.approx(starts, abs=0.01)
        assert container.duration is not None
        assert container.duration / av.time_base == pytest.approx(expected, abs=0.05)
    tags = probe(out).tags
    assert tags["title"] == "The Lighthouse" and tags["artist"] == "Ann Author"
    assert tags["media_type"] == "2"  # stik: an audiobook
    assert cover_bytes(out) == png()

    # One file per chapter beside it, each with the room tone of a file.
    folder = tmp_path / "book-chapters"
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["01-arrival.m4b", "02-the-lamp.m4b", "03-morning.m4b"]
    with av.open(str(folder / names[1])) as container:
        assert container.duration is not None
        seconds = container.duration / av.time_base
    assert seconds == pytest.approx(0.75 + 0.7 + 1.8 + 1.2 + 2 * gap + 2.0, abs=0.05)

    # The project keeps the audiobook settings for next time.
    assert session.export_settings.cover == str(cover)
    assert session.export_settings.head_seconds == 0.75
    session.shutdown()


def _ffprobe(path: Path) -> tuple[int, int, int]:
    """(sample rate, channels, bit rate) as ffprobe reads them."""
    out = subprocess.run(
        ["ffprobe", "-v", "error", "-show_entries", "stream=sample_rate,channels,bit_rate",
         "-of", "json", str(path)],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    stream = json.loads(out.stdout)["streams"][0]
    return int(stream["sample_rate"]), int(stream["channels"]), int(stream["bit_rate"])


def test_the_acx_preset_writes_what_acx_takes_and_the_check_reads_it_back(
    qtbot: QtBot, tmp_path: Path
) -> None:
    session = _session()
    project = tmp_path / "The Lighthouse.vstudio"
    dialog = _dialog(qtbot, session, tmp_path, project_path=project)
    form = dialog.form
    form.out_edit.setText(str(tmp_path / "book.m4b"))
    form.srt_row.check.setChecked(False)
    form.audiobook.chapters_row.check.setChecked(True)
    form.audiobook.acx_button.click()  # MP3 at 44.1 kHz CBR 192, ACX levels, room tone, check
    assert form.format_name == "mp3" and form.out_edit.text() == str(tmp_path / "book.mp3")
    assert form.sample_rate == 44100 and form.bit_rate == 192
    assert form.loudness_combo.currentData() == "acx"
    assert form.audiobook.head_spin.value() == 0.75 and form.audiobook.tail_spin.value() == 2.0
    assert form.audiobook.acx_check.isChecked()

    with qtbot.waitSignal(dialog.sig_export_finished, timeout=60000) as blocker:
        dialog.start_export()
    result = blocker.args[0].results[0]
    folder = tmp_path / "book-chapters"
    files = [tmp_path / "book.mp3", *sorted(folder.iterdir())]
    assert [p.name for p in files[1:]] == ["01-arrival.mp3", "02-the-lamp.mp3", "03-morning.mp3"]
    reports = dict(result.acx)
    for path in files:
        assert packet_kbps(path) == {192}  # every frame: a constant bit rate
        report = reports[path.name]
        if shutil.which("ffprobe"):
            assert _ffprobe(path) == (report.sample_rate, report.channels, 192000)
        assert report.bit_rate_kbps == 192 and report.passed
        # One book: the project's name is every file's album (no title was given).
        assert probe(path).tags["album"] == "The Lighthouse"

    # The ACX page: every file, one line per check, each read from the file.
    assert dialog.form.tabs.tabText(dialog.form.tabs.currentIndex()) == "ACX check"
    lines = dialog.acx_view.lines()
    assert lines[0].startswith("Normalised to ")
    verdicts = [line for line in lines if line.startswith(("book.mp3", "0"))]
    assert verdicts == [f"{p.name}: passes ACX" for p in files]
    assert "Every file passes ACX." in dialog.status_label.text()
    checks = [line for line in lines if line[:1] in "✓✗"]
    assert len(checks) == 4 * 11
    assert {line.split(":")[0] for line in checks} >= {
        "✓ sample rate",
        "✓ bit rate",
        "✓ constant bit rate",
        "✓ channels",
        "✓ RMS",
        "✓ length",
    }
    # The project keeps the preset for next time.
    saved = session.export_settings
    assert (saved.format, saved.sample_rate, saved.bit_rate, saved.acx) == ("mp3", 44100, 192, True)
    session.shutdown()


def test_export_one_chapter_and_acx_advice(qtbot: QtBot, tmp_path: Path) -> None:
    session = _session()
    dialog = _dialog(qtbot, session, tmp_path, chapter=2)
    form = dialog.form
    assert form.chapter_radio.isChecked()
    assert form.line_ids() == tuple(line.id for line in session.document.lines[2:5])
    assert "Every chosen line has a take" in form.missing_label.text()
    out = tmp_path / "lamp.wav"
    form.out_edit.setText(str(out))
    form.srt_row.check.setChecked(False)
    form.audiobook.acx_check.setChecked(True)  # check only: no room tone, no levels

    with qtbot.waitSignal(dialog.sig_export_finished, timeout=60000):
        dialog.start_export()
    assert sf.info(str(out)).frames == int(0.7 * RATE) + int(1.8 * RATE) + int(
        1.2 * RATE
    ) + 2 * int(0.3 * RATE)
    lines = dialog.acx_view.lines()
    assert lines[0] == "lamp.wav: does not pass ACX"
    assert any(
        line.startswith("✗ head room tone: The head has 0.00 s of room tone; ACX needs 0.5-1 s")
        for line in lines
    )
    assert any(line.startswith("✗ RMS: The RMS is ") for line in lines)
    # Read from the file: a 24 kHz WAV is not what ACX takes, and the check says so.
    assert (
        "✗ sample rate: The file is 24 kHz; ACX needs 44.1 kHz: choose the ACX preset or set "
        "the sample rate to 44100." in lines
    )
    assert any(line.startswith("✗ format: The file is WAV; ACX needs MP3") for line in lines)
    session.shutdown()
