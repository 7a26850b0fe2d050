"""Exported audio read back as another program reads it: ffprobe and ffmpeg (FFmpeg's
command-line tools, from Debian, not the studio's own PyAV), and the raw ID3 frames.

``probe`` gives a file's tags, chapters and streams; ``cover_bytes`` the attached
picture, byte for byte; ``packet_kbps`` the bit rate of every MP3 frame;
``id3_frames`` the frames of an MP3's ID3v2 tag, for what FFmpeg reads under one
name (a ``COMM`` frame and a ``TXXX:comment`` are both its "comment") or not at all
(the ``CTOC`` table of contents). scripts/setup.sh installs ffmpeg; a test skips
without it on a developer's machine and fails on CI.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest


def require_ffmpeg() -> None:
    for tool in ("ffprobe", "ffmpeg"):
        if shutil.which(tool) is None:
            if os.environ.get("CI"):
                pytest.fail(f"{tool} is missing; scripts/setup.sh installs it (apt: ffmpeg)")
            pytest.skip(f"{tool} is not installed (scripts/setup.sh installs it)")


@dataclass(frozen=True)
class Chapter:
    title: str
    start: float  # seconds
    end: float


@dataclass(frozen=True)
class Probe:
    """What ffprobe reads from a file."""

    tags: dict[str, str]  # the container's tags, under FFmpeg's names ("title", "album")
    chapters: list[Chapter]
    streams: list[dict[str, Any]]
    format: dict[str, Any]

    @property
    def audio(self) -> dict[str, Any]:
        (stream,) = [s for s in self.streams if s["codec_type"] == "audio"]
        return stream

    @property
    def audio_tags(self) -> dict[str, str]:
        """The audio stream's tags (where Ogg keeps its Vorbis comments), lower-cased."""
        return {k.lower(): v for k, v in self.audio.get("tags", {}).items()}

    @property
    def cover(self) -> dict[str, Any] | None:
        """The attached picture's stream (the cover), or None."""
        found = [s for s in self.streams if s.get("disposition", {}).get("attached_pic")]
        assert len(found) <= 1, found
        return found[0] if found else None

    @property
    def seconds(self) -> float:
        return float(self.format["duration"])


def probe(path: Path) -> Probe:
    require_ffmpeg()
    done = subprocess.run(
        ["ffprobe", "-v", "error", "-show_chapters", "-show_format", "-show_streams",
         "-of", "json", str(path)],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    data = json.loads(done.stdout)
    chapters = [
        Chapter(c.get("tags", {}).get("title", ""), float(c["start_time"]), float(c["end_time"]))
        for c in data.get("chapters", [])
    ]
    return Probe(
        {k.lower(): v for k, v in data["format"].get("tags", {}).items()},
        chapters,
        data["streams"],
        data["format"],
    )


def cover_bytes(path: Path) -> bytes:
    """The attached picture as ffmpeg copies it out of the file (no decoding)."""
    require_ffmpeg()
    done = subprocess.run(
        ["ffmpeg", "-v", "error", "-i", str(path), "-map", "0:v:0", "-c", "copy",
         "-f", "image2pipe", "-"],
        capture_output=True, check=True, timeout=60,
    )  # fmt: skip
    return done.stdout


def packet_kbps(path: Path) -> set[int]:
    """The bit rate of every MP3 frame, as ffprobe reports each packet's."""
    require_ffmpeg()
    done = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "a:0", "-show_entries",
         "packet=size,duration_time", "-of", "json", str(path)],
        capture_output=True, text=True, check=True, timeout=60,
    )  # fmt: skip
    packets = json.loads(done.stdout)["packets"]
    # A frame of B kbps is floor(144000 B / rate) bytes, one more when padded: rounding
    # size * 8 / duration to the nearest 8 kbps gives B (every MP3 bit rate is a multiple).
    return {
        int(round(int(p["size"]) * 8 / float(p["duration_time"]) / 8000)) * 8
        for p in packets[1:-1]  # the encoder's first and last frames may be padded short
    }


def id3_frames(path: Path) -> list[tuple[str, bytes]]:
    """(frame id, body) of every frame of the ID3v2.3 or v2.4 tag at the start of ``path``,
    in the file's order; nested frames (a chapter's title) stay in their parent's body."""
    data = path.read_bytes()
    assert data[:3] == b"ID3", "no ID3v2 tag"
    version = data[3]
    assert version in (3, 4), f"ID3v2.{version}"
    end = 10 + _syncsafe(data[6:10])
    frames: list[tuple[str, bytes]] = []
    at = 10
    while at + 10 <= end and data[at] != 0:  # a zero byte starts the padding
        size = _syncsafe(data[at + 4 : at + 8]) if version == 4 else _be(data[at + 4 : at + 8])
        frames.append((data[at : at + 4].decode("ascii"), data[at + 10 : at + 10 + size]))
        at += 10 + size
    assert at <= end, "a frame runs past the end of the tag"
    return frames


def text_of(body: bytes) -> list[str]:
    """The strings of a text frame's body (its encoding byte first), or of a COMM frame's
    after its language: [description, text]. A terminator at the end ends no string."""
    codec = {0: "latin-1", 1: "utf-16", 2: "utf-16-be", 3: "utf-8"}[body[0]]
    # One BOM starts the first string; a later string's BOM decodes as U+FEFF.
    parts = [part.lstrip("\ufeff") for part in body[1:].decode(codec).split("\x00")]
    return parts[:-1] if len(parts) > 1 and not parts[-1] else parts


def comments(path: Path) -> list[str]:
    """The texts of the tag's COMM frames (what players show as the comment)."""
    return [text_of(body[:1] + body[4:])[-1] for frame, body in id3_frames(path) if frame == "COMM"]


def table_of_contents(path: Path) -> list[str]:
    """The element ids the tag's top-level CTOC frame lists, in its order."""
    (body,) = [body for frame, body in id3_frames(path) if frame == "CTOC"]
    element_end = body.index(b"\x00")
    flags, count = body[element_end + 1], body[element_end + 2]
    assert flags & 0x01, "the table of contents is not marked top-level"
    ids = body[element_end + 3 :].split(b"\x00")[:count]
    return [i.decode("latin-1") for i in ids]


def chapter_ids(path: Path) -> list[str]:
    """The element ids of the tag's CHAP frames, in the file's order."""
    return [
        body[: body.index(b"\x00")].decode("latin-1")
        for frame, body in id3_frames(path)
        if frame == "CHAP"
    ]


def _syncsafe(four: bytes) -> int:
    value = 0
    for byte in four:
        value = (value << 7) | (byte & 0x7F)
    return value


def _be(four: bytes) -> int:
    return int.from_bytes(four, "big")


__all__ = [
    "Chapter",
    "Probe",
    "chapter_ids",
    "comments",
    "cover_bytes",
    "id3_frames",
    "packet_kbps",
    "probe",
    "require_ffmpeg",
    "table_of_contents",
    "text_of",
]
