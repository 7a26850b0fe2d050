"""The Hugging Face access token, kept where the hub client keeps it.

The studio never stores a token itself: not in projects, settings or logs.
Saving one is the hub client's own login (the token file in the Hugging
Face home folder, the same as ``hf auth login``), so every other tool on
the computer sees it too; the HF_TOKEN environment variable, when set,
wins over it, as everywhere else.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass

from studio.errors import QT_TRANSLATE_NOOP, HubOfflineError, StudioError
from studio.models.catalog import TOKENS_PAGE

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class TokenState:
    """Whether a token is available, and from where (never the token itself)."""

    present: bool
    source: str

    def describe(self) -> str:
        return f"a token is set ({self.source})" if self.present else "no token is set"


def stored_token() -> str | None:
    """The token the hub client would send, or None."""
    from huggingface_hub import get_token

    try:
        return get_token()
    except Exception as exc:  # noqa: BLE001 - a broken token source is the same as none here
        log.warning("Could not read the Hugging Face token (%s)", type(exc).__name__)
        return None


def token_state() -> TokenState:
    from huggingface_hub import constants

    if os.environ.get("HF_TOKEN") or os.environ.get("HUGGING_FACE_HUB_TOKEN"):
        return TokenState(True, "from the HF_TOKEN environment variable")
    if stored_token():
        return TokenState(True, f"saved by the Hugging Face login in {constants.HF_TOKEN_PATH}")
    return TokenState(False, "")


def save_token(token: str) -> None:
    """Check ``token`` with the hub and save it as the hub client's login.

    Runs on a worker thread (it asks the hub). Raises StudioError with one
    sentence when the token is empty or refused, HubOfflineError offline.
    """
    import httpx2
    from huggingface_hub import login
    from huggingface_hub.errors import HfHubHTTPError

    token = token.strip()
    if not token:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "Paste an access token first; create one at {0}."),
            TOKENS_PAGE,
        )
    try:
        login(token=token, add_to_git_credential=False, skip_if_logged_in=False)
    except HfHubHTTPError as exc:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The Hugging Face hub refused this token; copy it again from {0} "
                "(a read token is enough).",
            ),
            TOKENS_PAGE,
        ) from exc
    except ValueError as exc:
        raise StudioError(
            QT_TRANSLATE_NOOP("StudioError", "{0} Create a personal token at {1}."),
            str(exc),
            TOKENS_PAGE,
        ) from exc
    except (httpx2.TransportError, ConnectionError) as exc:
        raise HubOfflineError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The token can only be checked with the Hugging Face hub online; connect to the "
                "internet and paste it again.",
            )
        ) from exc


def forget_token() -> None:
    """Log out of the hub client (deletes its saved tokens; HF_TOKEN stays if set)."""
    from huggingface_hub import logout

    try:
        logout()
    except OSError as exc:
        raise StudioError(
            QT_TRANSLATE_NOOP(
                "StudioError",
                "The saved token was deleted, but HF_TOKEN is still set in the environment; "
                "unset it to log out completely.",
            )
        ) from exc
