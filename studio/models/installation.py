"""Is a model on this computer, where, how big; make it so; remove it.

Everything here reads the disk only, except ``ensure_installed`` when a
download is needed (and allowed), which first asks ``check_connection``:
a missing model while offline is one sentence within seconds, never the
hub client's retry loop.
"""

from __future__ import annotations

import os
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from studio.errors import (
    QT_TRANSLATE_NOOP,
    HubOfflineError,
    ModelNotInstalledError,
    Said,
    StudioError,
    joined,
)
from studio.models.catalog import ModelEntry, ModelKind, builtin_entries, demo_entry
from studio.models.download import PARTIAL_SUFFIX, download_model
from studio.models.hub import Connection, HubSettings, check_connection, offline_mode
from studio.models.local_models import (
    LocalKinds,
    LocalModelList,
    check_local_model,
    check_voxcpm_folder,
    require_local_model,
)
from studio.models.progress import ByteCount, ProgressCallback
from studio.models.tokens import TokenState, token_state

_PARTIAL = re.compile(r"[0-9a-f]{40,64}" + re.escape(PARTIAL_SUFFIX))


@dataclass(frozen=True)
class ModelStatus:
    """What the disk says about one model (nothing here asks the network)."""

    entry: ModelEntry
    installed: bool
    size_on_disk: int
    partial_bytes: int
    location: Path | None
    # What keeps it from use, each a clause (a local model's checks, an entry's reason).
    problems: tuple[str | Said, ...]
    token: TokenState | None

    @property
    def usable(self) -> bool:
        return self.installed and not self.problems and self.entry.unavailable is None

    def describe(self) -> str:
        """One line for the model's row, in English (the command line's)."""
        return " ".join(str(sentence) for sentence in self.sentences())

    def sentences(self) -> tuple[Said, ...]:
        """The row's line, a sentence or a few (context ModelCatalog), so the window
        can say it in its language."""
        entry = self.entry
        if entry.unavailable is not None:
            return (entry.unavailable,)
        if entry.kind is ModelKind.DEMO:
            demo = QT_TRANSLATE_NOOP(
                "ModelCatalog",
                "Always available: built on this computer when used, nothing to download.",
            )
            return (_catalog(demo),)
        if entry.kind is ModelKind.PLUGIN:
            plugin = QT_TRANSLATE_NOOP(
                "ModelCatalog", "Ready: its engine plugin keeps what it needs, nothing to download."
            )
            return (_catalog(plugin),)
        size = ByteCount(self.size_on_disk)
        if entry.kind is ModelKind.LOCAL:
            if self.problems:
                unusable = QT_TRANSLATE_NOOP("ModelCatalog", "Cannot be used: {0}.")
                return (_catalog(unusable, joined(self.problems)),)
            ready = QT_TRANSLATE_NOOP("ModelCatalog", "Ready ({0}) in {1}.")
            return (_catalog(ready, size, str(self.location)),)
        if self.installed:
            downloaded = QT_TRANSLATE_NOOP("ModelCatalog", "Downloaded ({0}) in {1}.")
            return (_catalog(downloaded, size, str(self.location)),)
        parts = [_catalog(QT_TRANSLATE_NOOP("ModelCatalog", "Not downloaded."))]
        if self.partial_bytes:
            kept = QT_TRANSLATE_NOOP("ModelCatalog", "{0} kept from an earlier download.")
            parts.append(_catalog(kept, ByteCount(self.partial_bytes)))
        if entry.gated and self.token is not None and not self.token.present:
            gated = QT_TRANSLATE_NOOP(
                "ModelCatalog",
                "Gated: accept the terms on the model page and paste an access token.",
            )
            parts.append(_catalog(gated))
        return tuple(parts)


def _catalog(template: str, *args: object) -> Said:
    return Said(template, *args, context="ModelCatalog")


def list_models(local_models: LocalModelList | None = None) -> list[ModelEntry]:
    """The Models dialog's rows: pocket-tts, VoxCPM2, the user's local models, the demo."""
    builtin = [e for e in builtin_entries() if e.kind is ModelKind.HUB]
    local = (local_models or LocalModelList()).entries()
    return [*builtin, *local, demo_entry()]


def model_status(
    entry: ModelEntry, hub: HubSettings | None = None, kinds: LocalKinds | None = None
) -> ModelStatus:
    """What the disk says of ``entry``; ``kinds``: how local models are checked (default:
    the built-in engines')."""
    hub = hub or HubSettings.current()
    if entry.kind is ModelKind.DEMO:
        return ModelStatus(entry, True, 0, 0, None, (), None)
    if entry.kind is ModelKind.PLUGIN:
        # The plugin keeps its own files; a broken plugin is unavailable, with its sentence.
        return ModelStatus(entry, entry.unavailable is None, 0, 0, None, (), None)
    if entry.kind is ModelKind.LOCAL:
        assert entry.path is not None
        problems: tuple[str | Said, ...] = tuple(
            check_local_model(entry.engine_id, entry.path, kinds)
        )
        size = _size_of(entry.path) if entry.path.exists() else 0
        return ModelStatus(entry, not problems, size, 0, entry.path, problems, None)
    location = installed_location(entry, hub)
    size = _size_of(location) if location is not None else 0
    if location is not None and entry.source is not None and entry.source.files:
        size = sum(_size_of(p) for p in _pinned_paths(entry, hub) if p is not None)
    problems = (entry.unavailable,) if entry.unavailable is not None else ()
    return ModelStatus(
        entry,
        location is not None,
        size,
        _partial_bytes(entry, hub),
        location,
        problems,
        token_state() if entry.gated else None,
    )


def installed_location(entry: ModelEntry, hub: HubSettings | None = None) -> Path | None:
    """The snapshot folder holding every file of a hub model, or None (disk only)."""
    hub = hub or HubSettings.current()
    source = entry.source
    if source is None:
        return None
    if source.files:
        paths = _pinned_paths(entry, hub)
        if any(p is None for p in paths):
            return None
        first = paths[0]
        return first.parent if first is not None else None
    commit = _resolve_revision(hub.repo_folder(source.repo_id), source.revision)
    folder = hub.repo_folder(source.repo_id) / "snapshots" / commit
    if not folder.is_dir():
        return None
    if entry.engine_id == "voxcpm" and check_voxcpm_folder(folder):
        return None  # an interrupted or foreign snapshot: not usable as it is
    return folder


def _pinned_paths(entry: ModelEntry, hub: HubSettings) -> list[Path | None]:
    from huggingface_hub import try_to_load_from_cache

    assert entry.source is not None
    paths: list[Path | None] = []
    for file in entry.source.files:
        found = try_to_load_from_cache(
            file.repo_id, file.filename, cache_dir=hub.cache_dir, revision=file.revision
        )
        paths.append(Path(found) if isinstance(found, str) else None)
    return paths


def _resolve_revision(repo_folder: Path, revision: str) -> str:
    ref = repo_folder / "refs" / revision
    try:
        return ref.read_text(encoding="utf-8").strip()
    except OSError:
        return revision


def _size_of(path: Path) -> int:
    """Bytes on disk under ``path``, following the cache's links, each blob once."""
    if path.is_file():
        return path.stat().st_size
    seen: set[tuple[int, int]] = set()
    total = 0
    for root, _dirs, names in os.walk(path):
        for name in names:
            try:
                stat = (Path(root) / name).stat()
            except OSError:
                continue
            if (stat.st_dev, stat.st_ino) not in seen:
                seen.add((stat.st_dev, stat.st_ino))
                total += stat.st_size
    return total


def _partial_bytes(entry: ModelEntry, hub: HubSettings) -> int:
    total = 0
    for repo in entry.source.repos if entry.source else ():
        blobs = hub.repo_folder(repo) / "blobs"
        if blobs.is_dir():
            total += sum(p.stat().st_size for p in blobs.iterdir() if _PARTIAL.fullmatch(p.name))
    return total


def offline_message(entry: ModelEntry, connection: Connection) -> Said:
    """The one sentence for a model that is missing while the hub cannot be reached."""
    connect = (
        Said(QT_TRANSLATE_NOOP("StudioError", "unset HF_HUB_OFFLINE"))
        if offline_mode()
        else Said(QT_TRANSLATE_NOOP("StudioError", "connect once"))
    )
    return Said(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "{0} is not downloaded yet and the Hugging Face hub cannot be reached "
            "(offline: {1}): {2} and download it from Models "
            "(or `{3}`), or use the demo model (--model random), "
            "which needs no download.",
        ),
        entry.title_said,
        connection.reason,
        connect,
        download_command(entry),
    )


def download_command(entry: ModelEntry) -> str:
    spec = "" if entry.model_spec == "default" else f" --model {entry.model_spec}"
    return f"voice-studio download --engine {entry.engine_id}{spec}"


def ensure_installed(
    entry: ModelEntry,
    *,
    allow_download: bool = True,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    hub: HubSettings | None = None,
) -> Path | None:
    """Where the model's files are, downloading them first if allowed and possible.

    Returns None for the demo model (nothing on disk). Raises
    ModelNotInstalledError (missing, ``allow_download`` False),
    HubOfflineError (missing and offline, within a few seconds),
    LocalModelError (a local model lacking pieces), and whatever
    ``download_model`` raises.
    """
    hub = hub or HubSettings.current()
    if entry.unavailable is not None:
        raise StudioError(entry.unavailable)
    if entry.kind is ModelKind.DEMO:
        return None
    if entry.kind is ModelKind.LOCAL:
        assert entry.path is not None
        require_local_model(entry.engine_id, entry.path)
        return entry.path
    location = installed_location(entry, hub)
    if location is not None:
        return location
    if not allow_download:
        raise ModelNotInstalledError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is not downloaded yet: download it from Models "
                "(or run `{1}`), or use the demo model.",
            ),
            entry.title_said,
            download_command(entry),
        )
    connection = check_connection(hub)
    if not connection.online:
        said = offline_message(entry, connection)
        raise HubOfflineError(said)
    return download_model(entry, progress=progress, cancel=cancel, hub=hub)


def remove_model(
    entry: ModelEntry,
    hub: HubSettings | None = None,
    local_models: LocalModelList | None = None,
) -> int:
    """Remove a model; returns the bytes freed.

    A hub model is deleted from the Hugging Face cache (its revisions, with
    any part kept from an interrupted download); a local model is only
    forgotten from the list, its files stay where the user put them.
    """
    hub = hub or HubSettings.current()
    if entry.kind is ModelKind.DEMO:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "The demo model has nothing on disk to remove.")
        )
    if entry.kind is ModelKind.LOCAL:
        assert entry.path is not None
        (local_models or LocalModelList()).remove(entry.engine_id, entry.path)
        return 0
    assert entry.source is not None
    from huggingface_hub import scan_cache_dir
    from huggingface_hub.errors import CacheNotFound

    freed = 0
    for repo in entry.source.repos:
        blobs = hub.repo_folder(repo) / "blobs"
        if blobs.is_dir():
            for partial in [p for p in blobs.iterdir() if _PARTIAL.fullmatch(p.name)]:
                freed += partial.stat().st_size
                partial.unlink()
    try:
        cache = scan_cache_dir(hub.cache_dir)
    except CacheNotFound:
        return freed
    commits = _commits_to_remove(entry, hub)
    hashes = [
        revision.commit_hash
        for repo in cache.repos
        if repo.repo_id in entry.source.repos and repo.repo_type == "model"
        for revision in repo.revisions
        if commits is None or revision.commit_hash in commits
    ]
    if hashes:
        strategy = cache.delete_revisions(*hashes)
        freed += strategy.expected_freed_size
        strategy.execute()
    return freed


def _commits_to_remove(entry: ModelEntry, hub: HubSettings) -> set[str] | None:
    """The pinned files' commits; None (every revision) for a whole-repository model."""
    assert entry.source is not None
    if not entry.source.files:
        return None
    return {_resolve_revision(hub.repo_folder(f.repo_id), f.revision) for f in entry.source.files}
