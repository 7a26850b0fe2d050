"""Audiobook files: M4B (AAC in MP4) and MP3, with chapters, tags and a cover.

PyAV (which bundles FFmpeg) encodes the AAC and writes the MP4 container
with its chapter list (a QuickTime chapter track and a Nero ``chpl`` box, so
Apple Books, VLC and most Android players show them); mutagen then adds the
iTunes-style tags: title, author, the cover and the "audiobook" media kind.
MP3 is encoded by libsndfile like every other export format, and mutagen adds
ID3v2 tags with ``CHAP`` frames and a ``CTOC`` table of contents (ID3
chapter addendum), which podcast and audiobook players read.

Everything here writes to the path it is given: the export stages a temp
file and renames it into place only when all files are written.
"""

from __future__ import annotations

import fractions
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from studio.errors import OutputError, StudioError

M4B_BITRATE = 64_000  # mono speech: transparent at 64 kbps AAC-LC
_AAC_FRAME = 1024


@dataclass(frozen=True)
class ChapterMark:
    """A chapter in an exported file: its title and sample span."""

    title: str
    start: int
    end: int

    def seconds(self, sample_rate: int) -> tuple[float, float]:
        return self.start / sample_rate, self.end / sample_rate


@dataclass(frozen=True)
class BookTags:
    """What the file says about the book."""

    title: str = ""  # this file's title: the book's, or a chapter's in a set of files
    author: str = ""
    cover: Path | None = None
    album: str = ""  # the book, when the title is a chapter's
    track: tuple[int, int] | None = None  # (number, total) for one-file-per-chapter sets


@dataclass(frozen=True)
class Cover:
    data: bytes
    mime: str  # image/jpeg or image/png


def read_cover(path: Path) -> Cover:
    """A JPEG or PNG cover image, or a StudioError saying what is wrong with it."""
    try:
        data = path.expanduser().read_bytes()
    except FileNotFoundError:
        raise StudioError(f"{path}: no such cover image; check the path.") from None
    except OSError as exc:
        raise StudioError(f"Cannot read the cover {path}: {exc.strerror or exc}.") from exc
    if data.startswith(b"\xff\xd8\xff"):
        return Cover(data, "image/jpeg")
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return Cover(data, "image/png")
    raise StudioError(f"The cover {path} is not a JPEG or PNG image; convert it to one.")


def pyav_problem() -> str | None:
    """Why M4B cannot be written with the installed PyAV, or None."""
    try:
        import av
    except ImportError:
        return "M4B export needs PyAV; install it with `pip install av`."
    if not hasattr(av.container.OutputContainer, "set_chapters"):
        return f"PyAV {av.__version__} cannot write chapters; update it with `pip install -U av`."
    if "aac" not in av.codecs_available:
        return "The installed PyAV has no AAC encoder; reinstall it with `pip install -U av`."
    return None


def write_m4b(
    path: Path,
    samples: np.ndarray,
    sample_rate: int,
    chapters: Sequence[ChapterMark],
    tags: BookTags,
) -> None:
    """Encode mono float samples as AAC in an MP4 audiobook container at ``path``."""
    problem = pyav_problem()
    if problem:
        raise OutputError(problem)
    import av

    cover = read_cover(tags.cover) if tags.cover is not None else None
    audio = np.ascontiguousarray(np.clip(samples, -1.0, 1.0), dtype=np.float32)
    time_base = fractions.Fraction(1, sample_rate)
    try:
        with av.open(str(path), "w", format="ipod") as container:
            stream = container.add_stream("aac", rate=sample_rate, layout="mono")
            stream.bit_rate = M4B_BITRATE
            if tags.title:
                container.metadata["title"] = tags.title
            if tags.author:
                container.metadata["artist"] = tags.author
            container.set_chapters(
                [
                    {
                        "id": i + 1,
                        "start": mark.start,
                        "end": mark.end,
                        "time_base": time_base,
                        "metadata": {"title": mark.title},
                    }
                    for i, mark in enumerate(chapters)
                ]
            )
            for start in range(0, len(audio), _AAC_FRAME):
                frame = av.AudioFrame.from_ndarray(
                    audio[None, start : start + _AAC_FRAME], format="flt", layout="mono"
                )
                frame.sample_rate = sample_rate
                frame.pts = start
                frame.time_base = time_base
                for packet in stream.encode(frame):
                    container.mux(packet)
            for packet in stream.encode(None):
                container.mux(packet)
    except (av.FFmpegError, ValueError) as exc:
        raise OutputError(f"Cannot write {path} as M4B: {exc}.") from exc
    _tag_mp4(path, tags, cover)


def _tag_mp4(path: Path, tags: BookTags, cover: Cover | None) -> None:
    from mutagen.mp4 import MP4, MP4Cover

    mp4 = MP4(str(path))
    if mp4.tags is None:
        mp4.add_tags()
    assert mp4.tags is not None
    if tags.title:
        mp4.tags["\xa9nam"] = [tags.title]
    if tags.album or tags.title:
        mp4.tags["\xa9alb"] = [tags.album or tags.title]
    if tags.author:
        mp4.tags["\xa9ART"] = [tags.author]
        mp4.tags["aART"] = [tags.author]
    mp4.tags["\xa9gen"] = ["Audiobook"]
    mp4.tags["stik"] = [2]  # media kind: audiobook
    if tags.track is not None:
        mp4.tags["trkn"] = [tags.track]
    if cover is not None:
        kind = MP4Cover.FORMAT_JPEG if cover.mime == "image/jpeg" else MP4Cover.FORMAT_PNG
        mp4.tags["covr"] = [MP4Cover(cover.data, imageformat=kind)]
    mp4.save()


def tag_mp3(
    path: Path,
    sample_rate: int,
    chapters: Sequence[ChapterMark],
    tags: BookTags,
) -> None:
    """Add ID3v2 tags to an encoded MP3: title, author, cover, and chapters when given."""
    from mutagen.id3 import (
        APIC,
        CHAP,
        CTOC,
        ID3,
        TALB,
        TCON,
        TIT2,
        TPE1,
        TRCK,
        CTOCFlags,
        ID3NoHeaderError,
    )

    cover = read_cover(tags.cover) if tags.cover is not None else None
    try:
        id3 = ID3(str(path))
    except ID3NoHeaderError:
        id3 = ID3()
    if tags.title:
        id3.setall("TIT2", [TIT2(encoding=3, text=[tags.title])])
    if tags.album or tags.title:
        id3.setall("TALB", [TALB(encoding=3, text=[tags.album or tags.title])])
    if tags.author:
        id3.setall("TPE1", [TPE1(encoding=3, text=[tags.author])])
    id3.setall("TCON", [TCON(encoding=3, text=["Audiobook"])])
    if tags.track is not None:
        id3.setall("TRCK", [TRCK(encoding=3, text=[f"{tags.track[0]}/{tags.track[1]}"])])
    if cover is not None:
        id3.setall(
            "APIC", [APIC(encoding=3, mime=cover.mime, type=3, desc="Cover", data=cover.data)]
        )
    if chapters:
        ids = [f"ch{i + 1}" for i in range(len(chapters))]
        id3.delall("CHAP")
        id3.delall("CTOC")
        id3.add(
            CTOC(
                element_id="toc",
                flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED,
                child_element_ids=ids,
                sub_frames=[TIT2(encoding=3, text=[tags.title or "Chapters"])],
            )
        )
        for element_id, mark in zip(ids, chapters, strict=True):
            start, end = mark.seconds(sample_rate)
            id3.add(
                CHAP(
                    element_id=element_id,
                    start_time=int(round(start * 1000)),
                    end_time=int(round(end * 1000)),
                    sub_frames=[TIT2(encoding=3, text=[mark.title])],
                )
            )
    try:
        id3.save(str(path), v2_version=4)
    except OSError as exc:
        raise OutputError(f"Cannot write the tags of {path}: {exc.strerror or exc}.") from exc


__all__ = [
    "BookTags",
    "ChapterMark",
    "Cover",
    "M4B_BITRATE",
    "pyav_problem",
    "read_cover",
    "tag_mp3",
    "write_m4b",
]
