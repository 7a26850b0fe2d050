"""The batched loop (``generate_batch``): lines of one voice rendered together, each as
if alone.

Upstream has no batched inference, and three of its pieces assume one line:
``MiniCPMModel.forward_step`` writes every row's key at one shared position
and masks by it; ``UnifiedCFM.forward`` draws the diffusion noise for the
whole batch from the global generator; the streaming VAE decoder keeps its
convolution state for the rows it started with. So a batch here is a group
of lines that start together and step together:

- each line is prefilled alone (``forward_lms``, against the
  voice's KV prefix), and its keys and values are copied into a cache with a
  row per line, left-aligned: every row keeps its own length and position;
- each step runs the two LMs through ``lm_step``, ``forward_step`` with a
  position, a cache write and a causal mask per row (the layer's own modules,
  in upstream's order);
- the diffusion noise of each row comes from its own generator, seeded as
  ``torch.manual_seed`` seeds the global one before a line alone, then
  upstream's own ``solve_euler`` runs on the batch;
- the VAE decodes every row; a row that has ended is still decoded (its
  state cannot be taken out of upstream's decoder) but its audio is dropped.
  The group ends when its last line does.

``cfg_value`` and the number of diffusion steps are one value per solve, so
a group holds lines that share them. A line's audio equals
``VoxCPMEngine.generate`` for it alone up to float rounding.
"""

from __future__ import annotations

import math
import threading
from collections import deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
import torch

from studio.engines.info import (
    BatchAudio,
    BatchEnded,
    BatchEvent,
    BatchLine,
    BatchStarted,
    BatchStats,
    EngineInfo,
    LineSource,
    line_source,
)
from studio.engines.voxcpm.decode import decode_context, reset_streaming_patches, sampling
from studio.engines.voxcpm.minicpm import lm_step
from studio.engines.voxcpm.prefill import forward_lms
from studio.engines.voxcpm.sequence import assemble_line, normalize_text
from studio.engines.voxcpm.state import VoxCPMPromptState
from studio.errors import QT_TRANSLATE_NOOP, StudioError


class Engine(Protocol):
    """What the batched loop needs of ``VoxCPMEngine`` (which imports this module)."""

    @property
    def tts_model(self) -> Any: ...

    @property
    def frame_rate(self) -> float: ...

    @property
    def mode(self) -> str: ...

    @property
    def max_length(self) -> int: ...

    @property
    def info(self) -> EngineInfo: ...

    def _check_thread(self) -> None: ...


@dataclass(eq=False)
class _Row:
    item: BatchLine
    seq: dict[str, Any]
    generator: torch.Generator
    temperature: float
    limit: int | None
    length: int = 0  # positions after the prefill
    produced: int = 0
    frames: int = 0
    ended: bool = False


def _settings(line: BatchLine) -> tuple[float, int]:
    cfg, steps, _temperature = sampling(line.params)
    return cfg, steps


def generate_batch(
    engine: Engine,
    state: VoxCPMPromptState,
    lines: Sequence[BatchLine] | LineSource,
    cancel: threading.Event,
    batch_size: int,
    stats: BatchStats | None = None,
) -> Iterator[BatchEvent]:
    """See ``BatchEngine.generate_batch``: groups of up to ``batch_size`` lines, in order.

    A group starts and ends together (the streaming decoder keeps the state of
    the rows it began with), so lines that arrive while one runs join the next.
    """
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    next_line = line_source(lines)
    held: deque[BatchLine] = deque()  # pulled, but of other settings than the group's
    while not cancel.is_set():
        first = held.popleft() if held else next_line()
        if first is None:
            return
        settings = _settings(first)
        group = [first]
        others: deque[BatchLine] = deque()
        while len(group) < batch_size:
            line = held.popleft() if held else next_line()
            if line is None:
                break
            if _settings(line) == settings:
                group.append(line)
            else:
                others.append(line)
        held.extendleft(reversed(others))
        yield from _Group(engine, state, group, settings, cancel, stats).events()


class _Group:
    def __init__(
        self,
        engine: Engine,
        state: VoxCPMPromptState,
        lines: list[BatchLine],
        settings: tuple[float, int],
        cancel: threading.Event,
        stats: BatchStats | None,
    ) -> None:
        self.stats = stats
        self.engine = engine
        self.model = engine.tts_model
        self.state = state
        self.lines = lines
        self.cfg, self.steps = settings
        self.cancel = cancel
        self.rows: list[_Row] = []

    def events(self) -> Iterator[BatchEvent]:
        self.engine._check_thread()
        for line in self.lines:
            yield BatchStarted(line.key)
            try:
                self.rows.append(self._row(line))
            except StudioError as exc:
                yield BatchEnded(line.key, error=str(exc))
        if not self.rows:
            return
        reset_streaming_patches(self.model.audio_vae)
        yield from self._run()

    def _row(self, line: BatchLine) -> _Row:
        engine = self.engine
        text = normalize_text(line.text)
        if not text:
            raise StudioError(
                QT_TRANSLATE_NOOP("StudioError", "The line is empty: type some text to speak.")
            )
        params = line.params
        max_frames = None
        limit = None
        if params.max_seconds is not None:
            max_frames = max(1, math.ceil(params.max_seconds * engine.frame_rate))
            limit = int(params.max_seconds * engine.info.sample_rate)
        seq = assemble_line(
            self.model, self.state, engine.mode, text, max_frames, engine.max_length
        )
        generator = torch.Generator(device=self.model.device)
        generator.manual_seed(int(params.seed))
        _cfg, _steps, temperature = sampling(params)
        return _Row(line, seq, generator, temperature, limit)

    # ------------------------------------------------------------ the loop

    @torch.inference_mode()
    def _run(self) -> Iterator[BatchEvent]:
        m = self.model
        rows = self.rows
        n = len(rows)
        hidden, caches = self._prefill()
        lm_hidden, residual_hidden = hidden
        base_k, base_v, res_k, res_v = caches
        cond = torch.cat([row.seq["audio_feat"][:, -1, ...] for row in rows])
        context = decode_context(self.rows[0].seq)
        longest = max(int(row.seq["max_len"]) for row in rows)
        with m.audio_vae.streaming_decode() as vae_dec:
            if context is not None:
                lat = context.permute(0, 3, 1, 2).reshape(1, context.shape[-1], -1)
                vae_dec.decode_chunk(lat.repeat(n, 1, 1).to(torch.float32))
            for i in range(longest):
                yield from self._check_cancel()
                if all(row.ended for row in rows):
                    return
                if self.stats is not None:
                    self.stats.add(n, sum(not row.ended for row in rows))
                dit_hidden = torch.cat(
                    (m.lm_to_dit_proj(lm_hidden), m.res_to_dit_proj(residual_hidden)), dim=-1
                )
                pred_feat = self._sample(dit_hidden, cond.transpose(1, 2).contiguous())
                pred_feat = pred_feat.transpose(1, 2)  # [n, p, d]
                curr_embed = m.enc_to_lm_proj(m.feat_encoder(pred_feat.unsqueeze(1)))
                cond = pred_feat
                latent = pred_feat.permute(0, 2, 1).reshape(n, pred_feat.shape[-1], -1)
                chunk = vae_dec.decode_chunk(latent.to(torch.float32)).squeeze(1).cpu()
                stop = m.stop_head(m.stop_actn(m.stop_proj(lm_hidden))).argmax(dim=-1).cpu()
                for b, row in enumerate(rows):
                    if row.ended:
                        continue
                    yield from self._emit(row, chunk[b].numpy().astype(np.float32, copy=False))
                    row.frames += 1
                    last = i + 1 >= int(row.seq["max_len"])
                    if not row.ended and (last or (i > row.seq["min_len"] and int(stop[b]) == 1)):
                        row.ended = True
                        yield BatchEnded(row.item.key)
                if all(row.ended for row in rows):
                    return
                positions = torch.tensor([row.length + i for row in rows], device=m.device)
                lm_hidden = lm_step(m.base_lm, curr_embed[:, 0, :], positions, base_k, base_v)
                lm_hidden = m.fsq_layer(lm_hidden)
                res_in = m.fusion_concat_proj(torch.cat((lm_hidden, curr_embed[:, 0, :]), dim=-1))
                residual_hidden = lm_step(m.residual_lm, res_in, positions, res_k, res_v)

    def _emit(self, row: _Row, samples: np.ndarray) -> Iterator[BatchEvent]:
        if row.limit is not None and row.produced + len(samples) >= row.limit:
            samples = samples[: row.limit - row.produced]
            row.ended = True
        row.produced += len(samples)
        if len(samples):
            yield BatchAudio(row.item.key, samples)
        if row.ended:
            yield BatchEnded(row.item.key)

    def _check_cancel(self) -> Iterator[BatchEvent]:
        for row in self.rows:
            stop = self.cancel.is_set() or (
                row.item.cancel is not None and row.item.cancel.is_set()
            )
            if stop and not row.ended:
                row.ended = True
                yield BatchEnded(row.item.key, cancelled=True)

    def _prefill(
        self,
    ) -> tuple[tuple[torch.Tensor, torch.Tensor], tuple[torch.Tensor, ...]]:
        """Each line's prefill alone, gathered into caches with a row per line."""
        prefix = self.state.prefix
        p = prefix.length if prefix is not None else 0
        outs: list[tuple[torch.Tensor, Any, torch.Tensor, Any]] = []
        for row in self.rows:
            seq = row.seq
            outs.append(
                forward_lms(
                    self.model,
                    seq["text_token"][:, p:],
                    seq["text_mask"][:, p:],
                    seq["audio_feat"][:, p:],
                    seq["audio_mask"][:, p:],
                    prefix,
                )
            )
            row.length = int(seq["text_token"].shape[1])
        room = max(row.length + int(row.seq["max_len"]) for row in self.rows)
        caches: list[torch.Tensor] = []
        for which in (1, 3):  # base LM, residual LM
            for kv in (0, 1):  # keys, values
                first = outs[0][which][0][kv]  # [1, heads, length, dim]
                layers = len(outs[0][which])
                cache = torch.zeros(
                    (layers, len(self.rows), first.shape[1], room, first.shape[3]),
                    dtype=first.dtype,
                    device=first.device,
                )
                for b, out in enumerate(outs):
                    for layer, pair in enumerate(out[which]):
                        cache[layer, b, :, : pair[kv].shape[2]] = pair[kv][0]
                caches.append(cache)
        lm_hidden = torch.cat([out[0][:, -1, :] for out in outs])
        residual_hidden = torch.cat([out[2][:, -1, :] for out in outs])
        return (lm_hidden, residual_hidden), tuple(caches)

    def _sample(self, mu: torch.Tensor, cond: torch.Tensor) -> torch.Tensor:
        """``UnifiedCFM.forward`` with each row's noise from its own generator."""
        decoder = self.model.feat_decoder
        patch = self.model.patch_size
        z = torch.cat(
            [
                torch.randn(
                    (1, decoder.in_channels, patch),
                    generator=row.generator,
                    device=mu.device,
                    dtype=mu.dtype,
                )
                * row.temperature
                for row in self.rows
            ]
        )
        t_span = torch.linspace(1, 0, self.steps + 1, device=mu.device, dtype=mu.dtype)
        t_span = t_span + (torch.cos(torch.pi / 2 * t_span) - 1 + t_span)
        result: torch.Tensor = decoder.solve_euler(
            x=z, t_span=t_span, mu=mu, cond=cond, cfg_value=self.cfg, use_cfg_zero_star=True
        )
        return result


__all__ = ["generate_batch"]
