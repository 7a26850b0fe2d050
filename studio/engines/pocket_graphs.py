"""The batched flow-LM step with fixed shapes, replayed as CUDA graphs on a GPU.

On a GPU one flow-LM step of pocket-tts is a few hundred small kernels; from
Python each costs a launch, so a step takes as long for 64 rows as for one
(measured on an H200: 11-13 ms from 1 to 32 rows). A CUDA graph records those
kernels once and replays them with one launch.

A graph replays fixed shapes at fixed addresses, so the step here differs from
``FlowBatch.step`` in three ways, none of which changes what a row computes:

- It runs over a fixed number of rows (the smallest of ``GRAPH_SIZES`` that
  holds the live rows). Rows past the live ones are computed and ignored: no
  operation of the step mixes rows.
- Attention reads the whole cache capacity instead of the slots written so
  far. Slots after the current one are masked as the future (the same causal
  mask upstream builds), so they only need to hold finite values: the rows'
  buffers are zeroed when made (``StateRows(zeroed=True)``).
- The current slot is a tensor on the device (``index_copy_`` at it), not a
  Python integer read back from the GPU each step (upstream's
  ``complete_kv`` calls ``.item()``, which waits for the GPU).

Rows join and leave between steps by copies into the same buffers, so a
captured graph stays valid; when the cache grows (new buffers) or the number
of rows needs a larger size, a graph for the new shape is captured once. On
the CPU the same step runs eagerly: that is how the tests check it against
``FlowBatch.step``.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from functools import partial
from typing import Any, Protocol

import torch

from studio.engines.state_rows import StateRows

# Row counts a graph is captured for: a batch of n rows replays the smallest
# that holds them (at most twice the work of n rows, and few captures).
GRAPH_SIZES = (1, 2, 4, 8, 16, 32, 64, 96, 128, 192, 256, 384, 512)

# Held while a graph is captured: the Mimi decoder's thread takes it around its
# GPU work, so nothing else runs on the device while kernels are recorded.
CAPTURE_LOCK = threading.Lock()


def graph_size(rows: int, max_rows: int) -> int:
    """The number of rows a step over ``rows`` live rows runs for."""
    for size in GRAPH_SIZES:
        if size >= rows:
            return min(size, max_rows)
    return max_rows


# Whether this thread's attention runs the fixed-shape step (``static_attention``).
_local = threading.local()


class StaticKV:
    """A cache backend for pocket-tts's attention with fixed shapes and no host sync.

    Same contract as upstream's ``_LinearKVCacheBackend``: the current slot is
    written, and keys come back with their positions (padding negative, so the
    mask drops it) and the query's position. It stands in for upstream's backend
    only on a thread inside ``static_attention``; everywhere else (a prefill on
    another thread, a line rendered alone) it hands each call to upstream's.
    """

    requires_state = True

    def __init__(self, original: Any) -> None:
        self.original = original

    def init_state(self, *args: Any, **kwargs: Any) -> dict[str, torch.Tensor]:
        result: dict[str, torch.Tensor] = self.original.init_state(*args, **kwargs)
        return result

    def increment_step(self, state: dict[str, torch.Tensor], increment: int) -> None:
        if not getattr(_local, "active", False):
            self.original.increment_step(state, increment)
            return
        state["offset"] += increment

    def rope_offset(
        self, state: dict[str, torch.Tensor] | None, batch_size: int, device: torch.device
    ) -> torch.Tensor:
        result: torch.Tensor = self.original.rope_offset(state, batch_size, device)
        return result

    def append_and_get(
        self, k: torch.Tensor, v: torch.Tensor, state: dict[str, torch.Tensor] | None
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
        if not getattr(_local, "active", False) or state is None:
            result: tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]
            result = self.original.append_and_get(k, v, state)
            return result
        cache, offset, pad = state["cache"], state["offset"], state["pad"]
        at = offset[:1]
        cache[0].index_copy_(1, at, k)
        cache[1].index_copy_(1, at, v)
        k_attn = cache[0].permute(0, 2, 1, 3)
        v_attn = cache[1].permute(0, 2, 1, 3)
        slots = torch.arange(cache.shape[2], device=cache.device, dtype=torch.long)
        pos_k = slots.view(1, -1) - pad[:, None]
        return k_attn, v_attn, pos_k, offset - pad


def install_static_kv(flow: torch.nn.Module) -> None:
    """Put ``StaticKV`` in front of every attention module's cache (once per model)."""
    from pocket_tts.modules.attention import StreamingMultiheadAttention

    for module in flow.modules():
        if isinstance(module, StreamingMultiheadAttention) and not isinstance(
            module._cache_backend, StaticKV
        ):
            module._cache_backend = StaticKV(module._cache_backend)


@contextlib.contextmanager
def static_attention() -> Iterator[None]:
    """This thread's attention runs the fixed-shape step inside the block."""
    _local.active = True
    try:
        yield
    finally:
        _local.active = False


class _Batch(Protocol):
    """What a step needs of ``pocket_steps.FlowBatch``."""

    model: Any
    flow: Any
    device: torch.device
    rows: StateRows
    decode: Any


class StaticStep:
    """The flow-LM step of a ``FlowBatch`` over fixed buffers; graphs on CUDA.

    Used on the batch's thread only. ``step`` takes the live rows' inputs and
    noise and returns their latents and end-of-speech flags, like
    ``FlowBatch.step``, and advances the rows' offset by one.
    """

    def __init__(self, batch: _Batch, use_graphs: bool) -> None:
        self.batch = batch
        flow = batch.flow
        self.flow = flow
        device = batch.device
        rows = batch.rows.max_rows
        self.use_graphs = use_graphs and device.type == "cuda"
        install_static_kv(flow)
        self.inputs = torch.zeros((rows, 1, flow.ldim), dtype=torch.float32, device=device)
        self.noise = torch.zeros((rows, flow.ldim), dtype=torch.float32, device=device)
        self.latents = torch.zeros((rows, flow.ldim), dtype=torch.float32, device=device)
        self.eos = torch.zeros((rows,), dtype=torch.bool, device=device)
        self._text = torch.empty((rows, 0, flow.dim), dtype=flow.input_linear.weight.dtype)
        self._text = self._text.to(device)
        self._graphs: dict[tuple[int, tuple[int, ...]], torch.cuda.CUDAGraph] = {}
        self._pool: Any = None
        self.captures = 0  # graphs captured so far (the benchmarks report it)

    def step(self, inputs: torch.Tensor, noise: torch.Tensor) -> tuple[torch.Tensor, list[bool]]:
        n = inputs.shape[0]
        rows = self.batch.rows
        size = graph_size(n, rows.max_rows)
        self.inputs[:n].copy_(inputs)
        self.noise[:n].copy_(noise)
        if not self.use_graphs:
            with static_attention():
                self._run(size)
        else:
            key = (size, rows.storage_key())
            graph = self._graphs.get(key)
            if graph is None:
                self._capture(key)  # runs this step once, eagerly, then records it
            else:
                graph.replay()
        rows.advance(1)
        return self.latents[:n].clone(), [bool(x) for x in self.eos[:n].tolist()]

    def _run(self, size: int) -> None:
        """One step over the first ``size`` rows, reading and writing the fixed buffers."""
        from pocket_tts.modules.stateful_module import increment_steps

        flow = self.flow
        state = self.batch.rows.view(size)
        inputs = self.inputs[:size]
        sequence = torch.where(torch.isnan(inputs), flow.bos_emb, inputs)
        embedded = flow.input_linear(sequence)
        out = flow.backbone(embedded, self._text[:size], sequence, model_state=state)
        out = out.to(torch.float32)[:, -1]
        self.eos[:size].copy_((flow.out_eos(out) > self.batch.model.eos_threshold)[:, 0])
        steps = self.batch.model.sampler_decode_steps
        latents = self.batch.decode(partial(flow.flow_net, out), self.noise[:size], steps)
        self.latents[:size].copy_(latents)
        increment_steps(flow, state, increment=1)

    def _capture(self, key: tuple[int, tuple[int, ...]]) -> None:
        size = key[0]
        # Graphs of an older cache read buffers that are gone: drop them.
        for old in [k for k in self._graphs if k[1] != key[1]]:
            del self._graphs[old]
        if self._pool is None:
            self._pool = torch.cuda.graph_pool_handle()
        with CAPTURE_LOCK, static_attention():
            side = torch.cuda.Stream()  # type: ignore[no-untyped-call]
            side.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(side):
                self._run(size)  # this step's own work, and the warm-up capture needs
            torch.cuda.current_stream().wait_stream(side)
            # Recording runs nothing: the state the step above advanced stays as it is.
            offsets = self._offsets()
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph, pool=self._pool, capture_error_mode="thread_local"):
                self._run(size)
            self._check_offsets(offsets)
        self._graphs[key] = graph
        self.captures += 1

    def _offsets(self) -> list[torch.Tensor]:
        return [s["offset"].clone() for s in self.batch.rows.view(1).values() if "offset" in s]

    def _check_offsets(self, before: list[torch.Tensor]) -> None:
        after = self._offsets()
        if any(not torch.equal(a, b) for a, b in zip(before, after, strict=True)):
            raise RuntimeError("recording a CUDA graph changed the state")


def graphs_wanted(device: torch.device) -> bool:
    """Whether a batch on ``device`` replays CUDA graphs (``VOICE_STUDIO_CUDA_GRAPHS=0``
    turns them off, to compare or to rule them out)."""
    import os

    return device.type == "cuda" and os.environ.get("VOICE_STUDIO_CUDA_GRAPHS", "1") != "0"


__all__ = [
    "CAPTURE_LOCK",
    "GRAPH_SIZES",
    "StaticKV",
    "StaticStep",
    "graph_size",
    "graphs_wanted",
    "install_static_kv",
    "static_attention",
]
