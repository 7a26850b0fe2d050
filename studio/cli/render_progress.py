"""Progress of a headless render on stderr.

On a terminal: one live bar (rich) with lines done, seconds of audio, the
rate against real time and the time left; only failures and warnings print
above it. Anywhere else (a log file, a pipe, a test): one plain line per
event, as before.
"""

from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import TextIO

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeRemainingColumn,
)


class RenderProgress:
    """Lines done out of ``total`` (``done`` of them finished before this run)."""

    def __init__(self, total: int, done: int = 0, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.total = total
        self.audio_seconds = 0.0
        self._start = time.perf_counter()
        self._bar: Progress | None = None
        self._task: TaskID | None = None
        if self.stream.isatty():
            console = Console(file=self.stream, stderr=self.stream is sys.stderr)
            self._bar = Progress(
                TextColumn("[bold]Rendering"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("lines"),
                TextColumn("{task.fields[audio]}"),
                TextColumn("{task.fields[rate]}"),
                TextColumn("left"),
                TimeRemainingColumn(),
                console=console,
                transient=False,
            )
            self._task = self._bar.add_task(
                "render", total=total, completed=done, audio="0.0 s audio", rate=""
            )

    @property
    def live(self) -> bool:
        return self._bar is not None

    def __enter__(self) -> RenderProgress:
        if self._bar is not None:
            self._bar.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._bar is not None:
            self._bar.stop()

    def detail(self, message: str) -> None:
        """A per-line message: printed without a bar, left out under one."""
        if self._bar is None:
            self._print(message)

    def note(self, message: str) -> None:
        """A message that matters (a failure, a warning): printed either way."""
        if self._bar is not None:
            self._bar.console.print(message, markup=False, highlight=False)
        else:
            self._print(message)

    def line_done(self, audio_seconds: float) -> None:
        self.audio_seconds += audio_seconds
        if self._bar is None or self._task is None:
            return
        elapsed = max(time.perf_counter() - self._start, 1e-9)
        self._bar.update(
            self._task,
            advance=1,
            audio=f"{self.audio_seconds:.1f} s audio",
            rate=f"{self.audio_seconds / elapsed:.2f}x real time",
        )

    def line_skipped(self) -> None:
        """A line that ended without audio (failed or stopped) still counts as done."""
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, advance=1)

    def _print(self, message: str) -> None:
        print(message, file=self.stream, flush=True)


__all__ = ["RenderProgress"]
