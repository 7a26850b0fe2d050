"""The review report: one HTML page with a book's checks, its flags and the drift plot.

Everything a person needs to decide which lines to listen to, on one page that
opens in any browser: a summary, the plot (a PNG, inside the page as a data
URI so the page is one file), and a table of every line with its chosen
take's similarity to its voice, what the recognizer heard and the review's
flags. Plain text in, escaped; no Qt (the plot comes drawn).
"""

from __future__ import annotations

import base64
import html
import statistics
from collections.abc import Mapping
from dataclasses import dataclass

from studio.core.document import Document
from studio.core.exports.chapters import chapters
from studio.core.review.drift import Drift
from studio.core.review.review import LineReview

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #202124; }
h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 1.5em; }
table { border-collapse: collapse; width: 100%; font-size: 0.9em; }
th, td { border-bottom: 1px solid #dadce0; padding: 0.3em 0.5em; text-align: left;
  vertical-align: top; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.flagged td { background: #fef7e0; }
tr.chapter td { background: #e8f0fe; font-weight: bold; }
img { max-width: 100%; border: 1px solid #dadce0; }
.note { color: #5f6368; }
"""


@dataclass(frozen=True)
class ReportFacts:
    """What the page says of how it was made."""

    title: str
    min_similarity: float | None  # the voice flag's threshold (None: the voice check is off)
    encoder: str = "resemblyzer GE2E"


def review_report_html(
    doc: Document,
    reviews: Mapping[str, LineReview],
    drift: Drift,
    facts: ReportFacts,
    plot_png: bytes | None,
) -> str:
    """The page; ``reviews`` by line id (the chosen takes'), ``plot_png`` the drift plot."""
    e = html.escape
    rows = {point.line_id: point for point in drift.points}
    similarities = [p.similarity for p in drift.points if p.similarity is not None]
    flagged = [line_id for line_id, review in reviews.items() if review.flagged]
    voice_flags = sum(
        1 for review in reviews.values() if any(f.kind == "voice" for f in review.flags)
    )
    rendered = len(drift.points)
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{e(facts.title)}: review</title><style>{_STYLE}</style></head><body>",
        f"<h1>{e(facts.title)}: review</h1>",
        "<ul>",
        f"<li>{len(doc.lines)} lines, {rendered} with a take, {len(flagged)} flagged "
        "for a listen.</li>",
    ]
    if similarities:
        parts.append(
            f"<li>Similarity to the voice: median {statistics.median(similarities):.2f}, "
            f"lowest {min(similarities):.2f}, over {len(similarities)} takes; "
            f"{voice_flags} below {facts.min_similarity or 0:.2f}.</li>"
        )
    else:
        parts.append("<li>No take's voice was measured (render with the voice check on).</li>")
    parts += [
        "</ul>",
        '<p class="note">The similarity is the cosine of two speaker embeddings made by '
        f"{e(facts.encoder)}: an encoder's judgement of how alike two voices are, not a "
        "listener's. 1 is the same direction; takes of one voice usually score well above "
        "the threshold, other voices below it. It says nothing about the words, the "
        "pronunciation or the acting.</p>",
    ]
    if plot_png is not None:
        data = base64.b64encode(plot_png).decode("ascii")
        parts += [
            "<h2>Drift across the book</h2>",
            f'<img alt="Similarity, speaking rate and loudness over the lines" '
            f'src="data:image/png;base64,{data}">',
        ]
    parts += [
        "<h2>Lines</h2>",
        "<table><thead><tr><th>#</th><th>Voice</th><th>Text</th><th>Similarity</th>"
        "<th>Rate (chars/s)</th><th>Level (dBFS)</th><th>Words heard</th><th>Flags</th>"
        "</tr></thead><tbody>",
    ]
    starts = {c.line_ids[0]: c for c in chapters(doc) if c.line_ids and c.title}
    for number, line in enumerate(doc.lines, start=1):
        chapter = starts.get(line.id)
        if chapter is not None:
            parts.append(f'<tr class="chapter"><td colspan="8">{e(chapter.title)}</td></tr>')
        point = rows.get(line.id)
        review = reviews.get(line.id)
        take = line.current_take
        heard = ""
        if take is not None and take.check is not None:
            heard = e(take.check.heard) + (
                "" if take.check.matches else f" (WER {take.check.wer:.2f})"
            )
        flags = "<br>".join(e(flag.reason) for flag in review.flags) if review else ""
        css = ' class="flagged"' if review is not None and review.flagged else ""
        parts.append(
            f"<tr{css}><td class=n>{number}</td><td>{e(line.voice)}</td><td>{e(line.text)}</td>"
            f"<td class=n>{_number(point.similarity if point else None, 2)}</td>"
            f"<td class=n>{_number(point.chars_per_second if point else None, 1)}</td>"
            f"<td class=n>{_number(point.level_db if point else None, 1)}</td>"
            f"<td>{heard}</td><td>{flags if take is not None else 'no take'}</td></tr>"
        )
    parts += ["</tbody></table>", "</body></html>", ""]
    return "\n".join(parts)


def _number(value: float | None, decimals: int) -> str:
    return "–" if value is None else f"{value:.{decimals}f}"


__all__ = ["ReportFacts", "review_report_html"]
