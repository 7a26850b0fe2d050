"""Helpers for the voice window tests."""

from __future__ import annotations


def wait_analysed(qtbot, workbench) -> None:  # type: ignore[no-untyped-def]
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
