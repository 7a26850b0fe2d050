"""A server's API key, kept as a salted digest: what the window's settings hold.

The server only ever checks a key a client sends, so it needs no more than a
digest of its own: the settings file never holds the key itself, and a copy of
that file does not give it away. An API key is meant to be long and random (a
password manager's, or ``python -m secrets``-like output), for which one salted
SHA-256 is enough; comparisons take constant time.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

_SCHEME = "sha256"


def key_digest(key: str) -> str:
    """A new salted digest of ``key``: ``sha256$SALT$HASH`` (hex)."""
    salt = secrets.token_hex(16)
    return f"{_SCHEME}${salt}${_hash(salt, key.encode())}"


def is_key_digest(value: str) -> bool:
    parts = value.split("$")
    return len(parts) == 3 and parts[0] == _SCHEME and all(parts[1:])


def key_matches(digest: str, given: bytes) -> bool:
    """Whether a client's key ``given`` is the one ``digest`` was made from."""
    if not is_key_digest(digest):
        return False
    _, salt, expected = digest.split("$")
    return hmac.compare_digest(_hash(salt, given), expected)


def _hash(salt: str, key: bytes) -> str:
    return hashlib.sha256(salt.encode() + key).hexdigest()


__all__ = ["is_key_digest", "key_digest", "key_matches"]
