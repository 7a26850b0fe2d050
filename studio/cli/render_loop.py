"""Rendering the checked lines through a backend, and writing what comes back.

Each line's files, the project (with ``--project``, saved as lines finish),
the progress bar and the JSON report. A best-of-N line settles when its last
take ends; the take with the fewest review flags is its chosen one.
"""

from __future__ import annotations

import argparse
import contextlib
import secrets
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np
import soundfile as sf

from studio.cli.interrupt import cancel_on_sigint
from studio.cli.render_backend import RenderBackend
from studio.cli.render_checks import check_report, takes_heard, voice_checked, words_checked
from studio.cli.render_inputs import RenderInputs, line_width
from studio.cli.render_inputs import progress as tell
from studio.cli.render_progress import RenderProgress
from studio.cli.render_record import RenderRecord
from studio.cli.render_stored import StoredRender
from studio.core.atomic_file import staged
from studio.core.audio import OUTPUT_FORMATS, prepare_reference, write_audio
from studio.core.chapters import chapters
from studio.core.script import ScriptLine
from studio.core.voice_audio import VoiceAudio
from studio.core.wording import plural
from studio.engines.info import GenerationParams
from studio.render import CacheResolved, LineDone, LineFailed, LineRequest, Voice
from studio.render.checks import LineChecked


def render_with(
    args: argparse.Namespace, backend: RenderBackend, inputs: RenderInputs
) -> tuple[int, dict[str, Any] | None]:
    """Render and report; returns the exit code and, with ``--json``, the report."""
    record, raw, lines, project = inputs.record, inputs.raw, inputs.lines, inputs.project
    texts = inputs.texts
    voice_args = inputs.voice_args
    info = backend.info
    if info.is_random:
        tell("Note: random weights (no download): the output is noise, for tests and demos.")

    voices: dict[str, Voice] = {}
    if isinstance(backend, StoredRender):
        # Nothing to render: the voices' audio is not prepared (resampling imports torch).
        record.set_voice_keys(backend.stored_keys)
    else:
        for voice_arg in voice_args:
            mono, rate = raw[voice_arg.name]
            reference = prepare_reference(mono, rate, info.sample_rate, str(voice_arg.path))
            for note in reference.notes(voice_arg.name):
                tell(note)
            voices[voice_arg.name] = Voice(voice_arg.name, reference, texts.get(voice_arg.name))
        record.set_voice_keys(backend.voice_keys(voices))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if args.best_of == 1 and args.retake_until_match == 0 and args.retake_until_similar == 0:
        # One seed for the project: a resumed render uses it again. (Best of N and
        # retakes render other seeds too: every one of them fits the line.)
        record.doc.defaults = replace(record.doc.defaults, seed=seed)
    if project is not None:
        record.keep_in(project, {name: VoiceAudio(*raw[name]) for name in raw})
        done = sum(record.finished(line.index) for line in lines)
        tell(f"Project {project}: {done} of {plural(len(lines), 'line')} already rendered.")
    params = GenerationParams(
        seed=seed,
        temperature=args.temperature,
        max_seconds=args.max_seconds,
        cfg=args.cfg,
        steps=args.steps,
    )
    failures, report = _render_and_report(args, backend, lines, voices, params, seed, record)
    if project is not None:
        tell(
            f"Saved the project {project} (saving took {record.save_seconds:.1f} s in all; "
            "export it with voice-studio export)."
        )
    if failures:
        others = "; the others were written." if failures < len(lines) else "."
        tell(f"{plural(failures, 'line')} failed{others}")
        return 1, report
    return 0, report


def _requests(lines: list[ScriptLine], params: GenerationParams, best_of: int) -> list[LineRequest]:
    """Every line ``best_of`` times, with seeds seed, seed+1, ..."""
    return [
        LineRequest(line, replace(params, seed=(params.seed + attempt) % 2**31))
        for line in lines
        for attempt in range(best_of)
    ]


def _announce_batch_size(backend: RenderBackend, requests: list[LineRequest]) -> None:
    """Say how many lines of a voice render together (measured once when not given)."""
    shared = len(requests) > len({r.line.voice for r in requests})
    if not shared or not backend.batches:
        return
    tell("Measuring how many lines to render at once ...")
    size = backend.batch_size()
    tell(f"Rendering up to {plural(size, 'line')} of a voice at once (--batch sets it).")


def _render_and_report(
    args: argparse.Namespace,
    backend: RenderBackend,
    lines: list[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    seed: int,
    record: RenderRecord,
) -> tuple[int, dict[str, Any] | None]:
    info = backend.info
    suffix = OUTPUT_FORMATS[args.format]
    width = line_width(len(lines))

    def line_file(index: int) -> Path:
        return Path(args.out) / f"{index:0{width}d}.{args.format}"

    # Lines a resumed project already has: their files are written again if missing.
    resumed = [line.index for line in lines if record.finished(line.index)]
    written: dict[int, Path] = {}
    for index in resumed:
        audio = record.audio_of(index)
        if audio is not None:
            if not line_file(index).is_file():
                write_audio(line_file(index), audio, info.sample_rate, *suffix)
            written[index] = line_file(index)
    todo = [line for line in lines if line.index not in set(resumed)]
    best_of = args.best_of
    requests = _requests(todo, params, best_of)
    if args.batch is None:
        _announce_batch_size(backend, requests)
    reports: dict[int, dict[str, Any]] = {}
    failures = 0
    told = backend.disk_problem()
    start = time.perf_counter()
    settled: dict[int, int] = {}  # line index -> takes ended (done or failed)
    last_error: dict[int, str] = {}
    checking = takes_heard(args)  # a LineChecked follows each take
    words = words_checked(args)
    voice = voice_checked(args)
    if voice:
        record.reviewer.limits = replace(record.reviewer.limits, min_similarity=args.min_similarity)
    expected: dict[int, int] = {}  # line index -> takes it renders: best of N, and retakes
    hearing: dict[int, int] = {}  # line index -> takes rendered, not heard yet

    def finish(index: int, progress: RenderProgress) -> None:
        chosen = record.choose_best(index)
        assert chosen is not None
        audio = record.takes.get(chosen.id)
        assert audio is not None
        path = line_file(index)
        write_audio(path, audio, chosen.sample_rate, *suffix)
        written[index] = path
        review = record.review(index)
        reasons = [flag.reason for flag in review.flags] if review else []
        seconds = len(audio) / chosen.sample_rate
        progress.line_done(seconds)
        progress.detail(
            f"[{index}/{len(lines)}] {seconds:.2f} s of audio in "
            f"{chosen.generate_ms:.0f} ms (first audio {chosen.first_audio_ms or 0:.0f} ms)"
            f" -> {path}"
        )
        for flag in review.flags if review else ():
            # The word check's flag is said once, as "words:" below.
            if not (words and flag.kind == "words"):
                progress.note(f"[{index}/{len(lines)}] review: {flag.reason}")
        line = record.line(index)
        reports[index] = {
            "index": index,
            "voice": line.voice,
            "speaker": line.speaker,  # who says it in the book (None: narration)
            "text": line.text,
            "spoken": chosen.spoken,
            "chapter": lines[index - 1].chapter,
            "cache": chosen.cache_outcome,
            "cache_ms": round(chosen.cache_ms, 3),
            "first_audio_ms": None
            if chosen.first_audio_ms is None
            else round(chosen.first_audio_ms, 3),
            "generate_ms": round(chosen.generate_ms, 3),
            "audio_seconds": round(seconds, 4),
            "state_bytes": state_bytes.get(index, 0),
            "seed": chosen.seed,
            "takes": len(line.takes),
            "review": reasons,
            "file": str(path),
        }
        if words or voice:
            reports[index]["check"] = check_report(chosen.check, chosen.similarity, voice)
            if chosen.check is not None and not chosen.check.matches:
                progress.note(f"[{index}/{len(lines)}] words: {chosen.check.describe()}")
        record.line_settled()

    state_bytes: dict[int, int] = {}
    with (
        cancel_on_sigint() as cancel,
        RenderProgress(len(lines), len(resumed)) as progress,
        _saving_at_the_end(record),
    ):
        announced: set[int] = set()
        for event in backend.events(requests, voices, cancel):
            if isinstance(event, CacheResolved) and event.index not in announced:
                announced.add(event.index)
                progress.detail(
                    f"[{event.index}/{len(lines)}] {event.voice}: prompt {event.lookup.outcome} "
                    f"({event.lookup.ms:.0f} ms, {event.lookup.nbytes / 1e6:.2f} MB)"
                )
                problem = backend.disk_problem()
                if problem not in (None, told):
                    told = problem
                    progress.note(f"Note: {told}")
            elif isinstance(event, LineDone | LineFailed | LineChecked):
                if isinstance(event, LineFailed | LineChecked) and event.cancelled:
                    progress.detail(f"[{event.index}/{len(lines)}] stopped.")
                    continue
                index = event.index
                if isinstance(event, LineChecked):
                    hearing[index] = hearing.get(index, 0) - 1
                    record.set_check(index, event.seed, event.check)
                    if event.check is None and words:
                        progress.note(f"[{index}/{len(lines)}] not checked: {event.message}")
                    if event.retake is not None:
                        expected[index] = expected.get(index, best_of) + 1
                        progress.detail(f"[{index}/{len(lines)}] retake: {event.message}")
                else:
                    settled[index] = settled.get(index, 0) + 1
                if isinstance(event, LineDone):
                    record.add(event, info)
                    state_bytes[index] = event.lookup.nbytes
                    if checking:
                        hearing[index] = hearing.get(index, 0) + 1
                else:
                    last_error[index] = event.message
                    if best_of > 1:
                        progress.note(
                            f"[{index}/{len(lines)}] take {settled[index]} failed: {event.message}"
                        )
                if settled.get(index, 0) < expected.get(index, best_of) or hearing.get(index):
                    continue  # takes still rendering, or being heard
                if record.finished(index):
                    finish(index, progress)
                    continue
                failures += 1
                message = last_error.get(index, "no take fits the line")
                progress.line_skipped()
                progress.note(f"[{index}/{len(lines)}] failed: {message}")
                reports[index] = {
                    "index": index,
                    "voice": event.voice,
                    "speaker": record.line(index).speaker,
                    "text": event.text,
                    "error": message,
                }
    if cancel.is_set():
        if record.folder is not None:
            tell(f"Stopped; {record.folder} keeps the finished lines (continue with --resume).")
        raise KeyboardInterrupt
    output: Path | None = None
    if written:
        output = Path(args.out) / f"script.{args.format}"
        join_files(
            [written[index] for index in sorted(written)],
            output,
            info.sample_rate,
            args.gap,
            *suffix,
        )
        tell(f"Wrote {output} ({plural(len(written), 'line')}).")
    total_ms = (time.perf_counter() - start) * 1000
    report: dict[str, Any] | None = None
    if args.json:
        report = {
            "engine": info.engine_id,
            "model": info.model_spec,
            "fingerprint": info.fingerprint,
            "random_weights": info.is_random,
            "device": info.device,
            "compiled": info.compiled,
            "sample_rate": info.sample_rate,
            "seed": seed,
            **({"min_similarity": args.min_similarity} if voice else {}),
            "output": None if output is None else str(output),
            "total_ms": round(total_ms, 3),
            "cache": backend.cache_counts(),
            "batch": backend.batch_report(),
            "chapters": [
                {
                    "number": chapter.number,
                    "title": chapter.title,
                    "lines": [record.doc.index_of(i) + 1 for i in chapter.line_ids],
                }
                for chapter in chapters(record.doc)
            ],
            "lines": [reports[index] for index in sorted(reports)],
        }
        cluster = backend.report()
        if cluster is not None:
            report["cluster"] = cluster
        if record.folder is not None:
            report["project"] = str(record.folder)
            report["resumed_lines"] = resumed
    return failures, report


@contextlib.contextmanager
def _saving_at_the_end(record: RenderRecord) -> Iterator[None]:
    """Save the project's last lines however the render ends (done, stopped, failed)."""
    try:
        yield
    finally:
        record.flush()


def join_files(
    paths: list[Path], output: Path, sample_rate: int, gap_seconds: float, fmt: str, subtype: str
) -> Path:
    """Join line files with ``gap_seconds`` of silence, one file in memory at a time."""
    gap = np.zeros(int(round(gap_seconds * sample_rate)), dtype=np.float32)
    with (
        staged(output) as tmp,
        sf.SoundFile(
            str(tmp), "w", samplerate=sample_rate, channels=1, format=fmt, subtype=subtype
        ) as sink,
    ):
        for i, path in enumerate(paths):
            data, _ = sf.read(str(path), dtype="float32", always_2d=False)
            if i:
                sink.write(gap)
            sink.write(data)
    return output


__all__ = ["join_files", "render_with"]
