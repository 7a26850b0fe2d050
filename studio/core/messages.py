"""Sentences for a person that the window shows in its language.

Qt-free code writes such a sentence as a template and its values. The command
line prints it in English (``template.format(*args)``); the window looks the
template up in its translations (context ``ReviewFlag`` and so on) and fills in
the values with the locale's numbers. ``QT_TRANSLATE_NOOP`` only marks a
template: ``pyside6-lupdate`` reads the call, and it returns the text unchanged.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate reads
    """``text``, marked for the window's translations under ``context``."""
    del context
    return text


__all__ = ["QT_TRANSLATE_NOOP"]
