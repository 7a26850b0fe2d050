"""Compiling VoxCPM2 as upstream's ``optimize`` does, with torch's caches kept per key.

Upstream's ``VoxCPM2Model.optimize`` wraps four parts in ``torch.compile``
(mode="reduce-overhead", fullgraph): the base and residual LMs' ``forward_step``,
the feature encoder and the diffusion estimator. ``compile_model`` does the same
for real and random weights alike (so a benchmark measures what users run), on any
device ``--compile on`` asks for (upstream refuses all but CUDA), and wraps each
compiled part so that torch's compile caches point at the key's folder
(``studio.cache.compile_cache``) while, and only while, that part runs: the
settings are in place before torch compiles anything, on the engine's thread, and
another engine in the process never writes into this model's folder.

torch compiles lazily, on a part's first calls, so the compile's time is spent in
the first lines after it. ``compile_engine`` therefore warms the model up with two
short lines on the loading thread: "model ready" includes the compile, and the
first line a user asks for runs compiled.

The settings (present in torch 2.11 and 2.14): the environment variables
``TORCHINDUCTOR_CACHE_DIR`` (Inductor's FX graph and AOT autograd caches and its
generated code, read at each use by ``torch._inductor.runtime.cache_dir_utils.
cache_dir``) and ``TRITON_CACHE_DIR`` (Triton's kernels), and the switches
``torch._inductor.config.fx_graph_cache`` and
``torch._functorch.config.enable_autograd_cache``.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import os
import platform
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import torch

from studio.cache.compile_cache import CompileCache, CompileKey, compile_cache_dir
from studio.engines.info import COMPILE_CHOICES, CompileOptions, EngineInfo, LoadPhase
from studio.engines.voxcpm.engine import VoxCPMEngine
from studio.engines.voxcpm.upstream import voxcpm_version
from studio.errors import QT_TRANSLATE_NOOP, StudioError

log = logging.getLogger(__name__)

# Two lines, as a user's first two: a value that differs between calls makes torch
# compile a part once more on its second call, and that belongs in the warm-up too.
WARM_UP_LINES = ("Hello.", "This line warms the model up.")
WARM_UP_FRAMES = 3
WARM_UP_SECONDS = 0.5
COMPILE_MODE = "reduce-overhead"


def compile_wanted(choice: str, device: str) -> bool:
    """Whether to compile on ``device``: ``on`` and ``off`` say so; ``auto`` compiles
    only where the compiled model was measured to be faster, which is CUDA with
    Triton (one H200: real-time factor 0.243 compiled against 1.32 eager). On a CPU,
    compiling a model costs minutes and was never measured to pay."""
    if choice not in COMPILE_CHOICES:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Unknown compile choice {0!r}; use auto, on or off."),
            choice,
        )
    if choice != "auto":
        return choice == "on"
    return device.startswith("cuda") and importlib.util.find_spec("triton") is not None


def compile_key(info: EngineInfo) -> CompileKey:
    """The key of a model's compile caches: the model, and the machine and versions."""
    device = torch.device(info.device)
    if device.type == "cuda":
        name = torch.cuda.get_device_name(device)
        cuda = torch.version.cuda or ""
    else:
        name, cuda = f"{device.type} {platform.machine()}", ""
    return CompileKey(
        engine=f"{info.engine_id} {voxcpm_version()}",
        fingerprint=info.fingerprint,
        dtype=info.dtype,
        device=name,
        torch=torch.__version__,
        cuda=cuda,
        triton=_version_of("triton"),
        python=platform.python_version(),
    )


def _version_of(package: str) -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(package)
    except PackageNotFoundError:
        return ""


class CacheSettings:
    """torch's compile-cache settings for one key folder, in force around a call."""

    def __init__(self, folder: Path | None) -> None:
        self.env: dict[str, str] = {}
        if folder is not None:
            folder = folder.resolve()
            self.env = {
                "TORCHINDUCTOR_CACHE_DIR": str(folder / "inductor"),
                "TRITON_CACHE_DIR": str(folder / "triton"),
            }
        import torch._functorch.config
        import torch._inductor.config

        # Both on by default; a user who forces one off (TORCHINDUCTOR_FX_GRAPH_CACHE=0,
        # TORCHINDUCTOR_AUTOGRAD_CACHE=0) still wins, as torch's forced values do.
        self.switches: list[tuple[Any, str, bool]] = [
            (torch._inductor.config, "fx_graph_cache", True),
            (torch._functorch.config, "enable_autograd_cache", True),
        ]

    def enter(self) -> list[Callable[[], None]]:
        """Put the settings in force; return the steps that put back what was there."""
        # Cheap when nothing changed since the last call: lookups, no writes.
        undo: list[Callable[[], None]] = []
        for name, value in self.env.items():
            old = os.environ.get(name)
            if old != value:
                os.environ[name] = value
                undo.append(functools.partial(_restore_env, name, old))
        for module, name, wanted in self.switches:
            old_value = getattr(module, name)
            if old_value != wanted:
                setattr(module, name, wanted)
                undo.append(functools.partial(setattr, module, name, old_value))
        return undo

    @staticmethod
    def leave(undo: list[Callable[[], None]]) -> None:
        for step in reversed(undo):
            step()

    def around(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        """``fn`` with the settings in force while it runs (and torch compiles in it)."""

        @functools.wraps(fn)
        def call(*args: Any, **kwargs: Any) -> Any:
            undo = self.enter()
            try:
                return fn(*args, **kwargs)
            finally:
                self.leave(undo)

        return call


def _restore_env(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


class CompiledPart(torch.nn.Module):
    """A compiled module, called with its cache settings in force (a module, since the
    parent registers it as a child)."""

    def __init__(self, compiled: torch.nn.Module, settings: CacheSettings) -> None:
        super().__init__()
        self.compiled = compiled
        self._call = settings.around(compiled)

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        return self._call(*args, **kwargs)


@dataclass
class Eager:
    """What ``compile_model`` replaced, to put back when compiling fails."""

    feat_encoder: torch.nn.Module
    estimator: torch.nn.Module

    def restore(self, model: Any) -> None:
        for lm in (model.base_lm, model.residual_lm):
            lm.__dict__.pop("forward_step", None)  # the class's method again
        model.feat_encoder = self.feat_encoder
        model.feat_decoder.estimator = self.estimator
        model._modules.pop("_feat_encoder_raw", None)


def compile_model(model: Any, settings: CacheSettings) -> Eager:
    """Compile the parts upstream's ``optimize`` compiles, the same way (lazily: torch
    compiles each on its first calls)."""
    eager = Eager(model.feat_encoder, model.feat_decoder.estimator)

    def compiled(fn: Any) -> Any:
        return torch.compile(fn, mode=COMPILE_MODE, fullgraph=True)

    for lm in (model.base_lm, model.residual_lm):
        lm.forward_step = settings.around(compiled(lm.forward_step))
    # The prompt's prefill encodes any number of patches: it keeps the eager encoder.
    model._feat_encoder_raw = eager.feat_encoder
    model.feat_encoder = CompiledPart(compiled(eager.feat_encoder), settings)
    model.feat_decoder.estimator = CompiledPart(compiled(eager.estimator), settings)
    return eager


def warm_up(engine: VoxCPMEngine) -> None:
    """Two short lines from a synthetic voice, so torch compiles now, not on a user's line."""
    from studio.engines.base import GenerationParams

    rate = engine.info.sample_rate
    t = np.arange(int(WARM_UP_SECONDS * rate)) / rate
    audio = (0.1 * np.sin(2 * np.pi * 150.0 * t)).astype(np.float32)
    state = engine.build_prompt_state(audio, "Warm up." if engine.info.uses_transcript else None)
    for text in WARM_UP_LINES:
        frames = engine.generate_frames(
            state,
            text,
            GenerationParams(seed=0),
            threading.Event(),
            min_frames=WARM_UP_FRAMES,
            max_frames=WARM_UP_FRAMES,
        )
        for _ in frames:
            pass


def _graph_counts() -> tuple[int, int]:
    """(graphs found in the compile caches, graphs compiled anew) so far in this process."""
    from torch._dynamo.utils import counters

    aot, fx = counters["aot_autograd"], counters["inductor"]
    reused = max(aot["autograd_cache_hit"], fx["fxgraph_cache_hit"])
    built = max(aot["autograd_cache_miss"], fx["fxgraph_cache_miss"])
    return reused, built


def compile_engine(engine: VoxCPMEngine, options: CompileOptions) -> None:
    """Compile the engine's model and warm it up, on the calling (the engine's) thread.

    Says ``compiling`` (with the last compile's time for this key) and ``compiled``
    (with this one's) to ``options.on_phase``. Where compiling fails, the model runs
    eager again: with ``auto`` the phase ``not compiled`` says why; with ``on`` a
    StudioError does.
    """
    from studio.paths import default_cache_dir

    key = compile_key(engine.info)
    cache = CompileCache(compile_cache_dir(options.cache_dir or default_cache_dir()))
    folder: Path | None
    try:
        folder = cache.open(key)
    except OSError as exc:
        log.warning("compiling without keeping the result: %s cannot be written (%s)", cache, exc)
        folder = None
    say = options.on_phase or (lambda phase: None)
    say(LoadPhase("compiling", cache.last_seconds(key)))
    start = time.perf_counter()
    reused_before, built_before = _graph_counts()
    model = engine.tts_model
    settings = CacheSettings(folder)
    eager = compile_model(model, settings)
    try:
        warm_up(engine)
    except Exception as exc:  # noqa: BLE001 - any compiler failure leaves the eager model
        eager.restore(model)
        torch._dynamo.reset()
        reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        log.warning("compiling the model failed: %s", reason, exc_info=True)
        if options.choice != "auto":
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The model could not be compiled ({0}); choose compile auto or off.",
                ),
                reason,
            ) from exc
        say(LoadPhase("not compiled", problem=reason))
        return
    seconds = time.perf_counter() - start
    reused, built = _graph_counts()
    if folder is not None:
        try:
            cache.record(key, seconds)
        except OSError as exc:
            log.warning("the compile time could not be kept in %s: %s", folder, exc)
    engine.set_compiled(True)
    say(LoadPhase("compiled", seconds, reused - reused_before, built - built_before))


__all__ = [
    "CacheSettings",
    "CompiledPart",
    "compile_engine",
    "compile_key",
    "compile_model",
    "compile_wanted",
    "warm_up",
]
