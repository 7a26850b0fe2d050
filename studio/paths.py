"""Where the studio keeps its files (XDG on Linux, the platform's places elsewhere)."""

from __future__ import annotations

import os
from pathlib import Path

from platformdirs import user_cache_dir, user_config_dir

APP_NAME = "voice-studio"
DEFAULT_MEMORY_CACHE_BYTES = 512 * 1024 * 1024
DEFAULT_DISK_CACHE_BYTES = 4 * 1024 * 1024 * 1024


def default_cache_dir() -> Path:
    """The prompt cache folder: ``$VOICE_STUDIO_CACHE_DIR`` or the user's cache dir."""
    override = os.environ.get("VOICE_STUDIO_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    return Path(user_cache_dir(APP_NAME)) / "prompts"


def expand_path(text: str) -> Path:
    """A path a person typed, with ``~`` expanded; a ``~name`` for no known user
    raises StudioError with a sentence instead of a bare RuntimeError."""
    from studio.errors import QT_TRANSLATE_NOOP, StudioError

    path = Path(text)
    try:
        return path.expanduser()
    except RuntimeError:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError", "{0}: there is no home folder for {1}; write the full path."
            ),
            text,
            path.parts[0],
        ) from None


def default_config_dir() -> Path:
    """The studio's own settings folder: ``$VOICE_STUDIO_CONFIG_DIR`` or the user's config dir."""
    override = os.environ.get("VOICE_STUDIO_CONFIG_DIR")
    if override:
        return Path(override).expanduser()
    return Path(user_config_dir(APP_NAME))
