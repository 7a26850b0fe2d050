"""Errors as OpenAI's API sends them: a status and ``{"error": {message, type, param, code}}``.

A program written for OpenAI's client reads them as it reads OpenAI's own
(``openai.BadRequestError`` and its kin, with the message). Every message is
one sentence saying what was wrong and what to do.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

INVALID_REQUEST = "invalid_request_error"
AUTHENTICATION = "authentication_error"
RATE_LIMIT = "rate_limit_error"
SERVER = "server_error"


@dataclass
class ApiError(Exception):
    """A request that gets an error answer instead of audio."""

    status: int
    message: str
    type: str = INVALID_REQUEST
    param: str | None = None
    code: str | None = None
    headers: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__init__(self.message)

    def body(self) -> dict[str, Any]:
        return error_body(self.message, self.type, self.param, self.code)


def error_body(
    message: str, kind: str = INVALID_REQUEST, param: str | None = None, code: str | None = None
) -> dict[str, Any]:
    return {"error": {"message": message, "type": kind, "param": param, "code": code}}


def bad_request(message: str, param: str | None = None, code: str | None = None) -> ApiError:
    return ApiError(400, message, INVALID_REQUEST, param, code)


def too_large(message: str, param: str | None = None) -> ApiError:
    return ApiError(413, message, INVALID_REQUEST, param, "too_large")


def busy(retry_after: float) -> ApiError:
    """The queue is full: come back in ``retry_after`` seconds (whole, at least one)."""
    seconds = max(1, math.ceil(retry_after))
    return ApiError(
        429,
        f"The server has as many requests as it takes at once; try again in {seconds} s.",
        RATE_LIMIT,
        None,
        "queue_full",
        {"Retry-After": str(seconds)},
    )


def unauthorized() -> ApiError:
    return ApiError(
        401,
        "The API key is missing or wrong; send it as 'Authorization: Bearer KEY'.",
        AUTHENTICATION,
        None,
        "invalid_api_key",
        {"WWW-Authenticate": "Bearer"},
    )


def timed_out(seconds: float) -> ApiError:
    return ApiError(
        504,
        f"The speech took longer than the server's limit of {seconds:g} s; send a shorter input.",
        SERVER,
        None,
        "timeout",
    )


__all__ = [
    "AUTHENTICATION",
    "INVALID_REQUEST",
    "RATE_LIMIT",
    "SERVER",
    "ApiError",
    "bad_request",
    "busy",
    "error_body",
    "timed_out",
    "too_large",
    "unauthorized",
]
