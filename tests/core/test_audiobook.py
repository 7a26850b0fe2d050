"""Audiobook export: M4B and MP3 with chapters, tags and cover; files per chapter; ACX."""

from __future__ import annotations

import struct
import zlib
from dataclasses import replace
from pathlib import Path

import av
import numpy as np
import pytest
from mutagen.id3 import ID3
from mutagen.mp3 import MP3
from mutagen.mp4 import MP4

from studio.core.acx import check_acx, fit_acx, rms_db
from studio.core.commands import SetChapter
from studio.core.export import (
    ExportRequest,
    ExportSettings,
    acx_preset,
    build_narration,
    export_project,
)
from studio.errors import StudioError

from .conftest import RATE, ProjectFactory, speechlike


def png(width: int = 2, height: int = 2) -> bytes:
    """A real (tiny, red) PNG image."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    rows = b"".join(b"\x00" + b"\xff\x00\x00" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows))
        + chunk(b"IEND", b"")
    )


def book(make_project: ProjectFactory):  # type: ignore[no-untyped-def]
    """Six rendered lines in three chapters (the first line opens the book untitled)."""
    doc, takes, _ = make_project(6, seconds=1.0, audio="speech")
    SetChapter(("l1", "l4"), ("The Beginning", "The End")).apply(doc)
    return doc, takes


def test_m4b_has_chapters_tags_cover_and_duration(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes = book(make_project)
    cover = tmp_path / "cover.png"
    cover.write_bytes(png())
    out = tmp_path / "book.m4b"
    settings = ExportSettings(
        format="m4b",
        title="A Tale",
        artist="Ann Author",
        cover=str(cover),
        head_seconds=0.75,
        tail_seconds=2.0,
    )
    result = export_project(doc, takes, ExportRequest(out=out, settings=settings))
    assert result.files == (out,)
    expected_seconds = result.num_samples / result.sample_rate

    # Chapters start where their first line starts; the opening runs from 0.
    cue_start = {cue.line_id: cue.start_seconds for cue in result.cues}
    starts = [0.0, cue_start["l1"], cue_start["l4"]]
    titles = ["A Tale", "The Beginning", "The End"]
    assert [m.title for m in result.chapters] == titles

    mp4 = MP4(str(out))
    assert mp4.tags is not None
    assert mp4.tags["\xa9nam"] == ["A Tale"] and mp4.tags["\xa9ART"] == ["Ann Author"]
    assert mp4.tags["stik"] == [2]
    assert bytes(mp4.tags["covr"][0]) == cover.read_bytes()
    assert mp4.chapters is not None
    assert [c.title for c in mp4.chapters] == titles
    assert [c.start for c in mp4.chapters] == pytest.approx(starts, abs=0.002)
    assert mp4.info.codec.startswith("mp4a")

    with av.open(str(out)) as container:
        chapters = container.chapters()
        assert [c["metadata"]["title"] for c in chapters] == titles
        assert [float(c["start"] * c["time_base"]) for c in chapters] == pytest.approx(
            starts, abs=0.002
        )
        assert float(chapters[-1]["end"] * chapters[-1]["time_base"]) == pytest.approx(
            expected_seconds, abs=0.002
        )
        # The container's own duration (what a player shows) is the narration's.
        assert container.duration / av.time_base == pytest.approx(expected_seconds, abs=0.03)
        decoded = np.concatenate(
            [frame.to_ndarray().reshape(-1) for frame in container.decode(audio=0)]
        )
    # AAC adds at most two frames of encoder delay and padding.
    assert abs(len(decoded) - result.num_samples) <= 2 * 1024 + 64
    # What plays is the narration, at its level.
    narration = build_narration(doc, takes, ExportRequest(settings=settings))
    assert rms_db(decoded) == pytest.approx(rms_db(narration.samples), abs=0.3)


def test_mp3_has_id3_chapters(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes = book(make_project)
    out = tmp_path / "book.mp3"
    settings = ExportSettings(format="mp3", title="A Tale", artist="Ann Author")
    result = export_project(doc, takes, ExportRequest(out=out, settings=settings))
    tags = ID3(str(out))
    chapters = sorted(tags.getall("CHAP"), key=lambda frame: frame.start_time)
    assert [c.sub_frames["TIT2"].text[0] for c in chapters] == [
        "A Tale",
        "The Beginning",
        "The End",
    ]
    cue_start = {cue.line_id: cue.start_seconds for cue in result.cues}
    assert [c.start_time for c in chapters] == [
        0,
        round(cue_start["l1"] * 1000),
        round(cue_start["l4"] * 1000),
    ]
    assert chapters[-1].end_time == round(result.seconds * 1000)
    toc = tags.getall("CTOC")[0]
    assert list(toc.child_element_ids) == [c.element_id for c in chapters]
    assert tags["TIT2"].text == ["A Tale"] and tags["TPE1"].text == ["Ann Author"]
    assert MP3(str(out)).info.length == pytest.approx(result.seconds, abs=0.1)


def test_one_file_per_chapter(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes = book(make_project)
    folder = tmp_path / "chapters"
    settings = ExportSettings(format="m4b", title="A Tale", head_seconds=0.5, tail_seconds=1.0)
    result = export_project(
        doc, takes, ExportRequest(chapters_dir=folder, settings=settings, check_acx=True)
    )
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["01-a-tale.m4b", "02-the-beginning.m4b", "03-the-end.m4b"]
    assert [name for name, _ in result.acx] == names
    by_line = {cue.line_id: cue for cue in result.cues}
    # Chapter 2 holds lines l1-l3: their speech and gaps, plus head and tail.
    span = by_line["l3"].end - by_line["l1"].start
    mp4 = MP4(str(folder / names[1]))
    assert mp4.tags is not None
    assert mp4.tags["\xa9nam"] == ["The Beginning"] and mp4.tags["\xa9alb"] == ["A Tale"]
    assert mp4.tags["trkn"] == [(2, 3)]
    with av.open(str(folder / names[1])) as container:
        seconds = container.duration / av.time_base
    assert seconds == pytest.approx(span / RATE + 1.5, abs=0.03)
    # Each chapter file's ACX report sees its own head and tail silence.
    report = dict(result.acx)[names[1]]
    assert report.head_seconds >= 0.5 and report.tail_seconds >= 1.0


def test_cover_must_be_an_image(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes = book(make_project)
    cover = tmp_path / "cover.txt"
    cover.write_text("not an image")
    settings = ExportSettings(format="m4b", cover=str(cover))
    with pytest.raises(StudioError, match="not a JPEG or PNG"):
        export_project(doc, takes, ExportRequest(out=tmp_path / "b.m4b", settings=settings))
    assert not (tmp_path / "b.m4b").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["cover.txt"]


# ---------------------------------------------------------------- ACX


def test_acx_figures_of_a_known_signal() -> None:
    rate = 24000
    t = np.arange(rate * 4) / rate
    sine = 0.1 * np.sin(2 * np.pi * 1000 * t)  # RMS 0.1/sqrt(2): -23.0 dB; peak -20 dB
    rng = np.random.default_rng(0)
    noise = rng.standard_normal(rate) * 10 ** (-70 / 20)  # a -70 dB floor
    audio = np.concatenate([np.zeros(int(0.75 * rate)), sine, noise, np.zeros(2 * rate)]).astype(
        np.float32
    )
    report = check_acx(audio, rate)
    whole = 0.1 / np.sqrt(2) * np.sqrt(4 / (len(audio) / rate))
    assert report.rms_db == pytest.approx(20 * np.log10(whole), abs=0.01)
    assert report.peak_db == pytest.approx(-20.0, abs=0.05)
    assert report.head_seconds == pytest.approx(0.75, abs=0.011)
    # The tail is the noise and the silence: both under -60 dB.
    assert report.tail_seconds == pytest.approx(3.0, abs=0.011)
    assert report.noise_floor_db < -120 + 1  # the silent half-seconds
    checks = {c.name: c.passed for c in report.checks}
    assert checks == {
        "RMS": False,  # -25.6 dB over the whole file
        "peak": True,
        "noise floor": True,
        "head room tone": True,
        "tail room tone": True,
    }
    noisy = audio + (rng.standard_normal(len(audio)) * 10 ** (-50 / 20)).astype(np.float32)
    assert check_acx(noisy, rate).noise_floor_db == pytest.approx(-50.0, abs=0.5)
    assert not {c.name: c.passed for c in check_acx(noisy, rate).checks}["noise floor"]


def test_acx_fit_meets_the_levels() -> None:
    rate = 24000
    speech = np.concatenate(
        [np.zeros(rate), speechlike(8.0, 1), np.zeros(rate // 2), speechlike(6.0, 2)]
    )
    quiet = (speech * 0.1).astype(np.float32)
    assert not check_acx(quiet, rate).passed
    out, fit = fit_acx(quiet, rate)
    assert -23.0 <= fit.report.rms_db <= -18.0
    assert fit.report.peak_db <= -3.0
    assert fit.report.rms_db == pytest.approx(check_acx(out, rate).rms_db, abs=1e-6)


def test_acx_export_normalises_and_reports(tmp_path: Path, make_project: ProjectFactory) -> None:
    doc, takes = book(make_project)
    settings = acx_preset(ExportSettings())
    result = export_project(doc, takes, ExportRequest(out=tmp_path / "b.mp3", settings=settings))
    assert result.acx_fit is not None and result.sample_rate == 44100
    ((name, report),) = result.acx
    assert name == "b.mp3" and report.passed, [c.summary for c in report.failures]
    assert (report.container, report.bitrate_mode, report.bit_rate_kbps) == ("MP3", "CBR", 192)


def test_acx_levels_in_a_flac_still_fail_on_the_format(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    # The ACX loudness alone does not make a file ACX takes: the check says what is missing.
    doc, takes = book(make_project)
    settings = ExportSettings(format="flac", acx=True, head_seconds=0.75, tail_seconds=2.0)
    result = export_project(doc, takes, ExportRequest(out=tmp_path / "b.flac", settings=settings))
    ((name, report),) = result.acx
    assert [c.name for c in report.failures] == ["sample rate", "format"]
    assert report.failures[1].advice.startswith("The file is FLAC; ACX needs MP3")


def test_acx_fits_each_chapter_file_on_its_own(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    # ACX checks every chapter file: a short chapter cut from the fitted whole,
    # with its room tone, reads several dB quieter than the whole.
    doc, takes, _ = make_project(6, seconds=1.0, audio="speech")
    SetChapter(("l1", "l5"), ("Most of it", "A short end")).apply(doc)
    settings = acx_preset(ExportSettings())
    result = export_project(
        doc,
        takes,
        ExportRequest(out=tmp_path / "b.mp3", chapters_dir=tmp_path / "ch", settings=settings),
    )
    assert len(result.acx) == 4
    for name, report in result.acx:
        assert report.passed, (name, [c.summary for c in report.failures])


@pytest.mark.parametrize("fmt", ["mp3", "m4b"])
def test_chapter_files_without_a_title_are_albums_of_the_book(
    tmp_path: Path, make_project: ProjectFactory, fmt: str
) -> None:
    """Players group files by album: every chapter file names the book, never itself."""
    doc, takes = book(make_project)
    folder = tmp_path / "chapters"
    request = ExportRequest(
        out=tmp_path / f"book.{fmt}",
        chapters_dir=folder,
        settings=ExportSettings(format=fmt),
        book_name="The Lighthouse",
    )
    export_project(doc, takes, request)
    files = [tmp_path / f"book.{fmt}", *sorted(folder.iterdir())]
    assert len(files) == 4
    if fmt == "mp3":
        albums = [ID3(str(path))["TALB"].text for path in files]
        titles = [ID3(str(path))["TIT2"].text[0] for path in files[2:]]
    else:
        albums = [MP4(str(path)).tags["\xa9alb"] for path in files]  # type: ignore[index]
        titles = [MP4(str(path)).tags["\xa9nam"][0] for path in files[2:]]  # type: ignore[index]
    assert albums == [["The Lighthouse"]] * 4
    assert titles == ["The Beginning", "The End"]
    # Given a title, the title is the book.
    titled = ExportSettings(format=fmt, title="A Tale")
    result = export_project(doc, takes, replace(request, settings=titled, on_existing="overwrite"))
    if fmt == "mp3":
        assert {ID3(str(path))["TALB"].text[0] for path in result.files} == {"A Tale"}


def test_chapter_files_of_an_unnamed_book_have_no_album(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes = book(make_project)
    folder = tmp_path / "chapters"
    export_project(
        doc, takes, ExportRequest(chapters_dir=folder, settings=ExportSettings(format="mp3"))
    )
    for path in sorted(folder.iterdir()):
        assert "TALB" not in ID3(str(path))  # not the chapter's own name: that splits the book
