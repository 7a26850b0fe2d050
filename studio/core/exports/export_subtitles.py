"""The subtitle and label files of an export, line by line or word by word.

A line whose chosen take has a word check with timings (``Take.check``) is
timed by its speech: its line-level cue starts at the first word and ends at
the last (``speech_cues``), not at the take's edges. With ``word_timing``
the SRT has a cue per word, the WebVTT one karaoke cue per line (a timestamp
tag before each word) and the Audacity labels a label per word; a line with
no timings keeps one cue over its whole take there, so no line is lost.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

from studio.core.document import Document
from studio.core.exports.export_settings import ExportRequest
from studio.core.exports.subtitles import Cue, to_audacity_labels, to_srt, to_vtt
from studio.core.exports.word_subtitles import (
    TimedLine,
    speech_cues,
    to_karaoke_vtt,
    to_word_labels,
    to_word_srt,
)
from studio.core.words.timing import WordTiming

# Speech is not cut off at its first and last sample: a little room on each side.
SPEECH_PAD_S = 0.05


def line_timings(doc: Document, cues: Sequence[Cue]) -> dict[str, tuple[WordTiming, ...]]:
    """Each exported line's word timings (its chosen take's word check), by line id."""
    out: dict[str, tuple[WordTiming, ...]] = {}
    for cue in cues:
        take = doc.line(cue.line_id).current_take
        if take is not None and take.check is not None and take.check.timings:
            out[cue.line_id] = take.check.timings
    return out


def word_lines(cues: Sequence[Cue], timings: dict[str, tuple[WordTiming, ...]]) -> list[TimedLine]:
    """Every cue with its words; one without timings is one "word": its whole text."""
    return [
        TimedLine(
            cue,
            timings.get(cue.line_id)
            or (WordTiming(cue.text, 0.0, cue.end_seconds - cue.start_seconds, estimated=True),),
        )
        for cue in cues
    ]


def subtitle_files(
    doc: Document, cues: Sequence[Cue], request: ExportRequest
) -> Iterator[tuple[Path, str]]:
    """(path, text) of each subtitle or label file ``request`` asks for."""
    timings = line_timings(doc, cues)
    if request.word_timing:
        lines = word_lines(cues, timings)
        writers = ((request.srt, to_word_srt), (request.vtt, to_karaoke_vtt))
        for path, words in writers:
            if path is not None:
                yield path, words(lines)
        if request.labels is not None:
            yield request.labels, to_word_labels(lines)
        return
    spoken = speech_cues(cues, timings, SPEECH_PAD_S)
    for path, render in (
        (request.srt, to_srt),
        (request.vtt, to_vtt),
        (request.labels, to_audacity_labels),
    ):
        if path is not None:
            yield path, render(spoken)


__all__ = ["SPEECH_PAD_S", "line_timings", "subtitle_files", "word_lines"]
