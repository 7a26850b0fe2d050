"""A line that fails: the sentences for it, and telling out-of-memory from a bug.

One line's failure never stops the others: the renderer and the batched loop
turn an exception into a ``LineFailed`` with one of these sentences.
"""

from __future__ import annotations

import logging
import sys

from studio.errors import QT_TRANSLATE_NOOP, Said

log = logging.getLogger(__name__)


OUT_OF_MEMORY_SAID = Said(
    QT_TRANSLATE_NOOP(
        "StudioError",
        "The model ran out of memory on this line; close other programs, or choose a smaller "
        "model or the CPU, then render the line again.",
    )
)
OUT_OF_MEMORY = str(OUT_OF_MEMORY_SAID)
# A line stopped on request (not an error: the window shows it stale again).
STOPPED = Said(QT_TRANSLATE_NOOP("StudioError", "Stopped."))


NO_AUDIO = Said(
    QT_TRANSLATE_NOOP("StudioError", "The model produced no audio for this line; try another seed.")
)


def no_voice(name: str) -> Said:
    """The sentence for a line whose voice is not in."""
    return Said(QT_TRANSLATE_NOOP("StudioError", "No voice named {0!r}; add it first."), name)


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


def internal_error_said(exc: BaseException) -> Said:
    """The sentence for a failure that is a bug."""
    return Said(
        QT_TRANSLATE_NOOP("StudioError", "Internal error ({0}: {1}); please report it."),
        type(exc).__name__,
        str(exc),
    )


__all__ = [
    "OUT_OF_MEMORY",
    "NO_AUDIO",
    "OUT_OF_MEMORY_SAID",
    "STOPPED",
    "internal_error_said",
    "is_out_of_memory",
    "no_voice",
    "release_device_memory",
]
