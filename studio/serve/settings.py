"""What a speech server is started with: where it listens, who may use it, and its limits.

A server bound to a loopback address answers this machine only, so a key is
optional there; any other address opens it to the network, and it refuses to
start without a key. No Qt, no torch.
"""

from __future__ import annotations

import ipaddress
import os
from dataclasses import dataclass
from typing import Final

from studio.errors import StudioError

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8880
# The environment variable a key may come from (a flag would show it in ``ps``).
KEY_VARIABLE = "VOICE_STUDIO_API_KEY"
# OpenAI's own limit on ``input``.
DEFAULT_MAX_INPUT_CHARS = 4096
# A request body: the input, a voice name and a few settings.
DEFAULT_MAX_BODY_BYTES = 64 * 1024
DEFAULT_MAX_QUEUE = 64
DEFAULT_REQUEST_SECONDS = 300.0


# uvicorn's event loop, HTTP parser and websockets (none) for every server of the studio's.
UVICORN_LOOP: Final = "asyncio"
UVICORN_HTTP: Final = "h11"
UVICORN_WS: Final = "none"


@dataclass(frozen=True)
class ServeSettings:
    """A server's address, key and limits (``api_key`` and ``key_digest`` None: no key
    asked for)."""

    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    api_key: str | None = None
    # The key as the window keeps it, a salted digest (``studio.serve.keys``).
    key_digest: str | None = None
    # Origins a browser page may call from (empty: CORS off).
    cors_origins: tuple[str, ...] = ()
    max_input_chars: int = DEFAULT_MAX_INPUT_CHARS
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    # Requests waiting or rendering at once; one more is told to come back later (429).
    max_queue: int = DEFAULT_MAX_QUEUE
    # A request still rendering after this long is stopped.
    request_seconds: float = DEFAULT_REQUEST_SECONDS
    # The seed of a request that gives none (None: a new one each time).
    seed: int | None = None
    # The language text is read in (numbers, dates): as ``render --language``.
    language: str = "en"


def is_loopback(host: str) -> bool:
    """Whether ``host`` only reaches this machine (127.0.0.0/8, ::1, localhost)."""
    if host.casefold() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False  # a host name: it may resolve to any address


def key_from(flag: str | None) -> str | None:
    """The API key: the flag's, else the environment's (an empty one is none)."""
    key = flag if flag is not None else os.environ.get(KEY_VARIABLE)
    return key or None


def has_key(settings: ServeSettings) -> bool:
    return settings.api_key is not None or settings.key_digest is not None


def check_bind(settings: ServeSettings) -> None:
    """Refuse an address other machines reach when no key guards it."""
    if not has_key(settings) and not is_loopback(settings.host):
        raise StudioError(
            f"--host {settings.host} lets other machines use the server; give it a key "
            f"with --api-key or {KEY_VARIABLE}, or listen on 127.0.0.1."
        )


__all__ = [
    "UVICORN_HTTP",
    "UVICORN_LOOP",
    "UVICORN_WS",
    "DEFAULT_HOST",
    "DEFAULT_MAX_BODY_BYTES",
    "DEFAULT_MAX_INPUT_CHARS",
    "DEFAULT_MAX_QUEUE",
    "DEFAULT_PORT",
    "DEFAULT_REQUEST_SECONDS",
    "KEY_VARIABLE",
    "ServeSettings",
    "check_bind",
    "is_loopback",
    "key_from",
]
