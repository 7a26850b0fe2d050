"""The one settings store: typed round trips and the schema migration."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from studio.ui.base.settings import SCHEMA_KEY, SCHEMA_VERSION, Settings
from studio.ui.base.settings_types import ExportChoices


def _ini(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "studio.ini"), QSettings.Format.IniFormat)


def test_a_version_1_store_is_migrated_and_keeps_its_choices(tmp_path: Path) -> None:
    old = _ini(tmp_path)
    old.setValue("window/state", QByteArray(b"never restored"))
    old.setValue("export/format", "ogg")
    old.setValue("export/srt_on", "false")
    old.setValue("folders/voices", "/home/me/voices")
    old.sync()

    settings = Settings(_ini(tmp_path))
    fresh = _ini(tmp_path)
    assert int(fresh.value(SCHEMA_KEY)) == SCHEMA_VERSION
    assert not fresh.contains("window/state")
    assert settings.last_voice_dir == "/home/me/voices"
    choices = settings.export_choices
    assert choices.format == "ogg" and choices.side_files["srt"] == (False, "")


def test_a_new_store_starts_at_the_current_version(tmp_path: Path) -> None:
    Settings(_ini(tmp_path)).sync()
    assert int(_ini(tmp_path).value(SCHEMA_KEY)) == SCHEMA_VERSION


def test_a_store_from_a_newer_version_is_left_as_it_is(tmp_path: Path) -> None:
    newer = _ini(tmp_path)
    newer.setValue(SCHEMA_KEY, SCHEMA_VERSION + 5)
    newer.setValue("window/state", QByteArray(b"whatever it means there"))
    newer.sync()
    Settings(_ini(tmp_path)).sync()
    again = _ini(tmp_path)
    assert int(again.value(SCHEMA_KEY)) == SCHEMA_VERSION + 5
    assert again.contains("window/state")


def test_export_choices_round_trip(tmp_path: Path) -> None:
    settings = Settings(_ini(tmp_path))
    choices = ExportChoices(
        out="/tmp/book.flac",
        format="mp3",
        sample_rate=44100,
        loudness="audiobook",
        lufs=-19.0,
        true_peak=-3.0,
        title="A Book",
        artist="Me",
        render_missing=False,
        stems_selected=True,
        side_files={"srt": (True, "/tmp/book.srt"), "vtt": (False, "")},
    )
    settings.export_choices = choices
    settings.sync()
    read = Settings(_ini(tmp_path)).export_choices
    assert read.side_files["srt"] == (True, "/tmp/book.srt")
    assert read.side_files["labels"] == (False, "")  # never set: off, default path
    assert {k: v for k, v in read.side_files.items() if k in choices.side_files} == (
        choices.side_files
    )
    assert (read.out, read.format, read.sample_rate, read.loudness) == (
        choices.out,
        choices.format,
        choices.sample_rate,
        choices.loudness,
    )
    assert (read.lufs, read.true_peak, read.title, read.artist) == (-19.0, -3.0, "A Book", "Me")
    assert read.render_missing is False and read.stems_selected is True
