"""Icons, style sheet and sample files shipped in ``studio/resources``.

Loaded through importlib.resources so they work from a wheel or a frozen app;
nothing is compiled into Python.
"""

from __future__ import annotations

import functools
from importlib import resources

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

_PACKAGE = "studio.resources"


def read_text(name: str) -> str:
    return resources.files(_PACKAGE).joinpath(name).read_text(encoding="utf-8")


def read_bytes(name: str) -> bytes:
    return resources.files(_PACKAGE).joinpath(name).read_bytes()


@functools.cache
def icon(name: str) -> QIcon:
    """An SVG icon rendered at a few sizes (rendered here, not by a plugin lookup)."""
    try:
        data = read_bytes(f"icons/{name}.svg")
    except FileNotFoundError:
        return QIcon()
    renderer = QSvgRenderer(QByteArray(data))
    result = QIcon()
    for size in (16, 20, 24, 32, 48):
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        result.addPixmap(pixmap)
    return result


def style_sheet() -> str:
    return read_text("style.qss")
