"""The two passes of upstream's MiniCPM language model the studio re-implements, each
mirroring ``voxcpm.modules.minicpm4.model`` (voxcpm 2.0.x) line for line with the
layer's own modules: ``lm_forward_suffix``, a prefill of positions after a cached
prefix, and ``lm_step``, one decode step for rows each at its own position."""

from __future__ import annotations

import math
from typing import Any

import torch


def lm_forward_suffix(
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
        hidden = _layer_rest(layer, residual, out)
        kv.append((k_all, v_all))
    return lm.norm(hidden), kv


def lm_step(
    lm: Any,
    x: torch.Tensor,
    positions: torch.Tensor,
    cache_k: torch.Tensor,
    cache_v: torch.Tensor,
) -> torch.Tensor:
    """``MiniCPMModel.forward_step`` for rows each at its own position.

    ``cache_k`` / ``cache_v``: ``[layers, rows, kv_heads, room, head_dim]``.
    Mirrors ``MiniCPMDecoderLayer.forward_step`` and ``MiniCPMAttention.forward_step``
    of voxcpm 2.0.x; only the position, the cache write and the mask are per row.
    """
    from voxcpm.modules.minicpm4.model import apply_rotary_pos_emb

    rows = x.shape[0]
    room = cache_k.shape[3]
    index = torch.arange(rows, device=x.device)
    mask = (torch.arange(room, device=x.device)[None, :] <= positions[:, None]).view(
        rows, 1, 1, room
    )
    cos_sin = None
    if lm.rope_emb is not None:
        cos, sin = lm.rope_emb(positions)
        cos_sin = (cos[:, None, None, :], sin[:, None, None, :])
    hidden = x
    for i, layer in enumerate(lm.layers):
        attn = layer.self_attn
        residual = hidden
        h = layer.input_layernorm(hidden)
        q = attn.q_proj(h).view(rows, 1, attn.num_heads, attn.head_dim).transpose(1, 2)
        k = attn.k_proj(h).view(rows, 1, attn.num_key_value_heads, attn.head_dim).transpose(1, 2)
        v = attn.v_proj(h).view(rows, 1, attn.num_key_value_heads, attn.head_dim).transpose(1, 2)
        if cos_sin is not None:
            q, k = apply_rotary_pos_emb(q, k, *cos_sin)
        cache_k[i, index, :, positions, :] = k[:, :, 0, :]
        cache_v[i, index, :, positions, :] = v[:, :, 0, :]
        out = torch.nn.functional.scaled_dot_product_attention(
            q.contiguous(),
            cache_k[i].contiguous(),
            cache_v[i].contiguous(),
            attn_mask=mask,
            enable_gqa=True,
        )
        out = attn.o_proj(
            out.transpose(1, 2).contiguous().reshape(rows, attn.num_heads * attn.head_dim)
        )
        hidden = _layer_rest(layer, residual, out)
    result: torch.Tensor = lm.norm(hidden)
    return result


def _layer_rest(layer: Any, residual: torch.Tensor, attn_out: torch.Tensor) -> torch.Tensor:
    """A decoder layer after its attention: residual add, MLP, residual add (with muP scaling)."""
    if layer.use_mup:
        hidden = residual + attn_out * (layer.scale_depth / math.sqrt(layer.num_hidden_layers))
    else:
        hidden = residual + attn_out
    residual = hidden
    h = layer.mlp(layer.post_attention_layernorm(hidden))
    out: torch.Tensor
    if layer.use_mup:
        out = residual + h * (layer.scale_depth / math.sqrt(layer.num_hidden_layers))
    else:
        out = residual + h
    return out
