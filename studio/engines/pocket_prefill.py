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

    A failure on the helper is never lost: whatever stops it (an exception or
    anything else raised) is kept and raised on the batch's thread by the next
    ``take_done`` or ``wait``, so a row the helper had taken cannot wait forever.
    """

    def __init__(self, flow: FlowBatch, voice: ModelState, helper: bool = True) -> None:
        self.flow = flow
        self.voice = voice
        self.helper = helper
        # Longest first (then oldest): a long row decides when the batch ends, and
        # rows of like lengths prefilled together waste little on padding.
        # (-steps, row, tokens, the row's voice state: None for the batch's).
        self._queued: list[tuple[int, int, torch.Tensor, ModelState | None]] = []
        self._done: deque[Prefilled] = deque()
        self._busy = 0  # rows the helper is prefilling now
        self._error: BaseException | None = None
        self._closed = False
        self._running = False  # the helper started and has not stopped
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="pocket-batch-prefill", daemon=True)

    def start(self) -> None:
        if self.helper:
            with self._cond:
                self._running = True
            self._thread.start()

    def submit(
        self, row: int, tokens: torch.Tensor, steps: int, voice: ModelState | None = None
    ) -> None:
        """Queue a row's prefill; ``steps``: how long the row may decode (the longest go
        first); ``voice``: the row's own voice state (None: the batch's)."""
        with self._cond:
            bisect.insort(self._queued, (-steps, row, tokens, voice), key=lambda job: job[:2])
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

    def wait(self, timeout: float | None = None) -> None:
        """Until the helper hands a row back, fails, or has nothing left that it will
        hand back (or ``timeout`` passes); raises the helper's failure."""
        with self._cond:
            self._cond.wait_for(self._settled, timeout)
            self._raise()

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

    def _settled(self) -> bool:
        """Whether a row came back or the helper failed, or it holds no row and will take
        none (called with the lock held)."""
        if self._error is not None or self._done:
            return True
        return not (self._busy or (self._queued and self._running and not self._closed))

    def _take(self, count: int) -> list[tuple[int, torch.Tensor, ModelState | None]]:
        taken, self._queued = self._queued[:count], self._queued[count:]
        return [(row, tokens, voice) for _, row, tokens, voice in taken]

    def _prefill(self, group: list[tuple[int, torch.Tensor, ModelState | None]]) -> list[Prefilled]:
        """Prefill ``group``: one pass for the rows of each voice state among them."""
        done: list[Prefilled] = []
        by_voice: dict[int, list[tuple[int, torch.Tensor, ModelState]]] = {}
        for row, tokens, voice in group:
            state = self.voice if voice is None else voice
            by_voice.setdefault(id(state), []).append((row, tokens, state))
        for rows in by_voice.values():
            states = self.flow.prefill(rows[0][2], [tokens for _, tokens, _ in rows])
            done += [
                (row, state, end) for (row, _, _), (state, end) in zip(rows, states, strict=True)
            ]
        return done

    def _run(self) -> None:
        error: BaseException | None = None
        try:
            lower_priority()
            with torch.no_grad():
                self._loop()
        except BaseException as exc:  # noqa: BLE001 - handed to the batch's thread, raised there
            error = exc
            if not isinstance(exc, Exception):
                # SystemExit and the like: raised there as an error, so that the batch's
                # lines fail (as on any error) rather than stop the thread that runs them.
                error = RuntimeError(f"the prefill helper stopped: {exc!r}")
                error.__cause__ = exc
        finally:
            with self._cond:
                if error is not None:
                    self._error = error
                self._busy = 0
                self._running = False
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
