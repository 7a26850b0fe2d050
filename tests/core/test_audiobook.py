"""Audiobook export: M4B and MP3 with chapters, tags and cover; files per chapter; ACX."""

from __future__ import annotations

import fractions
import struct
import zlib
from dataclasses import replace
from pathlib import Path

import av
import numpy as np
import pytest

from studio.core.commands import SetChapter
from studio.core.document import Document, TakeAudioStore
from studio.core.exports.audiobook import (
    MAX_MP3_CHAPTERS,
    BookTags,
    ChapterMark,
    write_m4b,
    write_mp3,
)
from studio.core.exports.export import (
    ExportRequest,
    ExportSettings,
    acx_preset,
    build_narration,
    export_project,
)
from studio.core.sound.acx import check_acx, fit_acx, rms_db
from studio.errors import StudioError
from tests.media_probe import (
    chapter_ids,
    comments,
    cover_bytes,
    id3_frames,
    probe,
    table_of_contents,
)
from tests.support import chapter_seconds

from .conftest import RATE, ProjectFactory, speechlike, tone


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


def jpeg(width: int = 16, height: int = 16) -> bytes:
    """A real JPEG image (a grey square), from FFmpeg's JPEG encoder."""
    encoder = av.CodecContext.create("mjpeg", "w")
    assert isinstance(encoder, av.VideoCodecContext)
    encoder.width, encoder.height, encoder.pix_fmt = width, height, "yuvj420p"
    encoder.time_base = fractions.Fraction(1, 25)
    frame = av.VideoFrame.from_ndarray(np.full((height, width, 3), 128, np.uint8), format="rgb24")
    frame = frame.reformat(format="yuvj420p")
    frame.pts = 0
    data = b"".join(bytes(packet) for packet in [*encoder.encode(frame), *encoder.encode(None)])
    assert data.startswith(b"\xff\xd8\xff")
    return data


def book(make_project: ProjectFactory) -> tuple[Document, TakeAudioStore]:
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

    # As another program reads it: iTunes-style tags, the audiobook media kind (stik 2),
    # the cover byte for byte, the chapters.
    read = probe(out)
    assert read.tags["title"] == "A Tale" and read.tags["album"] == "A Tale"
    assert read.tags["artist"] == read.tags["album_artist"] == "Ann Author"
    assert read.tags["genre"] == "Audiobook" and read.tags["media_type"] == "2"
    assert read.tags["major_brand"] == "M4A "
    assert read.cover is not None and read.cover["codec_name"] == "png"
    assert cover_bytes(out) == cover.read_bytes()
    assert [c.title for c in read.chapters] == titles
    assert [c.start for c in read.chapters] == pytest.approx(starts, abs=0.002)
    assert read.chapters[-1].end == pytest.approx(expected_seconds, abs=0.002)
    assert read.audio["codec_name"] == "aac"

    with av.open(str(out)) as container:
        chapters = container.chapters()
        assert [c["metadata"]["title"] for c in chapters] == titles
        assert [chapter_seconds(c)[0] for c in chapters] == pytest.approx(starts, abs=0.002)
        assert chapter_seconds(chapters[-1])[1] == pytest.approx(expected_seconds, abs=0.002)
        # The container's own duration (what a player shows) is the narration's.
        assert container.duration is not None
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
    read = probe(out)
    assert [c.title for c in read.chapters] == ["A Tale", "The Beginning", "The End"]
    cue_start = {cue.line_id: cue.start_seconds for cue in result.cues}
    # ID3 chapters count milliseconds.
    assert [c.start for c in read.chapters] == [
        0,
        round(cue_start["l1"] * 1000) / 1000,
        round(cue_start["l4"] * 1000) / 1000,
    ]
    assert read.chapters[-1].end == round(result.seconds * 1000) / 1000
    # The table of contents lists every chapter, in order (podcast players read it).
    assert table_of_contents(out) == chapter_ids(out) and len(chapter_ids(out)) == 3
    assert read.tags["title"] == "A Tale" and read.tags["artist"] == "Ann Author"
    assert read.seconds == pytest.approx(result.seconds, abs=0.1)
    assert read.cover is None and comments(out) == []


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
    tags = probe(folder / names[1]).tags
    assert tags["title"] == "The Beginning" and tags["album"] == "A Tale"
    assert tags["track"] == "2/3"
    with av.open(str(folder / names[1])) as container:
        assert container.duration is not None
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


CREDIT = "Speech synthesized with pocket-tts by Kyutai (weights: CC-BY-4.0) — ü"


@pytest.mark.parametrize("image", ["jpeg", "png"])
def test_mp3_carries_its_cover_credit_and_track_as_players_read_them(
    tmp_path: Path, image: str
) -> None:
    cover = tmp_path / f"cover.{image}"
    cover.write_bytes(jpeg() if image == "jpeg" else png())
    out = tmp_path / "02.mp3"
    marks = [ChapterMark("Opening", 0, RATE), ChapterMark("Zwei — ü", RATE, 2 * RATE)]
    tags = BookTags("Zwei", "Ann Author", cover, album="A Tale", track=(2, 3), comment=CREDIT)
    write_mp3(out, tone(2.0), RATE, 64, marks, tags)

    read = probe(out)
    assert read.tags["title"] == "Zwei" and read.tags["album"] == "A Tale"
    assert read.tags["artist"] == "Ann Author" and read.tags["track"] == "2/3"
    assert read.tags["genre"] == "Audiobook" and read.tags["comment"] == CREDIT
    # The credit is a COMM frame, the comment Apple's and Windows' players show (FFmpeg's
    # own writer would have made it a TXXX:comment), and FFmpeg reads its text back.
    frames = [frame for frame, _ in id3_frames(out)]
    assert comments(out) == [CREDIT] and "TXXX" not in frames
    # The cover: an APIC frame marked as the front cover, the image byte for byte.
    assert read.cover is not None
    assert read.cover["codec_name"] == ("mjpeg" if image == "jpeg" else "png")
    assert read.cover["tags"]["comment"] == "Cover (front)"
    assert cover_bytes(out) == cover.read_bytes()
    assert [(c.title, c.start, c.end) for c in read.chapters] == [
        ("Opening", 0.0, 1.0),
        ("Zwei — ü", 1.0, 2.0),
    ]
    assert table_of_contents(out) == chapter_ids(out)
    # The tag comes first and the audio after it decodes whole.
    with av.open(str(out)) as container:
        decoded = sum(f.samples for f in container.decode(audio=0))
    assert abs(decoded - 2 * RATE) <= 2 * 1152


def test_m4b_with_a_jpeg_cover_and_a_credit(tmp_path: Path) -> None:
    cover = tmp_path / "cover.jpg"
    cover.write_bytes(jpeg())
    out = tmp_path / "book.m4b"
    tags = BookTags("A Tale", "Ann Author", cover, comment=CREDIT)
    write_m4b(out, tone(2.0), RATE, [ChapterMark("A Tale", 0, 2 * RATE)], tags)
    read = probe(out)
    assert read.tags["comment"] == CREDIT and read.tags["media_type"] == "2"
    assert read.cover is not None and read.cover["codec_name"] == "mjpeg"
    assert cover_bytes(out) == cover.read_bytes()
    assert [c.title for c in read.chapters] == ["A Tale"]


def test_long_chapter_titles_and_many_chapters_read_back_from_mp3(tmp_path: Path) -> None:
    """Frames past 127 bytes: a table of contents of 40 chapters, titles of 150 characters."""
    out = tmp_path / "long.mp3"
    second = RATE // 4
    marks = [
        ChapterMark(f"{i + 1}. " + "a long title, " * 11, i * second, (i + 1) * second)
        for i in range(40)
    ]
    write_mp3(out, tone(10.0), RATE, 64, marks, BookTags("A Tale", comment="Credit."))
    read = probe(out)
    assert [c.title for c in read.chapters] == [m.title for m in marks]
    assert [c.start for c in read.chapters] == [i * 0.25 for i in range(40)]
    assert table_of_contents(out) == chapter_ids(out) and len(chapter_ids(out)) == 40
    assert read.tags["title"] == "A Tale" and comments(out) == ["Credit."]


def test_more_chapters_than_an_mp3_can_list_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "many.mp3"
    count = MAX_MP3_CHAPTERS + 1
    marks = [ChapterMark(f"Part {i}", i * 100, (i + 1) * 100) for i in range(count)]
    with pytest.raises(StudioError, match=f"at most 255 chapters and this one has {count}"):
        write_mp3(out, tone(count * 100 / RATE), RATE, 64, marks, BookTags("Many"))
    assert not out.exists()


@pytest.mark.parametrize("fmt", ["m4b", "mp3"])
def test_a_cover_that_only_starts_like_an_image_is_refused(
    tmp_path: Path, make_project: ProjectFactory, fmt: str
) -> None:
    doc, takes = book(make_project)
    cover = tmp_path / "cover.png"
    cover.write_bytes(png()[:40])  # its signature and header, and no picture
    settings = ExportSettings(format=fmt, cover=str(cover))
    out = tmp_path / f"b.{fmt}"
    with pytest.raises(StudioError, match="cover.png is not a JPEG or PNG image"):
        export_project(doc, takes, ExportRequest(out=out, settings=settings))
    assert not out.exists()


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
    # The floor is the room tone (the second of noise), not the digital silence around it.
    assert report.noise_floor_db == pytest.approx(-70.0, abs=0.5)
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
    albums = [probe(path).tags.get("album") for path in files]
    titles = [probe(path).tags["title"] for path in files[2:]]
    assert albums == ["The Lighthouse"] * 4
    assert titles == ["The Beginning", "The End"]
    # Given a title, the title is the book.
    titled = ExportSettings(format=fmt, title="A Tale")
    result = export_project(doc, takes, replace(request, settings=titled, on_existing="overwrite"))
    assert {probe(path).tags["album"] for path in result.files} == {"A Tale"}


def test_chapter_files_of_an_unnamed_book_have_no_album(
    tmp_path: Path, make_project: ProjectFactory
) -> None:
    doc, takes = book(make_project)
    folder = tmp_path / "chapters"
    export_project(
        doc, takes, ExportRequest(chapters_dir=folder, settings=ExportSettings(format="mp3"))
    )
    for path in sorted(folder.iterdir()):
        # Not the chapter's own name: that splits the book.
        assert "album" not in probe(path).tags
        assert "TALB" not in {frame for frame, _ in id3_frames(path)}
