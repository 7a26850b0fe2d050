"""Row 12: a long project in the window: open, scroll, edit and save it.

Runs offscreen in its own process. A project of N lines (5,000 in full mode),
each with one rendered take (0.5 s of audio) and two voices, is written with
the studio's own ``save_project``. Then the real window (no model loaded: none
is needed to open, read or save a project) opens it with File > Open's code
path, scrolls the script from top to bottom a page at a time, edits one line
and saves. A 5 ms ``QTimer`` on the GUI thread (``StallProbe``) gives the
longest time the GUI could not react during the open and during the save;
scrolling is measured per page, each page painted before the next.

Prints one JSON object on its last stdout line.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from bench_common import MODES, rss_bytes  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from studio.core.commands import SetText  # noqa: E402
from studio.core.document import Document, Line, Take, VoiceEntry, new_id  # noqa: E402
from studio.core.project import VoiceAudio, save_project  # noqa: E402
from studio.core.take_audio import TakeAudioStore  # noqa: E402

LINES = {"full": 5000, "quick": 1000, "smoke": 50}
RATE = 24000
TAKE_SECONDS = 0.5
WAIT_MS = 600_000


def make_project(folder: Path, lines: int) -> Path:
    """A project of ``lines`` lines in two voices, every line with one matching take."""
    rng = np.random.default_rng(7)
    voices = {name: VoiceAudio(rng.uniform(-0.3, 0.3, RATE * 4).astype(np.float32), RATE)
              for name in ("alice", "bob")}  # fmt: skip
    doc = Document(voices=[VoiceEntry(name, "", "") for name in voices])
    takes = TakeAudioStore()
    audio = (0.2 * np.sin(np.arange(int(RATE * TAKE_SECONDS)) / 9)).astype(np.float32)
    for n in range(lines):
        voice = "alice" if n % 3 else "bob"
        text = f"Line {n + 1} of the book, read at an easy pace by {voice}."
        take = Take(
            id=new_id(), text=text, voice=voice, prompt_key="", engine="pocket",
            model_fingerprint="probe", seed=1, temperature=None, cfg=None, steps=None,
            sample_rate=RATE, num_samples=len(audio), cache_outcome="memory",
            cache_ms=1.0, first_audio_ms=50.0, generate_ms=300.0,
        )  # fmt: skip
        takes.put(take.id, audio)
        doc.lines.append(Line(new_id(), text, voice, takes=(take,), active_take=take.id))
    return save_project(folder / "book", doc, takes, voices)


def wait_for(app: QCoreApplication, done: Any) -> None:
    deadline = time.perf_counter() + WAIT_MS / 1000
    loop = QEventLoop()
    while not done() and time.perf_counter() < deadline:
        QTimer.singleShot(5, loop.quit)
        loop.exec()
    if not done():
        raise TimeoutError("the window did not finish in time")


def rss_mb() -> float:
    """Resident memory now (not the peak: building the project comes first)."""
    return rss_bytes() / 2**20


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print where the GUI thread spends the open and the save",
    )
    args = parser.parse_args()
    lines = LINES[args.mode]

    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession
    from studio.ui.stall_probe import StallProbe

    work = Path(tempfile.mkdtemp(prefix="vs-project-probe-"))
    started = time.perf_counter()
    folder = make_project(work, lines)
    build_s = time.perf_counter() - started

    app = QApplication.instance() or QApplication(sys.argv[:1])
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    window.resize(1280, 720)
    window.show()
    app.processEvents()
    project = window.project
    outcome: list[str] = []
    project.sig_opened.connect(lambda *_: outcome.append("opened"))
    project.sig_open_failed.connect(lambda *a: outcome.append(f"failed: {a}"))
    project.sig_saved.connect(lambda *_: outcome.append("saved"))
    project.sig_save_failed.connect(lambda *a: outcome.append(f"save failed: {a}"))
    rss_before = rss_mb()

    probe = StallProbe()
    profiler = cProfile.Profile() if args.profile else None
    if profiler is not None:
        profiler.enable()
    probe.start()
    start = time.perf_counter()
    project.open_project(folder, ask=False)
    wait_for(app, lambda: bool(outcome))
    app.processEvents()
    if profiler is not None:
        profiler.disable()
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(30)
    open_s = time.perf_counter() - start
    open_stall = probe.stop()
    if outcome[-1] != "opened":
        raise RuntimeError(outcome[-1])
    shown = session.model.rowCount()
    stale = len(session.document.stale_lines(audio=session.takes))

    view = window.editor
    bar = view.verticalScrollBar()
    steps: list[float] = []
    bar.setValue(0)
    while True:
        start = time.perf_counter()
        bar.setValue(bar.value() + bar.pageStep())
        view.viewport().repaint()
        app.processEvents()
        steps.append((time.perf_counter() - start) * 1000)
        if bar.value() >= bar.maximum():
            break

    first = session.document.lines[0]
    session.edit(SetText(first.id, first.text + " Edited."))
    outcome.clear()
    if profiler is not None:
        profiler = cProfile.Profile()
        profiler.enable()
    probe.start()
    start = time.perf_counter()
    project.save()
    wait_for(app, lambda: bool(outcome))
    if profiler is not None:
        profiler.disable()
        pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(30)
    save_s = time.perf_counter() - start
    save_stall = probe.stop()
    if outcome[-1] != "saved":
        raise RuntimeError(outcome[-1])
    report = {
        "mode": args.mode,
        "lines": lines,
        "lines_shown": shown,
        "stale_after_open": stale,
        "build_s": build_s,
        "open_s": open_s,
        "open_longest_stall_ms": open_stall,
        "scroll_pages": len(steps),
        "scroll_page_max_ms": max(steps),
        "scroll_page_median_ms": float(np.median(steps)),
        "save_s": save_s,
        "save_longest_stall_ms": save_stall,
        "take_audio_cached_mb": session.takes.memory_bytes / 2**20,
        "rss_before_open_mb": rss_before,
        "rss_after_mb": rss_mb(),
    }
    window.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
