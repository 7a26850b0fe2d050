"""``voice-studio render``: a script in one or more cloned voices, headless."""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import secrets
import sys
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import soundfile as sf

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.cache.disk_tier import write_problem
from studio.core.atomic_file import staged
from studio.core.audio import (
    OUTPUT_FORMATS,
    prepare_reference,
    read_audio,
    to_mono,
    write_audio,
)
from studio.core.chapters import chapters
from studio.core.document import LineParams, VoiceEntry
from studio.core.lexicon_files import load_global_dictionary, read_lexicon
from studio.core.project import VoiceAudio, quantize_like_stored
from studio.core.pronunciation import PronunciationDictionary
from studio.core.replacing import refuse_existing
from studio.core.script import ScriptLine, load_script, read_script_text
from studio.core.script_text import is_markdown
from studio.core.wording import plural
from studio.download_command import TerminalProgress
from studio.engines import load_engine
from studio.engines.base import BatchEngine, EngineInfo, GenerationParams, ModelFetch
from studio.errors import OutputError, StudioError
from studio.interrupt import cancel_on_sigint
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.render import (
    CacheResolved,
    LineDone,
    LineFailed,
    LineRequest,
    Renderer,
    RenderEvent,
    Voice,
)
from studio.render.batch import render_batched
from studio.render_progress import RenderProgress
from studio.render_record import RenderRecord

DEFAULT_WORKERS = 2  # --workers with --ray
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_ .-]{0,63}$")


@dataclass(frozen=True)
class VoiceArg:
    name: str
    path: Path


def parse_voice_args(values: list[str]) -> list[VoiceArg]:
    """``[NAME=]AUDIO`` options; a missing name is taken from the file name."""
    voices: list[VoiceArg] = []
    names: set[str] = set()
    for value in values:
        name, sep, path = value.partition("=")
        if not sep or not _NAME.match(name) or Path(value).exists():
            name, path = Path(value).stem or "voice", value
        base, n = name, 2
        while name in names:
            name, n = f"{base}{n}", n + 1
        names.add(name)
        voices.append(VoiceArg(name, Path(path).expanduser()))
    return voices


def parse_voice_texts(values: list[str], names: list[str]) -> dict[str, str]:
    texts: dict[str, str] = {}
    for value in values:
        name, sep, text = value.partition("=")
        if sep and name in names:
            texts[name] = text.strip()
        elif names:
            texts[names[0]] = value.strip()
    return texts


def _prepare_output(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except FileExistsError as exc:
        raise OutputError(f"{out} exists and is not a folder; choose another --out.") from exc
    except PermissionError as exc:
        raise OutputError(f"Cannot create {out}: permission denied; choose another --out.") from exc
    except OSError as exc:
        raise OutputError(f"Cannot create {out}: {exc.strerror}; choose another --out.") from exc


def _line_width(count: int) -> int:
    """Digits in a line file's name (``001.wav``): enough for every line of the script."""
    return max(3, len(str(count)))


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _load_scripts(sources: list[str], names: list[str]) -> tuple[list[ScriptLine], list[str]]:
    """The lines of every script in turn (a book's chapters, or several books), numbered
    on; with several scripts, one that starts no chapter of its own starts one named
    after its file. Also the notes on what normalising changed."""
    lines: list[ScriptLine] = []
    notes: list[str] = []
    for source in sources:
        markdown = source != "-" and is_markdown(source)
        script = load_script(read_script_text(source), names, markdown=markdown)
        first = len(lines)
        lines += [replace(line, index=first + n) for n, line in enumerate(script.lines, 1)]
        if len(sources) > 1 and len(lines) > first and lines[first].chapter is None:
            title = "Standard input" if source == "-" else Path(source).stem
            lines[first] = replace(lines[first], chapter=title)
        notes += script.notes
    return lines, notes


def _dictionaries(args: argparse.Namespace) -> tuple[PronunciationDictionary, int]:
    """The ``--dictionary`` files combined (a later file's entries win), and entries skipped."""
    combined = PronunciationDictionary()
    skipped = 0
    for path in args.dictionary:
        found = read_lexicon(path)
        combined = found.dictionary.merged_over(combined)
        skipped += found.skipped
    return combined, skipped


def _make_cache(args: argparse.Namespace) -> PromptCache | None:
    """The prompt cache; a folder that cannot be written is said once, up front,
    and the render goes on with states kept in memory."""
    if args.no_cache:
        return None
    disk = DiskTier(args.cache_dir or default_cache_dir(), DEFAULT_DISK_CACHE_BYTES)
    cache = PromptCache(MemoryTier(DEFAULT_MEMORY_CACHE_BYTES), disk)
    try:
        disk.check_writable()
    except OutputError as exc:
        cache.stop_disk_writes(write_problem(disk.directory, exc))
        _progress(f"Note: {cache.last_disk_error}")
    return cache


def run_render(args: argparse.Namespace) -> int:
    if args.resume and args.project is None:
        raise StudioError("--resume continues a project; add --project PATH.")
    if args.workers is not None and args.ray is None:
        raise StudioError("--workers is for a cluster render; add --ray local or --ray ADDRESS.")
    if args.ray is not None:
        from studio.cluster import require_ray

        require_ray()
        if args.no_cache:
            raise StudioError(
                "--no-cache does not apply to --ray (workers share each voice's state); "
                "leave one of them out."
            )
    voice_args = parse_voice_args(args.voice)
    names = [v.name for v in voice_args]
    texts = parse_voice_texts(args.voice_text, names)
    lines, script_notes = _load_scripts(args.script, names)
    dictionary, skipped = _dictionaries(args)
    if skipped:
        _progress(f"Note: {skipped} dictionary entries have only phonemes and were skipped.")
    project = (
        None
        if args.project is None
        else RenderRecord.check_project(args.project, args.resume, lines)
    )

    # Check every input before the (slow) model load: bad input fails in milliseconds.
    raw: dict[str, tuple[np.ndarray, int]] = {}
    for voice_arg in voice_args:
        data, rate = read_audio(voice_arg.path)
        mono = to_mono(data)
        if project is not None:
            # As the project will store it, so the voice keeps its prompt key on reopening.
            mono = quantize_like_stored(mono)
        prepare_reference(mono, rate, rate, str(voice_arg.path))
        raw[voice_arg.name] = (mono, rate)
    _prepare_output(args.out)
    if not (args.overwrite or args.resume):
        # Files an earlier render left: refused before the model loads, unless asked for.
        width = _line_width(len(lines))
        refuse_existing(
            [args.out / f"{line.index:0{width}d}.{args.format}" for line in lines]
            + [args.out / f"script.{args.format}"],
            "give --overwrite to replace {it}, or choose another --out",
        )
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
    if project is not None and args.resume and project.exists():
        resumed_seed = record.resume_from(project)
        if args.seed is None and resumed_seed is not None:
            args.seed = resumed_seed  # a resumed line sounds as it would have in the first run
    lines = record.script_lines(lines)
    problems = [
        (line.index, line.spoken.problem) for line in lines if line.spoken and line.spoken.problem
    ]
    if problems:
        index, problem = problems[0]
        raise StudioError(f"Script line {index}: {problem}")
    for note in script_notes:
        _progress(f"Note: {note}")
    backend = _start_backend(args)
    try:
        code, report = _render_with(args, backend, record, raw, voice_args, texts, lines, project)
    finally:
        backend.close()
    # Printed once the backend is closed: Ray's messages go to stderr until then.
    if report is not None:
        print(json.dumps(report, ensure_ascii=False))
    return code


def _start_backend(args: argparse.Namespace) -> RenderBackend:
    """The engine in this process, or the workers of a Ray cluster (``--ray``)."""
    start = time.perf_counter()
    backend: RenderBackend
    if args.ray is not None:
        from studio.cluster.driver import ClusterRender

        where = "a local Ray instance" if args.ray == "local" else f"the Ray cluster {args.ray}"
        workers = args.workers or DEFAULT_WORKERS
        _progress(
            f"Starting {plural(workers, 'worker')} on {where}, each loading "
            f"{args.engine} model {args.model!r} ..."
        )
        backend = ClusterRender(
            args.ray,
            workers,
            args.engine,
            args.model,
            args.device,
            args.threads,
            args.mode,
            _progress,
        )
    else:
        cache = _make_cache(args)
        _progress(f"Loading {args.engine} model {args.model!r} ...")
        # Missing hub weights are fetched here, with the download command's progress.
        with TerminalProgress() as progress:
            fetch = ModelFetch(progress=progress.update)
            engine = load_engine(
                args.engine, args.model, args.device, args.threads, args.mode, fetch
            )
        backend = LocalRender(Renderer(engine, cache))
    info = backend.info
    _progress(f"Model ready on {info.device} in {(time.perf_counter() - start):.1f} s.")
    return backend


def _render_with(
    args: argparse.Namespace,
    backend: RenderBackend,
    record: RenderRecord,
    raw: dict[str, tuple[np.ndarray, int]],
    voice_args: list[VoiceArg],
    texts: dict[str, str],
    lines: list[ScriptLine],
    project: Path | None,
) -> tuple[int, dict[str, Any] | None]:
    """Render and report; returns the exit code and, with ``--json``, the report."""
    info = backend.info
    if info.is_random:
        _progress("Note: random weights (no download): the output is noise, for tests and demos.")

    voices: dict[str, Voice] = {}
    for voice_arg in voice_args:
        mono, rate = raw[voice_arg.name]
        reference = prepare_reference(mono, rate, info.sample_rate, str(voice_arg.path))
        for note in reference.notes(voice_arg.name):
            _progress(note)
        voices[voice_arg.name] = Voice(voice_arg.name, reference, texts.get(voice_arg.name))

    record.set_voice_keys(backend.voice_keys(voices))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if args.best_of == 1:
        # One seed for the project: a resumed render uses it again.
        record.doc.defaults = replace(record.doc.defaults, seed=seed)
    if project is not None:
        record.keep_in(project, {name: VoiceAudio(*raw[name]) for name in raw})
        done = sum(record.finished(line.index) for line in lines)
        _progress(f"Project {project}: {done} of {plural(len(lines), 'line')} already rendered.")
    params = GenerationParams(
        seed=seed,
        temperature=args.temperature,
        max_seconds=args.max_seconds,
        cfg=args.cfg,
        steps=args.steps,
    )
    failures, report = _render_and_report(args, backend, lines, voices, params, seed, record)
    if project is not None:
        _progress(
            f"Saved the project {project} (saving took {record.save_seconds:.1f} s in all; "
            "export it with voice-studio export)."
        )
    if failures:
        others = "; the others were written." if failures < len(lines) else "."
        _progress(f"{plural(failures, 'line')} failed{others}")
        return 1, report
    return 0, report


def _requests(lines: list[ScriptLine], params: GenerationParams, best_of: int) -> list[LineRequest]:
    """Every line ``best_of`` times, with seeds seed, seed+1, ..."""
    return [
        LineRequest(line, replace(params, seed=(params.seed + attempt) % 2**31))
        for line in lines
        for attempt in range(best_of)
    ]


def _batch_size(
    args: argparse.Namespace, backend: RenderBackend, requests: list[LineRequest]
) -> int:
    """``--batch``, or the engine's measured size when several lines share a voice."""
    if args.batch is not None:
        return int(args.batch)
    shared = len(requests) > len({r.line.voice for r in requests})
    if not shared or not backend.batches:
        return 1
    _progress("Measuring how many lines to render at once ...")
    size = backend.auto_batch_size()
    _progress(f"Rendering up to {plural(size, 'line')} of a voice at once (--batch sets it).")
    return size


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
    width = _line_width(len(lines))

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
    batch = _batch_size(args, backend, requests)
    reports: dict[int, dict[str, Any]] = {}
    failures = 0
    told = backend.disk_problem()
    start = time.perf_counter()
    settled: dict[int, int] = {}  # line index -> takes ended (done or failed)
    last_error: dict[int, str] = {}

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
        for reason in reasons:
            progress.note(f"[{index}/{len(lines)}] review: {reason}")
        line = record.line(index)
        reports[index] = {
            "index": index,
            "voice": line.voice,
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
        record.line_settled()

    state_bytes: dict[int, int] = {}
    with (
        cancel_on_sigint() as cancel,
        RenderProgress(len(lines), len(resumed)) as progress,
        _saving_at_the_end(record),
    ):
        announced: set[int] = set()
        for event in backend.events(requests, voices, cancel, batch):
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
            elif isinstance(event, LineDone | LineFailed):
                if isinstance(event, LineFailed) and event.cancelled:
                    progress.detail(f"[{event.index}/{len(lines)}] stopped.")
                    continue
                index = event.index
                settled[index] = settled.get(index, 0) + 1
                if isinstance(event, LineDone):
                    record.add(event, info)
                    state_bytes[index] = event.lookup.nbytes
                else:
                    last_error[index] = event.message
                    if best_of > 1:
                        progress.note(
                            f"[{index}/{len(lines)}] take {settled[index]} failed: {event.message}"
                        )
                if settled[index] < best_of:
                    continue
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
                    "text": event.text,
                    "error": message,
                }
    if cancel.is_set():
        if record.folder is not None:
            _progress(
                f"Stopped; {record.folder} keeps the finished lines (continue with --resume)."
            )
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
        _progress(f"Wrote {output} ({plural(len(written), 'line')}).")
    total_ms = (time.perf_counter() - start) * 1000
    report: dict[str, Any] | None = None
    if args.json:
        report = {
            "engine": info.engine_id,
            "model": info.model_spec,
            "fingerprint": info.fingerprint,
            "random_weights": info.is_random,
            "device": info.device,
            "sample_rate": info.sample_rate,
            "seed": seed,
            "output": None if output is None else str(output),
            "total_ms": round(total_ms, 3),
            "cache": backend.cache_counts(),
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


class RenderBackend(Protocol):
    """Where lines are rendered: one engine here (``LocalRender``) or a cluster's workers."""

    info: EngineInfo
    batches: bool  # whether lines of a voice may be rendered together

    def voice_keys(self, voices: Mapping[str, Voice]) -> dict[str, str]: ...

    def auto_batch_size(self) -> int: ...

    def events(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
        batch_size: int,
    ) -> Iterator[RenderEvent]: ...

    def disk_problem(self) -> str | None: ...

    def cache_counts(self) -> dict[str, int]: ...

    def report(self) -> dict[str, Any] | None: ...

    def close(self) -> None: ...


class LocalRender:
    """The render in this process: one engine, the prompt cache on memory and disk."""

    def __init__(self, renderer: Renderer) -> None:
        self.renderer = renderer
        self.info = renderer.engine.info
        self.batches = renderer.cache is not None and isinstance(renderer.engine, BatchEngine)

    def voice_keys(self, voices: Mapping[str, Voice]) -> dict[str, str]:
        return {name: self.renderer.voice_key(voice).digest for name, voice in voices.items()}

    def auto_batch_size(self) -> int:
        engine = self.renderer.engine
        return engine.auto_batch_size() if isinstance(engine, BatchEngine) else 1

    def events(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
        batch_size: int,
    ) -> Iterator[RenderEvent]:
        return render_batched(self.renderer, requests, voices, cancel, batch_size)

    def disk_problem(self) -> str | None:
        cache = self.renderer.cache
        return None if cache is None else cache.last_disk_error

    def cache_counts(self) -> dict[str, int]:
        cache = self.renderer.cache
        stats = cache.stats if cache is not None else None
        return {
            "memory_hits": stats.memory_hits if stats else 0,
            "disk_hits": stats.disk_hits if stats else 0,
            "misses": stats.misses if stats else 0,
        }

    def report(self) -> dict[str, Any] | None:
        return None

    def close(self) -> None:
        pass


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


__all__ = ["run_render", "parse_voice_args", "parse_voice_texts", "join_files"]
