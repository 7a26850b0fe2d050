"""Clone checks: the fixed test sentence rendered in a voice, kept like a line's takes.

A clone check is rendered exactly like a script line (a ``sample`` job of the render service)
and becomes a ``Take`` of ``CLONE_CHECK_TEXT``. It is reused under the same
rule as a line's take (``take_fits``): same text, same prompt key, same
settings. So a second click replays it at once, and an edit of the voice
(a new prompt key) makes it stale; undoing the edit makes it match again.

Checks live for the session (they are not part of the script, so the
project does not save them). GUI thread only.
"""

from __future__ import annotations

import numpy as np

from studio.core.document import LineParams, Take, VoiceEntry, take_fits
from studio.core.text.voice_texts import CLONE_CHECK_TEXT

# Per voice: enough to undo and redo a few edits and still find the checks.
MAX_CHECKS_PER_VOICE = 8


class CloneChecks:
    """Clone-check takes and their audio, by voice name, newest last."""

    def __init__(self) -> None:
        self._checks: dict[str, list[tuple[Take, np.ndarray]]] = {}

    def put(self, take: Take, audio: np.ndarray) -> None:
        if take.text != CLONE_CHECK_TEXT:
            raise ValueError("a clone check is a take of CLONE_CHECK_TEXT")
        checks = self._checks.setdefault(take.voice, [])
        checks.append((take, np.asarray(audio, dtype=np.float32)))
        del checks[:-MAX_CHECKS_PER_VOICE]

    def matching(self, voice: VoiceEntry, params: LineParams) -> tuple[Take, np.ndarray] | None:
        """The newest check that rendering the voice now with ``params`` would give, if any.

        ``params`` are effective settings (the project's defaults merged in).
        """
        for take, audio in reversed(self._checks.get(voice.name, [])):
            if take_fits(take, CLONE_CHECK_TEXT, voice, params):
                return take, audio
        return None

    def discard(self, voice_name: str) -> None:
        """Forget a voice's checks (the voice was removed or renamed)."""
        self._checks.pop(voice_name, None)


__all__ = ["CLONE_CHECK_TEXT", "CloneChecks", "MAX_CHECKS_PER_VOICE"]
