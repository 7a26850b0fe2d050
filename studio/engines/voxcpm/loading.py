"""Opening a VoxCPM2 model: a hub repo (its snapshot in the Hugging Face cache,
downloaded first when missing and allowed), a local model folder, or a random-weight
spec; upstream's pretrained load with a strict weight check; the fingerprint that names
the weights; and ``load_voxcpm_engine``, which puts it together on the calling thread,
compiled where ``--compile`` says (real and random weights alike, see ``compiling``)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path
from typing import Any

import torch

from studio.engines.base import ModelFetch, resolve_device
from studio.engines.info import CompileOptions
from studio.engines.voxcpm.compiling import compile_engine, compile_wanted
from studio.engines.voxcpm.defaults import HUB_REPO, MODES
from studio.engines.voxcpm.engine import VoxCPMEngine
from studio.engines.voxcpm.random_model import build_random_model, parse_random_spec
from studio.engines.voxcpm.upstream import import_voxcpm, runtime_dtype
from studio.errors import QT_TRANSLATE_NOOP, ModelUnavailableError, StudioError


def load_voxcpm_engine(
    model_spec: str,
    device: str,
    mode: str = "reference",
    *,
    fetch: ModelFetch | None = None,
    compile: CompileOptions | None = None,
) -> VoxCPMEngine:
    """Load a VoxCPM2 engine on the calling thread (which must be the thread that uses it).

    ``model_spec``: ``openbmb/VoxCPM2`` (or any hub repo id), a local model
    folder, or ``random`` / ``random:tiny[@SEED]`` / ``random:full[@SEED]``
    (random weights, local tokenizer, no download). ``mode``: ``reference``
    (audio only), ``continuation`` (audio + transcript) or ``both``.
    ``fetch``: whether missing hub weights may be downloaded, and how.
    ``compile``: whether to compile (``auto``: on CUDA only), where torch's compile
    caches go, and who hears the compile's phases; the compile and a warm-up run
    here, so the engine returned is ready to render at its compiled pace.
    """
    if mode not in MODES:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Unknown VoxCPM cloning mode {0!r}; use reference, continuation or both.",
            ),
            mode,
        )
    import_voxcpm()
    device = resolve_device(device)
    compile = compile or CompileOptions()
    compiles = compile_wanted(compile.choice, device)
    if model_spec == "random" or model_spec.startswith("random:"):
        size, seed = parse_random_spec(model_spec)
        model, fingerprint = build_random_model(size, seed, device)
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
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} is neither a model folder nor a hub id: "
                    "pass {1} or a local VoxCPM2 folder.",
                ),
                model_spec,
                HUB_REPO,
            )
        model = _load_pretrained(path, device)
        fingerprint = _hash_folder(path)
        is_random = False
    engine = VoxCPMEngine(
        model, model_spec=model_spec, fingerprint=fingerprint, mode=mode, is_random=is_random
    )
    if compiles:
        compile_engine(engine, compile)
    return engine


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


def _load_pretrained(path: Path, device: str) -> Any:
    """Upstream's ``VoxCPM2Model.from_local`` with a dtype choice and a strict weight check."""
    vox2 = import_voxcpm()
    from voxcpm.modules.audiovae import AudioVAEV2

    config_path = path / "config.json"
    if not config_path.is_file():
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} has no config.json: pass a VoxCPM2 model folder."
            ),
            path,
        )
    raw = json.loads(config_path.read_text(encoding="utf-8"))
    if str(raw.get("architecture", "voxcpm")).lower() != "voxcpm2":
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP("StudioError", "{0} holds a {1} model: the studio needs VoxCPM2."),
            path,
            raw.get("architecture", "VoxCPM 1"),
        )
    config = vox2.VoxCPMConfig.model_validate(raw)
    config.dtype = runtime_dtype(device, config.dtype)
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
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} has no {1} weights ({2} or {3}): download the model again."
            ),
            path,
            stem,
            st.name,
            pt.name,
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
            QT_TRANSLATE_NOOP(
                "StudioError", "Could not load the VoxCPM2 model in {0} ({1}): download it again."
            ),
            path,
            str(exc),
        ) from exc
    # Upstream loads with strict=False (for LoRA); a truncated download would then
    # silently run with random layers, so refuse missing base weights.
    missing = [k for k in missing if "lora_" not in k]
    if missing:
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The VoxCPM2 weights in {0} are incomplete "
                "({1} tensors missing, e.g. {2}): "
                "download the model again.",
            ),
            path,
            len(missing),
            missing[0],
        )
    # Compiled (``compiling``) by the caller where wanted; compiled graphs are
    # per-thread: hence one engine thread.
    return model.to(model.device).eval()
