"""Fetch a model's files into the Hugging Face cache: with progress, cancellable, resumable.

The hub client's own ``hf_hub_download`` writes each file to a temporary
name unique to the call and deletes it when the call fails, so a cancelled
or broken download starts again from zero. Here the bytes go to
``blobs/<etag>.incomplete`` in the same cache and stay there when the
download stops; the next download asks for the rest with an HTTP Range
request. A finished file is checked (size, and its SHA-256 when the hub
gives one) and renamed to ``blobs/<etag>``; then ``hf_hub_download`` links
it into ``snapshots/`` exactly as it would its own download, so every
other reader of the cache (pocket-tts, transformers, ``hf cache``) sees an
ordinary cached file.

Three steps: ``plan`` asks the hub what to fetch (one HEAD per file, no
retries), ``fetch`` streams the missing bytes, ``finish`` links them in.
Everything runs on the calling thread; ``cancel`` is checked between chunks.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import shutil
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from studio.errors import (
    QT_TRANSLATE_NOOP,
    DownloadCancelled,
    DownloadError,
    Said,
    StudioError,
)
from studio.models.catalog import HubFile, ModelEntry
from studio.models.download_errors import disk_error, hub_error, lost_connection
from studio.models.hub import REQUEST_TIMEOUT_S, HubSettings
from studio.models.progress import ProgressCallback, ProgressTracker, format_bytes

log = logging.getLogger(__name__)

CHUNK_BYTES = 256 * 1024
# A broken connection is retried this many times in a row without any new
# byte arriving; any progress resets the count.
MAX_STALLED_RETRIES = 3
RETRY_PAUSE_S = 1.0
PARTIAL_SUFFIX = ".incomplete"
LOCK_WAIT_S = 0.5
_SHA256 = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class RemoteFile:
    """One file to fetch, as the hub describes it at a fixed commit."""

    repo_id: str
    filename: str
    revision: str  # what was asked for: a commit hash or a branch
    commit: str
    etag: str
    size: int

    def blob(self, hub: HubSettings) -> Path:
        return hub.repo_folder(self.repo_id) / "blobs" / self.etag

    def partial(self, hub: HubSettings) -> Path:
        return self.blob(hub).with_name(self.etag + PARTIAL_SUFFIX)

    def bytes_on_disk(self, hub: HubSettings) -> int:
        if self.blob(hub).is_file():
            return self.size
        try:
            have = self.partial(hub).stat().st_size
        except FileNotFoundError:
            return 0
        return have if have <= self.size else 0  # a longer part is not this file: redone


@dataclass(frozen=True)
class DownloadPlan:
    entry: ModelEntry
    files: tuple[RemoteFile, ...]

    def total_bytes(self) -> int:
        return sum(f.size for f in self.files)

    def bytes_on_disk(self, hub: HubSettings) -> int:
        return sum(f.bytes_on_disk(hub) for f in self.files)


def download_model(
    entry: ModelEntry,
    *,
    progress: ProgressCallback | None = None,
    cancel: threading.Event | None = None,
    hub: HubSettings | None = None,
) -> Path:
    """Fetch every file of ``entry`` that the cache lacks; return its snapshot folder.

    Raises GatedModelError (terms not accepted or no token), HubOfflineError,
    DownloadError (connection lost, disk full, bad data: what arrived is kept
    and the next call resumes), DownloadCancelled when ``cancel`` is set.
    """
    hub = hub or HubSettings.current()
    cancel = cancel or threading.Event()
    plan = plan_download(entry, hub, progress)
    tracker = ProgressTracker(entry.id, plan.total_bytes(), plan.bytes_on_disk(hub), progress)
    _check_disk_space(plan, hub)
    tracker.report("downloading", force=True)
    for remote in plan.files:
        if cancel.is_set():
            raise DownloadCancelled(entry.id)
        tracker.filename = remote.filename
        fetch_file(remote, hub, tracker, cancel)
    tracker.report("finishing", force=True)
    folder = finish_download(plan, hub)
    tracker.report("done", force=True)
    return folder


def plan_download(
    entry: ModelEntry, hub: HubSettings, progress: ProgressCallback | None = None
) -> DownloadPlan:
    """Ask the hub for each file's commit, ETag and size (no retries, short deadline)."""
    source = entry.source
    if source is None:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} is not on the Hugging Face hub; nothing to download."
            ),
            entry.title_said,
        )
    if progress is not None:
        ProgressTracker(entry.id, 0, 0, progress).report("checking", force=True)
    try:
        if source.files:
            remote = tuple(_describe(f, hub) for f in source.files)
        else:
            # Every file at one commit, even if the branch moves while we
            # download; the branch is pointed at that commit at the end.
            listed = _list_repo(source.repo_id, source.revision, hub)
            remote = tuple(replace(_describe(f, hub), revision=source.revision) for f in listed)
    except Exception as exc:  # noqa: BLE001 - mapped to one sentence a person can act on
        raise hub_error(exc, entry, hub) from exc
    return DownloadPlan(entry, remote)


def _list_repo(repo_id: str, revision: str, hub: HubSettings) -> list[HubFile]:
    from huggingface_hub import HfApi

    info = HfApi(endpoint=hub.endpoint).model_info(
        repo_id, revision=revision, timeout=REQUEST_TIMEOUT_S, token=hub.token
    )
    commit = info.sha or revision
    return [HubFile(repo_id, s.rfilename, commit) for s in info.siblings or []]


def _describe(file: HubFile, hub: HubSettings) -> RemoteFile:
    from huggingface_hub import get_hf_file_metadata, hf_hub_url

    url = hf_hub_url(file.repo_id, file.filename, revision=file.revision, endpoint=hub.endpoint)
    meta = get_hf_file_metadata(
        url, token=hub.token, timeout=REQUEST_TIMEOUT_S, endpoint=hub.endpoint
    )
    if meta.commit_hash is None or meta.etag is None or meta.size is None:
        raise DownloadError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} did not describe {1} as the Hugging Face hub does; "
                "check HF_ENDPOINT and any proxy.",
            ),
            hub.endpoint,
            file.filename,
        )
    return RemoteFile(
        file.repo_id, file.filename, file.revision, meta.commit_hash, meta.etag, meta.size
    )


def _check_disk_space(plan: DownloadPlan, hub: HubSettings) -> None:
    missing = plan.total_bytes() - plan.bytes_on_disk(hub)
    folder = hub.cache_dir
    folder.mkdir(parents=True, exist_ok=True)
    free = shutil.disk_usage(folder).free
    if missing > free:
        raise DownloadError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} needs {1} more in {2}, which has {3} free; "
                "free some space (or set HF_HOME to another disk).",
            ),
            plan.entry.title_said,
            format_bytes(missing),
            folder,
            format_bytes(free),
        )


def fetch_file(
    remote: RemoteFile, hub: HubSettings, tracker: ProgressTracker, cancel: threading.Event
) -> None:
    """Bring ``remote`` into ``blobs/`` (resuming a kept part); a no-op when it is there."""
    from filelock import Timeout
    from huggingface_hub.utils import WeakFileLock  # type: ignore[attr-defined]

    blob = remote.blob(hub)
    if blob.is_file():
        return
    blob.parent.mkdir(parents=True, exist_ok=True)
    # The hub client's own lock for this blob (same file, same kind of lock):
    # two programs never append to one part. The other one is not waited for.
    lock_dir = hub.cache_dir / ".locks" / hub.repo_folder(remote.repo_id).name
    lock_dir.mkdir(parents=True, exist_ok=True)
    try:
        with WeakFileLock(lock_dir / f"{remote.etag}.lock", timeout=LOCK_WAIT_S):
            if not blob.is_file():
                _stream_to_blob(remote, hub, tracker, cancel)
    except Timeout:
        raise DownloadError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} is being downloaded by another program right now; "
                "wait for it to finish, then try again.",
            ),
            remote.filename,
        ) from None


class _PartialFile:
    """``blobs/<etag>.incomplete``, appended to, with a running SHA-256 when one can be checked."""

    def __init__(self, remote: RemoteFile, hub: HubSettings) -> None:
        self.remote = remote
        self.path = remote.partial(hub)
        self.have = self.path.stat().st_size if self.path.is_file() else 0
        if self.have > remote.size:  # not this file after all
            self.path.unlink()
            self.have = 0
        self._hasher = hashlib.sha256() if _SHA256.fullmatch(remote.etag) else None
        if self._hasher is not None and self.have:
            with open(self.path, "rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    self._hasher.update(block)
        self._out = open(self.path, "ab")  # noqa: SIM115 - closed in close()

    def write(self, chunk: bytes) -> None:
        self._out.write(chunk)
        if self._hasher is not None:
            self._hasher.update(chunk)
        self.have += len(chunk)

    def restart(self) -> None:
        self._out.seek(0)
        self._out.truncate()
        self.have = 0
        if self._hasher is not None:
            self._hasher = hashlib.sha256()

    def close(self) -> None:
        self._out.flush()
        os.fsync(self._out.fileno())
        self._out.close()

    def problem(self) -> Said | None:
        """Why the finished file cannot be used, or None."""
        size = self.path.stat().st_size
        if size != self.remote.size:
            return Said(
                QT_TRANSLATE_NOOP("StudioError", "{0} instead of {1}"),
                format_bytes(size),
                format_bytes(self.remote.size),
            )
        if self._hasher is not None and self._hasher.hexdigest() != self.remote.etag:
            return Said(QT_TRANSLATE_NOOP("StudioError", "its checksum differs"))
        return None


def _stream_to_blob(
    remote: RemoteFile, hub: HubSettings, tracker: ProgressTracker, cancel: threading.Event
) -> None:
    import httpx2
    from huggingface_hub.errors import HfHubHTTPError

    try:
        part = _PartialFile(remote, hub)
        stalled = 0
        try:
            while part.have < remote.size:
                before = part.have
                try:
                    _stream_once(remote, hub, part, tracker, cancel)
                except httpx2.TransportError as exc:
                    stalled = 0 if part.have > before else stalled + 1
                    if stalled > MAX_STALLED_RETRIES:
                        raise lost_connection(remote.filename, tracker) from exc
                    log.info("Download of %s broke (%s); resuming", remote.filename, exc)
                    if cancel.wait(RETRY_PAUSE_S):
                        raise DownloadCancelled(remote.filename) from None
        finally:
            part.close()
    except (DownloadCancelled, StudioError):
        raise
    except OSError as exc:
        if isinstance(exc, HfHubHTTPError):
            raise hub_error(exc, None, hub) from exc
        raise disk_error(remote.partial(hub), exc) from exc
    except Exception as exc:  # noqa: BLE001 - mapped to one sentence a person can act on
        raise hub_error(exc, None, hub) from exc
    problem = part.problem()
    if problem is not None:
        part.path.unlink()
        raise DownloadError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0} arrived damaged ({1}) and was deleted; download again."
            ),
            remote.filename,
            problem,
        )
    os.replace(part.path, remote.blob(hub))


def _stream_once(
    remote: RemoteFile,
    hub: HubSettings,
    part: _PartialFile,
    tracker: ProgressTracker,
    cancel: threading.Event,
) -> None:
    """One GET from the first missing byte to the end of the file (or of the connection)."""
    from huggingface_hub import get_session, hf_hub_url, hf_raise_for_status
    from huggingface_hub.utils import build_hf_headers  # type: ignore[attr-defined]

    url = hf_hub_url(remote.repo_id, remote.filename, revision=remote.commit, endpoint=hub.endpoint)
    headers = build_hf_headers(token=hub.token)
    # Byte ranges refer to the stored bytes: no transparent compression.
    headers["Accept-Encoding"] = "identity"
    if part.have:
        headers["Range"] = f"bytes={part.have}-"
    with get_session().stream(
        "GET", url, headers=headers, timeout=REQUEST_TIMEOUT_S, follow_redirects=True
    ) as response:
        hf_raise_for_status(response)
        if part.have and response.status_code != 206:
            # The server ignored the range and sends the whole file: start it over.
            tracker.restart_file(part.have)
            part.restart()
        for chunk in response.iter_bytes(CHUNK_BYTES):
            part.write(chunk)
            tracker.advance(len(chunk))
            if cancel.is_set():
                raise DownloadCancelled(remote.filename)


def finish_download(plan: DownloadPlan, hub: HubSettings) -> Path:
    """Link every fetched blob into ``snapshots/<commit>/`` through the hub client.

    Its ``hf_hub_download`` finds the blob already there and only creates the
    link (a copy where the file system has no symlinks). A branch name is
    then pointed at the commit, as the hub client does for its own downloads.
    """
    from huggingface_hub import hf_hub_download

    try:
        for remote in plan.files:
            hf_hub_download(
                remote.repo_id,
                remote.filename,
                revision=remote.commit,
                cache_dir=hub.cache_dir,
                endpoint=hub.endpoint,
                token=hub.token,
                etag_timeout=REQUEST_TIMEOUT_S,
            )
            if remote.revision != remote.commit:
                refs = hub.repo_folder(remote.repo_id) / "refs"
                refs.mkdir(parents=True, exist_ok=True)
                (refs / remote.revision).write_text(remote.commit, encoding="utf-8")
    except Exception as exc:  # noqa: BLE001 - mapped to one sentence a person can act on
        raise hub_error(exc, plan.entry, hub) from exc
    first = plan.files[0]
    return hub.repo_folder(first.repo_id) / "snapshots" / first.commit
