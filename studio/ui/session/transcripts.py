"""A voice's reference transcript, heard by the speech recognizer (GUI thread).

``transcribe(name)`` hands the voice's reference (as the engine uses it, after
its edits: already in memory, no file is read) to the worker's recognizer
thread with no language given, so a multilingual recognizer detects it. The
reply lands in the voice's transcript field as an undoable edit
(``VoiceRegistry.set_transcript``: the voice is prepared again, and engines
that use the transcript key the voice by it). With ``auto`` on, a voice that
joins the document without a transcript is transcribed at once.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot

from studio.core.document import Document
from studio.render.checks import Transcribed
from studio.ui.session.voices import VoiceRegistry

if TYPE_CHECKING:
    from collections.abc import Callable

    from studio.ui.session.worker import RenderWorker


class VoiceTranscripts(QObject):
    sig_transcribed = Signal(str, str, str)  # voice name, transcript, language heard
    sig_failed = Signal(str, str)  # voice name, why (one sentence)
    sig_busy_changed = Signal(str, bool)  # voice name, being transcribed
    # The recognizer's answer (emitted on its thread, received on the GUI thread).
    _sig_heard = Signal(int, object)  # ask, Transcribed

    def __init__(
        self,
        voices: VoiceRegistry,
        worker: RenderWorker,
        document: Callable[[], Document],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._voices = voices
        self._worker = worker
        self._document = document
        self._asks: dict[int, str] = {}
        self._ids = itertools.count(1)
        self.auto = False  # transcribe each new voice (a preference)
        self._sig_heard.connect(self._on_heard)
        voices.sig_voice_added.connect(self._on_voices_voice_added)

    def busy(self, name: str) -> bool:
        return name in self._asks.values()

    def transcribe(self, name: str) -> bool:
        """Hear the voice's reference; False (and ``sig_failed``) when there is none yet."""
        state = self._voices.state(name)
        if state is None or state.samples is None or not state.sample_rate:
            self.sig_failed.emit(name, self.tr("The voice is not loaded yet; try again soon."))
            return False
        if self.busy(name):
            return True
        ask = next(self._ids)
        self._asks[ask] = name

        def reply(result: Transcribed) -> None:
            self._sig_heard.emit(ask, result)

        self._worker.checks.transcribe(state.samples, state.sample_rate, None, reply)
        self.sig_busy_changed.emit(name, True)
        return True

    def forget(self) -> None:
        """Another document: replies to earlier requests land nowhere."""
        for name in list(self._asks.values()):
            self.sig_busy_changed.emit(name, False)
        self._asks.clear()

    @Slot(int, object)
    def _on_heard(self, ask: int, result: Transcribed) -> None:
        name = self._asks.pop(ask, None)
        if name is None:
            return
        self.sig_busy_changed.emit(name, False)
        transcript = result.transcript
        if transcript is None:
            self.sig_failed.emit(name, result.error)
            return
        text = " ".join(transcript.text.split())
        if not text:
            self.sig_failed.emit(name, self.tr("The recognizer heard no words in the reference."))
            return
        if self._document().voice(name) is None:
            return  # removed meanwhile
        self._voices.set_transcript(name, text)
        self.sig_transcribed.emit(name, text, transcript.language)

    @Slot(str)
    def _on_voices_voice_added(self, name: str) -> None:
        entry = self._document().voice(name)
        if self.auto and entry is not None and not entry.transcript:
            self.transcribe(name)


__all__ = ["VoiceTranscripts"]
