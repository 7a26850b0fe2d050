"""Audiobook files: M4B (AAC in MP4) and MP3, with chapters, tags and a cover.

Everything is written in one pass by PyAV's FFmpeg muxers (LGPL), as the
audio is encoded: the container's tags, its chapter list and the cover as an
attached picture (a stream of one packet, the image file's bytes as they are).

M4B is AAC in an MP4 container (the ``mp4`` muxer with the ``M4A `` brand:
the ``ipod`` muxer takes no cover). FFmpeg writes the chapters twice, as a
QuickTime chapter track and a Nero ``chpl`` box, so Apple Books, VLC and most
Android players show them, and iTunes-style tags: title, author, album, the
cover (``covr``) and the "audiobook" media kind (``stik``).

MP3 is encoded by LAME in the same FFmpeg: at a constant bit rate when one is
given (libsndfile can only aim at one through a compression level, which it
maps to a bit rate by its own formula; ACX needs a guaranteed 192 kbps), and
FFmpeg writes the Xing/Info header that says so. Its ID3v2.3 tag holds the
text frames, the cover (``APIC``) and the chapters as ``CHAP`` frames with a
``CTOC`` table of contents (ID3 chapter addendum), which podcast and
audiobook players read. Version 2.3, not 2.4: FFmpeg writes ``CHAP`` and
``CTOC`` sizes as plain numbers, which v2.4 reads as sync-safe ones, so a
chapter title past about 90 bytes or a list past about 25 chapters would be
lost. The comment is the one frame FFmpeg cannot write (``id3_comment``).

Every file of a book carries the book as its album (players group by it),
so chapter files never fall back to their own title there.

Everything here writes to the path it is given: the export stages a temp
file and renames it into place only when all files are written.
"""

from __future__ import annotations

import fractions
import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from studio.core.exports.id3_comment import put_comment, reserve
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said, StudioError

if TYPE_CHECKING:
    import av
    from av.stream import Stream

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


# FFmpeg's readers of one image of each kind.
_IMAGE_DEMUXERS = {"image/jpeg": "jpeg_pipe", "image/png": "png_pipe"}


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
        cover = Cover(data, "image/jpeg")
    elif data.startswith(b"\x89PNG\r\n\x1a\n"):
        cover = Cover(data, "image/png")
    else:
        cover = None
    if cover is None or not _decodes(cover):
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The cover {0} is not a JPEG or PNG image; convert it to one."
            ),
            path,
        )
    return cover


def _decodes(cover: Cover) -> bool:
    """Whether FFmpeg reads a picture from the cover (its stream is made from that reading)."""
    import av

    try:
        with av.open(io.BytesIO(cover.data), "r", format=_IMAGE_DEMUXERS[cover.mime]) as image:
            return any(frame.width > 0 for frame in image.decode(video=0))
    except (av.FFmpegError, ValueError, IndexError):
        return False


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


@dataclass(frozen=True)
class _Container:
    """What FFmpeg is asked to write around the audio: its muxer and their options."""

    format: str
    label: str  # for errors: "M4B" or "MP3"
    options: dict[str, str]
    metadata: dict[str, str]


def _encode(
    path: Path,
    container: _Container,
    codec: str,
    samples: np.ndarray,
    sample_rate: int,
    frame_size: int,
    bit_rate: int | None,
    options: dict[str, str] | None = None,
    chapters: Sequence[ChapterMark] = (),
    cover: Cover | None = None,
) -> None:
    """Encode mono float samples with PyAV's FFmpeg into ``path`` (``bit_rate`` in bit/s),
    with the container's tags, chapters and cover."""
    import av

    audio = np.ascontiguousarray(np.clip(samples, -1.0, 1.0), dtype=np.float32)[None, :]
    time_base = fractions.Fraction(1, sample_rate)
    try:
        with av.open(str(path), "w", format=container.format, options=container.options) as out:
            out.metadata.update(container.metadata)
            stream = out.add_stream(codec, rate=sample_rate, layout="mono", options=options or {})
            assert isinstance(stream, av.AudioStream)  # an audio codec makes an audio stream
            if bit_rate is not None:
                stream.bit_rate = bit_rate
            picture = _add_cover(out, cover) if cover is not None else None
            if chapters:
                out.set_chapters(
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
            if picture is not None:
                # First: the MP3 muxer holds the audio back until the tag, cover and all,
                # is written.
                out.mux(picture)
            for start in range(0, audio.shape[1], frame_size):
                frame = av.AudioFrame.from_ndarray(
                    audio[:, start : start + frame_size], format="fltp", layout="mono"
                )
                frame.sample_rate = sample_rate
                frame.pts = start
                frame.time_base = time_base
                for packet in stream.encode(frame):
                    out.mux(packet)
            for packet in stream.encode(None):
                out.mux(packet)
    except OSError:
        raise  # the caller names the path and the cause (disk full, permissions)
    except (av.FFmpegError, ValueError) as exc:
        raise OutputError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot write {0} as {1}: {2}."),
            path,
            container.label,
            str(exc),
        ) from exc


def _add_cover(out: av.container.OutputContainer, cover: Cover) -> av.Packet[Stream]:
    """Add the cover as an attached picture to ``out``; returns its one packet to mux."""
    import av

    # The stream's codec and size come from FFmpeg's reading of the image; the packet
    # is the whole file, so the image is stored byte for byte, never re-encoded.
    with av.open(io.BytesIO(cover.data), format=_IMAGE_DEMUXERS[cover.mime]) as image:
        stream = out.add_stream_from_template(image.streams.video[0])
    stream.disposition = av.stream.Disposition.attached_pic
    # What an ID3 APIC frame says of it: a front cover, described "Cover".
    stream.metadata["title"] = "Cover"
    stream.metadata["comment"] = "Cover (front)"
    packet = av.Packet(cover.data)
    packet.stream = stream
    # An image demuxer gives its stream a time base (FFmpeg's 1/25); 1/1 serves as well.
    packet.time_base = stream.time_base or fractions.Fraction(1, 1)
    packet.pts = packet.dts = 0
    packet.is_keyframe = True
    return packet


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
    metadata = _common_tags(tags)
    if tags.author:
        metadata["album_artist"] = tags.author  # aART: the author Apple Books lists
    if tags.comment:
        metadata["comment"] = tags.comment
    metadata["media_type"] = "2"  # stik: audiobook
    # Apple's brand for AAC audio, which its players take for M4B as well (FFmpeg's ipod
    # muxer, which takes no cover, writes the same).
    container = _Container("mp4", "M4B", {"brand": "M4A "}, metadata)
    _encode(
        path, container, "aac", samples, sample_rate, _AAC_FRAME, M4B_BITRATE, None, chapters, cover
    )


# The ID3 table of contents counts its chapters in one byte.
MAX_MP3_CHAPTERS = 255


def write_mp3(
    path: Path,
    samples: np.ndarray,
    sample_rate: int,
    bit_rate: int | None,
    chapters: Sequence[ChapterMark],
    tags: BookTags,
) -> None:
    """Encode mono float samples as MP3 at ``path``: a constant ``bit_rate`` (kbps), or
    LAME's variable bit rate when it is None; with its ID3 tags, cover and chapters."""
    problem = mp3_problem_said()
    if problem is not None:
        raise OutputError(problem)
    if len(chapters) > MAX_MP3_CHAPTERS:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "An MP3 file holds at most {0} chapters and this one has {1}; export it as "
                "M4B, or as one file per chapter.",
            ),
            MAX_MP3_CHAPTERS,
            len(chapters),
        )
    cover = read_cover(tags.cover) if tags.cover is not None else None
    muxer = {"id3v2_version": "3"}
    if tags.comment:
        muxer["metadata_header_padding"] = str(reserve(tags.comment))
    container = _Container("mp3", "MP3", muxer, _common_tags(tags))
    if bit_rate is not None:
        # A bit rate without a quality scale is libmp3lame's CBR mode.
        per_second: int | None = bit_rate * 1000
        options: dict[str, str] = {}
    else:
        # AVOptions rather than PyAV properties: the same spelling in every PyAV version.
        per_second = None
        options = {"flags": "+qscale", "global_quality": str(MP3_VBR_QUALITY * _QP2LAMBDA)}
    _encode(
        path, container, "libmp3lame", samples, sample_rate, _MP3_FRAME, per_second, options,
        chapters, cover,
    )  # fmt: skip
    if tags.comment:
        try:
            put_comment(path, tags.comment)
        except ValueError as exc:
            raise OutputError(
                QT_TRANSLATE_NOOP("StudioError", "Cannot write {0} as {1}: {2}."),
                path,
                "MP3",
                str(exc),
            ) from exc


def _common_tags(tags: BookTags) -> dict[str, str]:
    """FFmpeg's names for the tags both formats carry (ID3 TIT2, TALB, TPE1, TCON, TRCK;
    MP4 ©nam, ©alb, ©ART, ©gen, trkn)."""
    metadata = {"genre": "Audiobook"}
    if tags.title:
        metadata["title"] = tags.title
    if tags.book:
        metadata["album"] = tags.book
    if tags.author:
        metadata["artist"] = tags.author
    if tags.track is not None:
        metadata["track"] = f"{tags.track[0]}/{tags.track[1]}"
    return metadata


__all__ = [
    "BookTags",
    "ChapterMark",
    "Cover",
    "M4B_BITRATE",
    "MAX_MP3_CHAPTERS",
    "mp3_problem",
    "mp3_problem_said",
    "pyav_problem",
    "pyav_problem_said",
    "read_cover",
    "write_m4b",
    "write_mp3",
]
