"""A line's language-model input, built as upstream's ``_generate_with_prompt_cache``
builds it: the whitespace normalisation of text and transcripts, the check that a mode
that needs the transcript has one, and ``assemble_line``, the tokens, latents and masks
of prompt plus line with the line's frame limits (refusing a line the model cannot hold)."""

from __future__ import annotations

import re
from typing import Any

import torch

from studio.engines.voxcpm.defaults import DEFAULT_MIN_FRAMES, EXTRA_FRAMES, FRAMES_PER_TOKEN
from studio.engines.voxcpm.state import VoxCPMPromptState
from studio.errors import QT_TRANSLATE_NOOP, StudioError


def normalize_text(text: str) -> str:
    # Same whitespace handling as upstream's VoxCPM.generate (newlines -> spaces,
    # runs collapsed); the text normalizer itself stays off.
    return re.sub(r"\s+", " ", text.replace("\n", " ")).strip()


def require_transcript(mode: str, transcript: str | None) -> str:
    text = normalize_text(transcript or "")
    if not text:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "VoxCPM {0} mode needs the voice's transcript "
                "(the exact words spoken in the prompt "
                "audio): fill in the transcript field, or switch the voice to reference mode.",
            ),
            mode,
        )
    return text


def assemble_line(
    model: Any,
    state: VoxCPMPromptState,
    mode: str,
    text: str,
    max_frames: int | None,
    max_length: int,
) -> dict[str, Any]:
    """Build the LM input sequence exactly as ``_generate_with_prompt_cache`` does."""
    if state.mode != mode:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "This voice was prepared for {0} mode, not {1} mode: rebuild it."
            ),
            state.mode,
            mode,
        )
    m = model
    dev = torch.device("cpu")
    latent_dim = m.audio_vae.latent_dim
    full_text = (state.prompt_text or "") + text if state.prompt_audio_feat is not None else text
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
    max_len = int(target_len * FRAMES_PER_TOKEN + EXTRA_FRAMES)
    if max_frames is not None:
        max_len = min(max_len, int(max_frames))
    seq_len = sum(int(t.shape[0]) for t in tokens)
    if seq_len + max_len > max_length:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "This line is too long for VoxCPM2 ({0} text tokens; with the voice "
                "prompt and the speech it may produce that needs {1} positions, "
                "the model holds {2}): "
                "split it into shorter lines.",
            ),
            target_len,
            seq_len + max_len,
            max_length,
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
