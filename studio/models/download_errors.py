"""The sentences a download fails with: a lost connection, a disk that cannot be
written, and every way the Hugging Face hub can refuse, each saying what to do."""

from __future__ import annotations

from pathlib import Path

from studio.errors import (
    QT_TRANSLATE_NOOP,
    DownloadError,
    GatedModelError,
    HubOfflineError,
    ModelUnavailableError,
    Said,
    StudioError,
)
from studio.models.catalog import TOKENS_PAGE, ModelEntry
from studio.models.hub import HubSettings
from studio.models.progress import ProgressTracker, format_bytes


def lost_connection(filename: str, tracker: ProgressTracker) -> DownloadError:
    """The stream broke; what arrived is kept for the next try."""
    return DownloadError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "The connection to the Hugging Face hub was lost at {0} of {1} (in {2}); "
            "what arrived is kept: download again to resume.",
        ),
        format_bytes(tracker.done_bytes),
        format_bytes(tracker.total_bytes),
        filename,
    )


def disk_error(path: Path, exc: OSError) -> DownloadError:
    """A blob could not be written (a full disk said as such)."""
    reason: str | Said = (
        Said(QT_TRANSLATE_NOOP("StudioError", "the disk is full"))
        if exc.errno in (28, 122)
        else (exc.strerror or str(exc))
    )
    return DownloadError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "Cannot write {0}: {1}; free some space or set HF_HOME to another disk, "
            "then download again (what arrived is kept).",
        ),
        path,
        reason,
    )


def hub_error(exc: BaseException, entry: ModelEntry | None, hub: HubSettings) -> StudioError:
    """One sentence for a hub failure, saying what to do."""
    import httpx2
    from huggingface_hub import errors

    title = (
        entry.title_said
        if entry is not None
        else Said(QT_TRANSLATE_NOOP("StudioError", "The model"))
    )
    page = entry.page_url if entry is not None and entry.page_url else hub.endpoint
    if isinstance(exc, StudioError):
        return exc
    if isinstance(exc, errors.GatedRepoError):
        from studio.models.tokens import stored_token

        if hub.token is None and stored_token() is None:
            return GatedModelError(
                QT_TRANSLATE_NOOP(
                    "StudioError",
                    "{0} is gated on the Hugging Face hub: open {1}, log in and accept its "
                    "terms, then create an access token at {2} and paste it in Models "
                    "(or run `hf auth login`), and download again.",
                ),
                title,
                page,
                TOKENS_PAGE,
            )
        return GatedModelError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "Your Hugging Face token has no access to {0} yet: open {1}, accept its "
                "terms with the same account (approval can take a moment), then download again.",
            ),
            title,
            page,
        )
    if isinstance(exc, errors.OfflineModeIsEnabled):
        return HubOfflineError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} cannot be downloaded while HF_HUB_OFFLINE is set; unset it and try again.",
            ),
            title,
        )
    if isinstance(exc, errors.RepositoryNotFoundError):
        return ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "{0} was not found on the Hugging Face hub ({1}); check the "
                "model name, or your token's access with `hf auth whoami`.",
            ),
            title,
            exc.repo_id or page,
        )
    if isinstance(exc, (errors.RevisionNotFoundError, errors.RemoteEntryNotFoundError)):
        return ModelUnavailableError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "A file of {0} is no longer on the Hugging Face hub at the expected version; "
                "update voice-studio (or its pocket-tts package) and try again.",
            ),
            title,
        )
    if isinstance(exc, (httpx2.TransportError, ConnectionError)):
        return HubOfflineError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The Hugging Face hub ({0}) cannot be reached ({1}); "
                "check your connection and try again.",
            ),
            hub.endpoint,
            type(exc).__name__,
        )
    if isinstance(exc, errors.HfHubHTTPError):
        status = exc.response.status_code if exc.response is not None else "?"
        return DownloadError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The Hugging Face hub answered with an error (HTTP {0}) for {1}; "
                "try again in a few minutes.",
            ),
            status,
            title,
        )
    if isinstance(exc, OSError):
        return DownloadError(
            QT_TRANSLATE_NOOP(
                "StudioError", "Downloading {0} failed ({1}); check the disk and try again."
            ),
            title,
            exc.strerror or str(exc),
        )
    return DownloadError(
        QT_TRANSLATE_NOOP(
            "StudioError",
            "Downloading {0} failed ({1}: {2}); try again, and report it if it keeps happening.",
        ),
        title,
        type(exc).__name__,
        str(exc),
    )
