"""``voice-studio export --report FILE.html``: a project's review report, headless.

The page (``studio.core.review.review_report``) holds the drift plot the window's
dock draws: the same widget (``studio.ui.drift.chart``), drawn offscreen to a
PNG, which is why this command alone of ``export`` imports Qt. Takes are
measured from their audio as the window's review measures them; the
similarity is each take's own, measured when it was rendered with the voice
check on. With ``--out``, ``--stems`` or ``--chapters`` the export runs too.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from studio.core.files.atomic_file import write_text_atomic
from studio.core.review.drift import Drift, drift_of
from studio.core.review.review import Reviewer, ReviewLimits
from studio.core.review.review_report import ReportFacts, review_report_html
from studio.core.store.project import load_project
from studio.errors import StudioError


def run_report(args: argparse.Namespace) -> int:
    """Write the report; then the export, when files were asked for too."""
    path: Path = args.report
    if path.exists() and not args.overwrite:
        raise StudioError(f"{path} exists; add --overwrite to replace it.")
    if path.suffix.lower() not in (".html", ".htm"):
        raise StudioError(f"The report is a web page: name it FILE.html, not {path.name}.")
    project = load_project(args.project)
    doc = project.doc
    reviewer = Reviewer(ReviewLimits(min_similarity=args.min_similarity))
    reviews = reviewer.review(doc, project.takes)
    drift = drift_of(doc, lambda take: reviewer.measure(take, project.takes))
    title = project.export.title or Path(args.project).stem
    facts = ReportFacts(title, args.min_similarity)
    html = review_report_html(doc, reviews, drift, facts, plot_png(drift, args.min_similarity))
    write_text_atomic(path, html)
    flagged = sum(1 for review in reviews.values() if review.flagged)
    print(
        f"Wrote the review report {path} ({len(doc.lines)} lines, {flagged} flagged).",
        file=sys.stderr,
        flush=True,
    )
    if args.out is None and args.stems is None and args.chapters is None:
        return 0
    from studio.cli.export import run_export

    return run_export(args)


def plot_png(drift: Drift, min_similarity: float | None) -> bytes:
    """The drift plot as PNG bytes, drawn offscreen by the window's own chart."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from studio.ui.drift.chart import DriftChart

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "voice-studio"])
    chart = DriftChart()
    try:
        chart.set_drift(drift, min_similarity)
        with tempfile.TemporaryDirectory() as folder:
            return chart.png(Path(folder) / "drift.png").read_bytes()
    finally:
        chart.deleteLater()
        del app


__all__ = ["plot_png", "run_report"]
