"""Where ``voice-studio render`` renders: one engine in this process, or a Ray cluster.

Both give the same events, so the project, the report and ``--resume`` are one
code path. The engine (and torch) load here, after every input was checked.
"""

from __future__ import annotations

import argparse
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, Protocol

from studio.cache.disk_tier import DiskTier, write_problem
from studio.cache.memory_tier import MemoryTier
from studio.cache.prompt_cache import PromptCache
from studio.cli.download import TerminalProgress
from studio.cli.render_inputs import progress
from studio.core.text.spoken import TextPrep
from studio.core.text.wording import plural
from studio.engines.info import CompileOptions, EngineInfo, LoadPhase, ModelFetch
from studio.errors import OutputError, StudioError
from studio.models.asr_catalog import RANDOM_ASR
from studio.paths import DEFAULT_DISK_CACHE_BYTES, DEFAULT_MEMORY_CACHE_BYTES, default_cache_dir
from studio.render import LineRequest, Renderer, RenderEvent, Voice
from studio.render.batch import can_batch
from studio.render.checks import CheckSettings, LineChecked, TakeChecker
from studio.render.service import RenderService, render_requests
from studio.render.voice_match import VoiceMatcher

DEFAULT_WORKERS = 2  # --workers with --ray


def make_cache(args: argparse.Namespace) -> PromptCache | None:
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
        progress(f"Note: {cache.last_disk_error}")
    return cache


def start_backend(
    args: argparse.Namespace,
    checks: CheckSettings | None = None,
    prep: TextPrep | None = None,
    voice: bool = False,
) -> RenderBackend:
    """The engine in this process, or the workers of a Ray cluster (``--ray``); with
    ``checks``, the recognizer loads first (on its own thread; on a cluster, once on
    each worker) and hears every take, its lines read with ``prep``; with ``voice``,
    each take's similarity to its voice is measured where it renders."""
    start = time.perf_counter()
    backend: RenderBackend
    if args.ray is not None:
        from studio.cluster.driver import ClusterRender

        where = "a local Ray instance" if args.ray == "local" else f"the Ray cluster {args.ray}"
        workers = args.workers or DEFAULT_WORKERS
        progress(
            f"Starting {plural(workers, 'worker')} on {where}, each loading "
            f"{args.engine} model {args.model!r} ..."
        )
        if checks is not None and checks.words:
            progress(f"Each worker loads the speech recognizer {checks.recognizer!r} ...")
            if checks.recognizer == RANDOM_ASR:
                progress("Note: the demo recognizer has random weights: it hears nonsense.")
        backend = ClusterRender(
            args.ray,
            workers,
            args.engine,
            args.model,
            args.device,
            args.threads,
            args.mode,
            progress,
            args.batch,
            voice,
            checks,
            prep,
        )
    else:
        matcher = start_voice_match() if voice else None
        checker = start_checker(checks) if checks is not None else None
        cache = make_cache(args)
        progress(f"Loading {args.engine} model {args.model!r} ...")
        # Missing hub weights are fetched here, with the download command's progress.
        from studio.engines import load_engine

        try:
            with TerminalProgress() as bar:
                fetch = ModelFetch(progress=bar.update)
                compiling = CompileOptions(args.compile, args.cache_dir, say_compile)
                engine = load_engine(
                    args.engine, args.model, args.device, args.threads, args.mode, fetch, compiling
                )
        except BaseException:
            if checker is not None:
                checker.close()
            raise
        backend = LocalRender(
            Renderer(engine, cache, voice_match=matcher), args.batch, checker, prep
        )
    info = backend.info
    compiled = ", compiled," if info.compiled else ""
    progress(f"Model ready on {info.device}{compiled} in {(time.perf_counter() - start):.1f} s.")
    return backend


def say_compile(phase: LoadPhase) -> None:
    """The compile's phases on the command line (the loading thread: this one)."""
    if phase.phase == "compiling":
        last = "" if phase.seconds is None else f" (it took {phase.seconds:.1f} s last time)"
        progress(f"Compiling the model{last} ...")
    elif phase.phase == "compiled":
        progress(
            f"Compiled in {phase.seconds or 0.0:.1f} s ({plural(phase.reused, 'graph')} from "
            f"the compile cache, {phase.built} compiled anew)."
        )
    elif phase.phase == "not compiled":
        progress(f"Note: the model could not be compiled ({phase.problem}); it runs uncompiled.")


class RenderBackend(Protocol):
    """Where lines are rendered: one engine here (``LocalRender``) or a cluster's workers."""

    info: EngineInfo
    batches: bool  # whether lines of a voice may be rendered together

    def voice_keys(self, voices: Mapping[str, Voice]) -> dict[str, str]: ...

    def batch_size(self) -> int:
        """Lines of a voice rendered together (``--batch``, else measured once)."""
        ...

    def events(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
    ) -> Iterator[RenderEvent | LineChecked]: ...

    def disk_problem(self) -> str | None: ...

    def cache_counts(self) -> dict[str, int]: ...

    def batch_report(self) -> dict[str, Any]:
        """The batch size used and how full the batches ran (mean occupancy)."""
        ...

    def report(self) -> dict[str, Any] | None: ...

    def close(self) -> None: ...


class LocalRender:
    """The render in this process: one engine, the prompt cache on memory and disk, and the
    render service every program renders through."""

    def __init__(
        self,
        renderer: Renderer,
        batch_size: int | None,
        checker: TakeChecker | None = None,
        prep: TextPrep | None = None,
    ) -> None:
        self.renderer = renderer
        self.info = renderer.engine.info
        self.batches = can_batch(renderer)
        self._voices: dict[str, Voice] = {}
        self._prep = prep
        self.service = RenderService(renderer, self._voices.get, batch_size, checks=checker)

    def voice_keys(self, voices: Mapping[str, Voice]) -> dict[str, str]:
        return {name: self.renderer.voice_key(voice).digest for name, voice in voices.items()}

    def batch_size(self) -> int:
        return self.service.batch_size()

    def events(
        self,
        requests: Sequence[LineRequest],
        voices: Mapping[str, Voice],
        cancel: threading.Event,
    ) -> Iterator[RenderEvent | LineChecked]:
        self._voices.update(voices)
        return render_requests(self.service, requests, cancel, self._prep)

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

    def batch_report(self) -> dict[str, Any]:
        stats = self.service.stats
        occupancy = stats.occupancy
        return {
            "size": self.service.batch_size() if self.batches else 1,
            "steps": stats.steps,
            "occupancy": None if occupancy is None else round(occupancy, 4),
        }

    def report(self) -> dict[str, Any] | None:
        return None

    def close(self) -> None:
        if self.service.checks is not None:
            self.service.checks.close()


def start_voice_match() -> VoiceMatcher:
    """The speaker encoder, loaded before the TTS model; one that cannot load is said now."""
    progress("Loading the speaker encoder for the voice check ...")
    start = time.perf_counter()
    matcher = VoiceMatcher()
    problem = matcher.load()
    if problem is not None:
        raise StudioError(problem)
    progress(f"Speaker encoder ready in {(time.perf_counter() - start):.1f} s.")
    return matcher


def start_checker(checks: CheckSettings) -> TakeChecker:
    """The recognizer, loaded on its own thread before the TTS model (so the demo one is
    built before anything renders); a recognizer that fails to load is said now."""
    if not checks.words:
        # The voice alone decides retakes: no recognizer to load.
        return TakeChecker(checks)
    progress(f"Loading the speech recognizer {checks.recognizer!r} ...")
    start = time.perf_counter()
    checker = TakeChecker(checks)
    checker.start()
    problem = checker.wait_loaded()
    if problem is not None:
        checker.close()
        raise StudioError(problem)
    progress(f"Speech recognizer ready in {(time.perf_counter() - start):.1f} s.")
    if checks.recognizer == RANDOM_ASR:
        progress("Note: the demo recognizer has random weights: it hears nonsense.")
    return checker


__all__ = [
    "DEFAULT_WORKERS",
    "LocalRender",
    "RenderBackend",
    "make_cache",
    "start_backend",
    "start_checker",
    "start_voice_match",
]
