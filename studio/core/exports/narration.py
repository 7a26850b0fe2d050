"""The narration of an export: the chosen lines' active takes joined with their gaps.

Lines are chosen by id (or a range), in script order; each take is
resampled to the export's rate, faded in and out so no join clicks, and
followed by its gap; head and tail silence frame the whole. Then it is
normalised: to a loudness target, or (ACX) to the RMS and peaks ACX asks for.
The chapters' spans in it are what the chapter marks and chapter files use.
"""

from __future__ import annotations

import math
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from studio.core.document import Document, Line, TakeAudioStore
from studio.core.exports.audiobook import ChapterMark
from studio.core.exports.chapters import chapters as document_chapters
from studio.core.exports.export_settings import ExportRequest
from studio.core.exports.subtitles import Cue
from studio.core.sound.acx import AcxFit, fit_acx
from studio.core.sound.audio import resample
from studio.core.sound.loudness import LoudnessReport, normalize
from studio.core.text.wording import numbers
from studio.errors import QT_TRANSLATE_NOOP, Said, StudioError

DEFAULT_GAP_SECONDS = 0.3

# Told how far the export is (0-1) and what it does now, a sentence (context ExportProgress).
ProgressCallback = Callable[[float, Said], None]


def progress_step(template: str, *args: object) -> Said:
    """A progress sentence of the export (``template`` marked, context ExportProgress)."""
    return Said(template, *args, context="ExportProgress")


@dataclass(frozen=True)
class MissingTake:
    number: int  # 1-based place in the script
    line_id: str
    text: str
    # The line has a take, but its audio file is missing or damaged.
    audio_lost: bool = False


_RENDER_FIRST = "render {} first"


class MissingTakesError(StudioError):
    """Lines chosen for export that have no take (or no take audio)."""

    def __init__(self, missing: Sequence[MissingTake], remedy: str = _RENDER_FIRST) -> None:
        """``remedy`` says what to do; ``{}`` in it becomes "it" or "them"."""
        self.missing = tuple(missing)
        listed = _numbers([m.number for m in self.missing])
        one = len(self.missing) == 1
        what: str | Said
        if remedy != _RENDER_FIRST:
            what = remedy.format("it" if one else "them")
        elif one:
            what = Said(QT_TRANSLATE_NOOP("StudioError", "render it first"))
        else:
            what = Said(QT_TRANSLATE_NOOP("StudioError", "render them first"))
        if all(m.audio_lost for m in self.missing):
            if one:
                super().__init__(
                    QT_TRANSLATE_NOOP(
                        "StudioError",
                        "The take audio of line {0} is missing from the project; {1}.",
                    ),
                    listed,
                    what,
                )
            else:
                super().__init__(
                    QT_TRANSLATE_NOOP(
                        "StudioError",
                        "The take audio of lines {0} is missing from the project; {1}.",
                    ),
                    listed,
                    what,
                )
        elif one:
            super().__init__(
                QT_TRANSLATE_NOOP("StudioError", "Line {0} has no take; {1}."), listed, what
            )
        else:
            super().__init__(
                QT_TRANSLATE_NOOP("StudioError", "Lines {0} have no take; {1}."), listed, what
            )


def _numbers(values: Sequence[int], shown: int = 10) -> str | Said:
    """``wording.numbers``, its "and N more" said as a clause the window can translate."""
    if len(values) <= shown:
        return numbers(values, shown)
    return Said(
        QT_TRANSLATE_NOOP("StudioError", "{0} and {1} more"),
        numbers(values[:shown], shown),
        len(values) - shown,
    )


class ExportCancelled(Exception):
    """The cancel event was set; nothing was written. Not an error to show."""


def parse_line_range(spec: str, doc: Document) -> tuple[str, ...]:
    """Line ids of ``A-B`` (1-based, inclusive; ``A-`` to the end, ``-B`` from the start, ``N``)."""
    count = len(doc.lines)
    match = re.fullmatch(r"\s*(\d*)\s*(-?)\s*(\d*)\s*", spec)
    if match is None or not (match.group(1) or match.group(3)):
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Line range {0!r} is not A-B (for example 3-7)."), spec
        )
    first = int(match.group(1)) if match.group(1) else 1
    last = int(match.group(3)) if match.group(3) else (count if match.group(2) else first)
    if not 1 <= first <= last <= count:
        if count == 0:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "Line range {0!r} is outside the script, which has no lines."
                ),
                spec,
            )
        if count == 1:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "Line range {0!r} is outside the script, which has only line 1."
                ),
                spec,
            )
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Line range {0!r} is outside the script, which has lines 1-{1}."
            ),
            spec,
            count,
        )
    return tuple(line.id for line in doc.lines[first - 1 : last])


def chosen_lines(doc: Document, line_ids: Sequence[str] | None) -> list[tuple[int, Line]]:
    """(1-based number, line) of the chosen lines, in script order whatever the order given."""
    if line_ids is None:
        return list(enumerate(doc.lines, start=1))
    wanted = set(line_ids)
    unknown = wanted - {line.id for line in doc.lines}
    if len(unknown) == 1:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} chosen line is no longer in the script; choose the lines again.",
            ),
            len(unknown),
        )
    if unknown:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} chosen lines are no longer in the script; choose the lines again.",
            ),
            len(unknown),
        )
    return [(n, line) for n, line in enumerate(doc.lines, start=1) if line.id in wanted]


def lines_without_takes(
    doc: Document, takes: TakeAudioStore, line_ids: Sequence[str] | None = None
) -> list[MissingTake]:
    """The chosen lines that cannot be exported yet: no active take, or its audio is missing.

    The GUI renders these first (or shows the refusal), as the user chooses.
    """
    missing: list[MissingTake] = []
    for number, line in chosen_lines(doc, line_ids):
        take = line.current_take
        if take is None or take.id not in takes:
            missing.append(MissingTake(number, line.id, line.text, take is not None))
    return missing


@dataclass(frozen=True)
class Narration:
    samples: np.ndarray
    sample_rate: int
    cues: tuple[Cue, ...]
    loudness: LoudnessReport | None
    stale_numbers: tuple[int, ...]
    acx_fit: AcxFit | None = None


def _fade(audio: np.ndarray, fade: int) -> np.ndarray:
    """Raised-cosine fade in and out, so every join starts and ends at zero."""
    fade = min(fade, len(audio) // 2)
    if fade <= 0:
        return audio
    ramp = (0.5 - 0.5 * np.cos(np.linspace(0.0, math.pi, fade + 2)[1:-1])).astype(np.float32)
    audio = audio.copy()
    audio[:fade] *= ramp
    audio[-fade:] *= ramp[::-1]
    return audio


def check_cancel(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise ExportCancelled


def build_narration(
    doc: Document,
    takes: TakeAudioStore,
    request: ExportRequest,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
) -> Narration:
    """Join the chosen lines' active takes with their gaps, then normalise if asked."""
    report = progress or (lambda fraction, message: None)
    chosen = chosen_lines(doc, request.line_ids)
    if not chosen:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "No lines chosen to export; select at least one line.")
        )
    missing = lines_without_takes(doc, takes, request.line_ids)
    if missing:
        raise MissingTakesError(missing)
    settings = request.settings
    picked = [(n, line, line.current_take) for n, line in chosen]
    rate = settings.sample_rate or max(take.sample_rate for _, _, take in picked if take)
    fade = int(round(settings.fade_ms / 1000 * rate))
    default_gap = request.gap if request.gap is not None else doc.defaults.gap_after
    if default_gap is None:
        default_gap = DEFAULT_GAP_SECONDS

    head = np.zeros(max(0, int(round(settings.head_seconds * rate))), dtype=np.float32)
    parts: list[np.ndarray] = [head]
    cues: list[Cue] = []
    stale: list[int] = []
    position = len(head)
    for i, (number, line, take) in enumerate(picked):
        check_cancel(cancel)
        assert take is not None  # lines_without_takes ruled this out
        audio = takes.get(take.id)
        if audio is None:
            # Its file went after the check above (another program saved the project
            # without this take): no take, as if it had never been rendered.
            raise MissingTakesError([MissingTake(number, line.id, line.text, audio_lost=True)])
        audio = resample(np.asarray(audio, dtype=np.float32), take.sample_rate, rate)
        audio = _fade(audio, fade)
        parts.append(audio)
        cues.append(Cue(number, line.id, take.text, position, position + len(audio), rate))
        position += len(audio)
        if not doc.take_matches(line, take):
            stale.append(number)
        if i < len(picked) - 1:
            gap = line.params.gap_after if line.params.gap_after is not None else default_gap
            silence = np.zeros(max(0, int(round(gap * rate))), dtype=np.float32)
            parts.append(silence)
            position += len(silence)
        report(
            0.5 * (i + 1) / len(picked),
            progress_step(QT_TRANSLATE_NOOP("ExportProgress", "Joined line {0}"), number),
        )
    parts.append(np.zeros(max(0, int(round(settings.tail_seconds * rate))), dtype=np.float32))
    samples = np.concatenate(parts)
    loudness: LoudnessReport | None = None
    acx_fit: AcxFit | None = None
    if settings.acx:
        check_cancel(cancel)
        report(
            0.55, progress_step(QT_TRANSLATE_NOOP("ExportProgress", "Normalising loudness for ACX"))
        )
        samples, acx_fit = fit_acx(samples, rate)
        loudness = acx_fit.loudness
    elif settings.loudness is not None:
        check_cancel(cancel)
        report(0.55, progress_step(QT_TRANSLATE_NOOP("ExportProgress", "Normalising loudness")))
        samples, loudness = normalize(samples, rate, settings.loudness, settings.true_peak)
    return Narration(samples, rate, tuple(cues), loudness, tuple(stale), acx_fit)


def chapter_marks(
    doc: Document, cues: Sequence[Cue], total: int, book_title: str = ""
) -> tuple[ChapterMark, ...]:
    """Chapter spans in an export: each chapter from its first exported line to the
    next chapter (the first from the file's start, the last to its end).

    A chapter with no exported line is left out; a document without chapter
    markers is one chapter named after the book.
    """
    line_start = {cue.line_id: cue.start for cue in cues}
    starts: list[tuple[int, str]] = []
    for chapter in document_chapters(doc):
        first = [line_start[i] for i in chapter.line_ids if i in line_start]
        if first:
            starts.append((min(first), chapter.display_title(book_title)))
    marks: list[ChapterMark] = []
    for i, (start, title) in enumerate(starts):
        end = starts[i + 1][0] if i + 1 < len(starts) else total
        marks.append(ChapterMark(title, 0 if i == 0 else start, end))
    return tuple(marks)


def chapter_spans(doc: Document, cues: Sequence[Cue]) -> list[tuple[int, str, int, int]]:
    """(chapter number, title, first sample, end sample) of each exported chapter's
    speech: from its first line's start to its last line's end, gaps around left out."""
    spans: list[tuple[int, str, int, int]] = []
    by_line = {cue.line_id: cue for cue in cues}
    for chapter in document_chapters(doc):
        mine = [by_line[i] for i in chapter.line_ids if i in by_line]
        if mine:
            spans.append((chapter.number, chapter.title, mine[0].start, mine[-1].end))
    return spans


__all__ = [
    "DEFAULT_GAP_SECONDS",
    "ExportCancelled",
    "MissingTake",
    "MissingTakesError",
    "Narration",
    "ProgressCallback",
    "progress_step",
    "build_narration",
    "chapter_marks",
    "chapter_spans",
    "check_cancel",
    "chosen_lines",
    "lines_without_takes",
    "parse_line_range",
]
