"""Download progress as a person reads it: bytes, rate and time left."""

from __future__ import annotations

import collections
import time
from collections.abc import Callable
from dataclasses import dataclass

# The rate is measured over the last few seconds, so it follows a connection
# that speeds up or stalls instead of averaging over the whole download.
RATE_WINDOW_S = 5.0
# A progress bar redrawn more often than this only costs time.
REPORT_INTERVAL_S = 0.1


@dataclass(frozen=True)
class DownloadProgress:
    """One report of a model download; sent from the thread that downloads.

    ``phase``: ``checking`` (asking the hub what to fetch), ``downloading``,
    ``finishing`` (linking the files into the hub cache) or ``done``.
    ``done_bytes`` counts bytes on disk, including a part kept from an
    earlier, interrupted download (``resumed_bytes`` of them).
    """

    model_id: str
    phase: str
    filename: str
    done_bytes: int
    total_bytes: int
    resumed_bytes: int = 0
    bytes_per_second: float | None = None
    seconds_left: float | None = None

    @property
    def fraction(self) -> float:
        return self.done_bytes / self.total_bytes if self.total_bytes else 0.0

    def describe(self) -> str:
        """``412 MB of 1.2 GB, 8.4 MB/s, 1 min 36 s left``."""
        parts = [f"{format_bytes(self.done_bytes)} of {format_bytes(self.total_bytes)}"]
        if self.bytes_per_second:
            parts.append(f"{format_bytes(int(self.bytes_per_second))}/s")
        if self.seconds_left is not None:
            parts.append(f"{format_duration(self.seconds_left)} left")
        return ", ".join(parts)


ProgressCallback = Callable[[DownloadProgress], None]


class ByteCount(int):
    """A size in bytes among a sentence's values: the command line writes it with
    ``format_bytes`` ("12.3 MB"), the window as its locale writes numbers."""

    def __format__(self, spec: str) -> str:
        return format_bytes(int(self)) if not spec else int(self).__format__(spec)

    def __str__(self) -> str:
        return format_bytes(int(self))


def format_bytes(count: int) -> str:
    """Decimal units, as download sizes are usually shown (1 MB = 1,000,000 bytes)."""
    if count < 1000:
        return f"{count} B"
    value = float(count)
    for unit in ("kB", "MB", "GB"):
        value /= 1000
        if round(value, 1) < 1000 or unit == "GB":
            break
    return f"{value:.1f} {unit}"


def format_duration(seconds: float) -> str:
    seconds = max(0, int(round(seconds)))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"


class ProgressTracker:
    """Counts bytes for one model download and reports at most every REPORT_INTERVAL_S.

    Used on the downloading thread only.
    """

    def __init__(
        self,
        model_id: str,
        total_bytes: int,
        resumed_bytes: int,
        callback: ProgressCallback | None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.model_id = model_id
        self.total_bytes = total_bytes
        self.resumed_bytes = resumed_bytes
        self.done_bytes = resumed_bytes
        self.filename = ""
        self._callback = callback
        self._clock = clock
        self._samples: collections.deque[tuple[float, int]] = collections.deque()
        self._received = 0
        self._last_report = float("-inf")
        self._samples.append((clock(), 0))

    def rate(self) -> float | None:
        """Bytes per second received over the last RATE_WINDOW_S (not counting resumed bytes)."""
        now = self._clock()
        while len(self._samples) > 1 and now - self._samples[0][0] > RATE_WINDOW_S:
            self._samples.popleft()
        start, received = self._samples[0]
        elapsed = now - start
        if elapsed < 0.5 or self._received == received:
            return None
        return (self._received - received) / elapsed

    def advance(self, nbytes: int) -> None:
        self._received += nbytes
        self.done_bytes += nbytes
        self._samples.append((self._clock(), self._received))
        self.report("downloading")

    def restart_file(self, lost_bytes: int) -> None:
        """The server ignored a resume request: the part of this file starts over."""
        self.done_bytes -= lost_bytes
        self.resumed_bytes = max(0, self.resumed_bytes - lost_bytes)
        self.report("downloading", force=True)

    def report(self, phase: str, *, force: bool = False) -> None:
        if self._callback is None:
            return
        now = self._clock()
        if not force and now - self._last_report < REPORT_INTERVAL_S:
            return
        self._last_report = now
        rate = self.rate()
        left = None
        if rate:
            left = max(0, self.total_bytes - self.done_bytes) / rate
        self._callback(
            DownloadProgress(
                model_id=self.model_id,
                phase=phase,
                filename=self.filename,
                done_bytes=self.done_bytes,
                total_bytes=self.total_bytes,
                resumed_bytes=self.resumed_bytes,
                bytes_per_second=rate,
                seconds_left=left,
            )
        )
