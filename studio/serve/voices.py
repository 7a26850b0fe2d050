"""The voices a server speaks in: the voice library's, those given at its start, and, when
the window serves, the open project's.

A library voice is prepared exactly as the window prepares it (its original
recording and edits), so it has the same prompt key: a state the window built
and kept on disk is a disk hit here. The library is listed again on each
request (a voice added in the window is served at once); a prepared voice is
kept until its files change. A voice given with ``--voice NAME=AUDIO`` is read
once, at the start, and wins over a library voice of the same name. The
window's project voices (``project``: the voices its worker has prepared for
the loaded model, as the window renders them) come next, before the library's.
Any thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from studio.core.sound.audio import prepare_reference
from studio.core.store.voice_library import LibraryVoice, VoiceLibrary
from studio.render.voices import Voice, library_voice
from studio.serve.api_errors import ApiError, bad_request


@dataclass(frozen=True)
class GivenVoice:
    """A voice given at the start: its recording, mono at its own rate."""

    name: str
    path: Path
    samples: np.ndarray
    rate: int
    transcript: str | None = None


@dataclass(frozen=True)
class VoiceListing:
    """A voice as ``GET /v1/voices`` shows it."""

    name: str
    language: str
    consent: str  # the library's notes: where the recording came from, the speaker's consent
    source: str  # "library", "command line" or "project"

    def to_json(self) -> dict[str, str]:
        return {
            "id": self.name,
            "object": "voice",
            "name": self.name,
            "language": self.language,
            "consent": self.consent,
            "source": self.source,
        }


class VoiceCatalog:
    """Finds a voice by name and prepares it for an engine's sample rate."""

    def __init__(
        self,
        library: VoiceLibrary | None,
        given: list[GivenVoice],
        language: str = "en",
        project: Callable[[], Mapping[str, Voice]] | None = None,
    ) -> None:
        self.library = library
        self.language = language
        # The open project's voices, prepared at the loaded model's rate (the window's).
        self._project = project or dict
        self._given = {voice.name.casefold(): voice for voice in given}
        self._lock = threading.Lock()
        # Each voice prepared, by (library id or given name, rate), with what it was made from.
        self._prepared: dict[tuple[str, int], tuple[str, Voice]] = {}

    def listing(self) -> list[VoiceListing]:
        shown = [
            VoiceListing(v.name, self.language, "", "command line") for v in self._given.values()
        ]
        taken = set(self._given)
        for name in self._project():
            if name.casefold() not in taken:
                taken.add(name.casefold())
                shown.append(VoiceListing(name, self.language, "", "project"))
        for voice in self._library_voices():
            if voice.name.casefold() not in taken:
                shown.append(VoiceListing(voice.name, self.language, voice.notes, "library"))
        return sorted(shown, key=lambda v: v.name.casefold())

    def voice(self, name: str, sample_rate: int) -> Voice:
        """The voice called ``name`` (exactly, else ignoring case) at ``sample_rate``."""
        given = self._given.get(name.casefold())
        if given is not None:
            return self._given_voice(given, sample_rate)
        project = self._project_voice(name, sample_rate)
        if project is not None:
            return project
        found = self._find(name)
        # An edit in the window (trim, transcript, name) changes the info: prepared anew.
        made_from = repr(found.info)
        with self._lock:
            kept = self._prepared.get((found.id, sample_rate))
        if kept is not None and kept[0] == made_from:
            return kept[1]
        assert self.library is not None
        voice = library_voice(self.library, found.id, sample_rate)
        with self._lock:
            self._prepared[(found.id, sample_rate)] = (made_from, voice)
        return voice

    def _project_voice(self, name: str, sample_rate: int) -> Voice | None:
        """The open project's voice called ``name`` (exactly, else ignoring case), when it
        is prepared at ``sample_rate``."""
        voices = self._project()
        voice = voices.get(name)
        if voice is None:
            folded = [v for key, v in voices.items() if key.casefold() == name.casefold()]
            voice = folded[0] if len(folded) == 1 else None
        if voice is None or voice.reference.sample_rate != sample_rate:
            return None
        return voice

    def _given_voice(self, given: GivenVoice, sample_rate: int) -> Voice:
        memo = (f"--voice {given.name}", sample_rate)
        with self._lock:
            kept = self._prepared.get(memo)
        if kept is not None:
            return kept[1]
        reference = prepare_reference(given.samples, given.rate, sample_rate, str(given.path))
        voice = Voice(given.name, reference, given.transcript)
        with self._lock:
            self._prepared[memo] = ("", voice)
        return voice

    def _find(self, name: str) -> LibraryVoice:
        voices = self._library_voices()
        exact = [v for v in voices if v.name == name]
        folded = [v for v in voices if v.name.casefold() == name.casefold()]
        if exact or len(folded) == 1:
            return (exact or folded)[0]
        raise unknown_voice(name)

    def _library_voices(self) -> list[LibraryVoice]:
        return [] if self.library is None else self.library.voices()


def unknown_voice(name: str) -> ApiError:
    return bad_request(
        f"No voice named {name!r}; GET /v1/voices lists this server's voices.",
        "voice",
        "voice_not_found",
    )


__all__ = ["GivenVoice", "VoiceCatalog", "VoiceListing", "unknown_voice"]
