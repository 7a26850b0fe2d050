"""Row 12: a book in the window: every interaction, each with its longest GUI stall.

Runs offscreen in its own process. A project of N lines (5,000 in full mode),
each with one take (0.5 s of audio) matching the line as the demo model
(the smallest pocket-tts architecture, random weights) renders it, in two
voices, is written with the studio's own ``save_project``. Then the real
window, with that model loaded on its worker, goes through what a narrator
does, and a 5 ms ``QTimer`` on the GUI thread (``StallProbe``) gives the
longest time the GUI could not react during each step:

- open the project (File > Open's code path) and select its first line at once;
- select a line at the start, in the middle and at the end;
- play a line (its take is read from the project) to a clock-driven output;
- edit a line, then undo the edit;
- render 200 lines made stale inside the book (Render stale, batched);
- best of 3 on 20 lines;
- save, then scroll from top to bottom a page at a time (each page painted).

Take audio the GUI thread reads is counted (``TakeAudioStore`` reads made on
the main thread): the README promises none but for play and export, and play
reads on a thread of its own too. Prints one JSON object on its last stdout line.
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import json
import os
import pstats
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np  # noqa: E402
from bench_common import MODES, rss_bytes  # noqa: E402
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from studio.core import take_audio  # noqa: E402
from studio.core.commands import Macro, SetText  # noqa: E402
from studio.core.document import Document, Line, Take, VoiceEntry, new_id  # noqa: E402
from studio.core.project import save_project  # noqa: E402
from studio.core.take_audio import TakeAudioStore  # noqa: E402
from studio.core.voice_audio import VoiceAudio, quantize_like_stored  # noqa: E402

LINES = {"full": 5000, "quick": 1000, "smoke": 50}
STALE = {"full": 200, "quick": 100, "smoke": 6}
BEST_OF_LINES = {"full": 20, "quick": 10, "smoke": 2}
BEST_OF = 3
MODEL = "random:english_2m_2026-10"
RATE = 24000
TAKE_SECONDS = 0.5
SETTLE_S = 0.4  # events processed after each step, so its consequences are measured too
WAIT_S = 1800


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


def voice_keys(voices: dict[str, VoiceAudio]) -> tuple[dict[str, str], Any]:
    """Each voice's prompt key on the demo model, as the window computes it on opening."""
    from studio.core.voice_edits import VoiceEdits
    from studio.engines.pocket import load_pocket_engine
    from studio.render import Renderer, edited_voice

    engine = load_pocket_engine(MODEL, "cpu", threads=1)
    renderer = Renderer(engine, None)
    rate = engine.info.sample_rate
    keys = {
        name: renderer.voice_key(
            edited_voice(
                name, quantize_like_stored(a.samples), a.sample_rate, VoiceEdits(), "", rate
            )
        ).digest
        for name, a in voices.items()
    }
    return keys, engine.info


def make_project(folder: Path, lines: int) -> Path:
    """A project of ``lines`` lines in two voices, every line with a take that matches."""
    rng = np.random.default_rng(7)
    voices = {name: VoiceAudio(rng.uniform(-0.3, 0.3, RATE * 4).astype(np.float32), RATE)
              for name in ("alice", "bob")}  # fmt: skip
    keys, info = voice_keys(voices)
    doc = Document(voices=[VoiceEntry(name, f"{name}.wav", "", keys[name]) for name in voices])
    takes = TakeAudioStore()
    audio = (0.2 * np.sin(np.arange(int(RATE * TAKE_SECONDS)) / 9)).astype(np.float32)
    for n in range(lines):
        voice = "alice" if n % 3 else "bob"
        text = f"Line {n + 1} of the book, read at an easy pace by {voice}."
        line = Line(new_id(), text, voice)
        take = Take(
            id=new_id(), text=text, voice=voice, prompt_key=keys[voice], engine="pocket",
            model_fingerprint=info.fingerprint, seed=1, temperature=None, cfg=None, steps=None,
            sample_rate=RATE, num_samples=len(audio), cache_outcome="memory",
            cache_ms=1.0, first_audio_ms=50.0, generate_ms=300.0,
            spoken=doc.spoken(line).key,
        )  # fmt: skip
        takes.put(take.id, audio)
        doc.lines.append(Line(line.id, text, voice, takes=(take,), active_take=take.id))
    return save_project(folder / "book", doc, takes, voices)


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
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", choices=MODES, default="full")
    parser.add_argument(
        "--trace-stalls",
        action="store_true",
        help="print where the GUI thread was during stalls over 80 ms",
    )
    parser.add_argument(
        "--stall-log",
        metavar="FILE",
        help="write each stall over 50 ms as 'step start end' (CLOCK_MONOTONIC seconds), "
        "to match against a profiler's samples (perf record -k CLOCK_MONOTONIC)",
    )
    parser.add_argument(
        "--profile",
        metavar="STEP",
        help="print where the GUI thread spends this step (open, select, play, edit, render, "
        "best_of, save)",
    )
    args = parser.parse_args()
    lines = LINES[args.mode]

    from stream_probe import ClockOutput

    from studio.ui.main_window import MainWindow
    from studio.ui.session.jobs import EngineConfig
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
    window.player.output_factory = ClockOutput
    window.show()
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
    windows: list[tuple[str, float, float]] = []
    current = [""]
    if args.stall_log:
        last = [time.monotonic()]

        def note_gap() -> None:
            now = time.monotonic()
            if now - last[0] > 0.05 and current[0]:
                windows.append((current[0], last[0], now))
            last[0] = now

        probe._timer.timeout.connect(note_gap)

    def measure(step: str, action: Callable[[], object], until: Callable[[], bool]) -> None:
        profiler = cProfile.Profile() if args.profile == step else None
        if profiler is not None:
            profiler.enable()
        current[0] = step
        probe.start()
        start = time.perf_counter()
        action()
        wait_for(app, until)
        seconds[step] = time.perf_counter() - start
        run_events(app, SETTLE_S)
        stalls[step] = max(stalls.get(step, 0.0), probe.stop())
        current[0] = ""
        if profiler is not None:
            profiler.disable()
            pstats.Stats(profiler, stream=sys.stderr).sort_stats("cumulative").print_stats(35)

    def voices_ready() -> bool:
        voices = session.voices
        return session.idle and all(
            (state := voices.state(v.name)) is not None and state.status == "ready"
            for v in session.document.voices
        )

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
    stale = len(session.document.stale_lines(audio=session.takes))

    for where in (0, lines // 2, lines - 1):
        line_ids = [ids[where]]
        measure("select", functools.partial(editor.select_lines, line_ids), lambda: True)

    played: list[str] = []
    window.player.sig_first_sound.connect(lambda key, ms: played.append(key))
    middle = ids[lines // 2]
    measure("play", lambda: window.playback.play([middle]), lambda: bool(played))
    window.playback.stop()
    reads_at_play = reads.count - reads_at_open

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
    stale_before = len(session.document.stale_lines(audio=session.takes))
    measure("render", session.render_stale, lambda: session.idle)
    stale_after = len(session.document.stale_lines(audio=session.takes))

    best_ids = chosen[: BEST_OF_LINES[args.mode]]
    measure(
        "best_of",
        lambda: window.narration.start_best_of(best_ids, BEST_OF),
        lambda: session.idle and not window.narration.best_of.running,
    )
    best_takes = [len(session.document.line(i).takes) for i in best_ids]

    outcome.clear()
    measure("save", project.save, lambda: bool(outcome))
    if outcome[-1] != "saved":
        raise RuntimeError(outcome[-1])

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

    report = {
        "mode": args.mode,
        "lines": lines,
        "lines_shown": shown,
        "stale_after_open": stale,
        "build_s": build_s,
        "open_s": seconds["open"],
        "longest_stall_ms": stalls,
        "step_s": seconds,
        "stale_rendered": stale_before - stale_after,
        "stale_before_render": stale_before,
        "best_of_takes": best_takes,
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
        Path(args.stall_log).write_text(
            "".join(f"{step} {start:.6f} {end:.6f}\n" for step, start, end in windows)
        )
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
