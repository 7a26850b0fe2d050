"""Project folders: ``NAME.vstudio/`` with ``project.json``, ``voices/`` and ``takes/``.

Saving and loading a folder. Its JSON is built and parsed in
``project_json.py``; audio is FLAC: reference voices under ``voices/``
(``voice_audio.py``) and take audio under ``takes/``.

Saving never replaces a good project with a broken one: audio files are
written first (each atomically, under names that never change meaning: a
take's id, a voice's content hash), then ``project.json`` is replaced by an
atomic rename, and only then are files no longer referenced removed. A crash
at any point leaves the previous ``project.json`` and everything it refers
to intact.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

import soundfile as sf

from studio.core.document import Document
from studio.core.exports.export import ExportSettings
from studio.core.files.atomic_file import TEMP_SUFFIX, staged, unlink_quietly, write_text_atomic
from studio.core.files.replacing import PROJECT_FILE, refuse_existing, replace_folder
from studio.core.history.history import History, HistoryError, check_history
from studio.core.history.history_json import history_from_json
from studio.core.history.history_upgrade import rendered_takes_of_legacy, upgrade_steps
from studio.core.json_codec import TAKES_DIR, JsonObject, ProjectError, Reader, take_file_name
from studio.core.sound.audio import write_audio
from studio.core.sound.voice_audio import (
    VOICES_DIR,
    VoiceAudio,
    file_holds_audio,
    read_stored_voice,
    voice_file_name,
)
from studio.core.store.project_json import (
    document_from_json,
    document_to_json,
    parse_project_json,
    read_project_bytes,
    voices_from_json,
)
from studio.core.store.project_lock import check_unchanged, fingerprint, is_lock_file
from studio.core.store.project_migrations import migrate
from studio.core.store.project_nesting import refuse_nesting, refuse_replacing_open
from studio.core.take_audio import TakeAudioStore, read_take_file
from studio.errors import QT_TRANSLATE_NOOP, OutputError, Said, StudioError

PROJECT_SUFFIX = ".vstudio"
# 24-bit FLAC keeps float take audio within 2**-23 of the original; 16-bit
# would add audible hiss on quiet passages after loudness normalisation.
AUDIO_SUBTYPE = "PCM_24"


class LoadedProject(NamedTuple):
    """What ``load_project`` returns; unpacks as a tuple too."""

    doc: Document
    takes: TakeAudioStore
    voice_audio: dict[str, VoiceAudio]
    export: ExportSettings
    # Takes whose audio file was missing or unreadable: kept in the script (so
    # nothing is lost), absent from ``takes``; export treats them as unrendered.
    missing_audio: tuple[str, ...]
    path: Path
    # The undo history saved with the project (None: none, or unreadable).
    history: History | None = None
    # Why a stored history was dropped (the script opened regardless); None if not.
    history_warning: Said | None = None
    # The SHA-256 of the project.json read: a save checks the file still has it.
    fingerprint: str | None = None


class SavedProject(NamedTuple):
    """What a checked save wrote: the folder, the fingerprint of its new project.json,
    and None or a sentence about where a replaced project was kept."""

    folder: Path
    fingerprint: str
    note: Said | None = None


# ``expect`` of ``write_project``: write whatever the folder holds now.
UNCHECKED = "unchecked"


def project_dir(path: str | Path) -> Path:
    """The project folder for a user-chosen path (``.vstudio`` added when missing)."""
    path = Path(path).expanduser()
    if path.name == PROJECT_FILE:
        path = path.parent
    if path.suffix != PROJECT_SUFFIX:
        path = path.with_name(path.name + PROJECT_SUFFIX)
    return path


# ---------------------------------------------------------------- save


def save_project(
    path: str | Path,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: Mapping[str, VoiceAudio],
    export: ExportSettings | None = None,
    *,
    history: History | None = None,
) -> Path:
    """Save the project to ``path`` (a ``.vstudio`` folder, created if needed).

    ``write_project`` is the same save, checked against what is on disk.

    Runs on any thread given a document that is not edited meanwhile (pass a
    snapshot: ``Document(list(doc.voices), list(doc.lines), ...)``). Voices
    without entries in ``voice_audio`` keep the file the folder already has for
    them. Takes whose audio is not in ``takes`` are saved without audio (the
    take's settings are never dropped). ``history`` (the undo stack) is stored
    capped to its newest ``MAX_STEPS`` steps, with the audio of the takes its
    steps can bring back. Returns the folder.
    """
    return write_project(path, doc, takes, voice_audio, export, history=history).folder


def write_project(
    path: str | Path,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: Mapping[str, VoiceAudio],
    export: ExportSettings | None = None,
    *,
    history: History | None = None,
    expect: str | None = UNCHECKED,
) -> SavedProject:
    """``save_project``, refusing to replace a project.json another program changed.

    ``expect`` is the fingerprint of the project.json this program loaded or
    last wrote (None: the folder held none); when the file on disk differs,
    ProjectChanged is raised just before it would be replaced, after only new
    audio files were added. ``UNCHECKED`` writes whatever is there.
    """
    folder = project_dir(path)
    _prepare_folder(folder)
    export = export or ExportSettings()
    history = None if history is None else history.capped()
    previous = _previous_voice_files(folder)

    voice_files: dict[str, str] = {}
    for voice in doc.voices:
        audio = voice_audio.get(voice.name)
        old = previous.get(voice.name)
        if audio is not None and old is not None and file_holds_audio(folder / old, audio):
            voice_files[voice.name] = old
        elif audio is not None:
            voice_files[voice.name] = voice_file_name(voice.name, audio)
        elif voice.name in previous and (folder / previous[voice.name]).is_file():
            voice_files[voice.name] = previous[voice.name]
    # Serialise before touching the disk: a document that cannot be written
    # (NaN settings, say) fails before any file changes.
    try:
        text = json.dumps(
            document_to_json(doc, voice_files, export, history),
            indent=1,
            ensure_ascii=False,
            allow_nan=False,
        )
    except ValueError as exc:
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The project holds a value JSON cannot store ({0}); fix it."
            ),
            exc,
        ) from exc

    _mkdir(folder / VOICES_DIR)
    _mkdir(folder / TAKES_DIR)
    for name, rel in voice_files.items():
        audio = voice_audio.get(name)
        if audio is not None and not (folder / rel).is_file():
            write_audio(folder / rel, audio.samples, audio.sample_rate, "FLAC", AUDIO_SUBTYPE)
    kept_takes = [take for line in doc.lines for take in line.takes]
    if history is not None:
        # Undoing a "delete take" or "delete line" after reopening must bring
        # the audio back too, so those takes keep their files.
        kept_takes += history.takes()
    for take in kept_takes:
        _save_take(folder, take.id, take.sample_rate, takes)
    if expect != UNCHECKED:
        check_unchanged(folder, expect)
    write_text_atomic(folder / PROJECT_FILE, text)
    _remove_unreferenced(folder, set(voice_files.values()), {t.id for t in kept_takes}, takes)
    return SavedProject(folder, fingerprint(text.encode("utf-8")))


def save_project_as(
    path: str | Path,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: Mapping[str, VoiceAudio],
    export: ExportSettings | None = None,
    *,
    history: History | None = None,
    replace: bool = False,
) -> tuple[Path, Said | None]:
    """Save the project as a new folder ``path`` (Save As, ``render --project``).

    Where ``path`` already holds a project, it is replaced only with
    ``replace`` (the person agreed): the new project is written beside it and
    swapped in whole, and the old one goes to the trash. Without it the save
    raises ReplaceRefused naming the project and its line and take counts,
    before anything is written. A folder that is not a project is never used
    (it holds someone else's files) unless it is empty. Returns the folder and
    None or a sentence about where the old project was kept.
    """
    saved = write_project_as(
        path, doc, takes, voice_audio, export, history=history, replace=replace
    )
    return saved.folder, saved.note


def write_project_as(
    path: str | Path,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: Mapping[str, VoiceAudio],
    export: ExportSettings | None = None,
    *,
    history: History | None = None,
    replace: bool = False,
) -> SavedProject:
    """``save_project_as``, returning the new project.json's fingerprint too.

    Never saves inside another project's folder, and never replaces a project
    that another program has open or whose folder holds other projects.
    """
    folder = project_dir(path)
    refuse_nesting(folder)
    if not (folder / PROJECT_FILE).exists():
        return write_project(folder, doc, takes, voice_audio, export, history=history, expect=None)
    if not replace:
        refuse_existing([folder])
    refuse_replacing_open(folder)
    _prepare_folder(folder)  # the same checks a save in place makes, before any work
    written: list[SavedProject] = []

    def write(staging: Path) -> Path:
        written.append(
            write_project(staging, doc, takes, voice_audio, export, history=history, expect=None)
        )
        return staging

    note = replace_folder(folder, write)
    return SavedProject(folder, written[0].fingerprint, note)


def _save_take(folder: Path, take_id: str, sample_rate: int, takes: TakeAudioStore) -> None:
    """Write a take's FLAC unless the folder has it: take audio never changes for an id."""
    target = folder / take_file_name(take_id)
    if not target.is_file():
        source = takes.file_of(take_id)
        if source is not None and source.is_file():
            # Already a FLAC of this take (another project, Save As): copied, not decoded.
            with staged(target) as tmp:
                shutil.copyfile(source, tmp)
        else:
            samples = takes.get(take_id)
            if samples is None:
                return
            write_audio(target, samples, sample_rate, "FLAC", AUDIO_SUBTYPE)
    takes.saved(take_id, target)


def _prepare_folder(folder: Path) -> None:
    if folder.exists() and not folder.is_dir():
        raise ProjectError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} exists and is not a folder; choose another name."
            ),
            folder,
        )
    if folder.is_dir() and not (folder / PROJECT_FILE).exists():
        # Only a folder we could have made (a save that crashed before its
        # project.json) may be reused; anything else belongs to someone else.
        # (or one whose lock a render took before its first save).
        extra = [p.name for p in folder.iterdir() if p.name not in (VOICES_DIR, TAKES_DIR)]
        if any(not name.endswith(TEMP_SUFFIX) and not is_lock_file(name) for name in extra):
            raise ProjectError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} already holds other files and is not a Voice Studio project; "
                    "choose another name.",
                ),
                folder,
            )
    if not folder.parent.is_dir():
        raise OutputError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot save {0}: the folder {1} does not exist."),
            folder,
            folder.parent,
        )
    _mkdir(folder)


def _mkdir(folder: Path) -> None:
    try:
        folder.mkdir(exist_ok=True)
    except PermissionError as exc:
        raise OutputError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Cannot create {0}: permission denied; choose another folder."
            ),
            folder,
        ) from exc
    except OSError as exc:
        raise OutputError(
            QT_TRANSLATE_NOOP("StudioError", "Cannot create {0}: {1}; choose another folder."),
            folder,
            exc.strerror or exc,
        ) from exc


def _previous_voice_files(folder: Path) -> dict[str, str]:
    """Voice files named by the project.json already in the folder, if it parses."""
    try:
        data = json.loads((folder / PROJECT_FILE).read_text(encoding="utf-8"))
        _, files = voices_from_json(Reader(migrate(data), "project"))
    except (OSError, ValueError, StudioError):
        return {}
    return files


def _remove_unreferenced(
    folder: Path, voice_files: set[str], take_ids: set[str], takes: TakeAudioStore
) -> None:
    """Delete audio no longer referenced (after the new project.json is in place).

    Takes the store still reads from a file about to go are read back into
    memory first (the undo stack may hold more takes than the file keeps).
    Best effort: a file that cannot be removed costs only space.
    """
    keep = voice_files | {take_file_name(take_id) for take_id in take_ids}
    for sub in (VOICES_DIR, TAKES_DIR):
        with contextlib.suppress(OSError):
            doomed = []
            for file in (folder / sub).iterdir():
                rel = f"{sub}/{file.name}"
                stale_temp = file.name.endswith(TEMP_SUFFIX) and file.name.startswith(".")
                if (file.suffix == ".flac" and rel not in keep) or stale_temp:
                    doomed.append(file)
            if sub == TAKES_DIR:
                takes.retain(doomed)
            for file in doomed:
                unlink_quietly(file)


# ---------------------------------------------------------------- load


def load_project(path: str | Path, *, lazy_audio: bool = True) -> LoadedProject:
    """Open a project folder (or its project.json). Reads only; never writes.

    Take audio stays in the folder and is read when first asked for (each
    file's header is checked now: a damaged take is reported in
    ``missing_audio``). ``lazy_audio=False`` reads it all now, for a folder
    that will be deleted (a restored autosave).
    """
    folder = Path(path).expanduser()
    if folder.name == PROJECT_FILE:
        folder = folder.parent
    raw = read_project_bytes(folder)
    data = parse_project_json(folder, raw)
    doc, voice_files, export = document_from_json(data)
    history, history_warning = _history_of(data, doc)

    voice_audio: dict[str, VoiceAudio] = {}
    for name, rel in voice_files.items():
        audio = read_stored_voice(folder / rel)
        if audio is None:
            raise ProjectError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "The audio of voice {0!r} ({1}) is missing or damaged; "
                    "restore it or load the voice again.",
                ),
                name,
                folder / rel,
            )
        voice_audio[name] = audio
    store = TakeAudioStore()
    missing: list[str] = []
    readable = _take_files(folder, check_headers=lazy_audio)
    for line in doc.lines:
        for take in line.takes:
            if not _register_take(store, take.id, readable, lazy_audio):
                missing.append(take.id)
    for take in history.takes() if history is not None else ():
        if take.id not in store:
            # Only undo can bring these back; without a file they return silent.
            _register_take(store, take.id, readable, lazy_audio)
    return LoadedProject(
        doc,
        store,
        voice_audio,
        export,
        tuple(missing),
        folder,
        history,
        history_warning,
        fingerprint(raw),
    )


def _take_files(folder: Path, check_headers: bool) -> dict[str, Path]:
    """The folder's take files by file name (with ``check_headers``, those that read as mono)."""
    found: dict[str, Path] = {}
    with contextlib.suppress(OSError):
        for entry in os.scandir(folder / TAKES_DIR):
            if not entry.name.endswith(".flac") or entry.name.startswith("."):
                continue
            path = Path(entry.path)
            if not check_headers or _mono_header(path):
                found[entry.name] = path
    return found


def _mono_header(path: Path) -> bool:
    try:
        return int(sf.info(str(path)).channels) == 1
    except (OSError, RuntimeError, sf.LibsndfileError):
        return False


def _register_take(store: TakeAudioStore, take_id: str, files: dict[str, Path], lazy: bool) -> bool:
    path = files.get(Path(take_file_name(take_id)).name)
    if path is None:
        return False
    if lazy:
        store.add_file(take_id, path)
        return True
    audio = read_take_file(path)
    if audio is None:
        return False
    store.put(take_id, audio)
    return True


def _history_of(data: JsonObject, doc: Document) -> tuple[History | None, Said | None]:
    """The stored undo history, or None and why it was dropped (the script still opens)."""
    stored = data.get("history")
    if stored is None:
        return None, None
    try:
        history = history_from_json(stored)
        try:
            history = upgrade_steps(doc, history, rendered_takes_of_legacy(stored))
        except (KeyError, IndexError, ValueError) as exc:
            raise HistoryError(
                QT_TRANSLATE_NOOP(
                    "StudioError", "The undo history does not match the script ({0}: {1})."
                ),
                type(exc).__name__,
                exc,
            ) from exc
        check_history(doc, history)
    except ProjectError as exc:
        return None, Said(
            QT_TRANSLATE_NOOP(
                "StudioError", "The undo history could not be restored, so undo starts here: {0}"
            ),
            exc.said,
        )
    return history, None


__all__ = [
    "LoadedProject",
    "PROJECT_FILE",
    "SavedProject",
    "UNCHECKED",
    "ProjectError",
    "load_project",
    "project_dir",
    "save_project",
    "save_project_as",
    "write_project",
    "write_project_as",
]
