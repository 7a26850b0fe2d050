"""Rows 8 and 9: streaming playback (benchmarks/stream_probe.py measures both in one process).

Row 8 compares the time from Play to the first sound of a stale line, through
the studio (session, worker, renderer, player, audio output), with the time to
upstream ``generate_audio_stream``'s first chunk: one run each. Row 9 counts
the times the audio output ran dry while a script of stale lines streamed,
next to how fast the lines rendered (below 1 is faster than real time).
"""

from __future__ import annotations

import functools
from typing import Any

from bench_common import NotMeasured, Row, verdict_at_most

FIRST_SOUND_RATIO_LIMIT = 1.2
# Lines of row 9's script.
SCRIPT_LINES = {"full": 20, "quick": 20, "smoke": 3}


@functools.lru_cache(maxsize=1)
def stream_report(bench: Any) -> dict[str, Any]:
    """The probe's report, run once for both rows."""
    from run import HERE, subprocess_json

    cfg = bench.cfg
    args = [str(HERE / "stream_probe.py"), "--threads", str(cfg.threads), "--mode", cfg.mode]
    report = subprocess_json(args + [str(bench.long_refs["alice"])])
    if report.get("failure"):
        raise NotMeasured(str(report["failure"]))
    return report


def first_sound_row(bench: Any) -> Row:
    report = stream_report(bench)
    studio_ms = float(report["first_sound_ms"])
    upstream_ms = float(report["upstream_first_chunk_ms"])
    ratio = studio_ms / upstream_ms
    met, verdict = verdict_at_most(ratio, FIRST_SOUND_RATIO_LIMIT)
    engine_ms = report.get("line_first_audio_ms")
    inside = "" if engine_ms is None else f", of which the engine's first chunk {engine_ms:.0f} ms"
    return Row(
        "8. Play to first sound",
        f"Play on a stale line to its first sound {studio_ms:.0f} ms{inside} ({report['output']})",
        f"first `generate_audio_stream` chunk {upstream_ms:.0f} ms",
        f"ratio {ratio:.2f}",
        f"<= {FIRST_SOUND_RATIO_LIMIT} (one run)",
        met,
        verdict,
        report,
    )


def underrun_row(bench: Any) -> Row:
    report = stream_report(bench)
    lines, rendered = report["script_lines"], report["lines_rendered"]
    if rendered != lines:
        raise NotMeasured(f"{rendered}/{lines} lines rendered ({report['lines_failed'][:1]})")
    underruns = int(report["underruns"])
    rtf = report["render_rtf_median"]
    faster = rtf is not None and report["render_rtf_max"] < 1.0
    met = underruns == 0
    verdict = "yes" if met else f"NO: {underruns} underruns (lines {report['underrun_lines']})"
    return Row(
        "9. Underruns streaming a script",
        f"{underruns} underruns over {lines} stale lines, {report['audio_s']:.1f} s of audio "
        f"in {report['play_wall_s']:.1f} s; first sound {report['script_first_sound_ms']:.0f} ms",
        f"render RTF median {rtf:.2f}, max {report['render_rtf_max']:.2f} "
        f"({'faster' if faster else 'NOT always faster'} than real time)",
        f"{underruns} underruns",
        "0 while rendering is faster than real time",
        met,
        verdict,
        report,
    )
