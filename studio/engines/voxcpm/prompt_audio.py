"""A voice's prompt audio turned into VAE latents: resampled from the studio's rate to the
VAE encoder's, padded to whole patches on the side a mode needs, encoded, and laid out
as ``[patches, patch_size, latent_dim]`` on the CPU (upstream's ``_encode_wav`` minus the
file read)."""

from __future__ import annotations

from typing import Any

import numpy as np
import torch


def resample_for_encoder(model: Any, samples: np.ndarray, sample_rate: int) -> torch.Tensor:
    """Prompt audio at ``sample_rate`` (the engine's 48 kHz) -> the VAE encoder's rate (16 kHz)."""
    import torchaudio.functional as taf

    wav = torch.from_numpy(np.ascontiguousarray(samples)).unsqueeze(0)
    src, dst = sample_rate, int(model._encode_sample_rate)
    return taf.resample(wav, src, dst) if src != dst else wav


def encode_prompt(model: Any, wav: torch.Tensor, padding: str) -> torch.Tensor:
    """``VoxCPM2Model._encode_wav`` minus the file read: pad to whole patches, VAE-encode."""
    m = model
    patch_len = m.patch_size * m.chunk_size
    if wav.size(1) % patch_len:
        pad = patch_len - wav.size(1) % patch_len
        wav = torch.nn.functional.pad(wav, (pad, 0) if padding == "left" else (0, pad))
    with torch.inference_mode():
        feat = m.audio_vae.encode(wav.to(m.device), m._encode_sample_rate).cpu()
    patches: torch.Tensor = feat.view(m.audio_vae.latent_dim, -1, m.patch_size)
    return patches.permute(1, 2, 0).clone()
