"""Errors a person can act on.

Every `StudioError` message says what happened and what to do, in one
sentence. The CLI prints it and exits with status 2; the GUI shows it on the
line or in a dialog. Anything else that escapes is a bug (status 1).
"""

from __future__ import annotations

import logging


def sentence_for(exc: BaseException) -> str:
    """What to tell a person about ``exc``: a StudioError's own sentence; anything
    else is a bug, logged with its traceback and named briefly."""
    if isinstance(exc, StudioError):
        return str(exc)
    logging.getLogger("studio").error("unexpected error", exc_info=exc)
    return f"It stopped unexpectedly ({type(exc).__name__}: {exc}); please report it."


class StudioError(Exception):
    """A problem with the user's input or environment, not a bug."""


class AudioInputError(StudioError):
    """A reference or input audio file that cannot be used."""


class ScriptError(StudioError):
    """A script that cannot be rendered (empty, unreadable, unknown voice)."""


class ModelUnavailableError(StudioError):
    """A model that cannot be loaded (weights missing, gated, offline)."""


class ModelNotInstalledError(ModelUnavailableError):
    """A model whose weights are not downloaded yet (and the caller asked not to fetch them)."""


class HubOfflineError(ModelUnavailableError):
    """The Hugging Face hub cannot be reached (offline mode, no network, no answer)."""


class GatedModelError(ModelUnavailableError):
    """Weights on the hub that need the user to accept terms and give an access token."""


class DownloadError(StudioError):
    """A download that stopped (lost connection, disk full, corrupted data); the part is kept."""


class LocalModelError(StudioError):
    """A local model folder or file that is missing pieces the engine needs."""


class EngineNotInstalledError(StudioError):
    """An engine whose optional package is not installed."""


class VoiceLibraryError(StudioError):
    """A library voice or voice file that cannot be read, written or found."""


class OutputError(StudioError):
    """An output path that cannot be written (missing folder, permission, disk full)."""


class DownloadCancelled(Exception):
    """Raised by a download when its cancel event is set; what was fetched is kept."""
