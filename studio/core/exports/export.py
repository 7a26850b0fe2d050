"""Export: the narration, stems, subtitles and markers from the active takes.

Audiobooks: M4B (AAC in MP4) and MP3 carry the project's chapters as
chapter marks, with title, author and cover tags (``audiobook.py``); with
``chapters_dir`` each chapter is also written as a file of its own. Silence
can be added at the head and tail of each file (ACX asks for room tone
there); ``ExportSettings.acx`` normalises to meet the ACX levels, and
``acx_preset`` sets all ACX asks for (MP3 at 44.1 kHz and a constant 192
kbps as well). Asked to, the export checks every audio file it wrote as
written: read back and decoded again (``acx_file.py``).

The jobs live in their own modules: formats and choosing them
(``export_formats``), what is asked (``export_settings``), joining the takes
and their loudness (``narration``), writing files all or none
(``export_writing``); this one runs an export through them, and keeps every
name other modules import from ``studio.core.exports.export``.

``export_project`` runs on any thread (the GUI calls it from its pool with a
snapshot of the document); it reports progress through a callback and stops
when a ``threading.Event`` is set. Every file is first written to a temp file
beside its destination, and all of them are renamed into place only when all
were written: a failure or a cancel leaves no new file, half-written or not.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from studio.core.document import Document, TakeAudioStore
from studio.core.exports.acx_file import CheckCancelled, check_acx_files
from studio.core.exports.audiobook import ChapterMark
from studio.core.exports.chapters import chapters as document_chapters
from studio.core.exports.export_formats import (
    CHAPTER_FORMATS,
    FORMATS,
    LOUDNESS_PRESETS,
    MP3_RATES,
    AudioFormat,
    format_for,
    format_problem,
    loudness_target,
    mp3_bit_rates,
)
from studio.core.exports.export_settings import ExportRequest, ExportSettings, acx_preset
from studio.core.exports.export_subtitles import subtitle_files
from studio.core.exports.export_writing import Staging, book_tags, check_destinations
from studio.core.exports.narration import (
    DEFAULT_GAP_SECONDS,
    ExportCancelled,
    MissingTake,
    MissingTakesError,
    Narration,
    ProgressCallback,
    build_narration,
    chapter_marks,
    chapter_spans,
    check_cancel,
    chosen_lines,
    lines_without_takes,
    parse_line_range,
    progress_step,
)
from studio.core.exports.subtitles import Cue
from studio.core.files.replacing import refuse_existing
from studio.core.sound.acx import AcxFit, AcxReport, fit_acx
from studio.core.sound.loudness import LoudnessReport
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said, StudioError


@dataclass(frozen=True)
class ExportResult:
    files: tuple[Path, ...]
    sample_rate: int
    num_samples: int
    cues: tuple[Cue, ...]
    loudness: LoudnessReport | None
    # Lines whose active take no longer matches their text, voice or settings:
    # exported as rendered, which the caller may want to mention.
    stale_numbers: tuple[int, ...] = field(default=())
    chapters: tuple[ChapterMark, ...] = field(default=())
    # (file name, figures) for every audio file written, when ACX was asked for.
    acx: tuple[tuple[str, AcxReport], ...] = field(default=())
    acx_fit: AcxFit | None = None
    # Sentences about replaced files the trash would not take (kept beside, renamed).
    notes: tuple[Said, ...] = field(default=())

    @property
    def seconds(self) -> float:
        return self.num_samples / self.sample_rate if self.sample_rate else 0.0


def slug(text: str, limit: int = 40) -> str:
    """A file-name-safe, lower-case ASCII summary of a line's text."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return words[:limit].rstrip("-") or "line"


def export_project(
    doc: Document,
    takes: TakeAudioStore,
    request: ExportRequest,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
) -> ExportResult:
    """Write everything ``request`` asks for, all or nothing.

    Raises MissingTakesError (naming the lines) when a chosen line has no take,
    OutputError for paths that cannot be written, ExportCancelled on cancel.
    """
    report = progress or (lambda fraction, message: None)
    if request.out is None and request.stems_dir is None and request.chapters_dir is None:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Nothing to export: choose an output file, a stems folder or a chapters folder.",
            )
        )
    fmt = format_for(request.settings.format)
    check_destinations(request)
    if request.on_existing == "refuse":
        refuse_existing(planned_files(doc, request))
    narration = build_narration(doc, takes, request, report, cancel)
    settings = request.settings
    problem = format_problem(fmt, narration.sample_rate, settings.bit_rate)
    if problem:
        raise OutputError(problem)

    rate = narration.sample_rate
    with_chapters = fmt.name in CHAPTER_FORMATS
    marks = (
        chapter_marks(doc, narration.cues, len(narration.samples), request.album)
        if with_chapters
        else ()
    )
    # (name shown, temp file) of each audio file to check once all are written.
    to_check: list[tuple[str, Path]] = []
    tags = book_tags(settings, request.book_name, request.credit)
    staging = Staging(request.on_existing)
    try:
        if request.out is not None:
            report(
                0.7,
                progress_step(QT_TRANSLATE_NOOP("ExportProgress", "Writing {0}"), request.out.name),
            )
            tmp = staging.audio(request.out, narration.samples, rate, fmt, settings, marks, tags)
            to_check.append((request.out.name, tmp))
        if request.chapters_dir is not None:
            to_check += _write_chapter_files(
                doc, narration, request, fmt, staging, request.chapters_dir, cancel
            )
        cues = list(narration.cues)
        # Timed by the speech (and word by word, if asked) where takes were heard.
        for path, text in subtitle_files(doc, cues, request):
            staging.text(path, text)
        if request.stems_dir is not None:
            staging.make_folder(request.stems_dir)
            width = _stem_width(doc)
            for i, cue in enumerate(cues):
                check_cancel(cancel)
                name = _stem_name(cue.number, cue.text, width, fmt)
                # A stem is its span of the finished narration, so stems line up
                # with it exactly and carry the same loudness processing.
                stem = narration.samples[cue.start : cue.end]
                staging.audio(request.stems_dir / name, stem, rate, fmt, settings, (), tags)
                report(
                    0.75 + 0.15 * (i + 1) / len(cues),
                    progress_step(
                        QT_TRANSLATE_NOOP("ExportProgress", "Wrote stem {0}"), cue.number
                    ),
                )
        acx_reports: list[tuple[str, AcxReport]] = []
        if (settings.acx or request.check_acx) and to_check:
            check_cancel(cancel)
            report(
                0.9,
                progress_step(
                    QT_TRANSLATE_NOOP("ExportProgress", "Checking the files against ACX")
                ),
            )
            try:
                acx_reports = check_acx_files(to_check, cancel=cancel)
            except CheckCancelled:
                raise ExportCancelled from None
        check_cancel(cancel)
        files = staging.commit()
    except BaseException:
        staging.abort()
        raise
    report(1.0, progress_step(QT_TRANSLATE_NOOP("ExportProgress", "Export finished")))
    return ExportResult(
        files=files,
        sample_rate=narration.sample_rate,
        num_samples=len(narration.samples),
        cues=narration.cues,
        loudness=narration.loudness,
        stale_numbers=narration.stale_numbers,
        chapters=marks,
        acx=tuple(acx_reports),
        acx_fit=narration.acx_fit,
        notes=tuple(staging.notes),
    )


def _stem_width(doc: Document) -> int:
    return max(3, len(str(len(doc.lines))))


def _stem_name(number: int, text: str, width: int, fmt: AudioFormat) -> str:
    return f"{number:0{width}d}-{slug(text)}.{fmt.extension}"


def _chapter_name(number: int, title: str, settings: ExportSettings) -> str:
    return title or (settings.title if number == 1 else "") or f"Chapter {number}"


def _chapter_file(index: int, width: int, name: str, fmt: AudioFormat) -> str:
    return f"{index:0{width}d}-{slug(name)}.{fmt.extension}"


def planned_files(doc: Document, request: ExportRequest) -> list[Path]:
    """Every file ``export_project`` would write for ``request``, found without reading audio.

    What the window asks about, and the command line refuses without
    ``--overwrite``, before any work: a chosen line without a take is left out
    here (the export itself names it).
    """
    fmt = format_for(request.settings.format)
    files = [p for p in (request.out, request.srt, request.vtt, request.labels) if p is not None]
    try:
        picked = [(n, line.current_take) for n, line in chosen_lines(doc, request.line_ids)]
    except StudioError:
        return files
    if request.stems_dir is not None:
        width = _stem_width(doc)
        files += [
            request.stems_dir / _stem_name(n, take.text, width, fmt)
            for n, take in picked
            if take is not None
        ]
    if request.chapters_dir is not None:
        exported = {line.id for _, line in chosen_lines(doc, request.line_ids)}
        spans = [c for c in document_chapters(doc) if any(i in exported for i in c.line_ids)]
        width = max(2, len(str(len(spans))))
        files += [
            request.chapters_dir
            / _chapter_file(i, width, _chapter_name(c.number, c.title, request.settings), fmt)
            for i, c in enumerate(spans, start=1)
        ]
    return files


def _write_chapter_files(
    doc: Document,
    narration: Narration,
    request: ExportRequest,
    fmt: AudioFormat,
    staging: Staging,
    folder: Path,
    cancel: threading.Event | None,
) -> list[tuple[str, Path]]:
    """One file per chapter: its speech with the head and tail silence of a file,
    normalised on its own for ACX. Returns (file name, temp file) of each."""
    settings = request.settings
    rate = narration.sample_rate
    head = np.zeros(max(0, int(round(settings.head_seconds * rate))), dtype=np.float32)
    tail = np.zeros(max(0, int(round(settings.tail_seconds * rate))), dtype=np.float32)
    spans = chapter_spans(doc, narration.cues)
    staging.make_folder(folder)
    written: list[tuple[str, Path]] = []
    width = max(2, len(str(len(spans))))
    book = book_tags(settings, request.book_name, request.credit)
    for i, (number, title, start, end) in enumerate(spans, start=1):
        check_cancel(cancel)
        name = _chapter_name(number, title, settings)
        path = folder / _chapter_file(i, width, name, fmt)
        samples = np.concatenate((head, narration.samples[start:end], tail))
        if settings.acx:
            # ACX takes one file per chapter and checks each: a chapter is
            # fitted on its own (a short one with its room tone reads quieter).
            samples, _ = fit_acx(samples, rate)
        tags = replace(book, title=name, track=(i, len(spans)))
        marks = (ChapterMark(name, 0, len(samples)),) if fmt.name in CHAPTER_FORMATS else ()
        written.append((path.name, staging.audio(path, samples, rate, fmt, settings, marks, tags)))
    return written


__all__ = [
    "CHAPTER_FORMATS",
    "DEFAULT_GAP_SECONDS",
    "ExportCancelled",
    "ExportRequest",
    "ExportResult",
    "ExportSettings",
    "FORMATS",
    "LOUDNESS_PRESETS",
    "MP3_RATES",
    "MissingTake",
    "MissingTakesError",
    "acx_preset",
    "book_tags",
    "build_narration",
    "chapter_marks",
    "chapter_spans",
    "chosen_lines",
    "export_project",
    "format_for",
    "format_problem",
    "loudness_target",
    "lines_without_takes",
    "mp3_bit_rates",
    "parse_line_range",
    "planned_files",
    "slug",
]
