"""``voice-studio render``: a script in one or more cloned voices, headless."""

from __future__ import annotations

import argparse
import json
import re
import secrets
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from studio.cache import DiskTier, MemoryTier, PromptCache
from studio.core.audio import (
    OUTPUT_FORMATS,
    prepare_reference,
    read_audio,
    to_mono,
    write_audio,
)
from studio.core.script import ScriptLine, parse_script, read_script_text
from studio.download_command import TerminalProgress
from studio.engines import load_engine
from studio.engines.base import GenerationParams, ModelFetch
from studio.errors import OutputError
from studio.interrupt import cancel_on_sigint
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.render import CacheResolved, LineDone, LineFailed, Renderer, Voice

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
    voice_args = parse_voice_args(args.voice)
    names = [v.name for v in voice_args]
    texts = parse_voice_texts(args.voice_text, names)
    lines = parse_script(read_script_text(args.script), names)

    # Check every input before the (slow) model load: bad input fails in milliseconds.
    raw: dict[str, tuple[np.ndarray, int]] = {}
    for voice_arg in voice_args:
        data, rate = read_audio(voice_arg.path)
        mono = to_mono(data)
        prepare_reference(mono, rate, rate, str(voice_arg.path))
        raw[voice_arg.name] = (mono, rate)
    _prepare_output(args.out)

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
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    params = GenerationParams(
        seed=seed,
        temperature=args.temperature,
        max_seconds=args.max_seconds,
        cfg=args.cfg,
        steps=args.steps,
    )
    return _render_and_report(args, renderer, lines, voices, params, seed)


def _render_and_report(
    args: argparse.Namespace,
    renderer: Renderer,
    lines: list[ScriptLine],
    voices: dict[str, Voice],
    params: GenerationParams,
    seed: int,
) -> int:
    info = renderer.engine.info
    suffix = OUTPUT_FORMATS[args.format]
    width = max(3, len(str(len(lines))))
    reports: list[dict[str, Any]] = []
    audios: list[np.ndarray] = []
    failures = 0
    start = time.perf_counter()
    with cancel_on_sigint() as cancel:
        for event in renderer.render(lines, voices, params, cancel):
            if isinstance(event, CacheResolved):
                _progress(
                    f"[{event.index}/{len(lines)}] {event.voice}: prompt {event.lookup.outcome} "
                    f"({event.lookup.ms:.0f} ms, {event.lookup.nbytes / 1e6:.2f} MB)"
                )
            elif isinstance(event, LineDone):
                path = args.out / f"{event.index:0{width}d}.{args.format}"
                write_audio(path, event.audio, event.sample_rate, *suffix)
                audios.append(event.audio)
                t = event.timings
                _progress(
                    f"[{event.index}/{len(lines)}] {t.audio_seconds:.2f} s of audio in "
                    f"{t.generate_ms:.0f} ms (first audio {t.first_audio_ms or 0:.0f} ms) -> {path}"
                )
                reports.append(
                    {
                        "index": event.index,
                        "voice": event.voice,
                        "text": event.text,
                        "cache": event.lookup.outcome,
                        "cache_ms": round(t.cache_ms, 3),
                        "first_audio_ms": None
                        if t.first_audio_ms is None
                        else round(t.first_audio_ms, 3),
                        "generate_ms": round(t.generate_ms, 3),
                        "audio_seconds": round(t.audio_seconds, 4),
                        "state_bytes": event.lookup.nbytes,
                        "seed": event.params.seed,
                        "file": str(path),
                    }
                )
            elif isinstance(event, LineFailed):
                if event.cancelled:
                    _progress(f"[{event.index}/{len(lines)}] stopped.")
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
        _progress(f"Wrote {output} ({len(audios)} line(s)).")
    total_ms = (time.perf_counter() - start) * 1000
    stats = renderer.cache.stats if renderer.cache is not None else None
    if renderer.cache is not None and renderer.cache.last_disk_error:
        _progress(f"Warning: {renderer.cache.last_disk_error}")
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
            "lines": reports,
        }
        print(json.dumps(report, ensure_ascii=False))
    if failures:
        _progress(f"{failures} line(s) failed; the others were written.")
        return 1
    return 0


__all__ = ["run_render", "parse_voice_args", "parse_voice_texts", "join_lines"]
