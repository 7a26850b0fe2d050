"""Making a window's QActions the same way everywhere: text, keys, icon, tooltip."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from studio.ui.base.resources import icon

Shortcut = QKeySequence | QKeySequence.StandardKey | str | Sequence[QKeySequence]

# Keys for the standard actions a platform leaves without one (Quit has none on Windows or
# under the offscreen and minimal platforms): what Linux desktops and macOS use.
STANDARD_FALLBACKS = {QKeySequence.StandardKey.Quit: "Ctrl+Q"}


def standard_keys(key: QKeySequence.StandardKey) -> list[QKeySequence]:
    """The platform's keys for ``key``, or the usual one where the platform has none."""
    keys = QKeySequence.keyBindings(key)
    if not keys and key in STANDARD_FALLBACKS:
        keys = [QKeySequence(STANDARD_FALLBACKS[key])]
    return keys


def make_action(
    window: QWidget,
    text: str,
    slot: Callable[[], object],
    shortcut: Shortcut | None = None,
    icon_name: str | None = None,
    tip: str | None = None,
    widget_scope: QWidget | None = None,
) -> QAction:
    """An action of ``window`` (or, with ``widget_scope``, of that widget only).

    The tooltip names the shortcut. Keys like Space and Delete belong to a
    table: scoped to it, they still type and delete characters in a text editor.
    """
    action = QAction(text, window)
    if icon_name:
        action.setIcon(icon(icon_name))
    if isinstance(shortcut, QKeySequence.StandardKey):
        action.setShortcuts(standard_keys(shortcut))
    elif isinstance(shortcut, Sequence) and not isinstance(shortcut, str):
        action.setShortcuts(list(shortcut))
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if tip or shortcut:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip or text.replace('&', '')}" + (f"  ({keys})" if keys else ""))
    action.triggered.connect(slot)
    if widget_scope is not None:
        action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        widget_scope.addAction(action)
    else:
        window.addAction(action)
    return action


__all__ = ["STANDARD_FALLBACKS", "make_action", "standard_keys"]
