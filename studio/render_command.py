"""``voice-studio render``: a script in one or more cloned voices, headless."""

from __future__ import annotations

import argparse
import json
import re
import secrets
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.cache.disk_tier import write_problem
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
from studio.core.project import VoiceAudio, project_dir, quantize_like_stored
from studio.core.pronunciation import PronunciationDictionary
from studio.core.script import ScriptLine, load_script, read_script_text
from studio.core.script_text import is_markdown
from studio.core.wording import plural
from studio.download_command import TerminalProgress
from studio.engines import load_engine
from studio.engines.base import GenerationParams, ModelFetch
from studio.errors import OutputError, StudioError
from studio.interrupt import cancel_on_sigint
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.render import CacheResolved, LineDone, LineFailed, Renderer, RenderEvent, Voice
from studio.render_record import RenderRecord

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


def join_lines(audios: list[np.ndarray], sample_rate: int, gap_seconds: float) -> np.ndarray:
    gap = np.zeros(int(round(gap_seconds * sample_rate)), dtype=np.float32)
    parts: list[np.ndarray] = []
    for i, audio in enumerate(audios):
        if i:
            parts.append(gap)
        parts.append(audio)
    return np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)


def _prepare_output(out: Path) -> None:
    try:
        out.mkdir(parents=True, exist_ok=True)
    except FileExistsError as exc:
        raise OutputError(f"{out} exists and is not a folder; choose another --out.") from exc
    except PermissionError as exc:
        raise OutputError(f"Cannot create {out}: permission denied; choose another --out.") from exc
    except OSError as exc:
        raise OutputError(f"Cannot create {out}: {exc.strerror}; choose another --out.") from exc


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _dictionaries(args: argparse.Namespace) -> tuple[PronunciationDictionary, int]:
    """The ``--dictionary`` files combined (a later file's entries win), and entries skipped."""
    combined = PronunciationDictionary()
    skipped = 0
    for path in args.dictionary:
        found = read_lexicon(path)
        combined = found.dictionary.merged_over(combined)
        skipped += found.skipped
    return combined, skipped


def _check_project_path(path: Path | None) -> Path | None:
    if path is None:
        return None
    folder = project_dir(path)
    if folder.exists():
        raise StudioError(f"{folder} already exists; choose another --project or remove it first.")
    if not folder.parent.is_dir():
        raise OutputError(f"Cannot save {folder}: the folder {folder.parent} does not exist.")
    return folder


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
    voice_args = parse_voice_args(args.voice)
    names = [v.name for v in voice_args]
    texts = parse_voice_texts(args.voice_text, names)
    markdown = args.script != "-" and is_markdown(args.script)
    script = load_script(read_script_text(args.script), names, markdown=markdown)
    lines = list(script.lines)
    dictionary, skipped = _dictionaries(args)
    if skipped:
        _progress(f"Note: {skipped} dictionary entries have only phonemes and were skipped.")
    project = _check_project_path(args.project)

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
    lines = record.script_lines(lines)
    problems = [
        (line.index, line.spoken.problem) for line in lines if line.spoken and line.spoken.problem
    ]
    if problems:
        index, problem = problems[0]
        raise StudioError(f"Script line {index}: {problem}")
    for note in script.notes:
        _progress(f"Note: {note}")
    cache = _make_cache(args)

    _progress(f"Loading {args.engine} model {args.model!r} ...")
    start = time.perf_counter()
    # Missing hub weights are fetched here, with the download command's progress.
    with TerminalProgress() as progress:
        fetch = ModelFetch(progress=progress.update)
        engine = load_engine(args.engine, args.model, args.device, args.threads, args.mode, fetch)
    info = engine.info
    _progress(f"Model ready on {info.device} in {(time.perf_counter() - start):.1f} s.")
    if info.is_random:
        _progress("Note: random weights (no download): the output is noise, for tests and demos.")

    voices: dict[str, Voice] = {}
    for voice_arg in voice_args:
        mono, rate = raw[voice_arg.name]
        reference = prepare_reference(mono, rate, info.sample_rate, str(voice_arg.path))
        for note in reference.notes(voice_arg.name):
            _progress(note)
        voices[voice_arg.name] = Voice(voice_arg.name, reference, texts.get(voice_arg.name))

    renderer = Renderer(engine, cache)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    params = GenerationParams(
        seed=seed,
        temperature=args.temperature,
        max_seconds=args.max_seconds,
        cfg=args.cfg,
        steps=args.steps,
    )
    failures = _render_and_report(args, renderer, lines, voices, params, seed, record)
    if project is not None:
        voice_audio = {name: VoiceAudio(*raw[name]) for name in raw}
        folder = record.save(project, voice_audio)
        _progress(f"Saved the project {folder} (export it with voice-studio export).")
    if failures:
        others = "; the others were written." if failures < len(lines) else "."
        _progress(f"{plural(failures, 'line')} failed{others}")
        return 1
    return 0


def _attempts(
    renderer: Renderer,
    lines: list[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    best_of: int,
    cancel: threading.Event,
) -> Iterator[tuple[int, RenderEvent]]:
    """(attempt, event) for every line rendered ``best_of`` times with seeds seed, seed+1, ..."""
    for line in lines:
        for attempt in range(best_of):
            if cancel.is_set():
                return
            seeded = replace(params, seed=(params.seed + attempt) % 2**31)
            for event in renderer.render([line], voices, seeded, cancel):
                yield attempt, event


def _render_and_report(
    args: argparse.Namespace,
    renderer: Renderer,
    lines: list[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    seed: int,
    record: RenderRecord,
) -> int:
    info = renderer.engine.info
    suffix = OUTPUT_FORMATS[args.format]
    width = max(3, len(str(len(lines))))
    reports: list[dict[str, Any]] = []
    audios: list[np.ndarray] = []
    failures = 0
    best_of = args.best_of
    cache = renderer.cache
    told = cache.last_disk_error if cache is not None else None
    start = time.perf_counter()
    last_done: dict[int, LineDone] = {}

    def finish(done: LineDone) -> None:
        chosen = record.choose_best(done.index)
        assert chosen is not None
        audio = record.takes.get(chosen.id)
        assert audio is not None
        path = args.out / f"{done.index:0{width}d}.{args.format}"
        write_audio(path, audio, done.sample_rate, *suffix)
        audios.append(audio)
        review = record.review(done.index)
        reasons = [flag.reason for flag in review.flags] if review else []
        seconds = len(audio) / done.sample_rate
        _progress(
            f"[{done.index}/{len(lines)}] {seconds:.2f} s of audio in "
            f"{chosen.generate_ms:.0f} ms (first audio {chosen.first_audio_ms or 0:.0f} ms)"
            f" -> {path}"
        )
        for reason in reasons:
            _progress(f"[{done.index}/{len(lines)}] review: {reason}")
        reports.append(
            {
                "index": done.index,
                "voice": done.voice,
                "text": done.text,
                "spoken": chosen.spoken,
                "chapter": lines[done.index - 1].chapter,
                "cache": chosen.cache_outcome,
                "cache_ms": round(chosen.cache_ms, 3),
                "first_audio_ms": None
                if chosen.first_audio_ms is None
                else round(chosen.first_audio_ms, 3),
                "generate_ms": round(chosen.generate_ms, 3),
                "audio_seconds": round(seconds, 4),
                "state_bytes": done.lookup.nbytes,
                "seed": chosen.seed,
                "takes": len(record.line(done.index).takes),
                "review": reasons,
                "file": str(path),
            }
        )

    with cancel_on_sigint() as cancel:
        for attempt, event in _attempts(renderer, lines, voices, params, best_of, cancel):
            last = attempt == best_of - 1
            if isinstance(event, CacheResolved) and attempt == 0:
                _progress(
                    f"[{event.index}/{len(lines)}] {event.voice}: prompt {event.lookup.outcome} "
                    f"({event.lookup.ms:.0f} ms, {event.lookup.nbytes / 1e6:.2f} MB)"
                )
                if cache is not None and cache.last_disk_error not in (None, told):
                    told = cache.last_disk_error
                    _progress(f"Note: {told}")
            elif isinstance(event, LineDone):
                record.add(event, info)
                last_done[event.index] = event
                if last:
                    finish(event)
            elif isinstance(event, LineFailed):
                if event.cancelled:
                    _progress(f"[{event.index}/{len(lines)}] stopped.")
                    continue
                if not last:
                    _progress(
                        f"[{event.index}/{len(lines)}] take {attempt + 1} failed: {event.message}"
                    )
                    continue
                if event.index in last_done:
                    finish(last_done[event.index])
                    continue
                failures += 1
                _progress(f"[{event.index}/{len(lines)}] failed: {event.message}")
                reports.append(
                    {
                        "index": event.index,
                        "voice": event.voice,
                        "text": event.text,
                        "error": event.message,
                    }
                )
    if cancel.is_set():
        raise KeyboardInterrupt
    output: Path | None = None
    if audios:
        output = args.out / f"script.{args.format}"
        write_audio(
            output, join_lines(audios, info.sample_rate, args.gap), info.sample_rate, *suffix
        )
        _progress(f"Wrote {output} ({plural(len(audios), 'line')}).")
    total_ms = (time.perf_counter() - start) * 1000
    stats = renderer.cache.stats if renderer.cache is not None else None
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
            "cache": {
                "memory_hits": stats.memory_hits if stats else 0,
                "disk_hits": stats.disk_hits if stats else 0,
                "misses": stats.misses if stats else 0,
            },
            "chapters": [
                {
                    "number": chapter.number,
                    "title": chapter.title,
                    "lines": [record.doc.index_of(i) + 1 for i in chapter.line_ids],
                }
                for chapter in chapters(record.doc)
            ],
            "lines": reports,
        }
        print(json.dumps(report, ensure_ascii=False))
    return failures


__all__ = ["run_render", "parse_voice_args", "parse_voice_texts", "join_lines"]
