"""What row 12's probe watches besides the stall itself: the GUI thread's file reads,
and where the GUI thread is during a stall (``project_probe.py --trace-stalls``)."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

from studio.core import take_audio


class MainThreadReads:
    """Counts take-audio file reads made on the GUI (main) thread."""

    def __init__(self) -> None:
        self.count = 0
        self._original = take_audio.read_take_file

    def install(self) -> None:
        def counted(path: Path) -> np.ndarray | None:
            if threading.current_thread() is threading.main_thread():
                self.count += 1
            return self._original(path)

        take_audio.read_take_file = counted


class StallTracer:
    """Where the GUI thread is when it has not ticked for a while: a thread samples the
    main thread's stack during each stall over ``limit_ms`` (``--trace-stalls``)."""

    def __init__(self, probe: Any, limit_ms: float = 80.0) -> None:
        self._probe = probe
        self._limit = limit_ms / 1000
        self._stop = threading.Event()
        self.samples: dict[str, int] = {}
        self._thread = threading.Thread(target=self._run, name="stall-tracer", daemon=True)

    def start(self) -> None:
        import gc

        self._gc_started = 0.0
        self.collections: list[tuple[int, float, str]] = []  # generation, ms, thread
        gc.callbacks.append(self._on_gc)
        self._thread.start()

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._gc_started = time.perf_counter()
            return
        ms = (time.perf_counter() - self._gc_started) * 1000
        if ms > 20:
            name = threading.current_thread().name
            self.collections.append((info.get("generation", -1), ms, name))

    def stop(self) -> None:
        import gc

        gc.callbacks.remove(self._on_gc)
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        # faulthandler writes every thread's stack from C, safely while the GUI thread runs;
        # walking its Python frames from here (sys._current_frames) can crash the process.
        import faulthandler
        import tempfile

        with tempfile.TemporaryFile("w+") as sink:
            while not self._stop.wait(0.01):
                last = self._probe.last_tick
                if not last or time.perf_counter() - last <= self._limit:
                    continue
                sink.seek(0)
                sink.truncate()
                faulthandler.dump_traceback(sink, all_threads=True)
                sink.seek(0)
                stack = _main_thread_stack(sink.read())
                self.samples[stack] = self.samples.get(stack, 0) + 1

    def report(self, top: int = 6) -> None:
        for generation, ms, name in sorted(self.collections, key=lambda c: -c[1])[:10]:
            print(f"--- a generation-{generation} collection held every thread for {ms:.0f} ms "
                  f"(set off on {name})", file=sys.stderr)  # fmt: skip
        for stack, count in sorted(self.samples.items(), key=lambda kv: -kv[1])[:top]:
            print(f"--- {count} samples (10 ms each) in a stall:\n{stack}", file=sys.stderr)


def _main_thread_stack(dump: str, depth: int = 8) -> str:
    """The innermost frames of the main thread in a faulthandler dump of every thread."""
    main = threading.main_thread().ident
    for block in dump.split("\n\n"):
        lines = block.strip().splitlines()
        words = lines[0].split() if lines else []
        if len(words) > 1 and words[-4:-3] != [] and words[0] in ("Thread", "Current"):
            ident = words[1] if words[0] == "Thread" else words[2]
            if int(ident, 16) == main:
                return "\n".join(lines[1 : 1 + depth])
    return dump[:400]


def _queued_s() -> float:
    """Seconds this thread has waited for a core since it started (Linux's schedstat
    run delay; 0 where the kernel does not say)."""
    try:
        with open("/proc/thread-self/schedstat", encoding="ascii") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


class GapLog:
    """Each gap between the stall probe's ticks, with what the GUI thread did in it.

    A gap of 200 ms in which the GUI thread ran for 20 ms was spent waiting: for a
    core (a busy machine: the kernel's run delay says how long) or, the rest, for
    the interpreter lock another thread held. One in which it ran for 190 ms was its
    own work. Per step, the CPU time and the wait for a core of its longest gap;
    gaps over ``log_ms`` are kept for ``--stall-log``.
    """

    def __init__(self, probe: Any, log_ms: float = 50.0) -> None:
        self.step = ""  # the step being measured ("" between steps): ``begin``
        self.longest_cpu_ms: dict[str, float] = {}
        self.longest_queued_ms: dict[str, float] = {}
        self.windows: list[tuple[str, float, float, float, float]] = []
        self._longest: dict[str, float] = {}
        self._log = log_ms / 1000
        self._last = self._now()
        probe._timer.timeout.connect(self._on_tick)

    @staticmethod
    def _now() -> tuple[float, float, float]:
        return time.monotonic(), time.thread_time(), _queued_s()

    def begin(self, step: str) -> None:
        """A step starts with the probe (its first gap starts now, not at the last tick)."""
        self.step = step
        self._last = self._now()

    def _on_tick(self) -> None:
        now, cpu, queued = self._now()
        (last, last_cpu, last_queued), self._last = self._last, (now, cpu, queued)
        step = self.step
        if not step:
            return
        gap = now - last
        cpu_ms, queued_ms = (cpu - last_cpu) * 1000, (queued - last_queued) * 1000
        if gap > self._longest.get(step, 0.0):
            self._longest[step] = gap
            self.longest_cpu_ms[step] = cpu_ms
            self.longest_queued_ms[step] = queued_ms
        if gap > self._log:
            self.windows.append((step, last, now, cpu_ms, queued_ms))

    def write(self, path: Path) -> None:
        path.write_text(
            "".join(f"{s} {a:.6f} {b:.6f} {c:.1f} {q:.1f}\n" for s, a, b, c, q in self.windows)
        )
