"""The light and dark colour schemes: text contrast in both, the palette and the
table's colours following ``theme.install``, the style sheet's colours coming from
the scheme, the desktop followed on "system", and Preferences saving the choices."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import cast

import numpy as np
import pytest
from PySide6.QtCore import QObject, QSettings, QSize, Qt
from PySide6.QtGui import QAccessible, QBrush, QColor, QIcon, QPalette, QStyleHints
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from studio.core.document import Document, Line, VoiceEntry
from studio.core.exports.export import ExportResult
from studio.core.sound.acx import AcxCheck, AcxReport
from studio.engines.devices import DeviceOption
from studio.errors import Said
from studio.ui.base.resources import icon, read_text
from studio.ui.base.settings import Settings
from studio.ui.export.acx_view import AcxView
from studio.ui.kit import theme
from studio.ui.preferences.dialog import PreferencesDialog
from studio.ui.session.script_model import Column, LineRuntime, ScriptModel
from studio.ui.voices.region_view import RegionView

Role = QPalette.ColorRole
HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")
# Text drawn in the script table (and the ACX results, on the same base).
TABLE_TEXT = [
    *(f"status.{s}" for s in ("stale", "queued", "rendering", "done", "failed", "missing")),
    *(f"cache.{c}" for c in ("memory", "disk", "miss", "off")),
    "review",
    "acx.pass",
    "acx.fail",
]
# Text drawn on the window or on a panel.
LABEL_TEXT = ["error", "warning", "ok"]
DEVICES = [DeviceOption("auto", Said("Automatic (CPU)"))]


def luminance(color: QColor) -> float:
    """WCAG 2 relative luminance."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in (color.redF(), color.greenF(), color.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _rgb(color: QColor) -> tuple[float, float, float]:
    # PySide6 types getRgbF() as object: it is (red, green, blue, alpha).
    rgba = cast(tuple[float, float, float, float], color.getRgbF())
    return rgba[:3]


def over(top: QColor, under: QColor) -> QColor:
    """``top`` (see-through) painted over ``under``."""
    alpha = top.alphaF()
    mixed = [t * alpha + u * (1 - alpha) for t, u in zip(_rgb(top), _rgb(under), strict=True)]
    return QColor.fromRgbF(*mixed)


def table_backgrounds(scheme: str) -> dict[str, QColor]:
    """Every background a table cell's text is drawn on in ``scheme``."""
    palette = theme.palette_for(scheme)
    rows = {"base": palette.color(Role.Base), "alternate": palette.color(Role.AlternateBase)}
    tints = {
        name: QColor(theme.SCHEMES[scheme].colors[f"row.{name}"]) for name in ("playing", "chapter")
    }
    out = dict(rows)
    for row, under in rows.items():
        for tint, top in tints.items():
            out[f"{tint} on {row}"] = over(top, under)
    return out


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    """The application, given back with the palette and style sheet it had."""
    palette, sheet = QPalette(qapp.palette()), qapp.styleSheet()
    yield qapp
    follower = qapp.findChild(QObject, "colorSchemeFollower")
    if follower is not None:
        follower.setParent(None)
    qapp.setPalette(palette)
    qapp.setStyleSheet(sheet)


def _model() -> ScriptModel:
    doc = Document(voices=[VoiceEntry("alice", "/a.wav", "", "k")])
    doc.lines = [
        Line("id0", "Stale line.", "alice"),
        Line("id1", "Failed line.", "alice", chapter="Two"),
        Line("id2", "Nobody's line.", "carol"),
    ]
    model = ScriptModel(doc)
    model.set_runtime("id1", LineRuntime("failed", "boom"))
    return model


def _brush(model: ScriptModel, row: int, column: Column, role: Qt.ItemDataRole) -> QColor:
    brush: QBrush = model.data(model.index(row, column), role)
    return brush.color()


@pytest.mark.parametrize("scheme", [theme.LIGHT, theme.DARK])
def test_every_meaningful_text_colour_keeps_4_5_to_1(scheme: str) -> None:
    colors = theme.SCHEMES[scheme].colors
    palette = theme.palette_for(scheme)
    low: list[str] = []
    for name in TABLE_TEXT:
        for where, background in table_backgrounds(scheme).items():
            ratio = contrast(QColor(colors[name]), background)
            if ratio < 4.5:
                low.append(f"{name} on {where}: {ratio:.2f}")
    for name in LABEL_TEXT:
        for role in (Role.Window, Role.Base):
            ratio = contrast(QColor(colors[name]), palette.color(role))
            if ratio < 4.5:
                low.append(f"{name} on {role.name}: {ratio:.2f}")
    pairs = [
        (QColor(colors["clip.lit_text"]), QColor(colors["clip.lit"]), "clip light"),
        (palette.color(Role.Text), palette.color(Role.Base), "text"),
        (palette.color(Role.WindowText), palette.color(Role.Window), "window text"),
        (palette.color(Role.PlaceholderText), palette.color(Role.Window), "muted text"),
        (palette.color(Role.PlaceholderText), palette.color(Role.AlternateBase), "muted text"),
        (palette.color(Role.HighlightedText), palette.color(Role.Highlight), "selection"),
        (palette.color(Role.ButtonText), palette.color(Role.Button), "button text"),
        (palette.color(Role.ToolTipText), palette.color(Role.ToolTipBase), "tooltip"),
    ]
    low += [f"{name}: {contrast(a, b):.2f}" for a, b, name in pairs if contrast(a, b) < 4.5]
    assert not low, low


def test_the_two_schemes_differ_where_they_should() -> None:
    light, dark = theme.palette_for(theme.LIGHT), theme.palette_for(theme.DARK)
    assert luminance(light.color(Role.Window)) > 0.8 > 0.05 > luminance(dark.color(Role.Window))
    assert luminance(dark.color(Role.Text)) > 0.7
    # Every meaningful colour has a value in both, and the text ones differ.
    assert theme.SCHEMES[theme.LIGHT].colors.keys() == theme.SCHEMES[theme.DARK].colors.keys()
    for name in TABLE_TEXT + LABEL_TEXT:
        assert theme.SCHEMES[theme.LIGHT].colors[name] != theme.SCHEMES[theme.DARK].colors[name]


def test_installing_dark_then_light_switches_the_palette_and_the_tables_colours(
    app: QApplication,
) -> None:
    model = _model()
    theme.install(app, "dark")
    assert theme.scheme_of() == theme.DARK
    assert luminance(app.palette().color(Role.Window)) < 0.05
    assert QWidget().palette().color(Role.Base) == QColor("#292a2d")
    dark = theme.SCHEMES[theme.DARK].colors
    fg, bg = Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole
    assert _brush(model, 0, Column.STATUS, fg) == QColor(dark["status.stale"])
    assert _brush(model, 1, Column.STATUS, fg) == QColor(dark["status.failed"])
    assert _brush(model, 2, Column.VOICE, fg) == QColor(dark["status.failed"])
    assert _brush(model, 1, Column.TEXT, bg) == QColor(dark["row.chapter"])
    model.set_playing("id0")
    assert _brush(model, 0, Column.TEXT, bg) == QColor(dark["row.playing"])

    theme.install(app, "light")
    assert theme.scheme_of() == theme.LIGHT
    assert luminance(app.palette().color(Role.Window)) > 0.8
    light = theme.SCHEMES[theme.LIGHT].colors
    assert _brush(model, 0, Column.STATUS, fg) == QColor(light["status.stale"])
    assert _brush(model, 1, Column.STATUS, fg) == QColor(light["status.failed"])
    assert _brush(model, 0, Column.TEXT, bg) == QColor(light["row.playing"])
    assert QColor(light["status.failed"]) != QColor(dark["status.failed"])


def test_the_style_sheet_takes_every_colour_from_the_scheme(app: QApplication) -> None:
    assert not HEX.findall(read_text("style.qss")), "the file names a colour of its own"
    sheets = {}
    for scheme in (theme.DARK, theme.LIGHT):
        theme.install(app, scheme)
        sheets[scheme] = app.styleSheet()
        named = {QColor(value).name() for value in HEX.findall(sheets[scheme])}
        table = {QColor(value).name() for value in theme.SCHEMES[scheme].colors.values()}
        assert named and named <= table, named - table
        # A label marked as an error reads in the scheme's error colour.
        label = QLabel("It failed.")
        theme.mark_error(label, True)
        label.ensurePolished()
        error = QColor(theme.SCHEMES[scheme].colors["error"])
        assert label.palette().color(Role.WindowText) == error
        theme.mark_error(label, False)
        assert label.palette().color(Role.WindowText) == app.palette().color(Role.WindowText)
    assert sheets[theme.DARK] != sheets[theme.LIGHT]


def test_system_follows_the_desktop_and_a_fixed_choice_does_not(
    app: QApplication, monkeypatch: pytest.MonkeyPatch
) -> None:
    desktop = [Qt.ColorScheme.Light]
    monkeypatch.setattr(QStyleHints, "colorScheme", lambda self: desktop[0])
    theme.install(app, "system")
    assert theme.scheme_of() == theme.LIGHT
    desktop[0] = Qt.ColorScheme.Dark
    app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.scheme_of() == theme.DARK
    theme.install(app, "light")
    app.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.scheme_of() == theme.LIGHT


def test_painted_views_take_the_new_scheme(app: QApplication, qtbot: QtBot) -> None:
    view = RegionView()
    qtbot.addWidget(view)
    view.resize(300, 140)
    view.set_audio(np.sin(np.linspace(0, 60, 4800)).astype(np.float32), 4800)
    checks = (AcxCheck(Said("Peak"), -2.0, Said("at most -3 dB"), False, Said("Lower the peaks.")),)
    report = AcxReport(-20.0, -2.0, -70.0, 0.5, 1.0, checks)
    acx = AcxView()
    qtbot.addWidget(acx)
    acx.show_results([ExportResult((Path("a.mp3"),), 44100, 0, (), None, acx=(("a.mp3", report),))])
    for scheme in (theme.DARK, theme.LIGHT):
        theme.install(app, scheme)
        colors = theme.SCHEMES[scheme].colors
        image = view.grab().toImage()
        pixels = {image.pixelColor(x, 70).name() for x in range(10, 290)}
        assert QColor(colors["wave"]).name() in pixels
        failed = acx.topLevelItem(0)
        assert failed is not None
        assert failed.foreground(0).color() == QColor(colors["acx.fail"])
        ink = icon("undo").pixmap(QSize(24, 24)).toImage()
        drawn = {ink.pixelColor(x, y).name() for x in range(24) for y in range(24)}
        assert theme.palette_for(scheme).color(Role.PlaceholderText).name() in drawn


def _accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return widget.accessibleName() or (interface.text(QAccessible.Text.Name) if interface else "")


def test_preferences_save_the_scheme_and_the_language_and_show_the_scheme(
    app: QApplication, qtbot: QtBot, tmp_path: Path
) -> None:
    def settings() -> Settings:
        return Settings(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))

    assert (settings().color_scheme, settings().language) == ("system", "system")
    dialog = PreferencesDialog(settings(), DEVICES)
    qtbot.addWidget(dialog)
    languages = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert languages == ["System", "English", "Deutsch", "Español"]
    schemes = [dialog.color_scheme.itemData(i) for i in range(dialog.color_scheme.count())]
    assert schemes == ["system", "light", "dark"]
    dialog.show()
    assert _accessible_name(dialog.color_scheme) and _accessible_name(dialog.language)
    assert "starts again" in dialog.language.toolTip()
    dialog.color_scheme.setCurrentIndex(dialog.color_scheme.findData("dark"))
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.accept()
    assert (settings().color_scheme, settings().language) == ("dark", "de")
    assert theme.scheme_of() == theme.DARK  # shown as OK was pressed

    again = PreferencesDialog(settings(), DEVICES)
    qtbot.addWidget(again)
    assert again.color_scheme.currentData() == "dark" and again.language.currentData() == "de"
    again.color_scheme.setCurrentIndex(again.color_scheme.findData("light"))
    again.accept()
    assert settings().color_scheme == "light" and theme.scheme_of() == theme.LIGHT


def test_unknown_stored_choices_read_as_system(tmp_path: Path) -> None:
    qsettings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    qsettings.setValue("appearance/color_scheme", "purple")
    qsettings.setValue("appearance/language", "")
    settings = Settings(qsettings)
    assert (settings.color_scheme, settings.language) == ("system", "system")


def _centre(dot: object) -> QColor:
    assert isinstance(dot, QIcon) and not dot.isNull()
    return dot.pixmap(QSize(24, 24)).toImage().pixelColor(12, 12)


def test_the_status_dots_take_the_schemes_colours(app: QApplication) -> None:
    model = _model()
    deco = Qt.ItemDataRole.DecorationRole
    try:
        for scheme in (theme.DARK, theme.LIGHT):
            theme.install(app, scheme)
            colors = theme.SCHEMES[scheme].colors
            # The table's dots are the status text's colours (4.5:1 against the rows).
            stale = model.data(model.index(0, Column.STATUS), deco)
            assert _centre(stale) == QColor(colors["status.stale"])
            for status in ("queued", "rendering", "done", "failed", "missing"):
                assert _centre(theme.status_icon(status)) == QColor(colors[f"status.{status}"])
            # The review dot's mark is drawn in the table's base colour.
            review = theme.status_icon("review").pixmap(QSize(24, 24)).toImage()
            base = theme.palette_for(scheme).color(Role.Base)
            assert review.pixelColor(8, 12) == QColor(colors["review"])
            assert review.pixelColor(12, 10) == base
            # A state without a dot of its own shows as stale rather than failing a paint.
            assert _centre(theme.status_icon("paused")) == QColor(colors["status.stale"])
        assert _centre(theme.status_icon("done", theme.palette_for(theme.DARK))) != _centre(
            theme.status_icon("done", theme.palette_for(theme.LIGHT))
        )
    finally:
        theme.install(app, "light")
