"""Random-weight VoxCPM2 models, for tests and benchmarks with no download: the
``config.json`` of the ``tiny`` and ``full`` architectures, an in-memory character
tokenizer, the ``random:SIZE@SEED`` spec, and the seeded build whose fingerprint
names config, seed, torch and voxcpm versions."""

from __future__ import annotations

import hashlib
import json
import string
from typing import Any

import torch

from studio.engines.voxcpm.upstream import import_voxcpm, runtime_dtype, voxcpm_version
from studio.errors import QT_TRANSLATE_NOOP, StudioError


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
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Unknown random VoxCPM2 size {0!r}; use random, random:tiny or random:full.",
            ),
            size,
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


def build_random_model(size: str, seed: int, device: str) -> tuple[Any, str]:
    vox2 = import_voxcpm()
    from voxcpm.modules.audiovae import AudioVAEConfigV2, AudioVAEV2

    cfg = random_config(size)
    config = vox2.VoxCPMConfig.model_validate(cfg)
    config.dtype = runtime_dtype(device, config.dtype)
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
        + f"|{seed}|{torch.__version__}|{voxcpm_version()}".encode()
    ).hexdigest()[:16]
    return model, f"random:{size}@{seed}:{digest}"


def parse_random_spec(spec: str) -> tuple[str, int]:
    body = spec[len("random") :].lstrip(":")
    size, _, seed = body.partition("@")
    try:
        return size or "tiny", int(seed) if seed else 0
    except ValueError:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Bad random model spec {0!r}; use random, random:tiny@SEED or random:full@SEED.",
            ),
            spec,
        ) from None
