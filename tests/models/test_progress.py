"""Progress figures: bytes, rate over a recent window, time left, plain words."""

from __future__ import annotations

from studio.models.progress import (
    DownloadProgress,
    ProgressTracker,
    format_bytes,
    format_duration,
)


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_rate_and_time_left_follow_the_recent_bytes() -> None:
    clock = Clock()
    reports: list[DownloadProgress] = []
    tracker = ProgressTracker(
        "m", total_bytes=10_000_000, resumed_bytes=2_000_000, callback=reports.append, clock=clock
    )
    for _ in range(10):  # 1 MB/s for 4 s
        clock.now += 0.4
        tracker.advance(400_000)
    last = reports[-1]
    assert last.done_bytes == 6_000_000 and last.resumed_bytes == 2_000_000
    assert last.bytes_per_second is not None and abs(last.bytes_per_second - 1e6) < 1
    assert last.seconds_left is not None and abs(last.seconds_left - 4.0) < 0.01
    assert last.describe() == "6.0 MB of 10.0 MB, 1.0 MB/s, 4 s left"

    # The connection slows to 100 kB/s: within the window the rate follows.
    for _ in range(20):
        clock.now += 0.5
        tracker.advance(50_000)
    assert reports[-1].bytes_per_second is not None
    assert abs(reports[-1].bytes_per_second - 100_000) < 1


def test_reports_are_throttled_but_phase_changes_are_not() -> None:
    clock = Clock()
    reports: list[DownloadProgress] = []
    tracker = ProgressTracker("m", 1000, 0, reports.append, clock=clock)
    for _ in range(50):
        clock.now += 0.001
        tracker.advance(10)
    assert len(reports) == 1
    tracker.report("finishing", force=True)
    assert [r.phase for r in reports] == ["downloading", "finishing"]


def test_no_rate_before_any_byte_arrives() -> None:
    report = ProgressTracker("m", 100, 0, None).rate()
    assert report is None


def test_plain_sizes_and_durations() -> None:
    assert [format_bytes(n) for n in (512, 1_500, 2_400_000, 4_600_000_000)] == [
        "512 B",
        "1.5 kB",
        "2.4 MB",
        "4.6 GB",
    ]
    assert [format_duration(s) for s in (4.4, 96, 4000)] == ["4 s", "1 min 36 s", "1 h 06 min"]
    assert DownloadProgress("m", "checking", "", 0, 0).fraction == 0.0
