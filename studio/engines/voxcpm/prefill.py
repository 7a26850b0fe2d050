"""The prefill of both language models, with and without a KV prefix: ``build_prefix``
(the reference block's keys and values, once per voice), ``forward_lms`` (upstream's
prefill over a sequence, after a prefix if given) and ``prefill`` (that, written into
the static KV caches the decode loop steps through).

Why a prefix is exact: in reference mode the sequence fed to the base LM is
``[103] [ref audio patches ...] [104] [text tokens ...] [101]`` and the residual LM
runs over the same positions, both causally, so the reference block's keys and
values depend on nothing that follows. "Both" mode is ``[ref block][prompt text +
text][101][prompt audio]``, the same prefix; continuation mode puts the text first,
so it has none and only its latents are cached.
"""

from __future__ import annotations

from typing import Any

import torch

from studio.engines.voxcpm.minicpm import lm_forward_suffix
from studio.engines.voxcpm.state import KVPrefix


def prefill(
    model: Any, seq: dict[str, Any], prefix: KVPrefix | None
) -> tuple[torch.Tensor, torch.Tensor]:
    """Fill both LMs' static KV caches and return the last hidden states.

    Without a prefix this is exactly upstream's prefill in ``_inference``;
    with one, only positions ``prefix.length..`` go through the local
    encoder and the LMs.
    """
    p = prefix.length if prefix is not None else 0
    enc_out, base_kv, res_out, res_kv = forward_lms(
        model,
        seq["text_token"][:, p:],
        seq["text_mask"][:, p:],
        seq["audio_feat"][:, p:],
        seq["audio_mask"][:, p:],
        prefix,
    )
    model.base_lm.kv_cache.fill_caches(base_kv)
    model.residual_lm.kv_cache.fill_caches(res_kv)
    return enc_out[:, -1, :], res_out[:, -1, :]


def forward_lms(
    model: Any,
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
    m = model
    encoder = getattr(m, "_feat_encoder_raw", m.feat_encoder)  # uncompiled: any length
    feat_embed = m.enc_to_lm_proj(encoder(feat))
    scale_emb = m.config.lm_config.scale_emb if m.config.lm_config.use_mup else 1.0
    text_embed = m.base_lm.embed_tokens(text) * scale_emb
    combined = text_mask.unsqueeze(-1) * text_embed + feat_mask.unsqueeze(-1) * feat_embed
    if prefix is None:
        enc_out, base_kv = m.base_lm(inputs_embeds=combined, is_causal=True)
    else:
        enc_out, base_kv = lm_forward_suffix(m.base_lm, combined, prefix.base_k, prefix.base_v)
    enc_out = m.fsq_layer(enc_out) * feat_mask.unsqueeze(-1) + enc_out * text_mask.unsqueeze(-1)
    res_in = m.fusion_concat_proj(
        torch.cat((enc_out, feat_mask.unsqueeze(-1) * feat_embed), dim=-1)
    )
    if prefix is None:
        res_out, res_kv = m.residual_lm(inputs_embeds=res_in, is_causal=True)
    else:
        res_out, res_kv = lm_forward_suffix(
            m.residual_lm, res_in, prefix.residual_k, prefix.residual_v
        )
    return enc_out, base_kv, res_out, res_kv


def build_prefix(model: Any, ref_feat: torch.Tensor) -> KVPrefix:
    """Run upstream's prefill over the reference block alone and keep its KV.

    Causal attention: these keys/values are what the full-sequence prefill
    computes for positions 0..P-1, whatever text follows.
    """
    m = model
    with torch.inference_mode():
        tokens, feats, t_mask, a_mask = m._make_ref_prefix(ref_feat, torch.device("cpu"))
        _, base_kv, _, res_kv = forward_lms(
            m,
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
