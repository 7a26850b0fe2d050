"""The ACX check and the export's notes speak the window's language; the command line
(``str`` of the check's fields, the result's ``notes``) keeps its English."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
import soundfile as sf
from PySide6.QtWidgets import QTreeWidgetItem
from pytestqt.qtbot import QtBot

from studio.core.exports.acx_file import check_acx_files
from studio.core.exports.export import ExportResult
from studio.core.exports.export_writing import Staging
from studio.ui.base.i18n import said_text
from studio.ui.export.acx_view import AcxView

RATE = 24000


def _tone(path: Path, channels: int) -> Path:
    """One second of a quiet tone from the first sample to the last: no room tone, a
    24 kHz WAV, so the check fails on its rate, format, levels and room tone."""
    t = np.arange(RATE) / RATE
    tone = (0.05 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
    sf.write(str(path), np.stack([tone] * channels, axis=1), RATE, subtype="PCM_16")
    return path


def _checks_of(view: AcxView, row: int) -> dict[str, QTreeWidgetItem]:
    """The check rows under a file's row, by the words before their colon."""
    top = view.topLevelItem(row)
    assert top is not None
    children = [top.child(i) for i in range(top.childCount())]
    return {item.text(0).split(":")[0]: item for item in children if item is not None}


def test_the_acx_check_is_shown_in_the_windows_language(
    speaking: Callable[[str], str], qtbot: QtBot, tmp_path: Path
) -> None:
    files = [(name, _tone(tmp_path / name, n)) for name, n in (("a.wav", 1), ("b.wav", 2))]
    files.append(("c.wav", _tone(tmp_path / "c.wav", 1)))  # the most files are mono
    reports = check_acx_files(files)
    stereo = dict(reports)["b.wav"]
    checks = {check.name: check for check in stereo.checks}
    # The command line's English, as it was.
    assert checks["sample rate"].advice == (
        "The file is 24 kHz; ACX needs 44.1 kHz: choose the ACX preset or set the sample "
        "rate to 44100."
    )
    assert checks["channels"].advice == (
        "The file is stereo but a.wav is mono; ACX needs every file of a book alike: export "
        "them all with the same settings."
    )
    assert checks["head room tone"].requirement == "0.5 to 1 s"

    view = AcxView()
    qtbot.addWidget(view)
    result = ExportResult((), RATE, RATE, (), None, acx=tuple(reports))
    view.show_results([result])
    english = view.lines()
    assert "✗ sample rate: " + checks["sample rate"].advice in english

    speaking("de")
    view.show_results([result])
    lines = view.lines()
    assert (
        "✗ Abtastrate: Die Datei hat 24 kHz; ACX verlangt 44,1 kHz: Wählen Sie die "
        "ACX-Voreinstellung, oder stellen Sie die Abtastrate auf 44100." in lines
    )
    assert (
        "✗ Kanäle: Die Datei ist stereo, aber a.wav ist mono; ACX verlangt, dass alle Dateien "
        "eines Buchs gleich sind: Exportieren Sie alle mit denselben Einstellungen." in lines
    )
    assert (
        "✗ Raumton am Anfang: Am Anfang stehen 0,00 s Raumton; ACX verlangt 0,5–1 s: Wählen "
        "Sie die ACX-Voreinstellung, oder setzen Sie 0,75 s Stille an den Anfang jeder Datei."
        in lines
    )
    assert any(line.startswith("✗ RMS: Der RMS-Pegel beträgt -29,0 dB; ") for line in lines)
    rows = _checks_of(view, 1)  # b.wav
    assert rows["✓ Spitzenpegel"].text(2) == "höchstens -3 dB"
    assert rows["✗ Raumton am Anfang"].text(2) == "0,5 bis 1 s"
    assert rows["✗ Format"].text(1) == "WAV"  # a word from the file stays as it is
    # The command line's English is untouched by the window's language.
    assert checks["head room tone"].requirement == "0.5 to 1 s"

    speaking("es")
    view.show_results([result])
    rows = _checks_of(view, 1)
    assert rows["✗ canales"].text(1) == "estéreo"
    assert rows["✗ frecuencia de muestreo"].text(2) == "44,1 kHz"


def test_a_note_about_a_kept_file_is_said_in_the_windows_language(
    speaking: Callable[[str], str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_trash(path: str) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr("send2trash.send2trash", no_trash)
    out = tmp_path / "book.txt"
    out.write_text("old", encoding="utf-8")
    staging = Staging("trash")
    staging.text(out, "new")
    assert staging.commit() == (out,)
    assert out.read_text(encoding="utf-8") == "new"
    (kept,) = [p for p in tmp_path.iterdir() if p != out]
    assert kept.read_text(encoding="utf-8") == "old"
    (said,) = staging.notes
    assert str(said) == (
        f"The old book.txt could not go to the trash (Permission denied); it was kept as "
        f"{kept.name}."
    )
    speaking("de")
    assert said_text(said) == (
        "Die alte Datei book.txt konnte nicht in den Papierkorb verschoben werden "
        f"(Permission denied); sie wurde als {kept.name} behalten."
    )
