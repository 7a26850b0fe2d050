"""A 300,000-word EPUB imported: its time and peak memory, and the window's longest stall.

Not a numbered row of ``run.py``: a measurement of its own, printed as a
small table (and, with ``--json``, one JSON object on the last line).

- **core**: ``read_book`` (unzip, parse, chapters) and ``prepare_book_import``
  (dialogue found and attributed, lines split by the script normaliser), as
  the window runs them on its project-file thread; time each, and the peak
  memory: Python's own (``tracemalloc``) and the process's RSS growth (lxml's
  C memory shows only there).
- **window**: the real window (offscreen, no engine) imports the book
  through File > Import (``ProjectController.import_script``) while a 5 ms
  ``StallProbe`` runs on the GUI thread: the longest gap is the longest the
  window could not react (target: at most 100 ms), from the click to the
  lines in the table, then for the Undo that takes the whole book out.

Run: ``python benchmarks/book_import.py [--words N] [--json]``.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import sys
import time
import tracemalloc
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from book_fixture import write_big_epub  # noqa: E402

STALL_TARGET_MS = 100.0
TIMEOUT_S = 300.0


def _rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def measure_core(path: Path) -> dict[str, Any]:
    from studio.core.books import prepare_book_import, read_book, story_chapters
    from studio.core.document import Document, VoiceEntry

    doc = Document(voices=[VoiceEntry("narrator", "narrator.wav")])
    rss_before = _rss_mb()
    start = time.perf_counter()
    book = read_book(path)
    read_s = time.perf_counter() - start
    start = time.perf_counter()
    imported = prepare_book_import(doc, book, story_chapters(book))
    prepare_s = time.perf_counter() - start
    rss_growth = _rss_mb() - rss_before
    lines = imported.command.lines
    del imported
    gc.collect()
    tracemalloc.start()
    again = read_book(path)
    prepare_book_import(doc, again, story_chapters(again))
    python_peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return {
        "words": book.word_count,
        "chapters": len(book.chapters),
        "lines": len(lines),
        "speakers": len({line.speaker for line in lines if line.speaker}),
        "read_s": read_s,
        "prepare_s": prepare_s,
        "rss_growth_mb": rss_growth,
        "python_peak_mb": python_peak,
    }


def measure_window(path: Path) -> dict[str, Any]:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from studio.ui.kit.stall_probe import StallProbe
    from studio.ui.main_window import MainWindow
    from studio.ui.session.session import StudioSession

    app = QApplication.instance() or QApplication([])
    session = StudioSession()
    window = MainWindow(session)
    window.interactive = False  # the story chapters, no picker to click
    window.show()
    app.processEvents()
    probe = StallProbe()
    flow = window.project.books
    loop = QEventLoop()
    outcome: dict[str, Any] = {}

    def finish(**found: Any) -> None:
        outcome.update(found)
        loop.quit()

    flow.sig_imported.connect(lambda ids: finish(lines=len(ids)))
    flow.sig_failed.connect(lambda message: finish(error=message))
    QTimer.singleShot(int(TIMEOUT_S * 1000), loop.quit)
    probe.start()
    start = time.perf_counter()
    window.project.import_script(path)
    loop.exec()
    import_s = time.perf_counter() - start
    # What the table does once the lines are in (measuring the rows shown, painting).
    settle = QEventLoop()
    QTimer.singleShot(300, settle.quit)
    settle.exec()
    import_stall = probe.stop()
    probe.start()
    session.undo_stack.undo()
    QTimer.singleShot(300, settle.quit)
    settle.exec()
    undo_stall = probe.stop()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        **outcome,
        "window_import_s": import_s,
        "longest_stall_ms": import_stall,
        "undo_stall_ms": undo_stall,
        "probe_ticks": probe.ticks,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--words", type=int, default=300_000, help="the book's size (default: 300000)"
    )
    parser.add_argument("--json", action="store_true", help="also print one JSON object")
    args = parser.parse_args()
    with TemporaryDirectory() as folder:
        path = write_big_epub(Path(folder) / "big.epub", args.words)
        size_mb = path.stat().st_size / 2**20
        window = measure_window(path)  # first: the core figures' memory stays out of its RSS
        core = measure_core(path)
    met = window.get("longest_stall_ms", float("inf")) <= STALL_TARGET_MS
    rows = [
        ("book", f"{core['words']:,} words, {core['chapters']} chapters, {size_mb:.1f} MB EPUB"),
        ("lines made", f"{core['lines']:,} ({core['speakers']} speakers)"),
        ("read_book", f"{core['read_s']:.2f} s"),
        ("prepare_book_import", f"{core['prepare_s']:.2f} s"),
        (
            "peak memory",
            f"RSS +{core['rss_growth_mb']:.0f} MB, Python {core['python_peak_mb']:.0f} MB",
        ),
        ("window: import to lines", f"{window['window_import_s']:.2f} s"),
        (
            "window: longest GUI stall",
            f"{window['longest_stall_ms']:.0f} ms (target <= {STALL_TARGET_MS:.0f} ms: "
            f"{'met' if met else 'MISSED'})",
        ),
        ("window: Undo of the import", f"{window['undo_stall_ms']:.0f} ms stall"),
    ]
    if "error" in window:
        rows.append(("window: error", window["error"]))
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value}")
    if args.json:
        print(json.dumps({"core": core, "window": window, "stall_target_met": met}))


if __name__ == "__main__":
    main()
