"""Benchmarks: the studio side by side with raw pocket-tts, in the same run.

    python benchmarks/run.py [--quick] [--json FILE] [--threads N] [--rows 1,2,...]

Prints one table (case, studio, baseline, ratio/figure, target, met?) and
writes the same figures, with every repetition, to a JSON file. See
benchmarks/README.md for what each row measures and how.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# Run as a script from anywhere: the helpers sit next to this file, the package one level up.
for entry in (str(HERE), str(ROOT)):
    if entry not in sys.path:
        sys.path.insert(0, entry)

import torch  # noqa: E402
from bench_common import (  # noqa: E402
    MODEL_SPEC,
    VOICE_SCRIPTS,
    BenchConfig,
    Row,
    fix_frames,
    load_engine,
    make_workdir,
    speech,
    verdict_at_most,
    write_reference,
)

COLUMNS = ("case", "studio", "baseline", "ratio/figure", "target", "met?")
ALL_ROWS = (1, 2, 3, 4, 5, 6, 7, 8)
RATE = 24000  # pocket-tts's rate; references are written at it so neither side resamples
FRAME_RATE = 12.5  # pocket-tts latent frames per second (80 ms frames)


def log(message: str, started: float) -> None:
    sys.stderr.write(f"[{time.perf_counter() - started:7.1f}s] {message}\n")
    sys.stderr.flush()


def make_references(workdir: Path) -> tuple[dict[str, Path], dict[str, Path]]:
    """10 s references (rows 1, 2, 4-7) and 5 s ones (row 3), real espeak-ng speech."""
    long_refs: dict[str, Path] = {}
    short_refs: dict[str, Path] = {}
    for name, (voice, text) in VOICE_SCRIPTS.items():
        samples = speech(10.0, voice, text, RATE, workdir)
        long_refs[name] = write_reference(samples, RATE, workdir / f"{name}.wav")
        short_refs[name] = write_reference(samples[: 5 * RATE], RATE, workdir / f"{name}-5s.wav")
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
        raise RuntimeError(f"{args[0]} failed ({done.returncode}):\n{done.stderr[-3000:]}")
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def memory_row(cfg: BenchConfig, refs: dict[str, Path]) -> Row:
    def probe(side: str) -> dict[str, Any]:
        args = [str(HERE / "memory_probe.py"), "--threads", str(cfg.threads), "--side", side]
        args += ["--quick"] if cfg.quick else []
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

    lines_note = "" if report["lines"] >= 200 else " (--quick)"
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


def gui_row(cfg: BenchConfig, ref: Path, own_thread: bool) -> Row:
    args = [str(HERE / "gui_probe.py"), "--threads", str(cfg.threads)]
    args += (["--quick"] if cfg.quick else []) + (["--own-thread"] if own_thread else [])
    report = subprocess_json(args + [str(ref)])
    longest = report["max_gap_ms"]
    met, verdict = verdict_at_most(longest, 50.0)
    if report["lines_done"] != report["lines"]:
        met, verdict = False, f"NO: {report['lines_done']}/{report['lines']} lines rendered"
    return Row(
        "7. GUI responsiveness",
        f"longest gap {longest:.1f} ms (p99 {report['p99_gap_ms']:.1f}, median "
        f"{report['median_gap_ms']:.1f}; {report['ticks']} ticks over {report['window_s']:.1f} s,"
        f" {report['lines_done']} lines) via {report['worker']}",
        "-",
        f"{longest:.1f} ms",
        "< 50 ms",
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions and lines")
    parser.add_argument("--json", type=Path, default=HERE / "results.json", metavar="FILE")
    parser.add_argument(
        "--threads",
        type=int,
        default=None,
        help="torch threads for both sides (default: the studio's, half the cores)",
    )
    parser.add_argument("--rows", default=",".join(map(str, ALL_ROWS)), help="e.g. 1,4,7")
    parser.add_argument(
        "--gui-own-thread",
        action="store_true",
        help="row 7 on a minimal QThread instead of studio.ui.session.worker",
    )
    args = parser.parse_args()
    wanted = {int(x) for x in args.rows.split(",") if x.strip()}
    started = time.perf_counter()

    from studio.engines.pocket import set_threads

    set_threads(args.threads)
    threads = torch.get_num_threads()
    cfg = BenchConfig.make(args.quick, threads)
    workdir = make_workdir()
    long_refs, short_refs = make_references(workdir)
    log(f"references in {workdir}", started)

    rows: list[Row] = []
    if wanted & {1, 2, 3, 4, 5}:
        from cases_pocket import PocketCases

        engine = load_engine(threads)
        assert torch.get_num_threads() == threads
        fix_frames(engine.model, cfg.frames)
        log(f"engine loaded ({engine.info.fingerprint}), torch threads {threads}", started)
        cases = PocketCases(engine, cfg, long_refs, short_refs, workdir)
        cases.warm_up()
        log("warmed up", started)
        steps = {
            1: cases.ten_lines,
            2: cases.overhead,
            3: cases.three_voices,
            4: cases.restart,
            5: cases.first_audio,
        }
        for number, step in steps.items():
            if number in wanted:
                rows.append(step())
                log(f"row {number}: {rows[-1].figure} -> {rows[-1].verdict}", started)
        del cases, engine
    if 6 in wanted:
        rows.append(memory_row(cfg, long_refs))
        log(f"row 6: {rows[-1].figure} -> {rows[-1].verdict}", started)
    if 7 in wanted:
        rows.append(gui_row(cfg, long_refs["alice"], args.gui_own_thread))
        log(f"row 7: {rows[-1].figure} -> {rows[-1].verdict}", started)
    if 8 in wanted:
        from cases_batch import batch_rows

        rows += batch_rows(cfg, long_refs["alice"])
        log(f"row 8: {rows[-1].figure} -> {rows[-1].verdict}", started)

    elapsed = time.perf_counter() - started
    spf = round(RATE / FRAME_RATE)
    header = (
        f"pocket-tts benchmarks ({'--quick' if cfg.quick else 'full'}): model "
        f"{MODEL_SPEC} (random weights), CPU, torch threads {threads} on "
        f"{os.cpu_count()} cores, "
        f"torch {torch.__version__}, Python {platform.python_version()}\n"
        f"{cfg.frames} frames ({cfg.max_seconds(FRAME_RATE):.2f} s) per line on both sides, "
        f"EOS off, seed 1234 before every line; repetitions: row1 {cfg.reps_ten_lines}, "
        f"row2 {cfg.reps_overhead}, row3 {cfg.reps_three_voices}, row4 {cfg.reps_restart}, "
        f"row5 {cfg.reps_first_audio}; row6 {cfg.memory_lines} lines, row7 {cfg.gui_lines} lines"
        f"\nfigures: median [min..max] n=repetitions; ratios are medians of per-repetition "
        f"studio/baseline; total {elapsed:.0f} s"
    )
    print(header)
    print(format_table(rows))
    result = {
        "mode": "quick" if cfg.quick else "full",
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "torch": torch.__version__,
            "threads": threads,
        },
        "config": cfg.__dict__,
        "samples_per_frame": spf,
        "elapsed_s": elapsed,
        "rows": [r.to_json() for r in rows],
    }
    args.json.write_text(json.dumps(result, indent=1), encoding="utf-8")
    print(f"JSON: {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
