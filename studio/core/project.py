"""Project folders: ``NAME.vstudio/`` with ``project.json``, ``voices/`` and ``takes/``.

The JSON is built and parsed by explicit code (never pickle), so a file
written by hand or by another version is checked field by field and a
problem is named precisely. Audio is FLAC: reference voices under
``voices/`` and take audio under ``takes/``.

Saving never replaces a good project with a broken one: audio files are
written first (each atomically, under names that never change meaning: a
take's id, a voice's content hash), then ``project.json`` is replaced by an
atomic rename, and only then are files no longer referenced removed. A crash
at any point leaves the previous ``project.json`` and everything it refers
to intact.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import shutil
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import NamedTuple

import numpy as np
import soundfile as sf

from studio import __version__
from studio.core.atomic_file import TEMP_SUFFIX, staged, unlink_quietly, write_text_atomic
from studio.core.audio import invalid_samples, read_audio, write_audio
from studio.core.document import Document, VoiceEntry
from studio.core.export import ExportSettings
from studio.core.history import (
    History,
    HistoryError,
    check_history,
    history_from_json,
    history_to_json,
    rendered_takes_of_legacy,
    upgrade_steps,
)
from studio.core.json_codec import (
    TAKES_DIR,
    JsonObject,
    ProjectError,
    Reader,
    bad,
    json_problem,
    line_from_json,
    line_to_json,
    params_from_json,
    params_to_json,
    pronunciation_from_json,
    pronunciation_to_json,
    take_file_name,
    take_from_json,
    take_to_json,
    voice_entry_from_json,
    voice_entry_to_json,
)
from studio.core.replacing import PROJECT_FILE, refuse_existing, replace_folder
from studio.core.take_audio import TakeAudioStore, read_take_file
from studio.errors import OutputError, StudioError

# 2: the undo history is kept in the project ("history").
# 3: text preparation ("text": dictionary, normalisation, language), chapter
#    markers on lines, and the spoken text of each take.
# 4: a voice carries non-destructive edits of its recording ("edits"); an
#    older Voice Studio would ignore them and render from the unedited audio.
SCHEMA_VERSION = 4
FORMAT_NAME = "voice-studio-project"
PROJECT_SUFFIX = ".vstudio"
VOICES_DIR = "voices"
# 24-bit FLAC keeps float take audio within 2**-23 of the original; 16-bit
# would add audible hiss on quiet passages after loudness normalisation.
AUDIO_SUBTYPE = "PCM_24"
_PCM24_SCALE = 2.0**23

_VOICE_FILE = re.compile(r"^voices/[A-Za-z0-9_.-]{1,120}\.flac$")


class VoiceAudio(NamedTuple):
    """A voice's reference audio as the user gave it (any rate, mono or channels)."""

    samples: np.ndarray
    sample_rate: int


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
    # Why a stored history was dropped (the script opened regardless); "" if not.
    history_warning: str = ""


def read_voice_audio(path: str | Path) -> VoiceAudio:
    """A reference file's audio exactly as a project will store it (24-bit).

    Raises AudioInputError with a sentence for a file that cannot be used.
    """
    data, rate = read_audio(path)
    if not np.isfinite(data).all():
        raise invalid_samples(path)
    samples = data[:, 0] if data.shape[1] == 1 else data
    return VoiceAudio(quantize_like_stored(samples), rate)


def quantize_like_stored(samples: np.ndarray) -> np.ndarray:
    """``samples`` exactly as they read back from the project's 24-bit FLAC.

    Voice audio is quantised this way when it enters the document, so the
    prompt key (a hash of the samples) is the same before and after a save
    and reopen. Matches libsndfile: clip, scale by 2**23, round half to even,
    saturate at the largest 24-bit value. Idempotent.
    """
    x = np.clip(np.asarray(samples, dtype=np.float64), -1.0, 1.0) * _PCM24_SCALE
    ints = np.clip(np.round(x), -_PCM24_SCALE, _PCM24_SCALE - 1)
    return (ints / _PCM24_SCALE).astype(np.float32)


def project_dir(path: str | Path) -> Path:
    """The project folder for a user-chosen path (``.vstudio`` added when missing)."""
    path = Path(path).expanduser()
    if path.name == PROJECT_FILE:
        path = path.parent
    if path.suffix != PROJECT_SUFFIX:
        path = path.with_name(path.name + PROJECT_SUFFIX)
    return path


# ---------------------------------------------------------------- to JSON


def export_to_json(settings: ExportSettings) -> JsonObject:
    return {
        "format": settings.format,
        "sample_rate": settings.sample_rate,
        "loudness": settings.loudness,
        "true_peak": settings.true_peak,
        "fade_ms": settings.fade_ms,
        "title": settings.title,
        "artist": settings.artist,
        "cover": settings.cover,
        "head_seconds": settings.head_seconds,
        "tail_seconds": settings.tail_seconds,
        "acx": settings.acx,
        "bit_rate": settings.bit_rate,
    }


def document_to_json(
    doc: Document,
    voice_files: Mapping[str, str],
    export: ExportSettings,
    history: History | None = None,
) -> JsonObject:
    """The whole project as a JSON-ready dict (voice files as relative paths)."""
    return {
        "format": FORMAT_NAME,
        "schema_version": SCHEMA_VERSION,
        "app_version": __version__,
        "engine": doc.engine,
        "model": doc.model,
        "defaults": params_to_json(doc.defaults),
        "voices": [
            {**voice_entry_to_json(voice), "file": voice_files.get(voice.name)}
            for voice in doc.voices
        ],
        "text": {
            "normalize": doc.normalize_text,
            "language": doc.language,
            "pronunciation": pronunciation_to_json(doc.pronunciation),
        },
        "lines": [line_to_json(line) for line in doc.lines],
        "export": export_to_json(export),
        "history": None if history is None else history_to_json(history),
    }


def voice_file_name(name: str, audio: VoiceAudio) -> str:
    """``voices/<slug>-<hash>.flac``: the hash makes a changed voice a new file, so
    the file an older project.json refers to is never overwritten."""
    digest = hashlib.sha256()
    samples = np.ascontiguousarray(audio.samples, dtype=np.float32)
    digest.update(str((samples.shape, int(audio.sample_rate))).encode())
    digest.update(samples.tobytes())
    slug = re.sub(r"[^A-Za-z0-9_-]+", "-", name).strip("-")[:40] or "voice"
    return f"{VOICES_DIR}/{slug}-{digest.hexdigest()[:12]}.flac"


# ---------------------------------------------------------------- from JSON


def export_from_json(r: Reader) -> ExportSettings:
    base = ExportSettings()
    return ExportSettings(
        format=r.text("format", base.format),
        sample_rate=r.opt_integer("sample_rate"),
        loudness=r.opt_number("loudness"),
        true_peak=r.number("true_peak", base.true_peak),
        fade_ms=r.number("fade_ms", base.fade_ms),
        title=r.text("title", base.title),
        artist=r.text("artist", base.artist),
        cover=r.text("cover", base.cover),
        head_seconds=r.number("head_seconds", base.head_seconds),
        tail_seconds=r.number("tail_seconds", base.tail_seconds),
        acx=r.flag("acx", base.acx),
        bit_rate=r.opt_integer("bit_rate"),  # older projects have none: variable
    )


def document_from_json(data: JsonObject) -> tuple[Document, dict[str, str], ExportSettings]:
    """Parse a current-schema project; returns the document, voice files and export settings."""
    r = Reader(data, "project")
    voices, voice_files = _voices_from_json(r)
    lines = [line_from_json(Reader(item, f"lines[{i}]")) for i, item in enumerate(r.items("lines"))]
    seen: set[str] = set()
    for i, line in enumerate(lines):
        if line.id in seen:
            raise ProjectError(
                f"project.json: lines[{i}].id {line.id!r} is used twice; make it unique."
            )
        seen.add(line.id)
    defaults = params_from_json(r.child("defaults")) if "defaults" in data else Document().defaults
    text = r.child("text")
    doc = Document(
        voices=voices,
        lines=lines,
        defaults=defaults,
        engine=r.text("engine", "pocket"),
        model=r.text("model", "default"),
        pronunciation=pronunciation_from_json(text, "pronunciation"),
        normalize_text=text.flag("normalize", True),
        language=text.text("language", "en"),
    )
    return doc, voice_files, export_from_json(r.child("export"))


def _voices_from_json(r: Reader) -> tuple[list[VoiceEntry], dict[str, str]]:
    voices: list[VoiceEntry] = []
    voice_files: dict[str, str] = {}
    for i, item in enumerate(r.items("voices")):
        v = Reader(item, f"voices[{i}]")
        entry = voice_entry_from_json(v)
        if any(other.name == entry.name for other in voices):
            raise ProjectError(
                f"project.json: two voices are named {entry.name!r}; rename one in the file."
            )
        file = v.opt_text("file")
        if file is not None:
            if not _VOICE_FILE.match(file):
                raise bad(f"voices[{i}].file", "must be a file in voices/", file)
            voice_files[entry.name] = file
        voices.append(entry)
    return voices, voice_files


# ---------------------------------------------------------------- migrations


def _migrate_v0(data: JsonObject) -> JsonObject:
    """v0 (the first prototype): seed/temperature on the line itself, one
    project-wide ``gap``, no lock, no export settings. Malformed pieces are left
    for the parser to name."""
    out = {k: v for k, v in data.items() if k not in ("version", "gap")}
    defaults: JsonObject = {"seed": None, "temperature": None, "gap_after": data.get("gap", 0.3)}
    out["defaults"] = defaults
    lines: list[object] = []
    for line in data.get("lines", []):
        if isinstance(line, dict):
            line = dict(line)
            line["params"] = {
                "seed": line.pop("seed", None),
                "temperature": line.pop("temperature", None),
            }
            line.setdefault("locked", False)
        lines.append(line)
    out["lines"] = lines
    out["schema_version"] = 1
    return out


def _migrate_v1(data: JsonObject) -> JsonObject:
    """v1 kept no undo history: the project opens with an empty one."""
    return {**data, "history": None, "schema_version": 2}


def _migrate_v2(data: JsonObject) -> JsonObject:
    """v2 had no text preparation: its takes were rendered from the text as
    written, so the project keeps normalisation off and goes on speaking (and
    matching its takes) exactly as before; the user can switch it on."""
    text = {"normalize": False, "language": "en", "pronunciation": []}
    return {**data, "text": text, "schema_version": 3}


def _migrate_v3(data: JsonObject) -> JsonObject:
    """v3 voices had no edits: each opens with none (its recording as it is)."""
    return {**data, "schema_version": 4}


# Each step takes a project at version N and returns it at N + 1.
MIGRATIONS: dict[int, Callable[[JsonObject], JsonObject]] = {
    0: _migrate_v0,
    1: _migrate_v1,
    2: _migrate_v2,
    3: _migrate_v3,
}


def schema_version_of(data: JsonObject) -> int:
    version = data.get("schema_version", data.get("version", 0))
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise bad("schema_version", "must be a whole number", version)
    return version


def migrate(data: JsonObject) -> JsonObject:
    """Bring an older project up to ``SCHEMA_VERSION``; refuse a newer one."""
    version = schema_version_of(data)
    if version > SCHEMA_VERSION:
        raise ProjectError(
            f"This project was saved by a newer Voice Studio (project format {version}; this "
            f"version reads up to {SCHEMA_VERSION}); update Voice Studio to open it."
        )
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data


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

    Runs on any thread given a document that is not edited meanwhile (pass a
    snapshot: ``Document(list(doc.voices), list(doc.lines), ...)``). Voices
    without entries in ``voice_audio`` keep the file the folder already has for
    them. Takes whose audio is not in ``takes`` are saved without audio (the
    take's settings are never dropped). ``history`` (the undo stack) is stored
    capped to its newest ``MAX_STEPS`` steps, with the audio of the takes its
    steps can bring back. Returns the folder.
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
        if audio is not None and old is not None and _stored_equal(folder / old, audio):
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
        raise ProjectError(f"The project holds a value JSON cannot store ({exc}); fix it.") from exc

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
    write_text_atomic(folder / PROJECT_FILE, text)
    _remove_unreferenced(folder, set(voice_files.values()), {t.id for t in kept_takes}, takes)
    return folder


def save_project_as(
    path: str | Path,
    doc: Document,
    takes: TakeAudioStore,
    voice_audio: Mapping[str, VoiceAudio],
    export: ExportSettings | None = None,
    *,
    history: History | None = None,
    replace: bool = False,
) -> tuple[Path, str]:
    """Save the project as a new folder ``path`` (Save As, ``render --project``).

    Where ``path`` already holds a project, it is replaced only with
    ``replace`` (the person agreed): the new project is written beside it and
    swapped in whole, and the old one goes to the trash. Without it the save
    raises ReplaceRefused naming the project and its line and take counts,
    before anything is written. A folder that is not a project is never used
    (it holds someone else's files) unless it is empty. Returns the folder and
    "" or a sentence about where the old project was kept.
    """
    folder = project_dir(path)
    if not (folder / PROJECT_FILE).exists():
        return save_project(folder, doc, takes, voice_audio, export, history=history), ""
    if not replace:
        refuse_existing([folder])
    _prepare_folder(folder)  # the same checks a save in place makes, before any work
    note = replace_folder(
        folder,
        lambda staging: save_project(staging, doc, takes, voice_audio, export, history=history),
    )
    return folder, note


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


def _stored_equal(path: Path, audio: VoiceAudio) -> bool:
    """Whether ``path`` already holds ``audio`` (to FLAC precision).

    A content hash alone cannot tell: audio read back from 24-bit FLAC hashes
    differently from the float original, and would be rewritten on every save.
    """
    stored = _read_flac(path)
    if stored is None or stored.sample_rate != audio.sample_rate:
        return False
    samples = np.asarray(audio.samples, dtype=np.float32)
    if stored.samples.shape != samples.shape:
        return False
    return bool(np.max(np.abs(stored.samples - np.clip(samples, -1, 1)), initial=0.0) < 2**-20)


def _prepare_folder(folder: Path) -> None:
    if folder.exists() and not folder.is_dir():
        raise ProjectError(f"{folder} exists and is not a folder; choose another name.")
    if folder.is_dir() and not (folder / PROJECT_FILE).exists():
        # Only a folder we could have made (a save that crashed before its
        # project.json) may be reused; anything else belongs to someone else.
        extra = [p.name for p in folder.iterdir() if p.name not in (VOICES_DIR, TAKES_DIR)]
        if any(not name.endswith(TEMP_SUFFIX) for name in extra):
            raise ProjectError(
                f"{folder} already holds other files and is not a Voice Studio project; "
                "choose another name."
            )
    if not folder.parent.is_dir():
        raise OutputError(f"Cannot save {folder}: the folder {folder.parent} does not exist.")
    _mkdir(folder)


def _mkdir(folder: Path) -> None:
    try:
        folder.mkdir(exist_ok=True)
    except PermissionError as exc:
        raise OutputError(
            f"Cannot create {folder}: permission denied; choose another folder."
        ) from exc
    except OSError as exc:
        raise OutputError(
            f"Cannot create {folder}: {exc.strerror or exc}; choose another folder."
        ) from exc


def _previous_voice_files(folder: Path) -> dict[str, str]:
    """Voice files named by the project.json already in the folder, if it parses."""
    try:
        data = json.loads((folder / PROJECT_FILE).read_text(encoding="utf-8"))
        _, files = _voices_from_json(Reader(migrate(data), "project"))
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


def read_project_json(folder: Path) -> JsonObject:
    """The migrated project.json of ``folder``, or a ProjectError naming the problem."""
    file = folder / PROJECT_FILE
    if not folder.exists():
        raise ProjectError(f"{folder}: no such project; check the path.")
    if not file.is_file():
        raise ProjectError(f"{folder} is not a Voice Studio project (it has no {PROJECT_FILE}).")
    try:
        raw = file.read_bytes()
    except OSError as exc:
        raise ProjectError(f"Cannot read {file}: {exc.strerror or exc}.") from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ProjectError(f"{file} is not UTF-8 text; restore a backup of the project.") from exc
    except json.JSONDecodeError as exc:
        raise ProjectError(
            f"{file} is damaged ({json_problem(exc)}); fix the file or restore a backup."
        ) from exc
    if not isinstance(data, dict):
        raise ProjectError(f"{file} is not a Voice Studio project (no JSON object at the top).")
    if data.get("format", FORMAT_NAME) != FORMAT_NAME:
        raise ProjectError(f"{file} is not a Voice Studio project (format {data.get('format')!r}).")
    return migrate(data)


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
    data = read_project_json(folder)
    doc, voice_files, export = document_from_json(data)
    history, history_warning = _history_of(data, doc)

    voice_audio: dict[str, VoiceAudio] = {}
    for name, rel in voice_files.items():
        audio = _read_flac(folder / rel)
        if audio is None:
            raise ProjectError(
                f"The audio of voice {name!r} ({folder / rel}) is missing or damaged; "
                "restore it or load the voice again."
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
        doc, store, voice_audio, export, tuple(missing), folder, history, history_warning
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


def _history_of(data: JsonObject, doc: Document) -> tuple[History | None, str]:
    """The stored undo history, or None and why it was dropped (the script still opens)."""
    stored = data.get("history")
    if stored is None:
        return None, ""
    try:
        history = history_from_json(stored)
        try:
            history = upgrade_steps(doc, history, rendered_takes_of_legacy(stored))
        except (KeyError, IndexError, ValueError) as exc:
            raise HistoryError(
                f"The undo history does not match the script ({type(exc).__name__}: {exc})."
            ) from exc
        check_history(doc, history)
    except ProjectError as exc:
        return None, f"The undo history could not be restored, so undo starts here: {exc}"
    return history, ""


def _read_flac(path: Path) -> VoiceAudio | None:
    try:
        data, rate = sf.read(str(path), dtype="float32", always_2d=False)
    except (OSError, RuntimeError, sf.LibsndfileError):
        return None
    return VoiceAudio(np.asarray(data, dtype=np.float32), int(rate))


__all__ = [
    "LoadedProject",
    "MIGRATIONS",
    "PROJECT_FILE",
    "ProjectError",
    "SCHEMA_VERSION",
    "VoiceAudio",
    "document_from_json",
    "document_to_json",
    "load_project",
    "migrate",
    "project_dir",
    "quantize_like_stored",
    "read_voice_audio",
    "save_project",
    "save_project_as",
    # Moved to json_codec; still importable from here.
    "TAKES_DIR",
    "line_from_json",
    "line_to_json",
    "params_from_json",
    "params_to_json",
    "take_file_name",
    "take_from_json",
    "take_to_json",
]
