"""Icons, style sheet and sample script: the files in the top-level ``resources/``.

They install as the ``studio.resources`` package (see setup.py) and are read
through importlib.resources, so the same code works from a checkout, a wheel
and a frozen bundle; nothing is compiled into Python.
"""

from __future__ import annotations

import functools
import re
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from studio.core.atomic_file import write_bytes_atomic

_PACKAGE = "studio.resources"
SAMPLE_SCRIPT = "sample_script.txt"
# Toolbar and list icons are drawn from their SVG at these sizes.
_SVG_SIZES = (16, 20, 24, 32, 48)


def read_text(name: str) -> str:
    return resources.files(_PACKAGE).joinpath(name).read_text(encoding="utf-8")


def read_bytes(name: str) -> bytes:
    return resources.files(_PACKAGE).joinpath(name).read_bytes()


@functools.cache
def icon(name: str) -> QIcon:
    """An SVG icon rendered at a few sizes, plus its PNGs in ``icons/NAME/`` if any.

    Rendered here rather than through Qt's SVG icon plugin, which a frozen
    bundle may lack. The application icon also ships PNGs up to 512 px for the
    window manager and the task bar.
    """
    try:
        data = read_bytes(f"icons/{name}.svg")
    except FileNotFoundError:
        return QIcon()
    renderer = QSvgRenderer(QByteArray(data))
    result = QIcon()
    for size in _SVG_SIZES:
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        result.addPixmap(pixmap)
    # One name per joinpath: a frozen bundle's MultiplexedPath takes no more.
    png_folder = resources.files(_PACKAGE).joinpath("icons").joinpath(name)
    if png_folder.is_dir():
        for entry in png_folder.iterdir():
            match = re.fullmatch(r"(\d+)x\1\.png", entry.name)
            if match and int(match.group(1)) not in _SVG_SIZES:
                pixmap = QPixmap()
                if pixmap.loadFromData(entry.read_bytes(), "PNG"):
                    result.addPixmap(pixmap)
    return result


def style_sheet() -> str:
    return read_text("style.qss")


def sample_script() -> str:
    """The multi-voice sample script (``NAME: text`` lines) for Help > Open sample script."""
    return read_text(SAMPLE_SCRIPT)


SAMPLE_VOICES = ("narrator", "alice", "bob")


def copy_sample_voices(folder: Path) -> dict[str, Path]:
    """Write the sample script's voices (FLAC, spoken by espeak-ng) into ``folder``
    as real files a voice can be loaded from; files already there are kept.

    Runs on a file thread: it writes. Read one name per joinpath, as a frozen
    bundle's resource paths require.
    """
    folder.mkdir(parents=True, exist_ok=True)
    voices = resources.files(_PACKAGE).joinpath("sample_voices")
    paths: dict[str, Path] = {}
    for name in SAMPLE_VOICES:
        path = folder / f"{name}.flac"
        data = voices.joinpath(f"{name}.flac").read_bytes()
        if not path.is_file() or path.stat().st_size != len(data):
            write_bytes_atomic(path, data)
        paths[name] = path
    return paths
