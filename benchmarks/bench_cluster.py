"""Rendering on a local Ray cluster against the single-process batched render.

    python benchmarks/bench_cluster.py                       # full architecture
    python benchmarks/bench_cluster.py --model random:english_2m_2026-10 --lines 8

Measures, on this machine, with one torch thread per worker and per side:

- lines per second of the single-process batched render (``render_requests``
  through a ``RenderService`` at ``--batch``, the engine loaded once, each voice
  built once) and of a local Ray cluster with 1 and 2 workers
  (``ClusterRender.events``: the same lines, seeds and batch size; each voice
  built once on one worker). Model loading and Ray's start are outside
  the timing; building each voice's state is inside it, on every side. The sides
  take turns by repetition (which goes first turns too), and the total audio of
  every side is compared: they must render the same lines.
- a voice's state: the time one worker takes to build it, against the time a
  second worker takes to load it from the object store (transfer, checksum,
  safetensors decode, onto the device).

Random weights end speech at random: lines are capped at ``--max-seconds``; the
same seed gives the same length on every side.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

from bench_common import LINE_TEXTS, MODEL_SPEC, VOICE_SCRIPTS, make_workdir, speech

from studio.cache import MemoryTier, PromptCache
from studio.cluster.driver import ClusterRender
from studio.core.sound.audio import prepare_reference
from studio.core.text.script import ScriptLine
from studio.engines import load_engine
from studio.engines.base import GenerationParams
from studio.render import LineDone, LineFailed, LineRequest, Renderer, Voice
from studio.render.service import RenderService, render_requests

SEED = 4321


def make_voices(count: int, rate: int, workdir: Path) -> dict[str, Voice]:
    voices: dict[str, Voice] = {}
    for name, (espeak_voice, text) in list(VOICE_SCRIPTS.items())[:count]:
        samples = speech(8.0, espeak_voice, text, rate, workdir)
        voices[name] = Voice(name, prepare_reference(samples, rate, rate, name))
    return voices


def make_requests(lines: int, voices: list[str], max_seconds: float) -> list[LineRequest]:
    return [
        LineRequest(
            ScriptLine(i + 1, voices[i % len(voices)], LINE_TEXTS[i % len(LINE_TEXTS)]),
            GenerationParams(seed=SEED + i, max_seconds=max_seconds),
        )
        for i in range(lines)
    ]


def audio_seconds(events: list[Any]) -> float:
    failed = [e for e in events if isinstance(e, LineFailed)]
    if failed:
        raise RuntimeError(f"line {failed[0].index} failed: {failed[0].message}")
    return sum(len(e.audio) / e.sample_rate for e in events if isinstance(e, LineDone))


def single(
    model: str, voices: dict[str, Voice], requests: list[LineRequest], batch: int
) -> tuple[float, float]:
    """Seconds and audio seconds of one single-process batched render (voices built cold)."""
    engine = load_engine("pocket", model, "cpu", 1)
    renderer = Renderer(engine, PromptCache(MemoryTier(2**30)))
    service = RenderService(renderer, voices.get, batch)
    start = time.perf_counter()
    events = list(render_requests(service, requests, threading.Event()))
    return time.perf_counter() - start, audio_seconds(events)


def cluster(
    model: str, workers: int, voices: dict[str, Voice], requests: list[LineRequest], batch: int
) -> tuple[float, float, dict[str, Any]]:
    """Seconds and audio seconds of one cluster render, and the cluster's report."""
    render = ClusterRender("local", workers, "pocket", model, "cpu", 1, "reference", _quiet, batch)
    try:
        start = time.perf_counter()
        events = list(render.events(requests, voices, threading.Event()))
        seconds = time.perf_counter() - start
        return seconds, audio_seconds(events), render.report()
    finally:
        render.close()


def state_transfer(model: str, voices: dict[str, Voice]) -> list[tuple[float, float, int]]:
    """Per voice: build ms on worker 1, object-store load ms on worker 2 (seen from the
    driver: transfer and decode), state bytes."""
    import ray

    render = ClusterRender("local", 2, "pocket", model, "cpu", 1, "reference", _quiet)
    try:
        first, second = render.handles()
        found = []
        for voice in voices.values():
            built_ref, blob_ref = first.build_state.options(num_returns=2).remote(voice)
            built = ray.get(built_ref)
            start = time.perf_counter()
            ray.get(second.load_state.remote(built, blob_ref))
            found.append((built.build_ms, (time.perf_counter() - start) * 1000, built.nbytes))
        return found
    finally:
        render.close()


def _quiet(message: str) -> None:
    pass


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default=MODEL_SPEC)
    parser.add_argument("--lines", type=int, default=12)
    parser.add_argument("--voices", type=int, default=2)
    parser.add_argument("--batch", type=int, default=4)
    parser.add_argument("--max-seconds", type=float, default=2.0)
    parser.add_argument("--reps", type=int, default=2)
    args = parser.parse_args()

    workdir = make_workdir()
    rate = load_engine("pocket", args.model, "cpu", 1).info.sample_rate
    voices = make_voices(args.voices, rate, workdir)
    requests = make_requests(args.lines, list(voices), args.max_seconds)
    sides = ["single", "1 worker", "2 workers"]
    seconds: dict[str, list[float]] = {side: [] for side in sides}
    audio: dict[str, set[float]] = {side: set() for side in sides}
    for rep in range(args.reps):
        for side in sides if rep % 2 == 0 else reversed(sides):
            if side == "single":
                took, heard = single(args.model, voices, requests, args.batch)
            else:
                took, heard, _ = cluster(args.model, int(side[0]), voices, requests, args.batch)
            seconds[side].append(took)
            audio[side].add(round(heard, 3))
            print(f"rep {rep + 1} {side}: {args.lines / took:.2f} lines/s ({took:.1f} s)")
    if len({a for side in sides for a in audio[side]}) != 1:
        print(f"the sides rendered different audio: {audio}")
        return 1
    print(
        f"\n{args.model}, {args.lines} lines of {args.voices} voices, batch {args.batch}, "
        f"{sorted(audio['single'])[0]:.1f} s of audio, 1 thread per side, {args.reps} reps, "
        f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the end"
    )
    base = statistics.median(seconds["single"])
    for side in sides:
        median = statistics.median(seconds[side])
        print(
            f"  {side:9s}: {args.lines / median:6.2f} lines/s (median {median:.2f} s, "
            f"{min(seconds[side]):.2f}..{max(seconds[side]):.2f}), {base / median:.2f}x single"
        )
    print("\nA voice's state reaching a second worker:")
    for build_ms, load_ms, nbytes in state_transfer(args.model, voices):
        print(
            f"  {nbytes / 1e6:6.2f} MB: built in {build_ms:7.1f} ms, loaded from the object "
            f"store in {load_ms:6.1f} ms ({build_ms / load_ms:.1f}x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
