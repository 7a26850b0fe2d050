"""Telling a screen reader about a change that matters: a line rendered or failed, an
export done. The status bar shows the same sentence; a screen reader does not watch it,
so the change is announced through Qt's accessibility events as well.

Without an assistive tool running, Qt drops the event: announcing costs nothing.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent


def announce(source: QObject, message: str, urgent: bool = False) -> None:
    """Say ``message`` on behalf of ``source`` (a widget of the window that changed).

    Polite by default: the screen reader finishes what it is saying first. ``urgent``
    (a failure the user must act on) interrupts it.
    """
    if not message:
        return
    event = QAccessibleAnnouncementEvent(source, message)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)


__all__ = ["announce"]
