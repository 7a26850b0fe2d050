"""Every voice of the session, in one place: the one owner of voice state.

The document's ``VoiceEntry`` is what a project stores (name, audio path,
transcript, prompt key). Everything else the window knows about a voice lives
here, in one record per voice: the reference audio as a project stores it
(24-bit, so the prompt key survives a save and reopen), whether the worker is
loading it or failed to, the samples at the engine's rate (waveform and
playback), and where its prompt state is cached.

Files are read on the worker thread, never here: a load request carries either
the user's path or audio already in memory (from a project or an earlier
load), and the reply brings the audio back to be kept.

Loads come in three kinds. An *edit* (a new voice, new audio, a new
transcript) becomes an undoable command when the worker has read it. A
*sync* only brings the worker in line with the document (a project opened,
an undo): its result is not an edit, but a new prompt key (another model than
the project was made with) is recorded as derived state.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal, Protocol

import numpy as np
from PySide6.QtCore import QObject, Signal

from studio.core.commands import Command, SetVoiceEntry
from studio.core.document import Document, VoiceEntry
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.sound.voice_edits import VoiceEdits
from studio.ui.session.jobs import (
    BuildVoiceCache,
    LoadedVoice,
    LoadVoice,
    RemoveVoice,
    Request,
    VoiceCacheStatus,
    VoiceLoadFailed,
)

# "waiting": read and checked, but no model is loaded to prepare it for yet.
VoiceStatus = Literal["loading", "waiting", "ready", "failed"]
NO_EDITS = VoiceEdits()
LoadKind = Literal["edit", "sync"]


@dataclass(frozen=True, eq=False)
class VoiceState:
    """What the window shows about one voice."""

    name: str
    source: str  # the user's file, or the project's copy of it
    status: VoiceStatus
    error: str = ""
    samples: np.ndarray | None = None  # the reference at the engine's rate
    sample_rate: int = 0
    cache: VoiceCacheStatus | None = None
    building_since: float | None = None

    @property
    def seconds(self) -> float:
        if self.samples is None or not self.sample_rate:
            return 0.0
        return len(self.samples) / self.sample_rate


@dataclass
class _Voice:
    state: VoiceState
    # (audio path, transcript, edits) of the document entry the worker holds.
    loaded_as: tuple[str, str, VoiceEdits] | None = None


class Edits(Protocol):
    """How voice changes reach the document (the session implements it)."""

    def edit(self, command: Command) -> None:
        """An undoable edit by the user."""

    def apply_derived(self, command: Command) -> None:
        """A change that follows from others and is never undone on its own."""


class VoiceRegistry(QObject):
    sig_voice_updated = Signal(str)  # name
    sig_voice_error = Signal(str, str)  # name, message
    sig_voice_added = Signal(str)  # name: a new voice joined the document

    def __init__(
        self,
        document: Callable[[], Document],
        submit: Callable[[Request], None],
        edits: Edits,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._document = document
        self._submit = submit
        self._edits = edits
        self._voices: dict[str, _Voice] = {}
        # Loads sent and not answered yet: request id -> kind. A reply whose id
        # is not here belongs to a document that was replaced since.
        self._pending: dict[int, LoadKind] = {}
        self._ids = itertools.count(1)
        # The audio of every file or project voice seen, by the entry's audio
        # path: undoing "replace audio" needs the old audio back.
        self._audio_by_path: dict[str, VoiceAudio] = {}

    # --- queries -------------------------------------------------------

    def state(self, name: str) -> VoiceState | None:
        voice = self._voices.get(name)
        return None if voice is None else voice.state

    def names(self) -> list[str]:
        """Voices to list: the document's, then ones still loading or that failed."""
        names = [entry.name for entry in self._document().voices]
        names += [
            name
            for name, voice in self._voices.items()
            if name not in names and voice.state.status in ("loading", "failed")
        ]
        return names

    def unique_name(self, wanted: str) -> str:
        taken = {entry.name for entry in self._document().voices} | set(self._voices)
        name, n = wanted or "voice", 2
        while name in taken:
            name, n = f"{wanted}{n}", n + 1
        return name

    def audio_for_save(self) -> dict[str, VoiceAudio]:
        """The reference audio of the document's voices, as a project stores it."""
        audio: dict[str, VoiceAudio] = {}
        for entry in self._document().voices:
            stored = self._audio_by_path.get(entry.audio_path)
            if stored is not None:
                audio[entry.name] = stored
        return audio

    # --- user actions --------------------------------------------------

    def add(
        self,
        path: str | Path,
        name: str | None = None,
        transcript: str = "",
        edits: VoiceEdits = NO_EDITS,
    ) -> str:
        """Load a reference file (with ``edits``, as from the library) as a new voice;
        returns the name it gets.

        A file that failed to load before takes its old place rather than
        adding a second failed voice.
        """
        source = str(path)
        if name is None:
            name = next(
                (
                    n
                    for n, v in self._voices.items()
                    if v.state.status == "failed" and v.state.source == source
                ),
                None,
            ) or self.unique_name(Path(source).stem)
        self._set_state(name, VoiceState(name, source, "loading"))
        self._load("edit", LoadVoice(name, source=source, transcript=transcript, edits=edits))
        return name

    def replace_audio(self, name: str, path: str | Path) -> None:
        """New reference audio for a voice: an undoable edit; its lines go stale."""
        entry = self._document().voice(name)
        transcript = entry.transcript if entry is not None else ""
        self._load("edit", LoadVoice(name, source=str(path), transcript=transcript))

    def set_transcript(self, name: str, transcript: str) -> None:
        entry = self._document().voice(name)
        if entry is None or entry.transcript == transcript:
            return
        # Reloaded because engines that use the transcript key the voice by it.
        self._load("edit", self._request_for(entry, transcript, entry.edits))

    def set_edits(self, name: str, edits: VoiceEdits) -> None:
        """New non-destructive edits (trim, normalisation) of a voice's recording:
        an undoable edit once the worker has prepared the result; the voice gets
        a new prompt key, so its lines go stale."""
        entry = self._document().voice(name)
        if entry is None or entry.edits == edits:
            return
        self._load("edit", self._request_for(entry, entry.transcript, edits))

    def remove(self, name: str) -> None:
        if self._document().voice(name) is not None:
            self._edits.edit(SetVoiceEntry(name, None, self.tr("Remove voice")))
        elif self._voices.pop(name, None) is not None:
            self._submit(RemoveVoice(name))
            self.sig_voice_updated.emit(name)

    def build_cache(self, name: str) -> None:
        voice = self._voices.get(name)
        if voice is not None and voice.state.status == "ready":
            self._submit(BuildVoiceCache(name))

    # --- the document --------------------------------------------------

    def reset(self, audio: dict[str, VoiceAudio]) -> None:
        """A new document (New, Open, a recovery): forget every voice, load its own."""
        old = list(self._voices)
        self._voices.clear()
        self._pending.clear()
        self._audio_by_path.clear()
        for name in old:
            self._submit(RemoveVoice(name))
            self.sig_voice_updated.emit(name)
        doc = self._document()
        for entry in doc.voices:
            stored = audio.get(entry.name)
            if stored is not None:
                self._audio_by_path[entry.audio_path] = stored
        for entry in doc.voices:
            self._set_state(entry.name, VoiceState(entry.name, entry.audio_path, "loading"))
            self._sync(entry)

    def waiting(self) -> bool:
        """Whether a voice of the document waits for a model to be prepared for."""
        return any(v.state.status == "waiting" for v in self._voices.values())

    def reload_all(self) -> None:
        """Another model was loaded: every voice of the document is prepared for it
        again (its rate and prompt key change); voices that failed are dropped."""
        for name in [n for n, v in self._voices.items() if self._document().voice(n) is None]:
            del self._voices[name]
            self.sig_voice_updated.emit(name)
        for entry in self._document().voices:
            voice = self._voices.get(entry.name)
            self._set_state(
                entry.name,
                VoiceState(entry.name, entry.audio_path, "loading")
                if voice is None
                else replace(voice.state, status="loading", error="", cache=None),
            )
            self._sync(entry)

    def follow_document(self) -> None:
        """After an edit, undo or redo: reload voices whose audio or transcript changed."""
        for entry in self._document().voices:
            voice = self._voices.get(entry.name)
            if voice is None:
                self._set_state(entry.name, VoiceState(entry.name, entry.audio_path, "loading"))
                self._sync(entry)
            elif voice.loaded_as is not None and voice.loaded_as != _loaded_as(entry):
                self._sync(entry)

    def _sync(self, entry: VoiceEntry) -> None:
        voice = self._voices[entry.name]
        voice.loaded_as = _loaded_as(entry)
        self._load("sync", self._request_for(entry, entry.transcript, entry.edits))

    def _request_for(self, entry: VoiceEntry, transcript: str, edits: VoiceEdits) -> LoadVoice:
        """Load a document voice from the audio the session holds, else from its file."""
        stored = self._audio_by_path.get(entry.audio_path)
        return LoadVoice(
            entry.name, source=entry.audio_path, audio=stored, transcript=transcript, edits=edits
        )

    def _load(self, kind: LoadKind, request: LoadVoice) -> None:
        if request.name not in self._voices:
            self._voices[request.name] = _Voice(VoiceState(request.name, request.source, "loading"))
        request = replace(request, request_id=next(self._ids))
        self._pending[request.request_id] = kind
        self._submit(request)

    def _set_state(self, name: str, state: VoiceState) -> None:
        voice = self._voices.get(name)
        if voice is None:
            self._voices[name] = _Voice(state)
        else:
            voice.state = state
        self.sig_voice_updated.emit(name)

    # --- worker replies (GUI thread) ----------------------------------

    def on_loaded(self, loaded: LoadedVoice) -> None:
        kind = self._pending.pop(loaded.request_id, None)
        if kind is None:
            return  # for a document that was replaced since
        ref = loaded.reference
        cache = self._merged_cache(loaded.name, loaded.cache)
        status: VoiceStatus = "waiting" if loaded.waiting else "ready"
        state = VoiceState(
            loaded.name, loaded.source, status, "", ref.samples, ref.sample_rate, cache
        )
        # Announced once the document has the voice too: a new voice that is
        # ready but not in the document yet would drop out of ``names()``.
        voice = self._voices.setdefault(loaded.name, _Voice(state))
        voice.state = state
        self._audio_by_path[loaded.source] = loaded.audio
        old = self._document().voice(loaded.name)
        if kind == "sync":
            if old is not None and old.prompt_key != loaded.prompt_key and not loaded.waiting:
                # The key is derived from the audio and the model, not an edit.
                self._edits.apply_derived(
                    SetVoiceEntry(loaded.name, replace(old, prompt_key=loaded.prompt_key))
                )
            self.sig_voice_updated.emit(loaded.name)
            return
        entry = VoiceEntry(
            loaded.name, loaded.source, loaded.transcript, loaded.prompt_key, loaded.edits
        )
        voice.loaded_as = _loaded_as(entry)
        added = False
        if old != entry:
            if old is None:
                label = self.tr("Add voice")
                added = True
            elif old.edits != entry.edits:
                label = self.tr("Edit voice audio")
            else:
                label = self.tr("Edit voice")
            self._edits.edit(SetVoiceEntry(loaded.name, entry, label))
        self.sig_voice_updated.emit(loaded.name)
        if added:
            self.sig_voice_added.emit(loaded.name)

    def on_failed(self, failed: VoiceLoadFailed) -> None:
        if self._pending.pop(failed.request_id, None) is None:
            return
        name = failed.name
        voice = self._voices.get(name)
        if voice is not None and self._document().voice(name) is None:
            self._set_state(name, replace(voice.state, status="failed", error=failed.message))
        self.sig_voice_error.emit(name, failed.message)

    def on_cache(self, name: str, status: VoiceCacheStatus) -> None:
        voice = self._voices.get(name)
        if voice is None:
            return
        state = voice.state
        since = (state.building_since or time.monotonic()) if status.building else None
        cache = self._merged_cache(name, status)
        if cache == state.cache and since == state.building_since:
            return  # every line of a bulk render says so again: nothing to show anew
        self._set_state(name, replace(state, cache=cache, building_since=since))

    def _merged_cache(self, name: str, status: VoiceCacheStatus) -> VoiceCacheStatus:
        """A new cache report keeps the size and build time seen before when it lacks them."""
        voice = self._voices.get(name)
        known = voice.state.cache if voice is not None else None
        if known is None or status.building or known.key != status.key:
            return status
        return replace(
            status,
            nbytes=status.nbytes if status.nbytes is not None else known.nbytes,
            build_ms=status.build_ms if status.build_ms is not None else known.build_ms,
        )


def _loaded_as(entry: VoiceEntry) -> tuple[str, str, VoiceEdits]:
    return (entry.audio_path, entry.transcript, entry.edits)


__all__ = ["Edits", "VoiceRegistry", "VoiceState"]
