"""Rows of a pocket-tts batch waiting for their prefill, and who prefills them.

A row's prefill (its text through the flow LM, from the voice state) costs
about as much as a step of the whole batch. Done on the batch's thread
whenever a place frees, it stopped every row for it while a core sat idle:
on a CPU the Mimi decoder waits for latents about half the time.
"""

from __future__ import annotations

import bisect
import os
import sys
import threading
from collections import deque

import torch

from studio.engines.pocket_steps import FlowBatch
from studio.engines.state_rows import ModelState

# Rows a helper prefills in one pass at most: enough for the matrix products
# to run near their best rate per token, few enough to finish within a step or two.
PREFILL_GROUP = 2
# The helper's niceness: it runs on a core the batch's own threads leave idle.
_HELPER_NICENESS = 19
# A flow LM smaller than this prefills in a few milliseconds, mostly interpreter
# time, which a second thread cannot overlap (one interpreter lock): a helper
# made the smallest architecture's batches 7-13% slower.
HELPER_MIN_PARAMETERS = 10_000_000

Prefilled = tuple[int, ModelState, int]  # row, its one-row state, where its content ends


class PrefillStage:
    """Rows waiting for their prefill, longest first, and the helper thread.

    The batch's thread prefills rows for its free places (``prefill_now``: at
    most half of those queued, and ``PREFILL_GROUP``, so the batch starts
    stepping soon); a helper thread of the lowest priority prefills the others
    at the same time, and the rows queued beyond the free places ahead of
    need, on a core the batch's thread and the decoder leave idle; when they
    want both cores it yields to them. ``take_done`` hands its rows back.
    """

    def __init__(self, flow: FlowBatch, voice: ModelState, helper: bool = True) -> None:
        self.flow = flow
        self.voice = voice
        self.helper = helper
        # Longest first (then oldest): a long row decides when the batch ends, and
        # rows of like lengths prefilled together waste little on padding.
        self._queued: list[tuple[int, int, torch.Tensor]] = []
        self._done: deque[Prefilled] = deque()
        self._busy = 0  # rows the helper is prefilling now
        self._error: BaseException | None = None
        self._closed = False
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="pocket-batch-prefill", daemon=True)

    def start(self) -> None:
        if self.helper:
            self._thread.start()

    def submit(self, row: int, tokens: torch.Tensor, steps: int) -> None:
        """Queue a row's prefill; ``steps``: how long the row may decode (the longest go first)."""
        with self._cond:
            bisect.insort(self._queued, (-steps, row, tokens), key=lambda job: job[:2])
            self._cond.notify_all()

    def take_done(self, limit: int) -> list[Prefilled]:
        """Up to ``limit`` rows the helper has prefilled, in the order it finished them."""
        with self._cond:
            self._raise()
            taken: list[Prefilled] = []
            while self._done and len(taken) < limit:
                taken.append(self._done.popleft())
            return taken

    def prefill_now(self, limit: int) -> list[Prefilled]:
        """Prefill up to ``limit`` queued rows on the calling thread, in one pass.

        Half of the queued rows at most, and ``PREFILL_GROUP``: the helper
        prefills the others at the same time on the other core, and the batch
        starts stepping soon.
        """
        with self._cond:
            if not self.helper:
                return self._prefill(self._take(limit))
            share = min(limit, PREFILL_GROUP, (len(self._queued) + 1) // 2)
            group = self._take(share)
        return self._prefill(group)

    def wait(self, timeout: float) -> None:
        """Until the helper hands a row back, has nothing to do, or ``timeout`` passes."""
        with self._cond:
            self._raise()
            if not self._done and self._busy:
                self._cond.wait(timeout)

    def close(self) -> None:
        """Stop, dropping queued rows, and wait for the helper (at most one pass)."""
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread.is_alive():
            self._thread.join()

    def _raise(self) -> None:
        if self._error is not None:
            raise self._error

    def _take(self, count: int) -> list[tuple[int, torch.Tensor]]:
        taken, self._queued = self._queued[:count], self._queued[count:]
        return [(row, tokens) for _, row, tokens in taken]

    def _prefill(self, group: list[tuple[int, torch.Tensor]]) -> list[Prefilled]:
        if not group:
            return []
        states = self.flow.prefill(self.voice, [tokens for _, tokens in group])
        return [(row, state, end) for (row, _), (state, end) in zip(group, states, strict=True)]

    def _run(self) -> None:
        lower_priority()
        try:
            with torch.no_grad():
                self._loop()
        except Exception as exc:  # noqa: BLE001 - handed to the batch's thread, raised there
            with self._cond:
                self._error = exc
                self._busy = 0
                self._cond.notify_all()

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._queued and not self._closed:
                    self._cond.wait()
                if self._closed:
                    return
                group = self._take(PREFILL_GROUP)
                self._busy = len(group)
            done = self._prefill(group)
            with self._cond:
                self._done.extend(done)
                self._busy = 0
                self._cond.notify_all()


def wants_helper(flow: FlowBatch) -> bool:
    """Whether a helper thread pays for this flow LM: on a CPU with a core to
    spare, for a model whose prefill is long matrix products. Off on a GPU,
    where it has not been measured (the device queues the work of every thread
    in turn, so a helper could only add interpreter contention)."""
    if flow.device.type != "cpu" or (os.cpu_count() or 1) < 2:
        return False
    return bool(sum(p.numel() for p in flow.flow.parameters()) >= HELPER_MIN_PARAMETERS)


def lower_priority() -> None:
    """Give the calling thread the lowest CPU priority, where the system allows it per thread."""
    if sys.platform.startswith("linux"):
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), _HELPER_NICENESS)
        except OSError:
            pass  # a sandbox may refuse it: the helper then shares the cores evenly


__all__ = [
    "HELPER_MIN_PARAMETERS",
    "PREFILL_GROUP",
    "PrefillStage",
    "Prefilled",
    "lower_priority",
    "wants_helper",
]
