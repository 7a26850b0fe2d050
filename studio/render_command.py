"""``voice-studio render``: a script in one or more cloned voices, headless."""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import secrets
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import soundfile as sf

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.core.atomic_file import staged
from studio.core.audio import (
    OUTPUT_FORMATS,
    prepare_reference,
    read_audio,
    to_mono,
    write_audio,
)
from studio.core.document import LineParams, VoiceEntry
from studio.core.project import VoiceAudio, quantize_like_stored
from studio.core.script import ScriptLine, parse_script, read_script_text
from studio.engines import load_engine
from studio.engines.base import BatchEngine, GenerationParams
from studio.errors import OutputError, StudioError
from studio.interrupt import cancel_on_sigint
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.render import CacheResolved, LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render_progress import RenderProgress
from studio.render_project import HeadlessProject

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


def run_render(args: argparse.Namespace) -> int:
    if args.resume and args.project is None:
        raise StudioError("--resume continues a project; add --project PATH.")
    voice_args = parse_voice_args(args.voice)
    names = [v.name for v in voice_args]
    texts = parse_voice_texts(args.voice_text, names)
    lines = parse_script(read_script_text(args.script), names)

    # Check every input before the (slow) model load: bad input fails in milliseconds.
    raw: dict[str, tuple[np.ndarray, int]] = {}
    raw_audio: dict[str, VoiceAudio] = {}
    for voice_arg in voice_args:
        data, rate = read_audio(voice_arg.path)
        if args.project is not None:
            # The samples a project stores (24-bit): the window that opens it loads the
            # voice from there, and the same samples give the same prompt key.
            data = quantize_like_stored(data)
        mono = to_mono(data)
        prepare_reference(mono, rate, rate, str(voice_arg.path))
        raw[voice_arg.name] = (mono, rate)
        if args.project is not None:
            channels = data[:, 0] if data.ndim == 2 and data.shape[1] == 1 else data
            raw_audio[voice_arg.name] = VoiceAudio(channels, rate)
    _prepare_output(args.out)
    if args.project is not None:
        HeadlessProject.check(args.project, args.resume, lines)

    _progress(f"Loading {args.engine} model {args.model!r} ...")
    start = time.perf_counter()
    engine = load_engine(args.engine, args.model, args.device, args.threads, args.mode)
    info = engine.info
    _progress(f"Model ready on {info.device} in {(time.perf_counter() - start):.1f} s.")
    if info.is_random:
        _progress("Note: random weights (no download): the output is noise, for tests and demos.")

    voices: dict[str, Voice] = {}
    for voice_arg in voice_args:
        mono, rate = raw[voice_arg.name]
        reference = prepare_reference(mono, rate, info.sample_rate, str(voice_arg.path))
        if reference.truncated:
            _progress(
                f"Voice {voice_arg.name}: {reference.original_seconds:.1f} s is longer than 30 s; "
                "using the first 30 s."
            )
        voices[voice_arg.name] = Voice(voice_arg.name, reference, texts.get(voice_arg.name))

    cache: PromptCache | None = None
    if not args.no_cache:
        cache_dir = args.cache_dir or default_cache_dir()
        cache = PromptCache(
            MemoryTier(DEFAULT_MEMORY_CACHE_BYTES), DiskTier(cache_dir, DEFAULT_DISK_CACHE_BYTES)
        )
    renderer = Renderer(engine, cache)
    seed = args.seed
    project: HeadlessProject | None = None
    if args.project is not None:
        entries = [
            VoiceEntry(
                name,
                str(next(v.path for v in voice_args if v.name == name).resolve()),
                voice.transcript or "",
                renderer.voice_key(voice).digest,
            )
            for name, voice in voices.items()
        ]
        defaults = LineParams(
            seed=seed,
            temperature=args.temperature,
            cfg=args.cfg,
            steps=args.steps,
            gap_after=args.gap,
        )
        project = HeadlessProject.open(
            args.project, args.resume, lines, entries, raw_audio, defaults, info
        )
        seed = project.doc.defaults.seed
        done = sum(project.finished(line) for line in lines)
        _progress(f"Project {project.folder}: {done} of {len(lines)} line(s) already rendered.")
    if seed is None:
        seed = secrets.randbelow(2**31)
    params = GenerationParams(
        seed=seed,
        temperature=args.temperature,
        max_seconds=args.max_seconds,
        cfg=args.cfg,
        steps=args.steps,
    )
    return _render_and_report(args, renderer, lines, voices, params, seed, project)


def _render_and_report(
    args: argparse.Namespace,
    renderer: Renderer,
    lines: list[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    seed: int,
    project: HeadlessProject | None,
) -> int:
    info = renderer.engine.info
    suffix = OUTPUT_FORMATS[args.format]
    width = max(3, len(str(len(lines))))

    def line_file(index: int) -> Path:
        return Path(args.out) / f"{index:0{width}d}.{args.format}"

    resumed = [line for line in lines if project is not None and project.finished(line)]
    skipped = {line.index for line in resumed}
    for line in resumed:
        assert project is not None
        audio = project.audio_of(line)
        if audio is not None and not line_file(line.index).is_file():
            write_audio(line_file(line.index), audio, info.sample_rate, *suffix)
    todo = [line for line in lines if line.index not in skipped]
    batch = _batch_size(args, renderer, todo)
    reports: dict[int, dict[str, Any]] = {}
    written: dict[int, Path] = {line.index: line_file(line.index) for line in resumed}
    failures = 0
    start = time.perf_counter()
    with (
        cancel_on_sigint() as cancel,
        RenderProgress(len(lines), len(resumed)) as progress,
        _flushing(project),
    ):
        if batch == 1:
            events = renderer.render(todo, voices, params, cancel)
        else:
            requests = [LineRequest(line, params) for line in todo]
            events = renderer.render_batched(requests, voices, cancel, batch)
        for event in events:
            if isinstance(event, CacheResolved):
                progress.detail(
                    f"[{event.index}/{len(lines)}] {event.voice}: prompt {event.lookup.outcome} "
                    f"({event.lookup.ms:.0f} ms, {event.lookup.nbytes / 1e6:.2f} MB)"
                )
            elif isinstance(event, LineDone):
                path = line_file(event.index)
                write_audio(path, event.audio, event.sample_rate, *suffix)
                written[event.index] = path
                if project is not None:
                    project.add(lines[event.index - 1], event)
                t = event.timings
                progress.line_done(t.audio_seconds)
                progress.detail(
                    f"[{event.index}/{len(lines)}] {t.audio_seconds:.2f} s of audio in "
                    f"{t.generate_ms:.0f} ms (first audio {t.first_audio_ms or 0:.0f} ms) -> {path}"
                )
                reports[event.index] = _line_report(event, path)
            elif isinstance(event, LineFailed):
                progress.line_skipped()
                if event.cancelled:
                    progress.detail(f"[{event.index}/{len(lines)}] stopped.")
                    continue
                failures += 1
                progress.note(f"[{event.index}/{len(lines)}] failed: {event.message}")
                reports[event.index] = {
                    "index": event.index,
                    "voice": event.voice,
                    "text": event.text,
                    "error": event.message,
                }
    if cancel.is_set():
        if project is not None:
            _progress(f"Stopped; {project.folder} keeps the finished lines (continue: --resume).")
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
        _progress(f"Wrote {output} ({len(written)} line(s)).")
    total_ms = (time.perf_counter() - start) * 1000
    stats = renderer.cache.stats if renderer.cache is not None else None
    if renderer.cache is not None and renderer.cache.last_disk_error:
        _progress(f"Warning: {renderer.cache.last_disk_error}")
    if project is not None:
        _progress(f"Saved {project.folder} (saving took {project.save_seconds:.1f} s in all).")
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
            "lines": [reports[index] for index in sorted(reports)],
        }
        if project is not None:
            report["project"] = str(project.folder)
            report["resumed_lines"] = [line.index for line in resumed]
        print(json.dumps(report, ensure_ascii=False))
    if failures:
        _progress(f"{failures} line(s) failed; the others were written.")
        return 1
    return 0


@contextlib.contextmanager
def _flushing(project: HeadlessProject | None) -> Iterator[None]:
    """Save the project's last lines however the render ends (done, stopped, failed)."""
    try:
        yield
    finally:
        if project is not None:
            project.flush()


def _line_report(event: LineDone, path: Path) -> dict[str, Any]:
    t = event.timings
    return {
        "index": event.index,
        "voice": event.voice,
        "text": event.text,
        "cache": event.lookup.outcome,
        "cache_ms": round(t.cache_ms, 3),
        "first_audio_ms": None if t.first_audio_ms is None else round(t.first_audio_ms, 3),
        "generate_ms": round(t.generate_ms, 3),
        "audio_seconds": round(t.audio_seconds, 4),
        "state_bytes": event.lookup.nbytes,
        "seed": event.params.seed,
        "file": str(path),
    }


def _batch_size(args: argparse.Namespace, renderer: Renderer, todo: list[ScriptLine]) -> int:
    """``--batch``, or the engine's measured size when several lines share a voice."""
    if args.batch is not None:
        return int(args.batch)
    engine = renderer.engine
    shared = len(todo) > len({line.voice for line in todo})
    if not shared or renderer.cache is None or not isinstance(engine, BatchEngine):
        return 1
    _progress("Measuring how many lines to render at once ...")
    size = engine.auto_batch_size()
    _progress(f"Rendering up to {size} line(s) of a voice at once (--batch sets it).")
    return size


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


__all__ = ["run_render", "parse_voice_args", "parse_voice_texts", "join_lines", "join_files"]
