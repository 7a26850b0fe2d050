"""Row 15: 40 lines of one voice, bulk, through the window's worker and through the command
line's path, with the same engine, batch size and seeds, in one process.

The command line's path is the render service driven directly (``render_requests``,
as ``LocalRender`` does); the window's is its ``RenderWorker`` (a QThread over the
same service) asked as Render stale asks, every event crossing to the GUI thread as
a queued signal. The sides alternate; the voice's prompt state is in memory on
both. Prints one JSON object on its last stdout line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from bench_common import (  # noqa: E402
    LINE_TEXTS,
    MODES,
    BenchConfig,
    fix_frames,
    load_engine,
    private_settings,
)
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402

from studio.cache import MemoryTier, PromptCache  # noqa: E402
from studio.core.sound.audio import load_reference  # noqa: E402
from studio.core.text.script import ScriptLine  # noqa: E402
from studio.engines.info import GenerationParams  # noqa: E402
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice  # noqa: E402
from studio.render.service import JobEvent, RenderService, render_requests  # noqa: E402
from studio.ui.session.jobs import (  # noqa: E402
    EngineConfig,
    LoadEngine,
    LoadVoice,
    RenderLines,
    line_job,
)
from studio.ui.session.worker import RenderWorker  # noqa: E402

SEED = 777
TIMEOUT_S = 900.0


def _wait(condition: Any, what: str) -> None:
    loop = QEventLoop()
    deadline = time.monotonic() + TIMEOUT_S
    while not condition():
        if time.monotonic() > deadline:
            raise SystemExit(f"timed out waiting for {what}")
        # Blocks until an event comes: a busy loop would take the GIL from the worker.
        loop.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)


def main() -> None:
    private_settings()  # the window's settings and recovery go to a folder of its own
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("reference", type=Path)
    args = parser.parse_args()
    cfg = BenchConfig.make(args.mode, args.threads)
    app = QCoreApplication.instance() or QCoreApplication([])
    engine = load_engine(cfg.threads, cfg.model)
    fix_frames(engine.model, cfg.frames)
    rate = engine.info.sample_rate
    reference = load_reference(args.reference, rate)
    lines = 40 if cfg.mode != "smoke" else 6
    texts = [LINE_TEXTS[i % len(LINE_TEXTS)] for i in range(lines)]
    params = [
        GenerationParams(seed=SEED + i, max_seconds=cfg.max_seconds(12.5)) for i in range(lines)
    ]
    size = int(engine.auto_batch_size())

    # The command line's path.
    renderer = Renderer(engine, PromptCache(MemoryTier(1 << 30)))
    voice = Voice("alice", reference)
    renderer.resolve_voice(voice)

    def command_line() -> tuple[float, list[np.ndarray]]:
        requests = [
            LineRequest(ScriptLine(i + 1, "alice", text), params[i]) for i, text in enumerate(texts)
        ]
        service = RenderService(renderer, {"alice": voice}.get, size)
        audio: dict[int, np.ndarray] = {}
        start = time.perf_counter()
        for event in render_requests(service, requests, threading.Event()):
            if isinstance(event, LineFailed):
                raise SystemExit(f"line {event.index} failed: {event.message}")
            if isinstance(event, LineDone):
                audio[event.index] = event.audio
        return time.perf_counter() - start, [audio[i + 1] for i in range(lines)]

    # The window's worker, with the same engine.
    worker = RenderWorker(engine_factory=lambda config: engine)
    done: dict[str, np.ndarray] = {}
    failed: list[str] = []

    def on_render(item: object) -> None:
        if isinstance(item, JobEvent):
            if isinstance(item.event, LineDone):
                done[str(item.key[0])] = item.event.audio  # type: ignore[index]
            elif isinstance(item.event, LineFailed):
                failed.append(item.event.message)

    requests_done = [0]
    worker.sig_render.connect(on_render)
    worker.sig_request_done.connect(lambda: requests_done.__setitem__(0, requests_done[0] + 1))
    worker.start()
    folder = Path(tempfile.mkdtemp(prefix="studio-window-batch-"))
    config = EngineConfig("pocket", cfg.model, "cpu", cfg.threads, folder, batch=size)
    worker.submit(LoadEngine(config))
    worker.submit(LoadVoice("alice", str(args.reference)))
    _wait(lambda: requests_done[0] >= 2, "the model and the voice")
    rounds = [0]

    def window() -> tuple[float, list[np.ndarray]]:
        rounds[0] += 1
        done.clear()
        jobs = tuple(
            line_job(f"r{rounds[0]}-{i}", "alice", text, params[i]) for i, text in enumerate(texts)
        )
        start = time.perf_counter()
        worker.submit(RenderLines(jobs))
        _wait(lambda: len(done) + len(failed) >= lines, "the window's lines")
        seconds = time.perf_counter() - start
        if failed:
            raise SystemExit(f"a line failed in the worker: {failed[0]}")
        return seconds, [done[f"r{rounds[0]}-{i}"] for i in range(lines)]

    window()  # the voice's state comes into memory, the threads warm up
    command_line()
    reps = 1 if cfg.mode == "smoke" else 3
    cli_s: list[float] = []
    window_s: list[float] = []
    diffs: list[float] = []
    for rep in range(reps):
        first, second = (command_line, window) if rep % 2 == 0 else (window, command_line)
        a_s, a = first()
        b_s, b = second()
        c_s, w_s = (a_s, b_s) if first is command_line else (b_s, a_s)
        cli_s.append(c_s)
        window_s.append(w_s)
        pairs = zip(a, b, strict=True)
        diffs.append(max(float(np.max(np.abs(x - y), initial=0.0)) for x, y in pairs))
    worker.shutdown()
    QTimer.singleShot(0, app.quit)
    print(
        json.dumps(
            {
                "lines": lines,
                "batch_size": size,
                "command_line_s": cli_s,
                "window_s": window_s,
                "ratio": statistics.median(w / c for w, c in zip(window_s, cli_s, strict=True)),
                "max_abs_audio_diff": max(diffs),
            }
        )
    )


if __name__ == "__main__":
    main()
