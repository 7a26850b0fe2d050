"""The top-level resources/ folder, read through studio.ui.base.resources."""

from __future__ import annotations

import re
from importlib import resources
from typing import TYPE_CHECKING

import pytest

from studio.core.text.script import parse_script
from tests.packaging.helpers import ROOT

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

pytest.importorskip("PySide6")


def test_a_checkout_reads_the_top_level_folder() -> None:
    # The editable install maps the studio.resources package onto resources/.
    folder = resources.files("studio.resources")
    assert str(folder) == str(ROOT / "resources")


def test_every_icon_the_code_names_exists() -> None:
    names = set()
    for source in (ROOT / "studio").rglob("*.py"):
        names.update(re.findall(r"\bicon\(\"([a-z0-9-]+)\"\)", source.read_text(encoding="utf-8")))
    assert "app" in names
    missing = sorted(n for n in names if not (ROOT / "resources" / "icons" / f"{n}.svg").is_file())
    assert not missing, f"icons named in studio/ without an SVG in resources/icons: {missing}"


def test_app_icon_has_every_size_up_to_512(qapp: QApplication) -> None:
    from studio.ui.base.resources import icon

    sizes = {size.width() for size in icon("app").availableSizes()}
    assert {16, 24, 32, 48, 64, 128, 256, 512} <= sizes
    assert icon("no-such-icon").isNull()


def test_a_frozen_bundles_reader_works_too(
    qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    # PyInstaller's bundle hands out a MultiplexedPath for the package folder.
    from importlib.readers import MultiplexedPath

    import studio.ui.base.resources as loader

    monkeypatch.setattr(
        f"{loader.__name__}.resources.files", lambda _: MultiplexedPath(ROOT / "resources")
    )
    loader.icon.cache_clear()
    try:
        sizes = {size.width() for size in loader.icon("app").availableSizes()}
        assert {16, 256, 512} <= sizes
        assert loader.sample_script().startswith("narrator:")
    finally:
        loader.icon.cache_clear()


def test_style_sheet_is_the_qss_file() -> None:
    from studio.ui.base.resources import style_sheet

    assert style_sheet() == (ROOT / "resources" / "style.qss").read_text(encoding="utf-8")


def test_sample_script_has_a_few_lines_in_named_voices() -> None:
    from studio.ui.base.resources import sample_script

    text = sample_script()
    lines = parse_script(text, ["narrator", "alice", "bob"])
    assert 6 <= len(lines) <= 10
    # Every line names one of those voices: none falls back to the first voice.
    prefixes = [raw.split(":", 1)[0] for raw in text.splitlines() if raw.strip()]
    assert [line.voice for line in lines] == prefixes
    assert len(set(prefixes)) >= 2
