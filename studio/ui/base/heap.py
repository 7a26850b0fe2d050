"""Keeping the interpreter's pauses out of the window: garbage collection and the GIL.

A full collection walks every object the process holds. Once a model (torch
modules, tokenizer) and a long project (thousands of lines and takes) are in
memory, one walk holds the interpreter for around 100 ms, on whichever thread
allocated last: the GUI stalls though the work runs elsewhere (a save on the
file thread, say). Objects that live as long as the window, the model or the
document are moved out of the collector's way (``gc.freeze``) once they are
loaded. They are still freed by reference counting; cycles among them wait
until the window closes, which hands everything back to the collector.

The GUI thread also waits for the GIL each time Qt calls into Python (a table's
paint calls the model's ``data`` thousands of times). While another thread
runs Python (a save building project.json), each of those waits lasts up to
the interpreter's switch interval, 5 ms by default: a paint then took half a
second. A shorter interval hands the GIL over sooner.
"""

from __future__ import annotations

import gc
import sys

# Seconds a thread may hold the GIL while another waits for it (Python's default: 0.005).
SWITCH_INTERVAL_S = 0.0005


def freeze_long_lived(collect_first: bool = False) -> None:
    """Leave everything alive now out of later full collections (``collect_first``:
    drop the garbage there is first, a pause worth taking once, at start-up)."""
    if collect_first:
        gc.collect()
    gc.freeze()


class SurvivorFreezer:
    """Freezes what survives while a long render runs, every ``every`` finished lines.

    Each finished line leaves objects that live on (its take, the line, the
    reviews of the book): without this they pile up in the oldest generation
    and a full collection, set off by whichever thread allocates, walks them
    all while every thread waits (up to 380 ms measured at 5,000 lines).
    Freezing is cheap (the collector's lists are handed over, nothing is
    walked), and what is frozen is still freed by reference counting.
    """

    def __init__(self, every: int = 16) -> None:
        self.every = every
        self._count = 0

    def line_finished(self) -> None:
        self._count += 1
        if self._count >= self.every:
            self._count = 0
            gc.freeze()


def share_the_interpreter() -> None:
    """Let the GUI thread get the GIL soon whenever it asks for it."""
    sys.setswitchinterval(SWITCH_INTERVAL_S)


def release_frozen() -> None:
    """Hand every frozen object back to the collector (the window closes)."""
    gc.unfreeze()


__all__ = ["SurvivorFreezer", "freeze_long_lived", "release_frozen", "share_the_interpreter"]
