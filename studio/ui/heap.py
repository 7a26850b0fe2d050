"""Keeping the garbage collector's full passes short.

A full collection walks every object the process holds. Once a model (torch
modules, tokenizer) and a long project (thousands of lines and takes) are in
memory, one walk holds the interpreter for around 100 ms, on whichever thread
allocated last: the GUI stalls though the work runs elsewhere (a save on the
file thread, say). Objects that live as long as the window, the model or the
document are moved out of the collector's way (``gc.freeze``) once they are
loaded. They are still freed by reference counting; cycles among them wait
until the window closes, which hands everything back to the collector.
"""

from __future__ import annotations

import gc


def freeze_long_lived(collect_first: bool = False) -> None:
    """Leave everything alive now out of later full collections (``collect_first``:
    drop the garbage there is first, a pause worth taking once, at start-up)."""
    if collect_first:
        gc.collect()
    gc.freeze()


def release_frozen() -> None:
    """Hand every frozen object back to the collector (the window closes)."""
    gc.unfreeze()


__all__ = ["freeze_long_lived", "release_frozen"]
