"""Audiobook files: M4B (AAC in MP4) and MP3, with chapters, tags and a cover.

PyAV (which bundles FFmpeg) encodes the AAC and writes the MP4 container
with its chapter list (a QuickTime chapter track and a Nero ``chpl`` box, so
Apple Books, VLC and most Android players show them); mutagen then adds the
iTunes-style tags: title, author, the cover and the "audiobook" media kind.
MP3 is encoded by LAME in the same FFmpeg: at a constant bit rate when one is
given (libsndfile can only aim at one through a compression level, which it
maps to a bit rate by its own formula; ACX needs a guaranteed 192 kbps), and
FFmpeg writes the Xing/Info header that says so. mutagen then adds ID3v2
tags with ``CHAP`` frames and a ``CTOC`` table of contents (ID3 chapter
addendum), which podcast and audiobook players read.

Every file of a book carries the book as its album (players group by it),
so chapter files never fall back to their own title there.

Everything here writes to the path it is given: the export stages a temp
file and renames it into place only when all files are written.
"""

from __future__ import annotations

import fractions
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said, StudioError

M4B_BITRATE = 64_000  # mono speech: transparent at 64 kbps AAC-LC
_AAC_FRAME = 1024
_MP3_FRAME = 1152
# LAME's -V 4, its own default for variable bit rate, in FFmpeg's quality
# scale (FF_QP2LAMBDA per step).
MP3_VBR_QUALITY = 4
_QP2LAMBDA = 118


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
    album: str = ""  # the book (its title, else the project's name)
    track: tuple[int, int] | None = None  # (number, total) for one-file-per-chapter sets
    # The comment tag: the credit the licences of the models that spoke it ask for.
    comment: str = ""

    @property
    def book(self) -> str:
        """The album tag: the book; a lone file's own title stands for it, but a chapter
        file's never does (players would split the book into one album a chapter)."""
        return self.album or ("" if self.track is not None else self.title)


@dataclass(frozen=True)
class Cover:
    data: bytes
    mime: str  # image/jpeg or image/png


def read_cover(path: Path) -> Cover:
    """A JPEG or PNG cover image, or a StudioError saying what is wrong with it."""
    try:
        data = path.expanduser().read_bytes()
    except FileNotFoundError:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such cover image; check the path."), path
        ) from None
    except OSError as exc:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read the cover {0}: {1}."),
            path,
            exc.strerror or str(exc),
        ) from exc
    if data.startswith(b"\xff\xd8\xff"):
        return Cover(data, "image/jpeg")
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return Cover(data, "image/png")
    raise StudioError(
        QT_TRANSLATE_NOOP(
            "StudioError", "The cover {0} is not a JPEG or PNG image; convert it to one."
        ),
        path,
    )


def pyav_problem() -> str | None:
    """Why M4B cannot be written with the installed PyAV, or None."""
    problem = pyav_problem_said()
    return None if problem is None else str(problem)


def pyav_problem_said() -> Said | None:
    """``pyav_problem`` as a sentence the window can translate."""
    try:
        import av
    except ImportError:
        return Said(
            QT_TRANSLATE_NOOP(
                "StudioError", "M4B export needs PyAV; install it with `pip install av`."
            )
        )
    if not hasattr(av.container.OutputContainer, "set_chapters"):
        return Said(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "PyAV {0} cannot write chapters; update it with `pip install -U av`.",
            ),
            av.__version__,
        )
    if "aac" not in av.codecs_available:
        return Said(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The installed PyAV has no AAC encoder; reinstall it with `pip install -U av`.",
            )
        )
    return None


def mp3_problem() -> str | None:
    """Why MP3 cannot be written with the installed PyAV, or None."""
    problem = mp3_problem_said()
    return None if problem is None else str(problem)


def mp3_problem_said() -> Said | None:
    """``mp3_problem`` as a sentence the window can translate."""
    try:
        import av
    except ImportError:
        return Said(
            QT_TRANSLATE_NOOP(
                "StudioError", "MP3 export needs PyAV; install it with `pip install av`."
            )
        )
    if "libmp3lame" not in av.codecs_available:
        return Said(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The installed PyAV has no MP3 encoder (LAME); "
                "reinstall it with `pip install -U av`.",
            )
        )
    return None


def _encode(
    path: Path,
    container_format: str,
    codec: str,
    samples: np.ndarray,
    sample_rate: int,
    frame_size: int,
    bit_rate: int | None,
    options: dict[str, str] | None = None,
    chapters: Sequence[ChapterMark] = (),
) -> None:
    """Encode mono float samples with PyAV's FFmpeg into ``path`` (``bit_rate`` in bit/s)."""
    import av

    audio = np.ascontiguousarray(np.clip(samples, -1.0, 1.0), dtype=np.float32)[None, :]
    time_base = fractions.Fraction(1, sample_rate)
    try:
        with av.open(str(path), "w", format=container_format) as container:
            stream = container.add_stream(
                codec, rate=sample_rate, layout="mono", options=options or {}
            )
            assert isinstance(stream, av.AudioStream)  # an audio codec makes an audio stream
            if bit_rate is not None:
                stream.bit_rate = bit_rate
            if chapters:
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
            for start in range(0, audio.shape[1], frame_size):
                frame = av.AudioFrame.from_ndarray(
                    audio[:, start : start + frame_size], format="fltp", layout="mono"
                )
                frame.sample_rate = sample_rate
                frame.pts = start
                frame.time_base = time_base
                for packet in stream.encode(frame):
                    container.mux(packet)
            for packet in stream.encode(None):
                container.mux(packet)
    except OSError:
        raise  # the caller names the path and the cause (disk full, permissions)
    except (av.FFmpegError, ValueError) as exc:
        kind = "M4B" if container_format == "ipod" else "MP3"
        raise OutputError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot write {0} as {1}: {2}."), path, kind, str(exc)
        ) from exc


def write_m4b(
    path: Path,
    samples: np.ndarray,
    sample_rate: int,
    chapters: Sequence[ChapterMark],
    tags: BookTags,
) -> None:
    """Encode mono float samples as AAC in an MP4 audiobook container at ``path``."""
    problem = pyav_problem_said()
    if problem is not None:
        raise OutputError(problem)
    cover = read_cover(tags.cover) if tags.cover is not None else None
    _encode(path, "ipod", "aac", samples, sample_rate, _AAC_FRAME, M4B_BITRATE, None, chapters)
    _tag_mp4(path, tags, cover)


def write_mp3(
    path: Path,
    samples: np.ndarray,
    sample_rate: int,
    bit_rate: int | None,
    chapters: Sequence[ChapterMark],
    tags: BookTags,
) -> None:
    """Encode mono float samples as MP3 at ``path``: a constant ``bit_rate`` (kbps), or
    LAME's variable bit rate when it is None; then its ID3 tags and chapters."""
    problem = mp3_problem_said()
    if problem is not None:
        raise OutputError(problem)
    cover = read_cover(tags.cover) if tags.cover is not None else None
    if bit_rate is not None:
        # A bit rate without a quality scale is libmp3lame's CBR mode.
        _encode(path, "mp3", "libmp3lame", samples, sample_rate, _MP3_FRAME, bit_rate * 1000)
    else:
        # AVOptions rather than PyAV properties: the same spelling in every PyAV version.
        vbr = {"flags": "+qscale", "global_quality": str(MP3_VBR_QUALITY * _QP2LAMBDA)}
        _encode(path, "mp3", "libmp3lame", samples, sample_rate, _MP3_FRAME, None, vbr)
    tag_mp3(path, sample_rate, chapters, tags, cover)


def _tag_mp4(path: Path, tags: BookTags, cover: Cover | None) -> None:
    from mutagen.mp4 import MP4, MP4Cover

    mp4 = MP4(str(path))
    if mp4.tags is None:
        mp4.add_tags()
    assert mp4.tags is not None
    if tags.title:
        mp4.tags["\xa9nam"] = [tags.title]
    if tags.book:
        mp4.tags["\xa9alb"] = [tags.book]
    if tags.author:
        mp4.tags["\xa9ART"] = [tags.author]
        mp4.tags["aART"] = [tags.author]
    mp4.tags["\xa9gen"] = ["Audiobook"]
    if tags.comment:
        mp4.tags["\xa9cmt"] = [tags.comment]
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
    cover: Cover | None = None,
) -> None:
    """Add ID3v2 tags to an encoded MP3: title, author, cover, and chapters when given."""
    from mutagen.id3 import (
        APIC,
        CHAP,
        COMM,
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

    if cover is None and tags.cover is not None:
        cover = read_cover(tags.cover)
    try:
        id3 = ID3(str(path))
    except ID3NoHeaderError:
        id3 = ID3()
    if tags.title:
        id3.setall("TIT2", [TIT2(encoding=3, text=[tags.title])])
    if tags.book:
        id3.setall("TALB", [TALB(encoding=3, text=[tags.book])])
    if tags.author:
        id3.setall("TPE1", [TPE1(encoding=3, text=[tags.author])])
    id3.setall("TCON", [TCON(encoding=3, text=["Audiobook"])])
    if tags.comment:
        id3.setall("COMM", [COMM(encoding=3, lang="eng", desc="", text=[tags.comment])])
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
        raise OutputError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot write the tags of {0}: {1}."),
            path,
            exc.strerror or str(exc),
        ) from exc


__all__ = [
    "BookTags",
    "ChapterMark",
    "Cover",
    "M4B_BITRATE",
    "mp3_problem",
    "mp3_problem_said",
    "pyav_problem",
    "pyav_problem_said",
    "read_cover",
    "tag_mp3",
    "write_m4b",
    "write_mp3",
]
