"""Decoding one line frame by frame: upstream's ``_inference`` loop plus a cancel check
between frames (``decode_line``), the sampling settings a line's parameters give, the
prompt patches that warm the streaming VAE decoder before a continuation, the per-line
timings (``LineStats``), and the cut of a frame stream to an exact sample count."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import torch

from studio.engines.base import GenerationParams
from studio.engines.voxcpm.defaults import (
    DECODE_CONTEXT,
    DEFAULT_CFG,
    DEFAULT_STEPS,
    DEFAULT_TEMPERATURE,
)
from studio.engines.voxcpm.prefill import prefill
from studio.engines.voxcpm.state import VoxCPMPromptState


@dataclass
class LineStats:
    """Timings of the last line, for the UI, the CLI report and the benchmark."""

    prefix_len: int = 0
    suffix_len: int = 0
    prefill_s: float = 0.0
    frames: int = 0
    cancelled: bool = False


def sampling(params: GenerationParams) -> tuple[float, int, float]:
    """The diffusion's cfg value, step count and temperature (upstream's where None)."""
    cfg = DEFAULT_CFG if params.cfg is None else float(params.cfg)
    steps = DEFAULT_STEPS if params.steps is None else int(params.steps)
    temperature = DEFAULT_TEMPERATURE if params.temperature is None else float(params.temperature)
    return cfg, steps, temperature


def decode_context(seq: dict[str, Any]) -> torch.Tensor | None:
    """Prompt patches decoded ahead of a continuation, ``[b, t, p, d]``; None without one.

    In continuation modes upstream's non-streaming path decodes the last prompt
    patches in front of the new ones and cuts their audio off, so the causal VAE
    decoder starts "warm"; its streaming path skips that and starts cold (an
    audible step at the line start). Priming the streaming decoder with the same
    patches reproduces the non-streaming audio.
    """
    feat_mask = seq["audio_mask"]
    if feat_mask[0, -1].item() != 1:
        return None
    audio_idx = feat_mask[0].nonzero(as_tuple=True)[0]
    n_ctx = min(DECODE_CONTEXT, len(audio_idx))
    context: torch.Tensor = seq["audio_feat"][:, audio_idx[-n_ctx:]]
    return context


@torch.inference_mode()
def decode_line(
    model: Any,
    state: VoxCPMPromptState,
    seq: dict[str, Any],
    params: GenerationParams,
    cancel: threading.Event,
    use_prefix: bool,
    stats: LineStats,
) -> Iterator[np.ndarray]:
    """Yield one chunk of audio per frame of the line ``seq``, recording into ``stats``."""
    m = model
    cfg, steps, temperature = sampling(params)
    # Seed before anything random: the prefill draws nothing, so the noise of
    # frame k is the same with or without the KV prefix, and as upstream's.
    torch.manual_seed(int(params.seed))
    reset_streaming_patches(m.audio_vae)
    # torch wraps a decorated generator so inference mode is on only while
    # the generator runs, not in the consumer's code between frames.
    if cancel.is_set():
        stats.cancelled = True
        return
    prefix = state.prefix if use_prefix else None
    t0 = time.perf_counter()
    lm_hidden, residual_hidden = prefill(m, seq, prefix)
    if m.device.startswith("cuda"):
        torch.cuda.synchronize()
    stats.prefill_s = time.perf_counter() - t0
    stats.prefix_len = prefix.length if prefix is not None else 0
    stats.suffix_len = int(seq["text_token"].shape[1]) - stats.prefix_len
    batch = seq["audio_feat"].shape[0]
    prefix_feat_cond = seq["audio_feat"][:, -1, ...]
    context = decode_context(seq)
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
            stop = m.stop_head(m.stop_actn(m.stop_proj(lm_hidden))).argmax(dim=-1)[0].cpu().item()
            if i > seq["min_len"] and stop == 1:
                break
            lm_hidden = m.base_lm.forward_step(
                curr_embed[:, 0, :],
                torch.tensor([m.base_lm.kv_cache.step()], device=curr_embed.device),
            ).clone()
            lm_hidden = m.fsq_layer(lm_hidden)
            res_in = m.fusion_concat_proj(torch.cat((lm_hidden, curr_embed[:, 0, :]), dim=-1))
            residual_hidden = m.residual_lm.forward_step(
                res_in,
                torch.tensor([m.residual_lm.kv_cache.step()], device=curr_embed.device),
            ).clone()


def reset_streaming_patches(vae: Any) -> None:
    # StreamingVAEDecoder monkeypatches ``forward`` on the decoder's conv modules
    # and only restores them on __exit__. A line abandoned without closing its
    # generator would leave them patched, and the next line would then save the
    # patched function as "original". Instance attributes named ``forward`` exist
    # only because of that patching, so dropping them restores the class method.
    for module in vae.decoder.modules():
        module.__dict__.pop("forward", None)


def truncated(chunks: Iterator[np.ndarray], limit: int) -> Iterator[np.ndarray]:
    """Cut a stream of whole frames to exactly ``limit`` samples (as pocket does)."""
    produced = 0
    for chunk in chunks:
        take = chunk[: max(0, limit - produced)]
        produced += len(take)
        if len(take):
            yield take
