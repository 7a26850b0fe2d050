"""The voice library: voices kept outside any project, in the user's data folder.

Each voice is a folder ``<data dir>/voices/<id>/`` holding ``voice.json`` and
``audio.flac`` (see ``voice_file.py``): its name, original recording, edits,
transcript, notes (where the recording came from, the speaker's consent)
and the date it was added. The audio goes in first and ``voice.json`` last,
each atomically, so a voice is either listed whole or not at all.

A library voice joins a project as a ``VoiceEntry`` pointing at its audio
(``project_entry``); a project voice joins the library with ``add``. The
same original and edits give the same processed reference, so a voice has
one prompt key whichever side it is on, and its cached state serves both.

Runs on any thread; two studios sharing one library see each other's voices
the next time they list it.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
import time
from collections.abc import Iterable
from dataclasses import dataclass, replace
from pathlib import Path

from studio.core.document import VoiceEntry, new_id
from studio.core.files.atomic_file import unlink_quietly, write_bytes_atomic, write_text_atomic
from studio.core.files.replacing import OnExisting
from studio.core.sound.audio import ReferenceAudio
from studio.core.sound.voice_audio import VoiceAudio
from studio.core.sound.voice_edits import VoiceEdits, edited_reference
from studio.core.store.recovery import data_dir
from studio.core.store.voice_file import (
    AUDIO_FILE,
    VOICE_JSON,
    VoiceInfo,
    decode_audio,
    export_voice_file,
    flac_bytes,
    info_for_audio,
    info_from_json,
    info_to_json,
    read_voice_file,
    stored_audio,
)
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said, VoiceLibraryError

log = logging.getLogger(__name__)

LIBRARY_DIR = "voices"
MAX_NAME_LENGTH = 100
NO_EDITS = VoiceEdits()
_ID = re.compile(r"^[0-9a-f]{12}$")


@dataclass(frozen=True)
class LibraryVoice:
    """A voice in the library: its id (its folder's name) and everything but the audio."""

    id: str
    info: VoiceInfo

    @property
    def name(self) -> str:
        return self.info.name

    @property
    def transcript(self) -> str:
        return self.info.transcript

    @property
    def notes(self) -> str:
        return self.info.notes

    @property
    def edits(self) -> VoiceEdits:
        return self.info.edits

    @property
    def created(self) -> float:
        return self.info.created

    @property
    def seconds(self) -> float:
        return self.info.seconds


def library_dir(base: Path | None = None) -> Path:
    return (base or data_dir()) / LIBRARY_DIR


def clean_name(name: str) -> str:
    """A voice name as stored: one line, trimmed; an empty one is refused."""
    cleaned = " ".join(name.split())[:MAX_NAME_LENGTH]
    if not cleaned:
        raise VoiceLibraryError(QT_TRANSLATE_NOOP("StudioError", "A voice needs a name; type one."))
    return cleaned


def unique_name(name: str, taken: Iterable[str]) -> str:
    """``name``, or ``name 2``, ``name 3``, ... whichever is not in ``taken``."""
    used = set(taken)
    if name not in used:
        return name
    number = 2
    while f"{name} {number}" in used:
        number += 1
    return f"{name} {number}"


class VoiceLibrary:
    """The voices in one library folder (``library_dir()`` unless given)."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else library_dir()

    # ---------------------------------------------------------- reading

    def voices(self) -> list[LibraryVoice]:
        """Every readable voice, by name; a voice folder that cannot be read is skipped."""
        if not self.folder.is_dir():
            return []
        found: list[LibraryVoice] = []
        for folder in self.folder.iterdir():
            if not (_ID.match(folder.name) and (folder / VOICE_JSON).is_file()):
                continue
            try:
                found.append(self._read(folder.name))
            except VoiceLibraryError as exc:
                log.warning("skipping library voice %s: %s", folder.name, exc)
        return sorted(found, key=lambda v: (v.name.casefold(), v.created, v.id))

    def get(self, voice_id: str) -> LibraryVoice:
        return self._read(voice_id)

    def audio_path(self, voice_id: str) -> Path:
        return self._folder(voice_id) / AUDIO_FILE

    def audio(self, voice_id: str) -> VoiceAudio:
        """The voice's original recording (24-bit precision, any rate, mono or channels)."""
        voice = self.get(voice_id)
        try:
            data = self.audio_path(voice_id).read_bytes()
        except OSError as exc:
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The audio of library voice {0!r} is missing ({1}); "
                    "delete the voice and add it again.",
                ),
                voice.name,
                exc.strerror or str(exc),
            ) from exc
        return decode_audio(data, voice.info, _library_voice(voice.name), _REPAIR)

    def reference(self, voice_id: str, sample_rate: int) -> ReferenceAudio:
        """The processed reference an engine at ``sample_rate`` gets for this voice."""
        voice = self.get(voice_id)
        audio = self.audio(voice_id)
        source = _library_voice(voice.name)
        return edited_reference(audio.samples, audio.sample_rate, voice.edits, sample_rate, source)

    # ---------------------------------------------------------- writing

    def add(
        self,
        name: str,
        audio: VoiceAudio,
        *,
        transcript: str = "",
        notes: str = "",
        edits: VoiceEdits = NO_EDITS,
        created: float | None = None,
    ) -> LibraryVoice:
        """Save a voice (its name made unique in the library); returns it with its new id."""
        name = unique_name(clean_name(name), (v.name for v in self.voices()))
        audio = stored_audio(audio)
        info = VoiceInfo(
            name, transcript, notes, edits, time.time() if created is None else created
        )
        info = info_for_audio(info, audio)
        voice_id = new_id()
        folder = self._folder(voice_id)
        try:
            folder.mkdir(parents=True)
        except OSError as exc:
            raise OutputError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "Cannot create {0}: {1}; set VOICE_STUDIO_DATA_DIR to a writable folder.",
                ),
                folder,
                exc.strerror or str(exc),
            ) from exc
        try:
            write_bytes_atomic(folder / AUDIO_FILE, flac_bytes(audio))
            self._write(voice_id, info)
        except OutputError:
            shutil.rmtree(folder, ignore_errors=True)
            raise
        return LibraryVoice(voice_id, info)

    def rename(self, voice_id: str, name: str) -> LibraryVoice:
        """Give a voice another name; one that another voice has is refused."""
        voice = self.get(voice_id)
        name = clean_name(name)
        if any(v.name == name and v.id != voice_id for v in self.voices()):
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The library already has a voice named {0!r}; choose another name.",
                ),
                name,
            )
        return self._update(voice, replace(voice.info, name=name))

    def update(
        self,
        voice_id: str,
        *,
        transcript: str | None = None,
        notes: str | None = None,
        edits: VoiceEdits | None = None,
    ) -> LibraryVoice:
        """Change a voice's transcript, notes or edits (its audio never changes)."""
        voice = self.get(voice_id)
        info = voice.info
        if transcript is not None:
            info = replace(info, transcript=transcript)
        if notes is not None:
            info = replace(info, notes=notes)
        if edits is not None:
            info = replace(info, edits=edits)
        return self._update(voice, info)

    def delete(self, voice_id: str) -> None:
        folder = self._folder(voice_id)
        # voice.json first: a half-deleted voice is no longer listed.
        unlink_quietly(folder / VOICE_JSON)
        shutil.rmtree(folder, ignore_errors=True)

    # ---------------------------------------------------------- one file

    def export(self, voice_id: str, path: str | Path, on_existing: OnExisting = "refuse") -> Path:
        """Write the voice as one ``.vsvoice`` file; returns the path written."""
        voice = self.get(voice_id)
        return export_voice_file(path, voice.info, self.audio(voice_id), on_existing)

    def import_file(self, path: str | Path) -> LibraryVoice:
        """Add the voice in a ``.vsvoice`` file; a damaged or foreign file is refused."""
        info, audio = read_voice_file(path)
        return self.add(
            info.name,
            audio,
            transcript=info.transcript,
            notes=info.notes,
            edits=info.edits,
            created=info.created,
        )

    # ---------------------------------------------------------- internals

    def _folder(self, voice_id: str) -> Path:
        if not _ID.match(voice_id):
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP("StudioError", "{0!r} is not a library voice id."), voice_id
            )
        return self.folder / voice_id

    def _read(self, voice_id: str) -> LibraryVoice:
        file = self._folder(voice_id) / VOICE_JSON
        try:
            data = json.loads(file.read_text(encoding="utf-8"))
        except FileNotFoundError as exc:
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "That voice is no longer in the library; it was deleted."
                )
            ) from exc
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP("StudioError", "{0} is damaged; {1}."), file, _REPAIR
            ) from exc
        return LibraryVoice(voice_id, info_from_json(data, str(file), _REPAIR))

    def _write(self, voice_id: str, info: VoiceInfo) -> None:
        text = json.dumps(info_to_json(info), indent=1, ensure_ascii=False, allow_nan=False)
        write_text_atomic(self._folder(voice_id) / VOICE_JSON, text)

    def _update(self, voice: LibraryVoice, info: VoiceInfo) -> LibraryVoice:
        if info != voice.info:
            self._write(voice.id, info)
        return LibraryVoice(voice.id, info)


_REPAIR = Said(QT_TRANSLATE_NOOP("StudioError", "delete the voice and add it again"))


def _library_voice(name: str) -> Said:
    """How an error names a library voice: "library voice 'Anna'"."""
    return Said(QT_TRANSLATE_NOOP("StudioError", "library voice {0!r}"), name)


# ---------------------------------------------------------------- projects


def project_entry(
    library: VoiceLibrary, voice: LibraryVoice, taken_names: Iterable[str]
) -> VoiceEntry:
    """The ``VoiceEntry`` that adds a library voice to a project (name made unique there).

    Its audio path is the library's copy of the original; the project saves
    its own copy, so deleting the voice from the library later loses nothing.
    The prompt key is left for the worker to fill in when it loads the voice.
    """
    return VoiceEntry(
        name=unique_name(voice.name, taken_names),
        audio_path=str(library.audio_path(voice.id)),
        transcript=voice.transcript,
        edits=voice.edits,
    )


def save_project_voice(
    library: VoiceLibrary, entry: VoiceEntry, audio: VoiceAudio, notes: str = ""
) -> LibraryVoice:
    """Save a project's voice (its original audio, edits and transcript) to the library."""
    return library.add(
        entry.name, audio, transcript=entry.transcript, notes=notes, edits=entry.edits
    )


__all__ = [
    "LIBRARY_DIR",
    "LibraryVoice",
    "VoiceLibrary",
    "clean_name",
    "library_dir",
    "project_entry",
    "save_project_voice",
    "unique_name",
]
