"""``voice-studio export`` driven through its own parser (exit codes, files written)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
import soundfile as sf

from studio.cli.export import add_export_parser, run_export
from studio.core.commands import SetChapter
from studio.core.store.project import save_project
from studio.errors import StudioError
from tests.media_probe import packet_kbps, probe

from .conftest import ProjectFactory


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="voice-studio")
    add_export_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["export", *argv])


def test_export_command_writes_flac_and_srt(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(4, seconds=0.8, audio="speech")
    project = save_project(tmp_path / "story", doc, takes, voices)
    out, srt = tmp_path / "story.flac", tmp_path / "story.srt"
    code = run_export(
        _args(
            str(project),
            "--out",
            str(out),
            "--loudness",
            "podcast",
            "--srt",
            str(srt),
            "--lines",
            "2-3",
        )
    )
    assert code == 0
    assert sf.info(str(out)).samplerate == 24000
    assert srt.read_text().count(" --> ") == 2


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--out", "{tmp}/x.wav", "--lines", "9-12"], "outside the script"),
        (["--out", "{tmp}/missing/x.wav"], "does not exist"),
        (["--out", "{tmp}/x.wav", "--loudness", "loud"], "neither a number"),
        (["--out", "{tmp}/x.xyz"], "Unknown audio format"),
        (["--out", "{tmp}/x.wav", "--format", "flac"], "does not end in .flac"),
        ([], "Nothing to export"),
    ],
)
def test_bad_input_is_one_clear_error(
    tmp_path: Path, make_project: ProjectFactory, argv: list[str], message: str
) -> None:
    doc, takes, voices = make_project(2)
    project = save_project(tmp_path / "story", doc, takes, voices)
    args = _args(str(project), *(a.format(tmp=tmp_path) for a in argv))
    with pytest.raises(StudioError, match=message) as info:
        run_export(args)
    assert "\n" not in str(info.value)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["story.vstudio"]


def test_missing_project_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StudioError, match="no such project"):
        run_export(_args(str(tmp_path / "nope.vstudio"), "--out", str(tmp_path / "x.wav")))


def test_export_over_existing_files_is_refused_unless_overwrite(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    """Every path export writes (narration, side files, stems, chapter files) is checked
    against what is there, before any work; --overwrite replaces them."""
    doc, takes, voices = make_project(3, seconds=0.5, audio="speech")
    project = save_project(tmp_path / "story", doc, takes, voices)
    out, srt, stems = tmp_path / "story.flac", tmp_path / "story.srt", tmp_path / "stems"
    argv = [str(project), "--out", str(out), "--srt", str(srt), "--stems", str(stems)]
    assert run_export(_args(*argv)) == 0
    written = {p: p.read_bytes() for p in [out, srt, *sorted(stems.iterdir())]}
    assert len(written) == 5

    for path in written:  # each kind alone is enough to refuse
        others = [p for p in written if p != path]
        for other in others:
            other.rename(other.with_name(other.name + ".away"))
        with pytest.raises(StudioError) as caught:
            run_export(_args(*argv))
        assert str(caught.value).startswith(path.name + " (")
        assert str(caught.value).endswith(" already exists; give --overwrite to replace it.")
        for other in others:
            other.with_name(other.name + ".away").rename(other)
    with pytest.raises(StudioError, match=r"and 2 more already exist; give --overwrite to "
                       r"replace them\.$"):  # fmt: skip
        run_export(_args(*argv))
    assert {p: p.read_bytes() for p in written} == written
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".part")) == []

    assert run_export(_args(*argv, "--gap", "1.5", "--overwrite")) == 0
    assert sf.info(str(out)).frames > sf.info(str(_copy(written[out], tmp_path))).frames


def _copy(data: bytes, folder: Path) -> Path:
    path = folder / "before.flac"
    path.write_bytes(data)
    return path


def test_acx_chooses_mp3_at_44_1_khz_and_a_constant_192_kbps(
    tmp_path: Path, make_project: ProjectFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    doc, takes, voices = make_project(4, seconds=1.0, audio="speech")
    project = save_project(tmp_path / "story", doc, takes, voices)
    out = tmp_path / "story.mp3"
    assert run_export(_args(str(project), "--out", str(out), "--acx")) == 0
    audio = probe(out).audio
    assert (int(audio["sample_rate"]), int(audio["bit_rate"])) == (44100, 192000)
    assert packet_kbps(out) == {192}  # every frame: a constant bit rate
    err = capsys.readouterr().err
    assert "story.mp3 passes ACX" in err
    assert "sample rate: 44100 Hz" in err and "bit rate: 192 kbps" in err
    # Chapter files alone, from a project whose saved format is FLAC: ACX still means MP3.
    chapters = tmp_path / "ch"
    assert run_export(_args(str(project), "--chapters", str(chapters), "--acx")) == 0
    (only,) = chapters.iterdir()
    assert only.suffix == ".mp3" and packet_kbps(only) == {192}
    # A bit rate above ACX's least is a choice that agrees with it.
    out256 = tmp_path / "story256.mp3"
    assert run_export(_args(str(project), "--out", str(out256), "--acx", "--bitrate", "256")) == 0
    assert packet_kbps(out256) == {256}


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ["--out", "{tmp}/x.wav", "--format", "wav"],
            "--acx writes MP3 (ACX needs MP3 at 44.1 kHz and a constant 192 kbps or more); "
            "leave out --format wav or --acx.",
        ),
        (
            ["--out", "{tmp}/x.flac"],
            "--acx writes MP3 (ACX needs MP3 at 44.1 kHz and a constant 192 kbps or more); "
            "name --out with .mp3 or leave out --acx.",
        ),
        (
            ["--out", "{tmp}/x.mp3", "--sample-rate", "24000"],
            "ACX needs 44.1 kHz; give --sample-rate 44100 or leave it out.",
        ),
        (
            ["--out", "{tmp}/x.mp3", "--bitrate", "128"],
            "ACX needs a constant bit rate of 192 kbps or more; give --bitrate 192 or leave it "
            "out.",
        ),
        (
            ["--out", "{tmp}/x.mp3", "--loudness", "podcast"],
            "--acx sets its own loudness (RMS -23 to -18 dB, peaks under -3 dB); "
            "leave out --loudness.",
        ),
    ],
)
def test_acx_refuses_a_choice_acx_does_not_take(
    tmp_path: Path, make_project: ProjectFactory, argv: list[str], message: str
) -> None:
    doc, takes, voices = make_project(2)
    project = save_project(tmp_path / "story", doc, takes, voices)
    args = _args(str(project), "--acx", *(a.format(tmp=tmp_path) for a in argv))
    with pytest.raises(StudioError) as info:
        run_export(args)
    assert str(info.value) == message
    assert sorted(p.name for p in tmp_path.iterdir()) == ["story.vstudio"]


def test_bitrate_outside_mp3_is_refused(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes, voices = make_project(2)
    project = save_project(tmp_path / "story", doc, takes, voices)
    with pytest.raises(StudioError, match=r"^--bitrate is for MP3"):
        run_export(_args(str(project), "--out", str(tmp_path / "x.flac"), "--bitrate", "192"))
    with pytest.raises(StudioError, match="MP3 at 24000 Hz can be at most 160 kbps"):
        run_export(_args(str(project), "--out", str(tmp_path / "x.mp3"), "--bitrate", "192"))


def test_chapter_files_without_a_title_are_albums_of_the_project(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes, voices = make_project(4, seconds=0.5, audio="speech")
    SetChapter(("l1", "l3"), ("Two", "Three")).apply(doc)
    project = save_project(tmp_path / "The Lighthouse", doc, takes, voices)
    chapters = tmp_path / "ch"
    assert run_export(_args(str(project), "--chapters", str(chapters), "--format", "mp3")) == 0
    files = sorted(chapters.iterdir())
    assert len(files) == 3
    for path in files:
        assert probe(path).tags["album"] == "The Lighthouse"
    assert [probe(p).tags["title"] for p in files][1:] == ["Two", "Three"]
