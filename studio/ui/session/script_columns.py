"""The script table's columns: which they are, and their titles and tips for a person.

Titles are translated in the ``ScriptModel`` context, the table's own.
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication


class Column(IntEnum):
    NUMBER = 0
    VOICE = 1
    TEXT = 2
    STATUS = 3
    CACHE = 4
    CACHE_MS = 5
    FIRST_AUDIO_MS = 6
    GENERATE_MS = 7
    RTF = 8
    DURATION = 9


def header_titles() -> dict[Column, str]:
    return {
        Column.NUMBER: "#",
        Column.VOICE: QCoreApplication.translate("ScriptModel", "Voice"),
        Column.TEXT: QCoreApplication.translate("ScriptModel", "Text"),
        Column.STATUS: QCoreApplication.translate("ScriptModel", "Status"),
        Column.CACHE: QCoreApplication.translate("ScriptModel", "Cache"),
        Column.CACHE_MS: QCoreApplication.translate("ScriptModel", "Cache ms"),
        Column.FIRST_AUDIO_MS: QCoreApplication.translate("ScriptModel", "1st audio"),
        Column.GENERATE_MS: QCoreApplication.translate("ScriptModel", "Gen ms"),
        Column.RTF: QCoreApplication.translate("ScriptModel", "RTF"),
        Column.DURATION: QCoreApplication.translate("ScriptModel", "Duration"),
    }


def header_tips() -> dict[Column, str]:
    return {
        Column.NUMBER: QCoreApplication.translate("ScriptModel", "Line number"),
        Column.VOICE: QCoreApplication.translate(
            "ScriptModel", "The voice that speaks the line (double-click to change)"
        ),
        Column.TEXT: QCoreApplication.translate(
            "ScriptModel", "What is said (double-click or F2 to edit)"
        ),
        Column.STATUS: QCoreApplication.translate(
            "ScriptModel", "stale: needs a render; done: a take matches the line"
        ),
        Column.CACHE: QCoreApplication.translate(
            "ScriptModel", "Where the voice's prompt state came from: memory, disk, or miss (built)"
        ),
        Column.CACHE_MS: QCoreApplication.translate(
            "ScriptModel", "Prompt state: build time on a miss, load time on a hit"
        ),
        Column.FIRST_AUDIO_MS: QCoreApplication.translate(
            "ScriptModel",
            "Milliseconds to the first audio chunk (the tooltip: from Play to the first sound)",
        ),
        Column.GENERATE_MS: QCoreApplication.translate(
            "ScriptModel", "Time to generate the whole line"
        ),
        Column.RTF: QCoreApplication.translate(
            "ScriptModel",
            "Real-time factor: generation time / audio time (below 1 is faster than real time)",
        ),
        Column.DURATION: QCoreApplication.translate("ScriptModel", "Length of the audio"),
    }


def status_titles() -> dict[str, str]:
    return {
        "stale": QCoreApplication.translate("ScriptModel", "stale"),
        "queued": QCoreApplication.translate("ScriptModel", "queued"),
        "rendering": QCoreApplication.translate("ScriptModel", "rendering"),
        "done": QCoreApplication.translate("ScriptModel", "done"),
        "failed": QCoreApplication.translate("ScriptModel", "failed"),
        "missing": QCoreApplication.translate("ScriptModel", "audio missing"),
    }


# The outcomes as lupdate finds them; translated one at a time where shown (a cell).
CACHE_OUTCOMES = (
    QT_TRANSLATE_NOOP("ScriptModel", "memory"),
    QT_TRANSLATE_NOOP("ScriptModel", "disk"),
    QT_TRANSLATE_NOOP("ScriptModel", "miss"),
    QT_TRANSLATE_NOOP("ScriptModel", "off"),
)


def cache_title(outcome: str) -> str:
    """A take's prompt-cache outcome ("memory", "disk", "miss", "off") for a person."""
    if outcome not in CACHE_OUTCOMES:
        return outcome
    return QCoreApplication.translate("ScriptModel", outcome)


__all__ = [
    "CACHE_OUTCOMES",
    "Column",
    "cache_title",
    "header_tips",
    "header_titles",
    "status_titles",
]
