"""Where the library's voices are cached for the loaded model, asked of the worker.

A voice's prompt key depends on the engine (its rate, its prompt options), so
only the worker, which owns the engine and the cache, can say. The answer
for the latest question is kept until the next one. GUI thread only.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal, Slot

from studio.ui.session.jobs import LibraryCacheQuery, LibraryCacheReply, LibraryVoiceCache, Request


class LibraryCacheQueries(QObject):
    sig_answered = Signal()  # ``status`` holds the latest answer

    def __init__(self, submit: Callable[[Request], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._submit = submit
        self._latest = 0
        self._ids = itertools.count(1)
        self._status: dict[str, LibraryVoiceCache] = {}

    def ask(self, folder: Path, voice_ids: Sequence[str]) -> None:
        """Ask about these voices; an answer to an earlier question is then ignored."""
        self._latest = next(self._ids)
        self._submit(LibraryCacheQuery(folder, tuple(voice_ids), self._latest))

    @property
    def pending(self) -> bool:
        return self._latest != 0

    def status(self, voice_id: str) -> LibraryVoiceCache | None:
        return self._status.get(voice_id)

    @Slot(object)
    def on_reply(self, reply: LibraryCacheReply) -> None:
        if reply.request_id != self._latest:
            return
        self._latest = 0
        self._status = {voice.voice_id: voice for voice in reply.voices}
        self.sig_answered.emit()


__all__ = ["LibraryCacheQueries"]
