"""How ``voice-studio export`` lays its options over the settings a project keeps."""

from __future__ import annotations

import argparse

import pytest

from studio.cli.export import _settings, add_export_parser
from studio.core.exports.export import ExportSettings
from studio.core.sound.acx import ACX_HEAD_SECONDS, ACX_SAMPLE_RATE, ACX_TAIL_SECONDS
from studio.errors import StudioError

# What a project might have kept: none of it the command line's default.
_SAVED = ExportSettings(
    format="wav",
    sample_rate=48000,
    loudness=-18.0,
    true_peak=-2.0,
    title="Kept title",
    artist="Kept author",
    cover="kept.png",
    head_seconds=0.5,
    tail_seconds=1.5,
)


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="voice-studio")
    add_export_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["export", "book.vstudio", *argv])


def test_no_options_keep_what_the_project_saved() -> None:
    assert _settings(_args("--stems", "out"), _SAVED) == _SAVED


@pytest.mark.parametrize(
    ("argv", "fmt"),
    [
        (["--out", "book.flac"], "flac"),  # the file's name says it
        (["--stems", "parts"], "wav"),  # no file named: the project's format
        (["--out", "book", "--format", "mp3"], "mp3"),  # --format over both
        (["--out", "book.m4b", "--acx"], "mp3"),  # ACX takes MP3 only
    ],
)
def test_the_format_comes_from_acx_then_format_then_the_file_name(
    argv: list[str], fmt: str
) -> None:
    assert _settings(_args(*argv), _SAVED).format == fmt


def test_a_loudness_preset_brings_its_ceiling_and_true_peak_goes_over_it() -> None:
    preset = _settings(_args("--out", "a.wav", "--loudness", "audiobook"), _SAVED)
    assert (preset.loudness, preset.true_peak) == (-19.0, -3.0)
    number = _settings(_args("--out", "a.wav", "--loudness", "-20"), _SAVED)
    assert (number.loudness, number.true_peak) == (-20.0, _SAVED.true_peak)
    both = _settings(
        _args("--out", "a.wav", "--loudness", "audiobook", "--true-peak", "-1.5"), _SAVED
    )
    assert (both.loudness, both.true_peak) == (-19.0, -1.5)


def test_the_tags_rate_and_bit_rate_given_replace_the_saved_ones() -> None:
    settings = _settings(
        _args(
            *("--out", "a.mp3", "--title", "T", "--artist", "A", "--cover", "c.jpg"),
            *("--sample-rate", "22050", "--bitrate", "128"),
        ),
        _SAVED,
    )
    assert (settings.title, settings.artist, settings.cover) == ("T", "A", "c.jpg")
    assert (settings.sample_rate, settings.bit_rate) == (22050, 128)


def test_acx_sets_its_silence_unless_head_or_tail_is_given() -> None:
    preset = _settings(_args("--out", "a.mp3", "--acx"), _SAVED)
    assert preset.acx and preset.sample_rate == ACX_SAMPLE_RATE
    assert (preset.head_seconds, preset.tail_seconds) == (ACX_HEAD_SECONDS, ACX_TAIL_SECONDS)
    given = _settings(_args("--out", "a.mp3", "--acx", "--head", "0.25", "--tail", "3"), _SAVED)
    assert (given.head_seconds, given.tail_seconds) == (0.25, 3.0)


def test_a_bit_rate_for_a_format_other_than_mp3_names_that_format() -> None:
    with pytest.raises(StudioError, match=r"^--bitrate is for MP3, and this export writes WAV"):
        _settings(_args("--out", "a.wav", "--bitrate", "192"), _SAVED)
