"""A line that fails: the sentences for it, and telling out-of-memory from a bug.

One line's failure never stops the others: the renderer and the batched loop
turn an exception into a ``LineFailed`` with one of these sentences.
"""

from __future__ import annotations

import logging
import sys

log = logging.getLogger(__name__)


OUT_OF_MEMORY = (
    "The model ran out of memory on this line; close other programs, or choose a smaller "
    "model or the CPU, then render the line again."
)


def is_out_of_memory(exc: BaseException) -> bool:
    if isinstance(exc, MemoryError):
        return True
    # torch's own error (GPU memory) is a RuntimeError; torch is loaded when an engine is.
    torch = sys.modules.get("torch")
    oom = getattr(torch, "OutOfMemoryError", None) if torch is not None else None
    return oom is not None and isinstance(exc, oom)


def release_device_memory() -> None:
    """Give the GPU's cached blocks back, so the next line has the memory this one lacked."""
    torch = sys.modules.get("torch")
    try:
        if torch is not None and torch.cuda.is_available():
            torch.cuda.empty_cache()
    except Exception:  # noqa: BLE001 - best effort after an error already reported
        log.debug("could not empty the CUDA cache", exc_info=True)


def internal_error(exc: BaseException) -> str:
    """The sentence for a failure that is a bug."""
    return f"Internal error ({type(exc).__name__}: {exc}); please report it."


__all__ = ["OUT_OF_MEMORY", "internal_error", "is_out_of_memory", "release_device_memory"]
