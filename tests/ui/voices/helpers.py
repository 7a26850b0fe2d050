"""Helpers for the voice window tests."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from studio.ui.voices.workbench import VoiceWorkbench


def wait_analysed(qtbot: QtBot, workbench: VoiceWorkbench) -> None:
    """Wait until the workbench has analysed the recording and its current edits."""

    def done() -> bool:
        edited = workbench.edited_analysis
        return (
            workbench.original_analysis is not None
            and not workbench.analysing
            and edited is not None
            and edited.edits == workbench.edits()
        )

    qtbot.waitUntil(done, timeout=30000)
