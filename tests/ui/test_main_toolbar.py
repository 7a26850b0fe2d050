"""The main toolbar at any width: Stop stays, text goes before buttons do, and what
overflows sits behind a chevron that is drawn, in the studio's style sheet and without."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QToolButton
from pytestqt.qtbot import QtBot

from studio.ui.base.resources import icon
from studio.ui.kit.main_toolbar import MainToolbar
from tests.ui.layout_checks import (
    chevron_problems,
    extension_button,
    studio_look,
    unreachable_actions,
)

GROUPS = [
    [("Render line", "render"), ("Render stale", "render-all"), ("Auto-render", "render-all")]
    + [("Stop", "stop")],
    [("Play / stop", "play"), ("Play from here", "play-from")],
    [("Add line", "add-line"), ("Duplicate lines", "duplicate"), ("Move up", "up")],
    [("Import script", "open-script"), ("Add voice", "add-file"), ("Record voice", "record")],
]


@pytest.fixture(params=["fusion", "studio"])
def look(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Fusion alone (offscreen's style), and Fusion with the studio's style sheet."""
    with studio_look(qapp, sheet=request.param == "studio"):
        yield str(request.param)


def _window(qtbot: QtBot) -> tuple[QMainWindow, MainToolbar, dict[str, QAction]]:
    window = QMainWindow()
    qtbot.addWidget(window)
    toolbar = MainToolbar(window)
    actions: dict[str, QAction] = {}
    for group in GROUPS:
        made = [QAction(icon(name), text, window) for text, name in group]
        actions.update((a.text(), a) for a in made)
        toolbar.add_group(made, icon_only=[a for a in made if a.text() == "Move up"])
    window.addToolBar(toolbar)
    window.show()
    return window, toolbar, actions


def _resize(qtbot: QtBot, window: QMainWindow, width: int) -> None:
    window.resize(width, 300)
    qtbot.waitUntil(lambda: window.width() == width)
    for _ in range(3):
        QApplication.processEvents()


def _style(toolbar: MainToolbar, action: QAction) -> Qt.ToolButtonStyle:
    button = toolbar.widgetForAction(action)
    assert isinstance(button, QToolButton)
    return button.toolButtonStyle()


# Down to four icon-only buttons (the window itself is never under 1000 px).
@pytest.mark.parametrize("width", [1600, 900, 420, 200])
def test_stop_stays_and_every_action_is_in_reach(qtbot: QtBot, look: str, width: int) -> None:
    window, toolbar, actions = _window(qtbot)
    _resize(qtbot, window, width)
    assert unreachable_actions(toolbar) == []
    stop = toolbar.widgetForAction(actions["Stop"])
    assert stop is not None and stop.isVisible()
    assert toolbar.rect().contains(stop.geometry())


def test_text_goes_from_the_last_group_first(qtbot: QtBot, look: str) -> None:
    window, toolbar, actions = _window(qtbot)
    text, icon_only = (
        Qt.ToolButtonStyle.ToolButtonTextBesideIcon,
        Qt.ToolButtonStyle.ToolButtonIconOnly,
    )
    _resize(qtbot, window, 1600)
    assert all(_style(toolbar, a) == text for n, a in actions.items() if n != "Move up")
    assert _style(toolbar, actions["Move up"]) == icon_only
    _resize(qtbot, window, 900)
    assert _style(toolbar, actions["Record voice"]) == icon_only
    assert _style(toolbar, actions["Render line"]) == text
    chevron = extension_button(toolbar)
    assert chevron is None or not chevron.isVisible()  # the text went, no button did
    _resize(qtbot, window, 1600)  # and it comes back
    assert _style(toolbar, actions["Record voice"]) == text


def test_the_chevron_is_drawn_and_opens_on_what_overflowed(qtbot: QtBot, look: str) -> None:
    window, toolbar, actions = _window(qtbot)
    _resize(qtbot, window, 150)
    hidden = [a for a in actions.values() if not toolbar.widgetForAction(a).isVisible()]
    assert hidden, "150 px should overflow"
    assert chevron_problems(toolbar) == []
    chevron = extension_button(toolbar)
    assert chevron is not None and not chevron.icon().isNull()
    QTest.mouseClick(chevron, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: all(toolbar.widgetForAction(a).isVisible() for a in hidden))
    QTest.mouseClick(chevron, Qt.MouseButton.LeftButton)
