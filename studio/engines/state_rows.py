"""A batch of pocket-tts streaming states whose rows come and go.

pocket-tts keeps the streaming state of a model as one dict of tensors per
stateful module. Attention modules hold ``cache`` ``[2, B, T, H, D]`` (keys
after RoPE, then values), ``offset`` ``[B]`` (the next slot to write, which is
also the RoPE position of the next query) and ``pad`` ``[B]`` (leading slots
of a row that hold no content; the attention mask drops them). Convolutions
hold tensors with the batch first.

The RoPE position is read from the first row only, so every row of a batch
shares one offset. A row whose content is shorter than that offset is stored
right-aligned: its keys move ``shift`` slots to the right and are rotated by
``shift`` more, so a key in slot ``j`` always carries the rotation of position
``j`` and every query-key distance is the row's own. The slots before a row's
content are zeros: masked attention still multiplies them, and a NaN there
(pocket-tts fills unused cache with NaN) would poison the whole row.

``StateRows`` keeps room for ``max_rows`` rows and exposes the live ones as
views (``state``), which the model's modules read and update in place. Adding
a row copies that row alone; removing one moves the last row into its place.
Copying the whole batch for every line that starts or ends would cost more
than the generation steps it saves.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import torch
from torch import nn

ModelState = dict[str, dict[str, torch.Tensor]]


def rope_periods(module: nn.Module) -> dict[str, float]:
    """RoPE max period of every attention module, by the name its state is stored under."""
    from pocket_tts.modules.attention import StreamingMultiheadAttention

    return {
        name: float(sub.rope.max_period)
        for name, sub in module.named_modules()
        if isinstance(sub, StreamingMultiheadAttention)
    }


def rotate_keys(keys: torch.Tensor, shift: int, max_period: float) -> torch.Tensor:
    """Keys ``[..., D]`` rotated as if ``shift`` positions later (pocket-tts's RoPE layout).

    pocket-tts rotates interleaved pairs (even index real, odd imaginary) by
    ``position * max_period ** (-2i / D)``. Rotations add up, so a key stored
    at position ``p`` becomes the key of position ``p + shift``. The angle is
    computed in float64: it is exact where pocket-tts's own float32 angles are not.
    """
    if shift == 0:
        return keys
    dim = keys.shape[-1]
    half = torch.arange(dim // 2, device=keys.device, dtype=torch.float64)
    angle = torch.exp(half * (-math.log(max_period) * 2 / dim)) * float(shift)
    cos = torch.cos(angle).to(torch.float32)
    sin = torch.sin(angle).to(torch.float32)
    pairs = keys.to(torch.float32).reshape(*keys.shape[:-1], dim // 2, 2)
    real, imag = pairs[..., 0], pairs[..., 1]
    rotated = torch.stack([real * cos - imag * sin, real * sin + imag * cos], dim=-1)
    return rotated.reshape(keys.shape).to(keys.dtype)


def _is_attention(module_state: Mapping[str, torch.Tensor]) -> bool:
    return "cache" in module_state


def state_offset(state: ModelState) -> int:
    """The shared offset of a state (its first attention module's first row)."""
    for module_state in state.values():
        if _is_attention(module_state):
            return int(module_state["offset"].view(-1)[0].item())
    raise ValueError("the state has no attention module")


class StateRows:
    """Live rows of a batched streaming state, in buffers sized for ``max_rows``.

    ``template`` is a state of any batch size (only its shapes, dtypes and
    devices are used). Every row shares ``offset``. With ``zeroed`` every slot
    holds a finite value from the start (a step that attends over the whole
    capacity, as a captured CUDA graph does, reads slots no row has written).
    """

    def __init__(
        self,
        template: ModelState,
        periods: Mapping[str, float],
        max_rows: int,
        capacity: int,
        zeroed: bool = False,
    ) -> None:
        self.zeroed = zeroed
        self.periods = dict(periods)
        self.max_rows = max_rows
        self.capacity = capacity
        self.rows = 0
        self.offset = 0
        self._buffers: ModelState = {}
        for name, module_state in template.items():
            buffers: dict[str, torch.Tensor] = {}
            for key, tensor in module_state.items():
                if key == "cache":
                    shape = (2, max_rows, capacity, *tensor.shape[3:])
                else:
                    shape = (max_rows, *tensor.shape[1:])
                # Every slot a live row reads is written first (``add`` clears a row's
                # padding): clearing buffers of many rows up front would cost more than
                # a step, each time a batch starts.
                buffers[key] = self._new(shape, tensor)
            self._buffers[name] = buffers
        self.state: ModelState = {}
        self._refresh_views()

    def _new(self, shape: tuple[int, ...], like: torch.Tensor) -> torch.Tensor:
        make = torch.zeros if self.zeroed else torch.empty
        return make(shape, dtype=like.dtype, device=like.device)

    # ------------------------------------------------------------ views

    def view(self, n: int) -> ModelState:
        """The first ``n`` rows' state, live or not (views into the buffers): a step
        over a fixed number of rows computes the rows past ``rows`` and ignores them."""
        return {
            name: {
                key: buffer[:, :n] if key == "cache" else buffer[:n]
                for key, buffer in buffers.items()
            }
            for name, buffers in self._buffers.items()
        }

    def storage_key(self) -> tuple[int, ...]:
        """Where the buffers are: it changes when ``reserve`` reallocates them."""
        return tuple(
            buffer.data_ptr() for buffers in self._buffers.values() for buffer in buffers.values()
        )

    def _refresh_views(self) -> None:
        self.state = self.view(self.rows)

    def sync(self) -> None:
        """Copy back tensors a module replaced instead of updating in place."""
        n = self.rows
        for name, module_state in self.state.items():
            buffers = self._buffers[name]
            for key, tensor in module_state.items():
                view = buffers[key][:, :n] if key == "cache" else buffers[key][:n]
                if tensor.data_ptr() != view.data_ptr():
                    view.copy_(tensor)
        self._refresh_views()

    def clear(self) -> None:
        """No rows (the buffers stay, for the next batch)."""
        self.rows = 0
        self.offset = 0
        self._refresh_views()

    def advance(self, steps: int) -> None:
        """Note that the model wrote ``steps`` more slots (after ``increment_steps``)."""
        self.offset += steps

    def pads(self) -> list[int]:
        for buffers in self._buffers.values():
            if "pad" in buffers:
                return [int(x) for x in buffers["pad"][: self.rows].tolist()]
        return [0] * self.rows

    # ------------------------------------------------------------ room

    def reserve(self, capacity: int) -> None:
        """Make room for ``capacity`` slots per row (keeps the live content).

        Grows by at least a quarter, so a batch whose rows keep arriving does
        not copy its whole cache for each of them.
        """
        if capacity <= self.capacity:
            return
        capacity = max(capacity, self.capacity + self.capacity // 4)
        for buffers in self._buffers.values():
            cache = buffers.get("cache")
            if cache is None:
                continue
            # Slots past the offset are written before they are read: no need to clear them.
            grown = self._new((2, self.max_rows, capacity, *cache.shape[3:]), cache)
            if self.rows:
                grown[:, :, : self.offset] = cache[:, :, : self.offset]
            buffers["cache"] = grown
        self.capacity = capacity
        self._refresh_views()

    # ------------------------------------------------------------ rows

    def add(self, row: ModelState, offset: int | None = None) -> int:
        """Append a one-row state whose content ends at ``offset`` (read from it if None).

        The batch's shared offset moves right first when the row is longer.
        Returns the new row's index.
        """
        if self.rows >= self.max_rows:
            raise ValueError("the batch is full")
        row_end = state_offset(row) if offset is None else offset
        if self.rows == 0:
            self.offset = row_end
        elif row_end > self.offset:
            self.shift(row_end - self.offset)
        self.reserve(self.offset + 1)
        i = self.rows
        shift = self.offset - row_end
        for name, module_state in row.items():
            buffers = self._buffers[name]
            if _is_attention(module_state):
                cache = buffers["cache"]
                cache[:, i, :shift] = 0
                content = module_state["cache"][:, 0, :row_end]
                cache[1, i, shift : self.offset] = content[1]
                cache[0, i, shift : self.offset] = rotate_keys(
                    content[0], shift, self.periods[name]
                )
                buffers["offset"][i] = self.offset
                row_pad = module_state.get("pad")
                # Added on the device: reading the row's pad back would wait for it.
                if row_pad is None:
                    buffers["pad"][i] = shift
                else:
                    buffers["pad"][i] = row_pad[0] + shift
            else:
                for key, tensor in module_state.items():
                    buffers[key][i] = tensor[0]
        self.rows += 1
        self._refresh_views()
        return i

    def remove(self, i: int) -> None:
        """Drop row ``i``; the last row takes its index."""
        last = self.rows - 1
        if not 0 <= i <= last:
            raise IndexError(i)
        if i != last:
            for buffers in self._buffers.values():
                for key, buffer in buffers.items():
                    if key == "cache":
                        buffer[:, i, : self.offset] = buffer[:, last, : self.offset]
                    else:
                        buffer[i] = buffer[last]
        self.rows = last
        self._refresh_views()

    def shift(self, delta: int) -> None:
        """Move every live row ``delta`` slots (right if positive, left if negative).

        Moving left drops the first ``-delta`` slots: a row's padding first,
        then, for a model with a limited attention context, content it can no
        longer see.
        """
        if self.rows == 0:
            self.offset = max(0, self.offset + delta)
            return
        if delta == 0:
            return
        end = self.offset + delta
        if end < 0:
            raise ValueError("cannot shift past the start of the cache")
        self.reserve(end + 1)
        n = self.rows
        for name, buffers in self._buffers.items():
            cache = buffers.get("cache")
            if cache is None:
                continue
            live = cache[:, :n]
            if delta > 0:
                moved = live[:, :, : self.offset].clone()
                live[:, :, :delta] = 0
                live[:, :, delta:end] = moved
            else:
                moved = live[:, :, -delta : self.offset].clone()
                live[:, :, :end] = moved
            live[0, :, :end] = rotate_keys(live[0, :, :end], delta, self.periods[name])
            buffers["offset"][:n] += delta
            buffers["pad"][:n] = (buffers["pad"][:n] + delta).clamp_min(0)
        self.offset = end
        self._refresh_views()


__all__ = ["ModelState", "StateRows", "rope_periods", "rotate_keys", "state_offset"]
