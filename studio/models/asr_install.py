"""Speech recognizers on this computer: where, whether complete; download, remove.

The same machinery as the TTS models (``download.py``, ``installation.py``):
files go into the Hugging Face cache with progress, cancel and resume, and
a missing recognizer while offline is one sentence within seconds. The one
difference: which files to fetch is asked of the hub (its file list,
filtered to what faster-whisper reads, as faster-whisper's own download
does), since the repositories differ (``vocabulary.txt`` or ``.json``,
a ``preprocessor_config.json`` or not).

Finding an installed recognizer reads the disk only: the cache's
``refs/main`` names the snapshot, which must hold every file faster-whisper
needs. A recognizer fetched by faster-whisper itself is found the same way.
"""

from __future__ import annotations

import fnmatch
import threading
from dataclasses import replace
from pathlib import Path

from studio.errors import (
    QT_TRANSLATE_NOOP,
    HubOfflineError,
    ModelNotInstalledError,
    ModelUnavailableError,
    Said,
)
from studio.models.asr_catalog import (
    ASR_FILE_PATTERNS,
    RANDOM_ASR,
    AsrModel,
    asr_model,
    download_hint,
)
from studio.models.catalog import HubFile, HubSource
from studio.models.download import download_model
from studio.models.download_errors import hub_error
from studio.models.hub import REQUEST_TIMEOUT_S, HubSettings, check_connection
from studio.models.installation import ModelStatus, model_status, remove_model
from studio.models.progress import ProgressCallback

REVISION = "main"
_REQUIRED = ("config.json", "model.bin", "tokenizer.json")
_VOCABULARIES = ("vocabulary.txt", "vocabulary.json")


def missing_files(model: AsrModel, folder: Path) -> list[str]:
    """What faster-whisper needs that ``folder`` lacks (empty: complete).

    ``tokenizer.json`` is required although faster-whisper can do without:
    it would then fetch a tokenizer from the hub on every load.
    """
    needed = list(_REQUIRED) + (["preprocessor_config.json"] if model.needs_preprocessor else [])
    missing = [name for name in needed if not (folder / name).is_file()]
    if not any((folder / name).is_file() for name in _VOCABULARIES):
        missing.append("vocabulary.txt")
    return missing


def asr_location(model: AsrModel, hub: HubSettings | None = None) -> Path | None:
    """The snapshot folder holding the whole recognizer, or None (disk only)."""
    if model.repo_id is None:
        return None
    hub = hub or HubSettings.current()
    repo = hub.repo_folder(model.repo_id)
    try:
        commit = (repo / "refs" / REVISION).read_text(encoding="utf-8").strip()
    except OSError:
        return None
    folder = repo / "snapshots" / commit
    if not commit or not folder.is_dir() or missing_files(model, folder):
        return None
    return folder


def asr_status(model: AsrModel, hub: HubSettings | None = None) -> ModelStatus:
    """What the disk says about a recognizer, for the Models dialog's row."""
    entry = model.entry()
    if model.repo_id is None:
        return ModelStatus(entry, True, 0, 0, None, (), None)
    hub = hub or HubSettings.current()
    status = model_status(entry, hub)
    location = asr_location(model, hub)
    size = status.size_on_disk if location is not None else 0
    return replace(status, installed=location is not None, location=location, size_on_disk=size)


def download_asr(
    name: str,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    *,
    hub: HubSettings | None = None,
) -> Path:
    """Fetch a recognizer into the Hugging Face cache; return its snapshot folder.

    Runs on the calling thread; ``progress`` is called there (see
    DownloadProgress), ``cancel`` is checked between chunks and what arrived
    is kept: the next call resumes it. Raises what ``download_model`` raises
    (HubOfflineError, DownloadError, DownloadCancelled, ...).
    """
    model = asr_model(name)
    if model.repo_id is None:
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The demo recognizer '{0}' is built on this computer; "
                "there is nothing to download.",
            ),
            RANDOM_ASR,
        )
    hub = hub or HubSettings.current()
    entry = model.entry()
    files = _listed_files(model, hub)
    pinned = replace(entry, source=HubSource(model.repo_id, REVISION, files))
    return download_model(pinned, progress=progress, cancel=cancel, hub=hub)


def _listed_files(model: AsrModel, hub: HubSettings) -> tuple[HubFile, ...]:
    """The repository's files that faster-whisper reads (one request, short deadline)."""
    from huggingface_hub import HfApi

    assert model.repo_id is not None
    try:
        info = HfApi(endpoint=hub.endpoint).model_info(
            model.repo_id, revision=REVISION, timeout=REQUEST_TIMEOUT_S, token=hub.token
        )
    except Exception as exc:  # noqa: BLE001 - mapped to one sentence a person can act on
        raise hub_error(exc, model.entry(), hub) from exc
    names = [
        s.rfilename
        for s in info.siblings or []
        if any(fnmatch.fnmatch(s.rfilename, pattern) for pattern in ASR_FILE_PATTERNS)
    ]
    lacking = [n for n in _REQUIRED if n not in names]
    if lacking or not any(n in names for n in _VOCABULARIES):
        lacks: str | Said = ", ".join(lacking) or Said(
            QT_TRANSLATE_NOOP("StudioError", "a vocabulary")
        )
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} on the Hugging Face hub is not a faster-whisper model "
                "(it lacks {1}); update voice-studio.",
            ),
            model.repo_id,
            lacks,
        )
    return tuple(HubFile(model.repo_id, n, REVISION) for n in names)


def ensure_asr(
    name: str,
    *,
    allow_download: bool = True,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    hub: HubSettings | None = None,
) -> Path | None:
    """Where the recognizer's files are, downloading them first if allowed and possible.

    None for the demo recognizer (built locally, nothing on disk here).
    Raises ModelNotInstalledError (missing, ``allow_download`` False) and
    HubOfflineError (missing and offline, within a few seconds).
    """
    model = asr_model(name)
    if model.repo_id is None:
        return None
    hub = hub or HubSettings.current()
    location = asr_location(model, hub)
    if location is not None:
        return location
    if not allow_download:
        raise ModelNotInstalledError(
            QT_TRANSLATE_NOOP(
                "StudioError", "The speech recognizer '{0}' is not downloaded yet; {1}."
            ),
            model.name,
            download_hint(model.name),
        )
    connection = check_connection(hub)
    if not connection.online:
        raise HubOfflineError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The speech recognizer '{0}' is not downloaded yet and the Hugging Face "
                "hub cannot be reached (offline: {1}); connect once and "
                "{2}, or use the demo recognizer '{3}'.",
            ),
            model.name,
            connection.reason,
            download_hint(model.name),
            RANDOM_ASR,
        )
    return download_asr(model.name, progress, cancel, hub=hub)


def remove_asr(name: str, hub: HubSettings | None = None) -> int:
    """Delete a recognizer from the Hugging Face cache (kept parts too); bytes freed."""
    model = asr_model(name)
    if model.repo_id is None:
        raise ModelUnavailableError(
            QT_TRANSLATE_NOOP("StudioError", "The demo recognizer has nothing on disk to remove.")
        )
    return remove_model(model.entry(), hub)


__all__ = [
    "REVISION",
    "asr_location",
    "asr_status",
    "download_asr",
    "ensure_asr",
    "missing_files",
    "remove_asr",
]
