"""VoxCPM2 (OpenBMB, the ``voxcpm`` package) behind the studio's Engine protocol, with a
true LM key/value prefix cache: upstream's ``build_prompt_cache`` keeps only a voice's
latents and prefills the whole prompt again on every line, while the studio computes the
reference block's keys and values once per voice and per line prefills only the text
after them. Everything runs the real voxcpm modules; the only re-implemented pieces are
the suffix prefill and the per-frame decode loop (plus its batched form), which mirror
voxcpm 2.0.x line for line and are checked against upstream's
``generate_with_prompt_cache`` by ``tests/engines/test_voxcpm.py``. ``voxcpm`` is
imported lazily, so this package imports without it, and nothing here imports Qt.
The modules: ``defaults`` (ids, modes, upstream's defaults), ``upstream`` (the lazy
import), ``state`` (the prompt state and its tensors), ``random_model`` and ``loading``
(opening a model), ``compiling`` (torch.compile as upstream's ``optimize``, with the
compile caches kept per key), ``sequence``, ``prompt_audio``, ``minicpm``, ``prefill`` and
``decode`` (the generation pieces), ``engine`` (``VoxCPMEngine``) and ``batch``.
"""

from __future__ import annotations

from studio.engines.voxcpm.decode import LineStats
from studio.engines.voxcpm.defaults import (
    DEFAULT_CFG,
    DEFAULT_MIN_FRAMES,
    DEFAULT_STEPS,
    DEFAULT_TEMPERATURE,
    ENGINE_ID,
    HUB_REPO,
    MODES,
)
from studio.engines.voxcpm.engine import VoxCPMEngine
from studio.engines.voxcpm.loading import load_voxcpm_engine
from studio.engines.voxcpm.random_model import build_local_tokenizer, random_config
from studio.engines.voxcpm.state import STATE_FORMAT, KVPrefix, VoxCPMPromptState

__all__ = [
    "DEFAULT_CFG",
    "DEFAULT_MIN_FRAMES",
    "DEFAULT_STEPS",
    "DEFAULT_TEMPERATURE",
    "ENGINE_ID",
    "HUB_REPO",
    "MODES",
    "STATE_FORMAT",
    "KVPrefix",
    "LineStats",
    "VoxCPMEngine",
    "VoxCPMPromptState",
    "build_local_tokenizer",
    "load_voxcpm_engine",
    "random_config",
]
