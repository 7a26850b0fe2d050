"""The studio's colours, in a light and a dark scheme: the palettes, the colours that
carry a meaning (a line's status, a cache outcome, an error, the waveforms), and
``install``, which applies the person's choice (Preferences > Appearance).

The application palette is the one record of the scheme on the screen: ``scheme_of``
reads it and ``color`` answers for it, so a colour asked for at paint time (the
script table's brushes, the waveforms) always matches what is shown. Setting the
palette sends every widget a PaletteChange event, on which Qt repaints it; a widget
that keeps a drawing (the region view's waveform) drops it then.

The style sheet (``resources/style.qss``) takes its colours from the palette
(``palette(base)``, ``palette(mid)``…); the few rules whose colour has a meaning no
palette role has (error text, the clip light) are added here from the scheme's table.

The desktop's scheme is followed through ``QStyleHints.colorScheme``; the palette is
set whatever the platform says, so the offscreen platform (tests, screenshots),
which ignores the hint, shows the chosen scheme too.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Slot
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from studio.ui.base.resources import read_bytes, svg_icon
from studio.ui.base.resources import style_sheet as file_style_sheet
from studio.ui.base.settings import COLOR_SCHEMES

SYSTEM, LIGHT, DARK = COLOR_SCHEMES
Role = QPalette.ColorRole


@dataclass(frozen=True)
class Scheme:
    """One scheme: its palette (active colours and the disabled ones that differ)
    and its table of meaningful colours, "#rrggbb" or "#aarrggbb" for a see-through
    one drawn over the table's rows."""

    name: str
    palette: Mapping[QPalette.ColorRole, str]
    disabled: Mapping[QPalette.ColorRole, str]
    colors: Mapping[str, str]


# Text colours (status, cache, review, error) keep 4.5:1 against the table's base
# and alternate rows, with a playing or chapter row's tint over them (tests check it).
_LIGHT = Scheme(
    LIGHT,
    palette={
        Role.Window: "#f4f5f7",
        Role.WindowText: "#202124",
        Role.Base: "#ffffff",
        Role.AlternateBase: "#f8f9fa",
        Role.ToolTipBase: "#ffffff",
        Role.ToolTipText: "#202124",
        Role.PlaceholderText: "#5f6368",
        Role.Text: "#202124",
        Role.Button: "#ffffff",
        Role.ButtonText: "#202124",
        Role.BrightText: "#ffffff",
        Role.Light: "#ffffff",
        Role.Midlight: "#eef3fb",
        Role.Mid: "#dadce0",
        Role.Dark: "#9aa0a6",
        Role.Shadow: "#000000",
        Role.Highlight: "#d3e3fd",
        Role.HighlightedText: "#202124",
        Role.Link: "#1a5fb4",
        Role.LinkVisited: "#6d3fb5",
        Role.Accent: "#1a73e8",
    },
    disabled={
        Role.WindowText: "#9aa0a6",
        Role.Text: "#9aa0a6",
        Role.ButtonText: "#9aa0a6",
        Role.Highlight: "#e8eaed",
    },
    colors={
        "status.stale": "#5f6368",
        "status.queued": "#6d3fb5",
        "status.rendering": "#9c4600",
        "status.done": "#137333",
        "status.failed": "#c5221f",
        "status.missing": "#c5221f",
        "cache.memory": "#137333",
        "cache.disk": "#1a5fb4",
        "cache.miss": "#9c4600",
        "cache.off": "#5f6368",
        "review": "#8f5300",
        "error": "#c5221f",
        "warning": "#985600",
        "ok": "#137333",
        "acx.pass": "#137333",
        "acx.fail": "#c5221f",
        "row.playing": "#304a90d9",
        "row.chapter": "#1c7878a0",
        "clip.lit": "#d93025",
        "clip.lit_text": "#ffffff",
        "wave": "#4a90d9",
        "playhead": "#d93025",
        "region.selection": "#464a90d9",
        "region.edge": "#2f6aa8",
        "region.speech": "#1e8e3e",
        "region.clip": "#d93025",
    },
)

_DARK = Scheme(
    DARK,
    palette={
        Role.Window: "#202124",
        Role.WindowText: "#e8eaed",
        Role.Base: "#292a2d",
        Role.AlternateBase: "#2f3033",
        Role.ToolTipBase: "#3c4043",
        Role.ToolTipText: "#e8eaed",
        Role.PlaceholderText: "#a2a8ae",
        Role.Text: "#e8eaed",
        Role.Button: "#35363a",
        Role.ButtonText: "#e8eaed",
        Role.BrightText: "#ffffff",
        Role.Light: "#4a4c50",
        Role.Midlight: "#3c4043",
        Role.Mid: "#5f6368",
        Role.Dark: "#17181a",
        Role.Shadow: "#000000",
        Role.Highlight: "#3b5480",
        Role.HighlightedText: "#ffffff",
        Role.Link: "#99befa",
        Role.LinkVisited: "#c9b2f5",
        Role.Accent: "#8ab4f8",
    },
    disabled={
        Role.WindowText: "#6f7479",
        Role.Text: "#6f7479",
        Role.ButtonText: "#6f7479",
        Role.Highlight: "#3c4043",
    },
    colors={
        "status.stale": "#aeb4ba",
        "status.queued": "#c9b2f5",
        "status.rendering": "#f8b45c",
        "status.done": "#81c995",
        "status.failed": "#f6a097",
        "status.missing": "#f6a097",
        "cache.memory": "#81c995",
        "cache.disk": "#99befa",
        "cache.miss": "#f8b45c",
        "cache.off": "#aeb4ba",
        "review": "#fdd663",
        "error": "#f6a097",
        "warning": "#fcad70",
        "ok": "#81c995",
        "acx.pass": "#81c995",
        "acx.fail": "#f6a097",
        "row.playing": "#248ab4f8",
        "row.chapter": "#14a0a0dc",
        "clip.lit": "#f28b82",
        "clip.lit_text": "#202124",
        "wave": "#8ab4f8",
        "playhead": "#f28b82",
        "region.selection": "#408ab4f8",
        "region.edge": "#aecbfa",
        "region.speech": "#81c995",
        "region.clip": "#f28b82",
    },
)

SCHEMES: dict[str, Scheme] = {LIGHT: _LIGHT, DARK: _DARK}
# The style sheet's rules whose colour means something: an error, the clip light.
# A label shows as an error with ``mark_error`` (the "error" property).
_MEANING_RULES = """
#errorLabel, QLabel[error="true"] {{ color: {error}; }}
#warningLabel {{ color: {warning}; }}
#okLabel {{ color: {ok}; }}
#clipLight[lit="true"] {{ background: {clip_lit}; color: {clip_text}; }}
"""


def palette_for(scheme: str) -> QPalette:
    """The application palette of ``scheme`` ("light" or "dark")."""
    table = SCHEMES[scheme]
    palette = QPalette()
    for role, value in table.palette.items():
        palette.setColor(role, QColor(value))
    for role, value in table.disabled.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(value))
    return palette


def scheme_of(palette: QPalette | None = None) -> str:
    """The scheme a palette shows (the application's when none is given): dark when
    its window colour is dark, so a palette the platform set counts as well."""
    palette = palette if palette is not None else QGuiApplication.palette()
    return DARK if palette.color(Role.Window).lightness() < 128 else LIGHT


def color(name: str, palette: QPalette | None = None) -> QColor:
    """The colour ``name`` ("status.done", "cache.disk", "error", "wave"…) in the scheme
    of ``palette`` (a widget's own; the application's when none is given)."""
    return QColor(_parsed(scheme_of(palette), name))  # a copy: the caller may change it


@functools.cache
def _parsed(scheme: str, name: str) -> QColor:
    # The script table asks for these in every paint of every row: parse each once.
    return QColor(SCHEMES[scheme].colors[name])


def status_icon(status: str, palette: QPalette | None = None) -> QIcon:
    """The dot of a line's status ("stale", "queued", "rendering", "done", "failed",
    "missing") or of a take to review ("review"), in the colours of the scheme showing:
    the same colours as the status text, so a dot reads on a dark table too."""
    return _status_icon(scheme_of(palette), status)


@functools.cache
def _status_icon(scheme: str, status: str) -> QIcon:
    table = SCHEMES[scheme]
    meaning = "review" if status == "review" else f"status.{status}"
    if meaning not in table.colors:
        status, meaning = "stale", "status.stale"  # a state without a dot of its own
    shape = "failed" if status == "missing" else status
    data = read_bytes(f"icons/dot-{shape}.svg").decode("utf-8")
    # The file's first fill is the dot; a mark inside it (review's "!") takes the
    # table's own colour, so it stands out of a light dot and of a dark one.
    data = re.sub(r'fill="#[0-9a-fA-F]{6}"', f'fill="{table.colors[meaning]}"', data, count=1)
    data = data.replace('fill="#ffffff"', f'fill="{table.palette[Role.Base]}"')
    return svg_icon(data.encode("utf-8"))


def style_sheet(scheme: str) -> str:
    """The application's style sheet in ``scheme``: the file's rules, which take their
    colours from the palette, then the rules whose colours mean something."""
    colors = SCHEMES[scheme].colors
    return file_style_sheet() + _MEANING_RULES.format(
        error=colors["error"],
        warning=colors["warning"],
        ok=colors["ok"],
        clip_lit=colors["clip.lit"],
        clip_text=colors["clip.lit_text"],
    )


def mark_error(widget: QWidget, error: bool) -> None:
    """Show ``widget``'s text in the scheme's error colour, or in the usual one."""
    if bool(widget.property("error")) == error:
        return
    widget.setProperty("error", error)
    # A property the style sheet selects on is read again only on a new polish.
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    widget.update()


def chosen_scheme(choice: str, app: QGuiApplication) -> str:
    """The scheme to show for ``choice``: itself, or for "system" the desktop's (light
    when the platform does not say)."""
    if choice in SCHEMES:
        return choice
    return DARK if app.styleHints().colorScheme() == Qt.ColorScheme.Dark else LIGHT


class _SchemeFollower(QObject):
    """Keeps the person's choice and, while it is "system", follows the desktop."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.setObjectName("colorSchemeFollower")
        self._app = app
        self.choice = SYSTEM
        app.styleHints().colorSchemeChanged.connect(self._on_hints_color_scheme_changed)

    @Slot(Qt.ColorScheme)
    def _on_hints_color_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        # A fixed choice sets the hint itself; only "system" follows what it says.
        if self.choice == SYSTEM:
            _apply(self._app, chosen_scheme(SYSTEM, self._app))


def install(app: QApplication, choice: str) -> None:
    """Show ``choice`` ("system", "light" or "dark"; anything else counts as
    "system"): tell the platform (its title bars follow), set the palette, apply the
    style sheet again, and from now on follow the desktop while the choice is "system"."""
    choice = choice if choice in COLOR_SCHEMES else SYSTEM
    found = app.findChild(QObject, "colorSchemeFollower")
    follower = found if isinstance(found, _SchemeFollower) else _SchemeFollower(app)
    follower.choice = choice
    hints = app.styleHints()
    # Qt 6.8 and later: the platform is asked for the scheme (a no-op where unsupported).
    if choice == SYSTEM and hasattr(hints, "unsetColorScheme"):
        hints.unsetColorScheme()
    elif hasattr(hints, "setColorScheme"):
        wanted = {LIGHT: Qt.ColorScheme.Light, DARK: Qt.ColorScheme.Dark}
        hints.setColorScheme(wanted.get(choice, Qt.ColorScheme.Unknown))
    _apply(app, chosen_scheme(choice, app))


def _apply(app: QApplication, scheme: str) -> None:
    palette = palette_for(scheme)
    sheet = style_sheet(scheme)
    if app.palette() == palette and app.styleSheet() == sheet:
        return  # a second signal for the same scheme: repolishing every widget costs
    app.setPalette(palette)
    # After the palette: the sheet's palette(...) colours are read when it is applied.
    app.setStyleSheet(sheet)


__all__ = [
    "DARK",
    "LIGHT",
    "SCHEMES",
    "SYSTEM",
    "Scheme",
    "chosen_scheme",
    "color",
    "install",
    "mark_error",
    "palette_for",
    "scheme_of",
    "style_sheet",
]
