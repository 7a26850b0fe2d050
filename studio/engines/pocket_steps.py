"""The two halves of a batched pocket-tts step, over pocket-tts's own modules.

``FlowBatch`` runs the flow LM: it prefills rows (each line's text has its
own length) and steps every row together (``pocket_prefill`` decides which
thread prefills which rows). ``MimiStage`` decodes the rows' latents to audio
on its own thread, as pocket-tts's decoder thread does for one line, so the
halves overlap.

Each step mirrors ``FlowLMModel.forward`` / ``TTSModel._run_flow_lm`` of
pocket-tts 4.0.x with two changes: the inputs and states have many rows, and
the sampler's noise comes from each row's own generator (``torch.manual_seed``
before one line is what a seed means upstream; in a batch the global
generator would hand each row noise that depends on its neighbours).
"""

from __future__ import annotations

import contextlib
import queue
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import torch

from studio.engines.info import BatchStats
from studio.engines.pocket_graphs import CAPTURE_LOCK
from studio.engines.state_rows import ModelState, StateRows, rope_periods

# Flow-LM cache slots added beyond what the rows need, so a few joins in a
# row do not each reallocate the batch.
_FLOW_HEADROOM = 64

# The batch each model used last on a GPU, kept with its buffers and CUDA graphs.
_REUSED: weakref.WeakKeyDictionary[Any, FlowBatch] = weakref.WeakKeyDictionary()
# Mimi runs at 16 steps per latent: room for this many frames before the
# cache rolls over (copying only the attention context).
_MIMI_HEADROOM_FRAMES = 64


def _decoder(flow_type: str) -> Callable[..., torch.Tensor]:
    from pocket_tts.models import flow_lm

    decoders: dict[str, Callable[..., torch.Tensor]] = {
        "lsd": flow_lm.lsd_decode,
        "flow_matching": flow_lm.ot_decode,
        "drifting": flow_lm.drifting_decode,
        "pointwise": flow_lm.pointwise_decode,
    }
    if flow_type not in decoders:
        raise ValueError(f"Unknown flow type: {flow_type}")
    return decoders[flow_type]


def draw_noise(
    generator: torch.Generator, std: float, ldim: int, noise_clamp: float | None, device: Any
) -> torch.Tensor:
    """One row's sampler noise ``[1, ldim]``, drawn exactly as pocket-tts draws it for one line."""
    noise = torch.empty((1, ldim), dtype=torch.float32, device=device)
    if noise_clamp is None:
        torch.nn.init.normal_(noise, mean=0.0, std=std, generator=generator)
    else:
        torch.nn.init.trunc_normal_(
            noise, mean=0.0, std=std, a=-noise_clamp, b=noise_clamp, generator=generator
        )
    return noise


class FlowBatch:
    """The flow LM's rows. Used on one thread (the batch's)."""

    def __init__(self, model: Any, max_rows: int, graphs: bool | None = None) -> None:
        """``graphs``: replay the step as CUDA graphs (``pocket_graphs``); by default on
        a GPU. The fixed-shape step also runs, eagerly, where ``graphs`` is True on a CPU."""
        from pocket_tts.modules.stateful_module import init_states

        from studio.engines.pocket_graphs import StaticStep, graphs_wanted

        self.model = model
        self.flow = model.flow_lm
        self.device = next(self.flow.parameters()).device
        self.decode = _decoder(self.flow.flow_type)
        template = init_states(self.flow, batch_size=1, sequence_length=0)
        static = graphs_wanted(self.device) if graphs is None else graphs
        self.rows = StateRows(
            template, rope_periods(self.flow), max_rows, _FLOW_HEADROOM, zeroed=static
        )
        self.static = StaticStep(self, use_graphs=True) if static else None

    @classmethod
    def reusable(cls, model: Any, max_rows: int) -> FlowBatch:
        """A batch of ``max_rows`` rows for ``model``, emptied: on a GPU the last one made
        is kept and used again, with the CUDA graphs it captured (a capture costs tens of
        milliseconds, more than a short batch's steps). One batch runs at a time per model
        (on the engine's thread)."""
        kept = _REUSED.get(model)
        if kept is not None and kept.rows.max_rows == max_rows:
            kept.rows.clear()
            return kept
        batch = cls(model, max_rows)
        if batch.static is not None:
            _REUSED[model] = batch  # the one before goes (its memory with it)
        else:
            _REUSED.pop(model, None)
        return batch

    def prefill(self, voice: ModelState, texts: list[torch.Tensor]) -> list[tuple[ModelState, int]]:
        """Copies of the voice state after each text, as one-row states and where each ends.

        The same cache writes as pocket-tts's text prompt for each line, done
        for all texts in one pass: shorter texts are padded at the end, which
        their own tokens never attend to (attention is causal), and the padded
        slots are left behind when the row joins the batch. The latent
        upstream samples after the text is never used, so only its noise is
        drawn (by the caller).
        """
        from pocket_tts.modules.stateful_module import increment_steps

        start = next(int(s["offset"].view(-1)[0]) for s in voice.values() if "offset" in s)
        longest = max(t.shape[1] for t in texts)
        rows = len(texts)
        state: ModelState = {}
        for name, module_state in voice.items():
            if "cache" not in module_state:
                continue
            cache = module_state["cache"]
            grown = torch.full(
                (2, rows, start + longest, *cache.shape[3:]),
                float("nan"),
                dtype=cache.dtype,
                device=cache.device,
            )
            grown[:, :, :start] = cache[:, :1, :start]
            offset = torch.full((rows,), start, dtype=torch.long, device=cache.device)
            state[name] = {"offset": offset, "pad": torch.zeros_like(offset), "cache": grown}
        tokens = torch.zeros((rows, longest), dtype=texts[0].dtype, device=texts[0].device)
        for i, text in enumerate(texts):
            tokens[i, : text.shape[1]] = text[0]
        self.flow.transformer(self.flow.conditioner(tokens), state)
        increment_steps(self.flow, state, increment=longest)
        return [
            (
                {
                    name: {
                        k: v[:, i : i + 1] if k == "cache" else v[i : i + 1] for k, v in s.items()
                    }
                    for name, s in state.items()
                },
                start + text.shape[1],
            )
            for i, text in enumerate(texts)
        ]

    def step(self, inputs: torch.Tensor, noise: torch.Tensor) -> tuple[torch.Tensor, list[bool]]:
        """One latent for every row: ``inputs`` ``[n, 1, ldim]`` (NaN: start), noise ``[n, ldim]``.

        Returns the latents ``[n, ldim]`` and each row's end-of-speech flag.
        """
        from pocket_tts.modules.stateful_module import increment_steps

        flow = self.flow
        rows = self.rows
        if rows.offset + 1 > rows.capacity:
            rows.reserve(rows.offset + _FLOW_HEADROOM)
        if self.static is not None:
            return self.static.step(inputs, noise)
        sequence = torch.where(torch.isnan(inputs), flow.bos_emb, inputs)
        embedded = flow.input_linear(sequence)
        text = torch.empty((inputs.shape[0], 0, flow.dim), dtype=embedded.dtype, device=self.device)
        out = flow.backbone(embedded, text, sequence, model_state=rows.state)
        out = out.to(torch.float32)[:, -1]
        eos = (flow.out_eos(out) > self.model.eos_threshold)[:, 0]
        latents = self.decode(partial(flow.flow_net, out), noise, self.model.sampler_decode_steps)
        increment_steps(flow, rows.state, increment=1)
        rows.sync()
        rows.advance(1)
        return latents, [bool(x) for x in eos.tolist()]


@dataclass(frozen=True)
class MimiJob:
    """Latents of one or more steps for the rows in ``rows`` (in that order).

    ``ended``: rows that end with this job; their audio is complete once it
    is decoded (a row that produced nothing in this step ends before it).
    """

    rows: tuple[int, ...]
    latents: torch.Tensor | None  # [len(rows), frames, ldim]
    ended: tuple[int, ...] = ()


_CLOSE = MimiJob((), None)

# What MimiStage reports: ("audio", row, samples), ("end", row, None),
# ("error", -1, exception), then ("closed", -1, None) last.
MimiResult = tuple[str, int, Any]


class MimiStage:
    """Decodes latents of many rows on its own thread, each row from a fresh decoder state.

    A row's first 5 ms fade in, as pocket-tts does at the start of every chunk.
    """

    def __init__(self, model: Any, max_rows: int, stats: BatchStats | None = None) -> None:
        from pocket_tts.modules.attention import StreamingMultiheadAttention
        from pocket_tts.modules.stateful_module import init_states

        self.model = model
        self.stats = stats
        self.mimi = model.mimi
        self.steps_per_latent = int(self.mimi.encoder_frame_rate / self.mimi.frame_rate)
        contexts = [
            m.context for m in self.mimi.modules() if isinstance(m, StreamingMultiheadAttention)
        ]
        self.context: int | None = (
            None if not contexts or any(c is None for c in contexts) else min(contexts)
        )
        self._fresh = init_states(self.mimi, batch_size=1, sequence_length=0)
        capacity = (self.context or 0) + _MIMI_HEADROOM_FRAMES * self.steps_per_latent
        self.rows = StateRows(self._fresh, rope_periods(self.mimi), max_rows, capacity)
        rate = int(model.config.mimi.sample_rate)
        self._fade = torch.linspace(0, 1, rate // 200)
        self.jobs: queue.Queue[MimiJob] = queue.Queue()
        self.results: queue.Queue[MimiResult] = queue.Queue()
        self._abandon = threading.Event()
        self._thread = threading.Thread(target=self._run, name="pocket-batch-mimi", daemon=True)
        self._closed = False
        # Decoder rows, in the order of the state's rows; rows not decoded yet.
        self._ids: list[int] = []
        self._unfaded: set[int] = set()

    def start(self) -> None:
        self._thread.start()

    def submit(self, job: MimiJob) -> None:
        self.jobs.put(job)

    def finish(self) -> None:
        """No more jobs: decode what is queued, then report ``closed``."""
        if not self._closed:
            self._closed = True
            self.jobs.put(_CLOSE)

    def close(self) -> None:
        """Stop now, dropping queued jobs, and wait for the thread (at most one decode)."""
        self._abandon.set()
        self.finish()
        if self._thread.is_alive():
            self._thread.join()

    # ------------------------------------------------------------ thread

    def _run(self) -> None:
        try:
            with torch.no_grad():
                self._loop()
        except Exception as exc:  # noqa: BLE001 - handed to the batch's thread, raised there
            self.results.put(("error", -1, exc))
        finally:
            self.results.put(("closed", -1, None))

    def decode_now(self, rows: tuple[int, ...], latents: torch.Tensor) -> None:
        """Decode on the calling thread, dropping the audio (to measure the cost)."""
        self._decode(rows, latents)
        while not self.results.empty():
            self.results.get_nowait()

    def _loop(self) -> None:
        carry: MimiJob | None = None
        while True:
            job = carry if carry is not None else self.jobs.get()
            carry = None
            if job is _CLOSE:
                return
            if self._abandon.is_set():
                continue
            frames: list[torch.Tensor] = []
            if job.latents is not None:
                frames.append(job.latents)
            while not job.ended and job.latents is not None:
                try:
                    nxt = self.jobs.get_nowait()
                except queue.Empty:
                    break
                if nxt is _CLOSE or nxt.rows != job.rows or nxt.latents is None:
                    carry = nxt
                    break
                frames.append(nxt.latents)
                job = MimiJob(job.rows, None, nxt.ended)
            listed = set(job.rows)
            for row in [r for r in job.ended if r not in listed]:
                self._end(row)
            if frames:
                self._decode(job.rows, torch.cat(frames, dim=1))
            for row in [r for r in job.ended if r in listed]:
                self._end(row)

    def _end(self, row: int) -> None:
        ids = self._ids
        if row in ids:
            i = ids.index(row)
            self.rows.remove(i)
            ids[i] = ids[-1]
            ids.pop()
        self._unfaded.discard(row)
        self.results.put(("end", row, None))

    def _decode(self, order: tuple[int, ...], latents: torch.Tensor) -> None:
        from pocket_tts.modules.stateful_module import increment_steps

        ids = self._ids
        fresh = self._unfaded
        for row in order:
            if row not in ids:
                self.rows.add(self._fresh, offset=0)
                ids.append(row)
                fresh.add(row)
        position = {row: i for i, row in enumerate(order)}
        if [row for row in ids if row not in position]:
            raise RuntimeError("a decoder row got no latent")
        index = torch.tensor([position[row] for row in ids], device=latents.device)
        latents = latents.index_select(0, index)
        steps = latents.shape[1] * self.steps_per_latent
        self._make_room(steps)
        started = time.perf_counter()
        flow = self.model.flow_lm
        # Never while the flow LM's step is being recorded as a CUDA graph.
        with CAPTURE_LOCK if latents.is_cuda else contextlib.nullcontext():
            audio = self.mimi.decode_from_latent(
                latents * flow.emb_std + flow.emb_mean, self.rows.state
            )
        increment_steps(self.mimi, self.rows.state, increment=steps)
        self.rows.sync()
        self.rows.advance(steps)
        # One copy from the device for every row (a copy per row would wait on the device
        # once for each).
        rows_audio = audio[:, 0].detach().to("cpu", torch.float32).numpy()
        fade = self._fade.numpy()
        for i, row in enumerate(ids):
            samples = rows_audio[i].copy()
            if row in fresh:
                n = min(len(fade), len(samples))
                samples[:n] *= fade[:n]
                fresh.discard(row)
            self.results.put(("audio", row, samples))
        if self.stats is not None:
            self.stats.spent("decode", time.perf_counter() - started)

    def _make_room(self, steps: int) -> None:
        rows = self.rows
        if rows.offset + steps <= rows.capacity:
            return
        if self.context is not None and rows.offset > self.context:
            # Keys older than the attention context are never seen again.
            rows.shift(self.context - rows.offset)
        headroom = _MIMI_HEADROOM_FRAMES * self.steps_per_latent
        rows.reserve(max(rows.capacity, rows.offset + steps + headroom))


__all__ = ["FlowBatch", "MimiJob", "MimiResult", "MimiStage", "draw_noise"]
