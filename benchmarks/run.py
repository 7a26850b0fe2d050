"""Benchmarks: the studio side by side with raw pocket-tts, in the same run.

    .venv/bin/python benchmarks/run.py [--quick | --smoke] [--json FILE] [--threads N]
                                       [--rows 1,2,...]

Prints one table (case, studio, baseline, ratio/figure, target, met?) and
writes the same figures, with every repetition, to a JSON file: by default
``benchmarks/out/results-<mode>.json``, which git ignores, so that a run never
rewrites the recorded results (``benchmarks/results*.json``) unless ``--json``
names one of them. A row that cannot be measured says why in the table and
the other rows go on; the exit status is then 1. ``--smoke`` runs every row
once on the smallest architecture with two or three lines each: it checks
that the rows run, not their figures. See benchmarks/README.md for what each
row measures and how.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# A run's own results (ignored by git); the recorded ones beside this file change only on request.
RESULTS_DIR = HERE / "out"
# Run as a script from anywhere: the helpers sit next to this file, the package one level up.
for entry in (str(HERE), str(ROOT)):
    if entry not in sys.path:
        sys.path.insert(0, entry)

import torch  # noqa: E402
from bench_common import (  # noqa: E402
    DEVICE_VARIABLE,
    VOICE_SCRIPTS,
    BenchConfig,
    NotMeasured,
    Row,
    Spread,
    device_facts,
    fix_frames,
    load_engine,
    make_workdir,
    private_settings,
    speech,
    verdict_at_most,
    write_reference,
)
from cases_batch import batch_row  # noqa: E402
from cases_check import check_row  # noqa: E402
from cases_serve import RAY_REPLICAS, serve_row  # noqa: E402
from cases_startup import COMPILE_VARIABLE, startup_row  # noqa: E402
from cases_voice import voice_row  # noqa: E402
from rows_streaming import SCRIPT_LINES, first_sound_row, underrun_row  # noqa: E402

COLUMNS = ("case", "studio", "baseline", "ratio/figure", "target", "met?")
RATE = 24000  # pocket-tts's rate; references are written at it so neither side resamples
FRAME_RATE = 12.5  # pocket-tts latent frames per second (80 ms frames)


def log(message: str, started: float) -> None:
    sys.stderr.write(f"[{time.perf_counter() - started:7.1f}s] {message}\n")
    sys.stderr.flush()


def make_references(cfg: BenchConfig, workdir: Path) -> tuple[dict[str, Path], dict[str, Path]]:
    """Long references (rows 1, 2, 4-7) and short ones (row 3), real espeak-ng speech."""
    long_refs: dict[str, Path] = {}
    short_refs: dict[str, Path] = {}
    short = int(cfg.short_reference_seconds * RATE)
    for name, (voice, text) in VOICE_SCRIPTS.items():
        samples = speech(cfg.reference_seconds, voice, text, RATE, workdir)
        long_refs[name] = write_reference(samples, RATE, workdir / f"{name}.wav")
        short_refs[name] = write_reference(samples[:short], RATE, workdir / f"{name}-short.wav")
    return long_refs, short_refs


def subprocess_json(args: list[str]) -> dict[str, Any]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(HERE), str(ROOT)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else [])
    )
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    done = subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, env=env, check=False
    )
    if done.returncode != 0:
        sys.stderr.write(done.stderr[-3000:])
        last = done.stderr.strip().splitlines()[-1:] or ["no output"]
        raise NotMeasured(f"{Path(args[0]).name} exited with {done.returncode}: {last[0]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def memory_row(bench: Bench) -> Row:
    cfg, refs = bench.cfg, bench.long_refs

    def probe(side: str) -> dict[str, Any]:
        args = [str(HERE / "memory_probe.py"), "--threads", str(cfg.threads), "--side", side]
        args += ["--mode", cfg.mode]
        return subprocess_json(args + [str(p) for p in refs.values()])

    report = probe("studio")
    upstream = probe("upstream")
    slope = report["slope_mb_per_100_lines"]
    up_slope = upstream["slope_mb_per_100_lines"]
    # "Flat": under 2 MB per 100 lines, i.e. < 20 kB a line, a tenth of one second of
    # float32 audio; keeping each line's audio (>= 60 kB a line here) would show far more.
    flat_limit = 2.0
    tier_ok = report["tier_peak_bytes"] <= report["tier_budget_bytes"]
    flat_ok, flat_verdict = verdict_at_most(abs(slope), flat_limit)
    met = flat_ok and tier_ok
    verdict = flat_verdict if tier_ok else f"{flat_verdict}; tier OVER budget"

    def steps(r: dict[str, Any]) -> str:
        found = r["steps_over_1mb_after_warmup"]
        return f"{len(found)} steps >1 MB totalling {sum(x['mb'] for x in found):.0f} MB"

    lines_note = "" if cfg.mode == "full" else f" (--{cfg.mode})"
    return Row(
        "6. Memory",
        f"{report['lines']} lines{lines_note}, {report['voices']} voices: RSS "
        f"{report['rss_after_warmup_mb']:.0f} -> {report['rss_end_mb']:.0f} MB after line "
        f"{report['warmup_lines']}, {steps(report)}; tier peak "
        f"{report['tier_peak_bytes'] / 2**20:.1f} of {report['tier_budget_bytes'] / 2**20:.0f} MiB",
        f"upstream loop, same lines: RSS {upstream['rss_after_warmup_mb']:.0f} -> "
        f"{upstream['rss_end_mb']:.0f} MB, slope {up_slope:+.1f} MB/100 lines, {steps(upstream)}",
        f"slope {slope:+.1f} MB/100 lines",
        f"|slope| <= {flat_limit} MB/100 lines; tier <= budget",
        met,
        verdict,
        {"studio": report, "upstream": upstream},
    )


def gui_row(bench: Bench) -> Row:
    cfg = bench.cfg
    args = [str(HERE / "gui_probe.py"), "--threads", str(cfg.threads), "--mode", cfg.mode]
    args += ["--own-thread"] if bench.gui_own_thread else []
    report = subprocess_json(args + [str(bench.long_refs["alice"])])
    longest = report["max_gap_ms"]
    if longest is None or report.get("failure"):
        failed = report["lines_failed"][:1]
        raise NotMeasured(report.get("failure") or f"no line rendered ({failed or 'no reason'})")
    met, verdict = verdict_at_most(longest, 50.0)
    if report["lines_done"] != report["lines"]:
        met, verdict = False, f"NO: {report['lines_done']}/{report['lines']} lines rendered"
    fallback = f" ({report['fallback_reason']})" if report.get("fallback_reason") else ""
    return Row(
        "7. GUI responsiveness",
        f"longest gap {longest:.1f} ms (p99 {report['p99_gap_ms']:.1f}, median "
        f"{report['median_gap_ms']:.1f}; {report['ticks']} ticks over {report['window_s']:.1f} s,"
        f" {report['lines_done']} lines) via {report['worker']}{fallback}",
        "-",
        f"{longest:.1f} ms",
        "< 50 ms",
        met,
        verdict,
        report,
    )


def window_batch_row(bench: Bench) -> Row:
    """Row 15: a bulk render through the window's worker against the command line's path."""
    cfg = bench.cfg
    args = [str(HERE / "window_batch_probe.py"), "--threads", str(cfg.threads), "--mode", cfg.mode]
    report = subprocess_json(args + [str(bench.long_refs["alice"])])
    ratio = report["ratio"]
    met, verdict = verdict_at_most(ratio, 1.10)
    same = report["max_abs_audio_diff"] <= 1e-5
    if not same:
        met, verdict = False, "NO: the audio differs"
    window = Spread.of(report["window_s"])
    cli = Spread.of(report["command_line_s"])
    return Row(
        f"15. {report['lines']} lines through the window's worker",
        f"{window.fmt()} at batch {report['batch_size']}",
        f"{cli.fmt()} the command line's path",
        f"{ratio:.2f}x the command line; same audio: {'yes' if same else 'NO'} "
        f"(max diff {report['max_abs_audio_diff']:.1e})",
        "<= 1.10x, same audio",
        met,
        verdict,
        report,
    )


def project_row(bench: Bench) -> Row:
    """Row 12: a book in the window, every interaction (``project_probe.py``, its own process)."""
    report = subprocess_json([str(HERE / "project_probe.py"), "--mode", bench.cfg.mode])
    stalls: dict[str, float] = report["longest_stall_ms"]
    worst_step = max(stalls, key=lambda step: stalls[step])
    stall = stalls[worst_step]
    open_ok, verdict = verdict_at_most(report["open_s"], 2.0)
    stall_ok, stall_verdict = verdict_at_most(stall, 100.0)
    reads = report["main_thread_take_reads"]
    met = open_ok and stall_ok and reads == 0
    if not met:
        verdict = "; ".join(v for v in (verdict, stall_verdict) if v.startswith("NO")) or (
            f"NO, {reads} take files read on the GUI thread"
        )
    steps = ", ".join(f"{step} {ms:.0f}" for step, ms in stalls.items())
    # How much of the worst stall the GUI thread itself worked, and waited for a core (a
    # busy machine); the rest it waited for the interpreter lock.
    busy = report["longest_stall_gui_cpu_ms"].get(worst_step, 0.0)
    queued = report["longest_stall_gui_queued_ms"].get(worst_step, 0.0)
    return Row(
        f"12. A {report['lines']}-line book in the window",
        f"opened in {report['open_s']:.2f} s; longest stall (ms) per step: {steps}; "
        f"{report['stale_rendered']} stale lines rendered, best of 3 on "
        f"{len(report['best_of_takes'])}, {report['duplicated']} lines duplicated, rendered "
        f"and saved, a {report['epub_words']:,}-word EPUB imported "
        f"({report['imported_lines']:,} lines); a page scrolled in "
        f"{report['scroll_page_median_ms']:.0f} ms (longest {report['scroll_page_max_ms']:.0f}); "
        f"{reads} take files read on the GUI thread",
        "-",
        f"open {report['open_s']:.2f} s, longest stall {stall:.0f} ms ({worst_step}; the GUI "
        f"thread busy {busy:.0f} ms of it, waiting for a core {queued:.0f} ms)",
        "open <= 2 s, no stall over 100 ms, no take audio read on the GUI thread",
        met,
        verdict,
        report,
    )


def format_table(rows: list[Row]) -> str:
    cells = [COLUMNS] + [
        (r.case, r.studio, r.baseline, r.figure, r.target, r.verdict) for r in rows
    ]
    widths = [max(len(row[i]) for row in cells) for i in range(len(COLUMNS))]

    def line(values: tuple[str, ...]) -> str:
        return "| " + " | ".join(v.ljust(w) for v, w in zip(values, widths, strict=True)) + " |"

    rule = "|" + "|".join("-" * (w + 2) for w in widths) + "|"
    return "\n".join([line(cells[0]), rule] + [line(c) for c in cells[1:]])


class Bench:
    """What the rows share: sizes, references, a work folder and (lazily) the engine."""

    def __init__(self, cfg: BenchConfig, gui_own_thread: bool, started: float) -> None:
        self.cfg = cfg
        self.gui_own_thread = gui_own_thread
        self.started = started
        self.workdir = make_workdir()
        self.long_refs, self.short_refs = make_references(cfg, self.workdir)
        self._cases: Any = None
        self._engine_error: BaseException | None = None
        self.batch_cases: Any = None  # rows 10 and 11's engine (cases_batch.batch_row)

    def pocket(self) -> Any:
        """Rows 1-5's shared engine and references (``PocketCases``), loaded on first use."""
        if self._engine_error is not None:
            raise NotMeasured(f"the engine did not load: {_one_line(self._engine_error)}")
        if self._cases is None:
            from cases_pocket import PocketCases

            try:
                engine = load_engine(self.cfg.threads, self.cfg.model)
                fix_frames(engine.model, self.cfg.frames)
                log(f"engine loaded ({engine.info.fingerprint})", self.started)
                cases = PocketCases(engine, self.cfg, self.long_refs, self.short_refs, self.workdir)
                cases.warm_up()
            except Exception as exc:
                self._engine_error = exc
                raise
            log("warmed up", self.started)
            self._cases = cases
        return self._cases

    def release(self) -> None:
        """Free the in-process engine before rows that measure their own process."""
        self._cases = None


@dataclass(frozen=True)
class RowSpec:
    """One row of the table: its number, its name while not yet measured, how to measure it.

    ``in_process`` rows share the engine of ``Bench.pocket()``; before any
    other row it is released, so a row measured in its own process does not
    compete with it for memory.
    """

    number: int
    name: str
    measure: Callable[[Bench], Row]
    in_process: bool = False


ROWS: tuple[RowSpec, ...] = (
    RowSpec(1, "1. Lines from one reference", lambda b: b.pocket().ten_lines(), True),
    RowSpec(2, "2. Studio overhead per line", lambda b: b.pocket().overhead(), True),
    RowSpec(3, "3. Three voices alternating", lambda b: b.pocket().three_voices(), True),
    RowSpec(4, "4. Restart", lambda b: b.pocket().restart(), True),
    RowSpec(5, "5. Time to first audio", lambda b: b.pocket().first_audio(), True),
    RowSpec(6, "6. Memory", memory_row),
    RowSpec(7, "7. GUI responsiveness", gui_row),
    RowSpec(8, "8. Play to first sound", first_sound_row),
    RowSpec(9, "9. Underruns streaming a script", underrun_row),
    RowSpec(10, "10. 10 lines, one voice, batched", lambda b: batch_row(b, 10)),
    RowSpec(11, "11. 40 lines, one voice, batched", lambda b: batch_row(b, 11)),
    RowSpec(12, "12. A book in the window, every interaction", project_row),
    RowSpec(13, "13. Word check of a 20-line bulk render", check_row),
    RowSpec(14, "14. Start-up", lambda b: startup_row(b.cfg)),
    RowSpec(15, "15. 40 lines through the window's worker", window_batch_row),
    RowSpec(16, "16. Voice check of a 20-line bulk render", voice_row),
    RowSpec(
        17,
        "17. 64 requests from 16 clients, through the server",
        lambda b: serve_row(b.cfg, b.long_refs, b.workdir),
    ),
    RowSpec(
        18,
        "18. The same requests through serve --ray local",
        lambda b: serve_row(b.cfg, b.long_refs, b.workdir, RAY_REPLICAS),
    ),
)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0]}" if text else type(exc).__name__


def measure(spec: RowSpec, bench: Bench) -> Row:
    """The row, or a row that says why it could not be measured (the run goes on)."""
    try:
        return spec.measure(bench)
    except NotMeasured as exc:
        return Row.not_measured(spec.name, str(exc))
    except Exception as exc:  # noqa: BLE001 - any failure of one row must not lose the others
        traceback.print_exc(file=sys.stderr)
        return Row.not_measured(spec.name, _one_line(exc))


def header(cfg: BenchConfig, threads: int, elapsed: float) -> str:
    note = " (smallest architecture: checks that every row runs; the figures mean nothing)"
    return (
        f"pocket-tts benchmarks ({cfg.mode}): model {cfg.model} (random weights), CPU, torch "
        f"threads {threads} on {os.cpu_count()} cores, torch {torch.__version__}, Python "
        f"{platform.python_version()}{note if cfg.mode == 'smoke' else ''}\n"
        f"{cfg.frames} frames ({cfg.max_seconds(FRAME_RATE):.2f} s) per line on both sides, "
        f"EOS off, seed 1234 before every line; repetitions: row1 {cfg.reps_ten_lines}, "
        f"row2 {cfg.reps_overhead}, row3 {cfg.reps_three_voices}, row4 {cfg.reps_restart}, "
        f"row5 {cfg.reps_first_audio}; row6 {cfg.memory_lines} lines, row7 {cfg.gui_lines} lines, "
        f"rows 8-9 one run (row 9: {SCRIPT_LINES[cfg.mode]} lines)"
        f"\nfigures: median [min..max] n=repetitions; ratios are medians of per-repetition "
        f"studio/baseline; total {elapsed:.0f} s"
    )


def write_json(path: Path, cfg: BenchConfig, threads: int, elapsed: float, rows: list[Row]) -> None:
    result = {
        "mode": cfg.mode,
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "torch": torch.__version__,
            "threads": threads,
            **device_facts(),
        },
        "config": cfg.to_json(),
        "samples_per_frame": round(RATE / FRAME_RATE),
        "elapsed_s": elapsed,
        "rows": [r.to_json() for r in rows],
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(result, indent=1), encoding="utf-8")


def default_json_path(mode: str, workdir: Path) -> Path:
    """Where a run without ``--json`` writes: a smoke run in its temp folder, any other in
    ``benchmarks/out/``, one file per mode."""
    if mode == "smoke":
        return workdir / "results.json"
    return RESULTS_DIR / f"results-{mode}.json"


def main() -> int:
    private_settings()  # the window's settings and recovery go to a folder of its own
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--quick", action="store_true", help="fewer repetitions and lines")
    size.add_argument(
        "--smoke", action="store_true", help="every row once, smallest architecture, 2-3 lines"
    )
    parser.add_argument(
        "--json",
        type=Path,
        default=None,
        metavar="FILE",
        help="default: benchmarks/out/results-MODE.json (--smoke: in the run's temp folder)",
    )
    parser.add_argument(
        "--threads",
        type=int,
        default=None,
        help="torch threads for both sides (default: the studio's, half the cores)",
    )
    parser.add_argument("--rows", default=",".join(str(r.number) for r in ROWS), help="e.g. 1,4,7")
    parser.add_argument(
        "--gui-own-thread",
        action="store_true",
        help="row 7 on a minimal QThread instead of studio.ui.session.worker",
    )
    parser.add_argument(
        "--device",
        choices=("cpu", "cuda", "auto"),
        default="cpu",
        help="where every row that renders runs (auto: the GPU if there is one)",
    )
    parser.add_argument(
        "--deterministic",
        action="store_true",
        help="on a GPU: no TF32, deterministic kernels, and the CPU's 1e-5 rule for same audio",
    )
    parser.add_argument(
        "--compile",
        choices=("auto", "on", "off"),
        default="auto",
        help="torch.compile for the rows that load VoxCPM2 (row 14 on a GPU), as the studio's "
        "--compile: auto compiles on a GPU",
    )
    args = parser.parse_args()
    # Read by bench_common.load_engine and the subprocess rows alike.
    os.environ[DEVICE_VARIABLE] = args.device
    os.environ[COMPILE_VARIABLE] = args.compile
    if args.deterministic:
        os.environ["VOICE_STUDIO_BENCH_DETERMINISTIC"] = "1"
    wanted = {int(x) for x in args.rows.split(",") if x.strip()}
    started = time.perf_counter()

    from studio.engines.pocket import set_threads

    set_threads(args.threads)
    threads = torch.get_num_threads()
    mode = "smoke" if args.smoke else "quick" if args.quick else "full"
    cfg = BenchConfig.make(mode, threads)
    bench = Bench(cfg, args.gui_own_thread, started)
    log(f"references in {bench.workdir}", started)
    json_path: Path = args.json or default_json_path(mode, bench.workdir)

    rows: list[Row] = []
    interrupted = False
    for spec in ROWS:
        if spec.number not in wanted:
            continue
        if not spec.in_process:
            bench.release()
        try:
            rows.append(measure(spec, bench))
        except KeyboardInterrupt:
            rows.append(Row.not_measured(spec.name, "interrupted"))
            interrupted = True
            break
        log(f"row {spec.number}: {rows[-1].figure} -> {rows[-1].verdict}", started)
        # Written after every row, so a run stopped halfway keeps what it measured.
        write_json(json_path, cfg, threads, time.perf_counter() - started, rows)
    bench.release()

    elapsed = time.perf_counter() - started
    write_json(json_path, cfg, threads, elapsed, rows)
    print(header(cfg, threads, elapsed))
    print(format_table(rows))
    print(f"JSON: {json_path}")
    if interrupted:
        return 130
    return 0 if all(r.measured for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
