"""Row 12: a book in the window: every interaction, each with its longest GUI stall.

Runs offscreen in its own process. A project of N lines (5,000 in full mode),
each with one take that matches its line (``book_project.py``), is opened in
the real window, with the demo model (the smallest pocket-tts architecture,
random weights) loaded on its worker. The window then goes through what a
narrator does, and a 5 ms ``QTimer`` on the GUI thread (``StallProbe``) gives
the longest time the GUI could not react during each step:

- open the project (File > Open's code path) and select its first line at once;
- select a line at the start, in the middle and at the end;
- play a line (its take is read from the project) to a clock-driven output;
- edit a line, then undo the edit;
- Render stale of 200 lines made stale inside the book: the action itself
  (``render_start``) and the render while it runs (``render``);
- best of 3 on 20 lines;
- save;
- duplicate 100 lines (Edit > Duplicate lines), Render stale of those 100
  (``render_start`` and ``render`` again), then save (``save_after_render``);
- scroll from top to bottom a page at a time (each page painted);
- import a 300,000-word EPUB after the last line (File > Import, the story
  chapters), until its lines are in the table (``import``).

Take audio the GUI thread reads is counted (``TakeAudioStore`` reads made on
the main thread): the README promises none but for play and export, and play
reads on a thread of its own too. Prints one JSON object on its last stdout line.
"""

from __future__ import annotations

import argparse
import atexit
import cProfile
import functools
import json
import os
import pstats
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from bench_common import MODES, private_settings, rss_bytes  # noqa: E402
from book_fixture import write_big_epub  # noqa: E402
from book_project import MODEL, make_project  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from stall_tracing import GapLog, MainThreadReads, StallTracer  # noqa: E402

from studio.core.commands import Macro, SetText  # noqa: E402
from studio.core.store.snapshot import snapshot_document  # noqa: E402

LINES = {"full": 5000, "quick": 1000, "smoke": 50}
STALE = {"full": 200, "quick": 100, "smoke": 6}
BEST_OF_LINES = {"full": 20, "quick": 10, "smoke": 2}
BEST_OF = 3
DUPLICATED = {"full": 100, "quick": 100, "smoke": 3}
EPUB_WORDS = {"full": 300_000, "quick": 100_000, "smoke": 3_000}
STEPS = (
    "open", "select", "play", "edit", "render_start", "render", "best_of", "save",
    "duplicate", "save_after_render", "import",
)  # fmt: skip
# After the action that starts a render, events run this long before the render step
# itself: long enough for the probe's timer to tick once the action has returned.
START_S = 0.02
SETTLE_S = 0.4  # events processed after each step, so its consequences are measured too
WAIT_S = 1800


def run_events(app: QCoreApplication, seconds: float) -> None:
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()


def wait_for(app: QCoreApplication, done: Callable[[], bool]) -> None:
    deadline = time.perf_counter() + WAIT_S
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
    private_settings()  # the window's settings and recovery go to a folder of its own
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument("--lines", type=int, help="the book's length (default: the mode's)")
    parser.add_argument(
        "--trace-stalls",
        action="store_true",
        help="print where the GUI thread was during stalls over 80 ms",
    )
    parser.add_argument(
        "--stall-log",
        metavar="FILE",
        help="write each stall over 50 ms as 'step start end cpu_ms queued_ms' "
        "(CLOCK_MONOTONIC seconds; the GUI thread's own CPU time in it, and its wait for "
        "a core), to match against a profiler's samples (perf record -k CLOCK_MONOTONIC)",
    )
    parser.add_argument(
        "--profile",
        metavar="STEP",
        choices=STEPS,
        help="print where the GUI thread spends this step",
    )
    args = parser.parse_args()
    lines = args.lines or LINES[args.mode]

    from stream_probe import ClockOutput

    from studio.ui.base.settings import DEFAULT_AUTOSAVE_S
    from studio.ui.kit.stall_probe import StallProbe
    from studio.ui.main_window import MainWindow
    from studio.ui.session.jobs import EngineConfig
    from studio.ui.session.session import StudioSession

    work = Path(tempfile.mkdtemp(prefix="vs-project-probe-"))
    # The book, its recovery folder and the EPUB: about 100 MB at 5,000 lines.
    atexit.register(shutil.rmtree, work, ignore_errors=True)
    started = time.perf_counter()
    folder = make_project(work, lines)
    build_s = time.perf_counter() - started

    app = QApplication.instance() or QApplication(sys.argv[:1])
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False
    window.resize(1280, 720)
    window.player.output_factory = ClockOutput
    window.show()
    # Autosave on, as the app has it (every DEFAULT_AUTOSAVE_S while there are unsaved
    # changes), into a recovery folder of the probe's own.
    window.project.enable_autosave(work / "recovery")
    assert window.project.autosaver is not None
    window.project.autosaver.set_interval(DEFAULT_AUTOSAVE_S)
    app.processEvents()
    session.start(EngineConfig("pocket", MODEL, "cpu", 1, work / "cache"))
    wait_for(app, lambda: session.engine_info is not None or session.engine_error is not None)
    if session.engine_info is None:
        raise RuntimeError(session.engine_error)
    project = window.project
    outcome: list[str] = []
    project.sig_opened.connect(lambda *_: outcome.append("opened"))
    project.sig_open_failed.connect(lambda *a: outcome.append(f"failed: {a}"))
    project.sig_saved.connect(lambda *_: outcome.append("saved"))
    project.sig_save_failed.connect(lambda *a: outcome.append(f"save failed: {a}"))
    reads = MainThreadReads()
    reads.install()
    rss_before = rss_mb()
    probe = StallProbe()
    tracer = StallTracer(probe) if args.trace_stalls else None
    if tracer is not None:
        tracer.start()
    stalls: dict[str, float] = {}
    seconds: dict[str, float] = {}
    gaps = GapLog(probe)

    def measure(
        step: str,
        action: Callable[[], object],
        until: Callable[[], bool],
        settle_s: float = SETTLE_S,
    ) -> None:
        # CPU time of this thread, not the clock: what the GUI thread itself did, however
        # busy the machine is (the clock also counts waiting for a core or for the GIL).
        profiler = cProfile.Profile(time.thread_time) if args.profile == step else None
        if profiler is not None:
            profiler.enable()
        probe.start()
        gaps.begin(step)
        start = time.perf_counter()
        action()
        wait_for(app, until)
        seconds[step] = time.perf_counter() - start
        run_events(app, settle_s)
        stalls[step] = max(stalls.get(step, 0.0), probe.stop())
        gaps.step = ""
        if profiler is not None:
            profiler.disable()
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(35)

    def voices_ready() -> bool:
        voices = session.voices
        return session.idle and all(
            (state := voices.state(v.name)) is not None and state.status == "ready"
            for v in session.document.voices
        )

    def stale_count() -> int:
        # On a copy: the window's document remembers which takes match each line, and
        # the probe's own counting must not do the window's work before it is measured.
        return len(snapshot_document(session.document).stale_lines(audio=session.takes))

    editor = window.editor
    ids: list[str] = []

    def open_and_select() -> None:
        def select_first(*_: object) -> None:
            ids.extend(session.model.line_ids())
            editor.select_lines(ids[:1])

        project.sig_opened.connect(select_first)
        project.open_project(folder, ask=False)

    measure("open", open_and_select, lambda: bool(outcome) and voices_ready())
    if outcome[-1] != "opened":
        raise RuntimeError(outcome[-1])
    reads_at_open = reads.count
    cached_after_open = session.takes.memory_bytes / 2**20
    shown = session.model.rowCount()
    stale = stale_count()

    for where in (0, lines // 2, lines - 1):
        line_ids = [ids[where]]
        measure("select", functools.partial(editor.select_lines, line_ids), lambda: True)

    played: list[str] = []
    window.player.sig_first_sound.connect(lambda key, ms: played.append(key))
    middle = ids[lines // 2]
    measure("play", lambda: window.playback.play([middle]), lambda: bool(played))
    window.playback.stop()
    reads_at_play = reads.count - reads_at_open

    def render_stale() -> None:
        """Render stale: the action itself (and the events it sets off at once), then the
        render while it runs, until every line is in and the window is idle."""
        measure("render_start", window.act_render_stale.trigger, lambda: True, START_S)
        measure("render", lambda: None, lambda: session.idle)

    target = session.document.line(ids[1])
    measure(
        "edit", lambda: session.edit(SetText(target.id, target.text + " Edited.")), lambda: True
    )
    measure("edit", session.undo_stack.undo, lambda: True)

    step = max(1, lines // STALE[args.mode])
    chosen = ids[::step][: STALE[args.mode]]
    doc = session.document
    session.edit(
        Macro(tuple(SetText(i, doc.line(i).text + " Again.") for i in chosen), "Make stale")
    )
    run_events(app, SETTLE_S)
    stale_before = stale_count()
    render_stale()
    stale_after = stale_count()

    best_ids = chosen[: BEST_OF_LINES[args.mode]]
    measure(
        "best_of",
        lambda: window.narration.start_best_of(best_ids, BEST_OF),
        lambda: session.idle and not window.narration.best_of.running,
    )
    best_takes = [len(session.document.line(i).takes) for i in best_ids]

    def save(step: str) -> None:
        outcome.clear()
        measure(step, project.save, lambda: bool(outcome))
        if outcome[-1] != "saved":
            raise RuntimeError(outcome[-1])

    save("save")

    # A block of lines in the middle duplicated (their copies have no take), those
    # copies rendered, and the project saved with their new takes.
    first = lines // 3
    editor.select_lines(ids[first : first + DUPLICATED[args.mode]])
    run_events(app, SETTLE_S)
    count = len(session.document.lines)
    measure("duplicate", window.act_duplicate.trigger, lambda: True)
    duplicated = len(session.document.lines) - count
    duplicates_stale = stale_count()
    render_stale()
    duplicates_left = stale_count()
    save("save_after_render")

    bar = editor.verticalScrollBar()
    pages: list[float] = []
    bar.setValue(0)
    while True:
        start = time.perf_counter()
        bar.setValue(bar.value() + bar.pageStep())
        editor.viewport().repaint()
        app.processEvents()
        pages.append((time.perf_counter() - start) * 1000)
        if bar.value() >= bar.maximum():
            break

    # A long book imported after the last line, through File > Import, to its lines in
    # the table (the story chapters are taken: the window asks nothing).
    epub = write_big_epub(work / "book.epub", EPUB_WORDS[args.mode])
    editor.select_lines(ids[-1:])
    run_events(app, SETTLE_S)
    imported: list[int] = []
    books = project.books
    books.sig_imported.connect(lambda new_ids: imported.append(len(new_ids)))
    books.sig_failed.connect(lambda message: imported.append(-1))
    measure("import", lambda: project.import_script(epub), lambda: bool(imported))
    if imported[-1] < 0:
        raise RuntimeError("the book did not import")

    report = {
        "mode": args.mode,
        "lines": lines,
        "lines_shown": shown,
        "stale_after_open": stale,
        "build_s": build_s,
        "open_s": seconds["open"],
        "longest_stall_ms": stalls,
        "longest_stall_gui_cpu_ms": gaps.longest_cpu_ms,
        "longest_stall_gui_queued_ms": gaps.longest_queued_ms,
        "step_s": seconds,
        "stale_rendered": stale_before - stale_after,
        "stale_before_render": stale_before,
        "best_of_takes": best_takes,
        "duplicated": duplicated,
        "duplicates_stale": duplicates_stale,
        "duplicates_stale_after_render": duplicates_left,
        "epub_words": EPUB_WORDS[args.mode],
        "imported_lines": imported[-1],
        "scroll_pages": len(pages),
        "scroll_page_max_ms": max(pages),
        "scroll_page_median_ms": float(np.median(pages)),
        "main_thread_take_reads_open": reads_at_open,
        "main_thread_take_reads_play": reads_at_play,
        "main_thread_take_reads": reads.count,
        "take_audio_cached_mb_after_open": cached_after_open,
        "rss_before_open_mb": rss_before,
        "rss_after_mb": rss_mb(),
    }
    window.close()
    if tracer is not None:
        tracer.stop()
        tracer.report()
    if args.stall_log:
        gaps.write(Path(args.stall_log))
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
