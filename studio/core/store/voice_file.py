"""A voice as files: ``voice.json`` (name, transcript, notes, edits, date) plus ``audio.flac``.

The library keeps each voice as these two files in a folder of its own; a
voice exported to share or back up is the same two files in one zip
archive (``NAME.vsvoice``). The JSON is written and checked field by field
(never pickle), the audio is the original recording as 24-bit FLAC, and a
file that is not such an archive, is damaged or was written by a newer
version is refused with one sentence saying so. Nothing from the archive is
ever extracted to disk by name, so a crafted archive cannot write elsewhere.
"""

from __future__ import annotations

import io
import json
import time
import zipfile
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import soundfile as sf

from studio import __version__
from studio.core.files.atomic_file import staged
from studio.core.files.replacing import OnExisting, guard
from studio.core.json_codec import (
    JsonObject,
    ProjectError,
    Reader,
    edits_from_json,
    edits_to_json,
)
from studio.core.sound.voice_audio import VoiceAudio, quantize_like_stored
from studio.core.sound.voice_edits import VoiceEdits
from studio.errors import QT_TRANSLATE_NOOP, Said, VoiceLibraryError

VOICE_FORMAT = "voice-studio-voice"
VOICE_FORMAT_VERSION = 1
VOICE_JSON = "voice.json"
AUDIO_FILE = "audio.flac"
VOICE_FILE_SUFFIX = ".vsvoice"
AUDIO_SUBTYPE = "PCM_24"
MAX_JSON_BYTES = 1 << 20
# About twenty minutes of 48 kHz stereo FLAC; a reference is seconds long.
MAX_AUDIO_BYTES = 256 << 20


@dataclass(frozen=True)
class VoiceInfo:
    """Everything about a saved voice except its audio (``created``: seconds since the epoch)."""

    name: str
    transcript: str = ""
    notes: str = ""
    edits: VoiceEdits = VoiceEdits()
    created: float = field(default_factory=time.time)
    sample_rate: int = 0
    channels: int = 1
    frames: int = 0

    @property
    def seconds(self) -> float:
        return self.frames / self.sample_rate if self.sample_rate else 0.0


def info_to_json(info: VoiceInfo) -> JsonObject:
    return {
        "format": VOICE_FORMAT,
        "version": VOICE_FORMAT_VERSION,
        "app_version": __version__,
        "name": info.name,
        "transcript": info.transcript,
        "notes": info.notes,
        "edits": edits_to_json(info.edits),
        "created": info.created,
        "audio": {
            "file": AUDIO_FILE,
            "sample_rate": info.sample_rate,
            "channels": info.channels,
            "frames": info.frames,
        },
    }


def info_from_json(data: object, source: str, advice: Said) -> VoiceInfo:
    """Parse ``voice.json``; a VoiceLibraryError names the problem, ``advice`` (a clause)
    what to do."""
    if not isinstance(data, dict) or data.get("format") != VOICE_FORMAT:
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is not a Voice Studio voice; {1}."),
            source,
            advice,
        )
    try:
        r = Reader(data, "voice", f"{source} ({VOICE_JSON})", advice)
        version = r.integer("version")
        if version > VOICE_FORMAT_VERSION:
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} was saved by a newer Voice Studio (voice format {1}; this "
                    "version reads up to {2}); update Voice Studio to use it.",
                ),
                source,
                version,
                VOICE_FORMAT_VERSION,
            )
        audio = r.child("audio")
        if audio.text("file") != AUDIO_FILE:
            raise r.bad(
                "voice.audio.file",
                Said(QT_TRANSLATE_NOOP("StudioError", "must be {0}"), AUDIO_FILE),
                audio.obj.get("file"),
            )
        info = VoiceInfo(
            name=r.text("name"),
            transcript=r.text("transcript", ""),
            notes=r.text("notes", ""),
            edits=edits_from_json(r.child("edits")),
            created=r.number("created", 0.0),
            sample_rate=audio.integer("sample_rate"),
            channels=audio.integer("channels"),
            frames=audio.integer("frames"),
        )
    except ProjectError as exc:
        raise VoiceLibraryError(exc.said) from exc
    if info.sample_rate <= 0 or info.channels <= 0 or info.frames <= 0:
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP("StudioError", "{0} describes no audio; {1}."), source, advice
        )
    return info


def info_for_audio(info: VoiceInfo, audio: VoiceAudio) -> VoiceInfo:
    """``info`` with the audio fields describing ``audio``."""
    samples = np.asarray(audio.samples)
    channels = 1 if samples.ndim == 1 else int(samples.shape[1])
    return VoiceInfo(
        info.name,
        info.transcript,
        info.notes,
        info.edits,
        info.created,
        int(audio.sample_rate),
        channels,
        int(samples.shape[0]),
    )


def stored_audio(audio: VoiceAudio) -> VoiceAudio:
    """``audio`` exactly as it reads back from the voice's 24-bit FLAC."""
    return VoiceAudio(quantize_like_stored(audio.samples), int(audio.sample_rate))


def flac_bytes(audio: VoiceAudio) -> bytes:
    buffer = io.BytesIO()
    sf.write(buffer, audio.samples, audio.sample_rate, format="FLAC", subtype=AUDIO_SUBTYPE)
    return buffer.getvalue()


def decode_audio(data: bytes, info: VoiceInfo, source: str | Said, advice: Said) -> VoiceAudio:
    """The FLAC audio of a voice, checked against what its ``voice.json`` says; ``source``
    names the voice (a path, or a clause), ``advice`` (a clause) says what to do."""
    try:
        samples, rate = sf.read(io.BytesIO(data), dtype="float32", always_2d=True)
    except (sf.LibsndfileError, RuntimeError, TypeError, ValueError) as exc:
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP("StudioError", "The audio of {0} is damaged; {1}."), source, advice
        ) from exc
    if (int(rate), samples.shape[1], samples.shape[0]) != (
        info.sample_rate,
        info.channels,
        info.frames,
    ):
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The audio of {0} does not match its description (damaged); {1}."
            ),
            source,
            advice,
        )
    out = samples[:, 0] if samples.shape[1] == 1 else samples
    return VoiceAudio(np.ascontiguousarray(out, dtype=np.float32), int(rate))


# ---------------------------------------------------------------- one file


def voice_file_path(path: str | Path) -> Path:
    """The file ``export_voice_file`` writes for a chosen path (``.vsvoice`` added when missing)."""
    path = Path(path).expanduser()
    if path.suffix.lower() != VOICE_FILE_SUFFIX:
        path = path.with_name(path.name + VOICE_FILE_SUFFIX)
    return path


def export_voice_file(
    path: str | Path, info: VoiceInfo, audio: VoiceAudio, on_existing: OnExisting = "refuse"
) -> Path:
    """Write a voice as one ``.vsvoice`` file (a zip of voice.json and audio.flac), atomically.

    A file already there is refused unless ``on_existing`` says otherwise.
    """
    path = voice_file_path(path)
    before_replace = guard(path, on_existing)
    audio = stored_audio(audio)
    text = json.dumps(info_to_json(info_for_audio(info, audio)), indent=1, ensure_ascii=False)
    flac = flac_bytes(audio)
    with staged(path, before_replace) as tmp, zipfile.ZipFile(tmp, "w") as archive:
        archive.writestr(VOICE_JSON, text, compress_type=zipfile.ZIP_DEFLATED)
        # FLAC is compressed already.
        archive.writestr(AUDIO_FILE, flac, compress_type=zipfile.ZIP_STORED)
    return path


def read_voice_file(path: str | Path) -> tuple[VoiceInfo, VoiceAudio]:
    """Read a ``.vsvoice`` file; anything else, or a damaged one, raises VoiceLibraryError."""
    path = Path(path).expanduser()
    advice = Said(QT_TRANSLATE_NOOP("StudioError", "export the voice again"))
    if not path.exists():
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP("StudioError", "{0}: no such file; check the path."), path
        )
    if path.is_dir():
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP("StudioError", "{0} is a folder; choose a {1} voice file."),
            path,
            VOICE_FILE_SUFFIX,
        )
    foreign = Said(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} is not a Voice Studio voice file; choose a {1} file exported by Voice Studio.",
        ),
        path,
        VOICE_FILE_SUFFIX,
    )
    try:
        with zipfile.ZipFile(path) as archive:
            names = set(archive.namelist())
            if VOICE_JSON not in names:
                raise VoiceLibraryError(foreign)
            raw = _member(archive, VOICE_JSON, MAX_JSON_BYTES, path, advice)
            try:
                data = json.loads(raw.decode("utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                raise VoiceLibraryError(
                    QT_TRANSLATE_NOOP(
                        "StudioError", "{0} is damaged (its {1} is not valid JSON); {2}."
                    ),
                    path,
                    VOICE_JSON,
                    advice,
                ) from exc
            if not isinstance(data, dict) or data.get("format") != VOICE_FORMAT:
                raise VoiceLibraryError(foreign)
            info = info_from_json(data, str(path), advice)
            if AUDIO_FILE not in names:
                raise VoiceLibraryError(
                    QT_TRANSLATE_NOOP("StudioError", "{0} is damaged (it has no audio); {1}."),
                    path,
                    advice,
                )
            flac = _member(archive, AUDIO_FILE, MAX_AUDIO_BYTES, path, advice)
    except (zipfile.BadZipFile, zlib.error, EOFError) as exc:
        if zipfile.is_zipfile(path) or path.suffix.lower() == VOICE_FILE_SUFFIX:
            raise VoiceLibraryError(
                QT_TRANSLATE_NOOP("StudioError", "{0} is damaged ({1}); {2}."),
                path,
                str(exc),
                advice,
            ) from exc
        raise VoiceLibraryError(foreign) from exc
    except OSError as exc:
        raise VoiceLibraryError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot read {0}: {1}."),
            path,
            exc.strerror or str(exc),
        ) from exc
    return info, decode_audio(flac, info, str(path), advice)


def _member(archive: zipfile.ZipFile, name: str, limit: int, path: Path, advice: Said) -> bytes:
    """A member's bytes, refusing one larger than ``limit`` before it is unpacked."""
    if archive.getinfo(name).file_size > limit:
        raise _too_large(path, name, advice)
    with archive.open(name) as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise _too_large(path, name, advice)
    return data


def _too_large(path: Path, name: str, advice: Said) -> VoiceLibraryError:
    return VoiceLibraryError(
        QT_TRANSLATE_NOOP("StudioError", "{0} holds an implausibly large {1}; {2}."),
        path,
        name,
        advice,
    )


__all__ = [
    "AUDIO_FILE",
    "VOICE_FILE_SUFFIX",
    "VOICE_JSON",
    "VoiceInfo",
    "decode_audio",
    "export_voice_file",
    "voice_file_path",
    "flac_bytes",
    "info_for_audio",
    "info_from_json",
    "info_to_json",
    "read_voice_file",
    "stored_audio",
]
