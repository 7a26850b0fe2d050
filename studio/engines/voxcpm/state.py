"""A voice's prompt state and its tensor form: ``KVPrefix`` (the reference block's
keys and values in both LMs), ``VoxCPMPromptState`` (upstream's latents plus that
prefix), and the flattening to named tensors the disk cache stores and the strict
check that rebuilds a state from them for one model and mode."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import torch

# Bumped whenever the layout written by ``state_to_tensors`` changes; it is part
# of ``prompt_options`` so an old disk entry can never be read as a new one.
STATE_FORMAT = 1

# Upstream's names for the three cache modes (``build_prompt_cache``).
_UPSTREAM_MODE = {
    "reference": "reference",
    "continuation": "continuation",
    "both": "ref_continuation",
}


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


def flat_state(state: VoxCPMPromptState) -> dict[str, torch.Tensor]:
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


def state_to_tensors(state: VoxCPMPromptState) -> dict[str, torch.Tensor]:
    # Fresh contiguous CPU tensors: safetensors needs contiguous storage, and
    # the caller must not be able to alias the live state.
    return {k: v.detach().to("cpu").contiguous().clone() for k, v in flat_state(state).items()}


def state_from_tensors(
    tensors: dict[str, torch.Tensor], model: Any, engine_mode: str
) -> VoxCPMPromptState:
    """Rebuild a state for ``model`` in ``engine_mode``; ValueError on what does not fit."""
    mode = _stored_mode(tensors, engine_mode)
    feat_shape = (model.patch_size, model.audio_vae.latent_dim)
    ref_feat = _latents(tensors, "latents.ref_audio_feat", feat_shape)
    prompt_feat = _latents(tensors, "latents.audio_feat", feat_shape)
    needs_ref = mode in ("reference", "both")
    needs_prompt = mode in ("continuation", "both")
    if needs_ref != (ref_feat is not None) or needs_prompt != (prompt_feat is not None):
        raise ValueError(f"prompt state lacks the latents {mode} mode needs")
    prompt_text = None
    if needs_prompt:
        if "prompt_text" not in tensors:
            raise ValueError(f"prompt state lacks the transcript {mode} mode needs")
        prompt_text = _tensor_to_str(tensors["prompt_text"])
    return VoxCPMPromptState(
        mode=mode,
        ref_audio_feat=ref_feat,
        prompt_audio_feat=prompt_feat,
        prompt_text=prompt_text,
        # The reference block is [103][ref audio][104]: its patches and two tokens.
        prefix=None if ref_feat is None else _kv_prefix(tensors, model, ref_feat.shape[0] + 2),
    )


def _stored_mode(tensors: dict[str, torch.Tensor], engine_mode: str) -> str:
    """The mode the state was built for, when its format is this one and the mode is
    ``engine_mode``."""
    try:
        fmt = int(tensors["format"].item())
        mode = _tensor_to_str(tensors["mode"])
    except (KeyError, RuntimeError, ValueError, UnicodeDecodeError) as exc:
        raise ValueError(f"not a VoxCPM prompt state ({exc})") from exc
    if fmt != STATE_FORMAT:
        raise ValueError(f"VoxCPM prompt state format {fmt}, expected {STATE_FORMAT}")
    if mode != engine_mode:
        raise ValueError(
            f"prompt state was built for {mode} mode, the engine runs {engine_mode} mode"
        )
    return mode


def _latents(
    tensors: dict[str, torch.Tensor], key: str, feat_shape: tuple[int, int]
) -> torch.Tensor | None:
    """A CPU copy of the latents stored under ``key`` (None when there are none), which
    must be float32 patches of ``feat_shape``."""
    t = tensors.get(key)
    if t is None:
        return None
    if t.ndim != 3 or tuple(t.shape[1:]) != feat_shape or t.dtype != torch.float32:
        raise ValueError(
            f"{key} has shape {tuple(t.shape)} / {t.dtype}, expected (*, {feat_shape}) float32"
        )
    return t.to("cpu").clone()


def _kv_prefix(tensors: dict[str, torch.Tensor], model: Any, length: int) -> KVPrefix:
    """The stored keys and values of a reference block ``length`` tokens long, on the
    model's device; each must match the layout and dtype of the model's KV cache."""
    parts = {}
    for name, lm in (("base", model.base_lm), ("residual", model.residual_lm)):
        cache = lm.kv_cache.kv_cache  # [2, layers, batch, kv_heads, max_len, head_dim]
        want = (cache.shape[1], 1, cache.shape[3], length, cache.shape[5])
        for kv in ("k", "v"):
            t = tensors.get(f"kv.{name}_{kv}")
            if t is None or tuple(t.shape) != want or t.dtype != cache.dtype:
                got = None if t is None else (tuple(t.shape), t.dtype)
                raise ValueError(f"kv.{name}_{kv} is {got}, expected {want} {cache.dtype}")
            parts[f"{name}_{kv}"] = t.to(model.device).clone()
    return KVPrefix(**parts)


def _str_to_tensor(text: str) -> torch.Tensor:
    return torch.tensor(list(text.encode("utf-8")), dtype=torch.uint8)


def _tensor_to_str(tensor: torch.Tensor) -> str:
    return bytes(tensor.to(torch.uint8).tolist()).decode("utf-8")
