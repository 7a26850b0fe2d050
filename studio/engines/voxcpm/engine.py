"""``VoxCPMEngine``: VoxCPM2 behind the studio's Engine protocol. It holds the model
and its cloning mode, builds a voice's prompt state (latents and KV prefix), checks
each line before its first frame and hands it to the decode loop, renders lines of one
voice together through the batched loop, and insists on the thread that loaded it."""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

import numpy as np
import torch

from studio.engines.base import (
    BatchEvent,
    BatchLine,
    BatchStats,
    EngineInfo,
    GenerationParams,
    LineSource,
    tensors_nbytes,
)
from studio.engines.voxcpm.batch import generate_batch
from studio.engines.voxcpm.decode import LineStats, decode_line, truncated
from studio.engines.voxcpm.defaults import (
    CPU_BATCH_CAP,
    DEFAULT_CFG,
    DEFAULT_STEPS,
    DEFAULT_TEMPERATURE,
    ENGINE_ID,
    GPU_BATCH_CAP,
)
from studio.engines.voxcpm.prefill import build_prefix
from studio.engines.voxcpm.prompt_audio import encode_prompt, resample_for_encoder
from studio.engines.voxcpm.sequence import assemble_line, normalize_text, require_transcript
from studio.engines.voxcpm.state import (
    STATE_FORMAT,
    VoxCPMPromptState,
    flat_state,
    state_from_tensors,
    state_to_tensors,
)
from studio.engines.weights_licences import voxcpm_weights
from studio.errors import QT_TRANSLATE_NOOP, StudioError


class VoxCPMEngine:
    """VoxCPM2 behind the studio's Engine protocol.

    The prompt state holds upstream's latents and, in reference and both modes,
    the KV prefix of the reference block in the base and residual LMs. Lines
    generated from it are the same as upstream's ``generate_with_prompt_cache``
    with the same seed (see the tests for the tolerance), minus the prefill of
    the reference block.
    """

    # A batch shares one prompt's latents and KV prefix: one voice per batch.
    mixes_voices = False

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
            licence=voxcpm_weights(fingerprint).licence,
            attribution=voxcpm_weights(fingerprint).attribution,
        )
        self.last_line = LineStats()

    # -- protocol ------------------------------------------------------------ #

    @property
    def info(self) -> EngineInfo:
        return self._info

    @property
    def mode(self) -> str:
        return self._mode

    def set_compiled(self, compiled: bool) -> None:
        """Say in ``info`` whether the model now runs compiled (``compiling.compile_engine``)."""
        self._info = replace(self._info, compiled=compiled)

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
            options["transcript"] = require_transcript(self._mode, transcript)
        return options

    def build_prompt_state(self, audio: np.ndarray, transcript: str | None) -> VoxCPMPromptState:
        self._check_thread()
        prompt_text = (
            require_transcript(self._mode, transcript) if self._mode != "reference" else None
        )
        samples = np.asarray(audio, dtype=np.float32)
        if samples.ndim != 1 or samples.size == 0:
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "The voice prompt must be non-empty mono audio.")
            )
        if not np.isfinite(samples).all():
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The voice prompt contains invalid samples (NaN or infinity): "
                    "record or load it again.",
                )
            )
        # The prompt occupies LM positions on every line (twice in "both" mode);
        # keep at least half the context for the text and the speech.
        patches = math.ceil(samples.size / self._info.sample_rate * self.frame_rate)
        positions = (patches + 2) + (patches if self._mode == "both" else 0)
        if positions > self.max_length // 2:
            longest = (self.max_length // 2 - 2) / (2 if self._mode == "both" else 1)
            seconds = samples.size / self._info.sample_rate
            raise StudioError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The voice prompt is too long for VoxCPM2 ({0:.0f} s): "
                    "trim it to at most {1:.0f} s.",
                ),
                seconds,
                longest / self.frame_rate,
            )
        timings: dict[str, float] = {}
        t0 = time.perf_counter()
        wav = resample_for_encoder(self._model, samples, self._info.sample_rate)
        ref_feat = (
            encode_prompt(self._model, wav, "right")
            if self._mode in ("reference", "both")
            else None
        )
        prompt_feat = (
            encode_prompt(self._model, wav, "left")
            if self._mode in ("continuation", "both")
            else None
        )
        timings["latents_s"] = time.perf_counter() - t0
        prefix = None
        if ref_feat is not None:
            t1 = time.perf_counter()
            prefix = build_prefix(self._model, ref_feat)
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
        return truncated(frames, int(params.max_seconds * self.info.sample_rate))

    def generate_batch(
        self,
        state: VoxCPMPromptState,
        lines: Sequence[BatchLine] | LineSource,
        cancel: threading.Event,
        batch_size: int,
        stats: BatchStats | None = None,
    ) -> Iterator[BatchEvent]:
        return generate_batch(self, state, lines, cancel, batch_size, stats)

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
        cap = GPU_BATCH_CAP if str(m.device).startswith("cuda") else CPU_BATCH_CAP
        free = free_memory_bytes(torch.device(m.device))
        if free is None:
            return cap
        return max(1, min(cap, int(free * MEMORY_SHARE // max(1, row_bytes))))

    def state_to_tensors(self, state: VoxCPMPromptState) -> dict[str, torch.Tensor]:
        return state_to_tensors(state)

    def state_from_tensors(self, tensors: dict[str, torch.Tensor]) -> VoxCPMPromptState:
        """Rebuild a state; raise ValueError on anything that does not fit this model."""
        return state_from_tensors(tensors, self._model, self._mode)

    def state_nbytes(self, state: VoxCPMPromptState) -> int:
        return tensors_nbytes(flat_state(state))

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
        text = normalize_text(text)
        if not text:
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "The line is empty: type some text to speak.")
            )
        seq = assemble_line(self._model, state, self._mode, text, max_frames, self.max_length)
        if min_frames is not None:
            seq["min_len"] = min_frames
        return self._run(state, seq, params, cancel, use_prefix)

    def _run(
        self,
        state: VoxCPMPromptState,
        seq: dict[str, Any],
        params: GenerationParams,
        cancel: threading.Event,
        use_prefix: bool,
    ) -> Iterator[np.ndarray]:
        # A generator, so the stats of a line replace the last ones when its
        # first frame is asked for, not when the line is set up.
        stats = LineStats()
        self.last_line = stats
        yield from decode_line(self._model, state, seq, params, cancel, use_prefix, stats)

    # -- helpers ------------------------------------------------------------- #

    def _check_thread(self) -> None:
        # CUDA graphs and compiled modules are bound to the thread that built
        # them; using the engine elsewhere is a programming error, not user input.
        if threading.get_ident() != self._thread:
            raise RuntimeError("VoxCPMEngine must be used on the thread that loaded it.")
