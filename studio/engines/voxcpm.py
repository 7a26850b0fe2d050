"""VoxCPM2 engine (OpenBMB, ``voxcpm`` package) with a true LM KV prefix cache.

Upstream's ``VoxCPM2Model.build_prompt_cache`` only stores the VAE latents of the
prompt audio; every ``generate_with_prompt_cache`` call then runs the
language-model prefill over the whole prompt again. In reference mode the
sequence fed to the base LM is::

    [103] [ref audio patches ...] [104] [text tokens ...] [101]

and the residual LM runs over the same positions, both causally. The reference
block is therefore a true prefix: its keys/values in both LMs depend on nothing
that follows, so the studio computes them once per voice (``KVPrefix``), keeps
them in the prompt state next to upstream's latents, and per line only prefills
the text suffix against them. The same holds for "both" mode, whose sequence is
``[ref block][prompt text + text][101][prompt audio]``. Continuation mode puts
the text first, so there is no reusable prefix and only the latents are cached.

Everything here runs the real voxcpm modules; the only re-implemented pieces are
the suffix prefill (a ``MiniCPMModel.forward`` that attends to cached keys) and
the per-frame decode loop (upstream's ``_inference`` loop plus a cancel check).
Both mirror voxcpm 2.0.x line for line; ``tests/engines/test_voxcpm.py`` checks
them against upstream's own ``generate_with_prompt_cache``.

``voxcpm`` is imported lazily so this module imports without it, and nothing
here imports Qt.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import string
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import torch

from studio.engines.base import (
    BatchEvent,
    BatchLine,
    EngineInfo,
    GenerationParams,
    ModelFetch,
    resolve_device,
    tensors_nbytes,
)
from studio.errors import EngineNotInstalledError, ModelUnavailableError, StudioError

ENGINE_ID = "voxcpm"
HUB_REPO = "openbmb/VoxCPM2"
MODES = ("reference", "continuation", "both")
# Bumped whenever the layout written by ``state_to_tensors`` changes; it is part
# of ``prompt_options`` so an old disk entry can never be read as a new one.
STATE_FORMAT = 1

# Upstream's names for the three cache modes (``build_prompt_cache``).
_UPSTREAM_MODE = {
    "reference": "reference",
    "continuation": "continuation",
    "both": "ref_continuation",
}
# Upstream defaults (``VoxCPM.generate``): used when GenerationParams says None.
DEFAULT_CFG = 2.0
DEFAULT_STEPS = 10
DEFAULT_TEMPERATURE = 1.0
DEFAULT_MIN_FRAMES = 2
# Upstream caps a line at ``len(target tokens) * 6 + 10`` frames (its bad-case
# ratio); we keep that cap so lines behave as they do with upstream.
_FRAMES_PER_TOKEN = 6.0
_EXTRA_FRAMES = 10
# Prompt patches decoded ahead of a continuation (upstream: streaming_prefix_len - 1).
_DECODE_CONTEXT = 3
# Most lines rendered together: a CPU gains little beyond a few rows, a GPU more.
_CPU_BATCH_CAP = 4
_GPU_BATCH_CAP = 16

_INSTALL_HINT = (
    "install it with `pip install 'voice-studio[voxcpm]'` "
    "(or `pip install --no-deps voxcpm==2.0.3` and then `pip install transformers librosa`), "
    "or use the pocket engine"
)


def _truncated(chunks: Iterator[np.ndarray], limit: int) -> Iterator[np.ndarray]:
    """Cut a stream of whole frames to exactly ``limit`` samples (as pocket does)."""
    produced = 0
    for chunk in chunks:
        take = chunk[: max(0, limit - produced)]
        produced += len(take)
        if len(take):
            yield take


def _import_voxcpm() -> Any:
    """Import voxcpm on demand, turning a missing package into one actionable sentence."""
    try:
        import voxcpm.model.voxcpm2 as vox2
    except ImportError as exc:
        missing = (exc.name or "voxcpm").split(".")[0]
        raise EngineNotInstalledError(
            f"The VoxCPM engine needs the optional package `{missing}`, which is not installed: "
            f"{_INSTALL_HINT}."
        ) from exc
    return vox2


def _voxcpm_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("voxcpm")
    except PackageNotFoundError:
        return "unknown"


# --------------------------------------------------------------------------- #
# Prompt state
# --------------------------------------------------------------------------- #


@dataclass(frozen=True)
class KVPrefix:
    """Keys/values of the reference block ``[103][ref audio][104]`` in both LMs.

    Each tensor is ``[layers, batch=1, kv_heads, prefix_len, head_dim]`` on the
    engine's device, in the model's dtype. Keys already carry their rotary
    position embedding (positions 0..prefix_len-1), exactly as the static KV
    cache stores them after a full prefill.
    """

    base_k: torch.Tensor
    base_v: torch.Tensor
    residual_k: torch.Tensor
    residual_v: torch.Tensor

    @property
    def length(self) -> int:
        return int(self.base_k.shape[3])


@dataclass(frozen=True)
class VoxCPMPromptState:
    """Upstream's latents cache plus, in reference/both mode, the studio's KV prefix."""

    mode: str
    ref_audio_feat: torch.Tensor | None = None  # [patches, patch_size, latent_dim], CPU float32
    prompt_audio_feat: torch.Tensor | None = None  # same layout, continuation prompt
    prompt_text: str | None = None
    prefix: KVPrefix | None = None
    build_seconds: dict[str, float] = field(default_factory=dict, compare=False)

    def upstream_cache(self) -> dict[str, Any]:
        """The dict upstream's ``generate_with_prompt_cache`` takes (latents only)."""
        cache: dict[str, Any] = {"mode": _UPSTREAM_MODE[self.mode]}
        if self.ref_audio_feat is not None:
            cache["ref_audio_feat"] = self.ref_audio_feat
        if self.prompt_audio_feat is not None:
            cache["audio_feat"] = self.prompt_audio_feat
            cache["prompt_text"] = self.prompt_text or ""
        return cache


@dataclass
class LineStats:
    """Timings of the last line, for the UI, the CLI report and the benchmark."""

    prefix_len: int = 0
    suffix_len: int = 0
    prefill_s: float = 0.0
    frames: int = 0
    total_s: float = 0.0
    cancelled: bool = False


def _flat_state(state: VoxCPMPromptState) -> dict[str, torch.Tensor]:
    """The state as named tensors (live, not copied); strings as UTF-8 bytes."""
    out: dict[str, torch.Tensor] = {
        "format": torch.tensor([STATE_FORMAT], dtype=torch.int64),
        "mode": _str_to_tensor(state.mode),
    }
    if state.ref_audio_feat is not None:
        out["latents.ref_audio_feat"] = state.ref_audio_feat
    if state.prompt_audio_feat is not None:
        out["latents.audio_feat"] = state.prompt_audio_feat
        out["prompt_text"] = _str_to_tensor(state.prompt_text or "")
    if state.prefix is not None:
        for name in ("base_k", "base_v", "residual_k", "residual_v"):
            out[f"kv.{name}"] = getattr(state.prefix, name)
    return out


def _normalize_text(text: str) -> str:
    # Same whitespace handling as upstream's VoxCPM.generate (newlines -> spaces,
    # runs collapsed); the text normalizer itself stays off.
    return re.sub(r"\s+", " ", text.replace("\n", " ")).strip()


def _str_to_tensor(text: str) -> torch.Tensor:
    return torch.tensor(list(text.encode("utf-8")), dtype=torch.uint8)


def _tensor_to_str(tensor: torch.Tensor) -> str:
    return bytes(tensor.to(torch.uint8).tolist()).decode("utf-8")


# --------------------------------------------------------------------------- #
# Model construction
# --------------------------------------------------------------------------- #


def _rope_scaling(head_dim: int, max_pos: int) -> dict[str, Any]:
    # Factors of 1.0 with original == max positions make LongRoPE a plain RoPE
    # (scaling factor sqrt(1 + log(1)/...) == 1), like the released config.
    return {
        "type": "longrope",
        "long_factor": [1.0] * (head_dim // 2),
        "short_factor": [1.0] * (head_dim // 2),
        "original_max_position_embeddings": max_pos,
    }


def random_config(size: str) -> dict[str, Any]:
    """A VoxCPM2 ``config.json`` for random weights.

    ``full`` follows the released openbmb/VoxCPM2 architecture (2048-wide,
    28-layer base LM, 8-layer residual LM without RoPE, 12-layer local
    encoder/DiT, 16 kHz in / 48 kHz out VAE). ``tiny`` keeps every structural
    choice (GQA, no-RoPE residual LM, patch size 4, both VAE rates) but shrinks
    every width so tests run in seconds on two CPU cores.
    """
    if size == "full":
        head_dim, max_pos = 128, 32768
        lm = {
            "hidden_size": 2048,
            "intermediate_size": 6144,
            "num_attention_heads": 16,
            "num_hidden_layers": 28,
            "num_key_value_heads": 2,
            "vocab_size": 73448,
        }
        enc = {
            "hidden_dim": 1024,
            "ffn_dim": 4096,
            "num_heads": 16,
            "num_layers": 12,
            "kv_channels": 128,
        }
        vae: dict[str, Any] = {"latent_dim": 64, "sample_rate": 16000, "out_sample_rate": 48000}
        extra = {
            "scalar_quantization_latent_dim": 512,
            "feat_dim": 64,
            "residual_lm_num_layers": 8,
            "max_length": 8192,
        }
    elif size == "tiny":
        head_dim, max_pos = 16, 4096
        lm = {
            "hidden_size": 64,
            "intermediate_size": 128,
            "num_attention_heads": 4,
            "num_hidden_layers": 2,
            "num_key_value_heads": 2,
            "vocab_size": 256,
        }
        enc = {"hidden_dim": 32, "ffn_dim": 64, "num_heads": 2, "num_layers": 1, "kv_channels": 16}
        # Three upsampling stages instead of six (same 1920x: 40 ms latents at
        # 48 kHz) keep the per-frame VAE decode cheap.
        vae = {
            "encoder_dim": 8,
            "latent_dim": 16,
            "decoder_dim": 32,
            "decoder_rates": [16, 12, 10],
            "sample_rate": 16000,
            "out_sample_rate": 48000,
        }
        # A small context keeps the static KV caches tiny and makes the
        # "line too long" limit reachable in a test.
        extra = {
            "scalar_quantization_latent_dim": 16,
            "feat_dim": 16,
            "residual_lm_num_layers": 1,
            "max_length": 512,
        }
    else:
        raise StudioError(
            f"Unknown random VoxCPM2 size {size!r}; use random, random:tiny or random:full."
        )
    lm_config = {
        "bos_token_id": 1,
        "eos_token_id": 2,
        **lm,
        "max_position_embeddings": max_pos,
        "rms_norm_eps": 1e-5,
        "rope_theta": 10000,
        "kv_channels": head_dim,
        "rope_scaling": _rope_scaling(head_dim, max_pos),
        "use_mup": False,
        "scale_emb": 12,
        "dim_model_base": 256,
        "scale_depth": 1.4,
    }
    return {
        "architecture": "voxcpm2",
        "lm_config": lm_config,
        "patch_size": 4,
        "scalar_quantization_scale": 9,
        "residual_lm_no_rope": True,
        "encoder_config": enc,
        "dit_config": {**enc, "cfm_config": {"solver": "euler", "inference_cfg_rate": 2.0}},
        "audio_vae_config": vae,
        "dtype": "bfloat16",
        **extra,
    }


def build_local_tokenizer() -> Any:
    """A character-level Llama tokenizer built in memory (no download).

    Ids 0-109 are unk/bos/eos and reserved pieces, so text never produces the
    audio control ids 101-104; printable ASCII follows.
    """
    from tokenizers import Regex, Tokenizer, models, pre_tokenizers
    from transformers import LlamaTokenizerFast

    vocab = {"<unk>": 0, "<s>": 1, "</s>": 2}
    for i in range(3, 110):
        vocab[f"<reserved_{i}>"] = i
    for ch in string.printable[:95]:
        vocab.setdefault(ch, len(vocab))
    tok = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tok.pre_tokenizer = pre_tokenizers.Split(Regex("."), behavior="isolated")
    return LlamaTokenizerFast(
        tokenizer_object=tok, bos_token="<s>", eos_token="</s>", unk_token="<unk>"
    )


def _runtime_dtype(device: str, configured: str) -> str:
    # bf16 matmuls on CPUs without AMX are slower than fp32 and numerically
    # rougher; fp32 costs ~11 GB for the full model, which a CPU box has.
    return "float32" if device == "cpu" else configured


def _build_random_model(size: str, seed: int, device: str) -> tuple[Any, str]:
    vox2 = _import_voxcpm()
    from voxcpm.modules.audiovae import AudioVAEConfigV2, AudioVAEV2

    cfg = random_config(size)
    config = vox2.VoxCPMConfig.model_validate(cfg)
    config.dtype = _runtime_dtype(device, config.dtype)
    tokenizer = build_local_tokenizer()
    # Build on the CPU under a forked, seeded RNG: weights are a pure function of
    # (config, seed, torch version), so two processes agree, and the caller's
    # RNG stream is left untouched.
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        vae = AudioVAEV2(config=AudioVAEConfigV2.model_validate(cfg["audio_vae_config"]))
        model = vox2.VoxCPM2Model(config, tokenizer, vae, device=device)
    model = model.to(vox2.get_dtype(model.config.dtype))
    model.audio_vae = model.audio_vae.to(torch.float32)
    model = model.to(model.device).eval()
    digest = hashlib.sha256(
        json.dumps(cfg, sort_keys=True).encode()
        + f"|{seed}|{torch.__version__}|{_voxcpm_version()}".encode()
    ).hexdigest()[:16]
    return model, f"random:{size}@{seed}:{digest}"


def _hash_folder(path: Path) -> str:
    """Content hash of a local model folder (config, tokenizer, weights)."""
    # A hub snapshot folder is named by its commit: that is the revision.
    if path.parent.name == "snapshots" and re.fullmatch(r"[0-9a-f]{40}", path.name):
        repo = path.parent.parent.name.removeprefix("models--").replace("--", "/")
        return f"hf:{repo}@{path.name}"
    h = hashlib.blake2b(digest_size=16)
    for f in sorted(p for p in path.iterdir() if p.is_file() and not p.name.startswith(".")):
        if f.suffix not in (".json", ".safetensors", ".pth", ".bin", ".model", ".txt", ".py"):
            continue
        h.update(f.name.encode() + b"\0")
        with f.open("rb") as fh:
            while chunk := fh.read(1 << 24):
                h.update(chunk)
    return f"local:{h.hexdigest()}"


def _hub_download(repo_id: str, fetch: ModelFetch) -> Path:
    """The repo's snapshot in the hub cache, downloaded first if missing and allowed.

    An installed snapshot loads without any request; a missing one while
    offline is one sentence within seconds (see studio.models).
    """
    from studio.models import ensure_installed, voxcpm_entry

    path = ensure_installed(
        voxcpm_entry(repo_id),
        allow_download=fetch.allow_download,
        progress=fetch.progress,
        cancel=fetch.cancel,
    )
    assert path is not None, "a hub model always has a folder"
    return path


def _load_pretrained(path: Path, device: str, optimize: bool) -> Any:
    """Upstream's ``VoxCPM2Model.from_local`` with a dtype choice and a strict weight check."""
    vox2 = _import_voxcpm()
    from voxcpm.modules.audiovae import AudioVAEV2

    config_path = path / "config.json"
    if not config_path.is_file():
        raise ModelUnavailableError(f"{path} has no config.json: pass a VoxCPM2 model folder.")
    raw = json.loads(config_path.read_text(encoding="utf-8"))
    if str(raw.get("architecture", "voxcpm")).lower() != "voxcpm2":
        raise ModelUnavailableError(
            f"{path} holds a {raw.get('architecture', 'VoxCPM 1')} model: the studio needs VoxCPM2."
        )
    config = vox2.VoxCPMConfig.model_validate(raw)
    config.dtype = _runtime_dtype(device, config.dtype)
    from safetensors.torch import load_file

    def _weights(stem: str) -> dict[str, torch.Tensor]:
        st, pt = (
            path / f"{stem}.safetensors",
            path / (f"{stem}.pth" if stem == "audiovae" else "pytorch_model.bin"),
        )
        if st.is_file():
            return load_file(str(st), device="cpu")
        if pt.is_file():
            ckpt = torch.load(str(pt), map_location="cpu", weights_only=True)
            weights: dict[str, torch.Tensor] = ckpt.get("state_dict", ckpt)
            return weights
        raise ModelUnavailableError(
            f"{path} has no {stem} weights ({st.name} or {pt.name}): download the model again."
        )

    try:
        tokenizer = vox2.LlamaTokenizerFast.from_pretrained(str(path))
        vae = (
            AudioVAEV2(config=config.audio_vae_config) if config.audio_vae_config else AudioVAEV2()
        )
        state = _weights("model")
        state.update({f"audio_vae.{k}": v for k, v in _weights("audiovae").items()})
        model = vox2.VoxCPM2Model(config, tokenizer, vae, device=device)
        model = model.to(vox2.get_dtype(model.config.dtype))
        model.audio_vae = model.audio_vae.to(torch.float32)
        missing, _unexpected = model.load_state_dict(state, strict=False)
    except (OSError, ValueError, RuntimeError) as exc:
        raise ModelUnavailableError(
            f"Could not load the VoxCPM2 model in {path} ({exc}): download it again."
        ) from exc
    # Upstream loads with strict=False (for LoRA); a truncated download would then
    # silently run with random layers, so refuse missing base weights.
    missing = [k for k in missing if "lora_" not in k]
    if missing:
        raise ModelUnavailableError(
            f"The VoxCPM2 weights in {path} are incomplete "
            f"({len(missing)} tensors missing, e.g. {missing[0]}): "
            "download the model again."
        )
    model = model.to(model.device).eval()
    # torch.compile with CUDA graphs, as upstream does; a no-op (with a warning)
    # anywhere else. Compiled graphs are per-thread: hence one engine thread.
    return model.optimize(disable=not (optimize and device.startswith("cuda")))


def _parse_random_spec(spec: str) -> tuple[str, int]:
    body = spec[len("random") :].lstrip(":")
    size, _, seed = body.partition("@")
    try:
        return size or "tiny", int(seed) if seed else 0
    except ValueError:
        raise StudioError(
            f"Bad random model spec {spec!r}; use random, random:tiny@SEED or random:full@SEED."
        ) from None


def load_voxcpm_engine(
    model_spec: str,
    device: str,
    mode: str = "reference",
    *,
    optimize: bool = True,
    fetch: ModelFetch | None = None,
) -> VoxCPMEngine:
    """Load a VoxCPM2 engine on the calling thread (which must be the thread that uses it).

    ``model_spec``: ``openbmb/VoxCPM2`` (or any hub repo id), a local model
    folder, or ``random`` / ``random:tiny[@SEED]`` / ``random:full[@SEED]``
    (random weights, local tokenizer, no download). ``mode``: ``reference``
    (audio only), ``continuation`` (audio + transcript) or ``both``.
    ``fetch``: whether missing hub weights may be downloaded, and how.
    """
    if mode not in MODES:
        raise StudioError(
            f"Unknown VoxCPM cloning mode {mode!r}; use reference, continuation or both."
        )
    _import_voxcpm()
    device = resolve_device(device)
    if model_spec == "random" or model_spec.startswith("random:"):
        size, seed = _parse_random_spec(model_spec)
        model, fingerprint = _build_random_model(size, seed, device)
        is_random = True
    else:
        local = Path(model_spec).expanduser()
        if local.is_dir():
            from studio.models import require_local_model

            path = local.resolve()
            require_local_model("voxcpm", path)
        elif re.fullmatch(r"[\w.-]+/[\w.-]+", model_spec) and not local.exists():
            path = _hub_download(model_spec, fetch or ModelFetch())
        else:
            raise ModelUnavailableError(
                f"{model_spec} is neither a model folder nor a hub id: "
                f"pass {HUB_REPO} or a local VoxCPM2 folder."
            )
        model = _load_pretrained(path, device, optimize)
        fingerprint = _hash_folder(path)
        is_random = False
    return VoxCPMEngine(
        model, model_spec=model_spec, fingerprint=fingerprint, mode=mode, is_random=is_random
    )


# --------------------------------------------------------------------------- #
# Prefix-aware prefill (mirrors voxcpm.modules.minicpm4.model, 2.0.x)
# --------------------------------------------------------------------------- #


def _lm_forward_suffix(
    lm: Any, x: torch.Tensor, prefix_k: torch.Tensor, prefix_v: torch.Tensor
) -> tuple[torch.Tensor, list[tuple[torch.Tensor, torch.Tensor]]]:
    """``MiniCPMModel.forward`` for positions P..P+S-1, attending to a cached prefix.

    Returns the final hidden states of the suffix and, per layer, the keys and
    values of prefix + suffix (the layout ``StaticKVCache.fill_caches`` takes).
    Each line mirrors ``MiniCPMDecoderLayer.forward`` / ``MiniCPMAttention.forward``;
    the only change is that keys/values of the prefix come from the cache and
    the causal mask is offset by P.
    """
    from voxcpm.modules.minicpm4.model import apply_rotary_pos_emb

    bsz, q_len, _ = x.shape
    p_len = prefix_k.shape[3]
    if lm.rope_emb is not None:
        positions = torch.arange(p_len, p_len + q_len, dtype=torch.long, device=x.device)
        position_emb = lm.rope_emb(positions)
    else:
        position_emb = None
    # Query i (absolute position P+i) sees every prefix key and suffix keys <= i.
    mask = torch.ones(q_len, p_len + q_len, dtype=torch.bool, device=x.device).tril(diagonal=p_len)
    hidden = x
    kv: list[tuple[torch.Tensor, torch.Tensor]] = []
    for i, layer in enumerate(lm.layers):
        attn = layer.self_attn
        residual = hidden
        h = layer.input_layernorm(hidden)
        q = attn.q_proj(h).view(bsz, q_len, attn.num_heads, attn.head_dim).transpose(1, 2)
        k = attn.k_proj(h).view(bsz, q_len, attn.num_key_value_heads, attn.head_dim).transpose(1, 2)
        v = attn.v_proj(h).view(bsz, q_len, attn.num_key_value_heads, attn.head_dim).transpose(1, 2)
        if position_emb is not None:
            cos, sin = position_emb
            q, k = apply_rotary_pos_emb(q, k, cos, sin)
        k_all = torch.cat([prefix_k[i], k], dim=2).contiguous()
        v_all = torch.cat([prefix_v[i], v], dim=2).contiguous()
        out = torch.nn.functional.scaled_dot_product_attention(
            q.contiguous(), k_all, v_all, attn_mask=mask, enable_gqa=True
        )
        out = attn.o_proj(
            out.transpose(1, 2).contiguous().reshape(bsz, q_len, attn.num_heads * attn.head_dim)
        )
        if layer.use_mup:
            hidden = residual + out * (layer.scale_depth / math.sqrt(layer.num_hidden_layers))
        else:
            hidden = residual + out
        residual = hidden
        h = layer.mlp(layer.post_attention_layernorm(hidden))
        if layer.use_mup:
            hidden = residual + h * (layer.scale_depth / math.sqrt(layer.num_hidden_layers))
        else:
            hidden = residual + h
        kv.append((k_all, v_all))
    return lm.norm(hidden), kv


def _reset_streaming_patches(vae: Any) -> None:
    # StreamingVAEDecoder monkeypatches ``forward`` on the decoder's conv modules
    # and only restores them on __exit__. A line abandoned without closing its
    # generator would leave them patched, and the next line would then save the
    # patched function as "original". Instance attributes named ``forward`` exist
    # only because of that patching, so dropping them restores the class method.
    for module in vae.decoder.modules():
        module.__dict__.pop("forward", None)


# --------------------------------------------------------------------------- #
# The engine
# --------------------------------------------------------------------------- #


class VoxCPMEngine:
    """VoxCPM2 behind the studio's Engine protocol.

    The prompt state holds upstream's latents and, in reference and both modes,
    the KV prefix of the reference block in the base and residual LMs. Lines
    generated from it are the same as upstream's ``generate_with_prompt_cache``
    with the same seed (see the tests for the tolerance), minus the prefill of
    the reference block.
    """

    def __init__(
        self, model: Any, *, model_spec: str, fingerprint: str, mode: str, is_random: bool
    ) -> None:
        self._model = model
        self._mode = mode
        self._thread = threading.get_ident()
        self._info = EngineInfo(
            engine_id=ENGINE_ID,
            model_spec=model_spec,
            fingerprint=fingerprint,
            device=str(model.device),
            dtype=str(model.config.dtype),
            sample_rate=int(model.sample_rate),
            is_random=is_random,
            uses_transcript=mode in ("continuation", "both"),
            default_temperature=DEFAULT_TEMPERATURE,
            default_cfg=DEFAULT_CFG,
            default_steps=DEFAULT_STEPS,
        )
        self.last_line = LineStats()

    # -- protocol ------------------------------------------------------------ #

    @property
    def info(self) -> EngineInfo:
        return self._info

    @property
    def mode(self) -> str:
        return self._mode

    @property
    def tts_model(self) -> Any:
        """The upstream ``VoxCPM2Model`` (for benchmarks and tests)."""
        return self._model

    @property
    def max_length(self) -> int:
        """Positions the LMs can hold: prompt + text + generated frames."""
        return int(
            min(self._model.config.max_length, self._model.config.lm_config.max_position_embeddings)
        )

    @property
    def frame_rate(self) -> float:
        """Generated frames (LM steps) per second of audio."""
        m = self._model
        return float(m._encode_sample_rate) / float(m.patch_size * m.chunk_size)

    def prompt_options(self, transcript: str | None) -> dict[str, str]:
        # cfg and diffusion steps only act after the prefill, so they are not
        # here: changing them reuses the cached state.
        options = {"mode": self._mode, "state_format": str(STATE_FORMAT)}
        if self._mode != "reference":
            options["transcript"] = self._require_transcript(transcript)
        return options

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> VoxCPMPromptState:
        self._check_thread()
        prompt_text = self._require_transcript(transcript) if self._mode != "reference" else None
        samples = np.asarray(audio, dtype=np.float32)
        if samples.ndim != 1 or samples.size == 0:
            raise StudioError("The voice prompt must be non-empty mono audio.")
        if not np.isfinite(samples).all():
            raise StudioError(
                "The voice prompt contains invalid samples (NaN or infinity): "
                "record or load it again."
            )
        # The prompt occupies LM positions on every line (twice in "both" mode);
        # keep at least half the context for the text and the speech.
        patches = math.ceil(samples.size / self._info.sample_rate * self.frame_rate)
        positions = (patches + 2) + (patches if self._mode == "both" else 0)
        if positions > self.max_length // 2:
            longest = (self.max_length // 2 - 2) / (2 if self._mode == "both" else 1)
            seconds = samples.size / self._info.sample_rate
            raise StudioError(
                f"The voice prompt is too long for VoxCPM2 ({seconds:.0f} s): "
                f"trim it to at most {longest / self.frame_rate:.0f} s."
            )
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        wav = self._resample_for_encoder(samples)
        ref_feat = self._encode(wav, "right") if self._mode in ("reference", "both") else None
        prompt_feat = self._encode(wav, "left") if self._mode in ("continuation", "both") else None
        timings["latents_s"] = time.perf_counter() - t0
        prefix = None
        if ref_feat is not None:
            t1 = time.perf_counter()
            prefix = self._build_prefix(ref_feat)
            timings["kv_prefix_s"] = time.perf_counter() - t1
        return VoxCPMPromptState(
            mode=self._mode,
            ref_audio_feat=ref_feat,
            prompt_audio_feat=prompt_feat,
            prompt_text=prompt_text,
            prefix=prefix,
            build_seconds=timings,
        )

    def generate(
        self,
        state: VoxCPMPromptState,
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
    ) -> Iterator[np.ndarray]:
        if params.max_seconds is None:
            return self.generate_frames(state, text, params, cancel)
        max_frames = max(1, math.ceil(params.max_seconds * self.frame_rate))
        frames = self.generate_frames(state, text, params, cancel, max_frames=max_frames)
        return _truncated(frames, int(params.max_seconds * self.info.sample_rate))

    def generate_batch(
        self,
        state: VoxCPMPromptState,
        lines: Sequence[BatchLine],
        cancel: threading.Event,
        batch_size: int,
    ) -> Iterator[BatchEvent]:
        from studio.engines.voxcpm_batch import generate_batch

        return generate_batch(self, state, lines, cancel, batch_size)

    def auto_batch_size(self) -> int:
        """Lines whose key/value caches fit in a quarter of the free memory, up to a cap.

        Not measured like pocket-tts's: a step of the full model takes seconds
        on a CPU, so rows are sized by memory (the caches are what grows).
        """
        from studio.engines.batch_size import MEMORY_SHARE, free_memory_bytes

        m = self._model
        row_bytes = sum(
            lm.kv_cache.kv_cache.numel() * lm.kv_cache.kv_cache.element_size()
            for lm in (m.base_lm, m.residual_lm)
        )
        cap = _GPU_BATCH_CAP if str(m.device).startswith("cuda") else _CPU_BATCH_CAP
        free = free_memory_bytes(torch.device(m.device))
        if free is None:
            return cap
        return max(1, min(cap, int(free * MEMORY_SHARE // max(1, row_bytes))))

    def state_to_tensors(self, state: VoxCPMPromptState) -> dict[str, torch.Tensor]:
        # Fresh contiguous CPU tensors: safetensors needs contiguous storage, and
        # the caller must not be able to alias the live state.
        return {k: v.detach().to("cpu").contiguous().clone() for k, v in _flat_state(state).items()}

    def state_from_tensors(self, tensors: dict[str, torch.Tensor]) -> VoxCPMPromptState:
        """Rebuild a state; raise ValueError on anything that does not fit this model."""
        try:
            fmt = int(tensors["format"].item())
            mode = _tensor_to_str(tensors["mode"])
        except (KeyError, RuntimeError, ValueError, UnicodeDecodeError) as exc:
            raise ValueError(f"not a VoxCPM prompt state ({exc})") from exc
        if fmt != STATE_FORMAT:
            raise ValueError(f"VoxCPM prompt state format {fmt}, expected {STATE_FORMAT}")
        if mode != self._mode:
            raise ValueError(
                f"prompt state was built for {mode} mode, the engine runs {self._mode} mode"
            )
        m = self._model
        feat_shape = (m.patch_size, m.audio_vae.latent_dim)

        def latents(key: str) -> torch.Tensor | None:
            t = tensors.get(key)
            if t is None:
                return None
            if t.ndim != 3 or tuple(t.shape[1:]) != feat_shape or t.dtype != torch.float32:
                raise ValueError(
                    f"{key} has shape {tuple(t.shape)} / {t.dtype}, "
                    f"expected (*, {feat_shape}) float32"
                )
            return t.to("cpu").clone()

        ref_feat = latents("latents.ref_audio_feat")
        prompt_feat = latents("latents.audio_feat")
        needs_ref = mode in ("reference", "both")
        needs_prompt = mode in ("continuation", "both")
        if needs_ref != (ref_feat is not None) or needs_prompt != (prompt_feat is not None):
            raise ValueError(f"prompt state lacks the latents {mode} mode needs")
        prompt_text = None
        if needs_prompt:
            if "prompt_text" not in tensors:
                raise ValueError(f"prompt state lacks the transcript {mode} mode needs")
            prompt_text = _tensor_to_str(tensors["prompt_text"])
        prefix = None
        if needs_ref:
            assert ref_feat is not None
            parts = {}
            for name, lm in (("base", m.base_lm), ("residual", m.residual_lm)):
                cache = lm.kv_cache.kv_cache  # [2, layers, batch, kv_heads, max_len, head_dim]
                want = (cache.shape[1], 1, cache.shape[3], ref_feat.shape[0] + 2, cache.shape[5])
                for kv in ("k", "v"):
                    t = tensors.get(f"kv.{name}_{kv}")
                    if t is None or tuple(t.shape) != want or t.dtype != cache.dtype:
                        got = None if t is None else (tuple(t.shape), t.dtype)
                        raise ValueError(f"kv.{name}_{kv} is {got}, expected {want} {cache.dtype}")
                    parts[f"{name}_{kv}"] = t.to(m.device).clone()
            prefix = KVPrefix(**parts)
        return VoxCPMPromptState(
            mode=mode,
            ref_audio_feat=ref_feat,
            prompt_audio_feat=prompt_feat,
            prompt_text=prompt_text,
            prefix=prefix,
        )

    def state_nbytes(self, state: VoxCPMPromptState) -> int:
        return tensors_nbytes(_flat_state(state))

    # -- generation ---------------------------------------------------------- #

    def generate_frames(
        self,
        state: VoxCPMPromptState,
        text: str,
        params: GenerationParams,
        cancel: threading.Event,
        *,
        use_prefix: bool = True,
        min_frames: int | None = None,
        max_frames: int | None = None,
    ) -> Iterator[np.ndarray]:
        """Yield one chunk of audio per generated frame.

        ``use_prefix=False`` prefills the whole prompt as upstream does (the
        latents-only path, for tests and the benchmark). ``min_frames`` /
        ``max_frames`` bound the frame count (upstream's min_len / max_len; equal
        values give a fixed length). Validation happens here, before the first
        frame, so a bad line fails when ``generate`` is called.
        """
        self._check_thread()
        text = _normalize_text(text)
        if not text:
            raise StudioError("The line is empty: type some text to speak.")
        seq = self._assemble(state, text, max_frames)
        if min_frames is not None:
            seq["min_len"] = min_frames
        return self._run(state, seq, params, cancel, use_prefix)

    @torch.inference_mode()
    def _run(
        self,
        state: VoxCPMPromptState,
        seq: dict[str, Any],
        params: GenerationParams,
        cancel: threading.Event,
        use_prefix: bool,
    ) -> Iterator[np.ndarray]:
        m = self._model
        stats = LineStats()
        self.last_line = stats
        t_start = time.perf_counter()
        cfg = DEFAULT_CFG if params.cfg is None else float(params.cfg)
        steps = DEFAULT_STEPS if params.steps is None else int(params.steps)
        temperature = (
            DEFAULT_TEMPERATURE if params.temperature is None else float(params.temperature)
        )
        # Seed before anything random: the prefill draws nothing, so the noise of
        # frame k is the same with or without the KV prefix, and as upstream's.
        torch.manual_seed(int(params.seed))
        _reset_streaming_patches(m.audio_vae)
        # torch wraps a decorated generator so inference mode is on only while
        # the generator runs, not in the consumer's code between frames.
        if cancel.is_set():
            stats.cancelled = True
            return
        prefix = state.prefix if use_prefix else None
        t0 = time.perf_counter()
        lm_hidden, residual_hidden = self._prefill(seq, prefix)
        if m.device.startswith("cuda"):
            torch.cuda.synchronize()
        stats.prefill_s = time.perf_counter() - t0
        stats.prefix_len = prefix.length if prefix is not None else 0
        stats.suffix_len = int(seq["text_token"].shape[1]) - stats.prefix_len
        batch = seq["audio_feat"].shape[0]
        prefix_feat_cond = seq["audio_feat"][:, -1, ...]
        # In continuation modes upstream's non-streaming path decodes the last
        # prompt patches in front of the new ones and cuts their audio off, so the
        # causal VAE decoder starts "warm"; its streaming path skips that and
        # starts cold (an audible step at the line start). Priming the streaming
        # decoder with the same patches reproduces the non-streaming audio.
        context = None
        feat_mask = seq["audio_mask"]
        if feat_mask[0, -1].item() == 1:
            audio_idx = feat_mask[0].nonzero(as_tuple=True)[0]
            n_ctx = min(_DECODE_CONTEXT, len(audio_idx))
            context = seq["audio_feat"][:, audio_idx[-n_ctx:]]  # [b, t, p, d]
        try:
            with m.audio_vae.streaming_decode() as vae_dec:
                if context is not None:
                    # "b t p d -> b d (t p)", decoded only for the decoder's state
                    lat = context.permute(0, 3, 1, 2).reshape(batch, context.shape[-1], -1)
                    vae_dec.decode_chunk(lat.to(torch.float32))
                for i in range(seq["max_len"]):
                    # Between frames, never mid-frame: a frame is the unit of output.
                    if cancel.is_set():
                        stats.cancelled = True
                        break
                    # ---- from here on, line for line VoxCPM2Model._inference (voxcpm 2.0.x) ----
                    dit_hidden = torch.cat(
                        (m.lm_to_dit_proj(lm_hidden), m.res_to_dit_proj(residual_hidden)), dim=-1
                    )
                    pred_feat = m.feat_decoder(
                        mu=dit_hidden,
                        patch_size=m.patch_size,
                        cond=prefix_feat_cond.transpose(1, 2).contiguous(),
                        n_timesteps=steps,
                        cfg_value=cfg,
                        temperature=temperature,
                    ).transpose(1, 2)  # [b, p, d]
                    curr_embed = m.enc_to_lm_proj(m.feat_encoder(pred_feat.unsqueeze(1)))
                    prefix_feat_cond = pred_feat
                    # "b t p d -> b d (t p)" with t == 1, then the stateful VAE decode
                    latent = pred_feat.permute(0, 2, 1).reshape(batch, pred_feat.shape[-1], -1)
                    chunk = vae_dec.decode_chunk(latent.to(torch.float32)).squeeze(1).cpu()
                    stats.frames += 1
                    yield chunk[0].numpy().astype(np.float32, copy=False)
                    stop = (
                        m.stop_head(m.stop_actn(m.stop_proj(lm_hidden)))
                        .argmax(dim=-1)[0]
                        .cpu()
                        .item()
                    )
                    if i > seq["min_len"] and stop == 1:
                        break
                    lm_hidden = m.base_lm.forward_step(
                        curr_embed[:, 0, :],
                        torch.tensor([m.base_lm.kv_cache.step()], device=curr_embed.device),
                    ).clone()
                    lm_hidden = m.fsq_layer(lm_hidden)
                    res_in = m.fusion_concat_proj(
                        torch.cat((lm_hidden, curr_embed[:, 0, :]), dim=-1)
                    )
                    residual_hidden = m.residual_lm.forward_step(
                        res_in,
                        torch.tensor([m.residual_lm.kv_cache.step()], device=curr_embed.device),
                    ).clone()
        finally:
            stats.total_s = time.perf_counter() - t_start

    def _prefill(
        self, seq: dict[str, Any], prefix: KVPrefix | None
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """Fill both LMs' static KV caches and return the last hidden states.

        Without a prefix this is exactly upstream's prefill in ``_inference``;
        with one, only positions ``prefix.length..`` go through the local
        encoder and the LMs.
        """
        m = self._model
        p = prefix.length if prefix is not None else 0
        enc_out, base_kv, res_out, res_kv = self._forward_lms(
            seq["text_token"][:, p:],
            seq["text_mask"][:, p:],
            seq["audio_feat"][:, p:],
            seq["audio_mask"][:, p:],
            prefix,
        )
        m.base_lm.kv_cache.fill_caches(base_kv)
        m.residual_lm.kv_cache.fill_caches(res_kv)
        return enc_out[:, -1, :], res_out[:, -1, :]

    def _forward_lms(
        self,
        text: torch.Tensor,
        text_mask: torch.Tensor,
        feat: torch.Tensor,
        feat_mask: torch.Tensor,
        prefix: KVPrefix | None,
    ) -> tuple[torch.Tensor, Any, torch.Tensor, Any]:
        """Upstream's prefill over ``text``/``feat`` (after ``prefix``, if any).

        Returns the base LM's output (after FSQ on audio positions) and per-layer
        keys/values, then the residual LM's output and keys/values.
        """
        m = self._model
        encoder = getattr(m, "_feat_encoder_raw", m.feat_encoder)  # uncompiled: any length
        feat_embed = m.enc_to_lm_proj(encoder(feat))
        scale_emb = m.config.lm_config.scale_emb if m.config.lm_config.use_mup else 1.0
        text_embed = m.base_lm.embed_tokens(text) * scale_emb
        combined = text_mask.unsqueeze(-1) * text_embed + feat_mask.unsqueeze(-1) * feat_embed
        if prefix is None:
            enc_out, base_kv = m.base_lm(inputs_embeds=combined, is_causal=True)
        else:
            enc_out, base_kv = _lm_forward_suffix(m.base_lm, combined, prefix.base_k, prefix.base_v)
        enc_out = m.fsq_layer(enc_out) * feat_mask.unsqueeze(-1) + enc_out * text_mask.unsqueeze(-1)
        res_in = m.fusion_concat_proj(
            torch.cat((enc_out, feat_mask.unsqueeze(-1) * feat_embed), dim=-1)
        )
        if prefix is None:
            res_out, res_kv = m.residual_lm(inputs_embeds=res_in, is_causal=True)
        else:
            res_out, res_kv = _lm_forward_suffix(
                m.residual_lm, res_in, prefix.residual_k, prefix.residual_v
            )
        return enc_out, base_kv, res_out, res_kv

    def _build_prefix(self, ref_feat: torch.Tensor) -> KVPrefix:
        """Run upstream's prefill over the reference block alone and keep its KV.

        Causal attention: these keys/values are what the full-sequence prefill
        computes for positions 0..P-1, whatever text follows.
        """
        m = self._model
        with torch.inference_mode():
            tokens, feats, t_mask, a_mask = m._make_ref_prefix(ref_feat, torch.device("cpu"))
            _, base_kv, _, res_kv = self._forward_lms(
                tokens.unsqueeze(0).to(m.device),
                t_mask.unsqueeze(0).to(m.device),
                feats.unsqueeze(0).to(m.device).to(m._dtype()),
                a_mask.unsqueeze(0).to(m.device),
                None,
            )
            return KVPrefix(
                base_k=torch.stack([k for k, _ in base_kv]).clone(),
                base_v=torch.stack([v for _, v in base_kv]).clone(),
                residual_k=torch.stack([k for k, _ in res_kv]).clone(),
                residual_v=torch.stack([v for _, v in res_kv]).clone(),
            )

    def _assemble(
        self, state: VoxCPMPromptState, text: str, max_frames: int | None
    ) -> dict[str, Any]:
        """Build the LM input sequence exactly as ``_generate_with_prompt_cache`` does."""
        if state.mode != self._mode:
            raise StudioError(
                f"This voice was prepared for {state.mode} mode, not {self._mode} mode: rebuild it."
            )
        m = self._model
        dev = torch.device("cpu")
        latent_dim = m.audio_vae.latent_dim
        full_text = (
            (state.prompt_text or "") + text if state.prompt_audio_feat is not None else text
        )
        text_token: torch.Tensor = torch.LongTensor(m.text_tokenizer(full_text))
        text_token = torch.cat(
            [text_token, torch.tensor([m.audio_start_token], dtype=torch.int32)], dim=-1
        )
        text_length = text_token.shape[0]
        text_pad_feat = torch.zeros((text_length, m.patch_size, latent_dim), dtype=torch.float32)
        tokens = [text_token]
        feats = [text_pad_feat]
        t_masks = [torch.ones(text_length, dtype=torch.int32)]
        a_masks = [torch.zeros(text_length, dtype=torch.int32)]
        if state.ref_audio_feat is not None:
            r_tok, r_feat, r_tm, r_am = m._make_ref_prefix(state.ref_audio_feat, dev)
            tokens.insert(0, r_tok)
            feats.insert(0, r_feat)
            t_masks.insert(0, r_tm)
            a_masks.insert(0, r_am)
        if state.prompt_audio_feat is not None:
            n = state.prompt_audio_feat.size(0)
            tokens.append(torch.zeros(n, dtype=torch.int32))
            feats.append(state.prompt_audio_feat)
            t_masks.append(torch.zeros(n, dtype=torch.int32))
            a_masks.append(torch.ones(n, dtype=torch.int32))
        target_len = len(m.text_tokenizer(text))
        max_len = int(target_len * _FRAMES_PER_TOKEN + _EXTRA_FRAMES)
        if max_frames is not None:
            max_len = min(max_len, int(max_frames))
        seq_len = sum(int(t.shape[0]) for t in tokens)
        if seq_len + max_len > self.max_length:
            raise StudioError(
                f"This line is too long for VoxCPM2 ({target_len} text tokens; with the voice "
                f"prompt and the speech it may produce that needs {seq_len + max_len} positions, "
                f"the model holds {self.max_length}): "
                "split it into shorter lines."
            )
        dtype = m._dtype()
        return {
            "text_token": torch.cat(tokens).unsqueeze(0).to(m.device),
            "text_mask": torch.cat(t_masks).unsqueeze(0).to(m.device),
            "audio_feat": torch.cat(feats, dim=0).unsqueeze(0).to(m.device).to(dtype),
            "audio_mask": torch.cat(a_masks).unsqueeze(0).to(m.device),
            "min_len": DEFAULT_MIN_FRAMES,
            "max_len": max_len,
        }

    # -- helpers ------------------------------------------------------------- #

    def _require_transcript(self, transcript: str | None) -> str:
        text = _normalize_text(transcript or "")
        if not text:
            raise StudioError(
                f"VoxCPM {self._mode} mode needs the voice's transcript "
                "(the exact words spoken in the prompt "
                "audio): fill in the transcript field, or switch the voice to reference mode."
            )
        return text

    def _check_thread(self) -> None:
        # CUDA graphs and compiled modules are bound to the thread that built
        # them; using the engine elsewhere is a programming error, not user input.
        if threading.get_ident() != self._thread:
            raise RuntimeError("VoxCPMEngine must be used on the thread that loaded it.")

    def _resample_for_encoder(self, samples: np.ndarray) -> torch.Tensor:
        """Prompt audio at ``info.sample_rate`` (48 kHz) -> the VAE encoder's rate (16 kHz)."""
        import torchaudio.functional as taf

        wav = torch.from_numpy(np.ascontiguousarray(samples)).unsqueeze(0)
        src, dst = self._info.sample_rate, int(self._model._encode_sample_rate)
        return taf.resample(wav, src, dst) if src != dst else wav

    def _encode(self, wav: torch.Tensor, padding: str) -> torch.Tensor:
        """``VoxCPM2Model._encode_wav`` minus the file read: pad to whole patches, VAE-encode."""
        m = self._model
        patch_len = m.patch_size * m.chunk_size
        if wav.size(1) % patch_len:
            pad = patch_len - wav.size(1) % patch_len
            wav = torch.nn.functional.pad(wav, (pad, 0) if padding == "left" else (0, pad))
        with torch.inference_mode():
            feat = m.audio_vae.encode(wav.to(m.device), m._encode_sample_rate).cpu()
        patches: torch.Tensor = feat.view(m.audio_vae.latent_dim, -1, m.patch_size)
        return patches.permute(1, 2, 0).clone()
