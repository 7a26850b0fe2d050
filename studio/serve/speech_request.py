"""The body of ``POST /v1/audio/speech`` read and checked, field by field, as OpenAI's API
defines it: ``model``, ``input``, ``voice``, ``response_format``, ``speed`` and
``stream_format``; ``instructions`` is accepted and not used (no engine here
takes a spoken style), and ``seed`` is the studio's own: the same seed, text and
voice give the same audio.

Nothing here names a file or a URL: a voice is a name the server already has.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from studio.serve.api_errors import ApiError, bad_request, too_large

FORMATS = ("mp3", "opus", "aac", "flac", "wav", "pcm")
STREAM_FORMATS = ("audio", "sse")
MIN_SPEED, MAX_SPEED = 0.25, 4.0
MAX_SEED = 2**31 - 1


@dataclass(frozen=True)
class SpeechRequest:
    model: str
    input: str
    voice: str
    response_format: str = "mp3"
    speed: float = 1.0
    stream_format: str = "audio"
    seed: int | None = None


def parse_speech(body: bytes, max_input_chars: int) -> SpeechRequest:
    """The request in ``body`` (JSON), or an ``ApiError`` saying what is wrong with it."""
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise bad_request(
            f"The request body is not valid JSON ({exc}); send a JSON object.", None, "invalid_json"
        ) from None
    if not isinstance(data, dict):
        raise bad_request("The request body must be a JSON object with model, input and voice.")
    model = _text(data, "model")
    text = _text(data, "input")
    if not text.strip():
        raise bad_request("The input is empty; send the text to speak.", "input")
    if len(text) > max_input_chars:
        raise too_large(
            f"The input has {len(text)} characters; this server takes at most "
            f"{max_input_chars} at once: split it into shorter requests.",
            "input",
        )
    return SpeechRequest(
        model,
        text,
        _voice(data),
        _choice(data, "response_format", FORMATS, "mp3"),
        _speed(data),
        _choice(data, "stream_format", STREAM_FORMATS, "audio"),
        _seed(data),
    )


def _text(data: dict[str, Any], name: str) -> str:
    value = data.get(name)
    if value is None:
        raise bad_request(f"The request has no {name}; add it.", name, "missing_required_parameter")
    if not isinstance(value, str):
        raise bad_request(f"The {name} must be a string.", name)
    return value


def _voice(data: dict[str, Any]) -> str:
    """A voice's name, given as a string or as ``{"id": NAME}`` (a custom voice)."""
    value = data.get("voice")
    if isinstance(value, dict):
        value = value.get("id")
        if not isinstance(value, str):
            raise bad_request('A voice object needs an "id" string: {"id": "NAME"}.', "voice")
    if value is None:
        raise bad_request(
            "The request has no voice; add it.", "voice", "missing_required_parameter"
        )
    if not isinstance(value, str) or not value.strip():
        raise bad_request("The voice must be a voice's name; GET /v1/voices lists them.", "voice")
    return value.strip()


def _choice(data: dict[str, Any], name: str, choices: tuple[str, ...], default: str) -> str:
    value = data.get(name)
    if value is None:
        return default
    if value not in choices:
        raise bad_request(
            f"{value!r} is not a {name}; use one of {', '.join(choices)}.", name, "invalid_value"
        )
    assert isinstance(value, str)
    return value


def _speed(data: dict[str, Any]) -> float:
    value = data.get("speed")
    if value is None:
        return 1.0
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise bad_request("The speed must be a number from 0.25 to 4.0.", "speed")
    if not MIN_SPEED <= float(value) <= MAX_SPEED:
        raise bad_request(f"The speed {value} is outside 0.25 to 4.0; choose one in it.", "speed")
    return float(value)


def _seed(data: dict[str, Any]) -> int | None:
    value = data.get("seed")
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        raise bad_request(f"The seed must be a whole number from 0 to {MAX_SEED}.", "seed")
    return value


__all__ = [
    "FORMATS",
    "STREAM_FORMATS",
    "ApiError",
    "SpeechRequest",
    "parse_speech",
]
