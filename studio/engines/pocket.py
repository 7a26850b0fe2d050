"""The pocket-tts engine (Kyutai, 24 kHz, real time on a CPU).

Model specs:
- ``default``: the packaged English model, weights from the Hugging Face hub
  (the hub's cache, token and offline mode apply).
- a local path: a pocket-tts YAML config, a folder holding one, a
  ``.safetensors`` weights file for the default architecture, or a ``.pt``
  training checkpoint.
- ``random`` / ``random:CONFIG``: a packaged architecture with random weights
  (seeded, so every process builds the same model) and a locally built
  tokenizer. No download; it speaks noise.

The prompt state is the FlowLM streaming state after the voice prompt
(``get_state_for_audio_prompt``): per-module KV caches and offsets.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any, cast

import numpy as np
import torch
import yaml

from studio.engines.base import (
    BatchEvent,
    BatchLine,
    BatchStats,
    EngineInfo,
    GenerationParams,
    LineSource,
    ModelFetch,
    resolve_device,
    tensors_nbytes,
)
from studio.engines.weights_licences import pocket_weights
from studio.errors import QT_TRANSLATE_NOOP, ModelUnavailableError, StudioError

log = logging.getLogger(__name__)

ENGINE_ID = "pocket"
DEFAULT_RANDOM_CONFIG = "english_2026-10"
# Any fixed value: it makes random weights identical across processes, which
# the disk tier relies on (the fingerprint of a random model is its name).
RANDOM_WEIGHTS_SEED = 20261130

ModelState = dict[str, dict[str, torch.Tensor]]


def _import_pocket() -> Any:
    with _compiler_marks_only():
        import pocket_tts
        from pocket_tts import TTSModel

    return pocket_tts, TTSModel


@contextlib.contextmanager
def _compiler_marks_only() -> Iterator[None]:
    """While pocket-tts is imported, ``torch.compiler.disable`` returns the function as is.

    pocket-tts marks one attention helper "never compile"; honouring the mark
    imports torch's compiler (torch._dynamo), 2.2 s of the 5.5 s the model
    takes to load on this machine (cProfile of ``load_engine``), and nothing in
    the studio compiles a pocket-tts model, so the mark has nothing to act on.
    Once the compiler is loaded anyway, the real decorator is used.
    """
    compiler = torch.compiler
    if "torch._dynamo" in sys.modules:
        yield
        return
    real = compiler.disable

    def mark_only(fn: Any = None, recursive: bool = True, *, reason: str | None = None) -> Any:
        return fn if fn is not None else (lambda inner: inner)

    compiler.disable = mark_only
    try:
        yield
    finally:
        compiler.disable = real


def _pocket_version() -> str:
    from importlib.metadata import version

    return version("pocket-tts")


def _configs_dir() -> Path:
    from pocket_tts.utils.config import CONFIGS_DIR

    return Path(CONFIGS_DIR)


def packaged_configs() -> list[str]:
    return sorted(p.stem for p in _configs_dir().glob("*.yaml"))


def build_local_tokenizer(n_bins: int, path: Path) -> Path:
    """Write a tokenizer.json with exactly ``n_bins`` pieces (no download).

    A unigram model over single characters and letter pairs (with and without
    the word-start marker), then filler pieces. Every piece scores the same,
    so the fewest pieces win: about two letters a token, close enough to the
    real tokenizer that lines are chunked as they would be with real weights.
    """
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers

    pieces: list[str] = ["<unk>"]
    seen = set(pieces)

    def add(piece: str) -> None:
        if piece not in seen and len(pieces) < n_bins:
            seen.add(piece)
            pieces.append(piece)

    for ch in [chr(c) for c in range(32, 127)] + list("’‘–—éèàçüöä"):
        add(ch)
        add("▁" + ch)
    letters = "etaoinshrdlcumwfgypbvkjxqz"
    for first in letters + letters.upper():
        for second in letters:
            add("▁" + first + second)
            add(first + second)
    filler = 0
    while len(pieces) < n_bins:
        add(f"▁<filler{filler}>")
        filler += 1
    vocab = [(piece, -1.0) for piece in pieces]
    tokenizer = Tokenizer(models.Unigram(vocab, unk_id=0, byte_fallback=False))
    tokenizer.pre_tokenizer = pre_tokenizers.Metaspace()
    # As in the real tokenizer.json: decoding gives the text back. pocket-tts
    # decodes a long sentence and encodes it again to cut it at commas; with
    # "▁" marks left in, that cut never happened.
    tokenizer.decoder = decoders.Metaspace()
    tokenizer.save(str(path))
    return path


def _sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


class PocketEngine:
    """A loaded pocket-tts model. Create and use it on one thread."""

    # A batch's rows are prefilled each from its own voice's state: voices mix.
    mixes_voices = True

    def __init__(self, model: Any, info: EngineInfo, default_temperature: float) -> None:
        self.model = model
        self._info = info
        self.default_temperature = default_temperature
        self._auto_batch_size: int | None = None

    @property
    def info(self) -> EngineInfo:
        return self._info

    def prompt_options(self, transcript: str | None) -> dict[str, str]:
        # pocket-tts clones from audio alone; the transcript does not change the state.
        return {"preprocess": "end_on_pause"}

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> ModelState:
        tensor = torch.from_numpy(np.ascontiguousarray(audio, dtype=np.float32))[None, :]
        state = self.model.get_state_for_audio_prompt(tensor)
        return cast(ModelState, state)

    def generate(
        self,
        state: ModelState,
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        if not text.strip():
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "The line is empty; type some text to speak.")
            )
        self.model.temp = (
            params.temperature if params.temperature is not None else self.default_temperature
        )
        # pocket-tts has no seed argument; its generation thread draws from
        # torch's global generator, seeded here just before the line starts.
        torch.manual_seed(params.seed)
        limit = (
            int(params.max_seconds * self._info.sample_rate)
            if params.max_seconds is not None
            else None
        )
        stop = _StopFlag(cancel)
        produced = 0
        # copy_state=True: the cached state is never modified by a line.
        stream = self.model.generate_audio_stream(
            state, text, copy_state=True, stop=cast(threading.Event, stop)
        )
        try:
            for chunk in stream:
                if stop.is_set():
                    break
                samples = chunk.detach().to("cpu", torch.float32).numpy()
                if limit is not None and produced + len(samples) >= limit:
                    samples = samples[: limit - produced]
                    stop.set()
                produced += len(samples)
                if len(samples):
                    yield samples
        finally:
            # Also when the consumer closes this generator early: set the flag, then
            # drain, so pocket-tts's generation and decoder threads end (the stream
            # joins its decoder at its end) before the model is used again.
            stop.set()
            for _ in stream:
                pass

    def generate_batch(
        self,
        state: ModelState,
        lines: Sequence[BatchLine] | LineSource,
        cancel: threading.Event,
        batch_size: int,
        stats: BatchStats | None = None,
    ) -> Iterator[BatchEvent]:
        from studio.engines.pocket_batch import generate_batch

        return generate_batch(
            self.model, state, lines, cancel, batch_size, self.default_temperature, stats
        )

    def auto_batch_size(self) -> int:
        if self._auto_batch_size is None:
            from studio.engines.batch_size import choose_pocket_batch_size

            self._auto_batch_size = choose_pocket_batch_size(self.model)
        return self._auto_batch_size

    def state_to_tensors(self, state: ModelState) -> dict[str, torch.Tensor]:
        flat: dict[str, torch.Tensor] = {}
        for module_name, module_state in state.items():
            for key, tensor in module_state.items():
                flat[f"{module_name}/{key}"] = tensor.detach().to("cpu").contiguous()
        return flat

    def state_from_tensors(self, tensors: dict[str, torch.Tensor]) -> ModelState:
        device = self.model.device
        state: ModelState = {}
        for name, tensor in tensors.items():
            module_name, key = name.rsplit("/", 1)
            state.setdefault(module_name, {})[key] = tensor.to(device)
        return state

    def state_nbytes(self, state: ModelState) -> int:
        return sum(tensors_nbytes(module_state) for module_state in state.values())


class _StopFlag:
    """pocket-tts's stop event, also set by the caller's cancel event."""

    def __init__(self, cancel: threading.Event) -> None:
        self._cancel = cancel
        self._local = threading.Event()

    def is_set(self) -> bool:
        return self._local.is_set() or self._cancel.is_set()

    def set(self) -> None:
        self._local.set()


def set_threads(threads: int | None) -> None:
    """Set torch's intra-op threads (importing pocket-tts forces 1)."""
    if threads is None:
        threads = max(1, (os.cpu_count() or 2) // 2)
    torch.set_num_threads(threads)


def load_pocket_engine(
    model_spec: str = "default",
    device: str = "auto",
    threads: int | None = None,
    fetch: ModelFetch | None = None,
) -> PocketEngine:
    """Load pocket-tts for ``model_spec`` on ``device`` (see the module docstring).

    ``fetch`` says whether missing hub weights may be downloaded, with what
    progress callback and cancel event (default: download, silently).
    """
    pocket_tts, TTSModel = _import_pocket()
    set_threads(threads)
    device = resolve_device(device)
    spec = model_spec.strip() or "default"
    is_random = spec == "random" or spec.startswith("random:")
    if is_random:
        model, fingerprint = _load_random(TTSModel, spec, _pocket_version())
    elif spec == "default":
        model, fingerprint = _load_default(TTSModel, fetch or ModelFetch())
    else:
        model, fingerprint = _load_local(TTSModel, Path(spec).expanduser())
    model = model.to(device)
    model.eval()
    weights = pocket_weights(fingerprint)
    info = EngineInfo(
        engine_id=ENGINE_ID,
        model_spec=spec,
        fingerprint=fingerprint,
        device=device,
        dtype=str(model.flow_lm.dtype).removeprefix("torch."),
        sample_rate=int(model.sample_rate),
        is_random=is_random,
        uses_transcript=False,
        default_temperature=float(model.config.default_temperature),
        licence=weights.licence,
        attribution=weights.attribution,
    )
    return PocketEngine(model, info, float(model.config.default_temperature))


def _load_random(TTSModel: Any, spec: str, version: str) -> tuple[Any, str]:
    name = spec.split(":", 1)[1] if ":" in spec else DEFAULT_RANDOM_CONFIG
    config_path = _configs_dir() / f"{name}.yaml"
    if not config_path.is_file():
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Unknown pocket-tts architecture {0!r}; choose one of: {1}."
            ),
            name,
            ", ".join(packaged_configs()),
        )
    raw = yaml.safe_load(config_path.read_text(encoding="utf-8"))
    for holder in (raw, raw["flow_lm"], raw["mimi"]):
        holder.pop("weights_path", None)
    raw.pop("weights_path_without_voice_cloning", None)
    table = raw["flow_lm"]["lookup_table"]
    with tempfile.TemporaryDirectory(prefix="voice-studio-random-") as tmp:
        tokenizer = build_local_tokenizer(int(table["n_bins"]), Path(tmp) / "tokenizer.json")
        table["tokenizer"] = "tokenizers"
        table["tokenizer_path"] = str(tokenizer)
        local_config = Path(tmp) / f"{name}.yaml"
        local_config.write_text(yaml.safe_dump(raw), encoding="utf-8")
        pocket_log = logging.getLogger("pocket_tts.models.tts_model")
        previous = pocket_log.level
        pocket_log.setLevel(logging.ERROR)  # "model is uninitialized" is the point here
        try:
            with torch.random.fork_rng(devices=[]):
                torch.manual_seed(RANDOM_WEIGHTS_SEED)
                model = TTSModel.load_model(config=local_config)
                # Loading leaves the voice projection at zero, which would make every
                # voice encode to the same state; random values keep voices distinct.
                weight = model.flow_lm.speaker_proj_weight
                with torch.no_grad():
                    weight.normal_(0.0, 1.0 / max(1, weight.shape[1]) ** 0.5)
        finally:
            pocket_log.setLevel(previous)
    return model, f"random:{name}:pocket-tts-{version}"


def _load_default(TTSModel: Any, fetch: ModelFetch) -> tuple[Any, str]:
    from studio.models import ensure_installed, pocket_entry

    config_path = _configs_dir() / "english.yaml"
    # Fetch the cloning weights ourselves first: upstream silently falls back to
    # weights that cannot clone when these are unavailable, and its hub calls
    # retry for half a minute when offline. Once they are in the cache, the
    # config's commit-pinned hf:// paths resolve there without any request.
    ensure_installed(
        pocket_entry(),
        allow_download=fetch.allow_download,
        progress=fetch.progress,
        cancel=fetch.cancel,
    )
    model = TTSModel.load_model(config=config_path)
    if not model.has_voice_cloning:
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Only the pocket-tts weights without voice cloning could be loaded; accept the "
                "terms at https://huggingface.co/kyutai/pocket-tts and log in with "
                "`hf auth login`.",
            )
        )
    digest = hashlib.sha256(config_path.read_bytes()).hexdigest()[:16]
    return model, f"pocket:english:{digest}"


def _load_local(TTSModel: Any, path: Path) -> tuple[Any, str]:
    from studio.models import require_local_model

    if not path.exists():
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Model {0} does not exist; use default, random[:CONFIG] or a path to a "
                "pocket-tts config, weights file or checkpoint.",
            ),
            path,
        )
    require_local_model("pocket", path)
    if path.is_dir():
        path = (sorted(path.glob("*.yaml")) + sorted(path.glob("*.yml")))[0]
    suffix = path.suffix.lower()
    hasher = hashlib.sha256()
    try:
        if suffix in (".yaml", ".yml"):
            hasher.update(path.read_bytes())
            raw = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            for holder in (raw, raw.get("flow_lm", {}), raw.get("mimi", {})):
                weights = holder.get("weights_path") if isinstance(holder, dict) else None
                if weights and not str(weights).startswith(("hf://", "http://", "https://")):
                    local = Path(weights) if Path(weights).is_absolute() else path.parent / weights
                    if local.is_file():
                        hasher.update(_sha256_file(local).encode())
            model = TTSModel.load_model(config=path)
        elif suffix == ".safetensors":
            hasher.update(_sha256_file(path).encode())
            raw = yaml.safe_load((_configs_dir() / "english.yaml").read_text(encoding="utf-8"))
            raw["weights_path"] = str(path.resolve())
            raw.pop("weights_path_without_voice_cloning", None)
            with tempfile.TemporaryDirectory(prefix="voice-studio-local-") as tmp:
                config = Path(tmp) / "english.yaml"
                config.write_text(yaml.safe_dump(raw), encoding="utf-8")
                model = TTSModel.load_model(config=config)
        elif suffix == ".pt":
            hasher.update(_sha256_file(path).encode())
            model = TTSModel.load_model(checkpoint=path)
        else:
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} is not a pocket-tts config (.yaml), weights (.safetensors) "
                    "or checkpoint (.pt).",
                ),
                path,
            )
    except StudioError:
        raise
    except Exception as exc:
        first = (str(exc).strip().splitlines() or [""])[0][:200]
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The model at {0} could not be loaded ({1}: {2}); check "
                "that it is a pocket-tts model.",
            ),
            path,
            type(exc).__name__,
            first,
        ) from exc
    return model, f"local:{hasher.hexdigest()[:16]}"
