"""How many lines to render at once: by the measured cost of a step, and by memory.

A batched step costs little more than a single one while the hardware has
room (the weights are read once for every row), then grows with the rows.
The automatic size is the batch with the best measured throughput (rows per
second); of sizes within ``WITHIN`` of it (a tie, given how noisy a shared
machine is), the smallest: more rows would only add memory and delay each
line's first audio. Rows must also fit in a share of the free memory.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Mapping
from typing import Any

import torch

log = logging.getLogger(__name__)

# 24: with prefills beside the steps, a CPU batch gains up to 24 rows (row 11).
CPU_SIZES = (1, 4, 8, 16, 24)
# On a GPU the step is replayed as CUDA graphs (``pocket_graphs``): its cost grows slowly
# with the rows, so sizes go up to what memory holds.
GPU_SIZES = (1, 8, 32, 64, 128, 256)
WITHIN = 0.97
MEMORY_SHARE = 0.25
# Flow-LM cache slots a row typically holds (voice prompt, text, speech).
TYPICAL_SLOTS = 512


def pick_batch_size(
    step_seconds: Mapping[int, float], row_bytes: int, free_bytes: int | None
) -> int:
    """The smallest size within ``WITHIN`` of the best rows per second that fits in memory."""
    fits = {
        size: seconds
        for size, seconds in step_seconds.items()
        if size == 1 or free_bytes is None or size * row_bytes <= free_bytes * MEMORY_SHARE
    }
    if not fits:
        return 1
    best = max(size / seconds for size, seconds in fits.items())
    return min(size for size, seconds in fits.items() if size / seconds >= WITHIN * best)


def free_memory_bytes(device: torch.device) -> int | None:
    """Free memory on ``device`` (None when the system does not say)."""
    if device.type == "cuda":
        free, _ = torch.cuda.mem_get_info(device)
        return int(free)
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


def measure_pocket_steps(model: Any, sizes: tuple[int, ...], repeats: int = 3) -> dict[int, float]:
    """Seconds per batched step (flow LM and Mimi) for each size, on synthetic rows.

    The fastest of ``repeats`` steps after a first one: other work on a shared
    machine only ever adds time, so the minimum is the step's own cost.
    """
    from pocket_tts.modules.stateful_module import init_states

    from studio.engines.pocket_steps import FlowBatch, MimiStage

    flow_lm = model.flow_lm
    device = next(flow_lm.parameters()).device
    overlap = device.type == "cpu" and (os.cpu_count() or 1) >= 2 * torch.get_num_threads()
    costs: dict[int, float] = {}
    with torch.no_grad():
        for size in sizes:
            flow = FlowBatch(model, size)
            row = init_states(flow_lm, batch_size=1, sequence_length=128)
            for module_state in row.values():
                if "cache" in module_state:
                    module_state["cache"].normal_(0.0, 0.1)
                    module_state["offset"].fill_(128)
            for _ in range(size):
                flow.rows.add(row)
            flow.rows.reserve(128 + repeats + 2)
            mimi = MimiStage(model, size)
            ids = tuple(range(size))
            inputs = torch.full((size, 1, flow_lm.ldim), float("nan"), device=device)
            flow_times: list[float] = []
            mimi_times: list[float] = []
            for _ in range(repeats + 1):
                noise = torch.randn((size, flow_lm.ldim), device=device)
                start = time.perf_counter()
                latents, _ = flow.step(inputs, noise)
                _synchronize(device)
                flow_times.append(time.perf_counter() - start)
                start = time.perf_counter()
                mimi.decode_now(ids, latents[:, None, :])
                _synchronize(device)
                mimi_times.append(time.perf_counter() - start)
                inputs = latents[:, None, :]
            flow_s = min(flow_times[1:])
            mimi_s = min(mimi_times[1:])
            # On a CPU with cores to spare the decoder thread runs beside the flow LM.
            costs[size] = max(flow_s, mimi_s) if overlap else flow_s + mimi_s
    return costs


def pocket_row_bytes(model: Any) -> int:
    """Memory one row of a batch takes: flow-LM cache at a typical length, plus Mimi state."""
    from pocket_tts.modules.stateful_module import init_states

    total = 0
    for module_state in init_states(model.flow_lm, batch_size=1, sequence_length=1).values():
        for tensor in module_state.values():
            total += tensor.numel() * tensor.element_size() * TYPICAL_SLOTS
    for module_state in init_states(model.mimi, batch_size=1, sequence_length=1024).values():
        for tensor in module_state.values():
            total += tensor.numel() * tensor.element_size()
    return total


def choose_pocket_batch_size(model: Any) -> int:
    """Measure the step cost at a few sizes on the model's device and pick one."""
    device = next(model.flow_lm.parameters()).device
    sizes = GPU_SIZES if device.type == "cuda" else CPU_SIZES
    start = time.perf_counter()
    costs = measure_pocket_steps(model, sizes)
    size = pick_batch_size(costs, pocket_row_bytes(model), free_memory_bytes(device))
    log.info(
        "batch size %d (step ms by size: %s; measured in %.1f s)",
        size,
        ", ".join(f"{b}: {s * 1000:.0f}" for b, s in costs.items()),
        time.perf_counter() - start,
    )
    return size


def _synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


__all__ = [
    "choose_pocket_batch_size",
    "free_memory_bytes",
    "measure_pocket_steps",
    "pick_batch_size",
    "pocket_row_bytes",
]
