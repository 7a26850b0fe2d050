"""The render worker's checks: the word checker (one recognizer thread) and the voice
check's speaker encoder, both kept across model loads.

Made the first time checks are turned on or a voice is transcribed, and
given to each render service the worker makes while checks are on
(``active``). Plain Python: the worker calls it from the GUI thread
(``set``, ``transcribe``) and from its own (``active``); the checker is
thread-safe.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import numpy as np

from studio.render.checks import CheckSettings, TakeChecker, Transcribed
from studio.render.voice_match import VoiceMatcher


class WorkerChecks:
    def __init__(self, wake: Callable[[], None]) -> None:
        self._wake = wake
        self._lock = threading.Lock()
        self._checker: TakeChecker | None = None
        self._settings = CheckSettings()
        self._enabled = False
        # Measures each take's similarity to its voice while the voice check is on.
        self._matcher: VoiceMatcher | None = None
        self._match = False

    @property
    def active(self) -> TakeChecker | None:
        """The checker that hears every take, while checks are on."""
        with self._lock:
            return self._checker if self._enabled else None

    def set(self, settings: CheckSettings, enabled: bool) -> TakeChecker | None:
        """Check takes with ``settings`` from now on, or stop checking; returns ``active``.

        Turned off, takes waiting to be heard are dropped (their lines are not
        retaken); the recognizer stays loaded for transcribing voices.
        """
        with self._lock:
            self._settings = settings
            self._enabled = enabled
            checker = self._checker
            if checker is None and enabled:
                checker = self._checker = TakeChecker(settings, self._wake)
                checker.start()  # load the recognizer now, on its own thread
            elif checker is not None:
                checker.change(settings)
        if checker is not None and not enabled:
            checker.cancel()
            checker.ready()
        return self.active

    @property
    def voice_match(self) -> VoiceMatcher | None:
        """The speaker encoder a renderer measures takes with, while the voice check is on."""
        with self._lock:
            return self._matcher if self._match else None

    def set_voice_check(self, enabled: bool) -> VoiceMatcher | None:
        """Measure takes from now on, or stop; returns ``voice_match`` (never blocks: the
        speaker encoder loads on a thread of its own)."""
        with self._lock:
            self._match = enabled
            if enabled and self._matcher is None:
                self._matcher = VoiceMatcher()
                self._matcher.preload()
        return self.voice_match

    def reload(self) -> None:
        """A recognizer was downloaded: load it before the next take."""
        with self._lock:
            checker = self._checker
        if checker is not None:
            checker.reload()

    def transcribe(
        self,
        samples: np.ndarray,
        sample_rate: int,
        language: str | None,
        reply: Callable[[Transcribed], None],
    ) -> None:
        """Hear a recording with the recognizer of the settings; ``reply`` is called on the
        recognizer's thread."""
        with self._lock:
            checker = self._checker
            if checker is None:
                checker = self._checker = TakeChecker(self._settings, self._wake)
        checker.transcribe(samples, sample_rate, language, reply)

    def close(self) -> None:
        with self._lock:
            checker, self._checker = self._checker, None
        if checker is not None:
            checker.close()


__all__ = ["WorkerChecks"]
