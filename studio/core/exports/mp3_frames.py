"""The frame headers of an MP3 file: the bit rate of every frame, and its Xing/Info header.

The first frame holds the Xing/Info header (and LAME's tag after it), which
is what the encoder *says* about the file; whether the bit rate is really
constant is in the frames, so this walks every frame header (4 bytes each,
~38 frames a second) without decoding any audio. A two-hour file has about 270,000
frames: a fraction of a second here.
"""

from __future__ import annotations

import mmap
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

# Bit rates in kbps by the header's 4-bit index (0 is "free format", 15 is invalid).
_MPEG1_L3 = (0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320)
_MPEG2_L3 = (0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160)
# Sample rates by version (bits 19-20: 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5) and 2-bit index.
_RATES = {3: (44100, 48000, 32000), 2: (22050, 24000, 16000), 0: (11025, 12000, 8000)}
# How far past an ID3 tag the first frame may start (some taggers leave padding).
_SYNC_SEARCH = 64 * 1024


@dataclass(frozen=True)
class Mp3Frames:
    """What the frame headers of one MP3 file say."""

    frames: int  # audio frames (the Xing/Info frame not counted)
    bit_rates: Counter[int]  # kbps -> how many frames
    sample_rate: int
    channels: int
    header: str  # "Info" (LAME's mark of a constant bit rate), "Xing", "VBRI" or ""
    # What the headers say of the bit rate: "CBR", "ABR", "VBR", or "" when they do not say.
    encoder_mode: str = ""

    @property
    def constant(self) -> bool:
        return len(self.bit_rates) == 1

    @property
    def mean_kbps(self) -> float:
        """The average bit rate: frames all last as long, so the mean of theirs."""
        if not self.frames:
            return 0.0
        return sum(kbps * n for kbps, n in self.bit_rates.items()) / self.frames


@dataclass(frozen=True)
class _Header:
    kbps: int
    sample_rate: int
    channels: int
    length: int  # bytes, header included
    side_info: int  # bytes of side information after the header


def _header(word: int) -> _Header | None:
    if word >> 21 != 0x7FF:
        return None
    version = (word >> 19) & 3
    layer = (word >> 17) & 3
    index = (word >> 12) & 15
    rate_index = (word >> 10) & 3
    if version == 1 or layer != 1 or index in (0, 15) or rate_index == 3:
        return None  # reserved version, not Layer III, free format or invalid
    padding = (word >> 9) & 1
    mono = (word >> 6) & 3 == 3
    rate = _RATES[version][rate_index]
    if version == 3:
        kbps = _MPEG1_L3[index]
        length = 144_000 * kbps // rate + padding
        side = 17 if mono else 32
    else:
        kbps = _MPEG2_L3[index]
        length = 72_000 * kbps // rate + padding
        side = 9 if mono else 17
    return _Header(kbps, rate, 1 if mono else 2, length, side)


def _id3_size(data: mmap.mmap) -> int:
    """Bytes of the ID3v2 tag at the start of the file (0 when there is none)."""
    if len(data) < 10 or data[:3] != b"ID3":
        return 0
    size = 0
    for byte in data[6:10]:
        size = (size << 7) | (byte & 0x7F)
    footer = 10 if data[5] & 0x10 else 0
    return 10 + size + footer


def _first_frame(data: mmap.mmap, start: int) -> int:
    """Where the first frame starts: a valid header followed by another one."""
    end = min(len(data) - 4, start + _SYNC_SEARCH)
    at = data.find(b"\xff", start, end)
    while 0 <= at < end:
        found = _header(int.from_bytes(data[at : at + 4], "big"))
        if found is not None:
            following = at + found.length
            if following + 4 > len(data) or _header(
                int.from_bytes(data[following : following + 4], "big")
            ):
                return at
        at = data.find(b"\xff", at + 1, end)
    return -1


def scan_mp3(path: Path) -> Mp3Frames | None:
    """Every frame header of the MP3 at ``path``; None when it holds no MPEG audio frames.

    Raises OSError when the file cannot be read.
    """
    with open(path, "rb") as handle:
        if handle.seek(0, 2) == 0:
            return None
        with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
            at = _first_frame(data, _id3_size(data))
            if at < 0:
                return None
            first = _header(int.from_bytes(data[at : at + 4], "big"))
            assert first is not None  # _first_frame checked it
            mark_at = at + 4 + first.side_info
            mark = bytes(data[mark_at : mark_at + 4])
            header = mark.decode("ascii") if mark in (b"Xing", b"Info") else ""
            if not header and data[at + 36 : at + 40] == b"VBRI":
                header = "VBRI"
            mode = _encoder_mode(data, mark_at, header)
            rates: Counter[int] = Counter()
            frames = 0
            if header:
                at += first.length  # the header frame holds no audio
            while at + 4 <= len(data):
                found = _header(int.from_bytes(data[at : at + 4], "big"))
                if found is None or at + found.length > len(data):
                    break  # an ID3v1 or APE tag, or the end of a truncated file
                rates[found.kbps] += 1
                frames += 1
                at += found.length
    return Mp3Frames(frames, rates, first.sample_rate, first.channels, header, mode)


# Xing header flags: which optional fields follow, and their sizes in bytes.
_XING_FIELDS = ((1, 4), (2, 4), (4, 100), (8, 4))  # frames, bytes, table of contents, scale
_XING_SCALE = 8
# LAME's tag: VBR method (its low nibble) -> the bit rate mode.
_LAME_METHODS = {1: "CBR", 8: "CBR", 2: "ABR", 9: "ABR", 3: "VBR", 4: "VBR", 5: "VBR", 6: "VBR"}


def _encoder_mode(data: mmap.mmap, mark_at: int, header: str) -> str:
    """The bit rate mode the encoder wrote down, read as players read it: LAME's tag when
    there is one, then "Info" (constant) or "Xing" with a VBR scale (variable)."""
    if header == "VBRI":
        return "VBR"
    if header not in ("Xing", "Info"):
        return ""
    flags = int.from_bytes(data[mark_at + 4 : mark_at + 8], "big")
    at = mark_at + 8 + sum(size for flag, size in _XING_FIELDS if flags & flag)
    encoder = bytes(data[at : at + 10])
    if len(encoder) == 10 and encoder.startswith((b"LAME", b"L3.99")):
        method = _LAME_METHODS.get(encoder[9] & 0x0F)
        if method is not None:
            return method
    if header == "Info":
        return "CBR"  # LAME and FFmpeg write "Info" only for a constant bit rate
    return "VBR" if flags & _XING_SCALE or encoder.startswith(b"LAME") else ""


__all__ = ["Mp3Frames", "scan_mp3"]
