"""A script's file as text: UTF-8 or a sentence that says what the file is instead.

``read_script_file`` (the window's Import, ``render --script``) and
``read_script_source`` (``-`` for standard input) refuse folders, missing and
unreadable files, files too big to be a script, and bytes that are not UTF-8
text; ``decode_script`` is the rule for the bytes. What is read then goes
through ``script_text.normalise_script``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from studio.errors import QT_TRANSLATE_NOOP, Said, ScriptError

MARKDOWN_SUFFIXES = (".md", ".markdown")
# A script is text a person wrote; a file this big is something else chosen by mistake.
MAX_SCRIPT_BYTES = 16 * 1024 * 1024
# A few NULs in UTF-8 text are strays (a terminal copy, a broken export), removed like
# any control character; more, and more than one byte in a hundred, are not text.
_STRAY_NULS = 3


def is_markdown(path: str | Path) -> bool:
    return Path(path).suffix.lower() in MARKDOWN_SUFFIXES


def decode_script(data: bytes, source: str | Said) -> str:
    """A script's bytes as text: UTF-8 (with or without a byte order mark), or a ScriptError.

    A stray NUL is kept: ``normalise_script`` removes it and says so, as it does
    for a NUL pasted into the window. Bytes with NULs throughout are refused:
    they are UTF-16 (a sentence of its own) or not text at all.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise ScriptError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is UTF-16 text; save the script as UTF-8."),
            source,
        )
    nuls = data.count(0)
    if nuls > 1 and _looks_like_utf16(data):
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} looks like UTF-16 text (every other byte is NUL); save the script as UTF-8.",
            ),
            source,
        )
    if nuls > _STRAY_NULS and nuls * 100 > len(data):
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} holds {1:,} NUL bytes, so it is not UTF-8 text (it may be UTF-16, a "
                "word processor's document or a program's data); save the script as UTF-8 text.",
            ),
            source,
            nuls,
        )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is not UTF-8 text (line {1} has a byte that is not); "
                "save the script as UTF-8.",
            ),
            source,
            line,
        ) from None


def _looks_like_utf16(data: bytes) -> bool:
    """UTF-16 without a byte order mark: most text (Latin, Cyrillic, Greek, ...) has a
    NUL in one byte of each pair, always the odd ones (little-endian) or the even ones."""
    if len(data) < 4:
        return False
    return any(half.count(0) * 2 >= len(half) for half in (data[0::2], data[1::2]))


def read_script_file(path: str | Path) -> str:
    """A script file's text, or a ScriptError that says what is wrong with the file."""
    path = Path(path)
    if path.is_dir():
        raise ScriptError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is a folder; give a script file (.txt or .md)."),
            path,
        )
    if not path.is_file():
        raise ScriptError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such script file; check the path."), path
        )
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_SCRIPT_BYTES + 1)
    except PermissionError:
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot read {0}: permission denied; check its permissions."
            ),
            path,
        ) from None
    except OSError as exc:
        raise ScriptError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."),
            path,
            exc.strerror or str(exc),
        ) from None
    if len(data) > MAX_SCRIPT_BYTES:
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is larger than {1} MB, too big for a script; "
                "check that it is the right file, or split it.",
            ),
            path,
            MAX_SCRIPT_BYTES // 2**20,
        )
    return decode_script(data, str(path))


def read_script_source(source: str) -> str:
    """A script from a file path, or from standard input for ``-``."""
    if source != "-":
        return read_script_file(source)
    data = sys.stdin.buffer.read(MAX_SCRIPT_BYTES + 1)
    if len(data) > MAX_SCRIPT_BYTES:
        raise ScriptError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Standard input holds more than {0} MB, too big for a script; split it.",
            ),
            MAX_SCRIPT_BYTES // 2**20,
        )
    return decode_script(data, Said(QT_TRANSLATE_NOOP("StudioError", "Standard input")))


__all__ = [
    "MARKDOWN_SUFFIXES",
    "MAX_SCRIPT_BYTES",
    "decode_script",
    "is_markdown",
    "read_script_file",
    "read_script_source",
]
