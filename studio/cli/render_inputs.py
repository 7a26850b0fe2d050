"""Everything ``voice-studio render`` is given, read and checked before any model loads.

No torch here: a missing script, an unreadable voice, a bad dictionary or a
project that does not fit is said within a second, and nothing is written.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from studio.cli.render_books import (
    BookOptions,
    BookScript,
    book_options,
    cast_of,
    is_book,
    load_book,
)
from studio.cli.render_checks import check_settings
from studio.cli.render_record import RenderRecord
from studio.core.document import LineParams, VoiceEntry
from studio.core.files.replacing import refuse_existing
from studio.core.sound.audio import prepare_reference, read_audio, to_mono
from studio.core.sound.voice_audio import quantize_like_stored
from studio.core.store.lexicon_files import load_global_dictionary, read_lexicon
from studio.core.store.project import PROJECT_FILE
from studio.core.text.pronunciation import PronunciationDictionary
from studio.core.text.script import Script, ScriptLine, load_script, read_script_text
from studio.core.text.script_files import is_markdown
from studio.core.text.voice_args import VoiceArg, parse_voice_args, parse_voice_texts
from studio.core.text.wording import numbers
from studio.errors import OutputError, StudioError
from studio.render.checks import CheckSettings

# Kinds of problem named in the refusal of a script.
NAMED_PROBLEMS = 3


@dataclass
class RenderInputs:
    """A render's checked inputs: its voices (as read), lines, record and project."""

    voice_args: list[VoiceArg]
    texts: dict[str, str]  # transcripts given with --voice-text
    raw: dict[str, tuple[np.ndarray, int]]  # each voice's mono audio at its own rate
    lines: list[ScriptLine]
    notes: list[str]  # what normalising the scripts changed
    record: RenderRecord
    project: Path | None
    checks: CheckSettings | None = None  # --check-words: how takes are heard


def check_inputs(args: argparse.Namespace) -> RenderInputs:
    """Read and check every input (no model, no torch); StudioError says what is wrong."""
    if args.resume and args.project is None:
        raise StudioError("--resume continues a project; add --project PATH.")
    if args.workers is not None and args.ray is None:
        raise StudioError("--workers is for a cluster render; add --ray local or --ray ADDRESS.")
    if args.ray is not None and args.no_cache:
        raise StudioError(
            "--no-cache does not apply to --ray (workers share each voice's state); "
            "leave one of them out."
        )
    checks = check_settings(args)
    voice_args = parse_voice_args(args.voice)
    names = [v.name for v in voice_args]
    texts = parse_voice_texts(args.voice_text, names)
    books = book_options(args, names)
    lines, script_notes = load_scripts(args.script, names, books)
    dictionary, skipped = dictionaries(args)
    if skipped:
        progress(f"Note: {skipped} dictionary entries have only phonemes and were skipped.")
    project = (
        None
        if args.project is None
        else RenderRecord.check_project(args.project, args.resume, lines)
    )
    raw: dict[str, tuple[np.ndarray, int]] = {}
    for voice_arg in voice_args:
        data, rate = read_audio(voice_arg.path)
        mono = to_mono(data)
        if project is not None:
            # As the project will store it, so the voice keeps its prompt key on reopening.
            mono = quantize_like_stored(mono)
        prepare_reference(mono, rate, rate, str(voice_arg.path))
        raw[voice_arg.name] = (mono, rate)
    record = RenderRecord(
        lines,
        [VoiceEntry(v.name, str(v.path.resolve()), texts.get(v.name, "")) for v in voice_args],
        dictionary=dictionary,
        global_dictionary=PronunciationDictionary()
        if args.no_global_dictionary
        else load_global_dictionary(),
        normalize=not args.no_normalize,
        language=args.language,
        defaults=LineParams(
            seed=None,
            temperature=args.temperature,
            cfg=args.cfg,
            steps=args.steps,
            gap_after=args.gap,
        ),
    )
    # Kept in a --project: a --resume with the same ones knows its voices' keys unloaded.
    record.doc.engine, record.doc.model = args.engine, args.model
    if any(is_book(source) for source in args.script):
        record.doc.cast = cast_of(lines, books.narrator)  # kept in a --project
    lines = record.script_lines(lines)
    problems = [
        (line.index, line.spoken.problem) for line in lines if line.spoken and line.spoken.problem
    ]
    if problems:
        raise StudioError(problem_lines(problems))
    # Only now is anything written: a refused script leaves no folder behind.
    prepare_output(args.out)
    if not (args.overwrite or args.resume):
        # Files an earlier render left: refused before the model loads, unless asked for.
        width = line_width(len(lines))
        refuse_existing(
            [args.out / f"{line.index:0{width}d}.{args.format}" for line in lines]
            + [args.out / f"script.{args.format}"],
            "give --overwrite to replace {it}, or choose another --out",
        )
    if project is not None:
        _lock_and_resume(args, record, project)
    return RenderInputs(voice_args, texts, raw, lines, script_notes, record, project, checks)


def _lock_and_resume(args: argparse.Namespace, record: RenderRecord, project: Path) -> None:
    """Hold the project's lock from now to the render's end (a project another program
    has open is refused here, before the model loads), and take over what a --resume
    continues, as it is on disk now."""
    note = record.lock_project(project)
    if note is not None:
        progress(f"Note: {note}")
    if args.resume and project.exists() and (project / PROJECT_FILE).is_file():
        try:
            resumed_seed = record.resume_from(project)
        except BaseException:
            record.release_lock()
            raise
        if args.seed is None and resumed_seed is not None:
            args.seed = resumed_seed  # a resumed line sounds as it would have in the first run


def problem_lines(problems: list[tuple[int, str]]) -> str:
    """ "Script lines 3 and 7: …" for each kind of problem (the first few kinds)."""
    by_problem: dict[str, list[int]] = {}
    for index, problem in problems:
        by_problem.setdefault(problem, []).append(index)
    parts = [
        f"Script {'line' if len(found) == 1 else 'lines'} {numbers(found)}: {problem}"
        for problem, found in list(by_problem.items())[:NAMED_PROBLEMS]
    ]
    return " ".join(parts)


def prepare_output(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except FileExistsError as exc:
        raise OutputError(f"{out} exists and is not a folder; choose another --out.") from exc
    except PermissionError as exc:
        raise OutputError(f"Cannot create {out}: permission denied; choose another --out.") from exc
    except OSError as exc:
        raise OutputError(f"Cannot create {out}: {exc.strerror}; choose another --out.") from exc


def line_width(count: int) -> int:
    """Digits in a line file's name (``001.wav``): enough for every line of the script."""
    return max(3, len(str(count)))


def progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def load_scripts(
    sources: list[str], names: list[str], books: BookOptions | None = None
) -> tuple[list[ScriptLine], list[str]]:
    """The lines of every script in turn (a book's chapters, or several books), numbered
    on; with several scripts, one that starts no chapter of its own starts one named
    after its file. Also the notes on what normalising changed. With ``books``, a
    book file (``render_books.is_book``) is read as a book."""
    lines: list[ScriptLine] = []
    notes: list[str] = []
    for source in sources:
        script: Script | BookScript
        if books is not None and is_book(source):
            script = load_book(source, books)
        else:
            markdown = source != "-" and is_markdown(source)
            script = load_script(read_script_text(source), names, markdown=markdown)
        first = len(lines)
        lines += [replace(line, index=first + n) for n, line in enumerate(script.lines, 1)]
        if len(sources) > 1 and len(lines) > first and lines[first].chapter is None:
            title = "Standard input" if source == "-" else Path(source).stem
            lines[first] = replace(lines[first], chapter=title)
        notes += map(str, script.notes)
    return lines, notes


def dictionaries(args: argparse.Namespace) -> tuple[PronunciationDictionary, int]:
    """The ``--dictionary`` files combined (a later file's entries win), and entries skipped."""
    combined = PronunciationDictionary()
    skipped = 0
    for path in args.dictionary:
        found = read_lexicon(path)
        combined = found.dictionary.merged_over(combined)
        skipped += found.skipped
    return combined, skipped


__all__ = [
    "RenderInputs",
    "check_inputs",
    "dictionaries",
    "line_width",
    "load_scripts",
    "prepare_output",
    "progress",
]
