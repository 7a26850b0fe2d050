"""The script table's columns: which they are, and their titles and tips for a person.

Titles are translated in the ``ScriptModel`` context, the table's own.
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QCoreApplication


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


def _tr(text: str) -> str:
    return QCoreApplication.translate("ScriptModel", text)


def header_titles() -> dict[Column, str]:
    tr = _tr
    return {
        Column.NUMBER: "#",
        Column.VOICE: tr("Voice"),
        Column.TEXT: tr("Text"),
        Column.STATUS: tr("Status"),
        Column.CACHE: tr("Cache"),
        Column.CACHE_MS: tr("Cache ms"),
        Column.FIRST_AUDIO_MS: tr("1st audio"),
        Column.GENERATE_MS: tr("Gen ms"),
        Column.RTF: tr("RTF"),
        Column.DURATION: tr("Duration"),
    }


def header_tips() -> dict[Column, str]:
    tr = _tr
    return {
        Column.NUMBER: tr("Line number"),
        Column.VOICE: tr("The voice that speaks the line (double-click to change)"),
        Column.TEXT: tr("What is said (double-click or F2 to edit)"),
        Column.STATUS: tr("stale: needs a render; done: a take matches the line"),
        Column.CACHE: tr("Where the voice's prompt state came from: memory, disk, or miss (built)"),
        Column.CACHE_MS: tr("Prompt state: build time on a miss, load time on a hit"),
        Column.FIRST_AUDIO_MS: tr(
            "Milliseconds to the first audio chunk (the tooltip: from Play to the first sound)"
        ),
        Column.GENERATE_MS: tr("Time to generate the whole line"),
        Column.RTF: tr(
            "Real-time factor: generation time / audio time (below 1 is faster than real time)"
        ),
        Column.DURATION: tr("Length of the audio"),
    }


def status_titles() -> dict[str, str]:
    tr = _tr
    return {
        "stale": tr("stale"),
        "queued": tr("queued"),
        "rendering": tr("rendering"),
        "done": tr("done"),
        "failed": tr("failed"),
        "missing": tr("audio missing"),
    }


__all__ = ["Column", "header_tips", "header_titles", "status_titles"]
