"""Export: the narration, stems, subtitles and markers from the active takes.

Audiobooks: M4B (AAC in MP4) and MP3 carry the project's chapters as
chapter marks, with title, author and cover tags (``audiobook.py``); with
``chapters_dir`` each chapter is also written as a file of its own. Silence
can be added at the head and tail of each file (ACX asks for room tone
there), and ``ExportSettings.acx`` normalises to meet the ACX levels and
reports the ACX checks of every file written (``acx.py``).

``export_project`` runs on any thread (the GUI calls it from its pool with a
snapshot of the document); it reports progress through a callback and stops
when a ``threading.Event`` is set. Every file is first written to a temp file
beside its destination, and all of them are renamed into place only when all
were written: a failure or a cancel leaves no new file, half-written or not.
"""

from __future__ import annotations

import math
import os
import re
import threading
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
import soundfile as sf

from studio.core.acx import AcxFit, AcxReport, check_acx, fit_acx
from studio.core.atomic_file import (
    check_folder,
    describe_os_error,
    describe_write_failure,
    fsync_file,
    fsync_folder,
    new_temp,
    unlink_quietly,
)
from studio.core.audio import resample
from studio.core.audiobook import BookTags, ChapterMark, pyav_problem, tag_mp3, write_m4b
from studio.core.chapters import chapters as document_chapters
from studio.core.document import Document, Line, TakeAudioStore
from studio.core.loudness import LoudnessReport, normalize
from studio.core.replacing import OnExisting, refuse_existing, replace_file
from studio.core.subtitles import Cue, to_audacity_labels, to_srt, to_vtt
from studio.core.wording import numbers, plural
from studio.errors import OutputError, StudioError


@dataclass(frozen=True)
class AudioFormat:
    name: str
    container: str
    subtype: str
    extension: str
    label: str
    # Lossy codecs may reshape peaks by a fraction of a dB and pad the length.
    lossy: bool = False


FORMATS: dict[str, AudioFormat] = {
    f.name: f
    for f in (
        AudioFormat("wav", "WAV", "PCM_16", "wav", "WAV 16-bit"),
        AudioFormat("wav24", "WAV", "PCM_24", "wav", "WAV 24-bit"),
        AudioFormat("wav-float", "WAV", "FLOAT", "wav", "WAV 32-bit float"),
        AudioFormat("flac", "FLAC", "PCM_16", "flac", "FLAC 16-bit"),
        AudioFormat("flac24", "FLAC", "PCM_24", "flac", "FLAC 24-bit"),
        AudioFormat("ogg", "OGG", "VORBIS", "ogg", "OGG Vorbis", lossy=True),
        AudioFormat("mp3", "MP3", "MPEG_LAYER_III", "mp3", "MP3", lossy=True),
        AudioFormat("m4b", "M4B", "AAC", "m4b", "M4B audiobook (AAC)", lossy=True),
    )
}
_BY_EXTENSION = {
    "wav": "wav",
    "flac": "flac",
    "ogg": "ogg",
    "oga": "ogg",
    "mp3": "mp3",
    "m4b": "m4b",
}
# Formats whose files carry chapter marks and book tags.
CHAPTER_FORMATS = ("mp3", "m4b")
MP3_RATES = (8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000)

# (target LUFS, true-peak ceiling dBTP). Podcast and EBU R128 broadcast use
# -1 dBTP; ACX audiobooks ask for peaks under -3 dB.
LOUDNESS_PRESETS: dict[str, tuple[float, float]] = {
    "podcast": (-16.0, -1.0),
    "broadcast": (-23.0, -1.0),
    "audiobook": (-19.0, -3.0),
}
DEFAULT_GAP_SECONDS = 0.3

ProgressCallback = Callable[[float, str], None]


@dataclass(frozen=True)
class ExportSettings:
    """Export choices kept in the project (and defaults for the CLI)."""

    format: str = "flac"
    sample_rate: int | None = None  # None: the takes' own rate
    loudness: float | None = None  # LUFS target; None: no normalisation
    true_peak: float = -1.0  # dBTP ceiling, used when normalising
    fade_ms: float = 5.0
    title: str = ""
    artist: str = ""  # the author, for audiobooks
    cover: str = ""  # a JPEG or PNG file for M4B and MP3 ("" for none)
    head_seconds: float = 0.0  # silence before the first line of each file
    tail_seconds: float = 0.0  # silence after the last line of each file
    # Normalise to meet ACX (RMS -23 to -18 dB, peaks under -3 dB) instead of
    # ``loudness``, and check every file written against ACX.
    acx: bool = False


@dataclass(frozen=True)
class ExportRequest:
    """One export: what to write where. Paths left None are not written."""

    out: Path | None = None
    settings: ExportSettings = ExportSettings()
    line_ids: tuple[str, ...] | None = None  # None: every line
    gap: float | None = None  # overrides the project's default gap (line overrides still win)
    srt: Path | None = None
    vtt: Path | None = None
    labels: Path | None = None
    stems_dir: Path | None = None
    chapters_dir: Path | None = None  # one file per chapter, in the export format
    check_acx: bool = False  # report ACX figures of every audio file (always with settings.acx)
    # A file already at one of the paths: refused before any work (naming it), overwritten,
    # or moved to the trash as the new one takes its place.
    on_existing: OnExisting = "refuse"


@dataclass(frozen=True)
class MissingTake:
    number: int  # 1-based place in the script
    line_id: str
    text: str
    # The line has a take, but its audio file is missing or damaged.
    audio_lost: bool = False


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
    notes: tuple[str, ...] = field(default=())

    @property
    def seconds(self) -> float:
        return self.num_samples / self.sample_rate if self.sample_rate else 0.0


class MissingTakesError(StudioError):
    """Lines chosen for export that have no take (or no take audio)."""

    def __init__(self, missing: Sequence[MissingTake], remedy: str = "render {} first") -> None:
        self.missing = tuple(missing)
        listed = numbers([m.number for m in self.missing])
        one = len(self.missing) == 1
        what = remedy.format("it" if one else "them")
        if all(m.audio_lost for m in self.missing):
            lines = f"line {listed}" if one else f"lines {listed}"
            super().__init__(f"The take audio of {lines} is missing from the project; {what}.")
        elif one:
            super().__init__(f"Line {listed} has no take; {what}.")
        else:
            super().__init__(f"Lines {listed} have no take; {what}.")


class ExportCancelled(Exception):
    """The cancel event was set; nothing was written. Not an error to show."""


# ---------------------------------------------------------------- choosing


def format_for(name_or_path: str) -> AudioFormat:
    """A format by name (``flac``, ``wav24``...) or by a file's extension."""
    key = name_or_path.lower()
    if key not in FORMATS:
        key = _BY_EXTENSION.get(Path(key).suffix.lstrip("."), "")
    if key not in FORMATS:
        names = ", ".join(FORMATS)
        raise StudioError(f"Unknown audio format {name_or_path!r}; use one of {names}.")
    return FORMATS[key]


def format_problem(fmt: AudioFormat, sample_rate: int) -> str | None:
    """Why this installation cannot write ``fmt`` at ``sample_rate``, or None."""
    if fmt.container == "M4B":
        return pyav_problem()
    if fmt.container not in sf.available_formats() or fmt.subtype not in sf.available_subtypes(
        fmt.container
    ):
        return (
            f"The installed libsndfile ({sf.__libsndfile_version__}) cannot write {fmt.label}; "
            "choose FLAC, WAV or OGG, or install libsndfile 1.1 or newer."
        )
    if fmt.name == "mp3" and sample_rate not in MP3_RATES:
        rates = ", ".join(str(r) for r in MP3_RATES)
        return f"MP3 cannot store {sample_rate} Hz audio; choose a sample rate of {rates}."
    return None


def loudness_target(value: str) -> tuple[float, float | None]:
    """``podcast`` / ``broadcast`` / ``audiobook`` or a number in LUFS -> (target, ceiling)."""
    preset = LOUDNESS_PRESETS.get(value.strip().lower())
    if preset is not None:
        return preset
    try:
        target = float(value)
    except ValueError:
        names = ", ".join(LOUDNESS_PRESETS)
        raise StudioError(
            f"Loudness {value!r} is neither a number in LUFS nor one of {names}."
        ) from None
    if not -70.0 <= target <= 0.0:
        raise StudioError(f"Loudness {target} LUFS is out of range; use -70 to 0 (e.g. -16).")
    return target, None


def parse_line_range(spec: str, doc: Document) -> tuple[str, ...]:
    """Line ids of ``A-B`` (1-based, inclusive; ``A-`` to the end, ``-B`` from the start, ``N``)."""
    count = len(doc.lines)
    match = re.fullmatch(r"\s*(\d*)\s*(-?)\s*(\d*)\s*", spec)
    if match is None or not (match.group(1) or match.group(3)):
        raise StudioError(f"Line range {spec!r} is not A-B (for example 3-7).")
    first = int(match.group(1)) if match.group(1) else 1
    last = int(match.group(3)) if match.group(3) else (count if match.group(2) else first)
    if not 1 <= first <= last <= count:
        has = {0: "no lines", 1: "only line 1"}.get(count, f"lines 1-{count}")
        raise StudioError(f"Line range {spec!r} is outside the script, which has {has}.")
    return tuple(line.id for line in doc.lines[first - 1 : last])


def chosen_lines(doc: Document, line_ids: Sequence[str] | None) -> list[tuple[int, Line]]:
    """(1-based number, line) of the chosen lines, in script order whatever the order given."""
    if line_ids is None:
        return list(enumerate(doc.lines, start=1))
    wanted = set(line_ids)
    unknown = wanted - {line.id for line in doc.lines}
    if unknown:
        verb = "is" if len(unknown) == 1 else "are"
        raise StudioError(
            f"{plural(len(unknown), 'chosen line')} {verb} no longer in the script; "
            "choose the lines again."
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


def slug(text: str, limit: int = 40) -> str:
    """A file-name-safe, lower-case ASCII summary of a line's text."""
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return words[:limit].rstrip("-") or "line"


# ---------------------------------------------------------------- audio


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


def _check_cancel(cancel: threading.Event | None) -> None:
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
        raise StudioError("No lines chosen to export; select at least one line.")
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
        _check_cancel(cancel)
        assert take is not None  # lines_without_takes ruled this out
        audio = takes.get(take.id)
        assert audio is not None
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
        report(0.5 * (i + 1) / len(picked), f"Joined line {number}")
    parts.append(np.zeros(max(0, int(round(settings.tail_seconds * rate))), dtype=np.float32))
    samples = np.concatenate(parts)
    loudness: LoudnessReport | None = None
    acx_fit: AcxFit | None = None
    if settings.acx:
        _check_cancel(cancel)
        report(0.55, "Normalising loudness for ACX")
        samples, acx_fit = fit_acx(samples, rate)
        loudness = acx_fit.loudness
    elif settings.loudness is not None:
        _check_cancel(cancel)
        report(0.55, "Normalising loudness")
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


# ---------------------------------------------------------------- writing


class _Staging:
    """Temp files waiting to be renamed over their destinations, all or none."""

    def __init__(self, on_existing: OnExisting = "overwrite") -> None:
        self._pending: list[tuple[Path, Path]] = []
        self._made_folders: list[Path] = []
        self._trash_old = on_existing == "trash"
        self.notes: list[str] = []

    def make_folder(self, folder: Path) -> None:
        if folder.is_dir():
            return
        check_folder(folder)
        try:
            folder.mkdir()
        except OSError as exc:
            raise describe_os_error(folder, exc) from exc
        self._made_folders.append(folder)

    def audio(
        self,
        path: Path,
        samples: np.ndarray,
        rate: int,
        fmt: AudioFormat,
        settings: ExportSettings,
        chapters: Sequence[ChapterMark] = (),
        tags: BookTags | None = None,
    ) -> None:
        tmp = self._temp(path)
        if tags is None:
            tags = book_tags(settings)
        if fmt.container == "M4B":
            write_m4b(tmp, samples, rate, chapters, tags)
            return
        data = samples if fmt.subtype == "FLOAT" else np.clip(samples, -1.0, 1.0)
        try:
            with sf.SoundFile(
                str(tmp),
                "w",
                samplerate=rate,
                channels=1,
                format=fmt.container,
                subtype=fmt.subtype,
            ) as handle:
                # libsndfile only stores tags set before the first frame.
                if settings.title:
                    handle.title = settings.title
                if settings.artist:
                    handle.artist = settings.artist
                handle.write(data)
        except OSError as exc:
            raise describe_os_error(path, exc) from exc
        except (RuntimeError, AssertionError, sf.LibsndfileError) as exc:
            raise describe_write_failure(path, exc, f" as {fmt.label}") from exc
        if fmt.name == "mp3" and (chapters or tags.cover is not None or tags.track):
            tag_mp3(tmp, rate, chapters, tags)

    def text(self, path: Path, text: str) -> None:
        tmp = self._temp(path)
        try:
            with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
                handle.write(text)
        except OSError as exc:
            raise describe_os_error(path, exc) from exc

    def _temp(self, path: Path) -> Path:
        if path.is_dir():
            raise OutputError(f"Cannot write {path}: it is a folder; give a file name.")
        tmp = new_temp(path)
        self._pending.append((tmp, path))
        return tmp

    def commit(self) -> tuple[Path, ...]:
        current = Path()
        try:
            for tmp, current in self._pending:  # noqa: B007 - named in the error below
                fsync_file(tmp)
            for tmp, current in self._pending:
                if self._trash_old:
                    note = replace_file(tmp, current)
                    if note:
                        self.notes.append(note)
                else:
                    os.replace(tmp, current)
        except OSError as exc:
            self.abort()
            raise describe_os_error(current, exc) from exc
        for folder in {path.parent for _, path in self._pending}:
            fsync_folder(folder)
        done = tuple(path for _, path in self._pending)
        self._pending.clear()
        return done

    def abort(self) -> None:
        for tmp, _ in self._pending:
            unlink_quietly(tmp)
        self._pending.clear()
        for folder in reversed(self._made_folders):
            try:
                folder.rmdir()
            except OSError:
                pass


def _check_destinations(request: ExportRequest) -> None:
    """Fail in milliseconds, before any audio work, on paths that cannot be written."""
    for path in (request.out, request.srt, request.vtt, request.labels):
        if path is not None:
            check_folder(path)
            if path.is_dir():
                raise OutputError(f"Cannot write {path}: it is a folder; give a file name.")
    for folder in (request.stems_dir, request.chapters_dir):
        if folder is not None:
            if folder.exists() and not folder.is_dir():
                raise OutputError(f"{folder} exists and is not a folder; choose another.")
            check_folder(folder)
    cover = request.settings.cover
    if cover and not Path(cover).expanduser().is_file():
        raise StudioError(f"{cover}: no such cover image; check the path.")


def book_tags(settings: ExportSettings) -> BookTags:
    cover = Path(settings.cover).expanduser() if settings.cover else None
    return BookTags(settings.title, settings.artist, cover)


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
            "Nothing to export: choose an output file, a stems folder or a chapters folder."
        )
    fmt = format_for(request.settings.format)
    _check_destinations(request)
    if request.on_existing == "refuse":
        refuse_existing(planned_files(doc, request))
    narration = build_narration(doc, takes, request, report, cancel)
    problem = format_problem(fmt, narration.sample_rate)
    if problem:
        raise OutputError(problem)

    settings = request.settings
    rate = narration.sample_rate
    with_chapters = fmt.name in CHAPTER_FORMATS
    marks = (
        chapter_marks(doc, narration.cues, len(narration.samples), settings.title)
        if with_chapters
        else ()
    )
    acx_reports: list[tuple[str, AcxReport]] = []
    check = settings.acx or request.check_acx
    staging = _Staging(request.on_existing)
    try:
        if request.out is not None:
            report(0.7, f"Writing {request.out.name}")
            staging.audio(request.out, narration.samples, rate, fmt, settings, marks)
            if check:
                acx_reports.append((request.out.name, check_acx(narration.samples, rate)))
        if request.chapters_dir is not None:
            acx_reports += _write_chapter_files(
                doc, narration, request.chapters_dir, fmt, settings, staging, check, cancel
            )
        cues = list(narration.cues)
        for path, render in (
            (request.srt, to_srt),
            (request.vtt, to_vtt),
            (request.labels, to_audacity_labels),
        ):
            if path is not None:
                staging.text(path, render(cues))
        if request.stems_dir is not None:
            staging.make_folder(request.stems_dir)
            width = _stem_width(doc)
            for i, cue in enumerate(cues):
                _check_cancel(cancel)
                name = _stem_name(cue.number, cue.text, width, fmt)
                # A stem is its span of the finished narration, so stems line up
                # with it exactly and carry the same loudness processing.
                stem = narration.samples[cue.start : cue.end]
                staging.audio(
                    request.stems_dir / name, stem, narration.sample_rate, fmt, request.settings
                )
                report(0.75 + 0.2 * (i + 1) / len(cues), f"Wrote stem {cue.number}")
        _check_cancel(cancel)
        files = staging.commit()
    except BaseException:
        staging.abort()
        raise
    report(1.0, "Export finished")
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
    folder: Path,
    fmt: AudioFormat,
    settings: ExportSettings,
    staging: _Staging,
    check: bool,
    cancel: threading.Event | None,
) -> list[tuple[str, AcxReport]]:
    """One file per chapter: its speech with the head and tail silence of a file,
    normalised on its own for ACX."""
    rate = narration.sample_rate
    head = np.zeros(max(0, int(round(settings.head_seconds * rate))), dtype=np.float32)
    tail = np.zeros(max(0, int(round(settings.tail_seconds * rate))), dtype=np.float32)
    spans = chapter_spans(doc, narration.cues)
    staging.make_folder(folder)
    reports: list[tuple[str, AcxReport]] = []
    width = max(2, len(str(len(spans))))
    for i, (number, title, start, end) in enumerate(spans, start=1):
        _check_cancel(cancel)
        name = _chapter_name(number, title, settings)
        path = folder / _chapter_file(i, width, name, fmt)
        samples = np.concatenate((head, narration.samples[start:end], tail))
        if settings.acx:
            # ACX takes one file per chapter and checks each: a chapter is
            # fitted on its own (a short one with its room tone reads quieter).
            samples, _ = fit_acx(samples, rate)
        tags = replace(book_tags(settings), title=name, album=settings.title, track=(i, len(spans)))
        marks = (ChapterMark(name, 0, len(samples)),) if fmt.name in CHAPTER_FORMATS else ()
        staging.audio(path, samples, rate, fmt, settings, marks, tags)
        if check:
            reports.append((path.name, check_acx(samples, rate)))
    return reports


__all__ = [
    "CHAPTER_FORMATS",
    "ExportCancelled",
    "ExportRequest",
    "ExportResult",
    "ExportSettings",
    "FORMATS",
    "LOUDNESS_PRESETS",
    "MissingTake",
    "MissingTakesError",
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
    "parse_line_range",
    "planned_files",
    "slug",
]
