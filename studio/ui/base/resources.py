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

from PySide6.QtCore import QByteArray, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QIconEngine, QPainter, QPalette, QPixmap
from PySide6.QtSvg import QSvgRenderer

from studio.core.files.atomic_file import write_bytes_atomic

_PACKAGE = "studio.resources"
SAMPLE_SCRIPT = "sample_script.txt"
# Toolbar and list icons are drawn from their SVG at these sizes.
_SVG_SIZES = (16, 20, 24, 32, 48)
# The grey the line icons are drawn in. They are drawn in the palette's muted text
# colour instead, read when they are painted, so they show on a dark toolbar too.
_ICON_INK = b"#5f6368"


def read_text(name: str) -> str:
    return resources.files(_PACKAGE).joinpath(name).read_text(encoding="utf-8")


def read_bytes(name: str) -> bytes:
    return resources.files(_PACKAGE).joinpath(name).read_bytes()


@functools.cache
def icon(name: str) -> QIcon:
    """An SVG icon rendered at a few sizes, plus its PNGs in ``icons/NAME/`` if any.

    Rendered here rather than through Qt's SVG icon plugin, which a frozen
    bundle may lack. The application icon also ships PNGs up to 512 px for the
    window manager and the task bar. A line icon (drawn in ``_ICON_INK``) is drawn
    when painted instead, in the colour of the scheme showing.
    """
    try:
        data = read_bytes(f"icons/{name}.svg")
    except FileNotFoundError:
        return QIcon()
    if _ICON_INK in data:
        return QIcon(_InkIconEngine(data))
    result = svg_icon(data)
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


def svg_icon(data: bytes) -> QIcon:
    """The SVG ``data`` rendered at the toolbar and list sizes."""
    renderer = QSvgRenderer(QByteArray(data))
    result = QIcon()
    for size in _SVG_SIZES:
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        result.addPixmap(pixmap)
    return result


class _InkIconEngine(QIconEngine):
    """A line icon drawn, at every paint, in the application palette's muted text
    colour (the disabled text colour for a disabled control)."""

    def __init__(self, data: bytes) -> None:
        super().__init__()
        self._data = data
        self._drawn: dict[tuple[int, int, bool, bytes], QPixmap] = {}

    def clone(self) -> QIconEngine:
        return _InkIconEngine(self._data)

    def availableSizes(
        self, mode: QIcon.Mode = QIcon.Mode.Normal, state: QIcon.State = QIcon.State.Off
    ) -> list[QSize]:
        return [QSize(size, size) for size in _SVG_SIZES]

    def actualSize(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QSize:
        side = min(size.width(), size.height())
        return QSize(side, side)

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        disabled = mode == QIcon.Mode.Disabled
        ink = QGuiApplication.palette().color(
            QPalette.ColorGroup.Disabled if disabled else QPalette.ColorGroup.Active,
            QPalette.ColorRole.Text if disabled else QPalette.ColorRole.PlaceholderText,
        )
        # Qt's own palette gives a see-through muted colour: the icon keeps its grey.
        name = ink.name().encode("ascii") if ink.alpha() == 255 else _ICON_INK
        key = (size.width(), size.height(), disabled, name)
        drawn = self._drawn.get(key)
        if drawn is None:
            drawn = QPixmap(size)
            drawn.fill(Qt.GlobalColor.transparent)
            painter = QPainter(drawn)
            QSvgRenderer(QByteArray(self._data.replace(_ICON_INK, name))).render(painter)
            painter.end()
            if len(self._drawn) > 32:  # sizes times schemes: a handful in practice
                self._drawn.clear()
            self._drawn[key] = drawn
        return drawn

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        side = min(rect.width(), rect.height())
        target = QRect(0, 0, side, side)
        target.moveCenter(rect.center())
        drawn = round(side * ratio)
        painter.drawPixmap(target, self.pixmap(QSize(drawn, drawn), mode, state))


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
