"""The word check of every take: heard by a speech recognizer on a thread of its own.

With ``CheckSettings.words`` off no recognizer loads: the checker then only
decides retakes by the take's similarity to its voice (measured as it was
rendered, ``LineDone.similarity``), so both checks retake through this one path.

Written once, where rendering is scheduled: the render service hands each
finished take to a ``TakeChecker`` (``RenderService(checks=...)``), which
transcribes it on its own thread and compares what it heard with the line
(``studio.core.words.check_take``, the line's text read with the document's
dictionary and normaliser). The service yields the result as a
``LineChecked`` event after the take's ``LineDone`` and, when the words
differ and retakes are asked for (``CheckSettings.retakes``), queues the line
again with a new seed (a ``RetakeKey`` job, which batches like any other),
at most that many more times. The window's worker, the command line and the
benchmarks all run this same code.

Each take is heard on its own, so its check is the same whatever was
rendered beside it or how far behind the checker is. (Takes heard in one
window, joined by pauses, cost less but heard other words: with Whisper base,
15 of 20 lines changed and 5 verdicts with them.)

Threads: the recognizer is loaded on the checker's thread when the first
take arrives (or ``start``), never on the engine's thread or the GUI's, and
only when checks are on. The thread runs at the lowest CPU priority, as the
recognizer's own threads do (they are started from it, and inherit it):
rendering goes first, and checking takes the time on the cores it leaves.
CTranslate2 releases the GIL while it computes. The audio is only read, so
checking never changes what is rendered. faster-whisper and CTranslate2 are
imported on that thread only: importing this module costs nothing.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from studio.core.words.check import check_take
from studio.core.words.ranking import RetakePolicy, should_retake
from studio.core.words.transcript import Transcript
from studio.errors import StudioError
from studio.render.check_events import (
    STOPPED,
    CheckRequest,
    CheckSettings,
    Heard,
    LineChecked,
    RetakeKey,
    Transcribed,
    attempt_of,
    first_key,
    retake_seed,
)

if TYPE_CHECKING:
    from studio.engines.asr.base import Recognizer

log = logging.getLogger(__name__)


RecognizerFactory = Callable[[CheckSettings], "Recognizer"]
"""Loads a recognizer (``studio.engines.asr.Recognizer``) for the settings, on the
checker's thread; raises StudioError with a sentence for a person."""


def load_for_checks(settings: CheckSettings) -> Recognizer:
    """The catalog's recognizer, never downloading (the Models dialog and
    ``voice-studio download --asr`` do that); the demo one is built in a process
    of its own, so building it cannot touch the renderer's random numbers."""
    from studio.engines.asr import load_recognizer

    return load_recognizer(settings.recognizer, settings.device, settings.threads, build_apart=True)


@dataclass(eq=False)
class _Work:
    tag: object
    request: CheckRequest | None = None
    # A recording to transcribe (no line to check against), answered on this thread.
    samples: np.ndarray | None = None
    rate: int = 0
    language: str | None = None
    reply: Callable[[Transcribed], None] | None = None
    policy: RetakePolicy = field(default_factory=RetakePolicy)
    words: bool = True  # heard by the recognizer (else only the voice decides)


class TakeChecker:
    """Hears takes on a thread of its own, one after another, in the order given.

    ``hear`` and ``transcribe`` may be called from any thread; results of
    ``hear`` wait in order for ``ready`` (the render service's thread takes
    them), and ``wake`` is called when one is there. ``close`` ends the thread.
    """

    def __init__(
        self,
        settings: CheckSettings,
        wake: Callable[[], None] | None = None,
        factory: RecognizerFactory | None = None,
    ) -> None:
        self._settings = settings
        self._wake = wake or (lambda: None)
        self._factory = factory or load_for_checks
        self._cond = threading.Condition()
        self._work: deque[_Work] = deque()
        self._ready: deque[Heard] = deque()
        self._busy = 0  # work taken by the thread and not answered yet
        self._closing = False
        self._thread: threading.Thread | None = None
        self._recognizer: Recognizer | None = None
        self._loaded_for: CheckSettings | None = None
        self._load_error: str | None = None
        self._loaded = threading.Event()

    # ------------------------------------------------------------ any thread

    @property
    def settings(self) -> CheckSettings:
        with self._cond:
            return self._settings

    def change(self, settings: CheckSettings) -> None:
        """Use these settings for takes handed in from now on (another recognizer is
        loaded before the next one is heard)."""
        with self._cond:
            self._settings = settings

    def start(self) -> None:
        """Load the recognizer now (on its thread) rather than with the first take."""
        with self._cond:
            self._ensure_thread()
            self._cond.notify_all()

    def reload(self) -> None:
        """Load the recognizer again before the next take (it was downloaded meanwhile)."""
        with self._cond:
            self._loaded_for = None
            self._loaded.clear()
            self._ensure_thread()
            self._cond.notify_all()

    def wait_loaded(self, timeout: float | None = None) -> str | None:
        """Wait until the recognizer is loaded (``start`` first); None, or why it failed."""
        self._loaded.wait(timeout)
        with self._cond:
            return self._load_error

    def hear(self, tag: object, request: CheckRequest) -> None:
        with self._cond:
            policy = self._settings.policy
            if request.retakes is not None:
                policy = replace(policy, max_retakes=request.retakes)
            self._work.append(_Work(tag, request, policy=policy, words=self._settings.words))
            self._ensure_thread()
            self._cond.notify_all()

    def transcribe(
        self,
        samples: np.ndarray,
        sample_rate: int,
        language: str | None,
        reply: Callable[[Transcribed], None],
    ) -> None:
        """Hear a recording; ``reply`` is called on the checker's thread with the result."""
        with self._cond:
            work = _Work(None, samples=samples, rate=sample_rate, language=language, reply=reply)
            self._work.append(work)
            self._ensure_thread()
            self._cond.notify_all()

    def ready(self) -> list[Heard]:
        """The takes heard since the last call, in the order they were handed in."""
        with self._cond:
            out = list(self._ready)
            self._ready.clear()
            return out

    def has_ready(self) -> bool:
        with self._cond:
            return bool(self._ready)

    def pending(self) -> int:
        """Takes handed in whose result has not been taken by ``ready`` yet."""
        with self._cond:
            waiting = sum(1 for w in self._work if w.request is not None)
            return waiting + self._busy + len(self._ready)

    def wait(self, timeout: float) -> bool:
        """Wait up to ``timeout`` s for a result to be ready; True when one is."""
        with self._cond:
            if not self._ready and (self._work or self._busy):
                self._cond.wait(timeout)
            return bool(self._ready)

    def cancel(self) -> None:
        """Drop the takes not being heard yet: each comes back unchecked (cancelled)."""
        with self._cond:
            dropped = [w for w in self._work if w.request is not None]
            self._work = deque(w for w in self._work if w.request is None)
            for work in dropped:
                assert work.request is not None
                self._ready.append(Heard(work.tag, _unchecked(work.request, STOPPED, True)))
            self._cond.notify_all()
        if dropped:
            self._wake()

    def close(self, timeout: float = 30.0) -> None:
        """End the thread (what is being heard finishes first); takes waiting are dropped."""
        with self._cond:
            self._closing = True
            self._work.clear()
            thread = self._thread
            self._cond.notify_all()
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def _ensure_thread(self) -> None:
        """Start the thread (lock held)."""
        if self._thread is None and not self._closing:
            self._thread = threading.Thread(target=self._run, name="word-checker", daemon=True)
            self._thread.start()

    # ------------------------------------------------------------ the checker's thread

    def _run(self) -> None:
        # Before the recognizer loads: the threads it starts take this priority too.
        from studio.engines.pocket_prefill import lower_priority

        lower_priority()
        while True:
            with self._cond:
                while not self._work and not self._closing and self._loaded_for is not None:
                    self._cond.wait()
                if self._closing:
                    return
                settings = self._settings
            recognizer = self._recognizer_for(settings)
            with self._cond:
                if not self._work:
                    continue
                work = self._work.popleft()
                self._busy += 1
            try:
                self._do(work, recognizer)
            except Exception:  # noqa: BLE001 - a bug in one take must not end the checks
                log.exception("word check failed")
                if work.request is not None:
                    self._answer(work, _unchecked(work.request, "The word check failed.", False))
            finally:
                with self._cond:
                    self._busy -= 1
                    self._cond.notify_all()

    def _recognizer_for(self, settings: CheckSettings) -> Recognizer | None:
        """The recognizer for ``settings``, loaded here the first time (None: it failed,
        or words are not heard)."""
        loaded = self._loaded_for
        if loaded is not None and loaded.same_recognizer(settings):
            return self._recognizer
        self._recognizer = None
        if not settings.words:
            self._load_error = None
            with self._cond:
                self._loaded_for = settings
            self._loaded.set()
            return None
        start = time.perf_counter()
        try:
            self._recognizer = self._factory(settings)
            self._load_error = None
            log.info(
                "speech recognizer %s ready in %.1f s",
                settings.recognizer,
                time.perf_counter() - start,
            )
        except StudioError as exc:
            self._load_error = str(exc)
        except Exception as exc:  # noqa: BLE001 - told on every take, logged for the report
            log.exception("loading the speech recognizer failed")
            self._load_error = (
                f"The speech recognizer '{settings.recognizer}' could not be loaded "
                f"({type(exc).__name__}: {exc})."
            )
        with self._cond:
            self._loaded_for = settings
        self._loaded.set()
        return self._recognizer

    def _do(self, work: _Work, recognizer: Recognizer | None) -> None:
        request = work.request
        if request is not None and not work.words:
            self._check(work, None, 0.0, "")
            return
        if recognizer is None:
            error = self._load_error or "No speech recognizer is loaded."
            if request is not None:
                self._answer(work, _unchecked(request, error, False))
            elif work.reply is not None:
                work.reply(Transcribed(None, error))
            return
        if request is None:
            assert work.samples is not None and work.reply is not None
            try:
                transcript = recognizer.transcribe(work.samples, work.rate, work.language)
            except StudioError as exc:
                work.reply(Transcribed(None, str(exc)))
                return
            work.reply(Transcribed(transcript))
            return
        start = time.perf_counter()
        name = recognizer.info.name
        try:
            transcript = recognizer.transcribe(
                request.audio, request.sample_rate, request.prep.language
            )
        except StudioError as exc:
            self._answer(work, _unchecked(request, str(exc), False, name))
            return
        self._check(work, transcript, (time.perf_counter() - start) * 1000, name)

    def _check(self, work: _Work, transcript: Transcript | None, ms: float, name: str) -> None:
        request = work.request
        assert request is not None
        check = (
            None if transcript is None else check_take(transcript, request.text, request.prep, name)
        )
        decision = should_retake(
            check, request.attempt, work.policy, request.similarity, work.words
        )
        checked = LineChecked(
            request.index,
            request.voice,
            request.text,
            request.seed,
            check,
            decision.reason,
            request.attempt,
            recognizer=name,
            transcribe_ms=ms,
            similarity=request.similarity,
        )
        self._answer(work, checked, decision.retake)

    def _answer(self, work: _Work, checked: LineChecked, retake: bool = False) -> None:
        with self._cond:
            self._ready.append(Heard(work.tag, checked, retake))
            self._cond.notify_all()
        self._wake()


def _unchecked(
    request: CheckRequest, message: str, cancelled: bool, recognizer: str = ""
) -> LineChecked:
    return LineChecked(
        request.index,
        request.voice,
        request.text,
        request.seed,
        None,
        message,
        request.attempt,
        cancelled=cancelled,
        recognizer=recognizer,
        similarity=request.similarity,
    )


__all__ = [
    "STOPPED",
    "CheckRequest",
    "CheckSettings",
    "Heard",
    "LineChecked",
    "RecognizerFactory",
    "RetakeKey",
    "TakeChecker",
    "Transcribed",
    "attempt_of",
    "first_key",
    "load_for_checks",
    "retake_seed",
]
