"""Checks a window's layout can be asked about: what overlaps, what text is cut,
which toolbar actions cannot be reached. Each returns a list of findings (empty: fine)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from itertools import combinations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QHeaderView,
    QLabel,
    QMainWindow,
    QToolBar,
    QToolButton,
    QWidget,
)

from studio.ui.base.resources import style_sheet

EXTENSION_NAME = "qt_toolbar_ext_button"
ICON_ONLY = Qt.ToolButtonStyle.ToolButtonIconOnly


@contextmanager
def studio_look(app: QApplication, sheet: bool = True) -> Iterator[None]:
    """The Fusion style and (``sheet``) the style sheet the app runs with, then back."""
    style = app.style().name()
    app.setStyle("Fusion")
    if sheet:
        app.setStyleSheet(style_sheet())
    try:
        yield
    finally:
        app.setStyleSheet("")
        app.setStyle(style)


def _name(widget: QWidget) -> str:
    text = widget.property("text") if isinstance(widget, (QLabel, QAbstractButton)) else ""
    label = f" {text!r}" if text else ""
    return f"{type(widget).__name__}({widget.objectName()}){label}"


def _shown_children(widget: QWidget) -> list[QWidget]:
    return [
        child
        for child in widget.children()
        if isinstance(child, QWidget) and child.isVisible() and not child.isWindow()
    ]


def overlaps(root: QWidget) -> list[str]:
    """Visible siblings whose rectangles share at least one pixel.

    Ignored, on purpose: rectangles that only touch (0 px; QRect.intersects is
    already false for them), and the children of a QToolBar, whose layout puts the
    extension button (the chevron) over the place of the buttons it hides and
    hides them: what overflows is checked by ``unreachable_actions`` instead.
    """
    found: list[str] = []
    for parent in [root, *root.findChildren(QWidget)]:
        if not parent.isVisible() or isinstance(parent, QToolBar):
            continue
        for a, b in combinations(_shown_children(parent), 2):
            shared = a.geometry().intersected(b.geometry())
            if shared.width() > 0 and shared.height() > 0:
                found.append(
                    f"{_name(a)} and {_name(b)} in {_name(parent)} share "
                    f"{shared.width()}x{shared.height()} px"
                )
    return found


# A mnemonic's "&" (not "&&", which draws one "&").
MNEMONIC = re.compile(r"&(.)")


def _drawn_label_text(label: QLabel) -> str:
    # An eliding label keeps the full text in text(); QLabel's own holds what it draws.
    text = QLabel.text(label)
    # With a buddy, "&" marks the mnemonic and is not drawn; without one it is drawn.
    return MNEMONIC.sub(r"\1", text) if label.buddy() is not None else text


def cut_texts(root: QWidget) -> list[str]:
    """Labels and buttons whose text is wider than the room they draw it in.

    A word-wrapping label is fine at any width; an eliding label is checked on
    the text it draws (the elided one), which must fit inside its padding and
    border: an ellipsis cut off by the padding is the defect this looks for.
    Rich text and empty labels are skipped.
    """
    found: list[str] = []
    for label in root.findChildren(QLabel):
        text = _drawn_label_text(label)
        if not label.isVisible() or label.wordWrap() or not text or "<" in text:
            continue
        room = label.contentsRect().width() - 2 * label.margin() - max(label.indent(), 0)
        needed = label.fontMetrics().horizontalAdvance(text)
        if needed > room:
            found.append(f"{_name(label)} needs {needed} px, has {room}")
    for button in root.findChildren(QAbstractButton):
        if not button.isVisible() or not button.text() or button.objectName() == EXTENSION_NAME:
            continue
        if isinstance(button, QToolButton) and button.toolButtonStyle() == ICON_ONLY:
            continue
        # The style's own size for the text, icon, indicator and padding.
        needed = button.sizeHint().width()
        if button.width() < needed:
            found.append(f"{_name(button)} needs {needed} px, has {button.width()}")
    return found


def shown_ampersands(root: QWidget) -> list[str]:
    """Labels that draw a mnemonic's "&": one with no buddy shows it as a character."""
    found = []
    for label in root.findChildren(QLabel):
        text = QLabel.text(label)
        if not label.isVisible() or label.buddy() is not None or "<" in text:
            continue
        if any(match.group(1) != "&" for match in MNEMONIC.finditer(text)):
            found.append(f"{_name(label)} has no buddy: its '&' is drawn")
    return found


def cut_headers(root: QWidget) -> list[str]:
    """Column titles wider than their section (the header's own size hint for the title)."""
    found = []
    for header in root.findChildren(QHeaderView):
        if not header.isVisible() or header.orientation() != Qt.Orientation.Horizontal:
            continue
        model = header.model()
        if model is None:
            continue
        for logical in range(header.count()):
            if header.isSectionHidden(logical) or header.sectionSize(logical) == 0:
                continue
            title = model.headerData(logical, header.orientation())
            needed = header.sectionSizeHint(logical)
            if title and header.sectionSize(logical) < needed:
                found.append(
                    f"{_name(header.parentWidget() or header)} column {title!r} needs "
                    f"{needed} px, has {header.sectionSize(logical)}"
                )
    return found


def extension_button(toolbar: QToolBar) -> QToolButton | None:
    return toolbar.findChild(QToolButton, EXTENSION_NAME)


def drawn_pixels(widget: QWidget) -> int:
    """How many pixels of the widget differ clearly from its top-left corner's colour."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    background = QColor(image.pixel(0, 0))
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            colour = QColor(image.pixel(x, y))
            distance = (
                abs(colour.red() - background.red())
                + abs(colour.green() - background.green())
                + abs(colour.blue() - background.blue())
            )
            if distance > 96:
                count += 1
    return count


def chevron_problems(toolbar: QToolBar) -> list[str]:
    """What keeps the toolbar's extension button from being seen: no icon, none drawn."""
    button = extension_button(toolbar)
    if button is None or not button.isVisible():
        return ["the toolbar hides buttons but shows no extension button"]
    problems = []
    if button.icon().isNull():
        problems.append("the extension button has no icon")
    if drawn_pixels(button) < 6:
        problems.append(f"the extension button draws no chevron ({button.width()} px wide)")
    return problems


def unreachable_actions(toolbar: QToolBar) -> list[str]:
    """Toolbar actions neither on the toolbar nor behind a visible chevron."""
    hidden = []
    bar = toolbar.rect()
    for action in toolbar.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        widget = toolbar.widgetForAction(action)
        if widget is None or not (widget.isVisible() and bar.contains(widget.geometry())):
            hidden.append(action.text().replace("&", ""))
    if not hidden:
        return []
    return [f"{', '.join(hidden)} overflow: {p}" for p in chevron_problems(toolbar)]


def main_toolbar(window: QMainWindow) -> QToolBar:
    toolbar = window.findChild(QToolBar, "mainToolbar")
    assert toolbar is not None
    return toolbar


__all__ = [
    "chevron_problems",
    "cut_headers",
    "cut_texts",
    "drawn_pixels",
    "extension_button",
    "main_toolbar",
    "overlaps",
    "shown_ampersands",
    "studio_look",
    "unreachable_actions",
]
