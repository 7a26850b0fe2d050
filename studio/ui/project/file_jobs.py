"""One thread for everything that reads or writes project files, in order.

Saves, opens and autosaves run here, never on the GUI thread: a save never runs
beside another (a second save waits for the first, it is not lost), and the
window keeps painting while a large project is written.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from studio.ui.kit.job_pool import JobPool


class FileJobs(JobPool):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("project-files", 1, parent)


__all__ = ["FileJobs"]
