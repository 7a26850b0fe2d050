"""Render the application icon's PNG sizes from its SVG.

    .venv/bin/python packaging/render_icons.py          # rewrite resources/icons/app/*.png
    .venv/bin/python packaging/render_icons.py --check  # exit 1 if they differ from the SVG

The PNGs are committed (a few tens of KB) rather than rendered while the wheel
builds: rendering needs Qt's SVG renderer, and putting PySide6 into the build
backend's environment would download it for every wheel and editable install.
The test suite runs ``--check``, so an edited SVG cannot ship stale PNGs.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "app.svg"
PNG_DIR = ROOT / "resources" / "icons" / "app"
# The hicolor theme's usual application sizes.
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
# Largest mean difference per channel (0-255) tolerated between a committed PNG
# and a fresh render: another Qt version may antialias edges a little apart.
TOLERANCE = 2.0


def render(size: int):  # -> QImage; PySide6 is imported lazily (offscreen)
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def mean_difference(a, b) -> float:  # QImage, QImage -> float
    import numpy as np

    def pixels(image):
        image = image.convertToFormat(image.Format.Format_ARGB32)
        data = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
        return data.reshape(image.height(), image.bytesPerLine())[:, : image.width() * 4]

    if a.size() != b.size():
        return float("inf")
    return float(np.abs(pixels(a).astype(np.int16) - pixels(b).astype(np.int16)).mean())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    stale = []
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        path = PNG_DIR / f"{size}x{size}.png"
        image = render(size)
        if args.check:
            committed = QImage(str(path))
            if committed.isNull() or mean_difference(image, committed) > TOLERANCE:
                stale.append(path.name)
        elif not image.save(str(path), "PNG"):
            raise SystemExit(f"cannot write {path}")
    if stale:
        print(
            f"{', '.join(stale)} differ from {SVG.name}: run packaging/render_icons.py",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
