"""``voice-studio export``: a saved project's narration, stems and subtitles, headless."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from studio.cli.interrupt import cancel_on_sigint
from studio.cli.options import similarity
from studio.core.exports.chapters import chapter_line_ids, parse_chapter_range
from studio.core.exports.export import (
    FORMATS,
    LOUDNESS_PRESETS,
    ExportCancelled,
    ExportRequest,
    ExportResult,
    ExportSettings,
    MissingTakesError,
    acx_preset,
    export_project,
    format_for,
    loudness_target,
    parse_line_range,
)
from studio.core.files.replacing import ReplaceRefused
from studio.core.sound.acx import ACX_SAMPLE_RATE, MIN_BIT_RATE_KBPS
from studio.core.sound.voice_similarity import DEFAULT_MIN_SIMILARITY
from studio.core.store.project import LoadedProject, load_project
from studio.core.store.project_lock import project_fingerprint
from studio.core.text.wording import numbers, plural
from studio.engines.credits import with_credit
from studio.errors import StudioError


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not 0 <= value <= 600:
        raise argparse.ArgumentTypeError(f"{text!r} must be between 0 and 600 seconds")
    return value


def _rate(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of Hz") from None
    if not 8000 <= value <= 192000:
        raise argparse.ArgumentTypeError(f"{text!r} must be between 8000 and 192000 Hz")
    return value


def _kbps(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number of kbps") from None
    if not 8 <= value <= 320:
        raise argparse.ArgumentTypeError(f"{text!r} must be between 8 and 320 kbps")
    return value


# The exit status of an export whose files do not pass the ACX check (--acx, --check-acx).
EXIT_NOT_ACX = 1

# What ACX takes, for the sentences refusing what it does not.
_ACX_NEEDS = (
    f"ACX needs MP3 at {ACX_SAMPLE_RATE / 1000:g} kHz and a constant "
    f"{MIN_BIT_RATE_KBPS} kbps or more"
)


def add_export_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Add ``export`` to the ``voice-studio`` subcommands (``subparsers`` from add_subparsers)."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "export", help="export a project's narration, stems and subtitles"
    )
    p.add_argument("project", type=Path, help="a NAME.vstudio project folder")
    p.add_argument(
        "--out",
        type=Path,
        help="the narration file; its extension picks the format (default: none, with "
        "--stems or --chapters only those are written)",
    )
    p.add_argument("--format", choices=tuple(FORMATS), help="audio format (default: from --out)")
    p.add_argument(
        "--gap", type=_seconds, metavar="S", help="seconds between lines (default: project's)"
    )
    p.add_argument(
        "--loudness",
        metavar="LUFS|" + "|".join(LOUDNESS_PRESETS),
        help="normalise to a loudness target in LUFS, or a preset (default: the project's "
        "export settings, else none)",
    )
    p.add_argument(
        "--true-peak", type=float, metavar="DBTP", help="peak ceiling (default: -1 dBTP)"
    )
    p.add_argument(
        "--sample-rate",
        type=_rate,
        metavar="N",
        help="resample to N Hz (default: the takes' own rate)",
    )
    p.add_argument(
        "--bitrate",
        type=_kbps,
        metavar="KBPS",
        help="mp3 at this constant bit rate (default: a variable bit rate)",
    )
    p.add_argument(
        "--title",
        help="title tag (where the format has tags); also the album (default: the project's "
        "title, else its name)",
    )
    p.add_argument(
        "--author",
        "--artist",
        dest="artist",
        help="author (artist) tag, where the format has tags (default: the project's)",
    )
    p.add_argument(
        "--cover",
        type=Path,
        metavar="FILE",
        help="cover image for m4b and mp3, JPEG or PNG (default: none)",
    )
    p.add_argument(
        "--chapters",
        type=Path,
        metavar="DIR",
        help="also write one file per chapter into DIR; m4b and mp3 get a chapter mark each "
        "(default: none)",
    )
    p.add_argument(
        "--chapter",
        metavar="N|A-B|TITLE",
        help="export only these chapters, 1-based or by title (default: all)",
    )
    p.add_argument(
        "--head",
        type=_seconds,
        metavar="S",
        help="seconds of silence before the first line (default: 0)",
    )
    p.add_argument(
        "--tail",
        type=_seconds,
        metavar="S",
        help="seconds of silence after the last line (default: 0)",
    )
    p.add_argument(
        "--acx",
        action="store_true",
        help="what ACX asks for: MP3 at 44.1 kHz and a constant 192 kbps, the ACX levels "
        "(RMS -23 to -18 dB, peaks under -3 dB), --head 0.75 --tail 2 unless given, and "
        "a check of every file as written",
    )
    p.add_argument(
        "--check-acx",
        action="store_true",
        help="read every file written back and report its ACX figures",
    )
    p.add_argument("--srt", type=Path, metavar="FILE", help="write SRT subtitles (default: none)")
    p.add_argument(
        "--vtt", type=Path, metavar="FILE", help="write WebVTT subtitles (default: none)"
    )
    p.add_argument(
        "--labels", type=Path, metavar="FILE", help="write an Audacity label track (default: none)"
    )
    p.add_argument(
        "--word-timing",
        action="store_true",
        help="--srt, --vtt and --labels word by word, timed by the takes' word checks (render "
        "--check-words): a cue or label per word, karaoke WebVTT; a line never checked keeps "
        "one cue (default: one cue per line, fitted to its speech when checked)",
    )
    p.add_argument(
        "--stems", type=Path, metavar="DIR", help="write one file per line into DIR (default: none)"
    )
    p.add_argument(
        "--lines", metavar="A-B", help="export only lines A to B, 1-based (default: all)"
    )
    p.add_argument(
        "--overwrite",
        action="store_true",
        help="replace files that already exist (default: refuse and name them)",
    )
    p.add_argument(
        "--report",
        type=Path,
        metavar="FILE.html",
        help="write a review report: one page with every line's checks (similarity to its "
        "voice, words heard), its review flags and the drift plot over the book; alone, or "
        "beside the other files (default: none)",
    )
    p.add_argument(
        "--min-similarity",
        type=similarity,
        default=DEFAULT_MIN_SIMILARITY,
        metavar="X",
        help="the report flags a take less similar to its voice than this, 0 to 1 "
        f"(default: {DEFAULT_MIN_SIMILARITY:g})",
    )
    return p


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _refuse_what_acx_does_not_take(args: argparse.Namespace) -> None:
    """``--acx`` chooses the format, rate and bit rate: a choice against it is refused."""
    if args.format is not None and args.format != "mp3":
        raise StudioError(
            f"--acx writes MP3 ({_ACX_NEEDS}); leave out --format {args.format} or --acx."
        )
    if args.out is not None and args.format is None and args.out.suffix.lower() != ".mp3":
        raise StudioError(
            f"--acx writes MP3 ({_ACX_NEEDS}); name --out with .mp3 or leave out --acx."
        )
    if args.sample_rate is not None and args.sample_rate != ACX_SAMPLE_RATE:
        raise StudioError(
            f"ACX needs {ACX_SAMPLE_RATE / 1000:g} kHz; give --sample-rate {ACX_SAMPLE_RATE} or "
            "leave it out."
        )
    if args.bitrate is not None and args.bitrate < MIN_BIT_RATE_KBPS:
        raise StudioError(
            f"ACX needs a constant bit rate of {MIN_BIT_RATE_KBPS} kbps or more; give "
            f"--bitrate {MIN_BIT_RATE_KBPS} or leave it out."
        )
    for flag, given in (("--loudness", args.loudness), ("--true-peak", args.true_peak)):
        if given is not None:
            raise StudioError(
                "--acx sets its own loudness (RMS -23 to -18 dB, peaks under -3 dB); "
                f"leave out {flag}."
            )


def _settings(args: argparse.Namespace, saved: ExportSettings) -> ExportSettings:
    """The project's export settings with the command line's choices over them."""
    settings = replace(saved, format=_format(args, saved))
    settings = _levels(args, settings)
    settings = _encoding(args, settings)
    settings = _tags(args, settings)
    if args.acx:
        settings = acx_preset(settings)
    return _padding(args, settings)


def _format(args: argparse.Namespace, saved: ExportSettings) -> str:
    """The name of the format to write: ``--acx``'s, ``--format``, the one ``--out``
    names, else the project's; StudioError when ``--out`` and ``--format`` disagree."""
    if args.acx:
        fmt_name = "mp3"  # what ACX takes (a choice against it was refused)
    else:
        fmt_name = args.format or (format_for(str(args.out)).name if args.out else saved.format)
    fmt = format_for(fmt_name)
    if (
        args.out is not None
        and args.format
        and args.out.suffix.lower().lstrip(".") not in (fmt.extension, "")
    ):
        raise StudioError(
            f"--out {args.out} does not end in .{fmt.extension} as "
            f"--format {fmt_name} writes; rename it or change --format."
        )
    return fmt.name


def _levels(args: argparse.Namespace, settings: ExportSettings) -> ExportSettings:
    """``--loudness`` (with its preset's ceiling) and then ``--true-peak`` over it."""
    if args.loudness is not None:
        target, ceiling = loudness_target(args.loudness)
        settings = replace(settings, loudness=target, true_peak=ceiling or settings.true_peak)
    if args.true_peak is not None:
        settings = replace(settings, true_peak=args.true_peak)
    return settings


def _encoding(args: argparse.Namespace, settings: ExportSettings) -> ExportSettings:
    """``--sample-rate`` and ``--bitrate``; StudioError for a bit rate of a format other
    than MP3."""
    if args.sample_rate is not None:
        settings = replace(settings, sample_rate=args.sample_rate)
    if args.bitrate is not None:
        if settings.format != "mp3":
            label = format_for(settings.format).label
            raise StudioError(
                f"--bitrate is for MP3, and this export writes {label}; "
                "leave it out or choose --format mp3."
            )
        # Whether the rate can have it is known once the takes' rate is: the export says.
        settings = replace(settings, bit_rate=args.bitrate)
    return settings


def _tags(args: argparse.Namespace, settings: ExportSettings) -> ExportSettings:
    """``--title``, ``--artist`` and ``--cover``: what the file says it is."""
    if args.title is not None:
        settings = replace(settings, title=args.title)
    if args.artist is not None:
        settings = replace(settings, artist=args.artist)
    if args.cover is not None:
        settings = replace(settings, cover=str(args.cover))
    return settings


def _padding(args: argparse.Namespace, settings: ExportSettings) -> ExportSettings:
    """``--head`` and ``--tail``: the silence before and after, over ACX's own."""
    if args.head is not None:
        settings = replace(settings, head_seconds=args.head)
    if args.tail is not None:
        settings = replace(settings, tail_seconds=args.tail)
    return settings


def run_export(args: argparse.Namespace) -> int:
    """Run ``voice-studio export``; StudioError propagates to the CLI (one line, exit 2)."""
    if args.out is None and args.stems is None and args.chapters is None:
        raise StudioError("Nothing to export: give --out FILE, --stems DIR and/or --chapters DIR.")
    if args.lines and args.chapter:
        raise StudioError("Give --lines or --chapter, not both.")
    if args.word_timing and args.srt is None and args.vtt is None and args.labels is None:
        raise StudioError("--word-timing times subtitles: add --srt, --vtt or --labels FILE.")
    if args.acx:
        _refuse_what_acx_does_not_take(args)
    result = _export_snapshot(args)
    if result.stale_numbers:
        stale = numbers(result.stale_numbers)
        if len(result.stale_numbers) == 1:
            _progress(f"Note: line {stale} was edited after its take was rendered.")
        else:
            _progress(f"Note: lines {stale} were edited after their takes were rendered.")
    if result.loudness is not None:
        r = result.loudness
        _progress(
            f"Loudness {r.input_lufs:.1f} -> {r.output_lufs:.1f} LUFS, true peak "
            f"{r.output_true_peak_db:.1f} dBTP{' (limited)' if r.limited else ''}."
        )
    if result.acx_fit is not None:
        _progress(
            f"ACX: normalised to {result.acx_fit.target_lufs:.1f} LUFS with a "
            f"{result.acx_fit.ceiling_dbtp:g} dBTP ceiling."
        )
    for name, acx in result.acx:
        verdict = "passes ACX" if acx.passed else "does not pass ACX"
        _progress(f"{name} {verdict}: " + "; ".join(check.summary for check in acx.checks))
        for check in acx.failures:
            _progress(f"  {check.name}: {check.advice}")
    # One mark is the whole book (a script without chapters): no chapters to list.
    if len(result.chapters) > 1:
        _progress("Chapters: " + ", ".join(mark.title for mark in result.chapters))
    _progress(
        f"Exported {plural(len(result.cues), 'line')}, {result.seconds:.2f} s at "
        f"{result.sample_rate} Hz: "
        + ", ".join(str(f) for f in result.files[:5])
        + (f" and {len(result.files) - 5} more" if len(result.files) > 5 else "")
    )
    # The files are written either way; the status says whether ACX takes them.
    return EXIT_NOT_ACX if any(not acx.passed for _, acx in result.acx) else 0


# How many times an export reads a project that keeps changing under it.
SNAPSHOT_TRIES = 3


class _Changed(Exception):
    """The project changed while it was exported (its take files went with a save)."""


def _export_snapshot(args: argparse.Namespace) -> ExportResult:
    """Export one consistent state of the project: project.json as read, with the take
    files it names. A window may save meanwhile (its lock does not stop readers) and
    remove takes it no longer uses; the export then reads the project again."""
    for _ in range(SNAPSHOT_TRIES - 1):
        try:
            return _export_once(args, load_project(args.project))
        except _Changed:
            _progress(
                "Note: the project was saved by another program while it was read; "
                "reading it again."
            )
    try:
        return _export_once(args, load_project(args.project))
    except _Changed:
        raise StudioError(
            f"{args.project} kept changing while it was exported; close the program that is "
            "saving it, then export again."
        ) from None


def _changed_since(project: LoadedProject) -> bool:
    try:
        return project_fingerprint(project.path) != project.fingerprint
    except StudioError:
        return True


def _export_once(args: argparse.Namespace, project: LoadedProject) -> ExportResult:
    doc = project.doc
    settings = _settings(args, project.export)
    line_ids = parse_line_range(args.lines, doc) if args.lines else None
    if args.chapter:
        line_ids = chapter_line_ids(parse_chapter_range(args.chapter, doc))
    request = ExportRequest(
        out=args.out,
        settings=settings,
        line_ids=line_ids,
        gap=args.gap,
        srt=args.srt,
        vtt=args.vtt,
        labels=args.labels,
        word_timing=args.word_timing,
        stems_dir=args.stems,
        chapters_dir=args.chapters,
        check_acx=args.check_acx,
        on_existing="overwrite" if args.overwrite else "refuse",
        book_name=project.path.resolve().stem,
    )
    # The models' credit (pocket-tts: CC-BY, Kyutai) into every file's comment tag.
    request = with_credit(doc, request)

    try:
        with cancel_on_sigint() as cancel:
            return export_project(doc, project.takes, request, lambda f, m: None, cancel)
    except MissingTakesError as exc:
        if _changed_since(project):
            raise _Changed from None
        raise MissingTakesError(
            exc.missing, "open the project in the studio window to render {}, then export again"
        ) from None
    except ExportCancelled:
        raise KeyboardInterrupt from None
    except ReplaceRefused as exc:
        raise ReplaceRefused(exc.found, "give --overwrite to replace {it}") from None


__all__ = ["add_export_parser", "run_export"]
