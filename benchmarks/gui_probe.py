"""Row 7: the longest GUI event-loop stall while the worker renders 10 lines.

Runs offscreen in its own process. A 5 ms ``QTimer`` on the GUI thread
records when it fires; the longest gap between two ticks is the longest the
GUI could not react. The render runs on the studio's own ``RenderWorker``
(studio/ui/session/worker.py) when it imports, else on a minimal QThread that
renders through the real render service one line at a time
(``render_requests`` with a batch of one; ``--own-thread`` forces that). The
first line is a cache miss (the voice is encoded on the worker), as in a
fresh session.
Prints one JSON object on its last stdout line.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench_common import (  # noqa: E402
    LINE_TEXTS,
    MODES,
    BenchConfig,
    fix_frames,
    load_engine,
    private_settings,
)
from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from studio.engines.base import GenerationParams  # noqa: E402

PROBE_INTERVAL_MS = 5
TIMEOUT_MS = {"full": 600_000, "quick": 600_000, "smoke": 120_000}
MEMORY_BUDGET = 256 * 1024 * 1024


class Probe(QObject):
    """Lives on the GUI thread: ticks, and receives the worker's signals."""

    def __init__(self) -> None:
        super().__init__()
        self.ticks: list[float] = []
        self.timer = QTimer(self)
        self.timer.setInterval(PROBE_INTERVAL_MS)
        self.timer.timeout.connect(self._on_timer_timeout)
        self.lines_done = 0
        self.lines_failed: list[str] = []
        self.progress_signals = 0
        # Why the render never ran (engine or voice failed, timeout); None when it did.
        self.failure: str | None = None
        self.timeout_ms = 0
        self.expected = 0  # lines rendered by the studio worker (0: the minimal one's)

    def start(self) -> None:
        self.ticks = [time.perf_counter()]
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.ticks.append(time.perf_counter())

    @Slot()
    def _on_timer_timeout(self) -> None:
        self.ticks.append(time.perf_counter())

    @Slot(str, object)
    def _on_worker_line_done(self, _line_id: str, _done: object) -> None:
        self.lines_done += 1

    @Slot(str, str, bool)
    def _on_worker_line_failed(self, line_id: str, message: str, _cancelled: bool) -> None:
        self.lines_failed.append(f"{line_id}: {message}")

    @Slot(object)
    def _on_worker_render(self, item: Any) -> None:
        """The studio worker's one signal: every event of every line."""
        from studio.render import AudioChunk, LineDone, LineFailed
        from studio.render.service import JobEvent

        if not isinstance(item, JobEvent):
            return
        event = item.event
        if isinstance(event, LineDone):
            self.lines_done += 1
        elif isinstance(event, LineFailed):
            self.lines_failed.append(f"{item.key}: {event.message}")
        elif isinstance(event, AudioChunk):
            self.progress_signals += 1
        if self.expected and self.lines_done + len(self.lines_failed) >= self.expected:
            self.stop()
            QApplication.quit()

    @Slot(str, str)
    def _on_worker_engine_failed(self, message: str, _kind: str) -> None:
        self.failure = f"the engine did not load: {message}"
        QApplication.quit()

    @Slot(object)
    def _on_worker_voice_failed(self, failed: Any) -> None:
        self.failure = f"voice {failed.name} did not load: {failed.message}"
        QApplication.quit()

    @Slot()
    def _on_timeout(self) -> None:
        self.failure = f"no result within {self.timeout_ms / 1000:.0f} s"
        QApplication.quit()

    def arm_timeout(self, timeout_ms: int) -> None:
        self.timeout_ms = timeout_ms
        QTimer.singleShot(timeout_ms, self._on_timeout)

    def gaps_ms(self) -> list[float]:
        return [(b - a) * 1000 for a, b in zip(self.ticks, self.ticks[1:], strict=False)]


def run_with_studio_worker(
    app: QApplication, cfg: BenchConfig, ref: Path, cache_dir: Path, probe: Probe
) -> dict[str, Any]:
    from studio.ui.session.jobs import EngineConfig, LoadEngine, LoadVoice, RenderLines, line_job
    from studio.ui.session.worker import RenderWorker

    frame_rate: list[float] = []

    def factory(config: EngineConfig) -> Any:
        # Runs on the worker thread, like the studio's own factory.
        engine = load_engine(cfg.threads, cfg.model)
        fix_frames(engine.model, cfg.frames)
        frame_rate.append(float(engine.model.config.mimi.frame_rate))
        return engine

    worker = RenderWorker(engine_factory=factory)
    worker.sig_render.connect(probe._on_worker_render)
    worker.sig_engine_failed.connect(probe._on_worker_engine_failed)
    worker.sig_voice_failed.connect(probe._on_worker_voice_failed)
    state = {"requests": 0, "setup_s": 0.0}
    t0 = time.perf_counter()

    class Driver(QObject):
        @Slot()
        def _on_worker_request_done(self) -> None:
            state["requests"] += 1
            if state["requests"] == 2:  # engine and voice loaded: start the measured render
                state["setup_s"] = time.perf_counter() - t0
                params = GenerationParams(seed=1234, max_seconds=cfg.max_seconds(frame_rate[0]))
                jobs = tuple(
                    line_job(f"line-{i}", "alice", LINE_TEXTS[i % len(LINE_TEXTS)], params)
                    for i in range(cfg.gui_lines)
                )
                probe.expected = len(jobs)
                probe.start()
                worker.submit(RenderLines(jobs))

    driver = Driver()
    worker.sig_request_done.connect(driver._on_worker_request_done)
    worker.start()
    worker.submit(
        LoadEngine(
            EngineConfig(
                model=cfg.model,
                device="cpu",
                threads=cfg.threads,
                cache_dir=cache_dir,
                memory_bytes=MEMORY_BUDGET,
            )
        )
    )
    worker.submit(LoadVoice("alice", str(ref)))
    probe.arm_timeout(TIMEOUT_MS[cfg.mode])
    app.exec()
    ended = worker.shutdown()
    return {
        "worker": "studio.ui.session.worker.RenderWorker",
        "setup_s": state["setup_s"],
        "thread_ended": ended,
    }


class MinimalWorker(QThread):
    """Fallback: loads the engine and renders through the real render service (one line
    at a time) on its own thread."""

    sig_line_done = Signal(str, object)
    sig_line_failed = Signal(str, str, bool)
    sig_line_progress = Signal(str, float)
    sig_ready = Signal()

    def __init__(self, cfg: BenchConfig, ref: Path, cache_dir: Path) -> None:
        super().__init__()
        self.cfg, self.ref, self.cache_dir = cfg, ref, cache_dir
        self.go = threading.Event()

    def run(self) -> None:
        """Worker thread: load, wait for the GUI to start its probe, render."""
        from studio.cache import DiskTier, MemoryTier, PromptCache
        from studio.core.sound.audio import load_reference
        from studio.core.text.script import ScriptLine
        from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
        from studio.render.service import RenderService, render_requests

        engine = load_engine(self.cfg.threads, self.cfg.model)
        fix_frames(engine.model, self.cfg.frames)
        voice = Voice("alice", load_reference(self.ref, engine.info.sample_rate))
        cache = PromptCache(MemoryTier(MEMORY_BUDGET), DiskTier(self.cache_dir, 1 << 30))
        self.sig_ready.emit()
        self.go.wait()
        frame_rate = float(engine.model.config.mimi.frame_rate)
        params = GenerationParams(seed=1234, max_seconds=self.cfg.max_seconds(frame_rate))
        lines = [
            ScriptLine(i + 1, "alice", LINE_TEXTS[i % len(LINE_TEXTS)])
            for i in range(self.cfg.gui_lines)
        ]
        service = RenderService(Renderer(engine, cache), {"alice": voice}.get, batch_size=1)
        requests = [LineRequest(line, params) for line in lines]
        for event in render_requests(service, requests, threading.Event()):
            if isinstance(event, LineDone):
                self.sig_line_done.emit(str(event.index), event)
            elif isinstance(event, LineFailed):
                self.sig_line_failed.emit(str(event.index), event.message, event.cancelled)


def run_with_minimal_worker(
    app: QApplication, cfg: BenchConfig, ref: Path, cache_dir: Path, probe: Probe
) -> dict[str, Any]:
    worker = MinimalWorker(cfg, ref, cache_dir)
    worker.sig_line_done.connect(probe._on_worker_line_done)
    worker.sig_line_failed.connect(probe._on_worker_line_failed)

    class Driver(QObject):
        @Slot()
        def _on_worker_ready(self) -> None:
            probe.start()
            worker.go.set()

        @Slot()
        def _on_worker_finished(self) -> None:
            probe.stop()
            app.quit()

    driver = Driver()
    worker.sig_ready.connect(driver._on_worker_ready)
    worker.finished.connect(driver._on_worker_finished)
    worker.start()
    probe.arm_timeout(TIMEOUT_MS[cfg.mode])
    app.exec()
    worker.go.set()
    return {"worker": "minimal QThread (benchmarks/gui_probe.py)", "thread_ended": worker.wait()}


def main() -> None:
    private_settings()  # the window's settings and recovery go to a folder of its own
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--own-thread", action="store_true", help="skip studio.ui.session.worker")
    parser.add_argument("ref", type=Path)
    args = parser.parse_args()
    cfg = BenchConfig.make(args.mode, args.threads)
    app = QApplication(sys.argv[:1])
    probe = Probe()
    cache_dir = Path(tempfile.mkdtemp(prefix="studio-bench-gui-"))
    fallback_reason = None
    if args.own_thread:
        fallback_reason = "--own-thread"
    else:
        try:
            import studio.ui.session.worker  # noqa: F401
        except Exception as exc:  # noqa: BLE001 - any import failure means: use the fallback
            fallback_reason = (
                f"studio.ui.session.worker did not import: {type(exc).__name__}: {exc}"
            )
    if fallback_reason is None:
        info = run_with_studio_worker(app, cfg, args.ref, cache_dir, probe)
    else:
        info = run_with_minimal_worker(app, cfg, args.ref, cache_dir, probe)
        info["fallback_reason"] = fallback_reason
    gaps = sorted(probe.gaps_ms())
    report = {
        **info,
        "lines": cfg.gui_lines,
        "lines_done": probe.lines_done,
        "lines_failed": probe.lines_failed,
        "progress_signals": probe.progress_signals,
        "ticks": len(probe.ticks),
        "window_s": probe.ticks[-1] - probe.ticks[0] if len(probe.ticks) > 1 else 0.0,
        "max_gap_ms": gaps[-1] if gaps else None,
        "p99_gap_ms": gaps[int(0.99 * (len(gaps) - 1))] if gaps else None,
        "median_gap_ms": gaps[len(gaps) // 2] if gaps else None,
        "gaps_over_50ms": sum(g > 50 for g in gaps),
        "failure": probe.failure,
        "probe_interval_ms": PROBE_INTERVAL_MS,
    }
    sys.stdout.write(json.dumps(report) + "\n")


if __name__ == "__main__":
    main()
