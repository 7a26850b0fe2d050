"""The comment (``COMM``) frame of an MP3's ID3v2.3 tag, put into the padding FFmpeg left.

FFmpeg's MP3 muxer writes the rest of the tag (text frames, the cover as
``APIC``, the chapters as ``CHAP`` and ``CTOC``) but has no ``COMM`` frame: it
writes a ``comment`` as ``TXXX:comment``, which Apple's and Windows' players
do not show as the comment. The export asks it for padding of exactly
``reserve(text)`` bytes after its frames (``metadata_header_padding``) and
``put_comment`` writes the frame at the start of that padding, so the tag keeps
its size and nothing after it moves (the Xing/Info header and the audio).
"""

from __future__ import annotations

import struct
from pathlib import Path

# Zero bytes kept after the comment: FFmpeg never pads less, since some players
# (iTunes, Traktor, Serato) miss the cover of a tag that ends on a frame.
_TAIL_PADDING = 10
_HEADER = 10  # "ID3", version, revision, flags, size


def comment_frame(text: str) -> bytes:
    """An ID3v2.3 ``COMM`` frame in English with no description: ISO-8859-1 when the text
    is ASCII, else UTF-16 with a byte-order mark (v2.3 has no UTF-8)."""
    if text.isascii():
        body = b"\x00eng\x00" + text.encode("ascii")
    else:
        bom = "\ufeff".encode("utf-16-le")
        body = b"\x01eng" + bom + b"\x00\x00" + ("\ufeff" + text).encode("utf-16-le")
    # v2.3 frame sizes are plain 32-bit numbers (v2.4's are sync-safe).
    return b"COMM" + struct.pack(">I", len(body)) + b"\x00\x00" + body


def reserve(text: str) -> int:
    """The padding to ask FFmpeg for so that ``put_comment`` has room for ``text``."""
    return len(comment_frame(text)) + _TAIL_PADDING


def put_comment(path: Path, text: str) -> None:
    """Write the ``COMM`` frame of ``text`` into the padding at the end of the ID3v2.3 tag
    at the start of ``path``. Raises ValueError when the tag is not one FFmpeg wrote with
    ``reserve(text)`` bytes of padding (the bytes are then left as they were)."""
    frame = comment_frame(text)
    with open(path, "r+b") as handle:
        header = handle.read(_HEADER)
        if len(header) < _HEADER or header[:3] != b"ID3" or header[3] != 3:
            raise ValueError("it has no ID3v2.3 tag to add the comment to")
        size = 0
        for byte in header[6:10]:
            size = (size << 7) | (byte & 0x7F)
        at = _HEADER + size - reserve(text)
        handle.seek(at)
        if at < _HEADER or handle.read(len(frame)) != bytes(len(frame)):
            raise ValueError("its ID3 tag has no room left for the comment")
        handle.seek(at)
        handle.write(frame)


__all__ = ["comment_frame", "put_comment", "reserve"]
